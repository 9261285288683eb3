package dev.lockstep.collision.internal.sat;

import static org.junit.jupiter.api.Assertions.assertTrue;
import static org.quicktheories.QuickTheory.qt;
import static org.quicktheories.generators.SourceDSL.longs;

import dev.lockstep.collision.internal.narrow.HullScenes;
import dev.lockstep.collision.shape.ConvexHull;
import dev.lockstep.collision.shape.HullBuilder;
import dev.lockstep.fixedpoint.Fixed;
import dev.lockstep.fixedpoint.Quat;
import dev.lockstep.fixedpoint.Transform;
import dev.lockstep.fixedpoint.Vec3;
import java.util.Arrays;
import java.util.Random;

import org.junit.jupiter.api.Test;

/**
 * Issue 20, the carried face bounds of the seeded tier ({@link FaceQuery#runSeedOnly},
 * {@link PoseDrift}): a face query decided by the last full query's per-face bounds plus the
 * summed drift bound of the pose changes, without its face loop, gives the unseeded query's
 * fields bit for bit. Random turning pairs in or near contact (random hulls of 8, 20, 32 and 128
 * points, boxes, prisms and quarter-unit grid hulls whose faces tie exactly; B turning by
 * {@code 2^-18} to {@code 2^-5} rad a query about a skew axis and sliding by up to {@code 2^-11} units, A turning on some
 * queries, some sequences starting exactly aligned so that faces tie), contact distances 0,
 * {@code 2^-8} and unbounded. Coverage: both sides decided by the bounds alone many times; hits
 * whose proof held by at most {@code 2^-12} units (the check near its edge), a few where the
 * runner-up face really was within {@code 2^-10} units of the winner (rare in random scenes);
 * queries whose winning face changed while bounds were carried (which the bounds must have
 * refused).
 */
class CarriedFaceBoundProperties {
    private static final long ONE = Fixed.ONE;
    private static final long[] STEPS = {ONE >> 18, ONE >> 16, ONE >> 13, ONE >> 11, ONE >> 8, ONE >> 5};

