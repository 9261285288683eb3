package dev.lockstep.collision.toi;

import dev.lockstep.collision.internal.sat.EdgePairAxis;
import dev.lockstep.collision.internal.sat.EdgeQuery;
import dev.lockstep.collision.internal.sat.GaussMapWalk;
import dev.lockstep.collision.internal.sat.PlacedHull;
import dev.lockstep.collision.internal.sat.SatWorkspace;
import dev.lockstep.collision.internal.sat.SupportSearch;
import dev.lockstep.collision.internal.shape.HullQueryIndex;
import dev.lockstep.collision.shape.ConvexHull;
import dev.lockstep.fixedpoint.Fixed;
import dev.lockstep.fixedpoint.MutableVec3;

/**
 * The axes of {@link TimeOfImpact#computeWalking}, in the scan's order (A's faces, B's faces, edge
 * pairs ascending), each evaluated as {@link TimeOfImpact#axis} would on the scan's extreme
 * vertices, with the same result bits: interval ends by {@link SupportSearch} from warm starts,
 * only the ends an axis's outcome depends on, and the edge axes from the Gauss-map walk
 * ({@link GaussMapWalk#arcPairs}).
 */
final class WalkingAxes {
    /** Slots of the four interval ends (vertex indices) in the extent scratch of {@link #run}. */
    private static final int MIN_A = 0;
    private static final int MAX_A = 1;
    private static final int MIN_B = 2;
    private static final int MAX_B = 3;

    private WalkingAxes() {
    }

    /**
     * The axes in the scan's order by searches; returns false at the first axis that proves "no
     * contact". Warm-start rows in {@code ws.supports.warmRows}: for the faces of A, {@code [0, F_A)} B's minimum (the supports the Gauss-map walk needs),
     * {@code [F_A, 2 F_A)} A's minimum, {@code [2 F_A, 3 F_A)} B's maximum; then the same three
     * rows for the faces of B (the other hull's minimum, own minimum, other's maximum); then four
     * slots holding the current axis's interval ends ({@link #MIN_A} ...), each the warm start
     * of the next search for it.
     */
    static boolean run(SatWorkspace ws, ToiResult out) {
        MutableVec3 v = ws.axis;
        long vx = v.x;
        long vy = v.y;
        long vz = v.z;
        PlacedHull pa = ws.a;
        PlacedHull pb = ws.b;
        SupportSearch search = ws.supports;
        int fa = pa.faceCount();
        int ext = 3 * (fa + pb.faceCount());
        int[] rows = search.warmRows(ext + 4);
        java.util.Arrays.fill(rows, ext, ext + 4, 0);
        if (!faceAxesBySearch(pa, pb, true, search, rows, 0, ext, vx, vy, vz, out)
                || !faceAxesBySearch(pb, pa, false, search, rows, 3 * fa, ext, vx, vy, vz, out)) {
            return false;
        }
        ConvexHull ha = pa.hull();
        ConvexHull hb = pb.hull();
        EdgeQuery edges = ws.edge;
        edges.walk().prepare(pa, pb);
        int[] pairs = edges.walk().reservePairs(hb.edgeCount());
        for (int i = 0, ne = ha.edgeCount(); i < ne; i++) {
            int n = edges.walk().arcPairs(pa, pb, i, rows, pairs);
            if (n < 0) {
                n = edges.walk().arcPairsBruteForce(pa, pb, i, pairs);
            } else {
                GaussMapWalk.sortAscending(pairs, n);
            }
            // the far sides: A's minimum and B's maximum move little from those on A's face at the edge
            int face = ha.edgeFaceA(i);
            rows[ext + MIN_A] = rows[fa + face];
            rows[ext + MAX_B] = rows[2 * fa + face];
            for (int k = 0; k < n; k++) {
                int j = pairs[k];
                if (!EdgePairAxis.pairAxis(pa, i, pb, j, v)) {
                    continue;
                }
                // the axis is a Minkowski face normal at (i, j): A's maximum at edge i, B's minimum at edge j
                rows[ext + MAX_A] = ha.edgeVertexA(i);
                rows[ext + MIN_B] = hb.edgeVertexA(j);
                if (!axisBySearch(pa, pb, search, rows, ext, false, v.x, v.y, v.z, vx, vy, vz, 3, i, j, out)) {
                    return false;
                }
            }
        }
        return true;
    }

