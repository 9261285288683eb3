package dev.lockstep.collision.internal.narrow;

import static dev.lockstep.collision.internal.narrow.ContactAssertions.assertNormal;
import static dev.lockstep.collision.internal.narrow.ContactAssertions.assertPoint;
import static dev.lockstep.collision.internal.narrow.ContactAssertions.at;
import static dev.lockstep.collision.internal.narrow.ContactAssertions.fx;
import static dev.lockstep.collision.internal.narrow.ContactAssertions.v;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.lockstep.collision.manifold.ContactManifold;
import dev.lockstep.collision.manifold.FeatureId;
import dev.lockstep.collision.narrow.ContactDispatch;
import dev.lockstep.collision.narrow.ContactWorkspace;
import dev.lockstep.collision.shape.Capsule;
import dev.lockstep.collision.shape.ConvexHull;
import dev.lockstep.fixedpoint.Fixed;
import dev.lockstep.fixedpoint.Vec3;
import org.junit.jupiter.api.Test;

class CapsuleHullContactTest {
    private final ContactWorkspace ws = new ContactWorkspace();
    private final ContactManifold m = new ContactManifold();
    private static final ConvexHull BOX = ConvexHull.box(v(1, 1, 1));
    private static final long QUARTER = Fixed.ONE / 4;

    private static int top() {
        for (int f = 0; f < BOX.faceCount(); f++) {
            if (BOX.faceNormalY(f) == Fixed.ONE) {
                return f;
            }
        }
        throw new AssertionError();
    }

    private static int edgeAt(Vec3 p, Vec3 q) {
        for (int k = 0; k < BOX.edgeCount(); k++) {
            Vec3 a = new Vec3(BOX.vertexX(BOX.edgeVertexA(k)), BOX.vertexY(BOX.edgeVertexA(k)), BOX.vertexZ(BOX.edgeVertexA(k)));
            Vec3 b = new Vec3(BOX.vertexX(BOX.edgeVertexB(k)), BOX.vertexY(BOX.edgeVertexB(k)), BOX.vertexZ(BOX.edgeVertexB(k)));
            if (a.equals(p) && b.equals(q) || a.equals(q) && b.equals(p)) {
                return k;
            }
        }
        throw new AssertionError("no edge " + p + " " + q);
    }

    @Test
    void seed001_capsuleVsHull_stacking_shallowCapsuleLyingOnFace_givesTwoPoints() {
        Capsule rod = new Capsule(v(-0.5, 0, 0), v(0.5, 0, 0), QUARTER);
        assertEquals(2, CapsuleHullContact.collide(rod, at(0, 1.125, 0), BOX, at(0, 0, 0), 0, ws, m));
        assertNormal(m, v(0, -1, 0));
        // capsule witness (x, 0.875, 0), hull witness (x, 1, 0): middle y 0.9375, depth 0.125
        assertPoint(m.point(0), v(-0.5, 0.9375, 0), v(-0.5, -0.25, 0), v(-0.5, 1, 0), fx(0.125),
                FeatureId.of(FeatureId.VERTEX, 0, FeatureId.FACE, top()));
        assertPoint(m.point(1), v(0.5, 0.9375, 0), v(0.5, -0.25, 0), v(0.5, 1, 0), fx(0.125),
                FeatureId.of(FeatureId.VERTEX, 1, FeatureId.FACE, top()));
    }

    @Test
    void seed001_capsuleVsHull_clipping_overhangIsCutAtTheSidePlane() {
        Capsule rod = new Capsule(v(-2, 0, 0), v(0.5, 0, 0), QUARTER);
        assertEquals(2, CapsuleHullContact.collide(rod, at(0, 1.125, 0), BOX, at(0, 0, 0), 0, ws, m));
        // end 0 hangs over x = -1: cut by the side plane of the top face's edge at x = -1
        assertEquals(v(-1, 0.9375, 0), m.point(0).world());
        assertEquals(FeatureId.of(FeatureId.EDGE, 0, FeatureId.EDGE, edgeAt(v(-1, 1, -1), v(-1, 1, 1))), m.point(0).featureId());
        assertEquals(v(0.5, 0.9375, 0), m.point(1).world());
        assertEquals(FeatureId.of(FeatureId.VERTEX, 1, FeatureId.FACE, top()), m.point(1).featureId());
    }

