package dev.lockstep.collision.sat;

import dev.lockstep.collision.shape.ConvexHull;
import dev.lockstep.collision.shape.HullQueryIndex;
import dev.lockstep.fixedpoint.Fixed;
import dev.lockstep.fixedpoint.MutableVec3;

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
    /** The Gauss-map signs of every edge against every face of the other hull ({@link #run}). */
    private final GaussMapSigns signs = new GaussMapSigns();
    /** Per-arc memo of B's face signs: valid where {@code faceStamp[f] == arcStamp}. */
    private int[] faceStamp = new int[16];
    private byte[] faceSigns = new byte[16];
    private int arcStamp;
    private long arcUx;
    private long arcUy;
    private long arcUz;
    private int[] arcScratch = new int[16];
    /** Edge pairs skipped by the pair bound ({@link EdgePairBound}; a statistic for tests and benchmarks). */
    public long boundSkips;
    /** True while both placed hulls are within {@link PlacedHull#withinTableBounds}: signs by {@link FilteredSigns}. */
    private boolean fastSigns;
    /** Shifts of {@link FilteredSigns#sign} for A's edge vectors, B's edge vectors, A's normals, B's normals (set with {@link #fastSigns}). */
    private int shiftEdgeA;
    /** See {@link #shiftEdgeA}. */
    private int shiftEdgeB;
    /** See {@link #shiftEdgeA}. */
    private int shiftNormalA;
    /** See {@link #shiftEdgeA}. */
    private int shiftNormalB;
    /** Shift of the offsets between a vertex of A and one of B (the pair bound's and the arc skip's). */
    private int shiftOffset;
    /** Arcs whose Gauss-map walk was undecided and were tested against every edge of B (a statistic for tests). */
    public long walkFallbacks;
    /** Arcs skipped whole by {@link ArcBound} in {@link #runWalk} (a statistic for tests and benchmarks). */
    public long arcSkips;
    /** False turns the arc skip off (for the tests that compare the edge query with and without it). */
    boolean arcSkipEnabled = true;
    private final ArcBound arcBound = new ArcBound();
    /** The pair bound of the walk (and of {@code BoxBoxSat}'s edge loop). */
    final EdgePairBound pairBound = new EdgePairBound();

    /** Creates an empty result. */
    public EdgeQuery() {
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
        GaussMapSigns signs = this.signs;
        signs.fill(a, b, facesOfA, facesOfB);
        byte[] sab = signs.signsAB;
        byte[] sba = signs.signsBA;
        HullQueryIndex indexB = hb.queryIndex();
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
                if (bounded && fastSigns && pairBound.cannotExceed(a, i, b, j, best)) {
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
     * Returns false when {@link #prepareArcSkip} will certainly turn the arc skip off (disabled
     * for a test); true when it may turn it on. Lets the SAT choose how to run A's face query.
     */
    boolean maySkipArcs() {
        return arcSkipEnabled;
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
            // right shifts that bring each operand of the walk's signs within 2^30 (FilteredSigns):
            // an edge vector is within twice the largest coordinate of its hull
            // A is placed by the identity in the SAT: the hull's own bits, whose magnitudes its index keeps
            long coordinatesA = a.isExact() ? a.hull.queryIndex().vertexMagnitudeBits()
                    : FilteredSigns.magnitudeBits(a.xyz, 3 * a.vertexCount);
            long coordinatesB = FilteredSigns.magnitudeBits(b.xyz, 3 * b.vertexCount);
            long normalBitsA = a.isExact() ? a.hull.queryIndex().normalMagnitudeBits()
                    : FilteredSigns.magnitudeBits(a.normal, 3 * a.faceCount);
            shiftEdgeA = FilteredSigns.shift(coordinatesA, 1);
            shiftEdgeB = FilteredSigns.shift(coordinatesB, 1);
            shiftNormalA = FilteredSigns.shift(normalBitsA, 0);
            shiftNormalB = FilteredSigns.shift(FilteredSigns.magnitudeBits(b.normal, 3 * b.faceCount), 0);
            // the bound's operands: w = n_a + n_b (twice a normal), r = qB - pA (two coordinates)
            shiftOffset = FilteredSigns.shift(coordinatesA | coordinatesB, 1);
            pairBound.setShifts(FilteredSigns.shift(normalBitsA, 1), shiftOffset);
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
        return arcBound.cannotExceed(a, b, i, support, limit);
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

    /** {@link #arcPairs}, with {@code filtered}: the walk's signs by {@link FilteredSigns#sign} (only inside {@link #runWalk}, which sets its shifts). */
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
                int av = filtered ? FilteredSigns.sign(anx, any, anz, vx, vy, vz, shiftNormalA, shiftEdgeB)
                        : sign(anx, any, anz, vx, vy, vz);
                int bv = filtered ? FilteredSigns.sign(bnx, bny, bnz, vx, vy, vz, shiftNormalA, shiftEdgeB)
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
     * random; CPU probe, 128 vertices about 5% faster).
     */
    private int faceSign(PlacedHull b, int f) {
        if (fastSigns) {
            return FilteredSigns.exactSign(b.nx(f), b.ny(f), b.nz(f), arcUx, arcUy, arcUz);
        }
        if (faceStamp[f] == arcStamp) {
            return faceSigns[f];
        }
        int s = sign(b.nx(f), b.ny(f), b.nz(f), arcUx, arcUy, arcUz);
        faceStamp[f] = arcStamp;
        faceSigns[f] = (byte) s;
        return s;
    }

    /** {@link #faceSign} by {@link FilteredSigns#sign}, with the shifts {@link #runWalk} set for these hulls. */
    private int filteredFaceSign(PlacedHull b, int f) {
        return FilteredSigns.sign(b.nx(f), b.ny(f), b.nz(f), arcUx, arcUy, arcUz, shiftNormalB, shiftEdgeA);
    }

    /**
     * Returns the sign of the exact {@code a . b} for operands within {@code [-2^62, 2^62)} (the
     * products stay below {@code 2^124}, their sum below {@code 2^126}: exact in 128 bits), the
     * same value as {@code Fixed.signOfDot3} without its range checks and BigInteger path; the
     * walk uses it only when both placed hulls are {@link PlacedHull#withinTableBounds}.
     */
    private int sign(long ax, long ay, long az, long bx, long by, long bz) {
        return fastSigns ? FilteredSigns.exactSign(ax, ay, az, bx, by, bz) : Fixed.signOfDot3(ax, ay, az, bx, by, bz);
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
        if (edgeA < 0 || d > separation) {
            // only a pair that would be kept is checked: the check never raises a separation
            d = EdgePairAxis.checkedSeparation(a, i, b, j, scratch, d);
        }
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
}
