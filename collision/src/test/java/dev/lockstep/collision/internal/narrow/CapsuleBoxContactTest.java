package dev.lockstep.collision.internal.narrow;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.lockstep.collision.internal.shape.BoxFeatures;
import dev.lockstep.collision.internal.shape.HullQueryIndex;
import dev.lockstep.collision.manifold.ContactManifold;
import dev.lockstep.collision.manifold.FeatureId;
import dev.lockstep.collision.narrow.ContactDispatch;
import dev.lockstep.collision.narrow.ContactWorkspace;
import dev.lockstep.collision.shape.Capsule;
import dev.lockstep.collision.shape.ConvexHull;
import dev.lockstep.fixedpoint.Fixed;
import dev.lockstep.fixedpoint.MutableVec3;
import dev.lockstep.fixedpoint.Transform;
import dev.lockstep.fixedpoint.Vec3;
import org.junit.jupiter.api.Test;

/**
 * The named capsule-vs-box poses of issue 20 through {@link ContactDispatch} (so through
 * {@link CapsuleBoxContact}): a 2 x 1.5 x 1 box at the origin, capsules of radius 0.5 placed in
 * world coordinates (identity transforms, so every expected value is exact), contact distance
 * 1/16. Where the closed form decides without GJK it must give the general path's bits too.
 */
class CapsuleBoxContactTest {
    private static final long ONE = Fixed.ONE;
    private static final long R = ONE / 2;
    private static final long SINK = ONE >> 8;
    private static final long CONTACT_DISTANCE = ONE / 16;
    private static final ConvexHull BOX = ConvexHull.box(new Vec3(ONE, ONE * 3 / 4, ONE / 2));
    private static final BoxFeatures FEATURES = HullQueryIndex.of(BOX).box();
    private static final int TOP = FEATURES.face(1, 1);

    private final ContactWorkspace ws = new ContactWorkspace();
    private final ContactManifold out = new ContactManifold();
    private final ContactManifold general = new ContactManifold();

    private int collide(Capsule c) {
        return ContactDispatch.collide(c, Transform.IDENTITY, BOX, Transform.IDENTITY, CONTACT_DISTANCE, ws, out);
    }

    private void assertSameBitsAsGeneralPath(Capsule c) {
        int g = CapsuleHullContact.collideGeneral(c, Transform.IDENTITY, BOX, Transform.IDENTITY, CONTACT_DISTANCE, ws, general);
        assertEquals(g, out.pointCount());
        assertTrue(out.sameBits(general), "closed form " + out + "\ngeneral " + general);
    }

    private void assertNormal(long x, long y, long z) {
        assertEquals(x, out.normalX(), "normal x");
        assertEquals(y, out.normalY(), "normal y");
        assertEquals(z, out.normalZ(), "normal z");
    }

    @Test
    void issue20_capsuleLyingOnFace_twoPointsAtTheSinkDepth() {
        long y = ONE * 3 / 4 + R - SINK;
        Capsule c = new Capsule(new Vec3(-ONE * 2 / 5, y, ONE / 8), new Vec3(ONE * 2 / 5, y, ONE / 8), R);
        assertEquals(2, collide(c));
        assertEquals(CapsuleBoxContact.FACE_CONTACT, ((NarrowScratch) ws).capsuleBoxRegime);
        assertNormal(0, -ONE, 0);
        for (int i = 0; i < 2; i++) {
            assertEquals(SINK, out.point(i).depth(), "depth " + i);       // 2^-8 = 0x0100_0000 raw
            assertEquals(FeatureId.of(FeatureId.VERTEX, i, FeatureId.FACE, TOP), out.point(i).featureId());
            assertEquals(ONE * 3 / 4 - SINK / 2, out.point(i).worldY(), "midway between the witnesses");
            assertEquals(ONE * 3 / 4, out.point(i).localBY(), "box witness on the top face");
        }
        assertEquals(-ONE * 2 / 5, out.point(0).worldX());
        assertEquals(ONE * 2 / 5, out.point(1).worldX());
        assertSameBitsAsGeneralPath(c);
    }