    @Test
    void seed001_capsuleVsHull_tilted_farClippedPointIsDropped() {
        // end 0 is 0.25 above the face (depth 0.25), end 1 is 0.75 above (beyond the radius)
        Capsule tilted = new Capsule(v(-0.5, 0, 0), v(0.5, 0.5, 0), Fixed.HALF);
        assertEquals(1, CapsuleHullContact.collide(tilted, at(0, 1.25, 0), BOX, at(0, 0, 0), 0, ws, m));
        assertNormal(m, v(0, -1, 0));
        assertEquals(fx(0.25), m.point(0).depth());
        assertEquals(FeatureId.of(FeatureId.VERTEX, 0, FeatureId.FACE, top()), m.point(0).featureId());
    }

    @Test
    void seed001_capsuleVsHull_shallow_nearACorner_onePointFromGjk() {
        // capsule beside the corner (1,1,1) pointing away: no face is parallel to the normal
        Capsule rod = new Capsule(v(0, 0, 0), v(1, 1, 1), QUARTER);
        assertEquals(1, CapsuleHullContact.collide(rod, at(1.125, 1.125, 1.125), BOX, at(0, 0, 0), 0, ws, m));
        assertEquals(FeatureId.VERTEX, FeatureId.typeB(m.point(0).featureId()));
        assertEquals(v(1, 1, 1), m.point(0).localB());
        assertTrue(m.point(0).depth() > 0);
    }

    @Test
    void seed001_capsuleVsHull_deepFaceContact_clipsTheSegment() {
        Capsule rod = new Capsule(v(-0.5, 0, 0), v(0.5, 0, 0), Fixed.HALF);
        assertEquals(2, CapsuleHullContact.collide(rod, at(0, 0.75, 0), BOX, at(0, 0, 0), 0, ws, m));
        assertNormal(m, v(0, -1, 0));
        // top face: separation -0.25, depth 0.5 + 0.25; witnesses (x, 0.25, 0) and (x, 1, 0)
        assertPoint(m.point(0), v(-0.5, 0.625, 0), v(-0.5, -0.5, 0), v(-0.5, 1, 0), fx(0.75),
                FeatureId.of(FeatureId.VERTEX, 0, FeatureId.FACE, top()));
        assertPoint(m.point(1), v(0.5, 0.625, 0), v(0.5, -0.5, 0), v(0.5, 1, 0), fx(0.75),
                FeatureId.of(FeatureId.VERTEX, 1, FeatureId.FACE, top()));
    }

    @Test
    void seed001_capsuleVsHull_deepEdgeContact_closestPointsOfTheEdges() {
        // segment across the z edge at x = y = 1, touching it at (1, 1, 0): the edge axis (1,1,0)/sqrt2
        // separates by 0, beating both faces (-0.25) by more than FACE_PREFERENCE
        Capsule diagonal = new Capsule(v(0.75, 1.25, 0), v(1.25, 0.75, 0), QUARTER);
        assertEquals(1, CapsuleHullContact.collide(diagonal, at(0, 0, 0), BOX, at(0, 0, 0), 0, ws, m));
        int edge = edgeAt(v(1, 1, -1), v(1, 1, 1));
        assertEquals(FeatureId.of(FeatureId.EDGE, 0, FeatureId.EDGE, edge), m.point(0).featureId());
        assertEquals(v(1, 1, 0), m.point(0).localB());
        assertEquals(QUARTER, m.point(0).depth());
        Vec3 n = m.normal();
        assertTrue(n.x() < 0 && n.x() == n.y() && n.z() == 0, "normal (-1,-1,0)/sqrt2: " + n);
    }

