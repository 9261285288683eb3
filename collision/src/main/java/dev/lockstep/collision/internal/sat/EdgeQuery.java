package dev.lockstep.collision.internal.sat;

import dev.lockstep.collision.internal.shape.HullQueryIndex;
import dev.lockstep.collision.shape.ConvexHull;
import dev.lockstep.fixedpoint.Fixed;
import dev.lockstep.fixedpoint.MutableVec3;

/**
 * The edge query of seed 001 ("Hull vs Hull: Testing Edge Separation"): for every edge pair that
 * builds a face of the Minkowski difference ({@link GaussMapPruning}), the axis
 * {@code normalize(eA x eB)} oriented away from A, and the distance of B's edge to the plane
 * through A's edge along it; the result is the largest distance and its pair. Two ways to find
 * the pairs, same result bits: {@link #run} tests all {@code E_A x E_B} pairs (Gauss-map signs
 * tabulated), {@link #runWalk} walks B's Gauss map along each arc of A. The pieces live apart:
 * a pair's axis and separation in {@link EdgePairAxis}, the sign tables of {@link #run} in
 * {@link GaussMapSigns}, the walk in {@link GaussMapWalk}; this class holds the two pair
 * loops, and what they find is an {@link EdgeResult} ({@link #result}).
 *
 * <p>Orientation (deviation from the seed's "edge vertex minus hull center"): the axis is flipped
 * when {@code axis . (a + b) < 0}, {@code a, b} the normals of A's two faces at the edge. For a
 * Minkowski-face pair the axis lies on A's arc between {@code a} and {@code b}, so this is exactly
 * the outward side, and it needs no interior point (a vertex centroid need not be strictly inside
 * after rounding, and an AABB center need not be inside at all). The sign is exact.
 *
 * <p>Distance: {@code Fixed.dot3(axis, qB - pA)}, one rounding, with {@code pA}, {@code qB} the
 * first vertices of the two edges (on a Minkowski face the plane through A's edge is a supporting
 * plane of A and B's edge is B's support against the axis).
 */
public final class EdgeQuery {
    /** What the last run found. */
    private final EdgeResult result = new EdgeResult();
    private final MutableVec3 axis = new MutableVec3();
    /** The Gauss-map signs of every edge against every face of the other hull ({@link #run}). */
    private final GaussMapSigns signs = new GaussMapSigns();
    /** The Gauss-map walk that finds each arc's partners ({@link #runWalk}). */
    private final GaussMapWalk walk = new GaussMapWalk();
    /** Counters of the shortcuts, when a test or probe attached them; null: nothing counts. */
    private SatStats stats;
    /** False for a query that never skips arcs (the tests that compare the edge query with and without it). */
    private final boolean arcSkipEnabled;
    private final ArcBound arcBound = new ArcBound();
    /** The pair bound of the walk (and of {@code BoxBoxSat}'s edge loop). */
    final EdgePairBound pairBound = new EdgePairBound();

    /** Creates a query with an empty result. */
    public EdgeQuery() {
        this(true);
    }

    /** Creates a query that skips arcs ({@link ArcBound}) only when {@code arcSkip} is true (false: for tests). */
    EdgeQuery(boolean arcSkip) {
        this.arcSkipEnabled = arcSkip;
    }

    /** Returns what the last run found (the same object every time, reset by each run). */
    public EdgeResult result() {
        return result;
    }

    /** Counts this query's shortcuts into {@code outStats} from now on; null stops counting. */
    void attachStats(SatStats outStats) {
        this.stats = outStats;
    }

    /** Returns the Gauss-map walk (the time of impact walks arcs with it). */
    public GaussMapWalk walk() {
        return walk;
    }

    /** Returns the Gauss-map sign tables of the last {@link #run} (the time of impact fills them itself). */
    public GaussMapSigns signs() {
        return signs;
    }

    /**
     * Tests every Gauss-map-qualified edge pair of {@code a} and {@code b} (same frame) and fills
     * this query; ties keep the first pair in (edge of A, edge of B) ascending order.
     */
    public void run(PlacedHull a, PlacedHull b, long stopAbove) {
        run(a, b, stopAbove, null, null);
    }

