package dev.lockstep.collision.gjk;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNotEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;
import static org.quicktheories.QuickTheory.qt;

import dev.lockstep.fixedpoint.Fixed;
import dev.lockstep.fixedpoint.Vec3;
import java.util.concurrent.atomic.AtomicInteger;
import org.junit.jupiter.api.Test;

/**
 * GJK against the brute-force Minkowski oracle, plus swap symmetry, translation invariance and
 * run-to-run determinism, over random point clouds with edge cases (see {@link Scenario}).
 */
class GjkProperties {
    static final long SEED = 0x6A4B_2026_1122L;

    /**
     * Oracle tolerance, raw {@code 2^8} (about {@code 6e-8} units) for clouds of up to 40 units:
     * the oracle works on world points (each rounded once by A's and B's transforms) while GJK works
     * on B's points mapped by the rounded relative rotation, so the two Minkowski sets differ by a
     * few ulps per unit of coordinate; the solver adds a few ulps more. Measured worst case in this
     * property: see the assertion message; kept with a wide margin.
     */
    static final long DISTANCE_TOLERANCE = 1L << 8;

    /** Swap tolerance, raw {@code 2^12}: A's and B's frames round differently (same reason as above). */
    static final long SWAP_TOLERANCE = 1L << 12;

    /** Normal swap tolerance, raw {@code 2^16} per component (about 1.5e-5). */
    static final long NORMAL_TOLERANCE = 1L << 16;

    @Test
    void distanceMatchesBruteForceOracle() {
        AtomicInteger separated = new AtomicInteger();
        AtomicInteger overlapping = new AtomicInteger();
        long[] worst = {0};
        GjkWorkspace ws = new GjkWorkspace();
        DistanceResult r = new DistanceResult();
        qt().withFixedSeed(SEED).withExamples(600).forAll(Scenario.pairs(8, true)).checkAssert(s -> {
            Gjk.distance(s.a, s.ta, s.b, s.tb, ws, r);
            double[] oracle = MinkowskiOracle.distance(s.a.worldPoints(s.ta), s.b.worldPoints(s.tb));
            long expected = (long) Math.rint(oracle[0] * Fixed.ONE);
            assertNotEquals(GjkTermination.ITERATION_CAP, r.termination(), s.toString());
            if (oracle[1] == 1) {
                overlapping.incrementAndGet();
                assertTrue(r.coresOverlap() || r.coreDistance() <= DISTANCE_TOLERANCE,
                        s + " oracle overlaps, GJK distance " + r.coreDistance());
            } else {
                separated.incrementAndGet();
                long got = r.coresOverlap() ? 0 : r.coreDistance();
                long err = Math.abs(got - expected);
                worst[0] = Math.max(worst[0], err);
                assertTrue(err <= DISTANCE_TOLERANCE, s + " GJK " + got + " oracle " + expected + " err " + err);
            }
        });
        int sep = separated.get();
        int ov = overlapping.get();
        assertTrue(sep >= 180 && ov >= 180, "coverage: separated " + sep + ", overlapping " + ov);
        System.out.println("GJK oracle: separated " + sep + ", overlapping " + ov + ", worst error raw " + worst[0]);
    }

    @Test
    void closestPointsAreConsistentWithDistanceAndNormal() {
        GjkWorkspace ws = new GjkWorkspace();
        DistanceResult r = new DistanceResult();
        qt().withFixedSeed(SEED + 1).withExamples(300).forAll(Scenario.pairs(8, true)).checkAssert(s -> {
            Gjk.distance(s.a, s.ta, s.b, s.tb, ws, r);
            if (r.coresOverlap()) {
                return;
            }
            Vec3 d = r.pointB().sub(r.pointA());
            Vec3 n = r.normal();
            // pointB - pointA = distance * normal, within rounding of the weights and transforms
            assertTrue(Math.abs(d.x() - Fixed.mul(r.distance(), n.x())) <= DISTANCE_TOLERANCE, s.toString());
            assertTrue(Math.abs(d.y() - Fixed.mul(r.distance(), n.y())) <= DISTANCE_TOLERANCE, s.toString());
            assertTrue(Math.abs(d.z() - Fixed.mul(r.distance(), n.z())) <= DISTANCE_TOLERANCE, s.toString());
        });
    }

    @Test
    void swappingAandB_sameDistance_negatedNormal_swappedPoints() {
        GjkWorkspace ws = new GjkWorkspace();
        DistanceResult r = new DistanceResult();
        DistanceResult q = new DistanceResult();
        qt().withFixedSeed(SEED + 2).withExamples(300).forAll(Scenario.pairs(8, true)).checkAssert(s -> {
            Gjk.distance(s.a, s.ta, s.b, s.tb, ws, r);
            Scenario t = s.swapped();
            Gjk.distance(t.a, t.ta, t.b, t.tb, ws, q);
            if (r.coresOverlap() || q.coresOverlap()) {
                long dr = r.coresOverlap() ? 0 : r.coreDistance();
                long dq = q.coresOverlap() ? 0 : q.coreDistance();
                assertTrue(Math.abs(dr - dq) <= SWAP_TOLERANCE, s + " " + dr + " vs " + dq);
                return;
            }
            assertTrue(Math.abs(r.distance() - q.distance()) <= SWAP_TOLERANCE, s + " " + r.distance() + " vs " + q.distance());
            if (r.coreDistance() > Fixed.ONE >> 12) {
                // the normal is well defined only away from contact
                assertTrue(Math.abs(r.normalX() + q.normalX()) <= NORMAL_TOLERANCE
                        && Math.abs(r.normalY() + q.normalY()) <= NORMAL_TOLERANCE
                        && Math.abs(r.normalZ() + q.normalZ()) <= NORMAL_TOLERANCE, s + " " + r.normal() + " vs " + q.normal());
            }
        });
    }

