package dev.lockstep.collision.epa;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.lockstep.collision.gjk.DistanceResult;
import dev.lockstep.collision.gjk.Gjk;
import dev.lockstep.collision.gjk.GjkWorkspace;
import dev.lockstep.collision.gjk.PointCloud;
import dev.lockstep.collision.internal.epa.Epa;
import dev.lockstep.collision.shape.Capsule;
import dev.lockstep.collision.shape.Sphere;
import dev.lockstep.collision.shape.SupportMap;
import dev.lockstep.fixedpoint.Fixed;
import dev.lockstep.fixedpoint.Quat;
import dev.lockstep.fixedpoint.Transform;
import dev.lockstep.fixedpoint.Vec3;
import org.junit.jupiter.api.Test;

/** Known-answer cases for EPA and the combined GJK+EPA query (seed 003). */
class EpaTest {
    private static final long ONE = Fixed.ONE;          // 0x1_0000_0000 = 1.0
    private static final long HALF = Fixed.HALF;        // 0x8000_0000 = 0.5
    private static final long QUARTER = ONE / 4;        // 0x4000_0000 = 0.25

    private final GjkWorkspace gjk = new GjkWorkspace();
    private final EpaWorkspace epa = new EpaWorkspace();
    private final DistanceResult d = new DistanceResult();
    private final PenetrationResult p = new PenetrationResult();

    private static Transform at(long x, long y, long z) {
        return Transform.translation(new Vec3(x, y, z));
    }

    private void penetrate(SupportMap a, Transform ta, SupportMap b, Transform tb) {
        Gjk.distance(a, ta, b, tb, gjk, d);
        assertTrue(d.coresOverlap(), "cores must overlap");
        GjkEpa.penetration(gjk, epa, p);
    }

    @Test
    void overlappingBoxes_faceContact_exactDepthAndNormal() {
        PointCloud box = PointCloud.box(ONE, ONE, ONE);
        penetrate(box, at(0, 0, 0), box, at(ONE + HALF, QUARTER, -QUARTER));
        assertEquals(HALF, p.coreDepth());                  // 0x8000_0000 = 0.5
        assertEquals(HALF, p.depth());
        assertEquals(new Vec3(ONE, 0, 0), p.normal());
        assertEquals(ONE, p.pointA().x());                  // A's +x face
        assertEquals(HALF, p.pointB().x());                 // B's -x face
        assertNull(Epa.polytope(epa).validate(0));
        // witness features: vertices of A's +x face (bit 0 set) against B's -x face (bit 0 clear)
        assertTrue(p.featureCountA() >= 1 && p.featureCountB() >= 1);
        for (int i = 0; i < p.featureCountA(); i++) {
            assertTrue((p.featureA(i) & 1) != 0, "A feature " + p.featureA(i));
        }
        for (int i = 0; i < p.featureCountB(); i++) {
            assertTrue((p.featureB(i) & 1) == 0, "B feature " + p.featureB(i));
        }
    }

    @Test
    void pointInsideBox_sphereCore_depthIsFaceDistancePlusRadius() {
        penetrate(PointCloud.box(ONE, ONE, ONE), at(0, 0, 0), Sphere.of(HALF), at(3 * QUARTER, 3 * ONE / 16, ONE / 8));
        assertEquals(QUARTER, p.coreDepth());               // 0.25 to the +x face
        assertEquals(3 * QUARTER, p.depth());               // 0.75 = 0.25 + 0.5
        assertEquals(new Vec3(ONE, 0, 0), p.normal());
        assertEquals(new Vec3(ONE, 3 * ONE / 16, ONE / 8), p.pointA());
        assertEquals(new Vec3(QUARTER, 3 * ONE / 16, ONE / 8), p.pointB());
    }

    @Test
    void sphereSphere_coincidentCenters_degeneratePoint_defaultNormal() {
        penetrate(Sphere.of(ONE), at(2 * ONE, 0, 0), Sphere.of(HALF), at(2 * ONE, 0, 0));
        assertEquals(EpaTermination.DEGENERATE_POINT, p.termination());
        assertEquals(0L, p.coreDepth());
        assertEquals(ONE + HALF, p.depth());                // 0x1_8000_0000 = rA + rB
        assertEquals(new Vec3(ONE, 0, 0), p.normal());      // documented default: A's local +x
        assertEquals(new Vec3(3 * ONE, 0, 0), p.pointA());
        assertEquals(new Vec3(2 * ONE - HALF, 0, 0), p.pointB());
    }