    /**
     * The face axes of {@code own} (A's when {@code ownIsA}, kind 1, else B's, kind 2) by searches,
     * in face order; fills the three warm-start rows at {@code base} (see {@link #run}). One
     * method for both hulls' faces.
     */
    private static boolean faceAxesBySearch(PlacedHull own, PlacedHull other, boolean ownIsA, SupportSearch search,
            int[] rows, int base, int ext, long vx, long vy, long vz, ToiResult out) {
        ConvexHull h = own.hull();
        HullQueryIndex index = HullQueryIndex.of(h);
        int nf = own.faceCount();
        int ownMin = ext + (ownIsA ? MIN_A : MIN_B);
        int ownMax = ext + (ownIsA ? MAX_A : MAX_B);
        int otherMin = ext + (ownIsA ? MIN_B : MIN_A);
        int otherMax = ext + (ownIsA ? MAX_B : MAX_A);
        PlacedHull a = ownIsA ? own : other;
        PlacedHull b = ownIsA ? other : own;
        for (int f = 0; f < nf; f++) {
            int warm = index.warmFace(f);
            if (warm >= 0) {
                rows[otherMin] = rows[base + warm];
                rows[ownMin] = rows[base + nf + warm];
                rows[otherMax] = rows[base + 2 * nf + warm];
            }
            // own maximum: on the face itself (its plane supports the hull)
            rows[ownMax] = h.halfEdgeOrigin(h.faceFirstEdge(f));
            // B's minimum on A's faces must be exact: the Gauss-map walk starts from it
            boolean overlap = axisBySearch(a, b, search, rows, ext, ownIsA, own.nx(f), own.ny(f), own.nz(f), vx, vy, vz,
                    ownIsA ? 1 : 2, f, 0, out);
            rows[base + f] = rows[otherMin];
            rows[base + nf + f] = rows[ownMin];
            rows[base + 2 * nf + f] = rows[otherMax];
            if (!overlap) {
                return false;
            }
        }
        return true;
    }

