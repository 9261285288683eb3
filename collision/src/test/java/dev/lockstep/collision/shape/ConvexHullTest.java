package dev.lockstep.collision.shape;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.lockstep.fixedpoint.Fixed;
import dev.lockstep.fixedpoint.MutableVec3;
import dev.lockstep.fixedpoint.Vec3;
import java.util.List;
import org.junit.jupiter.api.Test;

/** Known-answer tests for the box and tetrahedron factories and the hull accessors. */
class ConvexHullTest {
    private static final long ONE = Fixed.ONE;  // 0x1_0000_0000 = 4294967296

    @Test
    void box_hasEightVerticesTwelveEdgesSixQuadFaces() {
        ConvexHull box = ConvexHull.box(new Vec3(ONE, 2 * ONE, 3 * ONE));
        box.validate();
        assertEquals(8, box.vertexCount());
        assertEquals(12, box.edgeCount());
        assertEquals(24, box.halfEdgeCount());
        assertEquals(6, box.faceCount());
        for (int f = 0; f < 6; f++) {
            assertEquals(4, box.faceVertexCount(f));
        }
        // vertex i: bit 2 = +x, bit 1 = +y, bit 0 = +z
        MutableVec3 v = new MutableVec3();
        for (int i = 0; i < 8; i++) {
            box.vertex(i, v);
            assertEquals((i & 4) != 0 ? ONE : -ONE, v.x);
            assertEquals((i & 2) != 0 ? 2 * ONE : -2 * ONE, v.y);
            assertEquals((i & 1) != 0 ? 3 * ONE : -3 * ONE, v.z);
        }
    }

    @Test
    void box_normalsAreExactAxesAndOffsetsAreHalfExtents() {
        ConvexHull box = ConvexHull.box(new Vec3(ONE, 2 * ONE, 3 * ONE));
        MutableVec3 n = new MutableVec3();
        int seen = 0;
        for (int f = 0; f < 6; f++) {
            box.faceNormal(f, n);
            int nonZero = (n.x != 0 ? 1 : 0) + (n.y != 0 ? 1 : 0) + (n.z != 0 ? 1 : 0);
            assertEquals(1, nonZero, "face " + f + " normal " + n);
            long c = n.x != 0 ? n.x : n.y != 0 ? n.y : n.z;
            assertEquals(ONE, Math.abs(c));
            int axis = n.x != 0 ? 0 : n.y != 0 ? 1 : 2;
            assertEquals((axis + 1) * ONE, box.faceOffset(f));
            seen |= 1 << (2 * axis + (c > 0 ? 1 : 0));
        }
        assertEquals(0b111111, seen);
    }

    @Test
    void box_supportPicksTheCornerAndTiesGoToLowestIndex() {
        ConvexHull box = ConvexHull.box(new Vec3(ONE, ONE, ONE));
        MutableVec3 out = new MutableVec3();
        assertEquals(7, box.supportCore(1, 1, 1, out));
        assertEquals(0, box.supportCore(-1, -1, -1, out));
        // +x face: vertices 4..7 tie; lowest index wins
        assertEquals(4, box.supportCore(ONE, 0, 0, out));
        assertEquals(0, box.supportCore(0, 0, 0, out));
        assertEquals(new Aabb(-ONE, -ONE, -ONE, ONE, ONE, ONE), box.localBounds());
    }

    @Test
    void supportCoreFrom_anyStartGivesTheSameVertexAndRejectsBadStart() {
        ConvexHull box = ConvexHull.box(new Vec3(ONE, ONE, ONE));
        MutableVec3 out = new MutableVec3();
        for (int start = 0; start < 8; start++) {
            assertEquals(7, box.supportCoreFrom(start, 1, 2, 3, out));
            assertEquals(4, box.supportCoreFrom(start, ONE, 0, 0, out));  // tie: lowest index
        }
        org.junit.jupiter.api.Assertions.assertThrows(IndexOutOfBoundsException.class,
                () -> box.supportCoreFrom(8, 1, 0, 0, out));
        org.junit.jupiter.api.Assertions.assertThrows(IndexOutOfBoundsException.class,
                () -> box.supportCoreFrom(-1, 1, 0, 0, out));
    }

    @Test
    void box_edgesJoinDistinctFacesAndTwinsPair() {
        ConvexHull box = ConvexHull.box(new Vec3(ONE, ONE, ONE));
        for (int k = 0; k < box.edgeCount(); k++) {
            assertEquals(box.edgeVertexA(k), box.halfEdgeOrigin(2 * k));
            assertEquals(box.edgeVertexB(k), box.halfEdgeOrigin(box.halfEdgeTwin(2 * k)));
            assertTrue(box.edgeFaceA(k) != box.edgeFaceB(k));
        }
    }

