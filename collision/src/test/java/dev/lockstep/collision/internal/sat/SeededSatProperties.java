package dev.lockstep.collision.internal.sat;

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
import java.util.Arrays;
import java.util.Random;
import org.junit.jupiter.api.Test;

/**
 * Issue 20, the pair cache's tier for a touching pair that turns: the SAT for a contact
 * warm-started by the last query's supports and kept faces
 * ({@link HullHullSat#runForContact(SatWorkspace, long, SatSeeds)}) against the same SAT without
 * seeds, over random sequences of a turning and sliding pair (random hulls of 8, 20, 32 and 128
 * points in the {@code HullScenes} styles, grid hulls with exact ties among them, boxes and
 * prisms; turns of {@code 2^-14}, {@code 2^-11}, {@code 2^-7}, {@code 2^-3} and 1 rad a query;
 * contact distances 0, {@code 2^-8} and unbounded): the same kind and, bit for bit, every field
 * the contact and the cache read. Coverage: the seeded query ran on most queries, every kind
 * occurred on seeded queries, and the seeds ruled out more faces than the unseeded query did (so
 * the test fails when the seed never does anything).
 */
class SeededSatProperties {
    private static final long ONE = Fixed.ONE;
    private static final long[] STEPS = {ONE >> 14, ONE >> 11, ONE >> 7, ONE >> 3, ONE};

    @Test
    void issue20_seededSat_equalsUnseeded_overTurningSequences() {
        long[] kinds = new long[4];
        long[] counts = new long[4];   // seeded runs, queries, seeded face skips, unseeded face skips
        qt().withFixedSeed(0x5EED_0020_5EEDL).withExamples(80).forAll(longs().all()).checkAssert(seed -> {
            Random r = new Random(seed);
            ConvexHull ha = hull(r);
            ConvexHull hb = hull(r);
            long step = STEPS[r.nextInt(STEPS.length)];
            long stop = new long[] {0, ONE >> 8, Long.MAX_VALUE}[r.nextInt(3)];
            Transform ta = Transform.of(HullScenes.randomRotation(r), new Vec3(r.nextLong() % ONE, 0, 0));
            // B about one unit from A along a random direction: overlapping, touching or apart
            Vec3 offset = new Vec3(ONE / 2 + (r.nextLong() & (ONE - 1)), r.nextLong() % (ONE / 2), r.nextLong() % (ONE / 2));
            Transform tb = Transform.of(HullScenes.randomRotation(r), ta.translation().add(offset));
            Quat turn = Quat.fromAxisAngle(new Vec3(r.nextInt(5) - 2L << 30, ONE, r.nextInt(5) - 2L << 30), step);
            Vec3 slide = new Vec3(r.nextLong() % (ONE >> 9), r.nextLong() % (ONE >> 9), r.nextLong() % (ONE >> 9));
            SatWorkspace plain = new SatWorkspace();
            SatWorkspace seeded = new SatWorkspace();
            SatStats plainStats = new SatStats();
            SatStats seededStats = new SatStats();
            plain.faceA.attachStats(plainStats);
            plain.faceB.attachStats(plainStats);
            seeded.faceA.attachStats(seededStats);
            seeded.faceB.attachStats(seededStats);
            SatSeeds seeds = new SatSeeds();
            for (int tick = 0; tick < 24; tick++) {
                String at = "seed " + seed + " tick " + tick + " stop " + stop;
                place(plain, ha, ta, hb, tb);
                place(seeded, ha, ta, hb, tb);
                long skipsBefore = seededStats.faceBoundSkips;
                long plainBefore = plainStats.faceBoundSkips;
                long runsBefore = seeds.seededRuns();
                int k1 = HullHullSat.runForContact(plain, stop);
                int k2 = HullHullSat.runForContact(seeded, stop, seeds);
                assertSameForContact(plain, seeded, k1, k2, at);
                if (seeds.seededRuns() > runsBefore) {
                    counts[0]++;
                    kinds[k2]++;
                    counts[2] += seededStats.faceBoundSkips - skipsBefore;
                    counts[3] += plainStats.faceBoundSkips - plainBefore;
                }
                counts[1]++;
                seeds.record(seeded, k2);
                tb = Transform.of(turn.multiply(tb.rotation()).normalize(), tb.translation().add(slide));
                if (r.nextInt(4) == 0) {
                    ta = Transform.of(turn.conjugate().multiply(ta.rotation()).normalize(), ta.translation());
                }
            }
        });
        String all = "seeded runs/queries/seeded skips/plain skips " + Arrays.toString(counts) + " kinds "
                + Arrays.toString(kinds);
        assertTrue(counts[0] >= counts[1] / 2, all);
        for (int kind = HullHullSat.SEPARATED; kind <= HullHullSat.EDGE; kind++) {
            assertTrue(kinds[kind] >= 10, all);
        }
        assertTrue(counts[2] > counts[3] + counts[0], all);
    }

