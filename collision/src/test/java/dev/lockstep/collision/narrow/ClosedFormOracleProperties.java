package dev.lockstep.collision.narrow;

import static org.junit.jupiter.api.Assertions.assertTrue;
import static org.quicktheories.QuickTheory.qt;

import dev.lockstep.collision.manifold.ContactManifold;
import dev.lockstep.collision.narrow.ContactGenerators.Scene;
import dev.lockstep.collision.shape.Capsule;
import dev.lockstep.collision.shape.Sphere;
import org.junit.jupiter.api.Test;
import org.quicktheories.core.Gen;

/**
 * The closed-form pair functions against brute-force distance oracles ({@link DistanceOracle}):
 * the deepest point's depth equals {@code rA + rB - distance(cores)} within a documented number
 * of ulps, and a contact exists exactly when the oracle says the shapes are within the contact
 * distance (up to that tolerance at the border).
 */
class ClosedFormOracleProperties {
    private static final long SEED = 0x5EED_0001L;
    private static final int EXAMPLES = 3000;
    /**
     * Depth error bound of sphere-sphere and sphere-capsule, raw ulps: 2. The core point on the
     * segment is within 0.87 ulp of the true segment point (one rounding per component), the
     * length adds 0.5, and the parameter's own rounding moves the point along the segment, which
     * changes the distance only to second order.
     */
    static final long SPHERE_DEPTH_ULPS = 2;
    /**
     * Depth error bound of capsule-capsule, raw ulps: 4 for the closest-point (crossing) solve.
     * Parallel pairs clipped to two points are checked against the same bound for their deepest
     * point, which lies at an end of the overlap, where the distance between nearly parallel
     * segments is smallest unless they cross inside the overlap (then clipped points are shallower,
     * never deeper, than the truth).
     */
    static final long CAPSULE_DEPTH_ULPS = 4;

    private final ContactWorkspace ws = new ContactWorkspace();
    private final ContactManifold m = new ContactManifold();

    @Test
    void seed001_sphereVsSphere_depthMatchesOracle() {
        Gen<Scene> scenes = ContactGenerators.scene(ContactGenerators.sphere(), ContactGenerators.sphere());
        int[] outcomes = new int[2];
        qt().withFixedSeed(SEED).withExamples(EXAMPLES).forAll(scenes).checkAssert(s -> {
            Sphere a = (Sphere) s.a();
            Sphere b = (Sphere) s.b();
            double dist = DistanceOracle.pointSegment(s.ta().applyToPoint(a.center()), s.tb().applyToPoint(b.center()),
                    s.tb().applyToPoint(b.center()));
            check(ContactDispatch.collide(a, s.ta(), b, s.tb(), 0, ws, m), a.radius() + b.radius() - dist,
                    SPHERE_DEPTH_ULPS, false, s, outcomes);
        });
        ContactSymmetryProperties.assertCoverage(outcomes);
    }

    @Test
    void seed001_sphereVsCapsule_depthMatchesExactClosestPoint() {
        Gen<Scene> scenes = ContactGenerators.scene(ContactGenerators.sphere(), ContactGenerators.capsule());
        int[] outcomes = new int[2];
        qt().withFixedSeed(SEED).withExamples(EXAMPLES).forAll(scenes).checkAssert(s -> {
            Sphere a = (Sphere) s.a();
            Capsule b = (Capsule) s.b();
            double dist = DistanceOracle.pointSegment(s.ta().applyToPoint(a.center()), s.tb().applyToPoint(b.p0()),
                    s.tb().applyToPoint(b.p1()));
            check(ContactDispatch.collide(a, s.ta(), b, s.tb(), 0, ws, m), a.radius() + b.radius() - dist,
                    SPHERE_DEPTH_ULPS, false, s, outcomes);
        });
        ContactSymmetryProperties.assertCoverage(outcomes);
    }

    @Test
    void seed001_capsuleVsCapsule_deepestDepthMatchesSegmentDistanceOracle() {
        Gen<Scene> scenes = ContactGenerators.scene(ContactGenerators.capsule(), ContactGenerators.capsule())
                .mix(ContactGenerators.parallelCapsules(), 30);
        int[] outcomes = new int[2];
        qt().withFixedSeed(SEED).withExamples(EXAMPLES).forAll(scenes).checkAssert(s -> {
            Capsule a = (Capsule) s.a();
            Capsule b = (Capsule) s.b();
            double dist = DistanceOracle.segmentSegment(s.ta().applyToPoint(a.p0()), s.ta().applyToPoint(a.p1()),
                    s.tb().applyToPoint(b.p0()), s.tb().applyToPoint(b.p1()));
            int n = ContactDispatch.collide(a, s.ta(), b, s.tb(), 0, ws, m);
            check(n, a.radius() + b.radius() - dist, CAPSULE_DEPTH_ULPS, n == 2, s, outcomes);
        });
        ContactSymmetryProperties.assertCoverage(outcomes);
    }

    /**
     * Checks point count against the oracle's depth (contact iff depth >= 0, border within the
     * tolerance) and the deepest depth against it; clipped manifolds may be shallower (never deeper).
     */
    private void check(int n, double oracleDepth, long tolerance, boolean clipped, Scene s, int[] outcomes) {
        outcomes[n > 0 ? 1 : 0]++;
        if (n == 0) {
            assertTrue(oracleDepth < tolerance, "missed contact, oracle depth " + oracleDepth + " in " + s);
            return;
        }
        assertTrue(oracleDepth > -tolerance, "spurious contact, oracle depth " + oracleDepth + " in " + s + "\n" + m);
        long deepest = Long.MIN_VALUE;
        for (int i = 0; i < n; i++) {
            deepest = Math.max(deepest, m.point(i).depth());
        }
        double error = deepest - oracleDepth;
        if (clipped) {
            assertTrue(error <= tolerance, "clipped point deeper than the truth by " + error + " ulps in " + s + "\n" + m);
        } else {
            assertTrue(Math.abs(error) <= tolerance, "depth off by " + error + " ulps in " + s + "\n" + m);
        }
    }
}
