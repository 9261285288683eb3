package dev.lockstep.collision.internal.sat;

import dev.lockstep.fixedpoint.Fixed;
import dev.lockstep.fixedpoint.wide.Int128;

/**
 * Hull-vs-hull separating axis test (seed 001, "Hull vs Hull: The Separating Axis Test" and
 * "Contact Creation"), on two hulls already placed in A's frame.
 *
 * <pre>
 *   faceA = FaceQuery(faces of A, B);  if faceA.separation &gt; stop: SEPARATED
 *   faceB = FaceQuery(faces of B, A);  if faceB.separation &gt; stop: SEPARATED
 *   edge  = EdgeQuery(A, B) over Minkowski-face pairs only;  if edge.separation &gt; stop: SEPARATED
 *   otherwise choose the contact feature with the flip-flop bias:
 *     face = faceA, unless faceB.separation &gt; bias(faceA.separation)      (A's face preferred)
 *     EDGE if edge.separation &gt; bias(face.separation), else FACE_A / FACE_B
 *   bias(p) = Fixed.mulDiv(p, 243, 256) + FLIP_FLOP_ABSOLUTE             (SatConstants)
 * </pre>
 * {@code stop} is the caller's contact distance: shapes separated by up to it still get a
 * (speculative) manifold. Early out on the first separating axis, in the order above.
 *
 * <p>Two implementations with the same result bits: {@link #runScanning} (vertex scans, all edge
 * pairs) and {@link #runWalking} (certified climbs over the vertex adjacency, Gauss-map walks);
 * {@link #run} picks by {@link #WALK_MIN_EDGE_PAIRS}.
 */
public final class HullHullSat {
    /** No contact: some axis separates by more than the contact distance. */
    public static final int SEPARATED = 0;
    /** Contact on a face of A (reference face on A). */
    public static final int FACE_A = 1;
    /** Contact on a face of B (reference face on B). */
    public static final int FACE_B = 2;
    /** Contact between an edge of A and an edge of B. */
    public static final int EDGE = 3;

    private HullHullSat() {
    }

    /**
     * Runs the SAT on {@code ws.a} and {@code ws.b} (already placed; B's faces may be left to
     * {@link PlacedHull#placeDeferredFaces}, which the SAT calls once A's faces have not separated)
     * and returns one of
     * {@link #SEPARATED}, {@link #FACE_A}, {@link #FACE_B}, {@link #EDGE}; the queries in
     * {@code ws} hold the features. When SEPARATED, the separating axis is the query whose
     * {@code separating} flag is set (face A, then face B, then edge).
     */
    public static int run(SatWorkspace ws, long contactDistance) {
        return (long) ws.a.hull.edgeCount() * ws.b.hull.edgeCount() >= WALK_MIN_EDGE_PAIRS && ws.b.climbable
                ? runWalking(ws, contactDistance) : runScanning(ws, contactDistance);
    }

    /**
     * Number of edge pairs {@code E_A x E_B} from which {@link #run} uses {@link #runWalking}:
     * 256. Both strategies return the same bits; below it (box-box: 144 pairs; box against an
     * 8-point hull: 216) the scans' shared sign tables, opposite-face passes and parallel-edge
     * classes cost less than climbing and walking. Measured (SAT alone, thread CPU time,
     * scanning vs walking interleaved, load 6-7): box-box 1.7 vs 3.5 us; random
     * 8-point sphere-like hulls (about 324 pairs) 2.4 vs 2.1 us; 12 points (about 900) 11.0 vs
     * 5.6 us; 20 points 32 vs 15 us; 32 points 103 vs 38 us.
     */
    public static final int WALK_MIN_EDGE_PAIRS = 256;

    /**
     * The SAT by scans: face queries that test every vertex and keep the exact vertex-normal sums,
     * and an edge query over all edge pairs with Gauss-map signs read off those sums;
     * {@code O(F_A V_B + F_B V_A + E_A E_B)}. The reference for {@link #runWalking}.
     */
    public static int runScanning(SatWorkspace ws, long contactDistance) {
        ws.faceA.run(ws.a, ws.b, contactDistance);
        ws.faceB.result().setSeparating(false);
        ws.edge.result().setSeparating(false);
        if (ws.faceA.result().separating()) {
            return SEPARATED;
        }
        ws.b.placeDeferredFaces();      // B's faces from here on (PlacedHull#loadTransformedDeferred)
        ws.faceB.run(ws.b, ws.a, contactDistance);
        if (ws.faceB.result().separating()) {
            return SEPARATED;
        }
        ws.edge.run(ws.a, ws.b, contactDistance, ws.faceA, ws.faceB);
        if (ws.edge.result().separating()) {
            return SEPARATED;
        }
        return choose(ws.faceA.result(), ws.faceB.result(), ws.edge.result());
    }