    @Test
    void seed001_capsuleVsHull_separated_noPoints() {
        Capsule rod = new Capsule(v(-0.5, 0, 0), v(0.5, 0, 0), QUARTER);
        assertEquals(0, CapsuleHullContact.collide(rod, at(0, 1.5, 0), BOX, at(0, 0, 0), 0, ws, m));
        assertEquals(2, CapsuleHullContact.collide(rod, at(0, 1.5, 0), BOX, at(0, 0, 0), QUARTER, ws, m));
        assertEquals(-QUARTER, m.point(0).depth());
    }

    @Test
    void zeroLengthCapsule_deepInsideHull_isOnePoint() {
        Capsule dot = new Capsule(v(0, 0, 0), v(0, 0, 0), QUARTER);
        assertEquals(1, CapsuleHullContact.collide(dot, at(0, 0.75, 0), BOX, at(0, 0, 0), 0, ws, m));
        assertEquals(fx(0.5), m.point(0).depth());
    }

    @Test
    void table001_hullCapsule_isCapsuleHullSwapped_bitForBit() {
        Capsule rod = new Capsule(v(-0.5, 0, 0.25), v(0.5, 0.125, 0), QUARTER);
        ContactManifold expected = new ContactManifold();
        int n = CapsuleHullContact.collide(rod, at(0.25, 1.125, 0), BOX, at(0, 0.0625, 0), 0, ws, expected);
        expected.swapAB();
        assertEquals(n, ContactDispatch.collide(BOX, at(0, 0.0625, 0), rod, at(0.25, 1.125, 0), 0, ws, m));
        assertTrue(m.sameBits(expected));
    }

    @Test
    void regression_gjkReportsPointCoreNearBoxCenterAsSeparated_satConfirmsDeep() {
        Capsule dot = new Capsule(v(0, 0, 0), v(0, 0, 0), QUARTER);
        dev.lockstep.fixedpoint.Transform tb = dev.lockstep.fixedpoint.Transform.translation(new Vec3(0, -1, 0));
        assertEquals(1, CapsuleHullContact.collide(dot, at(0, 0, 0), BOX, tb, 0, ws, m));
        assertEquals(fx(1.25) - 1, m.point(0).depth());
        assertNormal(m, v(0, -1, 0));
    }

    // ---- closed-form face contact (no GJK): when it stands and when it does not

    @Test
    void closedForm_capsuleLyingOnTheTopFace_clippedWithoutGjk() {
        Capsule rod = new Capsule(v(-1.5, 0, 0), v(0.5, 0, 0), QUARTER);
        assertEquals(2, CapsuleHullContact.collide(rod, at(0, 1.125, 0), BOX, at(0, 0, 0), 0, ws, m));
        assertTrue(((NarrowScratch) ws).capsuleFaceClosedForm);
        assertNormal(m, v(0, -1, 0));
        assertEquals(fx(0.125), m.point(0).depth());
        assertEquals(fx(0.125), m.point(1).depth());
    }

    @Test
    void closedForm_lowEndBeyondTheFaceEdge_clippedPointsTooHigh_fallsBackToGjk() {
        // top face bound s = 0.125 at the end x = 1.5 (outside the face); the clipped part starts at
        // x = 1, 0.375 above the face: the closest point is at the edge x = y = 1, not on the face
        Capsule tilted = new Capsule(v(1.5, 0, 0), v(0.5, 0.5, 0), Fixed.HALF);
        assertEquals(1, CapsuleHullContact.collide(tilted, at(0, 1.125, 0), BOX, at(0, 0, 0), 0, ws, m));
        assertFalse(((NarrowScratch) ws).capsuleFaceClosedForm);
        assertEquals(FeatureId.EDGE, FeatureId.typeB(m.point(0).featureId()));
        assertTrue(m.normal().x() < 0 && m.normal().y() < 0, m.toString());
    }

    @Test
    void closedForm_separatedByTheFaceBound_noPoints() {
        Capsule rod = new Capsule(v(-0.5, 0, 0), v(0.5, 0, 0), QUARTER);
        assertEquals(0, CapsuleHullContact.collide(rod, at(0, 2, 0), BOX, at(0, 0, 0), fx(0.5), ws, m));
        assertFalse(((NarrowScratch) ws).capsuleFaceClosedForm);
    }
}