    @Test
    void capsules_crossingCoplanarSegments_degeneratePlane_normalIsPlaneNormal() {
        Capsule a = new Capsule(new Vec3(-ONE, 0, 0), new Vec3(ONE, 0, 0), QUARTER);
        Capsule b = new Capsule(new Vec3(0, -ONE, 0), new Vec3(0, ONE, 0), QUARTER);
        penetrate(a, at(0, 0, 0), b, at(QUARTER, QUARTER, 0));
        assertEquals(EpaTermination.DEGENERATE_PLANE, p.termination());
        assertEquals(0L, p.coreDepth());
        assertEquals(HALF, p.depth());
        assertEquals(0L, p.normalX());
        assertEquals(0L, p.normalY());
        assertEquals(ONE, Math.abs(p.normalZ()));
        assertEquals(new Vec3(QUARTER, 0, p.normalZ() / 4), p.pointA());
    }

    @Test
    void capsules_collinearOverlappingSegments_degenerateSegment() {
        Capsule a = new Capsule(new Vec3(-ONE, 0, 0), new Vec3(ONE, 0, 0), QUARTER);
        penetrate(a, at(0, 0, 0), a, at(ONE, 0, 0));
        assertEquals(EpaTermination.DEGENERATE_SEGMENT, p.termination());
        assertEquals(0L, p.coreDepth());
        assertEquals(HALF, p.depth());
        assertEquals(0L, p.normalX());                      // perpendicular to the segments
        assertTrue(p.pointA().x() >= 0 && p.pointA().x() <= ONE, "on the shared span");
    }

    @Test
    void coincidentBoxes_depthIsFullWidth_normalIsAnAxis() {
        PointCloud box = PointCloud.box(ONE, HALF, 3 * QUARTER);
        penetrate(box, at(ONE, ONE, ONE), box, at(ONE, ONE, ONE));
        assertEquals(2 * HALF, p.coreDepth());              // thinnest extent: 2 * 0.5 along y
        assertEquals(0L, p.normalX());
        assertEquals(0L, p.normalZ());
        assertEquals(ONE, Math.abs(p.normalY()));
        assertNull(Epa.polytope(epa).validate(0));
    }

    @Test
    void touchingFaces_depthZero() {
        PointCloud box = PointCloud.box(ONE, ONE, ONE);
        penetrate(box, at(0, 0, 0), box, at(0, 2 * ONE, HALF));
        assertEquals(0L, p.coreDepth());
        assertEquals(new Vec3(0, ONE, 0), p.normal());
    }

    @Test
    void separatedCores_throwWithReason() {
        Gjk.distance(Sphere.of(ONE), at(0, 0, 0), Sphere.of(ONE), at(5 * ONE, 0, 0), gjk, d);
        IllegalStateException e = assertThrows(IllegalStateException.class, () -> GjkEpa.penetration(gjk, epa, p));
        assertTrue(e.getMessage().contains("separated"), e.getMessage());
    }

    @Test
    void combinedQuery_signedDistanceBothWays() {
        PointCloud box = PointCloud.box(ONE, ONE, ONE);
        GjkEpa.signedDistance(box, at(0, 0, 0), Sphere.of(HALF), at(0, ONE + 3 * QUARTER, 0), gjk, epa, d);
        assertEquals(QUARTER, d.distance());                // separated by 0.25
        assertEquals(false, d.penetrating());
        GjkEpa.signedDistance(box, at(0, 0, 0), Sphere.of(HALF), at(0, 3 * QUARTER, 0), gjk, epa, d);
        assertEquals(true, d.penetrating());
        assertEquals(-3 * QUARTER, d.distance());           // -(0.25 + 0.5)
        assertEquals(-QUARTER, d.coreDistance());
        assertEquals(new Vec3(0, ONE, 0), d.normal());
        assertEquals(new Vec3(0, ONE, 0), d.pointA());
        assertEquals(new Vec3(0, QUARTER, 0), d.pointB());
    }

