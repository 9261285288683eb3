package dev.lockstep.collision.mesh;

import dev.lockstep.fixedpoint.Fixed;
import dev.lockstep.fixedpoint.VecMath;

/**
 * Chooses at most four of the clipped points of a hull face contact against one triangle, with the
 * rules of seed 001's "Contact Point Reduction" (the same rules as
 * {@code dev.lockstep.collision.internal.manifold.ContactReduction}, which works on {@code ManifoldPoint}
 * arrays of exact length that the mesh pipeline cannot create without allocating):
 * <ol>
 *   <li>the deepest point (lowest height above the triangle; ties to the lowest index);</li>
 *   <li>the farthest from it (largest rounded squared distance; ties to the lowest index);</li>
 *   <li>the largest {@code |((A - C) x (B - C)) . n|} (ties to the lowest index);</li>
 *   <li>with A, B, C wound counter-clockwise about {@code n}, the largest
 *       {@code -min(area(A,B,Q), area(B,C,Q), area(C,A,Q))} (ties to the lowest index).</li>
 * </ol>
 * With four or fewer points all are kept, the deepest first and the others in index order.
 * Mutable scratch owned by one {@link HullTriangleContactWriter}.
 */
final class TriangleFaceReduction {
    private final int[] chosen = new int[4];
    /** Returns the chosen index {@code j} (0 is the deepest point). */
    int index(int j) {
        return chosen[j];
    }

    /**
     * Chooses among {@code count} points ({@code xyz} raw, heights {@code h}); returns how many were
     * chosen. {@code plainArithmetic} computes every area as the full rounded dot instead of taking
     * a normal along z from its one term ({@link #area}); the owning {@link HullTriangleContactWriter}
     * passes its route, so the hull tests compare the two bit for bit.
     */
    int choose(long[] xyz, long[] h, int count, long nx, long ny, long nz, boolean plainArithmetic) {
        int deepest = 0;
        for (int i = 1; i < count; i++) {
            if (h[i] < h[deepest]) {
                deepest = i;
            }
        }
        chosen[0] = deepest;
        if (count <= 4) {
            int j = 1;
            for (int i = 0; i < count; i++) {
                if (i != deepest) {
                    chosen[j++] = i;
                }
            }
            return count;
        }
        int second = -1;
        long bestD = 0;
        for (int i = 0; i < count; i++) {
            long dx = xyz[3 * i] - xyz[3 * deepest];
            long dy = xyz[3 * i + 1] - xyz[3 * deepest + 1];
            long dz = xyz[3 * i + 2] - xyz[3 * deepest + 2];
            long d = Fixed.dot3(dx, dy, dz, dx, dy, dz);
            if (i != deepest && (second < 0 || d > bestD)) {
                second = i;
                bestD = d;
            }
        }
        chosen[1] = second;
        int third = -1;
        long bestA = 0;
        for (int i = 0; i < count; i++) {
            if (i == deepest || i == second) {
                continue;
            }
            long a = Math.abs(area(xyz, deepest, second, i, nx, ny, nz, plainArithmetic));
            if (third < 0 || a > bestA) {
                third = i;
                bestA = a;
            }
        }
        int a0 = deepest;
        int a1 = second;
        if (area(xyz, deepest, second, third, nx, ny, nz, plainArithmetic) < 0) {
            a0 = second;
            a1 = deepest;
        }
        chosen[2] = third;
        int fourth = -1;
        long bestOut = 0;
        for (int i = 0; i < count; i++) {
            if (i == deepest || i == second || i == third) {
                continue;
            }
            long m = Math.min(area(xyz, a0, a1, i, nx, ny, nz, plainArithmetic),
                    Math.min(area(xyz, a1, third, i, nx, ny, nz, plainArithmetic),
                            area(xyz, third, a0, i, nx, ny, nz, plainArithmetic)));
            if (fourth < 0 || -m > bestOut) {
                fourth = i;
                bestOut = -m;
            }
        }
        chosen[3] = fourth;
        return 4;
    }

    /** Returns {@code ((X - Q) x (Y - Q)) . n}: positive when X, Y, Q wind counter-clockwise about n. */
    private static long area(long[] p, int x, int y, int q, long nx, long ny, long nz, boolean plainArithmetic) {
        long ax = p[3 * x] - p[3 * q];
        long ay = p[3 * x + 1] - p[3 * q + 1];
        long az = p[3 * x + 2] - p[3 * q + 2];
        long bx = p[3 * y] - p[3 * q];
        long by = p[3 * y + 1] - p[3 * q + 1];
        long bz = p[3 * y + 2] - p[3 * q + 2];
        if ((nx | ny) == 0 && (nz == Fixed.ONE || nz == -Fixed.ONE) && !plainArithmetic) {
            // a floor's normal (0, 0, +-1): the dot is +-(the cross product's z), exactly, with no rounding
            long z = VecMath.crossZ(ax, ay, bx, by);
            return nz > 0 ? z : -z;
        }
        return Fixed.dot3(VecMath.crossX(ay, az, by, bz), VecMath.crossY(ax, az, bx, bz), VecMath.crossZ(ax, ay, bx, by),
                nx, ny, nz);
    }
}