    @Test
    void issue20_carriedFaceBounds_equalUnseeded_overSlowTurns() {
        // bounded A, bounded B, near-tie hits, winner changes under carried bounds, queries, near-margin hits
        long[] counts = new long[6];
        qt().withFixedSeed(0x5EED_0020_CA77L).withExamples(120).forAll(longs().all()).checkAssert(seed -> {
            Random r = new Random(seed);
            ConvexHull ha = hull(r);
            ConvexHull hb = hull(r);
            if ((long) ha.edgeCount() * hb.edgeCount() < HullHullSat.WALK_MIN_EDGE_PAIRS) {
                return;     // the scanning SAT takes no seeds
            }
            long step = STEPS[r.nextInt(STEPS.length)];
            long stop = new long[] {0, ONE >> 8, Long.MAX_VALUE}[r.nextInt(3)];
            boolean aligned = r.nextInt(3) == 0;
            Quat qa = aligned ? Quat.IDENTITY : HullScenes.randomRotation(r);
            Quat qb = aligned ? Quat.IDENTITY : HullScenes.randomRotation(r);
            Transform ta = Transform.of(qa, new Vec3(r.nextLong() % ONE, 0, 0));
            // aligned: B on a quarter-unit grid offset (exact ties); else about one unit away
            Vec3 offset = aligned
                    ? new Vec3((r.nextInt(9) - 4) * (ONE / 4), (2 + r.nextInt(3)) * (ONE / 4), (r.nextInt(9) - 4) * (ONE / 4))
                    : new Vec3(ONE / 2 + (r.nextLong() & (ONE - 1)), r.nextLong() % (ONE / 2), r.nextLong() % (ONE / 2));
            Transform tb = Transform.of(qb, ta.translation().add(offset));
            Quat turn = Quat.fromAxisAngle(new Vec3(r.nextInt(5) - 2L << 30, ONE, r.nextInt(5) - 2L << 30), step);
            Quat turnA = Quat.fromAxisAngle(new Vec3(ONE, r.nextInt(5) - 2L << 30, r.nextInt(5) - 2L << 30), step);
            long slideMax = new long[] {1, ONE >> 20, ONE >> 11}[r.nextInt(3)];
            Vec3 slide = new Vec3(r.nextLong() % slideMax, r.nextLong() % slideMax, r.nextLong() % slideMax);
            SatWorkspace plain = new SatWorkspace();
            SatWorkspace seeded = new SatWorkspace();
            SatSeeds seeds = new SatSeeds();
            int lastFaceA = -1;
            for (int tick = 0; tick < 64; tick++) {
                String at = "seed " + seed + " tick " + tick + " stop " + stop;
                SeededSatProperties.place(plain, ha, ta, hb, tb);
                SeededSatProperties.place(seeded, ha, ta, hb, tb);
                long boundedA = seeds.boundedRunsA();
                long boundedB = seeds.boundedRunsB();
                boolean carried = seeds.canSeed(ha, hb) && seeds.facesOfA.boundsValid;
                int k1 = HullHullSat.runForContact(plain, stop);
                int k2 = HullHullSat.runForContact(seeded, stop, seeds);
                SeededSatProperties.assertSameForContact(plain, seeded, k1, k2, at);
                counts[4]++;
                if (seeds.boundedRunsA() > boundedA) {
                    counts[0]++;
                    if (runnerUpGap(plain) <= ONE >> 10) {
                        counts[2]++;
                    }
                    SatSeeds.Side side = seeds.facesOfA;
                    long sA = seeded.faceA.result().separation();
                    long slack = Math.min(side.maxBefore == Long.MIN_VALUE ? Long.MAX_VALUE : sA - 1 - side.maxBefore,
                            side.maxAfter == Long.MIN_VALUE ? Long.MAX_VALUE : sA - side.maxAfter) - side.drift;
                    if (slack <= ONE >> 12) {
                        counts[5]++;
                    }
                }
                if (seeds.boundedRunsB() > boundedB) {
                    counts[1]++;
                }
                int faceA = plain.faceA.result().separating() ? -1 : plain.faceA.result().face();
                if (carried && lastFaceA >= 0 && faceA >= 0 && faceA != lastFaceA) {
                    counts[3]++;
                }
                lastFaceA = faceA;
                seeds.record(seeded, k2);
                tb = Transform.of(turn.multiply(tb.rotation()).normalize(), tb.translation().add(slide));
                if (r.nextInt(4) == 0) {
                    ta = Transform.of(turnA.multiply(ta.rotation()).normalize(), ta.translation());
                }
            }
        });
        String all = "bounded A/bounded B/near-tie hits/winner changes carried/queries/near-margin hits "
                + Arrays.toString(counts);
        assertTrue(counts[0] >= counts[4] / 4 && counts[1] >= counts[4] / 8, all);
        assertTrue(counts[2] >= 3 && counts[3] >= 20 && counts[5] >= 20, all);
    }

    /** Returns the winner's distance minus the largest other face distance of A's faces (exact scans). */
    private static long runnerUpGap(SatWorkspace ws) {
        int w = ws.faceA.result().face();
        long best = Long.MIN_VALUE;
        for (int f = 0; f < ws.a.faceCount; f++) {
            if (f != w) {
                best = Math.max(best, FaceQuery.faceSeparation(ws.a, f, ws.b));
            }
        }
        return best == Long.MIN_VALUE ? Long.MAX_VALUE : ws.faceA.result().separation() - best;
    }

    /** Random hulls of 8, 20, 32 and 128 points, boxes, prisms and quarter-unit grid hulls. */
    private static ConvexHull hull(Random r) {
        switch (r.nextInt(7)) {
            case 0:
                return ConvexHull.box(new Vec3(ONE / 2, ONE / 2 + r.nextInt(2) * (ONE / 4), ONE / 2));
            case 1:
                return ConvexHull.regularPrism(4 + 4 * r.nextInt(4), ONE / 2, ONE / 2);
            case 2:
                long[] xyz = new long[3 * (12 + r.nextInt(20))];
                for (int i = 0; i < xyz.length; i++) {
                    xyz[i] = (r.nextInt(5) - 2) * (ONE / 4);
                }
                try {
                    return HullBuilder.build(xyz);
                } catch (RuntimeException e) {
                    return ConvexHull.box(new Vec3(ONE / 2, ONE / 2, ONE / 2));
                }
            case 3:
                return HullScenes.randomHull(r, 8, ONE / 2);
            case 4:
                return HullScenes.randomHull(r, 20, ONE / 2);
            case 5:
                return HullScenes.randomHull(r, 32, ONE / 2);
            default:
                return HullScenes.randomHull(r, 128, ONE / 2);
        }
    }
}
