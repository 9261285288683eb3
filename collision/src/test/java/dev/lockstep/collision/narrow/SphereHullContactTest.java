package dev.lockstep.collision.narrow;

import static dev.lockstep.collision.narrow.ContactAssertions.assertNormal;
import static dev.lockstep.collision.narrow.ContactAssertions.assertPoint;
import static dev.lockstep.collision.narrow.ContactAssertions.at;
import static dev.lockstep.collision.narrow.ContactAssertions.fx;
import static dev.lockstep.collision.narrow.ContactAssertions.v;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.lockstep.collision.manifold.ContactManifold;
import dev.lockstep.collision.manifold.FeatureId;
import dev.lockstep.collision.shape.ConvexHull;
import dev.lockstep.collision.shape.Sphere;
import dev.lockstep.fixedpoint.Fixed;
import dev.lockstep.fixedpoint.Vec3;
import org.junit.jupiter.api.Test;

class SphereHullContactTest {
    private final ContactWorkspace ws = new ContactWorkspace();
    private final ContactManifold m = new ContactManifold();
    private static final ConvexHull BOX = ConvexHull.box(v(1, 1, 1));
    private static final Sphere HALF = Sphere.of(Fixed.HALF);

    private static int faceWithNormal(Vec3 n) {
        for (int f = 0; f < BOX.faceCount(); f++) {
            if (BOX.faceNormalX(f) == n.x() && BOX.faceNormalY(f) == n.y() && BOX.faceNormalZ(f) == n.z()) {
                return f;
            }
        }
        throw new AssertionError("no face with normal " + n);
    }

    @Test
    void seed001_sphereVsHull_shallow_closestPointOnFace() {
        assertEquals(1, SphereHullContact.collide(HALF, at(0, 1.25, 0), BOX, at(0, 0, 0), 0, ws, m));
        assertNormal(m, v(0, -1, 0));
        // sphere surface (0, 0.75, 0), hull point (0, 1, 0): middle 0.875; depth 0.5 - 0.25
        assertPoint(m.point(0), v(0, 0.875, 0), v(0, -0.5, 0), v(0, 1, 0), fx(0.25),
                FeatureId.of(FeatureId.VERTEX, 0, FeatureId.FACE, faceWithNormal(Vec3.UNIT_Y)));
    }

    @Test
    void seed001_sphereVsHull_shallow_closestPointOnVertex() {
        assertEquals(1, SphereHullContact.collide(Sphere.of(Fixed.ONE), at(1.5, 1.5, 1.5), BOX, at(0, 0, 0), 0, ws, m));
        long id = m.point(0).featureId();
        assertEquals(FeatureId.VERTEX, FeatureId.typeB(id));
        assertEquals(v(1, 1, 1), new Vec3(BOX.vertexX(FeatureId.indexB(id)), BOX.vertexY(FeatureId.indexB(id)),
                BOX.vertexZ(FeatureId.indexB(id))));
        // depth 1 - sqrt(0.75) = 0.1339745962...; raw within 2 ulps of 575416509.24
        assertTrue(Math.abs(m.point(0).depth() - 575_416_509L) <= 2, m.toString());
        assertEquals(v(1, 1, 1), m.point(0).localB());
    }

    @Test
    void seed001_sphereVsHull_shallow_closestPointOnEdge() {
        assertEquals(1, SphereHullContact.collide(Sphere.of(Fixed.ONE), at(1.5, 1.5, 0.25), BOX, at(0, 0, 0), 0, ws, m));
        long id = m.point(0).featureId();
        assertEquals(FeatureId.EDGE, FeatureId.typeB(id));
        int k = FeatureId.indexB(id);
        assertEquals(Fixed.ONE, BOX.vertexX(BOX.edgeVertexA(k)));
        assertEquals(Fixed.ONE, BOX.vertexY(BOX.edgeVertexA(k)));
        assertEquals(Fixed.ONE, BOX.vertexX(BOX.edgeVertexB(k)));
        assertEquals(Fixed.ONE, BOX.vertexY(BOX.edgeVertexB(k)));
        assertEquals(v(1, 1, 0.25), m.point(0).localB());
    }

    @Test
    void seed001_sphereVsHull_deep_centerInside_minimisingFace() {
        // center (0, 0.75, 0): top face s = -0.25 is the largest; depth 0.5 + 0.25
        assertEquals(1, SphereHullContact.collide(HALF, at(0, 0.75, 0), BOX, at(0, 0, 0), 0, ws, m));
        assertNormal(m, v(0, -1, 0));
        // hull witness: center projected onto the top face (0, 1, 0); sphere witness (0, 0.25, 0)
        assertPoint(m.point(0), v(0, 0.625, 0), v(0, -0.5, 0), v(0, 1, 0), fx(0.75),
                FeatureId.of(FeatureId.VERTEX, 0, FeatureId.FACE, faceWithNormal(Vec3.UNIT_Y)));
    }

    @Test
    void seed001_sphereVsHull_deep_centerAtHullCenter_tieGoesToLowestFace() {
        assertEquals(1, SphereHullContact.collide(HALF, at(0, 0, 0), BOX, at(0, 0, 0), 0, ws, m));
        assertEquals(FeatureId.of(FeatureId.VERTEX, 0, FeatureId.FACE, 0), m.point(0).featureId());
        assertEquals(new Vec3(-BOX.faceNormalX(0), -BOX.faceNormalY(0), -BOX.faceNormalZ(0)), m.normal());
        assertEquals(fx(1.5), m.point(0).depth());
    }

    @Test
    void seed001_sphereVsHull_separated_noPoints_speculativeWithinContactDistance() {
        assertEquals(0, SphereHullContact.collide(HALF, at(0, 1.75, 0), BOX, at(0, 0, 0), 0, ws, m));
        assertEquals(1, SphereHullContact.collide(HALF, at(0, 1.75, 0), BOX, at(0, 0, 0), fx(0.25), ws, m));
        assertEquals(-fx(0.25), m.point(0).depth());
    }

    @Test
    void table001_hullSphere_isSphereHullSwapped_bitForBit() {
        ContactManifold expected = new ContactManifold();
        SphereHullContact.collide(HALF, at(0.25, 1.25, -0.5), BOX, at(0, 0.125, 0), 0, ws, expected);
        expected.swapAB();
        assertEquals(1, ContactDispatch.collide(BOX, at(0, 0.125, 0), HALF, at(0.25, 1.25, -0.5), 0, ws, m));
        assertTrue(m.sameBits(expected));
    }

    @Test
    void regression_gjkReportsCenterNearBoxCenterAsSeparated_satConfirmsDeep() {
        // the box 1 raw ulp below the sphere center: GJK alone reported core distance 1 ulp
        // (REPEATED_SUPPORT); GJK_CONFIRM_DISTANCE makes SAT take over. Top face: s = 1 ulp - 1.
        dev.lockstep.fixedpoint.Transform tb = dev.lockstep.fixedpoint.Transform.translation(new Vec3(0, -1, 0));
        assertEquals(1, SphereHullContact.collide(HALF, at(0, 0, 0), BOX, tb, 0, ws, m));
        assertEquals(fx(1.5) - 1, m.point(0).depth());
        assertNormal(m, v(0, -1, 0));
        assertEquals(FeatureId.FACE, FeatureId.typeB(m.point(0).featureId()));
    }
}
