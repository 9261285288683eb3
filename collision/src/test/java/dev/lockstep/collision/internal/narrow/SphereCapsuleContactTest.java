package dev.lockstep.collision.internal.narrow;

import static dev.lockstep.collision.internal.narrow.ContactAssertions.assertNormal;
import static dev.lockstep.collision.internal.narrow.ContactAssertions.assertPoint;
import static dev.lockstep.collision.internal.narrow.ContactAssertions.at;
import static dev.lockstep.collision.internal.narrow.ContactAssertions.fx;
import static dev.lockstep.collision.internal.narrow.ContactAssertions.v;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.lockstep.collision.manifold.ContactManifold;
import dev.lockstep.collision.manifold.FeatureId;
import dev.lockstep.collision.narrow.ContactWorkspace;
import dev.lockstep.collision.shape.Capsule;
import dev.lockstep.collision.shape.Sphere;
import dev.lockstep.fixedpoint.Fixed;
import dev.lockstep.fixedpoint.Vec3;
import org.junit.jupiter.api.Test;

class SphereCapsuleContactTest {
    private final ContactWorkspace ws = new ContactWorkspace();
    private final ContactManifold m = new ContactManifold();
    private static final Sphere UNIT = Sphere.of(Fixed.ONE);
    /** Segment (-2,0,0)-(2,0,0), radius 0.5. */
    private static final Capsule ROD = new Capsule(v(-2, 0, 0), v(2, 0, 0), Fixed.HALF);

    @Test
    void seed001_sphereVsCapsule_virtualSphereAtClosestPointOnSegment() {
        // L = (0.5, 0, 0); d = L - C = (0, -1.25, 0); depth 1 + 0.5 - 1.25 = 0.25 = 0x4000_0000
        assertEquals(1, SphereCapsuleContact.collide(UNIT, at(0.5, 1.25, 0), ROD, at(0, 0, 0), 0, ws, m));
        assertNormal(m, v(0, -1, 0));
        // witnesses (0.5, 0.25, 0) on the sphere and (0.5, 0.5, 0) on the capsule: middle y = 0.375
        assertPoint(m.point(0), v(0.5, 0.375, 0), v(0, -1, 0), v(0.5, 0.5, 0), 0x4000_0000L,
                FeatureId.of(FeatureId.VERTEX, 0, FeatureId.EDGE, 0)); // 0x1000_0000_2000_0000
    }

    @Test
    void seed001_sphereVsCapsule_noRegionsNeeded_capClampsToEndVertex() {
        // sphere beyond the p1 cap: L = p1 = (2,0,0), d = (-1, 0, 0), depth 0.5
        assertEquals(1, SphereCapsuleContact.collide(UNIT, at(3, 0, 0), ROD, at(0, 0, 0), 0, ws, m));
        assertNormal(m, v(-1, 0, 0));
        assertPoint(m.point(0), v(2.25, 0, 0), v(-1, 0, 0), v(2.5, 0, 0), 0x8000_0000L,
                FeatureId.of(FeatureId.VERTEX, 0, FeatureId.VERTEX, 1));
    }

    @Test
    void seed001_sphereVsCapsule_separated_noPoints() {
        assertEquals(0, SphereCapsuleContact.collide(UNIT, at(0, 1.5 + 0x1p-32, 0), ROD, at(0, 0, 0), 0, ws, m));
        assertEquals(1, SphereCapsuleContact.collide(UNIT, at(0, 1.5, 0), ROD, at(0, 0, 0), 0, ws, m));
        assertEquals(0, m.point(0).depth());
    }

    @Test
    void seed001_sphereVsCapsule_degenerate_centerOnSegment_normalPerpendicularToSegment() {
        // C = (1, 0, 0) lies on the segment; n = first tangent of u = +X, which is (0, 0, -1)
        assertEquals(1, SphereCapsuleContact.collide(UNIT, at(1, 0, 0), ROD, at(0, 0, 0), 0, ws, m));
        assertNormal(m, v(0, 0, -1));
        assertEquals(0, Dot.dot(m.normal(), v(1, 0, 0)));
        assertPoint(m.point(0), v(1, 0, -0.25), v(0, 0, -1), v(1, 0, 0.5), 0x1_8000_0000L,
                FeatureId.of(FeatureId.VERTEX, 0, FeatureId.EDGE, 0));
    }