    /**
     * The SAT by climbing and walking, same bits as {@link #runScanning}: face supports by
     * certified descent over the vertex adjacency ({@link FaceQuery#runClimbing}), edge pairs by
     * walking B's Gauss map along each edge arc of A ({@link EdgeQuery#runWalk}); about
     * {@code O((F_A + F_B) c + E_A k)} for climbs of {@code c} steps and walks of {@code k}
     * crossings. Falls back to {@link #runScanning} when B's placement is not climbable.
     */
    public static int runWalking(SatWorkspace ws, long contactDistance) {
        if (!ws.b.climbable) {
            return runScanning(ws, contactDistance);
        }
        ws.faceA.runClimbing(ws.a, ws.b, contactDistance, true);
        ws.faceB.result().setSeparating(false);
        ws.edge.result().setSeparating(false);
        if (ws.faceA.result().separating()) {
            return SEPARATED;
        }
        ws.b.placeDeferredFaces();      // B's faces from here on (PlacedHull#loadTransformedDeferred)
        ws.faceB.runClimbing(ws.b, ws.a, contactDistance, false);
        if (ws.faceB.result().separating()) {
            return SEPARATED;
        }
        ws.edge.runWalk(ws.a, ws.b, contactDistance, ws.faceA);
        if (ws.edge.result().separating()) {
            return SEPARATED;
        }
        return choose(ws.faceA.result(), ws.faceB.result(), ws.edge.result());
    }

    /**
     * {@link #run} for a caller that reads only what the contact needs: the returned kind, A's
     * face query, B's when it returns {@link #FACE_B} or B's face separates, and the edge query's
     * fields when it returns {@link #EDGE} or an edge pair separates; all of those are the same as
     * {@link #run}'s, bit for bit. Candidates at or below the flip-flop threshold they would have
     * to exceed are skipped: B's faces below the bias of A's ({@link FaceQuery#runClimbingAbove}),
     * edge pairs below the bias of the chosen face ({@link EdgeQuery#runWalkAbove}); so when they
     * lose, B's face query and the edge query may hold other fields than {@link #run}'s (at or
     * below their threshold, never used). Checked by {@code SatForContactProperties}.
     */
    public static int runForContact(SatWorkspace ws, long contactDistance) {
        return runForContact(ws, contactDistance, null);
    }

    /**
     * {@link #runForContact(SatWorkspace, long)} warm-started by {@code seeds} (null: none), the
     * same result bits: both face queries start from the seeds' vertices and decide the seeds'
     * faces first ({@link SatSeeds}; proof in {@link FaceQuery}), so under a small change of the
     * relative pose most faces are ruled out by one rounded dot and the arc skip of the edge
     * query reads nearly exact supports. Seeds recorded for other hulls, and the scanning SAT,
     * ignore them. {@code SeededSatProperties} compares it with the unseeded query.
     */
    public static int runForContact(SatWorkspace ws, long contactDistance, SatSeeds seeds) {
        if ((long) ws.a.hull.edgeCount() * ws.b.hull.edgeCount() < WALK_MIN_EDGE_PAIRS || !ws.b.climbable) {
            return runScanning(ws, contactDistance);
        }
        boolean seeded = seeds != null && seeds.canSeed(ws.a.hull, ws.b.hull);
        if (seeded) {
            seeds.countRun();
            seeds.advance(ws);
        }
        // supports only where needed: the edge query skips most arcs, so a face of A that cannot
        // beat the best so far keeps its climb's start vertex (the walk makes the ends of the arcs
        // it walks exact on demand); with the skip off (tests) every face is climbed right away.
        // Seeded, the carried bounds may decide the query with one climb (FaceQuery#runSeedOnly)
        boolean keepSupports = !ws.edge.maySkipArcs();
        if (seeded && !keepSupports && ws.faceA.runSeedOnly(ws.a, ws.b, contactDistance, false, 0, seeds.facesOfA)) {
            seeds.countBounded(false);
        } else {
            ws.faceA.runClimbingSeeded(ws.a, ws.b, contactDistance, keepSupports, false, 0,
                    seeded ? seeds.facesOfA : null);
        }
        ws.faceB.result().setSeparating(false);
        ws.edge.result().setSeparating(false);
        if (ws.faceA.result().separating()) {
            return SEPARATED;
        }
        ws.b.placeDeferredFaces();      // B's faces from here on (PlacedHull#loadTransformedDeferred)
        // B's face is chosen only above the bias of A's
        long floorB = Math.min(bias(ws.faceA.result().separation()), contactDistance);
        if (seeded && ws.faceB.runSeedOnly(ws.b, ws.a, contactDistance, true, floorB, seeds.facesOfB)) {
            seeds.countBounded(true);
        } else {
            ws.faceB.runClimbingSeeded(ws.b, ws.a, contactDistance, false, true, floorB,
                    seeded ? seeds.facesOfB : null);
        }
        if (ws.faceB.result().separating()) {
            return SEPARATED;
        }
        // the face choose() keeps (a face of B at or below the bias never is); an edge pair must
        // exceed its bias to be chosen
        long sepA = ws.faceA.result().separation();
        long sepB = ws.faceB.result().separation();
        long face = sepB > bias(sepA) ? sepB : sepA;
        ws.edge.runWalkAbove(ws.a, ws.b, contactDistance, ws.faceA, bias(face));
        if (ws.edge.result().separating()) {
            return SEPARATED;
        }
        return choose(ws.faceA.result(), ws.faceB.result(), ws.edge.result());
    }

