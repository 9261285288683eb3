package dev.lockstep.collision.internal.sat;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;
import static org.quicktheories.QuickTheory.qt;
import static org.quicktheories.generators.SourceDSL.longs;

import dev.lockstep.collision.internal.narrow.HullScenes;
import dev.lockstep.collision.shape.ConvexHull;
import dev.lockstep.fixedpoint.Fixed;
import dev.lockstep.fixedpoint.Quat;
import dev.lockstep.fixedpoint.Transform;
import dev.lockstep.fixedpoint.Vec3;
import dev.lockstep.fixedpoint.wide.Dot128;
import java.util.Arrays;
import java.util.Random;
import org.junit.jupiter.api.Test;

/**
 * The climbing and walking SAT ({@link HullHullSat#runWalking}) against the scanning one
 * ({@link HullHullSat#runScanning}), the reference: same face supports, same pairs, same bits.
 *
 * <ul>
 *   <li>{@link HullClimber#climbMin}, when it answers, returns the scan's {@link PlacedHull#minVertex}
 *       for every face direction of the other hull, on placed (rounded) and identity hulls.</li>
 *   <li>For every edge of A the Gauss-map walk ({@link GaussMapWalk#arcPairs}), when it decides,
 *       yields exactly the set of B edges the brute-force predicate
 *       ({@link GaussMapPruning#isMinkowskiFace} over all edges of B) accepts.</li>
 *   <li>The whole SAT result (kind, faces, separations, separating flags, edge pair, axis) is bit
 *       for bit the scanning one's, with and without early out.</li>
 * </ul>
 * Scenes: random hulls of 4 to 64 points in the four {@link HullScenes} styles (grid clouds with
 * coplanar faces and parallel edges, random, sphere-like), axis-aligned boxes and prisms in
 * aligned and random poses (zero Gauss-map signs everywhere: the walk must fall back), and
 * random poses. Coverage counters check that walks decide most arcs and that fallbacks happen.
 */
class EdgeWalkProperties {
    private static final long ONE = Fixed.ONE;

    static ConvexHull hull(Random r) {
        switch (r.nextInt(6)) {
            case 0:
                return ConvexHull.box(new Vec3(ONE / 2 + r.nextInt(4) * (ONE / 8), ONE, ONE * 3 / 4));
            case 1:
                return ConvexHull.regularPrism(3 + r.nextInt(30), ONE, ONE / 2 + r.nextInt(4) * (ONE / 8));
            default:
                return HullScenes.randomHull(r, 4 + r.nextInt(60), ONE);
        }
    }

    /** The scales of {@link #scaledScene}, raw: 1/64, 1, 64 and 1024 units. */
    static final long[] SCALES = {ONE / 64, ONE, 64 * ONE, 1024 * ONE};

    /**
     * Two random hulls of 4 to {@code 3 + extraPoints} points at {@code scale} (one of
     * {@link #SCALES}): A placed by the identity, B by a random relative pose within twice the scale.
     */
    static SatWorkspace scaledScene(Random r, long scale, int extraPoints) {
        ConvexHull ha = HullScenes.randomHull(r, 4 + r.nextInt(extraPoints), scale);
        ConvexHull hb = HullScenes.randomHull(r, 4 + r.nextInt(extraPoints), scale);
        SatWorkspace ws = new SatWorkspace();
        ws.relative.setFrom(pose(r, scale), pose(r, 2 * scale));
        ws.a.loadIdentity(ha);
        ws.b.loadTransformed(hb, ws.relative);
        return ws;
    }

    static Transform pose(Random r, long reach) {
        Quat q;
        switch (r.nextInt(6)) {
            case 0:
                q = Quat.IDENTITY;
                break;
            case 1:
                // quarter turns: rotated yet exactly aligned
                q = Quat.fromAxisAngle(r.nextBoolean() ? Vec3.UNIT_Y : Vec3.UNIT_X, Fixed.HALF_PI * (1 + r.nextInt(3)));
                break;
            case 2:
                // nearly aligned: a few ulps to 2^-20 rad off, where rounding decides near-ties
                q = HullScenes.randomRotation(r);
                q = Quat.fromAxisAngle(new Vec3(q.x() | 1, q.y(), q.z()), (r.nextLong() % (1L << 12)) << r.nextInt(2));
                break;
            default:
                q = HullScenes.randomRotation(r);
        }
        return Transform.of(q, new Vec3(r.nextLong() % reach, r.nextLong() % reach, r.nextLong() % reach));
    }

