package dev.lockstep.collision.internal.narrow;

import static org.junit.jupiter.api.Assertions.assertTrue;
import static org.quicktheories.QuickTheory.qt;

import dev.lockstep.collision.internal.narrow.ContactGenerators.Scene;
import dev.lockstep.collision.manifold.ContactManifold;
import dev.lockstep.collision.narrow.ContactDispatch;
import dev.lockstep.collision.narrow.ContactWorkspace;
import dev.lockstep.collision.shape.Capsule;
import dev.lockstep.collision.shape.Sphere;
import dev.lockstep.fixedpoint.Fixed;
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
     * Depth error bound of sphere-hull against the brute-force point-polytope distance, raw ulps:
     * 16 (worst seen 10 over 3,000 samples). Shallow depths come from GJK (its simplex solve rounds; see the GJK section of this
     * README), deep ones from one rounded plane distance; the hull's planes themselves are within
     * {@code ConvexHull.planeTolerance()} of the exact faces.
     */
    static final long SPHERE_HULL_DEPTH_ULPS = 16;

    @Test
    void seed001_sphereVsHull_depthMatchesPointPolytopeOracle() {
        // hulls with exactly planar faces only (boxes, all-triangle hulls): a face merged by the
        // near-coplanar rule has no single exact plane for the oracle to compare with
        java.util.List<dev.lockstep.collision.shape.ConvexHull> planar = ContactGenerators.HULLS.stream()
                .filter(ClosedFormOracleProperties::exactlyPlanarFaces).collect(java.util.stream.Collectors.toList());
        assertTrue(planar.size() >= 6, "planar hulls in the pool: " + planar.size());
        Gen<Scene> scenes = ContactGenerators.scene(ContactGenerators.sphere(), org.quicktheories.generators.Generate.pick(planar));
        int[] outcomes = new int[2];
        long[] worst = new long[1];
        qt().withFixedSeed(SEED).withExamples(EXAMPLES).forAll(scenes).checkAssert(s -> {
            Sphere a = (Sphere) s.a();
            dev.lockstep.collision.shape.ConvexHull b = (dev.lockstep.collision.shape.ConvexHull) s.b();
            // the center in the hull's frame, through the same rounded transforms the kernel uses
            dev.lockstep.fixedpoint.Vec3 c = s.tb().inverseApplyToPoint(s.ta().applyToPoint(a.center()));
            double oracleDepth = a.radius() - DistanceOracle.pointHull(b, c);
            int n = ContactDispatch.collide(a, s.ta(), b, s.tb(), 0, ws, m);
            check(n, oracleDepth, SPHERE_HULL_DEPTH_ULPS, false, s, outcomes);
            if (n > 0) {
                worst[0] = Math.max(worst[0], (long) Math.ceil(Math.abs(m.point(0).depth() - oracleDepth)));
            }
        });
        ContactSymmetryProperties.assertCoverage(outcomes);
        System.out.println("sphere-hull worst depth error: " + worst[0] + " ulps (bound " + SPHERE_HULL_DEPTH_ULPS + ")");
    }

    /**
     * Shallow capsule-hull against GJK's signed distance of the same pair ({@link GjkEpaContact}),
     * where the cores are separated by more than {@code GJK_CONFIRM_DISTANCE}: the deepest point
     * is never deeper than GJK's by more than this many raw ulps, 2^12 (about 1e-6), and never
     * shallower by more than {@code CLIP_DEPTH_TOLERANCE} plus that. This checks the
     * reference-face clipping against the closest-point distance.
     */
    static final long CAPSULE_HULL_VS_EPA_ULPS = 1L << 12;

    @Test
    void seed001_capsuleVsHull_shallow_deepestDepthAgreesWithGjk() {
        // planar hulls only: a face merged by the near-coplanar rule sits up to its merge slack
        // (about 1e-5 for these clouds) away from its own vertices, and face-plane depths inherit it
        Gen<Scene> scenes = ContactGenerators.scene(ContactGenerators.capsule(), org.quicktheories.generators.Generate.pick(
                ContactGenerators.HULLS.stream().filter(ClosedFormOracleProperties::exactlyPlanarFaces)
                        .collect(java.util.stream.Collectors.toList())));
        int[] outcomes = new int[2];
        int[] skipped = new int[1];
        long[] worst = new long[1];
        ContactManifold reference = new ContactManifold();
        qt().withFixedSeed(SEED).withExamples(EXAMPLES).forAll(scenes).checkAssert(s -> {
            int n = ContactDispatch.collide(s.a(), s.ta(), s.b(), s.tb(), Fixed.HALF, ws, m);
            int k = GjkEpaContact.collide(s.a(), s.ta(), s.b(), s.tb(), Fixed.HALF, ws, reference);
            outcomes[n > 0 ? 1 : 0]++;
            if (((NarrowScratch) ws).distance.penetrating() || ((NarrowScratch) ws).distance.coreDistance() <= ContactConstants.GJK_CONFIRM_DISTANCE) {
                // deep or near-touching cores: GJK/EPA is not a trustworthy reference there (two
                // wrong answers found, see collision/docs/known-limits.md); the deep path is
                // checked by its example tests and by the symmetry/translation properties
                skipped[0]++;
                return;
            }
            if (n == 0 || k == 0) {
                assertTrue(n == k || Math.abs((n > 0 ? m : reference).point(0).depth() + Fixed.HALF) <= CAPSULE_HULL_VS_EPA_ULPS,
                        "one side found a contact: " + s + "\n" + m + "\n" + reference);
                return;
            }
            long deepest = Long.MIN_VALUE;
            for (int i = 0; i < n; i++) {
                deepest = Math.max(deepest, m.point(i).depth());
            }
            long error = deepest - reference.point(0).depth();
            worst[0] = Math.max(worst[0], Math.abs(error));
            assertTrue(error <= CAPSULE_HULL_VS_EPA_ULPS, "deeper than GJK by " + error + " in " + s + "\n" + m + "\n" + reference);
            assertTrue(error >= -ContactConstants.CLIP_DEPTH_TOLERANCE - CAPSULE_HULL_VS_EPA_ULPS,
                    "shallower than GJK by " + error + " in " + s + "\n" + m + "\n" + reference);
        });
        ContactSymmetryProperties.assertCoverage(outcomes);
        assertTrue(skipped[0] < EXAMPLES / 2, "skipped " + skipped[0]);
        System.out.println("capsule-hull vs GJK/EPA worst single-point depth difference: " + worst[0] + " ulps; "
                + skipped[0] + " samples with a near-zero GJK core distance skipped");
    }

    private static boolean exactlyPlanarFaces(dev.lockstep.collision.shape.ConvexHull h) {
        for (int f = 0; f < h.faceCount(); f++) {
            boolean axisAligned = (h.faceNormalX(f) == 0 ? 1 : 0) + (h.faceNormalY(f) == 0 ? 1 : 0) + (h.faceNormalZ(f) == 0 ? 1 : 0) == 2;
            if (h.faceVertexCount(f) != 3 && !axisAligned) {
                return false;
            }
        }
        return true;
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