    /**
     * Returns the contact kind for the given query separations, applying the flip-flop bias (see
     * the class description). Pure; exposed for tests.
     */
    public static int choose(long faceASeparation, long faceBSeparation, boolean hasEdge, long edgeSeparation) {
        return choose(faceASeparation, faceBSeparation, hasEdge, edgeSeparation, SatConstants.FLIP_FLOP_RELATIVE_NUM,
                SatConstants.FLIP_FLOP_ABSOLUTE);
    }

    /** {@link #choose(long, long, boolean, long)} on the results of the three queries. */
    static int choose(FaceResult facesOfA, FaceResult facesOfB, EdgeResult edge) {
        return choose(facesOfA.separation(), facesOfB.separation(), edge.found(), edge.separation());
    }

    /**
     * {@link #choose(long, long, boolean, long)} with the bias's relative numerator (over
     * {@link SatConstants#FLIP_FLOP_RELATIVE_DEN}) and absolute part given: {@code (256, 0)} is
     * no bias at all (plain largest separation, ties to A's face, then to faces). For the tests
     * that show what the bias prevents (seed 001, "Feature Flip-Flop"); the SAT always uses the
     * constants.
     */
    static int choose(long faceASeparation, long faceBSeparation, boolean hasEdge, long edgeSeparation, long relativeNum,
            long absolute) {
        int kind = FACE_A;
        long face = faceASeparation;
        if (faceBSeparation > bias(faceASeparation, relativeNum, absolute)) {
            kind = FACE_B;
            face = faceBSeparation;
        }
        if (hasEdge && edgeSeparation > bias(face, relativeNum, absolute)) {
            kind = EDGE;
        }
        return kind;
    }

    /** Returns {@code p * 243/256 + FLIP_FLOP_ABSOLUTE}: the value a challenger must exceed. */
    public static long bias(long p) {
        return bias(p, SatConstants.FLIP_FLOP_RELATIVE_NUM, SatConstants.FLIP_FLOP_ABSOLUTE);
    }

    private static long bias(long p, long relativeNum, long absolute) {
        return Fixed.add(scaled(p, relativeNum), absolute);
    }

    /**
     * Returns {@code Fixed.mulDiv(p, num, FLIP_FLOP_RELATIVE_DEN)}, the same bits: the
     * denominator is {@code 2^8}, so the quotient is the exact 128-bit product shifted right by 8
     * and rounded to nearest, ties to even (mulDiv rounds the magnitude the same way, and that
     * rule is symmetric under negation), without mulDiv's 128-bit division. For
     * {@code 0 <= num <= 256} the result is within {@code |p|}, so it always fits; other
     * numerators (none in use) take mulDiv itself. {@code FlipFlopBiasProperties} checks it.
     */
    static long scaled(long p, long num) {
        if (SatConstants.FLIP_FLOP_RELATIVE_DEN != 1L << 8 || num < 0 || num > 1L << 8) {
            return Fixed.mulDiv(p, num, SatConstants.FLIP_FLOP_RELATIVE_DEN);
        }
        return Int128.roundedShiftRight(Int128.productHigh(p, num), Int128.productLow(p, num), 8);
    }
}
