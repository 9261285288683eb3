package dev.lockstep.collision.internal.sat;

import dev.lockstep.collision.shape.ConvexHull;
import dev.lockstep.fixedpoint.wide.Int128;

/**
 * How far the face queries' values of one hull pair can move between two relative poses of B in
 * A's frame (issue 20, the carried face bounds of {@link SatSeeds}): raw bounds {@code D_A} and
 * {@code D_B} such that, for any face, vertex of the other hull and (for B's faces) vertex of the
 * face, the term the face query bounds a face's distance by ({@code Fixed.dot3(n, v') - offset} for
 * A's faces; {@code Fixed.dot3(n', a) - Fixed.dot3(n', v'_j)} for B's) changes by at most that
 * much. Sums of the bounds over a chain of poses bound the change from the first to the last
 * (the same term at every pose), so an upper bound recorded once stays one plus the summed drift.
 *
 * <p>Derivation, raw units ({@code 2^-32}), {@code R}, {@code p} the pose and {@code dR}, {@code dp}
 * the change; every placed value is rounded once to nearest, so {@code |round(x) - round(y)| <= |x - y| + 1}:
 * <ul>
 *   <li>B's placed vertex {@code v' = round(R V) + p}: {@code |dv'_r| <= sum_k |dR_rk| Vmax_k + |dp_r| + 1
 *       =: dV} (max over rows), {@code Vmax_k} the largest {@code |V_k|} of B's vertices.</li>
 *   <li>A's face {@code f} (normal {@code n} exact, offset constant): the rounded dot moves by at
 *       most {@code |n|_1 dV + 1}: {@code D_A = N1_A dV + 1}, {@code N1_A} the largest 1-norm of A's
 *       normals.</li>
 *   <li>B's face: placed normal {@code n' = round(R n)}, {@code |dn'_r| <= sum_k |dR_rk| Nmax_B + 1 =: dn_r}.
 *       The term {@code round(n' . a) - round(n' . v'_j)} moves by at most
 *       {@code |dn' . (a - v'_j)| + |n'_old . dv'_j| + 2 <= sum_r (dn_r |a_r - v'_jr| + |n'_old,r| dV_r) + 2},
 *       with {@code |a_r - v'_jr| <= max(|aMax_r - p_r|, |aMin_r - p_r|) + sum_k |R_rk| Vmax_k + 1}
 *       (A's bounding box, the new pose), {@code |n'_old,r| <= sum_k |R_rk| Nmax_B + 1} (the old
 *       pose) and {@code dV_r} row {@code r} of {@code dV}.</li>
 * </ul>
 * Products are rounded up ({@link #mulUp}) and sums saturate at {@link #SATURATED}, which no
 * bound that can pass a comparison reaches.
 */
final class PoseDrift {
    /** Stand-in for "unbounded": {@code 2^60} raw; sums of a few saturate without overflow. */
    static final long SATURATED = 1L << 60;

    /** The last pose. */
    private final RelativePose last = new RelativePose();
    private boolean hasLast;
    private ConvexHull hullA;
    private ConvexHull hullB;
    private long vMax0;
    private long vMax1;
    private long vMax2;
    private long nMaxB;
    private long normal1A;
    private final long[] aMin = new long[3];
    private final long[] aMax = new long[3];
    /** Bounds of the last {@link #advance}. */
    private long driftA;
    private long driftB;

    /** Forgets the last pose (the next {@link #advance} answers {@link #SATURATED}). */
    void clear() {
        hasLast = false;
    }

    /** Sets the last pose to {@code pose} without bounding a change. */
    void reset(ConvexHull a, ConvexHull b, RelativePose pose) {
        hullConstants(a, b);
        last.set(pose);
        hasLast = true;
    }

