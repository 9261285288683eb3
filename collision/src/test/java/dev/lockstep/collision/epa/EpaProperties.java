package dev.lockstep.collision.epa;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNotEquals;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertTrue;
import static org.quicktheories.QuickTheory.qt;

import dev.lockstep.collision.gjk.DistanceResult;
import dev.lockstep.collision.gjk.Gjk;
import dev.lockstep.collision.gjk.GjkWorkspace;
import dev.lockstep.collision.gjk.MinkowskiOracle;
import dev.lockstep.collision.gjk.Scenario;
import dev.lockstep.collision.internal.epa.Epa;
import dev.lockstep.fixedpoint.Fixed;
import dev.lockstep.fixedpoint.Vec3;
import java.util.concurrent.atomic.AtomicInteger;
import org.junit.jupiter.api.Test;

/**
 * EPA against the separating-axis oracle (minimum overlap over face normals and edge cross
 * products of the two point sets), polytope invariants, swap symmetry and translation invariance.
 */
class EpaProperties {
    static final long SEED = 0x0E9A_2026_1122L;

    /**
     * Oracle tolerance, raw {@code 2^12} (about {@code 9.5e-7} units): {@link Epa#TOLERANCE}
     * ({@code 2^10}) plus the rounding of the unit face normals (about one ulp per unit of
     * coordinate, clouds up to 40 units) and of the world-frame points the oracle uses.
     */
    static final long DEPTH_TOLERANCE = 1L << 12;

    /** Slack for the polytope convexity check: rounding of unit normals times coordinates. */
    static final long CONVEXITY_SLACK = 1L << 12;

    @Test
    void depthMatchesSeparatingAxisOracle() {
        GjkWorkspace gjk = new GjkWorkspace();
        EpaWorkspace epa = new EpaWorkspace();
        DistanceResult d = new DistanceResult();
        PenetrationResult p = new PenetrationResult();
        AtomicInteger overlapping = new AtomicInteger();
        AtomicInteger separated = new AtomicInteger();
        long[] worst = {0};
        qt().withFixedSeed(SEED).withExamples(500).forAll(Scenario.pairs(8, true)).checkAssert(s -> {
            Gjk.distance(s.a, s.ta, s.b, s.tb, gjk, d);
            if (!d.coresOverlap()) {
                separated.incrementAndGet();
                return;
            }
            overlapping.incrementAndGet();
            GjkEpa.penetration(gjk, epa, p);
            double[][] wa = s.a.worldPoints(s.ta);
            double[][] wb = s.b.worldPoints(s.tb);
            double oracle = MinkowskiOracle.depth(wa, wb);
            long expected = oracle == Double.MAX_VALUE ? 0 : Math.max(0, (long) Math.rint(oracle * Fixed.ONE));
            long err = Math.abs(p.coreDepth() - expected);
            worst[0] = Math.max(worst[0], err);
            assertTrue(err <= DEPTH_TOLERANCE, s + " EPA " + p.coreDepth() + " oracle " + expected + " err " + err
                    + " " + p.termination());
            assertNotEquals(EpaTermination.ITERATION_CAP, p.termination(), s.toString());
            assertNotEquals(EpaTermination.CAPACITY, p.termination(), s.toString());
            if (p.termination() == EpaTermination.TOLERANCE || p.termination() == EpaTermination.REPEATED_SUPPORT) {
                assertNull(Epa.polytope(epa).validate(CONVEXITY_SLACK), s.toString());
            }
            // the normal is a minimum-translation direction: the overlap along it is the depth
            double[] n = {Fixed.toDoubleForDisplay(p.normalX()), Fixed.toDoubleForDisplay(p.normalY()),
                Fixed.toDoubleForDisplay(p.normalZ())};
            double along = overlapAlong(n, wa, wb);
            assertTrue(Math.abs(along * Fixed.ONE - p.coreDepth()) <= DEPTH_TOLERANCE,
                    s + " overlap along normal " + along + " depth " + Fixed.toDoubleForDisplay(p.coreDepth()));
            // the witness points are depth * normal apart
            Vec3 gap = p.pointA().sub(p.pointB());
            assertTrue(Math.abs(gap.x() - Fixed.mul(p.depth(), p.normalX())) <= DEPTH_TOLERANCE
                    && Math.abs(gap.y() - Fixed.mul(p.depth(), p.normalY())) <= DEPTH_TOLERANCE
                    && Math.abs(gap.z() - Fixed.mul(p.depth(), p.normalZ())) <= DEPTH_TOLERANCE, s + " witnesses " + gap);
        });
        assertTrue(overlapping.get() >= 150 && separated.get() >= 150,
                "coverage: overlapping " + overlapping.get() + ", separated " + separated.get());
        System.out.println("EPA oracle: overlapping " + overlapping.get() + ", worst error raw " + worst[0]);
    }

    /** B's overlap with A along {@code n} (A to B): how far B must move along n to separate. */
    private static double overlapAlong(double[] n, double[][] a, double[][] b) {
        double maxA = -Double.MAX_VALUE;
        double minB = Double.MAX_VALUE;
        for (double[] p : a) {
            maxA = Math.max(maxA, p[0] * n[0] + p[1] * n[1] + p[2] * n[2]);
        }
        for (double[] p : b) {
            minB = Math.min(minB, p[0] * n[0] + p[1] * n[1] + p[2] * n[2]);
        }
        return maxA - minB;
    }

    @Test
    void swappingAandB_sameDepth() {
        GjkWorkspace gjk = new GjkWorkspace();
        EpaWorkspace epa = new EpaWorkspace();
        DistanceResult r = new DistanceResult();
        DistanceResult q = new DistanceResult();
        qt().withFixedSeed(SEED + 1).withExamples(300).forAll(Scenario.pairs(8, true)).checkAssert(s -> {
            GjkEpa.signedDistance(s.a, s.ta, s.b, s.tb, gjk, epa, r);
            Scenario t = s.swapped();
            GjkEpa.signedDistance(t.a, t.ta, t.b, t.tb, gjk, epa, q);
            assertTrue(Math.abs(r.distance() - q.distance()) <= DEPTH_TOLERANCE,
                    s + " " + r.distance() + " vs " + q.distance());
        });
    }

    @Test
    void commonIntegerTranslation_bitIdenticalPenetration() {
        GjkWorkspace gjk = new GjkWorkspace();
        EpaWorkspace epa = new EpaWorkspace();
        DistanceResult r = new DistanceResult();
        DistanceResult q = new DistanceResult();
        qt().withFixedSeed(SEED + 2).withExamples(300).forAll(Scenario.pairs(8, true)).checkAssert(s -> {
            long off = Fixed.fromInt((int) (s.seed % 2000));
            GjkEpa.signedDistance(s.a, s.ta, s.b, s.tb, gjk, epa, r);
            Scenario t = s.translated(-off, off, off);
            GjkEpa.signedDistance(t.a, t.ta, t.b, t.tb, gjk, epa, q);
            assertEquals(r.penetrating(), q.penetrating(), s.toString());
            assertEquals(r.distance(), q.distance(), s.toString());
            assertEquals(r.normal(), q.normal(), s.toString());
            assertEquals(r.pointA().add(new Vec3(-off, off, off)), q.pointA(), s.toString());
            assertEquals(r.pointB().add(new Vec3(-off, off, off)), q.pointB(), s.toString());
        });
    }
}
