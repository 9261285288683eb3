package dev.lockstep.collision.toi;

import dev.lockstep.collision.sat.EdgeQuery;
import dev.lockstep.collision.sat.HullHullSat;
import dev.lockstep.collision.sat.PlacedHull;
import dev.lockstep.collision.sat.RelativeTransform;
import dev.lockstep.collision.sat.SatWorkspace;
import dev.lockstep.collision.sat.SupportSearch;
import dev.lockstep.collision.shape.ConvexHull;
import dev.lockstep.collision.shape.HullQueryIndex;
import dev.lockstep.fixedpoint.Fixed;
import dev.lockstep.fixedpoint.MutableVec3;
import dev.lockstep.fixedpoint.Transform;
import dev.lockstep.fixedpoint.Vec3;

/**
 * Time of first and last contact of two convex hulls moving with constant linear velocities over
 * one tick, by the moving-projection test on every SAT axis (seed 004, "Moving objects",
 * {@code TestIntersection} / {@code NoIntersect}).
 *
 * <p><b>Rotation is ignored</b>, as in the seed ("Rotations can be ignored"): both hulls keep the
 * orientation of their transforms for the whole tick, and only the translations move. Fast
 * spinning bodies can therefore tunnel; this is the seed's simplification, not a bug.
 *
 * <p>Work happens in A's frame: B placed by the relative transform, relative velocity
 * {@code V = RA^T (vB - vA)} (one rounding per component). Axes: the face normals of A, those of
 * B, and the cross products of edge pairs that pass the Gauss-map test ({@code EdgeQuery.pairSeparation}).
 * The pruning stays complete under motion because translating B translates the Minkowski
 * difference without changing its faces. For each axis {@code D}: intervals
 * {@code [min0, max0]} of A and {@code [min1, max1]} of B (exact extreme vertex, then one rounded
 * dot), {@code speed = D . V} (one rounding), then the seed's {@code NoIntersect} with
 * {@code tmax = 1} tick:
 * <pre>
 *   B below A (max1 &lt; min0): speed &lt;= 0 -&gt; no contact; tFirst = max(tFirst, (min0-max1)/speed);
 *                             tLast = min(tLast, (max0-min1)/speed)
 *   B above A (max0 &lt; min1): speed &gt;= 0 -&gt; no contact; mirrored
 *   overlapping:              only tLast shrinks
 *   no contact as soon as tFirst &gt; 1 or tFirst &gt; tLast
 * </pre>
 * Each quotient is one {@code Fixed.div} (ties to even); a quotient of {@code 2^30} ticks or more
 * saturates to {@link #TIME_SATURATED} instead of overflowing. Ties between axes: the first axis
 * (A's faces, then B's, then edge pairs, ascending) that strictly raises {@code tFirst} names it.
 */
public final class TimeOfImpact {
    /** Stand-in for "never" in raw time: {@code 2^30} ticks, raw {@code 2^62}. */
    public static final long TIME_SATURATED = 1L << 62;

    /**
     * Number of edge pairs {@code E_A x E_B} from which {@link #compute} uses
     * {@link #computeWalking}: 256, the SAT's {@link HullHullSat#WALK_MIN_EDGE_PAIRS}. Both
     * return the same bits.
     */
    public static final int WALK_MIN_EDGE_PAIRS = 256;

    private TimeOfImpact() {
    }

    /**
     * Fills {@code out} with the first and last contact times of hull {@code a} (at {@code ta},
     * velocity {@code va} per tick, world, raw) and hull {@code b} (at {@code tb}, velocity
     * {@code vb}); see {@link ToiResult}. Returns {@code out.hit}. Picks {@link #computeWalking}
     * from {@link #WALK_MIN_EDGE_PAIRS} edge pairs, else {@link #computeScanning}: same result bits.
     */
    public static boolean compute(ConvexHull a, Transform ta, Vec3 va, ConvexHull b, Transform tb, Vec3 vb, SatWorkspace ws,
            ToiResult out) {
        begin(a, ta, va, b, tb, vb, ws, out);
        boolean walk = (long) a.edgeCount() * b.edgeCount() >= WALK_MIN_EDGE_PAIRS && SupportSearch.climbable(ws.b);
        return finish(ta, ws, out, walk ? walking(ws, out) : scanning(ws, out));
    }