    /**
     * Bounds the change from the last pose to {@code pose} (then {@link #driftA}, {@link #driftB})
     * and makes {@code pose} the last one.
     */
    void advance(ConvexHull a, ConvexHull b, RelativePose pose) {
        if (!hasLast || a != hullA || b != hullB) {
            driftA = SATURATED;
            driftB = SATURATED;
            reset(a, b, pose);
            return;
        }
        long dV = 0;
        long normalTerm = 0;
        for (int r = 0; r < 3; r++) {
            long d0 = abs(pose.rotation(r, 0) - last.rotation(r, 0));
            long d1 = abs(pose.rotation(r, 1) - last.rotation(r, 1));
            long d2 = abs(pose.rotation(r, 2) - last.rotation(r, 2));
            // row r of dv', then row r of B's face terms: |dn'_r| |a_r - v'_r| + |n'_old,r| |dv'_r|
            long row = add(add(mulUp(d0, vMax0), mulUp(d1, vMax1)), add(mulUp(d2, vMax2),
                    add(abs(pose.translation(r) - last.translation(r)), 1)));
            dV = Math.max(dV, row);
            long dn = add(mulUp(add(add(d0, d1), d2), nMaxB), 1);
            long old = add(add(abs(last.rotation(r, 0)), abs(last.rotation(r, 1))), abs(last.rotation(r, 2)));
            long normalOld = add(mulUp(old, nMaxB), 1);
            long p = pose.translation(r);
            long reachA = Math.max(abs(aMax[r] - p), abs(aMin[r] - p));
            long reachB = add(add(mulUp(abs(pose.rotation(r, 0)), vMax0), mulUp(abs(pose.rotation(r, 1)), vMax1)),
                    add(mulUp(abs(pose.rotation(r, 2)), vMax2), 1));
            normalTerm = add(normalTerm, add(mulUp(dn, add(reachA, reachB)), mulUp(normalOld, row)));
        }
        driftA = add(mulUp(normal1A, dV), 1);
        driftB = add(normalTerm, 2);
        last.set(pose);
    }

    /** The bound {@code D_A} of the last {@link #advance}, raw. */
    long driftA() {
        return driftA;
    }

    /** The bound {@code D_B} of the last {@link #advance}, raw. */
    long driftB() {
        return driftB;
    }

    /** Per-hull maxima, once per pair of hulls. */
    private void hullConstants(ConvexHull a, ConvexHull b) {
        if (a == hullA && b == hullB) {
            return;
        }
        hullA = a;
        hullB = b;
        vMax0 = 0;
        vMax1 = 0;
        vMax2 = 0;
        for (int i = 0; i < b.vertexCount(); i++) {
            vMax0 = Math.max(vMax0, abs(b.vertexX(i)));
            vMax1 = Math.max(vMax1, abs(b.vertexY(i)));
            vMax2 = Math.max(vMax2, abs(b.vertexZ(i)));
        }
        nMaxB = 0;
        for (int f = 0; f < b.faceCount(); f++) {
            nMaxB = Math.max(nMaxB, Math.max(abs(b.faceNormalX(f)), Math.max(abs(b.faceNormalY(f)), abs(b.faceNormalZ(f)))));
        }
        normal1A = 0;
        for (int f = 0; f < a.faceCount(); f++) {
            normal1A = Math.max(normal1A, add(add(abs(a.faceNormalX(f)), abs(a.faceNormalY(f))), abs(a.faceNormalZ(f))));
        }
        for (int i = 0; i < a.vertexCount(); i++) {
            long x = a.vertexX(i);
            long y = a.vertexY(i);
            long z = a.vertexZ(i);
            aMin[0] = i == 0 ? x : Math.min(aMin[0], x);
            aMin[1] = i == 0 ? y : Math.min(aMin[1], y);
            aMin[2] = i == 0 ? z : Math.min(aMin[2], z);
            aMax[0] = i == 0 ? x : Math.max(aMax[0], x);
            aMax[1] = i == 0 ? y : Math.max(aMax[1], y);
            aMax[2] = i == 0 ? z : Math.max(aMax[2], z);
        }
    }

    /**
     * Returns {@code ceil(a b / 2^32)} for {@code a, b >= 0} (raw 32.32 product rounded up), or
     * {@link #SATURATED} when that is at least it.
     */
    static long mulUp(long a, long b) {
        long hi = Int128.productHigh(a, b);
        long lo = Int128.productLow(a, b);
        if (hi >= 1L << 28) {
            return SATURATED;
        }
        long q = Int128.shiftRightLow(hi, lo, 32);
        return Math.min(SATURATED, q + ((lo & 0xFFFF_FFFFL) != 0 ? 1 : 0));
    }

    /** Returns {@code a + b} for {@code 0 <= a, b <= SATURATED}, saturated at {@link #SATURATED}. */
    static long add(long a, long b) {
        return Math.min(SATURATED, a + b);
    }

    /**
     * Returns {@code |v|} saturated at {@link #SATURATED}; the differences passed in are of values
     * within {@code 2^62} in magnitude (rotation entries, relative translations below
     * {@code 2^15} units), so they do not wrap.
     */
    private static long abs(long v) {
        return Math.min(SATURATED, Math.abs(v));
    }
}
