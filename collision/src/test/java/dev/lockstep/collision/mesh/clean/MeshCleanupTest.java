package dev.lockstep.collision.mesh.clean;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.lockstep.collision.mesh.TriangleMesh;
import java.util.List;
import org.junit.jupiter.api.Test;

/** One test per defect of seed 002 (weld, crack, gap, t-junction, hole, non-manifold) plus the repairs. */
class MeshCleanupTest {
    private static final long ONE = 1L << 32;
    /** A quarter of the default tolerance: raw 0x40000 (262144). */
    private static final long TINY = Welder.WELD_TOLERANCE / 4;

    /** Builds a mesh from integer-unit coordinates plus optional raw offsets. */
    private static TriangleMesh mesh(long[] rawXyz, int... idx) {
        return TriangleMesh.of(rawXyz, idx);
    }

    private static long[] units(long... unitsXyz) {
        long[] out = new long[unitsXyz.length];
        for (int i = 0; i < out.length; i++) {
            out[i] = unitsXyz[i] * ONE;
        }
        return out;
    }

    /** Two triangles forming the unit square, sharing edge v1-v2 by index. */
    private static TriangleMesh square() {
        return mesh(units(0, 0, 0, 1, 0, 0, 0, 1, 0, 1, 1, 0), 0, 1, 2, 2, 1, 3);
    }

    @Test
    void weld_duplicatedVertices_areMergedAndTheCrackCloses() {
        // the square with v1, v2 duplicated (v4 = v1 + TINY in x, v5 = v2 exactly): no shared edge
        long[] xyz = units(0, 0, 0, 1, 0, 0, 0, 1, 0, 1, 1, 0, 1, 0, 0, 0, 1, 0);
        xyz[12] += TINY;
        TriangleMesh m = mesh(xyz, 0, 1, 2, 5, 4, 3);
        MeshReport before = MeshDiagnostics.check(m, Welder.WELD_TOLERANCE);
        assertEquals(2, before.unweldedVertices().size());
        assertEquals(6, before.boundaryEdges().size());
        assertEquals(1, before.gaps().size(), "unconnected halves lying on each other: a gap");
        Welder.WeldResult w = Welder.weld(m, Welder.WELD_TOLERANCE);
        assertEquals(2, w.weldedVertices());
        assertEquals(w.remap(1), w.remap(4));
        assertEquals(w.remap(2), w.remap(5));
        MeshReport after = MeshDiagnostics.check(w.mesh(), Welder.WELD_TOLERANCE);
        assertTrue(after.clean(), after.toText());
        assertEquals(4, after.boundaryEdges().size());
        assertEquals(1, after.holes().size(), "only the rim of the open square remains");
    }

    @Test
    void weld_chainOfNearVertices_groupsByRepresentative() {
        // A, B, C, D on the x axis 0.6 tol apart: A-C is 1.2 tol, beyond the tolerance
        long step = Welder.WELD_TOLERANCE * 6 / 10;
        long[] xyz = {0, 0, 0, step, 0, 0, 2 * step, 0, 0, 3 * step, 0, 0};
        Welder.WeldResult w = Welder.weld(mesh(xyz), Welder.WELD_TOLERANCE);
        assertEquals(0, w.remap(0));
        assertEquals(0, w.remap(1));
        assertEquals(1, w.remap(2));
        assertEquals(1, w.remap(3));
        assertEquals(2 * step, w.mesh().x(1), "the representative keeps its exact position");
    }

    @Test
    void weld_isIndependentOfVertexOrder() {
        long[] xyz = units(0, 0, 0, 1, 0, 0, 0, 1, 0, 1, 1, 0, 1, 0, 0, 0, 1, 0);
        xyz[12] += TINY;
        xyz[16] -= TINY;
        int[] idx = {0, 1, 2, 5, 4, 3};
        TriangleMesh a = Welder.weld(mesh(xyz, idx), Welder.WELD_TOLERANCE).mesh();
        // reverse the vertex table and remap the indices accordingly
        int n = xyz.length / 3;
        long[] rev = new long[xyz.length];
        for (int v = 0; v < n; v++) {
            System.arraycopy(xyz, 3 * v, rev, 3 * (n - 1 - v), 3);
        }
        int[] ridx = idx.clone();
        for (int i = 0; i < ridx.length; i++) {
            ridx[i] = n - 1 - ridx[i];
        }
        TriangleMesh b = Welder.weld(mesh(rev, ridx), Welder.WELD_TOLERANCE).mesh();
        assertTrue(a.sameContent(b));
    }

