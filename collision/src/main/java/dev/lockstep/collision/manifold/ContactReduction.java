package dev.lockstep.collision.manifold;

import dev.lockstep.fixedpoint.Fixed;

/**
 * Reduces a set of coplanar contact points to at most four by the area rule of seed 001
 * ("Contact Point Reduction", 1st to 4th point), with total, position-based tie-breaks so the
 * choice never depends on the order the points arrive in.
 *
 * <p>Points are given by their coordinates {@code (u, v)} in the contact plane (raw; the caller
 * projects onto two fixed tangents of the normal, e.g. {@link TangentBasis}), their depth and
 * their feature id.
 * <ol>
 *   <li>First: the deepest point ("if we are concerned about CCD ... start with the deepest").</li>
 *   <li>Second: the farthest from the first, squared distance {@code Fixed.dot2(du, du, dv, dv)}
 *       (one rounding).</li>
 *   <li>Third: the point maximising the signed area {@code (b - a) x (c - a)} (one
 *       {@code Fixed.mulSubMul} rounding). If every remaining point has area {@code <= 0}, the
 *       most negative one is taken instead and the first two are swapped so the triangle winds
 *       positively; if all areas are zero the points are collinear and two points are kept.</li>
 *   <li>Fourth: for each remaining point {@code q} the smallest of the areas of {@code (a,b,q)},
 *       {@code (b,c,q)}, {@code (c,a,q)}; the point with the most negative one ("the largest
 *       negative area added"); none if no area is negative (every point inside the triangle).</li>
 * </ol>
 * Ties in every step go to the point that ranks first by: larger depth, then larger {@code u}
 * (a support query in the fixed direction of the first tangent), then larger {@code v}, then
 * smaller feature id. Two points equal in all four are the same contact (same place, same
 * features) and are interchangeable; the lower index is kept.
 *
 * <p>Overflow: products of coordinate differences are formed in 128 bits and rounded once; a
 * contact patch wider than {@code 2^15} units makes {@code Fixed} throw
 * {@code FixedOverflowException} (hull coordinates are bounded by {@code 2^14}).
 */
public final class ContactReduction {
    private ContactReduction() {
    }

    /**
     * Writes the indices of the kept points into {@code outIndices[0..k-1]} and returns {@code k}
     * ({@code min(count, 4)} or fewer for collinear or degenerate sets). With {@code count <= 4}
     * every point is kept in input order.
     */
    public static int reduce(int count, long[] u, long[] v, long[] depth, long[] featureId, int[] outIndices) {
        if (count <= ContactManifold.MAX_POINTS) {
            for (int i = 0; i < count; i++) {
                outIndices[i] = i;
            }
            return count;
        }
        int a = 0;
        for (int i = 1; i < count; i++) {
            if (ranksFirst(i, a, u, v, depth, featureId)) {
                a = i;
            }
        }
        int b = -1;
        long bestDist = 0;
        for (int i = 0; i < count; i++) {
            if (i == a) {
                continue;
            }
            long du = Fixed.sub(u[i], u[a]);
            long dv = Fixed.sub(v[i], v[a]);
            long d = Fixed.dot2(du, du, dv, dv);
            if (b < 0 || d > bestDist || d == bestDist && ranksFirst(i, b, u, v, depth, featureId)) {
                b = i;
                bestDist = d;
            }
        }
        int cMax = -1;
        int cMin = -1;
        long areaMax = 0;
        long areaMin = 0;
        for (int i = 0; i < count; i++) {
            if (i == a || i == b) {
                continue;
            }
            long area = area(u, v, a, b, i);
            if (cMax < 0 || area > areaMax || area == areaMax && ranksFirst(i, cMax, u, v, depth, featureId)) {
                cMax = i;
                areaMax = area;
            }
            if (cMin < 0 || area < areaMin || area == areaMin && ranksFirst(i, cMin, u, v, depth, featureId)) {
                cMin = i;
                areaMin = area;
            }
        }
        int c;
        if (areaMax > 0) {
            c = cMax;
        } else if (areaMin < 0) {
            c = cMin;
            int t = a;
            a = b;
            b = t;
        } else {
            outIndices[0] = a;
            outIndices[1] = b;
            return 2;
        }
        int d = -1;
        long best = 0;
        for (int i = 0; i < count; i++) {
            if (i == a || i == b || i == c) {
                continue;
            }
            long m = Math.min(area(u, v, a, b, i), Math.min(area(u, v, b, c, i), area(u, v, c, a, i)));
            if (m < 0 && (d < 0 || m < best || m == best && ranksFirst(i, d, u, v, depth, featureId))) {
                d = i;
                best = m;
            }
        }
        outIndices[0] = a;
        outIndices[1] = b;
        outIndices[2] = c;
        if (d < 0) {
            return 3;
        }
        outIndices[3] = d;
        return 4;
    }

    /** Returns the signed doubled area of triangle {@code (p, q, r)}: {@code (q - p) x (r - p)}, one rounding. */
    static long area(long[] u, long[] v, int p, int q, int r) {
        return Fixed.mulSubMul(Fixed.sub(u[q], u[p]), Fixed.sub(v[r], v[p]), Fixed.sub(v[q], v[p]), Fixed.sub(u[r], u[p]));
    }

    /** Returns true when point {@code i} ranks strictly before point {@code j} (the class's tie order). */
    static boolean ranksFirst(int i, int j, long[] u, long[] v, long[] depth, long[] featureId) {
        if (depth[i] != depth[j]) {
            return depth[i] > depth[j];
        }
        if (u[i] != u[j]) {
            return u[i] > u[j];
        }
        if (v[i] != v[j]) {
            return v[i] > v[j];
        }
        if (featureId[i] != featureId[j]) {
            return featureId[i] < featureId[j];
        }
        return i < j;
    }
}