    /**
     * {@link #compute} by scans, the reference: every vertex of both hulls per axis, the Gauss-map
     * signs tabulated from the full face-vertex tables, every edge pair tested;
     * {@code O((F_A + F_B + K) (V_A + V_B) + (F_A + F_B) V_A V_B... )}, precisely
     * {@code O((F_A + F_B + K)(V_A + V_B) + F_A V_B + F_B V_A + E_A E_B)} for {@code K} edge axes.
     */
    public static boolean computeScanning(ConvexHull a, Transform ta, Vec3 va, ConvexHull b, Transform tb, Vec3 vb,
            SatWorkspace ws, ToiResult out) {
        begin(a, ta, va, b, tb, vb, ws, out);
        return finish(ta, ws, out, scanning(ws, out));
    }

    /**
     * {@link #compute} by searching, same result bits as {@link #computeScanning}: each interval
     * end by {@link SupportSearch#minVertex} (the scan's exact extreme vertex, found by certified
     * descent from a warm start: the face's or edge's own vertex for the hull the axis belongs
     * to, the extreme found for a neighbouring face or the previous edge pair for the others),
     * the edge axes from the Gauss-map walk of {@link EdgeQuery#arcPairs} (B's edges per edge of
     * A, sorted ascending, so axes come in the scan's order). About {@code O((F_A + F_B + K) c)}
     * for searches of {@code c} adjacency visits, plus {@code O(E_A k)} walk steps. Scans when B's
     * placement is not climbable.
     */
    public static boolean computeWalking(ConvexHull a, Transform ta, Vec3 va, ConvexHull b, Transform tb, Vec3 vb,
            SatWorkspace ws, ToiResult out) {
        begin(a, ta, va, b, tb, vb, ws, out);
        return finish(ta, ws, out, SupportSearch.climbable(ws.b) ? walking(ws, out) : scanning(ws, out));
    }

    /** Resets {@code out}, places the hulls in A's frame and leaves the relative velocity in {@code ws.axis}. */
    private static void begin(ConvexHull a, Transform ta, Vec3 va, ConvexHull b, Transform tb, Vec3 vb, SatWorkspace ws,
            ToiResult out) {
        out.hit = false;
        out.tFirst = 0;
        out.tLast = TIME_SATURATED;
        out.axisKind = 0;
        out.axisIndex1 = 0;
        out.axisIndex2 = 0;
        out.axisX = 0;
        out.axisY = 0;
        out.axisZ = 0;
        RelativeTransform.computeInto(ta, tb, ws.relative);
        ws.a.loadIdentity(a);
        ws.b.loadTransformed(b, ws.relative);
        ta.inverseApplyToVectorInto(Fixed.sub(vb.x(), va.x()), Fixed.sub(vb.y(), va.y()), Fixed.sub(vb.z(), va.z()), ws.axis);
    }

    /** The axes in order by scans; returns false at the first axis that proves "no contact". */
    private static boolean scanning(SatWorkspace ws, ToiResult out) {
        MutableVec3 v = ws.axis;
        long vx = v.x;
        long vy = v.y;
        long vz = v.z;
        PlacedHull pa = ws.a;
        PlacedHull pb = ws.b;
        for (int f = 0; f < pa.faceCount(); f++) {
            if (!axisByScan(pa, pb, pa.nx(f), pa.ny(f), pa.nz(f), vx, vy, vz, 1, f, 0, out)) {
                return false;
            }
        }
        for (int f = 0; f < pb.faceCount(); f++) {
            if (!axisByScan(pa, pb, pb.nx(f), pb.ny(f), pb.nz(f), vx, vy, vz, 2, f, 0, out)) {
                return false;
            }
        }
        // Gauss-map signs tabulated once (same exact signs as EdgeQuery.pairSeparation's check)
        ws.faceA.fillTable(pa, pb);
        ws.faceB.fillTable(pb, pa);
        EdgeQuery edges = ws.edge;
        edges.fillSigns(pa, pb, ws.faceA, ws.faceB);
        for (int i = 0, ne = pa.hull().edgeCount(); i < ne; i++) {
            for (int j = 0, me = pb.hull().edgeCount(); j < me; j++) {
                if (!edges.isMinkowskiPair(i, j) || !EdgeQuery.pairAxis(pa, i, pb, j, v)) {
                    continue;
                }
                if (!axisByScan(pa, pb, v.x, v.y, v.z, vx, vy, vz, 3, i, j, out)) {
                    return false;
                }
            }
        }
        return true;
    }

