package dev.lockstep.collision.mesh.clean;

import dev.lockstep.collision.mesh.TriangleMesh;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;

/**
 * Removes t-junctions by edge cracking: seed 002's method (b), "cracking the opposing edge in two,
 * connecting the two new edge endpoints to the t-vertex".
 *
 * <p>For a triangle {@code (A, B, C)} whose boundary edge {@code AB} carries t-vertices
 * {@code V1..Vk} (sorted exactly by their projection on {@code AB}), the triangle is replaced by
 * the fan {@code (A, V1, C), (V1, V2, C), ..., (Vk, B, C)}: the same winding, and now the
 * t-vertices are shared corners, so the edges along {@code AB} match the neighbours' edges. The
 * t-vertices keep their positions (no snapping, method (c)), so nothing moves and no new vertex is
 * created; if a t-vertex was slightly off the line, the new triangles bend by that amount. A pass
 * cracks at most one edge per triangle; passes repeat until no t-junction remains (at most three
 * useful passes, as a triangle has three edges; a cap of {@link #MAX_PASSES} guards the loop).
 */
public final class TJunctionRepair {
    /** Pass cap: three edges per triangle plus one pass to confirm. */
    public static final int MAX_PASSES = 4;

    private TJunctionRepair() {
    }

    /**
     * Returns {@code mesh} with its t-junctions (as {@link MeshDiagnostics} finds them under the raw
     * {@code tolerance}) cracked away. Triangle order: each input triangle's pieces in place of it.
     */
    public static TriangleMesh repair(TriangleMesh mesh, long tolerance) {
        TriangleMesh current = mesh;
        for (int pass = 0; pass < MAX_PASSES; pass++) {
            List<MeshReport.TJunction> tj = MeshDiagnostics.check(current, tolerance).tJunctions();
            if (tj.isEmpty()) {
                return current;
            }
            current = crackOnce(current, tj);
        }
        return current;
    }

    private static TriangleMesh crackOnce(TriangleMesh m, List<MeshReport.TJunction> tj) {
        // the report is sorted by (triangle, edge, vertex); keep only each triangle's first edge
        List<List<Integer>> tVertices = new ArrayList<>();
        int[] crackedEdge = new int[m.triangleCount()];
        Arrays.fill(crackedEdge, -1);
        int[] slot = new int[m.triangleCount()];
        for (MeshReport.TJunction j : tj) {
            int t = j.triangle();
            int k = edgeNumber(m, t, j.edge().v0(), j.edge().v1());
            if (crackedEdge[t] < 0) {
                crackedEdge[t] = k;
                slot[t] = tVertices.size();
                tVertices.add(new ArrayList<>());
            }
            if (crackedEdge[t] == k) {
                tVertices.get(slot[t]).add(j.vertex());
            }
        }
        int[] out = new int[3 * (m.triangleCount() + tj.size())];
        int n = 0;
        for (int t = 0; t < m.triangleCount(); t++) {
            int k = crackedEdge[t];
            if (k < 0) {
                for (int c = 0; c < 3; c++) {
                    out[n++] = m.vertex(t, c);
                }
                continue;
            }
            int a = m.vertex(t, k);
            int b = m.vertex(t, (k + 1) % 3);
            int c = m.vertex(t, (k + 2) % 3);
            List<Integer> vs = tVertices.get(slot[t]);
            vs.sort((p, q) -> {
                int cmp = ExactPredicates.compareAlong(m, p, q, a, b);
                return cmp != 0 ? cmp : Integer.compare(p, q);
            });
            int prev = a;
            for (int v : vs) {
                out[n++] = prev;
                out[n++] = v;
                out[n++] = c;
                prev = v;
            }
            out[n++] = prev;
            out[n++] = b;
            out[n++] = c;
        }
        return TriangleMesh.of(m.copyVertexXyz(), Arrays.copyOf(out, n));
    }

    private static int edgeNumber(TriangleMesh m, int t, int v0, int v1) {
        for (int k = 0; k < 3; k++) {
            int p = m.vertex(t, k);
            int q = m.vertex(t, (k + 1) % 3);
            if (Math.min(p, q) == v0 && Math.max(p, q) == v1) {
                return k;
            }
        }
        throw new IllegalStateException("edge v" + v0 + "-v" + v1 + " is not on triangle " + t);
    }
}