    @Test
    void issue20_capsuleStandingOnFace_onePointUnderTheLowerEnd() {
        long y = ONE * 3 / 4 + R - SINK;
        Capsule c = new Capsule(new Vec3(ONE / 4, y, ONE / 8), new Vec3(ONE / 4, y + ONE * 4 / 5, ONE / 8), R);
        assertEquals(1, collide(c));
        assertEquals(CapsuleBoxContact.FACE_CONTACT, ((NarrowScratch) ws).capsuleBoxRegime);
        assertNormal(0, -ONE, 0);
        assertEquals(SINK, out.point(0).depth());
        assertEquals(FeatureId.of(FeatureId.VERTEX, 0, FeatureId.FACE, TOP), out.point(0).featureId());
        assertEquals(ONE / 4, out.point(0).localBX());
        assertSameBitsAsGeneralPath(c);
    }

    /**
     * Along z over the top +x edge, 5/16 beyond both faces: apart from the box (no GJK), depth
     * {@code r - |(5/16, 5/16)|} exactly as {@code length3} rounds it, normal the diagonal, box
     * witness on the edge. The segment runs parallel to the edge, so every point of the overlap is
     * closest: the closed form takes the first closest parameter, end 0 (GJK stops at some inner
     * point of the same family, at the same distance).
     */
    @Test
    void issue20_capsuleAcrossAnEdge_onePointOnTheEdgeAtTheExactDistance() {
        long off = ONE * 5 / 16;
        Capsule c = new Capsule(new Vec3(ONE + off, ONE * 3 / 4 + off, -ONE * 3 / 8), new Vec3(ONE + off, ONE * 3 / 4 + off, ONE * 3 / 8), R);
        assertEquals(1, collide(c));
        assertEquals(CapsuleBoxContact.APART, ((NarrowScratch) ws).capsuleBoxRegime);
        assertEquals(R - Fixed.length3(off, off, 0), out.point(0).depth());
        MutableVec3 n = new MutableVec3();
        dev.lockstep.fixedpoint.VecMath.normalizeInto(-off, -off, 0, n);
        assertNormal(n.x, n.y, n.z);
        int edge = SimplexFeatures.edgeIndex(BOX, 6, 7);         // vertices (+x, +y, -z) and (+x, +y, +z)
        assertEquals(FeatureId.of(FeatureId.VERTEX, 0, FeatureId.EDGE, edge), out.point(0).featureId());
        assertEquals(ONE, out.point(0).localBX());
        assertEquals(ONE * 3 / 4, out.point(0).localBY());
        assertEquals(-ONE * 3 / 8, out.point(0).localBZ());
        int g = CapsuleHullContact.collideGeneral(c, Transform.IDENTITY, BOX, Transform.IDENTITY, CONTACT_DISTANCE, ws, general);
        assertEquals(1, g);
        assertTrue(Math.abs(general.point(0).depth() - out.point(0).depth()) <= 64, "GJK's depth " + general);
    }

    /** Across the +x+y edge at 45 degrees in the xy-plane view: the closest points are unique, the interior of the segment against the edge. */
    @Test
    void issue20_capsuleCrossingOverAnEdge_edgeAgainstEdge() {
        long off = ONE * 5 / 16;
        // through (1 + off, 3/4 + off, 0), along (1, -1, 1): perpendicular to the diagonal, crossing the edge's line
        Capsule c = new Capsule(new Vec3(ONE + off - ONE / 4, ONE * 3 / 4 + off + ONE / 4, -ONE / 4),
                new Vec3(ONE + off + ONE / 4, ONE * 3 / 4 + off - ONE / 4, ONE / 4), R);
        assertEquals(1, collide(c));
        assertEquals(CapsuleBoxContact.APART, ((NarrowScratch) ws).capsuleBoxRegime);
        assertEquals(R - Fixed.length3(off, off, 0), out.point(0).depth());
        int edge = SimplexFeatures.edgeIndex(BOX, 6, 7);
        assertEquals(FeatureId.of(FeatureId.EDGE, 0, FeatureId.EDGE, edge), out.point(0).featureId());
        assertEquals(0, out.point(0).localBZ(), "the edge point under the segment's middle");
        int g = CapsuleHullContact.collideGeneral(c, Transform.IDENTITY, BOX, Transform.IDENTITY, CONTACT_DISTANCE, ws, general);
        assertEquals(1, g);
        assertEquals(general.point(0).featureId(), out.point(0).featureId());
        assertTrue(Math.abs(general.point(0).depth() - out.point(0).depth()) <= 64, "GJK's depth " + general);
    }