    @Test
    void crack_partiallyConnectedWedge_isReportedAsCrack() {
        // two triangles share v0; their edges v0-v1 and v0-v3 end TINY apart: a narrow wedge
        long[] xyz = units(0, 0, 0, 2, 0, 0, 1, -1, 0, 2, 0, 0, 1, 1, 0);
        xyz[10] += TINY;
        TriangleMesh m = mesh(xyz, 0, 2, 1, 0, 3, 4);
        MeshReport r = MeshDiagnostics.check(m, Welder.WELD_TOLERANCE);
        assertEquals(1, r.cracks().size(), r.toText());
        assertEquals(0, r.gaps().size());
        MeshReport.EdgePair crack = r.cracks().get(0);
        assertEquals(List.of(0, 1, 0, 3), List.of(crack.a().v0(), crack.a().v1(), crack.b().v0(), crack.b().v1()));
    }

    @Test
    void gap_unconnectedPartsSideBySide_isReportedAsGap() {
        // two squares' facing edges a TINY apart in y, no shared vertex
        long[] xyz = units(0, 0, 0, 1, 0, 0, 0, -1, 0, 0, 0, 0, 0, 1, 0, 1, 0, 0);
        xyz[10] += TINY; // v3.y
        xyz[16] += TINY; // v5.y
        TriangleMesh m = mesh(xyz, 0, 2, 1, 3, 5, 4);
        MeshReport r = MeshDiagnostics.check(m, Welder.WELD_TOLERANCE);
        assertEquals(1, r.gaps().size(), r.toText());
        assertEquals(0, r.cracks().size());
        assertEquals(0, MeshDiagnostics.check(m, TINY / 2).gaps().size(), "beyond a smaller tolerance");
    }

    @Test
    void tJunction_isFound_andRepairedByEdgeCracking() {
        // big triangle (0,0)-(2,0)-(1,2) over two small ones below sharing the midpoint v3 = (1, -TINY)
        long[] xyz = units(0, 0, 0, 2, 0, 0, 1, 2, 0, 1, 0, 0, 1, -1, 0);
        xyz[10] -= TINY;
        TriangleMesh m = mesh(xyz, 0, 1, 2, 0, 4, 3, 3, 4, 1);
        MeshReport r = MeshDiagnostics.check(m, Welder.WELD_TOLERANCE);
        assertEquals(1, r.tJunctions().size(), r.toText());
        MeshReport.TJunction tj = r.tJunctions().get(0);
        assertEquals(3, tj.vertex());
        assertEquals(0, tj.triangle());
        assertEquals(0, r.cracks().size(), "a t-junction is not a crack");
        TriangleMesh fixed = TJunctionRepair.repair(m, Welder.WELD_TOLERANCE);
        assertArrayEquals(new int[] {0, 3, 2, 3, 1, 2, 0, 4, 3, 3, 4, 1}, fixed.copyIndices());
        MeshReport after = MeshDiagnostics.check(fixed, Welder.WELD_TOLERANCE);
        assertTrue(after.tJunctions().isEmpty());
        assertTrue(after.clean(), after.toText());
        assertEquals(4, after.boundaryEdges().size());
    }

