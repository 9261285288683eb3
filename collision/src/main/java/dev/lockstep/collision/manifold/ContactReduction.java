package dev.lockstep.collision.manifold;

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
}