    /** Along x through the box, 1/16 off centre in z: deep, the +z face (7/16 inside) clipped at the box's x extent. */
    @Test
    void issue20_capsuleAxisThroughTheBox_deepFaceContactClippedToTheFace() {
        Capsule c = new Capsule(new Vec3(-2 * ONE, ONE / 8, ONE / 16), new Vec3(2 * ONE, ONE / 8, ONE / 16), R);
        assertEquals(2, collide(c));
        assertEquals(CapsuleBoxContact.DEEP, ((NarrowScratch) ws).capsuleBoxRegime);
        assertNormal(0, 0, -ONE);
        for (int i = 0; i < 2; i++) {
            assertEquals(R + ONE * 7 / 16, out.point(i).depth());
            assertEquals(FeatureId.EDGE, FeatureId.typeA(out.point(i).featureId()), "cut by a side plane");
            assertEquals(FeatureId.EDGE, FeatureId.typeB(out.point(i).featureId()));
        }
        assertEquals(-ONE, out.point(0).localBX());
        assertEquals(ONE, out.point(1).localBX());
        assertSameBitsAsGeneralPath(c);
    }

    @Test
    void issue20_capsuleAboveFace_withinTheContactDistance_speculativePoints_beyondIt_none() {
        long y = ONE * 3 / 4 + R + ONE / 32;
        Capsule within = new Capsule(new Vec3(-ONE / 4, y, 0), new Vec3(ONE / 4, y, 0), R);
        assertEquals(2, collide(within));
        assertEquals(-ONE / 32, out.point(0).depth());
        assertSameBitsAsGeneralPath(within);
        Capsule beyond = new Capsule(new Vec3(-ONE / 4, y + ONE / 4, 0), new Vec3(ONE / 4, y + ONE / 4, 0), R);
        assertEquals(0, collide(beyond));
        assertEquals(CapsuleBoxContact.FACE_SEPARATED, ((NarrowScratch) ws).capsuleBoxRegime);
        assertSameBitsAsGeneralPath(beyond);
    }

    /** Off a corner, apart: the box vertex against the segment's end. */
    @Test
    void issue20_capsuleEndOffACorner_vertexAgainstVertex() {
        long off = ONE / 8;
        Vec3 end = new Vec3(ONE + off, ONE * 3 / 4 + off, ONE / 2 + off);
        Capsule c = new Capsule(end, end.add(new Vec3(ONE / 2, ONE / 2, ONE / 2)), R);
        assertEquals(1, collide(c));
        assertEquals(CapsuleBoxContact.APART, ((NarrowScratch) ws).capsuleBoxRegime);
        assertEquals(R - Fixed.length3(off, off, off), out.point(0).depth());
        assertEquals(FeatureId.of(FeatureId.VERTEX, 0, FeatureId.VERTEX, 7), out.point(0).featureId());
        int g = CapsuleHullContact.collideGeneral(c, Transform.IDENTITY, BOX, Transform.IDENTITY, CONTACT_DISTANCE, ws, general);
        assertEquals(1, g);
        assertEquals(general.point(0).featureId(), out.point(0).featureId());
    }
}