    /** Returns a workspace with a random scene placed: {@link #hull} A by identity, {@link #hull} B by a random relative {@link #pose}. */
    static SatWorkspace placedScene(Random r) {
        ConvexHull ha = hull(r);
        ConvexHull hb = hull(r);
        SatWorkspace ws = new SatWorkspace();
        ws.relative.setFrom(pose(r, ONE), pose(r, 2 * ONE));
        ws.a.loadIdentity(ha);
        ws.b.loadTransformed(hb, ws.relative);
        return ws;
    }

    @Test
    void climbingSupports_equalTheScan() {
        long[] certified = new long[2];
        qt().withFixedSeed(0xC11B_0004L).withExamples(120).forAll(longs().all()).checkAssert(seed -> {
            Random r = new Random(seed);
            SatWorkspace ws = placedScene(r);
            assertTrue(ws.b.climbable);
            HullClimber climber = new HullClimber();
            ClimbResult climb = new ClimbResult();
            for (PlacedHull[] pair : new PlacedHull[][] {{ws.a, ws.b}, {ws.b, ws.a}}) {
                PlacedHull faces = pair[0];
                PlacedHull other = pair[1];
                for (int f = 0; f < faces.faceCount(); f++) {
                    for (int sign = -1; sign <= 1; sign += 2) {
                        long nx = sign * faces.nx(f);
                        long ny = sign * faces.ny(f);
                        long nz = sign * faces.nz(f);
                        int start = r.nextInt(other.vertexCount());
                        int climbed = climber.climbMin(other, start, nx, ny, nz, climb);
                        certified[climbed >= 0 ? 0 : 1]++;
                        if (climbed >= 0) {
                            assertEquals(other.minVertex(nx, ny, nz), climbed, "seed " + seed + " face " + f);
                        }
                    }
                }
            }
        });
        assertTrue(certified[0] > 20 * certified[1] && certified[1] > 0,
                "certified/uncertified climbs " + certified[0] + "/" + certified[1]);
    }

    /**
     * A face query that skipped faces by the bound ({@code runClimbing} without supports, as the
     * contact's SAT runs A's) gives every face its exact support on demand
     * ({@link FaceQuery#exactSupport}): the scan's {@link PlacedHull#minVertex}, and the same
     * face, separation and separating flag as with every support kept.
     */
    @Test
    void issue4_lazySupports_equalTheScan() {
        long[] skipped = new long[1];
        qt().withFixedSeed(0x1A2_0004L).withExamples(120).forAll(longs().all()).checkAssert(seed -> {
            Random r = new Random(seed);
            SatWorkspace ws = placedScene(r);
            FaceQuery lazy = new FaceQuery();
            FaceQuery kept = new FaceQuery();
            SatStats stats = new SatStats();
            lazy.attachStats(stats);
            lazy.runClimbing(ws.a, ws.b, Long.MAX_VALUE, false);
            kept.runClimbing(ws.a, ws.b, Long.MAX_VALUE, true);
            assertEquals(kept.result().face(), lazy.result().face(), "seed " + seed);
            assertEquals(kept.result().separation(), lazy.result().separation(), "seed " + seed);
            assertEquals(kept.result().separating(), lazy.result().separating(), "seed " + seed);
            skipped[0] += stats.faceBoundSkips;
            // last face first: a face made exact early must not disturb the others
            for (int k = 0; k < ws.a.faceCount(); k++) {
                int f = ws.a.faceCount() - 1 - k;
                int s = lazy.exactSupport(f, ws.a, ws.b);
                assertEquals(ws.b.minVertex(ws.a.nx(f), ws.a.ny(f), ws.a.nz(f)), s, "seed " + seed + " face " + f);
            }
        });
        assertTrue(skipped[0] > 1000, "faces skipped by the bound: " + skipped[0]);
    }

