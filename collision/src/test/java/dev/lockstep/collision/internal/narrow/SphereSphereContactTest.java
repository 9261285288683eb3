package dev.lockstep.collision.internal.narrow;

import static dev.lockstep.collision.internal.narrow.ContactAssertions.assertNormal;
import static dev.lockstep.collision.internal.narrow.ContactAssertions.assertPoint;
import static dev.lockstep.collision.internal.narrow.ContactAssertions.at;
import static dev.lockstep.collision.internal.narrow.ContactAssertions.fx;
import static dev.lockstep.collision.internal.narrow.ContactAssertions.v;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.lockstep.collision.manifold.ContactManifold;
import dev.lockstep.collision.narrow.ContactWorkspace;
import dev.lockstep.collision.shape.Sphere;
import dev.lockstep.fixedpoint.Fixed;
import dev.lockstep.fixedpoint.Quat;
import dev.lockstep.fixedpoint.Transform;
import dev.lockstep.fixedpoint.Vec3;
import org.junit.jupiter.api.Test;

class SphereSphereContactTest {
    private final ContactWorkspace ws = new ContactWorkspace();
    private final ContactManifold m = new ContactManifold();
    private static final Sphere UNIT = Sphere.of(Fixed.ONE);
    private static final long FEATURE = 0x1000_0000_1000_0000L; // VERTEX 0 / VERTEX 0

    @Test
    void seed001_sphereVsSphere_contactInMiddleOfSurfacePoints() {
        int n = SphereSphereContact.collide(UNIT, at(0, 0, 0), UNIT, at(1.5, 0, 0), 0, ws, m);
        assertEquals(1, n);
        assertNormal(m, Vec3.UNIT_X);
        // surface points (1,0,0) on A and (0.5,0,0) on B: middle 0.75 = 0xC000_0000, depth 0.5 = 0x8000_0000
        assertPoint(m.point(0), v(0.75, 0, 0), v(1, 0, 0), v(-1, 0, 0), 0x8000_0000L, FEATURE);
        // tangents of +X: t1 = (0, 0, -1), t2 = (0, 1, 0)
        assertEquals(v(0, 0, -1), m.tangent1());
        assertEquals(Vec3.UNIT_Y, m.tangent2());
    }

    @Test
    void seed001_sphereVsSphere_normalIsNormalisedCenterDifference_345() {
        // |(3, 4, 0)| = 5: radii 2 + 4 - 5 = depth 1; n = (0.6, 0.8, 0) rounded to nearest
        int n = SphereSphereContact.collide(Sphere.of(Fixed.TWO), at(0, 0, 0), Sphere.of(fx(4)), at(3, 4, 0), 0, ws, m);
        assertEquals(1, n);
        assertNormal(m, new Vec3(0x9999_999AL /* 0.6 */, 0xCCCC_CCCDL /* 0.8 */, 0));
        assertEquals(Fixed.ONE, m.point(0).depth());
    }

    @Test
    void seed001_sphereVsSphere_separated_noPoints() {
        assertEquals(0, SphereSphereContact.collide(UNIT, at(0, 0, 0), UNIT, at(2.5, 0, 0), 0, ws, m));
        assertEquals(0, m.pointCount());
    }

    @Test
    void seed001_sphereVsSphere_touching_isAContactWithZeroDepth() {
        assertEquals(1, SphereSphereContact.collide(UNIT, at(0, 0, 0), UNIT, at(0, 0, -2), 0, ws, m));
        assertNormal(m, v(0, 0, -1));
        assertPoint(m.point(0), v(0, 0, -1), v(0, 0, -1), v(0, 0, 1), 0, FEATURE);
    }

    @Test
    void contactDistance_givesSpeculativePointWithNegativeDepth() {
        // separation 0.25 within contact distance 0.5: depth -0.25 = -0x4000_0000
        assertEquals(1, SphereSphereContact.collide(UNIT, at(0, 0, 0), UNIT, at(2.25, 0, 0), fx(0.5), ws, m));
        assertEquals(-0x4000_0000L, m.point(0).depth());
        assertEquals(v(1.125, 0, 0), m.point(0).world());
        assertEquals(0, SphereSphereContact.collide(UNIT, at(0, 0, 0), UNIT, at(2.25, 0, 0), fx(0.25) - 1, ws, m));
    }

    @Test
    void seed001_sphereVsSphere_degenerate_coincidentCenters_useGlobalUp() {
        int n = SphereSphereContact.collide(UNIT, at(3, 4, 5), Sphere.of(Fixed.HALF), at(3, 4, 5), 0, ws, m);
        assertEquals(1, n);
        assertNormal(m, Vec3.UNIT_Y);
        // depth 1.5 = 0x1_8000_0000; witnesses (3,5,5) on A and (3,3.5,5) on B, middle (3,4.25,5)
        assertPoint(m.point(0), v(3, 4.25, 5), v(0, 1, 0), v(0, -0.5, 0), 0x1_8000_0000L, FEATURE);
    }

    @Test
    void localWitnesses_areInEachShapesRotatedFrame() {
        // B turned +90 degrees about z (q = (cos45, 0, 0, sin45)) at (1.5, 0, 0): its world witness
        // (0.5, 0, 0) is (-1, 0, 0) from its origin, which is (0, 1, 0) in B's frame
        long c = 0xB504_F334L; // cos 45 = sin 45 = 0.70710678118654752 rounded
        Transform tb = Transform.of(new Quat(c, 0, 0, c), v(1.5, 0, 0));
        SphereSphereContact.collide(UNIT, at(0, 0, 0), UNIT, tb, 0, ws, m);
        Vec3 lb = m.point(0).localB();
        // R^T (-1, 0, 0) = (0, 1, 0) for a +90 degree turn about z, within the rotation's rounding
        assertTrue(Math.abs(lb.x()) <= 4, "x within 4 ulps of 0: " + lb);
        assertTrue(Math.abs(lb.y() - Fixed.ONE) <= 4, "y within 4 ulps of 1: " + lb);
        assertEquals(0, lb.z());
    }

    @Test
    void negativeContactDistance_isRejected() {
        IllegalArgumentException e = assertThrows(IllegalArgumentException.class,
                () -> SphereSphereContact.collide(UNIT, at(0, 0, 0), UNIT, at(1, 0, 0), -1, ws, m));
        assertEquals(true, e.getMessage().contains("contactDistance"), e.getMessage());
    }
}
