package dev.lockstep.collision.ray;

import dev.lockstep.fixedpoint.Fixed;
import dev.lockstep.fixedpoint.wide.Int128;

/**
 * Whether a segment meets an axis-aligned box, decided exactly: the slab test with each slab's
 * entry and exit kept as rationals {@code num / |d|} and compared by 128-bit cross products, so no
 * division rounds a grazing segment in or out. Shared by the mesh BVH's ray cull and the world's
 * query candidates.
 */
public final class SegmentSlabs {
    private SegmentSlabs() {
    }

    /**
     * Returns whether {@code o + f d}, {@code 0 <= f <= limit} (raw, {@code Fixed.ONE} = the whole
     * segment), meets the box at {@code box[at .. at + 6)} (min x, y, z, then max x, y, z) grown by
     * {@code (growX, growY, growZ)} on each side. Callers keep coordinates, grown bounds and
     * translations within {@code 2^47} raw, so every difference is exact and every cross product
     * stays inside 128 bits.
     */
    public static boolean meets(long ox, long oy, long oz, long dx, long dy, long dz, long[] box, int at, long growX,
            long growY, long growZ, long limit) {
        long enterNum = 0;
        long enterDen = 1;
        long exitNum = limit;
        long exitDen = Fixed.ONE;
        for (int axis = 0; axis < 3; axis++) {
            long o = axis == 0 ? ox : axis == 1 ? oy : oz;
            long d = axis == 0 ? dx : axis == 1 ? dy : dz;
            long grow = axis == 0 ? growX : axis == 1 ? growY : growZ;
            long lo = box[at + axis] - grow;
            long hi = box[at + axis + 3] + grow;
            if (d == 0) {
                if (o < lo || o > hi) {
                    return false;
                }
                continue;
            }
            // inside the slab for f in [n1 / den, n2 / den], den > 0
            long n1 = d > 0 ? lo - o : o - hi;
            long n2 = d > 0 ? hi - o : o - lo;
            long den = Math.abs(d);
            if (ratioLess(enterNum, enterDen, n1, den)) {
                enterNum = n1;
                enterDen = den;
            }
            if (ratioLess(n2, den, exitNum, exitDen)) {
                exitNum = n2;
                exitDen = den;
            }
            if (ratioLess(exitNum, exitDen, enterNum, enterDen)) {
                return false;
            }
        }
        return true;
    }

    /** Returns true when {@code a / b < c / d} exactly, for {@code b, d > 0}. */
    private static boolean ratioLess(long a, long b, long c, long d) {
        return Int128.compareProducts(a, d, c, b) < 0;
    }
}