    /**
     * The seed changes no bit whatever it holds: on tie-heavy scenes (boxes, prisms and grid
     * hulls, placed aligned, by quarter turns or randomly, at grid offsets, so several faces often
     * share the exact maximum) every query is rerun with random seeds (a random face per side, a
     * random vertex per face) and gives the unseeded query's fields. Coverage: seeds whose face
     * ties the result's and comes after it (where a seed floor that let ties win would change the
     * face) occur, and so do seeds of a face other than the result's.
     */
    @Test
    void issue20_anySeed_givesTheSameBits_tiesIncluded() {
        long[] counts = new long[3];   // seeded runs, later seed face tying the result, seed face not the result
        qt().withFixedSeed(0x5EED_0020_71E5L).withExamples(150).forAll(longs().all()).checkAssert(seed -> {
            Random r = new Random(seed);
            ConvexHull ha = tieHull(r);
            ConvexHull hb = tieHull(r);
            if ((long) ha.edgeCount() * hb.edgeCount() < HullHullSat.WALK_MIN_EDGE_PAIRS) {
                return;     // the scanning SAT takes no seeds
            }
            Transform ta = Transform.of(EdgeWalkProperties.pose(r, ONE).rotation(), Vec3.ZERO);
            Transform tb = Transform.of(r.nextBoolean() ? ta.rotation() : EdgeWalkProperties.pose(r, ONE).rotation(),
                    new Vec3((r.nextInt(9) - 4) * (ONE / 4), (r.nextInt(9) - 4) * (ONE / 4), (r.nextInt(9) - 4) * (ONE / 4)));
            long stop = new long[] {0, ONE >> 8, Long.MAX_VALUE}[r.nextInt(3)];
            SatWorkspace plain = new SatWorkspace();
            place(plain, ha, ta, hb, tb);
            int k1 = HullHullSat.runForContact(plain, stop);
            SatSeeds seeds = new SatSeeds();
            SatWorkspace seeded = new SatWorkspace();
            for (int trial = 0; trial < 6; trial++) {
                seeded.relative.set(plain.relative);
                seeded.a.loadIdentity(ha);
                seeded.b.loadTransformedDeferred(hb, seeded.relative);
                // valid seeds for these hulls, then overwritten at random
                seeds.record(seeded.faceA.supportRows == 0 ? plain : seeded, HullHullSat.FACE_A);
                if (!seeds.canSeed(ha, hb)) {
                    return;
                }
                randomize(r, seeds.facesOfA, ha.faceCount(), hb.vertexCount());
                randomize(r, seeds.facesOfB, hb.faceCount(), ha.vertexCount());
                if (trial == 0 && !plain.faceA.result().separating()) {
                    // a later face tying the result's: the tie rule's case
                    for (int f = plain.faceA.result().face() + 1; f < ha.faceCount(); f++) {
                        if (FaceQuery.faceSeparation(plain.a, f, plain.b) == plain.faceA.result().separation()) {
                            seeds.facesOfA.face = f;
                            counts[1]++;
                            break;
                        }
                    }
                }
                int w = seeds.facesOfA.face;
                int k2 = HullHullSat.runForContact(seeded, stop, seeds);
                assertSameForContact(plain, seeded, k1, k2, "seed " + seed + " trial " + trial + " stop " + stop);
                counts[0]++;
                if (w != plain.faceA.result().face()) {
                    counts[2]++;
                }
            }
        });
        String all = "runs/later tying seed/other seed face " + Arrays.toString(counts);
        assertTrue(counts[0] >= 300 && counts[1] >= 5 && counts[2] >= 200, all);
    }