    /**
     * {@link HullClimber#climbMinFiltered} (64-bit steps where certain, exact otherwise) returns
     * the scan's {@link PlacedHull#minVertex} from any start, with that vertex's exact sum, on
     * hulls from 1/64 to 1024 units (the shifts follow the magnitudes) in placed and identity
     * frames; every face direction of the other hull and its negation.
     */
    @Test
    void issue4_filteredClimb_equalsTheScan() {
        long[] outcomes = new long[2];
        qt().withFixedSeed(0xF117_C11BL).withExamples(150).forAll(longs().all()).checkAssert(seed -> {
            Random r = new Random(seed);
            long scale = SCALES[r.nextInt(4)];
            ConvexHull ha = r.nextInt(4) == 0 ? hull(r) : HullScenes.randomHull(r, 4 + r.nextInt(60), scale);
            ConvexHull hb = HullScenes.randomHull(r, 4 + r.nextInt(60), scale);
            SatWorkspace ws = new SatWorkspace();
            ws.relative.setFrom(pose(r, scale), pose(r, 2 * scale));
            ws.a.loadIdentity(ha);
            ws.b.loadTransformed(hb, ws.relative);
            HullClimber climber = new HullClimber();
            ClimbResult climb = new ClimbResult();
            for (PlacedHull[] pair : new PlacedHull[][] {{ws.a, ws.b}, {ws.b, ws.a}}) {
                PlacedHull faces = pair[0];
                PlacedHull other = pair[1];
                climber.prepareFiltered(other);
                for (int f = 0; f < faces.faceCount(); f++) {
                    for (int sign = -1; sign <= 1; sign += 2) {
                        long nx = sign * faces.nx(f);
                        long ny = sign * faces.ny(f);
                        long nz = sign * faces.nz(f);
                        int start = r.nextInt(other.vertexCount());
                        long hi = Dot128.high(other.x(start), other.y(start), other.z(start), nx, ny, nz);
                        long lo = Dot128.low(other.x(start), other.y(start), other.z(start), nx, ny, nz);
                        int climbed = climber.climbMinFiltered(other, start, hi, lo, nx, ny, nz, climb);
                        outcomes[climbed >= 0 ? 0 : 1]++;
                        if (climbed >= 0) {
                            String at = "seed " + seed + " face " + f;
                            assertEquals(other.minVertex(nx, ny, nz), climbed, at);
                            assertEquals(Dot128.high(other.x(climbed), other.y(climbed), other.z(climbed), nx, ny, nz),
                                    climb.sumHigh(), at);
                            assertEquals(Dot128.low(other.x(climbed), other.y(climbed), other.z(climbed), nx, ny, nz),
                                    climb.sumLow(), at);
                        }
                    }
                }
            }
        });
        assertTrue(outcomes[0] > 20 * outcomes[1], "certified/uncertified climbs " + outcomes[0] + "/" + outcomes[1]);
    }

    /**
     * {@link HullClimber#climbMinFiltered} with a cutoff (the face query's: a face whose support
     * cannot beat the best so far need not be found): it either returns the scan's minimiser, not
     * cut, or stops at a vertex other than the start whose rounded dot is at most the cutoff, with
     * that vertex's exact sum. Cutoffs at a vertex's rounded dot or one below it, up to the start's.
     */
    @Test
    void issue4_filteredClimbWithCutoff_stopsOnlyAtOrBelowIt() {
        long[] outcomes = new long[3];      // cut, climbed to the minimum, uncertified
        qt().withFixedSeed(0xC07_0FFL).withExamples(150).forAll(longs().all()).checkAssert(seed -> {
            Random r = new Random(seed);
            SatWorkspace ws = scaledScene(r, SCALES[r.nextInt(4)], 60);
            PlacedHull other = ws.b;
            HullClimber climber = new HullClimber();
            ClimbResult climb = new ClimbResult();
            climber.prepareFiltered(other);
            for (int f = 0; f < ws.a.faceCount(); f++) {
                long nx = ws.a.nx(f);
                long ny = ws.a.ny(f);
                long nz = ws.a.nz(f);
                int start = r.nextInt(other.vertexCount());
                long hi = Dot128.high(other.x(start), other.y(start), other.z(start), nx, ny, nz);
                long lo = Dot128.low(other.x(start), other.y(start), other.z(start), nx, ny, nz);
                long min = other.dot(other.minVertex(nx, ny, nz), nx, ny, nz);
                long fromStart = other.dot(start, nx, ny, nz);
                // a vertex's own rounded dot, or one below it: the cases where stopping at the
                // boundary, or one past it, would show
                long cutoff = other.dot(r.nextInt(other.vertexCount()), nx, ny, nz) - r.nextInt(2);
                if (cutoff > fromStart) {
                    cutoff = min - 1 + r.nextInt(2);
                }
                int climbed = climber.climbMinFiltered(other, start, hi, lo, nx, ny, nz, cutoff, climb);
                String at = "seed " + seed + " face " + f + " cutoff " + cutoff;
                if (climbed < 0) {
                    outcomes[2]++;
                    continue;
                }
                assertEquals(Dot128.high(other.x(climbed), other.y(climbed), other.z(climbed), nx, ny, nz), climb.sumHigh(), at);
                assertEquals(Dot128.low(other.x(climbed), other.y(climbed), other.z(climbed), nx, ny, nz), climb.sumLow(), at);
                if (climb.stoppedAtCutoff()) {
                    outcomes[0]++;
                    assertTrue(climbed != start, at);
                    assertTrue(other.dot(climbed, nx, ny, nz) <= cutoff, at);
                } else {
                    outcomes[1]++;
                    assertEquals(other.minVertex(nx, ny, nz), climbed, at);
                }
            }
        });
        assertTrue(outcomes[0] > 1000 && outcomes[1] > 200, "cut/minimum/uncertified " + java.util.Arrays.toString(outcomes));
    }