    /**
     * As {@link #run(PlacedHull, PlacedHull, long)}, taking the Gauss-map signs from the exact
     * vertex-normal tables of the two face queries when they are complete ({@code facesOfA}: A's
     * faces against B, {@code facesOfB}: B's faces against A, as {@link HullHullSat} runs them);
     * same signs, same decisions, same result bits.
     */
    public void run(PlacedHull a, PlacedHull b, long stopAbove, FaceQuery facesOfA, FaceQuery facesOfB) {
        EdgeResult result = this.result;
        result.reset();
        ConvexHull ha = a.hull;
        ConvexHull hb = b.hull;
        int ne = ha.edgeCount();
        int me = hb.edgeCount();
        int fa = a.faceCount;
        int fb = b.faceCount;
        GaussMapSigns signs = this.signs;
        signs.fill(a, b, facesOfA, facesOfB);
        byte[] sab = signs.signsAB;
        byte[] sba = signs.signsBA;
        HullQueryIndex indexB = HullQueryIndex.of(hb);
        boolean masks = fb <= 64;
        for (int i = 0; i < ne; i++) {
            int rowA = i * fb;
            int faceLeft = ha.edgeFaceA(i);
            int faceRight = ha.edgeFaceB(i);
            if (masks && !GaussMapSigns.anyOppositeNeighbours(sab, rowA, fb, indexB)) {
                // no two adjacent faces of B on strictly opposite sides of this edge's plane: no
                // edge of B passes the first test (cu * du < 0), the loop below would skip them all
                continue;
            }
            for (int j = 0; j < me; j++) {
                int cu = sab[rowA + hb.edgeFaceA(j)];
                int du = sab[rowA + hb.edgeFaceB(j)];
                if (cu * du >= 0) {
                    continue;
                }
                int av = sba[j * fa + faceLeft];
                int bv = sba[j * fa + faceRight];
                if (av == GaussMapSigns.UNKNOWN) {
                    av = signs.signBA(j, faceLeft);
                }
                if (bv == GaussMapSigns.UNKNOWN) {
                    bv = signs.signBA(j, faceRight);
                }
                if (av * bv >= 0 || cu * bv >= 0) {
                    continue;
                }
                if (offerPair(a, i, b, j, stopAbove, axis)) {
                    return;
                }
            }
        }
    }


    /**
     * Same result as {@link #run(PlacedHull, PlacedHull, long)} (pair, separation, axis,
     * separating; bit for bit) in about {@code O(E_A + k)} pair tests instead of
     * {@code E_A x E_B}: for each edge of A the Minkowski-face partners on B are found by walking
     * B's Gauss map along the edge's arc ({@link #arcPairs}); an arc whose walk meets a
     * degenerate case is tested against every edge of B instead ({@link #arcPairsBruteForce}).
     * The partners of each edge are then tested in ascending order, so pairs are visited in the
     * brute force's (edge of A, edge of B) order and the first maximum and the early out are the
     * same. {@code facesOfA}: a completed face query of A's faces against B (which is where the
     * SAT calls this), holding a vertex of B for every face of A; entries it left as start
     * vertices are made exact supports ({@link FaceQuery#exactSupport}) for the arcs walked.
     * Once a pair is kept, an
     * arc none of whose pairs can beat it is skipped whole ({@link ArcBound}, arcs between planar
     * faces of A); like the pair bound, that never skips a pair that would be kept.
     */
    public void runWalk(PlacedHull a, PlacedHull b, long stopAbove, FaceQuery facesOfA) {
        runWalk(a, b, stopAbove, facesOfA, false, 0);
    }

    /**
     * {@link #runWalk(PlacedHull, PlacedHull, long, FaceQuery)} for a caller that only needs the
     * result when its separation exceeds {@code floor = min(decideAbove, stopAbove)}: pairs whose
     * separation is certainly at most {@code floor} are skipped from the first pair on (by the bound
     * of the pair bound, {@link EdgePairBound}). Then, when the full query's separation exceeds {@code floor} (or it
     * stops early), every field is the same, bit for bit: a skipped pair is never its first
     * maximum, and never a pair above {@code stopAbove} where it would stop. Otherwise
     * {@link EdgeResult#edgeA} is -1 or some pair whose separation is at most {@code floor}. The SAT for a
     * contact passes the flip-flop threshold of the faces ({@link HullHullSat#runForContact}):
     * an edge pair at or below it is never chosen.
     */
    public void runWalkAbove(PlacedHull a, PlacedHull b, long stopAbove, FaceQuery facesOfA, long decideAbove) {
        runWalk(a, b, stopAbove, facesOfA, true, Math.min(decideAbove, stopAbove));
    }