    @Test
    void tetrahedron_hasFourTriangles() {
        ConvexHull t = ConvexHull.tetrahedron(Vec3.ofInts(0, 0, 0), Vec3.ofInts(1, 0, 0), Vec3.ofInts(0, 1, 0),
                Vec3.ofInts(0, 0, 1));
        t.validate();
        assertEquals(4, t.vertexCount());
        assertEquals(6, t.edgeCount());
        assertEquals(4, t.faceCount());
    }

    @Test
    void regularPrism_hexagon_hasTwelveVerticesEightFacesEighteenEdges() {
        ConvexHull p = ConvexHull.regularPrism(6, 2 * ONE, ONE / 2);
        p.validate();
        assertEquals(12, p.vertexCount());
        assertEquals(8, p.faceCount());
        assertEquals(18, p.edgeCount());
        MutableVec3 out = new MutableVec3();
        // rim point 0 is (2, 0, +-1/2); the small +z component picks the top one
        p.supportCore(ONE, 0, 1, out);
        assertEquals(2 * ONE, out.x);
        assertEquals(ONE / 2, out.z);
    }

    @Test
    void regularPrism_rejectsBadArguments() {
        org.junit.jupiter.api.Assertions.assertThrows(IllegalArgumentException.class, () -> ConvexHull.regularPrism(2, ONE, ONE));
        org.junit.jupiter.api.Assertions.assertThrows(IllegalArgumentException.class, () -> ConvexHull.regularPrism(8, 0, ONE));
        org.junit.jupiter.api.Assertions.assertThrows(IllegalArgumentException.class, () -> ConvexHull.regularPrism(8, ONE, -1));
    }

    @Test
    void cubeWithCoplanarPoints_mergesToSixQuads() {
        List<Vec3> pts = new java.util.ArrayList<>();
        for (int x = -2; x <= 2; x++) {
            for (int y = -2; y <= 2; y++) {
                for (int z = -2; z <= 2; z++) {
                    pts.add(Vec3.ofInts(x, y, z));
                }
            }
        }
        ConvexHull h = HullBuilder.build(pts);
        h.validate();
        assertEquals(8, h.vertexCount());
        assertEquals(6, h.faceCount());
        assertEquals(12, h.edgeCount());
    }

    @Test
    void sideNormals_areCrossOfEdgeAndFaceNormal_bitForBit_andPointOutOfTheFace() {
        List<ConvexHull> hulls = List.of(ConvexHull.box(new Vec3(Fixed.ONE, Fixed.ONE / 4, 3 * Fixed.ONE / 4)),
                ConvexHull.regularPrism(7, Fixed.ONE, Fixed.HALF),
                ConvexHull.tetrahedron(new Vec3(0, 0, 0), new Vec3(Fixed.ONE, 0, 0), new Vec3(0, Fixed.ONE, 0), new Vec3(0, 0, Fixed.ONE)));
        MutableVec3 m = new MutableVec3();
        for (ConvexHull h : hulls) {
            for (int e = 0; e < h.halfEdgeCount(); e++) {
                int f = h.halfEdgeFace(e);
                int vi = h.halfEdgeOrigin(e);
                int vj = h.halfEdgeOrigin(h.halfEdgeNext(e));
                dev.lockstep.fixedpoint.VecMath.crossInto(h.vertexX(vj) - h.vertexX(vi), h.vertexY(vj) - h.vertexY(vi),
                        h.vertexZ(vj) - h.vertexZ(vi), h.faceNormalX(f), h.faceNormalY(f), h.faceNormalZ(f), m);
                assertEquals(m.x, h.sideNormalX(e), "x of half-edge " + e + " of " + h);
                assertEquals(m.y, h.sideNormalY(e));
                assertEquals(m.z, h.sideNormalZ(e));
                // the vertex after v_j on the face loop lies on the inner side (strictly, for these faces)
                int vk = h.halfEdgeOrigin(h.halfEdgeNext(h.halfEdgeNext(e)));
                assertTrue(Fixed.signOfDot3(m.x, m.y, m.z, h.vertexX(vk) - h.vertexX(vi), h.vertexY(vk) - h.vertexY(vi),
                        h.vertexZ(vk) - h.vertexZ(vi)) < 0, "side normal of half-edge " + e + " points into its face");
            }
        }
    }
}