    /** One axis by scans: the extreme vertices of both hulls by one min/max pass each. */
    private static boolean axisByScan(PlacedHull a, PlacedHull b, long dx, long dy, long dz, long vx, long vy, long vz,
            int kind, int i1, int i2, ToiResult out) {
        long ea = a.minMaxVertex(dx, dy, dz);
        long eb = b.minMaxVertex(dx, dy, dz);
        return axis(a, (int) ea, (int) (ea >>> 32), b, (int) eb, (int) (eb >>> 32), dx, dy, dz, vx, vy, vz, kind, i1, i2, out);
    }

    /**
     * The axes in the scan's order by searches (see {@link #computeWalking}); returns false at the
     * first axis that proves "no contact". Warm-start rows in {@code ws.supports.warmRows}: for
     * the faces of A, {@code [0, F_A)} B's minimum (the supports the Gauss-map walk needs),
     * {@code [F_A, 2 F_A)} A's minimum, {@code [2 F_A, 3 F_A)} B's maximum; then the same three
     * rows for the faces of B (the other hull's minimum, own minimum, other's maximum).
     */
    private static boolean walking(SatWorkspace ws, ToiResult out) {
        MutableVec3 v = ws.axis;
        long vx = v.x;
        long vy = v.y;
        long vz = v.z;
        PlacedHull pa = ws.a;
        PlacedHull pb = ws.b;
        SupportSearch search = ws.supports;
        int fa = pa.faceCount();
        int[] rows = search.warmRows(3 * (fa + pb.faceCount()));
        if (!faceAxesBySearch(pa, pb, true, search, rows, 0, vx, vy, vz, out)
                || !faceAxesBySearch(pb, pa, false, search, rows, 3 * fa, vx, vy, vz, out)) {
            return false;
        }
        ConvexHull ha = pa.hull();
        ConvexHull hb = pb.hull();
        EdgeQuery edges = ws.edge;
        edges.prepareWalk(pa, pb);
        int[] pairs = edges.reservePairs(hb.edgeCount() + 1);
        for (int i = 0, ne = ha.edgeCount(); i < ne; i++) {
            int n = edges.arcPairs(pa, pb, i, rows, pairs);
            if (n < 0) {
                n = edges.arcPairsBruteForce(pa, pb, i, pairs);
            } else {
                sortAscending(pairs, n);
            }
            // the far sides: A's minimum and B's maximum move little from those on A's face at the edge
            int face = ha.edgeFaceA(i);
            int minA = rows[fa + face];
            int maxB = rows[2 * fa + face];
            int nearA = ha.edgeVertexA(i);
            for (int k = 0; k < n; k++) {
                int j = pairs[k];
                if (!EdgeQuery.pairAxis(pa, i, pb, j, v)) {
                    continue;
                }
                long dx = v.x;
                long dy = v.y;
                long dz = v.z;
                // the axis is a Minkowski face normal at (i, j): A's maximum at edge i, B's minimum at edge j
                minA = search.minVertex(pa, minA, dx, dy, dz);
                int maxA = search.minVertex(pa, nearA, -dx, -dy, -dz);
                int minB = search.minVertex(pb, hb.edgeVertexA(j), dx, dy, dz);
                maxB = search.minVertex(pb, maxB, -dx, -dy, -dz);
                if (!axis(pa, minA, maxA, pb, minB, maxB, dx, dy, dz, vx, vy, vz, 3, i, j, out)) {
                    return false;
                }
            }
        }
        return true;
    }