    @Test
    void nearWorkingBound_largeBoxes_noOverflow() {
        // half extent 2000 with B's far face at 8000 units in A's frame: every product stays in range
        PointCloud big = PointCloud.box(2000 * ONE, 2000 * ONE, 2000 * ONE);
        Quat q = new Quat(ONE, ONE / 3, 0, ONE / 5).normalize();
        GjkEpa.signedDistance(big, at(0, 0, 0), big, Transform.of(Quat.IDENTITY, new Vec3(4000 * ONE + HALF, 0, 0)), gjk, epa, d);
        assertEquals(HALF, d.distance());
        GjkEpa.signedDistance(big, at(0, 0, 0), big, Transform.of(Quat.IDENTITY, new Vec3(3000 * ONE, 7 * ONE, -3 * ONE)), gjk, epa, d);
        assertTrue(d.penetrating());
        assertEquals(-1000 * ONE, d.distance());
        assertEquals(new Vec3(ONE, 0, 0), d.normal());
        GjkEpa.signedDistance(big, Transform.of(q, Vec3.ZERO), big, Transform.of(q, new Vec3(2500 * ONE, 100 * ONE, 0)), gjk, epa, d);
        assertTrue(d.penetrating());
    }

    @Test
    void tinyShapes_micrometreScale() {
        // half extent 2^-20 (about 1e-6): raw 4096; the rescaled solver keeps the direction bits
        long h = 1L << 12;
        PointCloud tiny = PointCloud.box(h, h, h);
        GjkEpa.signedDistance(tiny, at(0, 0, 0), tiny, at(2 * h + 3, h / 2, 0), gjk, epa, d);
        assertEquals(3L, d.distance());
        assertEquals(new Vec3(ONE, 0, 0), d.normal());
        GjkEpa.signedDistance(tiny, at(0, 0, 0), tiny, at(2 * h - 5, h / 2, 0), gjk, epa, d);
        assertTrue(d.penetrating());
        assertEquals(-5L, d.distance());
        assertEquals(new Vec3(ONE, 0, 0), d.normal());
    }

    @Test
    void regression_scenario14996_coplanarPatchPartlyVisible_keepsPolytopeClosed() {
        // soak sample: rounding made a new support point see only part of a coplanar patch; the
        // horizon folded a new triangle back (plane distance -0.86) and EPA ended with depth 0.
        // Faces within rounding noise of the point now count as seen, so the patch goes whole.
        dev.lockstep.collision.gjk.Scenario s = dev.lockstep.collision.gjk.Scenario.of(14996, 8, true);
        penetrate(s.a, s.ta, s.b, s.tb);
        assertTrue(Math.abs(p.coreDepth() - 0xCDF6_E40AL) <= 1L << 12, Long.toHexString(p.coreDepth()));   // 0.80454850 (oracle)
        assertNull(Epa.polytope(epa).validate(1L << 12));
    }

    @Test
    void regression_pointOneUlpFromBoxCenter_depthIsDistanceToTopFace() {
        // box 1 raw below the point core: GJK said "1 ulp apart"; the core depth is 1 - 1 raw
        dev.lockstep.collision.shape.ConvexHull box = dev.lockstep.collision.shape.ConvexHull.box(new Vec3(ONE, ONE, ONE));
        GjkEpa.signedDistance(Sphere.of(HALF), at(0, 0, 0), box, at(0, -1, 0), gjk, epa, d);
        assertTrue(d.penetrating());
        assertTrue(Math.abs(d.distance() - -(ONE - 1 + HALF)) <= Epa.TOLERANCE, Long.toHexString(d.distance()));
    }

    @Test
    void regression_capsuleThroughRotatedBox_hasDepthNearOne() {
        // box A turned by q = (w -0.3162, x 0.6325, y -0.6325, z -0.3162) (grid (-1, 2, -2, -1) / 4,
        // normalised), capsule core (0,0,0)-(0.25,0,0) turned by w = -1 at (1 raw, 0, 0): the
        // triangle solve rounded v to (0, -1 raw, 0) and GJK stopped with NO_PROGRESS, "1 ulp apart"
        dev.lockstep.collision.shape.ConvexHull box = dev.lockstep.collision.shape.ConvexHull.box(new Vec3(ONE, ONE, ONE));
        Quat qBox = new Quat(-QUARTER, HALF, -HALF, -QUARTER).normalize();
        Quat qCap = new Quat(-ONE, 0, 0, 0).normalize();
        Capsule cap = new Capsule(Vec3.ZERO, new Vec3(QUARTER, 0, 0), QUARTER);
        GjkEpa.signedDistance(box, Transform.of(qBox, Vec3.ZERO), cap, Transform.of(qCap, new Vec3(1, 0, 0)), gjk, epa, d);
        assertTrue(d.penetrating(), d.termination() + " " + d.distance());
        long coreDepth = -d.distance() - QUARTER;
        assertTrue(Math.abs(coreDepth - ONE) <= 1L << 12, Long.toHexString(coreDepth));
    }
}