    /**
     * {@link TimeOfImpact#axis} on axis {@code d} with the interval ends found by searches from
     * the warm starts in {@code ext[at + MIN_A .. at + MAX_B]}, which it replaces by the ends it
     * searched (an end it did not need keeps its warm start). Same decisions and values as
     * {@link TimeOfImpact#axis} on the scan's extreme vertices; it searches only the ends the
     * outcome depends on:
     * <ul>
     *   <li>{@code speed > 0}: {@code max0}, {@code min1}. If {@code max0 < min1}: "B above A",
     *       moving up, no contact (then {@code max1 < min0} is impossible). Otherwise, if some B
     *       vertex's rounded dot is at least some A vertex's (the warm starts), then
     *       {@code max1 >= min0} (rounding is monotone, so any vertex's rounded dot is within the
     *       rounded extremes): overlapping, and only {@code tLast} moves, by {@code max0 - min1}.</li>
     *   <li>{@code speed < 0}: the mirror, with {@code max1}, {@code min0}.</li>
     *   <li>{@code speed == 0}: two such bounds prove the overlap, which changes nothing.</li>
     * </ul>
     * Anything not proven searches the remaining ends and runs {@link TimeOfImpact#axis}. Unlike
     * it, this computes the speed before the interval ends (an overflow, outside the documented
     * bounds, may then be reported at another product).
     */
    private static boolean axisBySearch(PlacedHull a, PlacedHull b, SupportSearch search, int[] ext, int at, boolean exactMinB,
            long dx, long dy, long dz, long vx, long vy, long vz, int kind, int i1, int i2, ToiResult out) {
        long speed = Fixed.dot3(dx, dy, dz, vx, vy, vz);
        if (exactMinB) {
            ext[at + MIN_B] = search.minVertex(b, ext[at + MIN_B], dx, dy, dz);
        }
        if (unchangedByBounds(a, b, ext, at, dx, dy, dz, speed, out)) {
            return out.tFirst <= Fixed.ONE && out.tFirst <= out.tLast;
        }
        boolean nearExact = false;
        boolean farExact = false;
        if (speed > 0) {
            nearExact = true;
            int maxA = search.minVertex(a, ext[at + MAX_A], -dx, -dy, -dz);
            int minB = exactMinB ? ext[at + MIN_B] : search.minVertex(b, ext[at + MIN_B], dx, dy, dz);
            ext[at + MAX_A] = maxA;
            ext[at + MIN_B] = minB;
            long max0 = a.dot(maxA, dx, dy, dz);
            long min1 = b.dot(minB, dx, dy, dz);
            if (max0 < min1) {
                return false;
            }
            if (b.dot(ext[at + MAX_B], dx, dy, dz) >= a.dot(ext[at + MIN_A], dx, dy, dz)) {
                TimeOfImpact.lowerLast(Fixed.sub(max0, min1), speed, out);
                return out.tFirst <= Fixed.ONE && out.tFirst <= out.tLast;
            }
        } else if (speed < 0) {
            farExact = true;
            int minA = search.minVertex(a, ext[at + MIN_A], dx, dy, dz);
            int maxB = search.minVertex(b, ext[at + MAX_B], -dx, -dy, -dz);
            ext[at + MIN_A] = minA;
            ext[at + MAX_B] = maxB;
            long min0 = a.dot(minA, dx, dy, dz);
            long max1 = b.dot(maxB, dx, dy, dz);
            if (max1 < min0) {
                return false;
            }
            if (a.dot(ext[at + MAX_A], dx, dy, dz) >= b.dot(ext[at + MIN_B], dx, dy, dz)) {
                TimeOfImpact.lowerLast(Fixed.sub(max1, min0), -speed, out);
                return out.tFirst <= Fixed.ONE && out.tFirst <= out.tLast;
            }
        } else if (b.dot(ext[at + MAX_B], dx, dy, dz) >= a.dot(ext[at + MIN_A], dx, dy, dz)
                && a.dot(ext[at + MAX_A], dx, dy, dz) >= b.dot(ext[at + MIN_B], dx, dy, dz)) {
            return out.tFirst <= Fixed.ONE && out.tFirst <= out.tLast;
        }
        // not proven: all four ends (those searched above are exact already: A's maximum and B's
        // minimum when speed > 0, A's minimum and B's maximum when speed < 0)
        int minA = farExact ? ext[at + MIN_A] : search.minVertex(a, ext[at + MIN_A], dx, dy, dz);
        int maxA = nearExact ? ext[at + MAX_A] : search.minVertex(a, ext[at + MAX_A], -dx, -dy, -dz);
        int minB = exactMinB || nearExact ? ext[at + MIN_B] : search.minVertex(b, ext[at + MIN_B], dx, dy, dz);
        int maxB = farExact ? ext[at + MAX_B] : search.minVertex(b, ext[at + MAX_B], -dx, -dy, -dz);
        ext[at + MIN_A] = minA;
        ext[at + MAX_A] = maxA;
        ext[at + MIN_B] = minB;
        ext[at + MAX_B] = maxB;
        return TimeOfImpact.axis(a, minA, maxA, b, minB, maxB, dx, dy, dz, vx, vy, vz, kind, i1, i2, out);
    }

    /**
     * Returns true when the warm starts alone prove that the axis overlaps and leaves
     * {@code tFirst} and {@code tLast} as they are, so no end need be searched. With
     * {@code lo0 = dot(ext[MIN_A]) >= min0}, {@code hi0 = dot(ext[MAX_A]) <= max0} and likewise
     * {@code lo1}, {@code hi1} for B (rounding is monotone): {@code hi1 >= lo0} gives
     * {@code max1 >= min0} and {@code hi0 >= lo1} gives {@code max0 >= min1}, the overlap case;
     * there {@code speed > 0} moves {@code tLast} to at most {@code (max0 - min1) / speed}, at
     * least {@code (hi0 - lo1) / speed}, which {@link TimeOfImpact#compareQuotient} shows is not
     * below {@code tLast} (mirrored for {@code speed < 0}; {@code speed == 0} changes nothing).
     */
    private static boolean unchangedByBounds(PlacedHull a, PlacedHull b, int[] ext, int at, long dx, long dy, long dz,
            long speed, ToiResult out) {
        long lo0 = a.dot(ext[at + MIN_A], dx, dy, dz);
        long hi1 = b.dot(ext[at + MAX_B], dx, dy, dz);
        if (hi1 < lo0) {
            return false;
        }
        long hi0 = a.dot(ext[at + MAX_A], dx, dy, dz);
        long lo1 = b.dot(ext[at + MIN_B], dx, dy, dz);
        if (hi0 < lo1) {
            return false;
        }
        // differences of ordered values: non-negative unless they wrap (far outside the bounds)
        long num = speed > 0 ? hi0 - lo1 : hi1 - lo0;
        return speed == 0 || num >= 0 && TimeOfImpact.compareQuotient(num, speed > 0 ? speed : -speed, out.tLast) >= 0;
    }
}