    private void runWalk(PlacedHull a, PlacedHull b, long stopAbove, FaceQuery facesOfA, boolean useFloor, long floor) {
        EdgeResult result = this.result;
        result.reset();
        ConvexHull ha = a.hull;
        ConvexHull hb = b.hull;
        if (facesOfA.supportRows != a.faceCount) {
            throw new IllegalStateException("EdgeQuery.runWalk: the face query of A's " + a.faceCount
                    + " faces holds " + facesOfA.supportRows + " supports");
        }
        int ne = ha.edgeCount();
        GaussMapWalk walk = this.walk;
        int[] pairs = walk.reservePairs(hb.edgeCount());
        boolean arcSkip = prepareArcSkip(a, b);
        for (int i = 0; i < ne; i++) {
            if (arcSkip && (result.found() || useFloor)) {
                // no pair of this arc can exceed the separation a pair must beat (ArcBound)
                long best = !result.found() ? floor
                        : useFloor ? Math.max(result.separation(), floor) : result.separation();
                if (skipsArc(a, b, i, facesOfA.support, best)) {
                    if (stats != null) {
                        stats.arcSkips++;
                    }
                    continue;
                }
            }
            // the walk runs between the exact supports of the arc's end faces
            facesOfA.exactSupport(ha.edgeFaceA(i), a, b);
            facesOfA.exactSupport(ha.edgeFaceB(i), a, b);
            int n = walk.arcPairs(a, b, i, facesOfA.support, pairs, walk.fastSigns);
            if (n < 0) {
                n = walk.arcPairsBruteForce(a, b, i, pairs);
                if (stats != null) {
                    stats.walkFallbacks++;
                }
            } else {
                GaussMapWalk.sortAscending(pairs, n);
            }
            for (int k = 0; k < n; k++) {
                int j = pairs[k];
                boolean bounded = result.found() || useFloor;
                long best = !result.found() ? floor
                        : useFloor ? Math.max(result.separation(), floor) : result.separation();
                if (bounded && walk.fastSigns && pairBound.cannotExceed(a, i, b, j, best)) {
                    countBoundSkip();
                    continue;
                }
                if (offerPair(a, i, b, j, stopAbove, axis)) {
                    return;
                }
            }
        }
    }

    /** Counts an edge pair skipped by the pair bound (when stats are attached). */
    void countBoundSkip() {
        if (stats != null) {
            stats.edgeBoundSkips++;
        }
    }

    /**
     * Returns false when {@link #prepareArcSkip} will certainly turn the arc skip off (disabled
     * for a test); true when it may turn it on. Lets the SAT choose how to run A's face query.
     */
    boolean maySkipArcs() {
        return arcSkipEnabled;
    }

    /**
     * Sets up the walk's filtered signs for hulls {@code a} and {@code b}
     * ({@link GaussMapWalk#prepareFiltered}), the pair bound's shifts and the arc skip; returns true when
     * {@link #skipsArc} may be used (both hulls within {@link PlacedHull#withinTableBounds},
     * the skip enabled, {@link ArcBound#prepare} true).
     */
    boolean prepareArcSkip(PlacedHull a, PlacedHull b) {
        GaussMapWalk w = walk;
        if (w.prepareFiltered(a, b)) {
            pairBound.setShifts(w.shiftNormalPairA, w.shiftOffset);
        }
        return w.fastSigns && arcSkipEnabled && arcBound.prepare(a, b, w.shiftNormalA, w.shiftOffset);
    }

    /**
     * Returns true when no edge pair of edge {@code i} of A can have a separation above
     * {@code limit} ({@link ArcBound#cannotExceed}): the walk may skip the arc. Only after
     * {@link #prepareArcSkip} returned true for these hulls; {@code support[f]} a vertex of B for
     * each face {@code f} of A.
     */
    boolean skipsArc(PlacedHull a, PlacedHull b, int i, int[] support, long limit) {
        return arcBound.cannotExceed(a, b, i, support, limit);
    }

    /**
     * Offers edge pair {@code (i, j)}, already past the Gauss-map test, to this query (seed 001,
     * "Testing Edge Separation"): its axis by {@link EdgePairAxis#pairAxis} into {@code scratch} (none for
     * parallel edges: skipped), the separation {@code axis . (b0 - a0)} of B's edge from A's (one
     * rounding; held to the true separation along the axis for a pair on a bent face,
     * {@link EdgePairAxis#checkedSeparation}), kept when it is the first pair or strictly larger (ties: the
     * pair offered first).
     * Returns true when the kept pair separates by more than {@code stopAbove}: the query stops
     * there. One place for every edge loop ({@link #run}, {@link #runWalk}, {@code BoxBoxSat}).
     */
    boolean offerPair(PlacedHull a, int i, PlacedHull b, int j, long stopAbove, MutableVec3 scratch) {
        if (!EdgePairAxis.pairAxis(a, i, b, j, scratch)) {
            return false;
        }
        int a0 = a.hull.edgeVertexA(i);
        int b0 = b.hull.edgeVertexA(j);
        long d = Fixed.dot3(scratch.x, scratch.y, scratch.z, Fixed.sub(b.x(b0), a.x(a0)), Fixed.sub(b.y(b0), a.y(a0)),
                Fixed.sub(b.z(b0), a.z(a0)));
        EdgeResult result = this.result;
        if (!result.found() || d > result.separation()) {
            // only a pair that would be kept is checked: the check never raises a separation
            d = EdgePairAxis.checkedSeparation(a, i, b, j, scratch, d);
        }
        if (!result.found() || d > result.separation()) {
            result.keep(i, j, d, scratch.x, scratch.y, scratch.z);
            if (d > stopAbove) {
                result.setSeparating(true);
                return true;
            }
        }
        return false;
    }
}
