package dev.lockstep.collision.mesh;

import static dev.lockstep.collision.mesh.MeshFixtures.ONE;
import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.Arrays;
import org.junit.jupiter.api.Test;

class MeshBvhTest {
    @Test
    void grid_boxQuery_findsTheCellsUnderTheBox() {
        MeshBvh bvh = MeshBvh.build(MeshFixtures.grid(10, ONE));
        TriangleList out = new TriangleList();
        // box strictly inside cell (3, 4): both of its triangles' boxes overlap it, no others
        bvh.queryOverlap(3 * ONE + ONE / 4, 4 * ONE + ONE / 4, -ONE, 3 * ONE + ONE / 2, 4 * ONE + ONE / 2, ONE, out);
        int[] found = out.toArray();
        Arrays.sort(found);
        assertArrayEquals(new int[] {2 * (4 * 10 + 3), 2 * (4 * 10 + 3) + 1}, found);
    }

    @Test
    void build_isDeterministic_andCompact() {
        TriangleMesh mesh = MeshFixtures.randomSoup(5000, 1000 * ONE, 7);
        MeshBvh a = MeshBvh.build(mesh);
        MeshBvh b = MeshBvh.build(mesh);
        assertEquals(a.nodeCount(), b.nodeCount());
        TriangleList la = new TriangleList();
        TriangleList lb = new TriangleList();
        a.queryOverlap(-100 * ONE, -100 * ONE, -100 * ONE, 100 * ONE, 100 * ONE, 100 * ONE, la);
        b.queryOverlap(-100 * ONE, -100 * ONE, -100 * ONE, 100 * ONE, 100 * ONE, 100 * ONE, lb);
        assertArrayEquals(la.toArray(), lb.toArray(), "same tree order");
        double bytesPerTriangle = (double) a.bytesUsed() / mesh.triangleCount();
        assertTrue(bytesPerTriangle < 40, "bytes per triangle " + bytesPerTriangle);
        assertTrue(a.depth() <= 12, "median split keeps depth near log2(n / 4): " + a.depth());
    }

    @Test
    void ray_hitsTheGridAtTheExpectedPoint() {
        MeshBvh bvh = MeshBvh.build(MeshFixtures.grid(8, ONE));
        RayHit hit = new RayHit();
        MeshContactWorkspace ws = new MeshContactWorkspace();
        // straight down through (2.25, 5.5): the segment from z = 2 to z = -2 hits at fraction 1/2
        assertTrue(bvh.raycast(2 * ONE + ONE / 4, 5 * ONE + ONE / 2, 2 * ONE, 0, 0, -4 * ONE, ONE, hit, ws));
        assertEquals(ONE / 2, hit.fraction());
        assertEquals(0, hit.z());
        assertEquals(ONE, hit.normalZ());
        assertEquals(2 * (5 * 8 + 2) + 1, hit.triangle(), "upper-left triangle of cell (2, 5)");
        assertFalse(bvh.raycast(2 * ONE, 5 * ONE, 2 * ONE, 0, 0, -ONE, ONE, hit, ws), "segment ends above the grid");
        assertFalse(bvh.raycast(-ONE, -ONE, 2 * ONE, 0, 0, -4 * ONE, ONE, hit, ws), "outside the grid");
    }

    @Test
    void ray_onASharedEdge_reportsTheLowerTriangle() {
        MeshBvh bvh = MeshBvh.build(MeshFixtures.grid(4, ONE));
        RayHit hit = new RayHit();
        // (1.5, 1.5) lies on the diagonal shared by triangles 10 and 11 of cell (1, 1)
        assertTrue(bvh.raycast(ONE + ONE / 2, ONE + ONE / 2, ONE, 0, 0, -2 * ONE, ONE, hit, new MeshContactWorkspace()));
        assertEquals(10, hit.triangle());
    }

    @Test
    void build_millionTriangleGrid() {
        // 708 x 708 cells = 1,002,528 triangles
        TriangleMesh mesh = MeshFixtures.grid(708, ONE / 16);
        MeshBvh bvh = MeshBvh.build(mesh);
        assertTrue(mesh.triangleCount() >= 1_000_000);
        TriangleList out = new TriangleList();
        bvh.queryOverlap(ONE, ONE, -ONE, ONE + ONE / 32, ONE + ONE / 32, ONE, out);
        // the box's lower corner is the grid point (16, 16): the closed box touches cells 15 and 16 on both axes
        assertEquals(8, out.size());
        assertTrue(bvh.depth() <= 20, "depth " + bvh.depth());
    }
}