    private static void randomize(Random r, SatSeeds.Side side, int faces, int vertices) {
        // the carried bounds are a proof about the recorded face, not a hint: another face drops them
        side.boundsValid = false;
        side.face = r.nextInt(faces);
        for (int f = 0; f < faces; f++) {
            side.vertex[f] = r.nextInt(vertices);
        }
    }

    /** Boxes, prisms and grid hulls (coordinates on a quarter-unit grid): exact ties among face separations. */
    private static ConvexHull tieHull(Random r) {
        switch (r.nextInt(3)) {
            case 0:
                return ConvexHull.box(new Vec3(ONE / 2, ONE / 2 + r.nextInt(2) * (ONE / 4), ONE / 2));
            case 1:
                return ConvexHull.regularPrism(4 + 4 * r.nextInt(4), ONE / 2, ONE / 2);
            default:
                long[] xyz = new long[3 * (12 + r.nextInt(20))];
                for (int i = 0; i < xyz.length; i++) {
                    xyz[i] = (r.nextInt(5) - 2) * (ONE / 4);
                }
                try {
                    return dev.lockstep.collision.shape.HullBuilder.build(xyz);
                } catch (RuntimeException e) {
                    return ConvexHull.box(new Vec3(ONE / 2, ONE / 2, ONE / 2));
                }
        }
    }

    /** Asserts what {@link SatForContactProperties} asserts of the contact's SAT: the same kind and every field it reads. */
    /** Places A in its own frame and B relative to it, as the contact query does before its SAT. */
    static void place(SatWorkspace ws, ConvexHull ha, Transform ta, ConvexHull hb, Transform tb) {
        ws.relative.setFrom(ta, tb);
        ws.a.loadIdentity(ha);
        ws.b.loadTransformedDeferred(hb, ws.relative);
    }

    static void assertSameForContact(SatWorkspace expected, SatWorkspace actual, int k1, int k2, String at) {
        assertEquals(k1, k2, at);
        assertEquals(expected.faceA.result().separating(), actual.faceA.result().separating(), at);
        assertEquals(expected.faceA.result().face(), actual.faceA.result().face(), at);
        assertEquals(expected.faceA.result().separation(), actual.faceA.result().separation(), at);
        if (expected.faceA.result().separating()) {
            return;
        }
        assertEquals(expected.faceB.result().separating(), actual.faceB.result().separating(), at);
        if (k1 == HullHullSat.FACE_B || expected.faceB.result().separating()) {
            assertEquals(expected.faceB.result().face(), actual.faceB.result().face(), at);
            assertEquals(expected.faceB.result().separation(), actual.faceB.result().separation(), at);
        }
        if (expected.faceB.result().separating()) {
            return;
        }
        assertEquals(expected.edge.result().separating(), actual.edge.result().separating(), at);
        if (k1 == HullHullSat.EDGE || expected.edge.result().separating()) {
            assertEquals(expected.edge.result().edgeA(), actual.edge.result().edgeA(), at);
            assertEquals(expected.edge.result().edgeB(), actual.edge.result().edgeB(), at);
            assertEquals(expected.edge.result().separation(), actual.edge.result().separation(), at);
            assertEquals(expected.edge.result().axisX(), actual.edge.result().axisX(), at);
            assertEquals(expected.edge.result().axisY(), actual.edge.result().axisY(), at);
            assertEquals(expected.edge.result().axisZ(), actual.edge.result().axisZ(), at);
        }
    }

    /** Random hulls of 8, 20, 32 or 128 points (every {@code HullScenes} style), boxes and prisms. */
    private static ConvexHull hull(Random r) {
        switch (r.nextInt(7)) {
            case 0:
                return ConvexHull.box(new Vec3(ONE / 2 + r.nextInt(4) * (ONE / 8), ONE / 2, ONE * 3 / 8));
            case 1:
                return ConvexHull.regularPrism(5 + r.nextInt(20), ONE / 2, ONE / 4 + r.nextInt(4) * (ONE / 8));
            case 2:
                return HullScenes.randomHull(r, 8, ONE / 2);
            case 3:
                return HullScenes.randomHull(r, 20, ONE / 2);
            case 4:
            case 5:
                return HullScenes.randomHull(r, 32, ONE / 2);
            default:
                return HullScenes.randomHull(r, 128, ONE / 2);
        }
    }
}