    @Test
    void hole_closedBoundaryLoop_isReported() {
        // a 3x3 grid of unit squares with the middle square missing: rim loop plus one hole
        long[] xyz = new long[16 * 3];
        for (int j = 0; j < 4; j++) {
            for (int i = 0; i < 4; i++) {
                xyz[3 * (4 * j + i)] = i * ONE;
                xyz[3 * (4 * j + i) + 1] = j * ONE;
            }
        }
        int[] idx = new int[8 * 6];
        int n = 0;
        for (int j = 0; j < 3; j++) {
            for (int i = 0; i < 3; i++) {
                if (i == 1 && j == 1) {
                    continue;
                }
                int a = 4 * j + i;
                int[] q = {a, a + 1, a + 4, a + 4, a + 1, a + 5};
                System.arraycopy(q, 0, idx, n, 6);
                n += 6;
            }
        }
        MeshReport r = MeshDiagnostics.check(mesh(xyz, idx), Welder.WELD_TOLERANCE);
        assertEquals(2, r.holes().size(), r.toText());
        assertEquals(List.of(0, 1, 2, 3, 7, 11, 15, 14, 13, 12, 8, 4), r.holes().get(0).vertices());
        assertEquals(List.of(5, 9, 10, 6), r.holes().get(1).vertices(), "the hole runs opposite to the rim");
        assertTrue(r.clean());
    }

    @Test
    void nonManifold_edgeWithThreeTriangles_isReported() {
        TriangleMesh m = mesh(units(0, 0, 0, 1, 0, 0, 0, 1, 0, 0, -1, 0, 0, 0, 1), 0, 1, 2, 1, 0, 3, 0, 1, 4);
        MeshReport r = MeshDiagnostics.check(m, Welder.WELD_TOLERANCE);
        assertEquals(1, r.nonManifoldEdges().size());
        assertEquals(0, r.nonManifoldEdges().get(0).v0());
        assertEquals(1, r.nonManifoldEdges().get(0).v1());
        assertEquals(3, r.nonManifoldEdges().get(0).faceCount());
        assertFalse(r.clean());
    }

    @Test
    void orientation_flippedNeighbour_isInconsistent() {
        TriangleMesh good = square();
        assertTrue(Adjacency.of(good).orientationConsistent());
        TriangleMesh flipped = mesh(units(0, 0, 0, 1, 0, 0, 0, 1, 0, 1, 1, 0), 0, 1, 2, 1, 2, 3);
        Adjacency adj = Adjacency.of(flipped);
        assertFalse(adj.orientationConsistent());
        assertEquals(1, MeshDiagnostics.check(flipped, 0).inconsistentEdges().size());
    }

    @Test
    void adjacency_tables_ofTheSquare() {
        Adjacency adj = Adjacency.of(square());
        assertEquals(5, adj.edgeCount());
        assertEquals(1, adj.neighbor(0, 1), "edge v1-v2 of triangle 0 is shared with triangle 1");
        assertEquals(0, adj.neighbor(1, 0));
        assertEquals(-1, adj.neighbor(0, 0));
        assertEquals(2, adj.vertexFaceCount(1));
        assertEquals(1, adj.vertexFaceCount(0));
        assertEquals(1, adj.vertexFace(3, 0));
    }

    @Test
    void degenerateAndDuplicateTriangles_areRemoved() {
        // triangle 1 repeats triangle 0 rotated, triangle 2 is collinear, triangle 3 repeats a corner,
        // triangle 4 is triangle 0 with the opposite winding and is kept
        TriangleMesh m = mesh(units(0, 0, 0, 1, 0, 0, 0, 1, 0, 2, 0, 0), 0, 1, 2, 1, 2, 0, 0, 1, 3, 0, 0, 2, 0, 2, 1);
        MeshReport r = MeshDiagnostics.check(m, 0);
        assertEquals(List.of(2, 3), r.degenerateTriangles());
        assertEquals(List.of(1), r.duplicateTriangles());
        assertArrayEquals(new int[] {0, 1, 2, 0, 2, 1}, TriangleCleanup.removeDegenerateAndDuplicates(m).copyIndices());
    }

    @Test
    void coplanarMerge_squareIsOnePolygon_foldIsTwo() {
        CoplanarMerge flat = CoplanarMerge.of(square());
        assertEquals(1, flat.faceCount());
        assertEquals(1, flat.outlineCount(0));
        assertArrayEquals(new int[] {0, 1, 3, 2}, flat.outline(0, 0));
        TriangleMesh folded = mesh(units(0, 0, 0, 1, 0, 0, 0, 1, 0, 1, 1, 1), 0, 1, 2, 2, 1, 3);
        CoplanarMerge fold = CoplanarMerge.of(folded);
        assertEquals(2, fold.faceCount());
        assertEquals(1, fold.faceOf(1));
    }
}
