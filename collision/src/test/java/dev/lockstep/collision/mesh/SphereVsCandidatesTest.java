package dev.lockstep.collision.mesh;

import static dev.lockstep.collision.mesh.MeshFixtures.ONE;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import org.junit.jupiter.api.Test;

/**
 * {@link MeshContacts#sphereVsCandidates}, the public entry that replaced driving the sphere
 * generator directly (issue 21): the same contacts as the midphase route for the same triangles,
 * in any order; one triangle alone; and a clear error, with the result untouched, for bad
 * candidates.
 */
class SphereVsCandidatesTest {
    private static final long HALF = ONE / 2;

    /** The seed 000 figure 4 square (diagonal 1-2) split into two meshes with duplicated diagonal vertices. */
    private static final TriangleMesh LOWER = TriangleMesh.of(new long[] {0, 0, 0, 2 * ONE, 0, 0, 0, 2 * ONE, 0},
            new int[] {0, 1, 2});
    private static final TriangleMesh UPPER = TriangleMesh.of(new long[] {2 * ONE, 0, 0, 2 * ONE, 2 * ONE, 0,
        0, 2 * ONE, 0}, new int[] {0, 1, 2});
    private static final TriangleMesh[] MESHES = {LOWER, UPPER};

    private final MeshContactWorkspace ws = new MeshContactWorkspace();
    private final MeshContactResult out = new MeshContactResult();

    @Test
    void issue21_allTrianglesReversed_equalSphereVsMeshesBitForBit() {
        // center just below the diagonal's midpoint: a face contact on LOWER voids UPPER's edge
        long x = ONE - ONE / 10;
        long z = HALF;
        MeshContactResult viaMidphase = new MeshContactResult();
        MeshContacts.sphereVsMeshes(x, x, z, ONE, 0, new MeshBvh[] {MeshBvh.build(LOWER), MeshBvh.build(UPPER)},
                new MeshContactWorkspace(), viaMidphase);
        assertEquals(1, viaMidphase.count(), "the face contact");
        assertEquals(1, viaMidphase.voidedCount(), "the ghost edge across the diagonal");

        MeshContacts.sphereVsCandidates(x, x, z, ONE, 0, MESHES, new int[] {1, 0}, new int[] {0, 0}, 2,
                VoidingMode.VERTEX_POSITION, ws, out);
        assertSameContacts(viaMidphase, out);
    }

    @Test
    void issue21_oneTriangleAlone_keepsWhatVoidingRemovesTogether() {
        long x = ONE - ONE / 10;
        MeshContacts.sphereVsCandidates(x, x, HALF, ONE, 0, MESHES, new int[] {1}, new int[] {0}, 1,
                VoidingMode.VERTEX_POSITION, ws, out);
        assertEquals(1, out.count(), "UPPER alone touches the sphere");
        assertTrue(MeshFeature.isEdge(out.feature(0)), "with its diagonal edge");
        assertEquals(0, out.voidedCount());
    }

    @Test
    void issue21_badCandidates_areRejectedByNameAndLeaveTheResult() {
        MeshContacts.sphereVsCandidates(HALF, HALF, HALF, ONE, 0, MESHES, new int[] {0}, new int[] {0}, 1,
                VoidingMode.VERTEX_INDEX, ws, out);
        MeshContactResult before = new MeshContactResult();
        before.copyFrom(out);
        assertEquals(1, before.count());

        assertRejected("candidate 1 names mesh 2 of 2", new int[] {0, 2}, new int[] {0, 0}, 2);
        assertRejected("candidate 0 names mesh -1 of 2", new int[] {-1}, new int[] {0}, 1);
        assertRejected("candidate 1 names triangle 1 of mesh 1, which has 1", new int[] {0, 1}, new int[] {0, 1}, 2);
        assertRejected("triangle 0 of mesh 1 is a candidate twice", new int[] {1, 0, 1}, new int[] {0, 0, 0}, 3);
        assertRejected("count 3 outside the candidate arrays (candidateMesh has 2, candidateTriangle 3)", new int[] {0, 1},
                new int[] {0, 0, 0}, 3);
        assertRejected("count -1 outside", new int[] {0}, new int[] {0}, -1);
        assertSameContacts(before, out);
    }

    private void assertRejected(String message, int[] mesh, int[] triangle, int count) {
        IllegalArgumentException e = assertThrows(IllegalArgumentException.class, () -> MeshContacts.sphereVsCandidates(
                HALF, HALF, HALF, ONE, 0, MESHES, mesh, triangle, count, VoidingMode.VERTEX_INDEX, ws, out));
        assertTrue(e.getMessage().contains(message), e.getMessage());
    }

    private static void assertSameContacts(MeshContactResult expected, MeshContactResult actual) {
        assertEquals(expected.count(), actual.count(), "count");
        assertEquals(expected.voidedCount(), actual.voidedCount(), "voided");
        for (int i = 0; i < expected.count(); i++) {
            String at = "contact " + i;
            assertEquals(expected.mesh(i), actual.mesh(i), at);
            assertEquals(expected.triangle(i), actual.triangle(i), at);
            assertEquals(expected.feature(i), actual.feature(i), at);
            assertEquals(expected.depth(i), actual.depth(i), at);
            assertEquals(expected.distance(i), actual.distance(i), at);
            assertEquals(expected.normalX(i), actual.normalX(i), at);
            assertEquals(expected.normalY(i), actual.normalY(i), at);
            assertEquals(expected.normalZ(i), actual.normalZ(i), at);
            assertEquals(expected.pointX(i), actual.pointX(i), at);
            assertEquals(expected.pointY(i), actual.pointY(i), at);
            assertEquals(expected.pointZ(i), actual.pointZ(i), at);
            assertEquals(expected.closestX(i), actual.closestX(i), at);
            assertEquals(expected.closestY(i), actual.closestY(i), at);
            assertEquals(expected.closestZ(i), actual.closestZ(i), at);
        }
    }
}