    @Test
    void seed001_sphereVsCapsule_degenerate_centerOnEndPoint_isAVertexFeature() {
        assertEquals(1, SphereCapsuleContact.collide(UNIT, at(-2, 0, 0), ROD, at(0, 0, 0), 0, ws, m));
        assertNormal(m, v(0, 0, -1));
        assertEquals(FeatureId.of(FeatureId.VERTEX, 0, FeatureId.VERTEX, 0), m.point(0).featureId());
    }

    @Test
    void zeroLengthCapsule_isASphere_bitForBit() {
        Capsule dot = new Capsule(v(0.5, 0, 0), v(0.5, 0, 0), Fixed.HALF);
        Sphere same = new Sphere(v(0.5, 0, 0), Fixed.HALF);
        ContactManifold viaSphere = new ContactManifold();
        SphereCapsuleContact.collide(UNIT, at(0.25, 1.125, 0.75), dot, at(0, 0, 0), 0, ws, m);
        SphereSphereContact.collide(UNIT, at(0.25, 1.125, 0.75), same, at(0, 0, 0), 0, ws, viaSphere);
        assertEquals(1, m.pointCount());
        assertTrue(m.sameBits(viaSphere), m + " vs " + viaSphere);
    }

    @Test
    void zeroLengthCapsule_degenerate_coincidentCenter_usesGlobalUp() {
        Capsule dot = new Capsule(v(1, 2, 3), v(1, 2, 3), Fixed.HALF);
        assertEquals(1, SphereCapsuleContact.collide(UNIT, at(1, 2, 3), dot, at(0, 0, 0), 0, ws, m));
        assertNormal(m, Vec3.UNIT_Y);
        assertEquals(fx(1.5), m.point(0).depth());
    }

    /**
     * Issue 20, the round-shape twin of the crossing capsules: a sphere centre placed on a turned
     * capsule's axis (inside its segment) lands within rounding of the axis, so the vector from the
     * centre to its closest point is rounding noise, possibly along the axis. The normal must be
     * perpendicular to the axis, so that moving the sphere by the depth along it parts the shapes.
     */
    @Test
    void issue20_sphereCentreOnTurnedCapsuleAxis_normalIsPerpendicularToTheAxis() {
        Capsule rod = new Capsule(v(-2, 0, 0), v(2, 0, 0), Fixed.HALF);
        long[] c = {-Fixed.ONE, -Fixed.HALF, 0, Fixed.HALF, Fixed.ONE};
        int checked = 0;
        for (long w : c) {
            for (long x : c) {
                for (long y : c) {
                    for (long z : c) {
                        if ((w | x | y | z) == 0) {
                            continue;
                        }
                        dev.lockstep.fixedpoint.Transform tb = at(new dev.lockstep.fixedpoint.Quat(w, x, y, z).normalize(),
                                v(0.25, -0.5, 0.75));
                        Vec3 centre = tb.applyToPoint(v(0.3125, 0, 0));
                        assertEquals(1, SphereCapsuleContact.collide(UNIT, dev.lockstep.fixedpoint.Transform.translation(centre),
                                rod, tb, 0, ws, m));
                        Vec3 axis = tb.applyToVector(Vec3.UNIT_X);
                        long along = Fixed.dot3(m.normalX(), m.normalY(), m.normalZ(), axis.x(), axis.y(), axis.z());
                        assertTrue(Math.abs(along) <= 1L << 4, "normal . axis = " + along);
                        checked++;
                    }
                }
            }
        }
        assertTrue(checked > 600);
    }

    /** Exact dot product for assertions. */
    static final class Dot {
        static long dot(Vec3 a, Vec3 b) {
            return Fixed.dot3(a.x(), a.y(), a.z(), b.x(), b.y(), b.z());
        }
    }
}