    /**
     * The walk must stay inside its contract for any start and end vertices, even ones that are
     * not the faces' supports (a placement whose rounding misleads it): it returns -1 or at most
     * {@code edgeCount} pairs, and never writes past an {@code edgeCount}-long buffer. A walk
     * crosses each of B's edges at most once, so anything longer is undecided.
     */
    @Test
    void walkFromAnyVertices_staysWithinEdgeCount() {
        long[] outcomes = new long[2];
        qt().withFixedSeed(0xA4C5_0004L).withExamples(150).forAll(longs().all()).checkAssert(seed -> {
            Random r = new Random(seed);
            SatWorkspace ws = placedScene(r);
            ConvexHull ha = ws.a.hull();
            ConvexHull hb = ws.b.hull();
            int[] support = new int[ha.faceCount()];
            int[] walked = new int[hb.edgeCount()];
            EdgeQuery q = new EdgeQuery();
            q.walk().prepare(ws.a, ws.b);
            for (int i = 0; i < ha.edgeCount(); i++) {
                for (int f = 0; f < support.length; f++) {
                    support[f] = r.nextInt(hb.vertexCount());
                }
                int n = q.walk().arcPairs(ws.a, ws.b, i, support, walked);
                assertTrue(n >= -1 && n <= hb.edgeCount(), "seed " + seed + " edge " + i + ": " + n);
                outcomes[n < 0 ? 0 : 1]++;
            }
        });
        assertTrue(outcomes[0] > 100 && outcomes[1] > 100, "undecided/decided " + outcomes[0] + "/" + outcomes[1]);
    }

    @Test
    void walkedPairs_equalTheBruteForcePairs() {
        long[] arcs = new long[3];
        qt().withFixedSeed(0x3A1C_0004L).withExamples(150).forAll(longs().all()).checkAssert(seed -> {
            Random r = new Random(seed);
            SatWorkspace ws = placedScene(r);
            ConvexHull ha = ws.a.hull();
            ConvexHull hb = ws.b.hull();
            ws.faceA.run(ws.a, ws.b, Long.MAX_VALUE);
            int[] walked = new int[hb.edgeCount()];
            int[] brute = new int[hb.edgeCount()];
            EdgeQuery q = new EdgeQuery();
            for (int i = 0; i < ha.edgeCount(); i++) {
                int n = q.walk().arcPairs(ws.a, ws.b, i, ws.faceA.support, walked);
                int m = 0;
                for (int j = 0; j < hb.edgeCount(); j++) {
                    if (isMinkowski(ws, i, j)) {
                        brute[m++] = j;
                    }
                }
                int m2 = q.walk().arcPairsBruteForce(ws.a, ws.b, i, walked.clone());
                assertEquals(m, m2, "arcPairsBruteForce count, seed " + seed + " edge " + i);
                if (n < 0) {
                    arcs[2]++;
                    continue;
                }
                arcs[n == 0 ? 0 : 1]++;
                int[] w = Arrays.copyOf(walked, n);
                Arrays.sort(w);
                assertArrayEquals(Arrays.copyOf(brute, m), w, "seed " + seed + " edge " + i);
            }
        });
        assertTrue(arcs[1] > 500 && arcs[0] > 500 && arcs[2] > 20 && arcs[2] < (arcs[0] + arcs[1]) / 2,
                "empty/crossing/undecided arcs " + arcs[0] + "/" + arcs[1] + "/" + arcs[2]);
    }

