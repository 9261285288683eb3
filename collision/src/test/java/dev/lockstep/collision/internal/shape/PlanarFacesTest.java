package dev.lockstep.collision.internal.shape;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.lockstep.collision.shape.ConvexHull;
import dev.lockstep.collision.shape.HullBuilder;
import dev.lockstep.fixedpoint.Fixed;
import dev.lockstep.fixedpoint.Vec3;
import org.junit.jupiter.api.Test;

/**
 * {@link HullQueryIndex#planarFace}, {@link HullQueryIndex#planarFaces} and
 * {@link HullQueryIndex#bentFaces}: exact planarity of the builder's faces (seed 001, "Coplanar
 * Faces": nearly coplanar faces merge, and a merged face may bend); and
 * {@link HullQueryIndex#skippableArc}, the edges whose arcs the edge query may skip whole.
 */
class PlanarFacesTest {
    private static final long ONE = Fixed.ONE;

    @Test
    void box_allFacesPlanar_noBentEdges() {
        HullQueryIndex index = HullQueryIndex.of(ConvexHull.box(new Vec3(ONE, ONE / 2, 3 * ONE)));
        assertTrue(index.planarFaces());
        assertArrayEquals(new int[0], index.bentFaces());
    }

    @Test
    void cubeWithOneCornerRaised_mergedTopBends() {
        // corner (1, 1, 1) raised by 2^-10: the top splits into two triangles about 0.03 degrees
        // apart, far inside the merge tolerance, so it merges into one quadrilateral that is not
        // planar
        long[] xyz = new long[3 * 8];
        int k = 0;
        for (int i = 0; i < 8; i++) {
            long x = (i & 1) == 0 ? -ONE : ONE;
            long y = (i & 2) == 0 ? -ONE : ONE;
            long z = (i & 4) == 0 ? -ONE : ONE;
            xyz[k++] = x;
            xyz[k++] = y;
            xyz[k++] = i == 7 ? z + (ONE >> 10) : z;
        }
        ConvexHull h = HullBuilder.build(xyz);
        assertEquals(6, h.faceCount(), "the top merged into one face");
        HullQueryIndex index = HullQueryIndex.of(h);
        assertFalse(index.planarFaces());
        int bentFaces = 0;
        for (int f = 0; f < h.faceCount(); f++) {
            if (!index.planarFace(f)) {
                bentFaces++;
                assertEquals(4, h.faceVertexCount(f));
            }
        }
        // raised along z the corner stays on the planes x = 1 and y = 1: only the top bends
        assertEquals(1, bentFaces);
        int[] bent = index.bentFaces();
        assertEquals(1, bent.length);
        assertFalse(index.planarFace(bent[0]));
    }

    @Test
    void skippableArc_isBothFacesPlanarAndTheNormalsWithin160Degrees() {
        // a box: every dihedral normal pair 90 degrees apart
        ConvexHull box = ConvexHull.box(new Vec3(ONE, ONE / 2, 3 * ONE));
        for (int k = 0; k < box.edgeCount(); k++) {
            assertTrue(HullQueryIndex.of(box).skippableArc(k), "box edge " + k);
        }
        // a flat double pyramid (apexes 1/20 above and below a 2 x 2 square): at the square's
        // edges the upper and lower faces meet at about 6 degrees, their normals about 174
        // degrees apart; the bent cube's top edges: a bent face
        long[] wedge = {-ONE, 0, -ONE, ONE, 0, -ONE, -ONE, 0, ONE, ONE, 0, ONE, 0, ONE / 20, 0, 0, -ONE / 20, 0};
        for (ConvexHull h : new ConvexHull[] {HullBuilder.build(wedge), raisedCornerCube()}) {
            HullQueryIndex index = HullQueryIndex.of(h);
            int notSkippable = 0;
            for (int k = 0; k < h.edgeCount(); k++) {
                int p = h.edgeFaceA(k);
                int q = h.edgeFaceB(k);
                boolean expected = index.planarFace(p) && index.planarFace(q) && HullQueryIndex.normalsWithin160Degrees(
                        h.faceNormalX(p), h.faceNormalY(p), h.faceNormalZ(p), h.faceNormalX(q), h.faceNormalY(q),
                        h.faceNormalZ(q));
                assertEquals(expected, index.skippableArc(k), "edge " + k);
                notSkippable += expected ? 0 : 1;
            }
            assertTrue(notSkippable > 0, "some arc is not skippable");
        }
    }

    @Test
    void normalsWithin160Degrees_decidesAroundTheThreshold() {
        // unit normals theta apart, theta in degrees: certain below about 160, refused beyond
        for (int degrees : new int[] {0, 45, 90, 150, 155, 165, 170, 180}) {
            long theta = Fixed.mulDiv(Fixed.PI, degrees, 180);
            long cx = dev.lockstep.fixedpoint.FixedTrig.cos(theta);
            long sy = dev.lockstep.fixedpoint.FixedTrig.sin(theta);
            boolean within = HullQueryIndex.normalsWithin160Degrees(ONE, 0, 0, cx, sy, 0);
            assertEquals(degrees <= 155, within, degrees + " degrees");
        }
    }

    private static ConvexHull raisedCornerCube() {
        long[] xyz = new long[3 * 8];
        int k = 0;
        for (int i = 0; i < 8; i++) {
            xyz[k++] = (i & 1) == 0 ? -ONE : ONE;
            xyz[k++] = (i & 2) == 0 ? -ONE : ONE;
            xyz[k++] = (i & 4) == 0 ? -ONE : ONE + (i == 7 ? ONE >> 10 : 0);
        }
        return HullBuilder.build(xyz);
    }
}