    /**
     * The face axes of {@code own} (A's when {@code ownIsA}, kind 1, else B's, kind 2) by searches,
     * in face order; fills the three warm-start rows at {@code base} (see {@link #walking}). One
     * method for both hulls' faces.
     */
    private static boolean faceAxesBySearch(PlacedHull own, PlacedHull other, boolean ownIsA, SupportSearch search,
            int[] rows, int base, long vx, long vy, long vz, ToiResult out) {
        ConvexHull h = own.hull();
        HullQueryIndex index = h.queryIndex();
        int nf = own.faceCount();
        int otherMin = 0;
        int ownMin = 0;
        int otherMax = 0;
        for (int f = 0; f < nf; f++) {
            long dx = own.nx(f);
            long dy = own.ny(f);
            long dz = own.nz(f);
            int warm = index.warmFace(f);
            if (warm >= 0) {
                otherMin = rows[base + warm];
                ownMin = rows[base + nf + warm];
                otherMax = rows[base + 2 * nf + warm];
            }
            // own maximum: on the face itself (its plane supports the hull)
            int ownMax = search.minVertex(own, h.halfEdgeOrigin(h.faceFirstEdge(f)), -dx, -dy, -dz);
            ownMin = search.minVertex(own, ownMin, dx, dy, dz);
            otherMin = search.minVertex(other, otherMin, dx, dy, dz);
            otherMax = search.minVertex(other, otherMax, -dx, -dy, -dz);
            rows[base + f] = otherMin;
            rows[base + nf + f] = ownMin;
            rows[base + 2 * nf + f] = otherMax;
            boolean overlap = ownIsA
                    ? axis(own, ownMin, ownMax, other, otherMin, otherMax, dx, dy, dz, vx, vy, vz, 1, f, 0, out)
                    : axis(other, otherMin, otherMax, own, ownMin, ownMax, dx, dy, dz, vx, vy, vz, 2, f, 0, out);
            if (!overlap) {
                return false;
            }
        }
        return true;
    }

    private static boolean finish(Transform ta, SatWorkspace ws, ToiResult out, boolean hit) {
        out.hit = hit;
        if (out.axisKind != 0) {
            MutableVec3 w = ws.axis;
            ta.applyToVectorInto(out.axisX, out.axisY, out.axisZ, w);
            out.axisX = w.x;
            out.axisY = w.y;
            out.axisZ = w.z;
        }
        return hit;
    }

    /**
     * Seed 004's NoIntersect on one axis, from the extreme vertices of A ({@code minA},
     * {@code maxA}) and B along it; returns false when the axis proves "no contact".
     */
    private static boolean axis(PlacedHull a, int minA, int maxA, PlacedHull b, int minB, int maxB, long dx, long dy, long dz,
            long vx, long vy, long vz, int kind, int i1, int i2, ToiResult out) {
        long min0 = a.dot(minA, dx, dy, dz);
        long max0 = a.dot(maxA, dx, dy, dz);
        long min1 = b.dot(minB, dx, dy, dz);
        long max1 = b.dot(maxB, dx, dy, dz);
        long speed = Fixed.dot3(dx, dy, dz, vx, vy, vz);
        if (max1 < min0) {
            if (speed <= 0) {
                return false;
            }
            raiseFirst(ratio(Fixed.sub(min0, max1), speed), dx, dy, dz, kind, i1, i2, out);
            out.tLast = Math.min(out.tLast, ratio(Fixed.sub(max0, min1), speed));
        } else if (max0 < min1) {
            if (speed >= 0) {
                return false;
            }
            raiseFirst(ratio(Fixed.sub(min1, max0), -speed), dx, dy, dz, kind, i1, i2, out);
            out.tLast = Math.min(out.tLast, ratio(Fixed.sub(max1, min0), -speed));
        } else if (speed > 0) {
            out.tLast = Math.min(out.tLast, ratio(Fixed.sub(max0, min1), speed));
        } else if (speed < 0) {
            out.tLast = Math.min(out.tLast, ratio(Fixed.sub(max1, min0), -speed));
        }
        return out.tFirst <= Fixed.ONE && out.tFirst <= out.tLast;
    }

    private static void raiseFirst(long t, long dx, long dy, long dz, int kind, int i1, int i2, ToiResult out) {
        if (t > out.tFirst) {
            out.tFirst = t;
            out.axisX = dx;
            out.axisY = dy;
            out.axisZ = dz;
            out.axisKind = kind;
            out.axisIndex1 = i1;
            out.axisIndex2 = i2;
        }
    }

    /** Returns {@code num / den} (both {@code >= 0}, {@code den > 0}), one rounding, saturating at {@link #TIME_SATURATED}. */
    static long ratio(long num, long den) {
        if ((num >> 30) >= den) {
            return TIME_SATURATED;
        }
        return Fixed.div(num, den);
    }

    private static void sortAscending(int[] v, int n) {
        for (int k = 1; k < n; k++) {
            int x = v[k];
            int m = k - 1;
            while (m >= 0 && v[m] > x) {
                v[m + 1] = v[m];
                m--;
            }
            v[m + 1] = x;
        }
    }
}
