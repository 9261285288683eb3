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
 * saturates to {@link #TIME_SATURATED} instead of overflowing. A division whose quotient cannot
 * move {@code tFirst} or {@code tLast} is skipped, decided by an exact 128-bit compare
 * ({@link #compareQuotient}). Ties between axes: the first axis (A's faces, then B's, then edge
 * pairs, ascending) that strictly raises {@code tFirst} names it.
 *
 * <p>Cost, two implementations with the same result bits ({@link #compute} picks by
 * {@link #WALK_MIN_EDGE_PAIRS}). {@link #computeScanning}: every vertex of both hulls per axis,
 * full face-vertex tables for the Gauss-map signs, every edge pair tested;
 * {@code O((F_A + F_B + K)(V_A + V_B) + F_A V_B + F_B V_A + E_A E_B)} for {@code K} edge axes,
 * quadratic. {@link #computeWalking}: the {@code K} edge axes from the Gauss-map walk
 * ({@code O(E_A + K)} region steps, an arc's brute force {@code O(E_B)} where the walk cannot
 * decide), and per axis the interval ends by certified searches over the vertex adjacency from
 * warm starts ({@link SupportSearch}), most axes settled by four dots of warm-start vertices and
 * no search at all; about {@code O((F_A + F_B + K) c + E_A)} for searches of {@code c} visits
 * (about 12 on the benchmark's sphere-like hulls, independent of the vertex count).
 * {@code K} is the number of edge-edge faces of the Minkowski difference: below the edge count
 * for two sphere-like hulls (about 77 at 32 vertices, 300 at 128, {@code HullHullBenchmark}),
 * {@code E_A E_B} only for contrived pairs. The one deviation: outside the documented coordinate
 * bounds, where the scanning version throws {@code FixedOverflowException} at an extreme's dot
 * product, the walking one may throw at another product (it computes the speed first) or settle
 * the axis from other vertices without the overflowing product.
 */
public final class TimeOfImpact {
    /** Stand-in for "never" in raw time: {@code 2^30} ticks, raw {@code 2^62}. */
    public static final long TIME_SATURATED = 1L << 62;

    /**
     * Number of edge pairs {@code E_A x E_B} from which {@link #compute} uses
     * {@link #computeWalking}: 1024 (the SAT's {@link HullHullSat#WALK_MIN_EDGE_PAIRS} is 256:
     * here every axis is evaluated, so the walk's fixed cost per edge of A and the searches' per
     * axis weigh more). Both return the same bits. Measured (thread CPU time, best of 7 rounds,
     * 64 sphere-like pairs each, closing at 2 units per tick, 2026-11-23, load 7-9), scanning vs
     * walking: boxes (144 pairs) 9.8 vs 20.7 us; 8 points (about 320 pairs) 22.6 vs 28.3 us;
     * 12 points (about 890) 49.1 vs 46.5 us; 16 points (about 1,730) 81.6 vs 63.8 us; 20 points
     * (about 2,860) 128 vs 77 us.
     */
    public static final int WALK_MIN_EDGE_PAIRS = 1024;

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
     * {@link #compute} by scans: every vertex of both hulls per axis, the Gauss-map signs
     * tabulated from the full face-vertex tables, every edge pair tested (see the class
     * description for the cost). The code before the walking version, with only the skipped
     * divisions added; faster below {@link #WALK_MIN_EDGE_PAIRS} edge pairs.
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

    /** Slots of the four interval ends (vertex indices) in the extent scratch of {@link #walking}. */
    private static final int MIN_A = 0;
    private static final int MAX_A = 1;
    private static final int MIN_B = 2;
    private static final int MAX_B = 3;

    /**
     * The axes in the scan's order by searches (see {@link #computeWalking}); returns false at the
     * first axis that proves "no contact". Warm-start rows in {@code ws.supports.warmRows}: for
     * the faces of A, {@code [0, F_A)} B's minimum (the supports the Gauss-map walk needs),
     * {@code [F_A, 2 F_A)} A's minimum, {@code [2 F_A, 3 F_A)} B's maximum; then the same three
     * rows for the faces of B (the other hull's minimum, own minimum, other's maximum); then four
     * slots holding the current axis's interval ends ({@link #MIN_A} ...), each the warm start
     * of the next search for it.
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
            rows[ext + MIN_A] = rows[fa + face];
            rows[ext + MAX_B] = rows[2 * fa + face];
            for (int k = 0; k < n; k++) {
                int j = pairs[k];
                if (!EdgeQuery.pairAxis(pa, i, pb, j, v)) {
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
     * in face order; fills the three warm-start rows at {@code base} (see {@link #walking}). One
     * method for both hulls' faces.
     */
    private static boolean faceAxesBySearch(PlacedHull own, PlacedHull other, boolean ownIsA, SupportSearch search,
            int[] rows, int base, int ext, long vx, long vy, long vz, ToiResult out) {
        ConvexHull h = own.hull();
        HullQueryIndex index = h.queryIndex();
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
     * {@link #axis} on axis {@code d} with the interval ends found by searches from the warm starts
     * in {@code ext[at + MIN_A .. at + MAX_B]}, which it replaces by the ends it searched (an end
     * it did not need keeps its warm start). Same decisions and values as {@link #axis} on the
     * scan's extreme vertices; it searches only the ends the outcome depends on:
     * <ul>
     *   <li>{@code speed > 0}: {@code max0}, {@code min1}. If {@code max0 < min1}: "B above A",
     *       moving up, no contact (then {@code max1 < min0} is impossible). Otherwise, if some B
     *       vertex's rounded dot is at least some A vertex's (the warm starts), then
     *       {@code max1 >= min0} (rounding is monotone, so any vertex's rounded dot is within the
     *       rounded extremes): overlapping, and only {@code tLast} moves, by {@code max0 - min1}.</li>
     *   <li>{@code speed < 0}: the mirror, with {@code max1}, {@code min0}.</li>
     *   <li>{@code speed == 0}: two such bounds prove the overlap, which changes nothing.</li>
     * </ul>
     * Anything not proven searches all four ends and runs {@link #axis}. Unlike {@link #axis},
     * the speed is computed before the interval ends (an overflow, outside the documented bounds,
     * may then be reported at another product).
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
        if (speed > 0) {
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
                lowerLast(Fixed.sub(max0, min1), speed, out);
                return out.tFirst <= Fixed.ONE && out.tFirst <= out.tLast;
            }
        } else if (speed < 0) {
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
                lowerLast(Fixed.sub(max1, min0), -speed, out);
                return out.tFirst <= Fixed.ONE && out.tFirst <= out.tLast;
            }
        } else if (b.dot(ext[at + MAX_B], dx, dy, dz) >= a.dot(ext[at + MIN_A], dx, dy, dz)
                && a.dot(ext[at + MAX_A], dx, dy, dz) >= b.dot(ext[at + MIN_B], dx, dy, dz)) {
            return out.tFirst <= Fixed.ONE && out.tFirst <= out.tLast;
        }
        // not proven: all four ends (an end searched above is found again at once, from itself)
        int minA = search.minVertex(a, ext[at + MIN_A], dx, dy, dz);
        int maxA = search.minVertex(a, ext[at + MAX_A], -dx, -dy, -dz);
        int minB = exactMinB ? ext[at + MIN_B] : search.minVertex(b, ext[at + MIN_B], dx, dy, dz);
        int maxB = search.minVertex(b, ext[at + MAX_B], -dx, -dy, -dz);
        ext[at + MIN_A] = minA;
        ext[at + MAX_A] = maxA;
        ext[at + MIN_B] = minB;
        ext[at + MAX_B] = maxB;
        return axis(a, minA, maxA, b, minB, maxB, dx, dy, dz, vx, vy, vz, kind, i1, i2, out);
    }

    /**
     * Returns true when the warm starts alone prove that the axis overlaps and leaves
     * {@code tFirst} and {@code tLast} as they are, so no end need be searched. With
     * {@code lo0 = dot(ext[MIN_A]) >= min0}, {@code hi0 = dot(ext[MAX_A]) <= max0} and likewise
     * {@code lo1}, {@code hi1} for B (rounding is monotone): {@code hi1 >= lo0} gives
     * {@code max1 >= min0} and {@code hi0 >= lo1} gives {@code max0 >= min1}, the overlap case;
     * there {@code speed > 0} moves {@code tLast} to at most {@code (max0 - min1) / speed}, at
     * least {@code (hi0 - lo1) / speed}, which {@link #compareQuotient} shows is not below
     * {@code tLast} (mirrored for {@code speed < 0}; {@code speed == 0} changes nothing).
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
        return speed == 0 || num >= 0 && compareQuotient(num, speed > 0 ? speed : -speed, out.tLast) >= 0;
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
            raiseFirst(Fixed.sub(min0, max1), speed, dx, dy, dz, kind, i1, i2, out);
            lowerLast(Fixed.sub(max0, min1), speed, out);
        } else if (max0 < min1) {
            if (speed >= 0) {
                return false;
            }
            raiseFirst(Fixed.sub(min1, max0), -speed, dx, dy, dz, kind, i1, i2, out);
            lowerLast(Fixed.sub(max1, min0), -speed, out);
        } else if (speed > 0) {
            lowerLast(Fixed.sub(max0, min1), speed, out);
        } else if (speed < 0) {
            lowerLast(Fixed.sub(max1, min0), -speed, out);
        }
        return out.tFirst <= Fixed.ONE && out.tFirst <= out.tLast;
    }

    /**
     * {@code tFirst = max(tFirst, ratio(num, den))}, naming the axis when it strictly raises it.
     * The division is skipped when {@code num 2^32 <= tFirst den} (exact 128-bit): the quotient
     * is then at most {@code tFirst}, an integer, and so is any monotone rounding of it, the
     * saturated value included ({@code 2^62} only for a quotient at least {@code 2^62}).
     */
    private static void raiseFirst(long num, long den, long dx, long dy, long dz, int kind, int i1, int i2, ToiResult out) {
        if (compareQuotient(num, den, out.tFirst) <= 0) {
            return;
        }
        long t = ratio(num, den);
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

    /**
     * {@code tLast = min(tLast, ratio(num, den))}; the division is skipped when
     * {@code num 2^32 >= tLast den} (the rounded or saturated quotient is then at least
     * {@code tLast <= TIME_SATURATED}, the same argument as {@link #raiseFirst}).
     */
    private static void lowerLast(long num, long den, ToiResult out) {
        if (compareQuotient(num, den, out.tLast) >= 0) {
            return;
        }
        out.tLast = Math.min(out.tLast, ratio(num, den));
    }

    /**
     * Returns the sign of {@code num 2^32 - t den}, exact, for {@code 0 <= num}, {@code 0 < den},
     * {@code 0 <= t <= 2^62}: both products below {@code 2^126}, compared as 128-bit values.
     */
    static int compareQuotient(long num, long den, long t) {
        long nHi = num >>> 32;
        long nLo = num << 32;
        long pHi = Math.multiplyHigh(t, den);
        long pLo = t * den;
        return nHi != pHi ? Long.compare(nHi, pHi) : Long.compareUnsigned(nLo, pLo);
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
