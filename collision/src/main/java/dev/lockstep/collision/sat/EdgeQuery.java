package dev.lockstep.collision.sat;

import dev.lockstep.collision.shape.ConvexHull;
import dev.lockstep.collision.shape.HullQueryIndex;
import dev.lockstep.fixedpoint.Fixed;
import dev.lockstep.fixedpoint.MutableVec3;
import dev.lockstep.fixedpoint.VecMath;
import dev.lockstep.fixedpoint.wide.Dot128;

/**
 * The edge query of seed 001 ("Hull vs Hull: Testing Edge Separation"): for every edge pair that
 * builds a face of the Minkowski difference ({@link GaussMapPruning}), the axis
 * {@code normalize(eA x eB)} oriented away from A, and the distance of B's edge to the plane
 * through A's edge along it; the result is the largest distance and its pair. Two ways to find
 * the pairs, same result bits: {@link #run} tests all {@code E_A x E_B} pairs (Gauss-map signs
 * tabulated), {@link #runWalk} walks B's Gauss map along each arc of A.
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
    /** Edge index on A of the maximising (or first separating) pair; -1 when no pair qualified. */
    public int edgeA;
    /** Edge index on B of that pair. */
    public int edgeB;
    /** Its separation, raw; meaningless when {@link #edgeA} is -1. */
    public long separation;
    /** True when the query stopped at a pair with {@code separation > stopAbove}. */
    public boolean separating;
    /** Unit axis of the pair, raw, in the query frame, pointing away from A. */
    public long axisX;
    /** See {@link #axisX}. */
    public long axisY;
    /** See {@link #axisX}. */
    public long axisZ;

    private final MutableVec3 axis = new MutableVec3();
    /** Scratch of the bound skip ({@code cannotExceed}): the unnormalised edge-pair cross product. */
    private final MutableVec3 cross = new MutableVec3();
    private byte[] signsAB = new byte[12 * 6];
    private byte[] signsBA = new byte[12 * 6];
    private int signFaces;
    /** Marks a B-side sign not computed yet (signs are -1, 0, 1). */
    private static final byte UNKNOWN = 2;
    /** Table the B-side signs are computed from on demand; null when they were all filled. */
    private FaceQuery lazyTable;
    private int signFacesA;
    private ConvexHull signHullA;
    private ConvexHull signHullB;
    /** Per-arc memo of B's face signs: valid where {@code faceStamp[f] == arcStamp}. */
    private int[] faceStamp = new int[16];
    private byte[] faceSigns = new byte[16];
    private int arcStamp;
    private long arcUx;
    private long arcUy;
    private long arcUz;
    private int[] arcScratch = new int[16];
    /** Result of {@link #dot128}: signed high word. */
    private long wideHi;
    /** Result of {@link #dot128}: unsigned low word. */
    private long wideLo;
    /** Edge pairs skipped by {@link #cannotExceed} (a statistic for tests and benchmarks). */
    public long boundSkips;
    /** True while both placed hulls are within {@link PlacedHull#withinTableBounds}: signs by {@link #sign3} and {@link #filteredSign}. */
    private boolean fastSigns;
    /** Shifts of {@link #filteredSign} for A's edge vectors, B's edge vectors, A's normals, B's normals (set with {@link #fastSigns}). */
    private int shiftEdgeA;
    /** See {@link #shiftEdgeA}. */
    private int shiftEdgeB;
    /** See {@link #shiftEdgeA}. */
    private int shiftNormalA;
    /** See {@link #shiftEdgeA}. */
    private int shiftNormalB;
    /** Shift of {@link #filteredBound} for the sums of two normals of A ({@code w}). */
    private int shiftNormalSum;
    /** Shift of {@link #filteredBound} for the offsets {@code r = qB - pA}. */
    private int shiftOffset;
    /** Arcs whose Gauss-map walk was undecided and were tested against every edge of B (a statistic for tests). */
    public long walkFallbacks;
    /** Arcs skipped whole by {@link ArcBound} in {@link #runWalk} (a statistic for tests and benchmarks). */
    public long arcSkips;
    /** False turns the arc skip off (for the tests that compare the edge query with and without it). */
    boolean arcSkipEnabled = true;
    private final ArcBound arcBound = new ArcBound();

    /** Creates an empty result. */
    public EdgeQuery() {
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
        edgeA = -1;
        edgeB = -1;
        separation = 0;
        separating = false;
        ConvexHull ha = a.hull;
        ConvexHull hb = b.hull;
        int ne = ha.edgeCount();
        int me = hb.edgeCount();
        int fa = a.faceCount;
        int fb = b.faceCount;
        fillSigns(a, b, facesOfA, facesOfB);
        byte[] sab = signsAB;
        byte[] sba = signsBA;
        HullQueryIndex indexB = hb.queryIndex();
        boolean masks = fb <= 64;
        for (int i = 0; i < ne; i++) {
            int rowA = i * fb;
            int faceLeft = ha.edgeFaceA(i);
            int faceRight = ha.edgeFaceB(i);
            if (masks && !anyOppositeNeighbours(sab, rowA, fb, indexB)) {
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
                if (av == UNKNOWN) {
                    av = signBA(j, faceLeft);
                }
                if (bv == UNKNOWN) {
                    bv = signBA(j, faceRight);
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
     * arc none of whose pairs can beat it is skipped whole ({@link ArcBound}, hulls with planar
     * faces only); like the pair bound, that never skips a pair that would be kept.
     */
    public void runWalk(PlacedHull a, PlacedHull b, long stopAbove, FaceQuery facesOfA) {
        runWalk(a, b, stopAbove, facesOfA, false, 0);
    }

    /**
     * {@link #runWalk(PlacedHull, PlacedHull, long, FaceQuery)} for a caller that only needs the
     * result when its separation exceeds {@code floor = min(decideAbove, stopAbove)}: pairs whose
     * separation is certainly at most {@code floor} are skipped from the first pair on (by the bound
     * of {@code cannotExceed}). Then, when the full query's separation exceeds {@code floor} (or it
     * stops early), every field is the same, bit for bit: a skipped pair is never its first
     * maximum, and never a pair above {@code stopAbove} where it would stop. Otherwise
     * {@link #edgeA} is -1 or some pair whose separation is at most {@code floor}. The SAT for a
     * contact passes the flip-flop threshold of the faces ({@link HullHullSat#runForContact}):
     * an edge pair at or below it is never chosen.
     */
    public void runWalkAbove(PlacedHull a, PlacedHull b, long stopAbove, FaceQuery facesOfA, long decideAbove) {
        runWalk(a, b, stopAbove, facesOfA, true, Math.min(decideAbove, stopAbove));
    }

    private void runWalk(PlacedHull a, PlacedHull b, long stopAbove, FaceQuery facesOfA, boolean useFloor, long floor) {
        edgeA = -1;
        edgeB = -1;
        separation = 0;
        separating = false;
        ConvexHull ha = a.hull;
        ConvexHull hb = b.hull;
        if (facesOfA.supportRows != a.faceCount) {
            throw new IllegalStateException("EdgeQuery.runWalk: the face query of A's " + a.faceCount
                    + " faces holds " + facesOfA.supportRows + " supports");
        }
        int ne = ha.edgeCount();
        int[] pairs = reservePairs(hb.edgeCount());
        boolean arcSkip = prepareArcSkip(a, b);
        for (int i = 0; i < ne; i++) {
            if (arcSkip && (edgeA >= 0 || useFloor)) {
                // no pair of this arc can exceed the separation a pair must beat (ArcBound)
                long best = edgeA < 0 ? floor : useFloor ? Math.max(separation, floor) : separation;
                if (skipsArc(a, b, i, facesOfA.support, best)) {
                    arcSkips++;
                    continue;
                }
            }
            // the walk runs between the exact supports of the arc's end faces
            facesOfA.exactSupport(ha.edgeFaceA(i), a, b);
            facesOfA.exactSupport(ha.edgeFaceB(i), a, b);
            int n = arcPairs(a, b, i, facesOfA.support, pairs, fastSigns);
            if (n < 0) {
                n = arcPairsBruteForce(a, b, i, pairs);
                walkFallbacks++;
            } else {
                sortAscending(pairs, n);
            }
            for (int k = 0; k < n; k++) {
                int j = pairs[k];
                boolean bounded = edgeA >= 0 || useFloor;
                long best = edgeA < 0 ? floor : useFloor ? Math.max(separation, floor) : separation;
                if (bounded && fastSigns && cannotExceed(a, i, b, j, best)) {
                    boundSkips++;
                    continue;
                }
                if (offerPair(a, i, b, j, stopAbove, axis)) {
                    return;
                }
            }
        }
    }

    /**
     * Returns false when {@link #prepareArcSkip} will certainly turn the arc skip off for these
     * hulls (disabled, or B with too many bent faces, {@link ArcBound#mayApply}), from the hulls'
     * flags alone; true when it may turn it on. Lets the SAT choose how to run A's face query.
     */
    boolean maySkipArcs(PlacedHull a, PlacedHull b) {
        return arcSkipEnabled && ArcBound.mayApply(b);
    }

    /**
     * Sets up the walk's filtered signs for hulls {@code a} and {@code b} ({@link #fastSigns}
     * and the shifts, from the hulls' largest magnitudes) and the arc skip; returns true when
     * {@link #skipsArc} may be used (both hulls within {@link PlacedHull#withinTableBounds},
     * the skip enabled, {@link ArcBound#prepare} true).
     */
    boolean prepareArcSkip(PlacedHull a, PlacedHull b) {
        fastSigns = a.withinTableBounds() && b.withinTableBounds();
        if (fastSigns) {
            // right shifts that bring each operand of the walk's signs within 2^30 (filteredSign):
            // an edge vector is within twice the largest coordinate of its hull
            shiftEdgeA = Math.max(0, bitLength(magnitudeBits(a.xyz, 3 * a.vertexCount)) + 1 - FILTER_BITS);
            shiftEdgeB = Math.max(0, bitLength(magnitudeBits(b.xyz, 3 * b.vertexCount)) + 1 - FILTER_BITS);
            long normalBitsA = magnitudeBits(a.normal, 3 * a.faceCount);
            shiftNormalA = Math.max(0, bitLength(normalBitsA) - FILTER_BITS);
            shiftNormalB = Math.max(0, bitLength(magnitudeBits(b.normal, 3 * b.faceCount)) - FILTER_BITS);
            // the bound's operands: w = n_a + n_b (twice a normal), r = qB - pA (two coordinates)
            shiftNormalSum = Math.max(0, bitLength(normalBitsA) + 1 - FILTER_BITS);
            shiftOffset = Math.max(0, bitLength(magnitudeBits(a.xyz, 3 * a.vertexCount)
                    | magnitudeBits(b.xyz, 3 * b.vertexCount)) + 1 - FILTER_BITS);
        }
        return fastSigns && arcSkipEnabled && arcBound.prepare(a, b, shiftNormalA, shiftOffset);
    }

    /**
     * Returns true when no edge pair of edge {@code i} of A can have a separation above
     * {@code limit} ({@link ArcBound#cannotExceed}): the walk may skip the arc. Only after
     * {@link #prepareArcSkip} returned true for these hulls; {@code support[f]} a vertex of B for
     * each face {@code f} of A.
     */
    boolean skipsArc(PlacedHull a, PlacedHull b, int i, int[] support, long limit) {
        int verdict = arcBound.cannotExceed(a, b, i, support, limit);
        return verdict == ArcBound.YES || verdict == ArcBound.IF_NO_PARTNER_ON_UNCOVERED
                && !hasPartnerOn(a, b, i, arcBound.uncovered, arcBound.uncoveredCount);
    }

    /**
     * Returns true when an edge of one of B's faces {@code faces[0 .. count)} builds a Minkowski
     * face with edge {@code i} of A: the predicate of {@link GaussMapPruning#isMinkowskiFace}
     * with the walk's exact filtered signs (only inside {@link #runWalk} with {@link #fastSigns}).
     */
    private boolean hasPartnerOn(PlacedHull a, PlacedHull b, int i, int[] faces, int count) {
        ConvexHull ha = a.hull;
        ConvexHull hb = b.hull;
        int fa = ha.edgeFaceA(i);
        int fb = ha.edgeFaceB(i);
        boolean arcBegun = false;
        for (int k = 0; k < count; k++) {
            int g = faces[k];
            int e = hb.faceFirstEdge(g);
            for (int n = hb.faceVertexCount(g); n > 0; n--, e = hb.halfEdgeNext(e)) {
                int j = e >> 1;                 // half-edges 2j and 2j + 1 are edge j
                int b0 = hb.edgeVertexA(j);
                int b1 = hb.edgeVertexB(j);
                long vx = Fixed.sub(b.x(b1), b.x(b0));
                long vy = Fixed.sub(b.y(b1), b.y(b0));
                long vz = Fixed.sub(b.z(b1), b.z(b0));
                // A's side first: an arc crosses few of these edges' great circles
                int av = filteredSign(a.nx(fa), a.ny(fa), a.nz(fa), vx, vy, vz, shiftNormalA, shiftEdgeB);
                int bv = filteredSign(a.nx(fb), a.ny(fb), a.nz(fb), vx, vy, vz, shiftNormalA, shiftEdgeB);
                if (av * bv >= 0) {
                    continue;
                }
                if (!arcBegun) {
                    beginArc(a, i, b.faceCount);
                    arcBegun = true;
                }
                int cu = filteredFaceSign(b, hb.edgeFaceA(j));
                int du = filteredFaceSign(b, hb.edgeFaceB(j));
                if (cu * du < 0 && cu * bv < 0) {
                    return true;
                }
            }
        }
        return false;
    }

    /**
     * Writes into {@code outPairs} the edges {@code j} of B that build a Minkowski face with edge
     * {@code i} of A (the pairs {@link GaussMapPruning#isMinkowskiFace} accepts), in walk order,
     * and returns their number; or returns -1 when the walk meets a case it does not decide (the
     * caller then uses {@link #arcPairsBruteForce}). {@code support[f]}: B's vertex with the
     * exactly smallest {@code n_f . v} for face {@code f} of A.
     *
     * <p>The walk: on B's Gauss map, negated (the Minkowski difference {@code A - B} uses
     * {@code -n} for B's faces), vertex {@code x} of B owns the region of directions {@code w}
     * for which {@code x} minimises {@code w . v}; its borders are the arcs of the edges at
     * {@code x}. A's edge {@code i} is the arc from {@code a} (normal of its face
     * {@code edgeFaceA}) to {@code b} ({@code edgeFaceB}); it starts in the region of
     * {@code support[a]}, leaves each region across the one border arc it crosses (an edge at the
     * current vertex, other than the one it came in by, passing the exact Minkowski test), and
     * must end in the region of {@code support[b]}. Each crossing is a Minkowski-face pair.
     *
     * <p>The walk stops as soon as it is in {@code support[b]}'s region (at the start, when both
     * supports coincide): an arc cannot leave a convex region it ends in. At the start that is
     * exact for the edges at the vertex ({@code x} minimises both {@code a . v} and
     * {@code b . v}, so {@code a . v_j} and {@code b . v_j} never have strictly opposite signs).
     *
     * <p>Undecided (returns -1): a Gauss-map sign of zero at a visited vertex (the arc touches a
     * border or a face normal of B: coplanar or aligned features), two candidate exits at one
     * vertex, as many steps as B has edges, or a walk that stops without reaching
     * {@code support[b]}. What is not exact: that the arc meets no border away from the walked
     * regions, true on the exact Gauss map (convex regions), relied on for the rounded placed
     * normals; {@code EdgeWalkProperties} compares the walked pairs with the brute force's on
     * random, aligned, nearly aligned and coplanar-faced hulls.
     */
    public int arcPairs(PlacedHull a, PlacedHull b, int i, int[] support, int[] outPairs) {
        return arcPairs(a, b, i, support, outPairs, false);
    }

    /** {@link #arcPairs}, with {@code filtered}: the walk's signs by {@link #filteredSign} (only inside {@link #runWalk}, which sets its shifts). */
    private int arcPairs(PlacedHull a, PlacedHull b, int i, int[] support, int[] outPairs, boolean filtered) {
        ConvexHull ha = a.hull;
        ConvexHull hb = b.hull;
        HullQueryIndex index = hb.queryIndex();
        int fa = ha.edgeFaceA(i);
        int fb = ha.edgeFaceB(i);
        long anx = a.nx(fa);
        long any = a.ny(fa);
        long anz = a.nz(fa);
        long bnx = a.nx(fb);
        long bny = a.ny(fb);
        long bnz = a.nz(fb);
        int x = support[fa];
        int end = support[fb];
        if (x == end) {
            // both ends of the arc in one region: no border crossed. Exact for the edges at x
            // (x minimises both a . v and b . v, so a . v_j and b . v_j never have opposite
            // signs); for the others it is the convexity of the region (EdgeWalkProperties)
            return 0;
        }
        int from = -1;
        int n = 0;
        beginArc(a, i, b.faceCount);
        for (int steps = 0;; steps++) {
            if (steps >= hb.edgeCount()) {
                // an arc crosses each of B's borders at most once, so a walk still going after
                // edgeCount crossings repeats one: undecided. This also keeps outPairs writes
                // within edgeCount entries (with "steps > edgeCount" a looping walk could write
                // entry edgeCount, one past runWalk's buffer)
                return -1;
            }
            int exit = -1;
            for (int k = index.vertexEdgeStart(x), kEnd = index.vertexEdgeStart(x + 1); k < kEnd; k++) {
                int j = index.vertexEdge(k);
                if (j == from) {
                    continue;
                }
                int cu = filtered ? filteredFaceSign(b, hb.edgeFaceA(j)) : faceSign(b, hb.edgeFaceA(j));
                int du = filtered ? filteredFaceSign(b, hb.edgeFaceB(j)) : faceSign(b, hb.edgeFaceB(j));
                if (cu == 0 || du == 0) {
                    return -1;
                }
                if (cu == du) {
                    continue;
                }
                int b0 = hb.edgeVertexA(j);
                int b1 = hb.edgeVertexB(j);
                long vx = Fixed.sub(b.x(b1), b.x(b0));
                long vy = Fixed.sub(b.y(b1), b.y(b0));
                long vz = Fixed.sub(b.z(b1), b.z(b0));
                int av = filtered ? filteredSign(anx, any, anz, vx, vy, vz, shiftNormalA, shiftEdgeB)
                        : sign(anx, any, anz, vx, vy, vz);
                int bv = filtered ? filteredSign(bnx, bny, bnz, vx, vy, vz, shiftNormalA, shiftEdgeB)
                        : sign(bnx, bny, bnz, vx, vy, vz);
                if (av == 0 || bv == 0) {
                    return -1;
                }
                if (av == bv || cu * bv >= 0) {
                    continue;
                }
                if (exit >= 0) {
                    return -1;
                }
                exit = j;
            }
            if (exit < 0) {
                return x == end ? n : -1;
            }
            outPairs[n++] = exit;
            from = exit;
            x = hb.edgeVertexA(exit) == x ? hb.edgeVertexB(exit) : hb.edgeVertexA(exit);
            if (x == end) {
                // in b's region: the arc entered it through one border and cannot leave it
                // again (same convexity argument as for x == end at the start)
                return n;
            }
        }
    }

    /**
     * Writes into {@code outPairs}, ascending, every edge {@code j} of B that builds a Minkowski
     * face with edge {@code i} of A, testing all of them (exact signs, the predicate of
     * {@link GaussMapPruning#isMinkowskiFace}); returns their number.
     */
    public int arcPairsBruteForce(PlacedHull a, PlacedHull b, int i, int[] outPairs) {
        ConvexHull ha = a.hull;
        ConvexHull hb = b.hull;
        int fa = ha.edgeFaceA(i);
        int fb = ha.edgeFaceB(i);
        beginArc(a, i, b.faceCount);
        int n = 0;
        for (int j = 0, me = hb.edgeCount(); j < me; j++) {
            int cu = faceSign(b, hb.edgeFaceA(j));
            int du = faceSign(b, hb.edgeFaceB(j));
            if (cu * du >= 0) {
                continue;
            }
            int b0 = hb.edgeVertexA(j);
            int b1 = hb.edgeVertexB(j);
            long vx = Fixed.sub(b.x(b1), b.x(b0));
            long vy = Fixed.sub(b.y(b1), b.y(b0));
            long vz = Fixed.sub(b.z(b1), b.z(b0));
            int av = sign(a.nx(fa), a.ny(fa), a.nz(fa), vx, vy, vz);
            int bv = sign(a.nx(fb), a.ny(fb), a.nz(fb), vx, vy, vz);
            if (av * bv < 0 && cu * bv < 0) {
                outPairs[n++] = j;
            }
        }
        return n;
    }

    /**
     * Returns true when the separation {@link #run} would compute for pair {@code (i, j)} is
     * certainly not above {@code best}, or the pair is no edge axis: the pair can then be skipped
     * without changing the result (the maximum only moves on a strictly larger separation, and
     * {@code best} is below the early-out threshold). Avoids the normalisation of most pairs of
     * an overlapping query. Needs both hulls {@link PlacedHull#withinTableBounds}.
     *
     * <p>With {@code c} the rounded cross product {@link #pairAxis} normalises, its unit axis is
     * {@code c / |c| + e} with {@code |e_k| <= 1} ulp ({@code VecMath.normalizeInto}), and
     * {@code |c| <= L = |c|_max + ceil((|c|_1 - |c|_max) / 2)}. Orientation: {@link #pairAxis} flips when
     * {@code axis . w < 0}, {@code w = n_a + n_b}; if {@code |c . w| > L sum|w_k| / 2^32}
     * (exact 128-bit sums) the sign of {@code axis . w} is the sign {@code o} of {@code c . w}.
     * Separation: {@code d = round(o axis . r)} with {@code r = qB - pA}, so
     * {@code d <= o (c . r) / |c| + sum|r_k| / 2^32 + 1/2}. When {@code o (c . r) < 0},
     * {@code o (c . r) / |c| <= -|c . r| / L}, and {@code d <= best} follows from
     * {@code |c . r| >= L (E - best)}, {@code E = floor(sum|r_k| / 2^32) + 2}. Any
     * doubtful case returns false (the pair is then computed).
     */
    boolean cannotExceed(PlacedHull a, int i, PlacedHull b, int j, long best) {
        return bound(a, i, b, j, best, false) > 0;
    }

    /**
     * Prepares {@link #cannotExceed} for hulls {@code a} and {@code b} outside {@link #runWalk}
     * (which does this itself): sets the shifts of {@link #filteredBound} from their largest
     * magnitudes. Returns false, and {@link #cannotExceed} must not be used, when either hull is
     * outside {@link PlacedHull#withinTableBounds} (the premise of its 128-bit arithmetic).
     * Used by {@link BoxBoxSat#runForContact}.
     */
    boolean prepareBound(PlacedHull a, PlacedHull b) {
        if (!a.withinTableBounds() || !b.withinTableBounds()) {
            return false;
        }
        shiftNormalSum = Math.max(0, bitLength(magnitudeBits(a.normal, 3 * a.faceCount)) + 1 - FILTER_BITS);
        shiftOffset = Math.max(0, bitLength(magnitudeBits(a.xyz, 3 * a.vertexCount)
                | magnitudeBits(b.xyz, 3 * b.vertexCount)) + 1 - FILTER_BITS);
        return true;
    }

    /**
     * {@link #cannotExceed} as 1 (skip) or 0; with {@code check}, for the tests: 2 when the 64-bit
     * filter decided the exact part and the exact computation agrees, -2 when it disagrees, else
     * the plain decision.
     */
    int bound(PlacedHull a, int i, PlacedHull b, int j, long best, boolean check) {
        ConvexHull ha = a.hull;
        ConvexHull hb = b.hull;
        int a0 = ha.edgeVertexA(i);
        int b0 = hb.edgeVertexA(j);
        edgeCrossInto(a, i, b, j, cross);
        long cx = cross.x;
        long cy = cross.y;
        long cz = cross.z;
        long ax = Math.abs(cx);
        long ay = Math.abs(cy);
        long az = Math.abs(cz);
        long cMax = Math.max(ax, Math.max(ay, az));
        if (cMax < SatConstants.EDGE_CROSS_MIN_RAW) {
            return 1;                           // no edge axis: pairAxis rejects it too
        }
        if (cMax >= 1L << 60 || best < -(1L << 60)) {
            return 0;                           // far outside the documented bounds: no shortcut
        }
        // |c| <= L = M + (m + n) / 2 (M the largest magnitude, m, n the others; rounded up):
        // |c|^2 = M^2 + m^2 + n^2 <= M^2 + M (m + n) + (m + n)^2 / 4, as m^2 + n^2 <= M (m + n).
        // At most 15% above |c| (at m = n = M), where 2 M was up to 100% (2026-11-23: more pairs
        // decided by the bound)
        long norm = cMax + ((ax + ay + az - cMax + 1) >> 1);
        int fa = ha.edgeFaceA(i);
        int fb = ha.edgeFaceB(i);
        long wx = a.nx(fa) + a.nx(fb);
        long wy = a.ny(fa) + a.ny(fb);
        long wz = a.nz(fa) + a.nz(fb);
        long wSum = Math.abs(wx) + Math.abs(wy) + Math.abs(wz);
        long rx = Fixed.sub(b.x(b0), a.x(a0));
        long ry = Fixed.sub(b.y(b0), a.y(a0));
        long rz = Fixed.sub(b.z(b0), a.z(a0));
        int filtered = filteredBound(cx, cy, cz, cMax, norm, wx, wy, wz, wSum, rx, ry, rz, best);
        if (filtered != UNDECIDED && !check) {
            return filtered;
        }
        int exact = exactBound(cx, cy, cz, norm, wx, wy, wz, wSum, rx, ry, rz, best) ? 1 : 0;
        if (filtered == UNDECIDED) {
            return exact;
        }
        return filtered == exact ? 2 : -2;
    }

    /** The exact part of {@link #cannotExceed} (after the cross product's own tests), in 128-bit arithmetic. */
    private boolean exactBound(long cx, long cy, long cz, long norm, long wx, long wy, long wz, long wSum, long rx,
            long ry, long rz, long best) {
        // orientation margin: |c . w| > (L sum|w|) >> 32, 128-bit exact on both sides
        long mHi = Math.multiplyHigh(norm, wSum);
        long mLo = norm * wSum;
        long marginLo = (mHi << 32) | (mLo >>> 32);
        long marginHi = mHi >> 32;
        dot128(cx, cy, cz, wx, wy, wz);
        long cwHi = wideHi;
        long cwLo = wideLo;
        int o = Long.signum(cwHi | ((cwLo | -cwLo) >>> 63));
        if (o == 0 || !absAtLeast(cwHi, cwLo, marginHi, marginLo, true)) {
            return false;
        }
        dot128(cx, cy, cz, rx, ry, rz);
        long crHi = wideHi;
        long crLo = wideLo;
        int sr = Long.signum(crHi | ((crLo | -crLo) >>> 63));
        if (o * sr >= 0) {
            return false;                       // o (c . r) >= 0: no cheap bound
        }
        long e = ((Math.abs(rx) + Math.abs(ry) + Math.abs(rz)) >>> 32) + 2;
        if (best >= e) {
            return true;                        // o (c . r) < 0, so d < e <= best
        }
        long gap = e - best;                    // > 0, below 2^63 within the documented bounds
        long tHi = Math.multiplyHigh(norm, gap);
        long tLo = norm * gap;
        return absAtLeast(crHi, crLo, tHi, tLo, false);
    }

    /** {@link #filteredBound}: the 64-bit products could not decide. */
    private static final int UNDECIDED = -1;

    /**
     * The decision of {@link #cannotExceed}'s exact part (1 skip, 0 no skip) from 64-bit products
     * where they are certain, else {@link #UNDECIDED}. Operands shifted right into
     * {@code [-2^30, 2^30]}: {@code c} by {@code sc} (from {@code cMax}), {@code w} by
     * {@link #shiftNormalSum}, {@code r} by {@link #shiftOffset}; as in {@link #filteredSign},
     * {@code c . w = 2^(sc+sw) (P + E)} with {@code |E| < T = sum|c'| + sum|w'| + 3}, and
     * {@code c . r = 2^(sc+sr) (Q + E')}, {@code |E'| < T'}. The exact part's tests, in order:
     * <ol>
     *   <li>orientation margin {@code |c . w| > M = (L sum|w|) >> 32}: certain when
     *       {@code |P| - T > ((L >> sc) + 1) ((sum|w| >> sw) + 1) / 2^32 + 1 >= M / 2^(sc+sw)};
     *       then {@code o = sign P}; else undecided;</li>
     *   <li>{@code o (c . r) >= 0} means no skip: the sign of {@code c . r} is Q's when
     *       {@code |Q| > T'}, else undecided;</li>
     *   <li>{@code best >= E} skips (no product);</li>
     *   <li>{@code |c . r| >= L (E - best)}: certainly so when
     *       {@code |Q| - T' >= ((L >> sc) + 1) (((E - best) >> sr) + 1)}, certainly not when
     *       {@code |Q| + T' < (L >> sc) ((E - best) >> sr)}, else undecided (also when the
     *       shifted gap reaches {@code 2^31}, where the products could overflow).</li>
     * </ol>
     * Every product stays below {@code 2^63}: {@code L < 2^(bits(cMax) + 1)}, so
     * {@code L >> sc <= 2^31}; {@code sum|w| >> sw < 3 2^30 + 3}.
     */
    private int filteredBound(long cx, long cy, long cz, long cMax, long norm, long wx, long wy, long wz, long wSum,
            long rx, long ry, long rz, long best) {
        int sc = Math.max(0, bitLength(cMax) - FILTER_BITS);
        int sw = shiftNormalSum;
        int sr = shiftOffset;
        long c1 = cx >> sc;
        long c2 = cy >> sc;
        long c3 = cz >> sc;
        long cAbs = Math.abs(c1) + Math.abs(c2) + Math.abs(c3);
        long w1 = wx >> sw;
        long w2 = wy >> sw;
        long w3 = wz >> sw;
        long p = c1 * w1 + c2 * w2 + c3 * w3;
        long t = cAbs + Math.abs(w1) + Math.abs(w2) + Math.abs(w3) + 3;
        long n1 = norm >> sc;
        long marginUp = ((n1 + 1) * ((wSum >> sw) + 1) >>> 32) + 1;
        if (Math.abs(p) - t <= marginUp) {
            return UNDECIDED;
        }
        long r1 = rx >> sr;
        long r2 = ry >> sr;
        long r3 = rz >> sr;
        long q = c1 * r1 + c2 * r2 + c3 * r3;
        long t2 = cAbs + Math.abs(r1) + Math.abs(r2) + Math.abs(r3) + 3;
        long aq = Math.abs(q);
        if (aq <= t2) {
            return UNDECIDED;
        }
        if ((p > 0) == (q > 0)) {
            return 0;                           // o (c . r) > 0: no cheap bound
        }
        long e = ((Math.abs(rx) + Math.abs(ry) + Math.abs(rz)) >>> 32) + 2;
        if (best >= e) {
            return 1;
        }
        long g1 = (e - best) >> sr;
        if (g1 >= 1L << 31) {
            return UNDECIDED;
        }
        if (aq - t2 >= (n1 + 1) * (g1 + 1)) {
            return 1;
        }
        if (aq + t2 < n1 * g1) {
            return 0;
        }
        return UNDECIDED;
    }

    /**
     * Sets {@link #wideHi}:{@link #wideLo} to the exact {@code a . b}; operands within
     * {@code [-2^62, 2^62)} and products whose sum stays below {@code 2^126} (true for the
     * cross products, normal sums and edge offsets of hulls within the documented bounds).
     */
    private void dot128(long ax, long ay, long az, long bx, long by, long bz) {
        wideHi = Dot128.high(ax, ay, az, bx, by, bz);
        wideLo = Dot128.low(ax, ay, az, bx, by, bz);
    }

    /** Returns {@code |h:l| > t} ({@code strict}) or {@code |h:l| >= t}, for a non-negative 128-bit {@code t = tHi:tLo}. */
    private static boolean absAtLeast(long h, long l, long tHi, long tLo, boolean strict) {
        if (h < 0) {
            h = ~h + (l == 0 ? 1 : 0);
            l = -l;
        }
        if (h != tHi) {
            return h > tHi;
        }
        int c = Long.compareUnsigned(l, tLo);
        return strict ? c > 0 : c >= 0;
    }

    /**
     * Prepares {@link #arcPairs} and {@link #arcPairsBruteForce} for hulls {@code a} and
     * {@code b} outside {@link #runWalk} (which does this itself): chooses the sign routine from
     * their bounds, so a call never uses the fast signs a previous query's hulls allowed. Same
     * signs either way; only the cost differs.
     */
    public void prepareWalk(PlacedHull a, PlacedHull b) {
        fastSigns = a.withinTableBounds() && b.withinTableBounds();
    }

    /** Returns scratch for at least {@code n} pair indices. */
    public int[] reservePairs(int n) {
        if (arcScratch.length < n) {
            arcScratch = new int[n];
        }
        return arcScratch;
    }

    /** Starts the per-arc memo of B's face signs against edge {@code i} of A. */
    private void beginArc(PlacedHull a, int i, int faceCountB) {
        ConvexHull ha = a.hull;
        int a0 = ha.edgeVertexA(i);
        int a1 = ha.edgeVertexB(i);
        arcUx = Fixed.sub(a.x(a1), a.x(a0));
        arcUy = Fixed.sub(a.y(a1), a.y(a0));
        arcUz = Fixed.sub(a.z(a1), a.z(a0));
        if (faceStamp.length < faceCountB) {
            faceStamp = new int[faceCountB];
            faceSigns = new byte[faceCountB];
            arcStamp = 0;
        }
        if (arcStamp == Integer.MAX_VALUE) {
            java.util.Arrays.fill(faceStamp, 0);
            arcStamp = 0;
        }
        arcStamp++;
    }

    /**
     * Returns the exact sign of {@code n_f . u} (face {@code f} of B, the current arc's edge
     * vector); memoised per arc on the slow path only: with {@link #fastSigns} the six products
     * cost less than the mispredicted memo test (each face is met about twice, hit or miss at
     * random; CPU probe 2026-11-23, 128 vertices about 5% faster).
     */
    private int faceSign(PlacedHull b, int f) {
        if (fastSigns) {
            return sign3(b.nx(f), b.ny(f), b.nz(f), arcUx, arcUy, arcUz);
        }
        if (faceStamp[f] == arcStamp) {
            return faceSigns[f];
        }
        int s = sign(b.nx(f), b.ny(f), b.nz(f), arcUx, arcUy, arcUz);
        faceStamp[f] = arcStamp;
        faceSigns[f] = (byte) s;
        return s;
    }

    /** {@link #faceSign} by {@link #filteredSign}, with the shifts {@link #runWalk} set for these hulls. */
    private int filteredFaceSign(PlacedHull b, int f) {
        return filteredSign(b.nx(f), b.ny(f), b.nz(f), arcUx, arcUy, arcUz, shiftNormalB, shiftEdgeA);
    }

    /**
     * Returns the sign of the exact {@code a . b} for operands within {@code [-2^62, 2^62)} (the
     * products stay below {@code 2^124}, their sum below {@code 2^126}: exact in 128 bits), the
     * same value as {@code Fixed.signOfDot3} without its range checks and BigInteger path; the
     * walk uses it only when both placed hulls are {@link PlacedHull#withinTableBounds}.
     */
    private int sign(long ax, long ay, long az, long bx, long by, long bz) {
        return fastSigns ? sign3(ax, ay, az, bx, by, bz) : Fixed.signOfDot3(ax, ay, az, bx, by, bz);
    }

    /**
     * Returns the exact sign of {@code a . b}, as {@link #sign3}, deciding most cases with 64-bit
     * products of the operands shifted right by {@code sa} and {@code sb} (every shifted
     * component within {@code [-2^30, 2^30]}: the caller's shifts come from the hulls' largest
     * magnitudes). With {@code a = 2^sa a' + ra}, {@code 0 <= ra < 2^sa} (floor shift), and the
     * same for {@code b}, each product is {@code 2^(sa+sb) (a'b' + e)} with
     * {@code |e| < |a'| + |b'| + 1}; so {@code a . b = 2^(sa+sb) (P + E)}, {@code P = sum a'b'}
     * (below {@code 2^62}, no overflow), {@code |E| < T = sum |a'| + sum |b'| + 3}. When
     * {@code |P| > T} the sign is P's; otherwise the exact 128-bit sign decides. Same value as
     * {@link #sign3} for every input meeting the premise (checked by {@code EdgeQueryTableProperties}).
     *
     * <p>Why: the walk takes several hundred signs per query and an exact one costs about 4 times
     * three 64-bit products ({@code Dot128Benchmark}, 2026-11-23: 6.9 vs 1.8 ns).
     */
    static int filteredSign(long ax, long ay, long az, long bx, long by, long bz, int sa, int sb) {
        long px = ax >> sa;
        long py = ay >> sa;
        long pz = az >> sa;
        long qx = bx >> sb;
        long qy = by >> sb;
        long qz = bz >> sb;
        long p = px * qx + py * qy + pz * qz;
        long t = Math.abs(px) + Math.abs(py) + Math.abs(pz) + Math.abs(qx) + Math.abs(qy) + Math.abs(qz) + 3;
        if (p > t) {
            return 1;
        }
        if (p < -t) {
            return -1;
        }
        return sign3(ax, ay, az, bx, by, bz);
    }

    /** Operand width, in bits, of {@link #filteredSign}: shifted components within {@code 2^30}. */
    static final int FILTER_BITS = 30;

    /** Returns the OR of the magnitudes of {@code v[0 .. n-1]}: the same bit length as the largest (values above {@code Long.MIN_VALUE}). */
    static long magnitudeBits(long[] v, int n) {
        long m = 0;
        for (int i = 0; i < n; i++) {
            m |= Math.abs(v[i]);
        }
        return m;
    }

    /** Returns the number of significant bits of a non-negative {@code m}: every value of magnitude at most m is below {@code 2^bitLength}. */
    static int bitLength(long m) {
        return 64 - Long.numberOfLeadingZeros(m);
    }

    static int sign3(long ax, long ay, long az, long bx, long by, long bz) {
        return Dot128.signum(ax, ay, az, bx, by, bz);
    }

    /**
     * Offers edge pair {@code (i, j)}, already past the Gauss-map test, to this query (seed 001,
     * "Testing Edge Separation"): its axis by {@link #pairAxis} into {@code scratch} (none for
     * parallel edges: skipped), the separation {@code axis . (b0 - a0)} of B's edge from A's (one
     * rounding), kept when it is the first pair or strictly larger (ties: the pair offered first).
     * Returns true when the kept pair separates by more than {@code stopAbove}: the query stops
     * there. One place for every edge loop ({@link #run}, {@link #runWalk}, {@code BoxBoxSat}).
     */
    boolean offerPair(PlacedHull a, int i, PlacedHull b, int j, long stopAbove, MutableVec3 scratch) {
        if (!pairAxis(a, i, b, j, scratch)) {
            return false;
        }
        int a0 = a.hull.edgeVertexA(i);
        int b0 = b.hull.edgeVertexA(j);
        long d = Fixed.dot3(scratch.x, scratch.y, scratch.z, Fixed.sub(b.x(b0), a.x(a0)), Fixed.sub(b.y(b0), a.y(a0)),
                Fixed.sub(b.z(b0), a.z(a0)));
        if (edgeA < 0 || d > separation) {
            edgeA = i;
            edgeB = j;
            separation = d;
            axisX = scratch.x;
            axisY = scratch.y;
            axisZ = scratch.z;
            if (d > stopAbove) {
                separating = true;
                return true;
            }
        }
        return false;
    }

    /**
     * Sorts {@code v[0..n)} ascending, in place (insertion sort: an arc has a few partners), so
     * walked pairs come in the brute force's order; shared with the time of impact.
     */
    public static void sortAscending(int[] v, int n) {
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

    /**
     * Returns true when some two faces of B that share an edge have strictly opposite signs in
     * {@code signs[row .. row + faceCount - 1]} (B's faces against one edge of A); B has at
     * most 64 faces.
     */
    private static boolean anyOppositeNeighbours(byte[] signs, int row, int faceCount, HullQueryIndex indexB) {
        long pos = 0;
        long neg = 0;
        for (int f = 0; f < faceCount; f++) {
            int s = signs[row + f];
            pos |= (long) (s > 0 ? 1 : 0) << f;
            neg |= (long) (s < 0 ? 1 : 0) << f;
        }
        for (long m = pos; m != 0; m &= m - 1) {
            if ((indexB.faceNeighbourMask(Long.numberOfTrailingZeros(m)) & neg) != 0) {
                return true;
            }
        }
        return false;
    }

    /**
     * Tabulates the Gauss-map signs of every edge of A against every face of B ({@code n . u})
     * and every edge of B against every face of A ({@code n . v}), each computed once instead of
     * once per pair; the same exact signs as {@link GaussMapPruning#isMinkowskiFace}. With complete
     * face-query tables (and coordinates within {@link PlacedHull#withinTableBounds}) a sign is the
     * comparison of two stored exact sums, {@code n . v1 - n . v0 = n . (v1 - v0)} exactly;
     * otherwise it is one {@code Fixed.signOfDot3} of the edge vector.
     */
    public void fillSigns(PlacedHull a, PlacedHull b, FaceQuery facesOfA, FaceQuery facesOfB) {
        ConvexHull ha = a.hull;
        ConvexHull hb = b.hull;
        int ne = ha.edgeCount();
        int me = hb.edgeCount();
        int fa = a.faceCount;
        int fb = b.faceCount;
        if (signsAB.length < ne * fb) {
            signsAB = new byte[ne * fb];
        }
        if (signsBA.length < me * fa) {
            signsBA = new byte[me * fa];
        }
        signFaces = fb;
        signFacesA = fa;
        signHullA = ha;
        signHullB = hb;
        if (facesOfA != null && facesOfB != null && facesOfA.hasFullTable(a, b) && facesOfB.hasFullTable(b, a)
                && a.withinTableBounds() && b.withinTableBounds()) {
            fillSignsFromTable(ha, a.exact, fb, facesOfB, signsAB);
            // B's side lazily: a pair reaches it only after passing the A-side test, so most
            // entries are never read; UNKNOWN marks the ones not computed yet
            java.util.Arrays.fill(signsBA, 0, me * fa, UNKNOWN);
            lazyTable = facesOfA;
            return;
        }
        lazyTable = null;
        fillSignsByDot(a, b, signsAB);
        fillSignsByDot(b, a, signsBA);
    }

    /** Signs of the edges of {@code edges} against the faces whose table is {@code table} (rows: faces, columns: vertices of {@code edges}). */
    private static void fillSignsFromTable(ConvexHull edges, boolean unrounded, int faceCount, FaceQuery table,
            byte[] outSigns) {
        long[] hi = table.dotHi;
        long[] lo = table.dotLo;
        int stride = table.tableStride;
        int ne = edges.edgeCount();
        HullQueryIndex index = edges.queryIndex();
        // face-major: one table row (the face against every vertex) stays in L1 while all edges use it
        for (int f = 0; f < faceCount; f++) {
            int row = f * stride;
            for (int i = 0, k = f; i < ne; i++, k += faceCount) {
                int c = index.edgeClass(i);
                if (unrounded && c != i) {
                    // exactly parallel to an earlier edge (unrounded placement keeps it so): same
                    // exact sign up to orientation
                    outSigns[k] = (byte) (index.edgeClassSign(i) * outSigns[c * faceCount + f]);
                    continue;
                }
                int k1 = row + edges.edgeVertexB(i);
                int k0 = row + edges.edgeVertexA(i);
                outSigns[k] = (byte) signOfDifference(hi[k1], lo[k1], hi[k0], lo[k0]);
            }
        }
    }

    /** Returns the B-side sign of edge {@code j} of B against face {@code f} of A, computing it on first use. */
    private int signBA(int j, int f) {
        int k = j * signFacesA + f;
        int s = signsBA[k];
        if (s == UNKNOWN) {
            s = lazyTable.signOfEdge(f, signHullB.edgeVertexA(j), signHullB.edgeVertexB(j));
            signsBA[k] = (byte) s;
        }
        return s;
    }

    /**
     * Returns the sign of {@code (h1:l1) - (h0:l0)}, two signed 128-bit values below {@code 2^126}
     * in magnitude (so the difference cannot wrap), without a data-dependent branch: the signs are
     * unpredictable, and a mispredicted compare chain cost more than the arithmetic (JFR, 2026-11-22).
     */
    static int signOfDifference(long h1, long l1, long h0, long l0) {
        long lo = l1 - l0;
        long borrow = ((~l1 & l0) | (~(l1 ^ l0) & lo)) >>> 63;
        long hi = h1 - h0 - borrow;
        return Long.signum(hi | ((lo | -lo) >>> 63));
    }

    /** Signs of the edges of {@code edges} against the faces of {@code faces}, one exact signed dot each. */
    private static void fillSignsByDot(PlacedHull edges, PlacedHull faces, byte[] outSigns) {
        ConvexHull h = edges.hull;
        int fc = faces.faceCount;
        for (int i = 0, ne = h.edgeCount(); i < ne; i++) {
            int a0 = h.edgeVertexA(i);
            int a1 = h.edgeVertexB(i);
            long ux = Fixed.sub(edges.x(a1), edges.x(a0));
            long uy = Fixed.sub(edges.y(a1), edges.y(a0));
            long uz = Fixed.sub(edges.z(a1), edges.z(a0));
            for (int f = 0; f < fc; f++) {
                outSigns[i * fc + f] = (byte) Fixed.signOfDot3(faces.nx(f), faces.ny(f), faces.nz(f), ux, uy, uz);
            }
        }
    }

    /**
     * Returns true when edge {@code i} of A and edge {@code j} of B build a Minkowski face, from
     * the signs of the last {@link #fillSigns} (same decision as {@link GaussMapPruning#isMinkowskiFace}).
     */
    public boolean isMinkowskiPair(int i, int j) {
        int cu = signsAB[i * signFaces + signHullB.edgeFaceA(j)];
        int du = signsAB[i * signFaces + signHullB.edgeFaceB(j)];
        if (cu * du >= 0) {
            return false;
        }
        int av = signBA(j, signHullA.edgeFaceA(i));
        int bv = signBA(j, signHullA.edgeFaceB(i));
        return av * bv < 0 && cu * bv < 0;
    }

    /**
     * Writes {@code eA x eB} of edge {@code i} of {@code a} and edge {@code j} of {@code b} (edge
     * vectors exact differences of placed vertices, {@code VecMath.cross*} per component) into
     * {@code outCross}: the unnormalised edge axis shared by {@link #pairAxis} and the bound skip.
     */
    static void edgeCrossInto(PlacedHull a, int i, PlacedHull b, int j, MutableVec3 outCross) {
        ConvexHull ha = a.hull;
        ConvexHull hb = b.hull;
        int a0 = ha.edgeVertexA(i);
        int a1 = ha.edgeVertexB(i);
        int b0 = hb.edgeVertexA(j);
        int b1 = hb.edgeVertexB(j);
        long ux = Fixed.sub(a.x(a1), a.x(a0));
        long uy = Fixed.sub(a.y(a1), a.y(a0));
        long uz = Fixed.sub(a.z(a1), a.z(a0));
        long vx = Fixed.sub(b.x(b1), b.x(b0));
        long vy = Fixed.sub(b.y(b1), b.y(b0));
        long vz = Fixed.sub(b.z(b1), b.z(b0));
        long cx = VecMath.crossX(uy, uz, vy, vz);
        long cy = VecMath.crossY(ux, uz, vx, vz);
        long cz = VecMath.crossZ(ux, uy, vx, vy);
        outCross.set(cx, cy, cz);
    }

    /**
     * Returns true when edge {@code i} of {@code a} and edge {@code j} of {@code b}, whose rounded
     * cross product has largest component magnitude {@code cMax}, are too close to parallel for
     * an edge axis: {@code cMax} below {@link SatConstants#EDGE_CROSS_MIN_RAW} or below
     * {@code (|eA|_max |eB|_max) >> EDGE_PARALLEL_SHIFT} ({@link SatConstants#EDGE_PARALLEL_SHIFT};
     * the product exact in 128 bits, then shifted, edge components below {@code 2^62}).
     */
    static boolean nearlyParallel(PlacedHull a, int i, PlacedHull b, int j, long cMax) {
        if (cMax < SatConstants.EDGE_CROSS_MIN_RAW) {
            return true;
        }
        long uMax = edgeMaxComponent(a, i);
        long vMax = edgeMaxComponent(b, j);
        // raw product u v / 2^32, shifted right by the limit's 16 more: (u v) >> 48 of the 128-bit product
        long hi = Math.multiplyHigh(uMax, vMax);
        long lo = uMax * vMax;
        int shift = 32 + SatConstants.EDGE_PARALLEL_SHIFT;
        long limit = hi >= 1L << (shift - 1) ? Long.MAX_VALUE : (hi << (64 - shift)) | (lo >>> shift);
        return cMax < limit;
    }

    /** Returns the largest component magnitude of edge {@code e}'s vector (an exact difference of placed vertices). */
    private static long edgeMaxComponent(PlacedHull p, int e) {
        int v0 = p.hull.edgeVertexA(e);
        int v1 = p.hull.edgeVertexB(e);
        return Math.max(Math.abs(Fixed.sub(p.x(v1), p.x(v0))),
                Math.max(Math.abs(Fixed.sub(p.y(v1), p.y(v0))), Math.abs(Fixed.sub(p.z(v1), p.z(v0)))));
    }

    /**
     * Writes the unit axis of edge {@code i} of {@code a} and edge {@code j} of {@code b}, oriented
     * away from A, into {@code outAxis}; returns false (and leaves it unspecified) when the edges
     * are too close to parallel ({@link #nearlyParallel}).
     */
    public static boolean pairAxis(PlacedHull a, int i, PlacedHull b, int j, MutableVec3 outAxis) {
        ConvexHull ha = a.hull;
        edgeCrossInto(a, i, b, j, outAxis);
        long cx = outAxis.x;
        long cy = outAxis.y;
        long cz = outAxis.z;
        if (nearlyParallel(a, i, b, j, Math.max(Math.abs(cx), Math.max(Math.abs(cy), Math.abs(cz))))) {
            return false;
        }
        VecMath.normalizeInto(cx, cy, cz, outAxis);
        int fa = ha.edgeFaceA(i);
        int fb = ha.edgeFaceB(i);
        // a + b may round nothing: unit components sum below 2^34, exact
        if (Fixed.signOfDot3(outAxis.x, outAxis.y, outAxis.z, a.nx(fa) + a.nx(fb), a.ny(fa) + a.ny(fb),
                a.nz(fa) + a.nz(fb)) < 0) {
            outAxis.set(-outAxis.x, -outAxis.y, -outAxis.z);
        }
        return true;
    }

    /**
     * Returns the separation of edge pair {@code (i, j)} computed exactly as {@link #run} does,
     * after checking the Gauss map; writes the axis into {@code outAxis}. Returns
     * {@code Long.MIN_VALUE} as "not a candidate" (the pair does not build a Minkowski face or is
     * too close to parallel); callers test for it by equality, never negate it.
     */
    public static long pairSeparation(PlacedHull a, int i, PlacedHull b, int j, MutableVec3 outAxis) {
        ConvexHull ha = a.hull;
        ConvexHull hb = b.hull;
        int a0 = ha.edgeVertexA(i);
        int a1 = ha.edgeVertexB(i);
        int fa = ha.edgeFaceA(i);
        int fb = ha.edgeFaceB(i);
        int b0 = hb.edgeVertexA(j);
        int b1 = hb.edgeVertexB(j);
        int fc = hb.edgeFaceA(j);
        int fd = hb.edgeFaceB(j);
        long ux = Fixed.sub(a.x(a1), a.x(a0));
        long uy = Fixed.sub(a.y(a1), a.y(a0));
        long uz = Fixed.sub(a.z(a1), a.z(a0));
        long vx = Fixed.sub(b.x(b1), b.x(b0));
        long vy = Fixed.sub(b.y(b1), b.y(b0));
        long vz = Fixed.sub(b.z(b1), b.z(b0));
        if (!GaussMapPruning.isMinkowskiFace(a.nx(fa), a.ny(fa), a.nz(fa), a.nx(fb), a.ny(fb), a.nz(fb), ux, uy, uz,
                b.nx(fc), b.ny(fc), b.nz(fc), b.nx(fd), b.ny(fd), b.nz(fd), vx, vy, vz)
                || !pairAxis(a, i, b, j, outAxis)) {
            return Long.MIN_VALUE;
        }
        return Fixed.dot3(outAxis.x, outAxis.y, outAxis.z, Fixed.sub(b.x(b0), a.x(a0)), Fixed.sub(b.y(b0), a.y(a0)),
                Fixed.sub(b.z(b0), a.z(a0)));
    }
}
