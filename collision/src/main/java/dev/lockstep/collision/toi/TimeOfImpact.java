package dev.lockstep.collision.toi;

import dev.lockstep.collision.internal.sat.EdgePairAxis;
import dev.lockstep.collision.internal.sat.EdgeQuery;
import dev.lockstep.collision.internal.sat.GaussMapWalk;
import dev.lockstep.collision.internal.sat.HullHullSat;
import dev.lockstep.collision.internal.sat.PlacedHull;
import dev.lockstep.collision.internal.sat.SatWorkspace;
import dev.lockstep.collision.internal.sat.SupportSearch;
import dev.lockstep.collision.shape.ConvexHull;
import dev.lockstep.fixedpoint.Fixed;
import dev.lockstep.fixedpoint.MutableVec3;
import dev.lockstep.fixedpoint.Transform;
import dev.lockstep.fixedpoint.Vec3;
import dev.lockstep.fixedpoint.wide.Int128;

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
 * B, and the cross products of edge pairs that pass the Gauss-map test ({@code EdgePairAxis.candidateAxis}).
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
 * {@link #WALK_MIN_EDGE_PAIRS}; below it, scans with walked edge pairs). {@link #computeScanning}: every vertex of both hulls per axis,
 * full face-vertex tables for the Gauss-map signs, every edge pair tested;
 * {@code O((F_A + F_B + K)(V_A + V_B) + F_A V_B + F_B V_A + E_A E_B)} for {@code K} edge axes,
 * quadratic. {@link #computeWalking}: the {@code K} edge axes from the Gauss-map walk
 * ({@code O(E_A + K)} region steps, an arc's brute force {@code O(E_B)} where the walk cannot
 * decide), and per axis the interval ends by certified searches over the vertex adjacency from
 * warm starts ({@link SupportSearch}), most axes settled by four dots of warm-start vertices and
 * no search at all; about {@code O((F_A + F_B + K) c + E_A)} for searches of {@code c} visits
 * (14 at 32 vertices, 18 at 128 on the benchmark's sphere-like hulls).
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
     * 64 sphere-like pairs each, closing at 2 units per tick, load 7-9), scanning vs
     * walking: boxes (144 pairs) 9.8 vs 20.7 us; 8 points (about 320 pairs) 22.6 vs 28.3 us;
     * 12 points (about 890) 49.1 vs 46.5 us; 16 points (about 1,730) 81.6 vs 63.8 us; 20 points
     * (about 2,860) 128 vs 77 us. Re-measured after the scans took walked edge pairs (best of 6,
     * load 1.5): 8 points 15.8 vs 21.6 us, 12 points 32.7 vs 34.5, 16 points 52.3 vs 45.1: still
     * between about 900 and 1,700 pairs.
     */
    public static final int WALK_MIN_EDGE_PAIRS = 1024;

    private TimeOfImpact() {
    }

    /**
     * Fills {@code out} with the first and last contact times of hull {@code a} (at {@code ta},
     * velocity {@code va} per tick, world, raw) and hull {@code b} (at {@code tb}, velocity
     * {@code vb}); see {@link ToiResult}. Returns {@code out.hit}. Picks {@link #computeWalking}
     * from {@link #WALK_MIN_EDGE_PAIRS} edge pairs; below, the scans of {@link #computeScanning}
     * for the interval ends with the edge axes from the Gauss-map walk ({@link GaussMapWalk#arcPairs}
     * started from the face axes' scanned minima of B, sorted ascending) when B's placement is
     * climbable, which skips the face-vertex tables and the {@code E_A x E_B} sign tests. Same
     * result bits in every case ({@code TimeOfImpactProperties}). Thread CPU time, 8-point
     * sphere-like pairs ({@code HullHullCpuTimeProbe timeOfImpact:8}, A/B twice,
     * load 1-2): 22.1-25.6 us with the pair tables, 16.0-16.7 us with walked pairs.
     */
    public static boolean compute(ConvexHull a, Transform ta, Vec3 va, ConvexHull b, Transform tb, Vec3 vb, SatWorkspace ws,
            ToiResult out) {
        begin(a, ta, va, b, tb, vb, ws, out);
        boolean climbable = SupportSearch.climbable(ws.b);
        boolean walk = (long) a.edgeCount() * b.edgeCount() >= WALK_MIN_EDGE_PAIRS && climbable;
        return finish(ta, ws, out, walk ? WalkingAxes.run(ws, out) : scanning(ws, out, climbable));
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
        return finish(ta, ws, out, scanning(ws, out, false));
    }

    /**
     * {@link #compute} by searching, same result bits as {@link #computeScanning}: each interval
     * end by {@link SupportSearch#minVertex} (the scan's exact extreme vertex, found by certified
     * descent from a warm start: the face's or edge's own vertex for the hull the axis belongs
     * to, the extreme found for a neighbouring face or the previous edge pair for the others),
     * the edge axes from the Gauss-map walk of {@link GaussMapWalk#arcPairs} (B's edges per edge of
     * A, sorted ascending, so axes come in the scan's order). Per axis only the ends its outcome
     * depends on are searched, often none (the warm-start vertices' dots already prove an overlap
     * that leaves both times as they are). About {@code O((F_A + F_B + K) c + E_A)} for searches
     * of {@code c} adjacency visits (see the class description). Scans when B's placement is not
     * climbable.
     */
    public static boolean computeWalking(ConvexHull a, Transform ta, Vec3 va, ConvexHull b, Transform tb, Vec3 vb,
            SatWorkspace ws, ToiResult out) {
        begin(a, ta, va, b, tb, vb, ws, out);
        return finish(ta, ws, out, SupportSearch.climbable(ws.b) ? WalkingAxes.run(ws, out) : scanning(ws, out, false));
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
        ws.relative.setFrom(ta, tb);
        ws.a.loadIdentity(a);
        ws.b.loadTransformed(b, ws.relative);
        ta.inverseApplyToVectorInto(Fixed.sub(vb.x(), va.x()), Fixed.sub(vb.y(), va.y()), Fixed.sub(vb.z(), va.z()), ws.axis);
    }

    /** The axes in order by scans; returns false at the first axis that proves "no contact". */
    private static boolean scanning(SatWorkspace ws, ToiResult out, boolean walkPairs) {
        MutableVec3 v = ws.axis;
        long vx = v.x;
        long vy = v.y;
        long vz = v.z;
        PlacedHull pa = ws.a;
        PlacedHull pb = ws.b;
        int fa = pa.faceCount();
        // B's exact minimiser along each face normal of A (lowest index on ties): the regions the
        // Gauss-map walk of each edge arc of A starts and ends in
        int[] minB = walkPairs ? ws.supports.warmRows(fa) : null;
        for (int f = 0; f < fa; f++) {
            long nx = pa.nx(f);
            long ny = pa.ny(f);
            long nz = pa.nz(f);
            long ea = pa.minMaxVertex(nx, ny, nz);
            long eb = pb.minMaxVertex(nx, ny, nz);
            if (walkPairs) {
                minB[f] = (int) eb;
            }
            if (!axis(pa, (int) ea, (int) (ea >>> 32), pb, (int) eb, (int) (eb >>> 32), nx, ny, nz, vx, vy, vz, 1, f, 0,
                    out)) {
                return false;
            }
        }
        for (int f = 0; f < pb.faceCount(); f++) {
            if (!axisByScan(pa, pb, pb.nx(f), pb.ny(f), pb.nz(f), vx, vy, vz, 2, f, 0, out)) {
                return false;
            }
        }
        EdgeQuery edges = ws.edge;
        if (walkPairs) {
            // the Minkowski pairs of each edge of A from the walk (brute force per arc where it
            // cannot decide), ascending: the same axes in the same order as the pair loop below,
            // without the F x V tables and the E_A x E_B sign tests (EdgeWalkProperties)
            edges.walk().prepare(pa, pb);
            int[] pairs = edges.walk().reservePairs(pb.hull().edgeCount());
            for (int i = 0, ne = pa.hull().edgeCount(); i < ne; i++) {
                int n = edges.walk().arcPairs(pa, pb, i, minB, pairs);
                if (n < 0) {
                    n = edges.walk().arcPairsBruteForce(pa, pb, i, pairs);
                } else {
                    GaussMapWalk.sortAscending(pairs, n);
                }
                for (int k = 0; k < n; k++) {
                    int j = pairs[k];
                    if (EdgePairAxis.pairAxis(pa, i, pb, j, v) && !axisByScan(pa, pb, v.x, v.y, v.z, vx, vy, vz, 3, i, j, out)) {
                        return false;
                    }
                }
            }
            return true;
        }
        // Gauss-map signs tabulated once (same exact signs as EdgePairAxis.candidateAxis's check)
        ws.faceA.fillTable(pa, pb);
        ws.faceB.fillTable(pb, pa);
        edges.signs().fill(pa, pb, ws.faceA, ws.faceB);
        for (int i = 0, ne = pa.hull().edgeCount(); i < ne; i++) {
            for (int j = 0, me = pb.hull().edgeCount(); j < me; j++) {
                if (!edges.signs().isMinkowskiPair(i, j) || !EdgePairAxis.pairAxis(pa, i, pb, j, v)) {
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
    static boolean axis(PlacedHull a, int minA, int maxA, PlacedHull b, int minB, int maxB, long dx, long dy, long dz,
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
    static void lowerLast(long num, long den, ToiResult out) {
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
        return Int128.compareQuotient(num, den, t);
    }

    /** Returns {@code num / den} (both {@code >= 0}, {@code den > 0}), one rounding, saturating at {@link #TIME_SATURATED}. */
    static long ratio(long num, long den) {
        if ((num >> 30) >= den) {
            return TIME_SATURATED;
        }
        return Fixed.div(num, den);
    }
}