    @Test
    void walkingSat_equalsScanningSat_bitForBit() {
        long[] kinds = new long[4];
        long[] skips = new long[4];
        qt().withFixedSeed(0x5A7_3A1CL).withExamples(200).forAll(longs().all()).checkAssert(seed -> {
            Random r = new Random(seed);
            ConvexHull ha = hull(r);
            ConvexHull hb = hull(r);
            Transform ta = pose(r, ONE);
            Transform tb = pose(r, 2 * ONE);
            for (long stop : new long[] {Long.MAX_VALUE, 0, ONE / 16}) {
                SatWorkspace scan = new SatWorkspace();
                SatWorkspace walk = new SatWorkspace();
                for (SatWorkspace ws : new SatWorkspace[] {scan, walk}) {
                    ws.relative.setFrom(ta, tb);
                    ws.a.loadIdentity(ha);
                    ws.b.loadTransformed(hb, ws.relative);
                }
                SatStats edgeStats = new SatStats();
                SatStats faceStatsA = new SatStats();
                SatStats faceStatsB = new SatStats();
                walk.edge.attachStats(edgeStats);
                walk.faceA.attachStats(faceStatsA);
                walk.faceB.attachStats(faceStatsB);
                int k1 = HullHullSat.runScanning(scan, stop);
                int k2 = HullHullSat.runWalking(walk, stop);
                skips[0] += edgeStats.edgeBoundSkips;
                skips[1] += faceStatsB.faceBoundSkips;
                skips[2] += edgeStats.walkFallbacks;
                skips[3] += faceStatsA.climbFallbacks + faceStatsB.climbFallbacks;
                String at = "seed " + seed + " stop " + stop;
                assertEquals(k1, k2, at);
                kinds[k1]++;
                assertEquals(scan.faceA.result().face(), walk.faceA.result().face(), at);
                assertEquals(scan.faceA.result().separation(), walk.faceA.result().separation(), at);
                assertEquals(scan.faceA.result().separating(), walk.faceA.result().separating(), at);
                if (!scan.faceA.result().separating()) {
                    assertEquals(scan.faceB.result().face(), walk.faceB.result().face(), at);
                    assertEquals(scan.faceB.result().separation(), walk.faceB.result().separation(), at);
                    assertEquals(scan.faceB.result().separating(), walk.faceB.result().separating(), at);
                }
                if (!scan.faceA.result().separating() && !scan.faceB.result().separating()) {
                    assertEquals(scan.edge.result().edgeA(), walk.edge.result().edgeA(), at);
                    assertEquals(scan.edge.result().edgeB(), walk.edge.result().edgeB(), at);
                    assertEquals(scan.edge.result().separation(), walk.edge.result().separation(), at);
                    assertEquals(scan.edge.result().separating(), walk.edge.result().separating(), at);
                    assertEquals(scan.edge.result().axisX(), walk.edge.result().axisX(), at);
                    assertEquals(scan.edge.result().axisY(), walk.edge.result().axisY(), at);
                    assertEquals(scan.edge.result().axisZ(), walk.edge.result().axisZ(), at);
                }
            }
        });
        assertTrue(kinds[HullHullSat.SEPARATED] > 60 && kinds[HullHullSat.FACE_A] + kinds[HullHullSat.FACE_B] > 60
                && kinds[HullHullSat.EDGE] > 10, "separated/faceA/faceB/edge " + Arrays.toString(kinds));
        // the shortcuts and fallbacks were all exercised while the bits stayed equal
        assertTrue(skips[0] > 100 && skips[1] > 100 && skips[2] > 5 && skips[3] > 5,
                "edge bound skips / face bound skips / walk fallbacks / climb fallbacks " + Arrays.toString(skips));
    }

    private static boolean isMinkowski(SatWorkspace ws, int i, int j) {
        PlacedHull a = ws.a;
        PlacedHull b = ws.b;
        ConvexHull ha = a.hull();
        ConvexHull hb = b.hull();
        int fa = ha.edgeFaceA(i);
        int fb = ha.edgeFaceB(i);
        int fc = hb.edgeFaceA(j);
        int fd = hb.edgeFaceB(j);
        long ux = a.x(ha.edgeVertexB(i)) - a.x(ha.edgeVertexA(i));
        long uy = a.y(ha.edgeVertexB(i)) - a.y(ha.edgeVertexA(i));
        long uz = a.z(ha.edgeVertexB(i)) - a.z(ha.edgeVertexA(i));
        long vx = b.x(hb.edgeVertexB(j)) - b.x(hb.edgeVertexA(j));
        long vy = b.y(hb.edgeVertexB(j)) - b.y(hb.edgeVertexA(j));
        long vz = b.z(hb.edgeVertexB(j)) - b.z(hb.edgeVertexA(j));
        return GaussMapPruning.isMinkowskiFace(a.nx(fa), a.ny(fa), a.nz(fa), a.nx(fb), a.ny(fb), a.nz(fb), ux, uy, uz,
                b.nx(fc), b.ny(fc), b.nz(fc), b.nx(fd), b.ny(fd), b.nz(fd), vx, vy, vz);
    }
}