    @Test
    void commonIntegerTranslation_bitIdenticalResults() {
        GjkWorkspace ws = new GjkWorkspace();
        DistanceResult r = new DistanceResult();
        DistanceResult q = new DistanceResult();
        qt().withFixedSeed(SEED + 3).withExamples(300).forAll(Scenario.pairs(8, true)).checkAssert(s -> {
            long off = Fixed.fromInt((int) (s.seed % 3000));
            Gjk.distance(s.a, s.ta, s.b, s.tb, ws, r);
            Scenario t = s.translated(off, -off, off / 2 & ~(Fixed.ONE - 1));
            Gjk.distance(t.a, t.ta, t.b, t.tb, ws, q);
            assertEquals(r.coresOverlap(), q.coresOverlap(), s.toString());
            assertEquals(r.distance(), q.distance(), s.toString());
            assertEquals(r.normal(), q.normal(), s.toString());
            if (!r.coresOverlap()) {
                assertEquals(r.pointA().add(new Vec3(off, -off, off / 2 & ~(Fixed.ONE - 1))), q.pointA(), s.toString());
            }
        });
    }

    @Test
    void freshAndReusedWorkspaces_identicalBits() {
        GjkWorkspace reused = new GjkWorkspace();
        DistanceResult r = new DistanceResult();
        DistanceResult q = new DistanceResult();
        qt().withFixedSeed(SEED + 4).withExamples(200).forAll(Scenario.pairs(8, true)).checkAssert(s -> {
            Gjk.distance(s.a, s.ta, s.b, s.tb, reused, r);
            Gjk.distance(s.a, s.ta, s.b, s.tb, new GjkWorkspace(), q);
            assertEquals(r.distance(), q.distance());
            assertEquals(r.normal(), q.normal());
            assertEquals(r.pointA(), q.pointA());
            assertEquals(r.pointB(), q.pointB());
            assertEquals(r.termination(), q.termination());
        });
    }

    /**
     * For clouds of 4 to 64 points (too many for the brute-force oracle), a separation certificate:
     * the true distance D satisfies {@code L <= D <= U} with U the length between GJK's closest points
     * (convex combinations of support points, so points of the two hulls) and L the gap between
     * the two clouds' projections on GJK's normal (brute force over all points, doubles). GJK is
     * exact when {@code U - L} is within the tolerance.
     */
    @Test
    void largeClouds_separationCertificate() {
        GjkWorkspace ws = new GjkWorkspace();
        DistanceResult r = new DistanceResult();
        int[] counts = new int[GjkTermination.values().length];
        AtomicInteger separated = new AtomicInteger();
        qt().withFixedSeed(SEED + 5).withExamples(300).forAll(Scenario.pairs(64, true)).checkAssert(s -> {
            Gjk.distance(s.a, s.ta, s.b, s.tb, ws, r);
            counts[r.termination().ordinal()]++;
            assertNotEquals(GjkTermination.ITERATION_CAP, r.termination(), s.toString());
            if (r.coresOverlap()) {
                return;
            }
            separated.incrementAndGet();
            double[] n = {Fixed.toDoubleForDisplay(r.normalX()), Fixed.toDoubleForDisplay(r.normalY()),
                Fixed.toDoubleForDisplay(r.normalZ())};
            double maxA = -Double.MAX_VALUE;
            double minB = Double.MAX_VALUE;
            for (double[] p : s.a.worldPoints(s.ta)) {
                maxA = Math.max(maxA, MinkowskiOracle.dot(p, n));
            }
            for (double[] p : s.b.worldPoints(s.tb)) {
                minB = Math.min(minB, MinkowskiOracle.dot(p, n));
            }
            long lower = (long) Math.rint((minB - maxA) * Fixed.ONE);
            Vec3 d = r.pointB().sub(r.pointA());
            long upper = Fixed.length3(d.x(), d.y(), d.z());
            assertTrue(Math.abs(upper - r.coreDistance()) <= DISTANCE_TOLERANCE, s + " U " + upper + " vs " + r.coreDistance());
            assertTrue(upper - lower <= DISTANCE_TOLERANCE, s + " U " + upper + " L " + lower);
        });
        assertTrue(separated.get() >= 60, "coverage: separated " + separated.get());
        System.out.println("GJK large clouds: separated " + separated.get() + ", terminations "
                + java.util.Arrays.toString(GjkTermination.values()) + " " + java.util.Arrays.toString(counts));
    }
}
