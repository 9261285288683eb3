package dev.lockstep.collision.internal.manifold;

import dev.lockstep.collision.manifold.ContactManifold;
import dev.lockstep.collision.manifold.ManifoldPoint;
import dev.lockstep.collision.manifold.TangentBasis;
import dev.lockstep.fixedpoint.Fixed;
import dev.lockstep.fixedpoint.MutableVec3;
import dev.lockstep.fixedpoint.VecMath;

/**
 * Chooses four of a set of contact points by maximising area (seed 001, "Contact Point
 * Reduction": "find the combination of four contact points with the largest area", with the
 * iterative first/second/third/fourth point rules, "maximize area, not distance"). The points are
 * assumed to lie near the plane normal to {@code n}; areas are measured by the triple product with
 * {@code n}, so no square root is taken.
 *
 * <h2>Rules (each a total order)</h2>
 * <ol>
 *   <li>First: the largest depth (the deepest point is always kept, for continuous contact).</li>
 *   <li>Second: the largest squared distance from the first.</li>
 *   <li>Third: the largest {@code |((A - C) x (B - C)).n|}.</li>
 *   <li>Fourth: with {@code A, B, C} wound counter-clockwise about {@code n}, the largest
 *       {@code -min(area(A,B,Q), area(B,C,Q), area(C,A,Q))} where
 *       {@code area(X,Y,Q) = ((X - Q) x (Y - Q)).n}: the point adding the largest area outside an
 *       edge (or, if every candidate is inside, the one nearest an edge).</li>
 * </ol>
 * Ties at every step go to the lowest feature id, then the lowest index. Each area is a cross
 * product (one rounding per component) followed by one rounded dot product.
 *
 * <h2>In-plane variant for one-shot manifolds: {@link #reduceInPlane}</h2>
 * Hull-vs-hull face contacts (issue 4) reduce clipped points that are not yet manifold points,
 * given by coordinates in the contact plane, with the tie order issue 4 asks for (support in a
 * fixed direction before feature ids), total and position-based so the choice never depends
 * on the order the points arrive in.
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
     * Marks in {@code outChosen} (same length as {@code points}) the four points to keep, or every
     * point when there are at most four.
     *
     * @param scratch a vector the method may overwrite
     */
    public static void chooseFour(ManifoldPoint[] points, long nx, long ny, long nz, boolean[] outChosen,
            MutableVec3 scratch) {
        int count = points.length;
        for (int i = 0; i < count; i++) {
            outChosen[i] = count <= 4;
        }
        if (count <= 4) {
            return;
        }
        // 1st: deepest
        int a = -1;
        for (int i = 0; i < count; i++) {
            if (a < 0 || better(points[i].depth(), points[a].depth(), points[i], points[a])) {
                a = i;
            }
        }
        outChosen[a] = true;
        // 2nd: farthest from the first
        int b = -1;
        long bestB = 0;
        for (int i = 0; i < count; i++) {
            if (outChosen[i]) {
                continue;
            }
            long d2 = squaredDistance(points[i], points[a]);
            if (b < 0 || better(d2, bestB, points[i], points[b])) {
                b = i;
                bestB = d2;
            }
        }
        outChosen[b] = true;
        // 3rd: largest triangle area, either winding
        int c = -1;
        long bestC = 0;
        long signedC = 0;
        for (int i = 0; i < count; i++) {
            if (outChosen[i]) {
                continue;
            }
            long area = area(points[a], points[b], points[i], nx, ny, nz, scratch);
            long magnitude = Math.abs(area);
            if (c < 0 || better(magnitude, bestC, points[i], points[c])) {
                c = i;
                bestC = magnitude;
                signedC = area;
            }
        }
        outChosen[c] = true;
        if (signedC < 0) {                // wind A, B, C counter-clockwise about n
            int t = a;
            a = b;
            b = t;
        }
        // 4th: the largest area added outside an edge
        int d = -1;
        long bestD = 0;
        for (int i = 0; i < count; i++) {
            if (outChosen[i]) {
                continue;
            }
            long ab = area(points[a], points[b], points[i], nx, ny, nz, scratch);
            long bc = area(points[b], points[c], points[i], nx, ny, nz, scratch);
            long ca = area(points[c], points[a], points[i], nx, ny, nz, scratch);
            long score = -Math.min(ab, Math.min(bc, ca));
            if (d < 0 || better(score, bestD, points[i], points[d])) {
                d = i;
                bestD = score;
            }
        }
        outChosen[d] = true;
    }

    /** True when {@code value} beats {@code best}: larger, or equal with a lower feature id (index order breaks the rest). */
    private static boolean better(long value, long best, ManifoldPoint candidate, ManifoldPoint incumbent) {
        return value > best || value == best && candidate.featureId() < incumbent.featureId();
    }

    private static long squaredDistance(ManifoldPoint p, ManifoldPoint q) {
        long dx = Fixed.sub(p.worldX(), q.worldX());
        long dy = Fixed.sub(p.worldY(), q.worldY());
        long dz = Fixed.sub(p.worldZ(), q.worldZ());
        return Fixed.dot3(dx, dy, dz, dx, dy, dz);
    }

    /** Returns {@code ((X - Q) x (Y - Q)).n}: twice the signed area of triangle XYQ about n. */
    private static long area(ManifoldPoint x, ManifoldPoint y, ManifoldPoint q, long nx, long ny, long nz,
            MutableVec3 scratch) {
        long ax = Fixed.sub(x.worldX(), q.worldX());
        long ay = Fixed.sub(x.worldY(), q.worldY());
        long az = Fixed.sub(x.worldZ(), q.worldZ());
        long bx = Fixed.sub(y.worldX(), q.worldX());
        long by = Fixed.sub(y.worldY(), q.worldY());
        long bz = Fixed.sub(y.worldZ(), q.worldZ());
        VecMath.crossInto(ax, ay, az, bx, by, bz, scratch);
        return Fixed.dot3(scratch.x, scratch.y, scratch.z, nx, ny, nz);
    }

    /**
     * Writes the indices of the kept points into {@code outIndices[0..k-1]} and returns {@code k}
     * ({@code min(count, 4)} or fewer for collinear or degenerate sets). With {@code count <= 4}
     * every point is kept in input order.
     */
    public static int reduceInPlane(int count, long[] u, long[] v, long[] depth, long[] featureId, int[] outIndices) {
        if (count <= ContactManifold.MAX_POINTS) {
            for (int i = 0; i < count; i++) {
                outIndices[i] = i;
            }
            return count;
        }
        int a = 0;
        for (int i = 1; i < count; i++) {
            if (ranksFirstInPlane(i, a, u, v, depth, featureId)) {
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
            if (b < 0 || d > bestDist || d == bestDist && ranksFirstInPlane(i, b, u, v, depth, featureId)) {
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
            long area = planarArea(u, v, a, b, i);
            if (cMax < 0 || area > areaMax || area == areaMax && ranksFirstInPlane(i, cMax, u, v, depth, featureId)) {
                cMax = i;
                areaMax = area;
            }
            if (cMin < 0 || area < areaMin || area == areaMin && ranksFirstInPlane(i, cMin, u, v, depth, featureId)) {
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
            long m = Math.min(planarArea(u, v, a, b, i), Math.min(planarArea(u, v, b, c, i), planarArea(u, v, c, a, i)));
            if (m < 0 && (d < 0 || m < best || m == best && ranksFirstInPlane(i, d, u, v, depth, featureId))) {
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
    static long planarArea(long[] u, long[] v, int p, int q, int r) {
        return Fixed.mulSubMul(Fixed.sub(u[q], u[p]), Fixed.sub(v[r], v[p]), Fixed.sub(v[q], v[p]), Fixed.sub(u[r], u[p]));
    }

    /** Returns true when point {@code i} ranks strictly before point {@code j} (the class's tie order). */
    static boolean ranksFirstInPlane(int i, int j, long[] u, long[] v, long[] depth, long[] featureId) {
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
