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
import dev.lockstep.collision.narrow.ContactDispatch;
import dev.lockstep.collision.narrow.ContactWorkspace;
import dev.lockstep.collision.shape.ConvexHull;
import dev.lockstep.collision.shape.Sphere;
import dev.lockstep.fixedpoint.Fixed;
import dev.lockstep.fixedpoint.Transform;
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

    // ---- closed form (PointHullRegion): one example per Voronoi region, exact raw answers

    @Test
    void closedForm_faceRegion_depthIsThePlaneDistance_normalIsTheFaceNormal() {
        // center (0.25, 1.25, -0.5) over the top face: s = 0.25, depth 0.5 - 0.25, no iteration
        assertEquals(1, SphereHullContact.collide(HALF, at(0.25, 1.25, -0.5), BOX, at(0, 0, 0), 0, ws, m));
        assertEquals(FeatureId.FACE, ((NarrowScratch) ws).pointRegion.type);
        assertNormal(m, v(0, -1, 0));
        assertPoint(m.point(0), v(0.25, 0.875, -0.5), v(0, -0.5, 0), v(0.25, 1, -0.5), fx(0.25),
                FeatureId.of(FeatureId.VERTEX, 0, FeatureId.FACE, faceWithNormal(Vec3.UNIT_Y)));
    }

    @Test
    void closedForm_edgeRegion_closestPointInsideTheEdge_depthRoundedOnce() {
        // center (1.5, 1.5, 0.25), radius 1: closest point (1, 1, 0.25) on the edge x = y = 1;
        // distance sqrt(0.5): length3 raw round(2^31 sqrt 2) = 3037000500, depth 2^32 - that
        assertEquals(1, SphereHullContact.collide(Sphere.of(Fixed.ONE), at(1.5, 1.5, 0.25), BOX, at(0, 0, 0), 0, ws, m));
        assertEquals(FeatureId.EDGE, ((NarrowScratch) ws).pointRegion.type);
        assertEquals(0x4AFB_0CCCL /* 1257966796 */, m.point(0).depth());
        assertEquals(v(1, 1, 0.25), m.point(0).localB());
        // normal along (-1, -1, 0): both components equal, z exactly 0
        assertEquals(m.normal().x(), m.normal().y());
        assertEquals(0, m.normal().z());
        assertTrue(m.normal().x() < 0);
    }

    @Test
    void closedForm_vertexRegion_closestPointIsTheVertex_depthRoundedOnce() {
        // center (1.5, 1.5, 1.5), radius 1: distance sqrt(0.75), length3 raw round(2^31 sqrt 3)
        // = round(3719550786.76) = 3719550787, depth 2^32 - that = 575416509 (exact 575416509.24)
        assertEquals(1, SphereHullContact.collide(Sphere.of(Fixed.ONE), at(1.5, 1.5, 1.5), BOX, at(0, 0, 0), 0, ws, m));
        assertEquals(FeatureId.VERTEX, ((NarrowScratch) ws).pointRegion.type);
        assertEquals(0x224C_28BDL /* 575416509 */, m.point(0).depth());
        assertEquals(v(1, 1, 1), m.point(0).localB());
        assertEquals(m.normal().x(), m.normal().y());
        assertEquals(m.normal().x(), m.normal().z());
    }

    @Test
    void closedForm_separated_faceBoundBeyondContactDistance_noPointAndNoSearch() {
        ((NarrowScratch) ws).pointRegion.type = -1;
        assertEquals(0, SphereHullContact.collide(HALF, at(1.75, 2.5, 0), BOX, at(0, 0, 0), fx(0.5), ws, m));
        assertEquals(-1, ((NarrowScratch) ws).pointRegion.type, "the face-plane bound alone decides");
        assertEquals(0, m.pointCount());
    }

    @Test
    void closedForm_closestVertexOffTheBestFace_otherFacesSearched_noGjk() {
        // found by SphereHullClosedFormProperties: 2 units below a 10-vertex cloud hull, the face
        // of largest separation does not hold the closest point (a sharp vertex does)
        ConvexHull hull = ContactGenerators.HULLS.get(8);
        Vec3 c = new Vec3(-964_009_160L, -1_757_818_649L, -8_589_934_592L);
        assertEquals(1, SphereHullContact.collide(Sphere.of(8 * Fixed.ONE), Transform.translation(c), hull, Transform.IDENTITY, 0,
                ws, m));
        assertEquals(FeatureId.VERTEX, ((NarrowScratch) ws).pointRegion.type);
        assertEquals(FeatureId.of(FeatureId.VERTEX, 0, FeatureId.VERTEX, 2), m.point(0).featureId());
        SphereHullClosedFormProperties.Oracle o = SphereHullClosedFormProperties.Oracle.of(hull, c);
        assertTrue(o.vertexIsClosest(2));
        assertTrue(Math.abs(8 * Fixed.ONE - m.point(0).depth() - o.distance()) <= SphereHullClosedFormProperties.CLOSED_FORM_DISTANCE_ULPS);
    }
}
