package dev.lockstep.collision.shape;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.lockstep.fixedpoint.Fixed;
import dev.lockstep.fixedpoint.Vec3;
import org.junit.jupiter.api.Test;

/**
 * {@link HullQueryIndex#planarFace}, {@link HullQueryIndex#planarFaces} and
 * {@link HullQueryIndex#bentFaces}: exact planarity of the builder's faces (seed 001, "Coplanar
 * Faces": nearly coplanar faces merge, and a merged face may bend).
 */
class PlanarFacesTest {
    private static final long ONE = Fixed.ONE;

    @Test
    void box_allFacesPlanar_noBentEdges() {
        HullQueryIndex index = ConvexHull.box(new Vec3(ONE, ONE / 2, 3 * ONE)).queryIndex();
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
        HullQueryIndex index = h.queryIndex();
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
}
