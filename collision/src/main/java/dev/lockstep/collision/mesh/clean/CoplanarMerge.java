package dev.lockstep.collision.mesh.clean;

import dev.lockstep.collision.mesh.TriangleMesh;
import java.math.BigInteger;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;

/**
 * Merges adjacent coplanar triangles into polygon faces, on request (seed 002, "Merging co-planar
 * faces into a single face"). The mesh itself is not changed: the result maps triangles to faces
 * and gives each face its outline, which is what a tool or a hull builder needs.
 *
 * <p>Two triangles join the same face when they share a two-face, consistently oriented edge, the
 * far corner of one lies exactly in the plane of the other (exact orientation test on raw
 * coordinates), and their normals point the same way. No tolerance: nearly coplanar faces stay
 * separate, since merging them would move geometry. Faces are numbered by their lowest triangle.
 * Degenerate (zero-area) triangles never merge.
 */
public final class CoplanarMerge {
    private final int[] faceOfTriangle;
    private final int[] faceStart;
    private final int[] faceTriangles;
    private final List<List<int[]>> outlines;

    private CoplanarMerge(int[] faceOfTriangle, int[] faceStart, int[] faceTriangles, List<List<int[]>> outlines) {
        this.faceOfTriangle = faceOfTriangle;
        this.faceStart = faceStart;
        this.faceTriangles = faceTriangles;
        this.outlines = outlines;
    }

    /** Returns the polygon faces of {@code mesh}. */
    public static CoplanarMerge of(TriangleMesh mesh) {
        Adjacency adj = Adjacency.of(mesh);
        int nt = mesh.triangleCount();
        BigInteger[][] normals = new BigInteger[nt][];
        boolean[] degenerate = TriangleCleanup.degenerate(mesh);
        for (int t = 0; t < nt; t++) {
            normals[t] = ExactPredicates.normal(mesh, t);
        }
        int[] parent = new int[nt];
        for (int t = 0; t < nt; t++) {
            parent[t] = t;
        }
        for (int h = 0; h < 3 * nt; h++) {
            int o = adj.twin(h);
            int t = h / 3;
            int u = o < 0 ? -1 : o / 3;
            if (u <= t || degenerate[t] || degenerate[u] || !adj.consistentlyOriented(adj.edgeOf(h))) {
                continue;
            }
            int far = mesh.vertex(u, (o % 3 + 2) % 3);
            if (ExactPredicates.side(normals[t], mesh, mesh.vertex(t, 0), far) == 0
                    && ExactPredicates.dotSign(normals[t], normals[u]) > 0) {
                MeshDiagnostics.union(parent, t, u);
            }
        }
        int[] faceOf = new int[nt];
        int[] rootFace = new int[nt];
        Arrays.fill(rootFace, -1);
        int faces = 0;
        for (int t = 0; t < nt; t++) {
            int r = MeshDiagnostics.find(parent, t);
            if (rootFace[r] < 0) {
                rootFace[r] = faces++;
            }
            faceOf[t] = rootFace[r];
        }
        int[] start = new int[faces + 1];
        for (int t = 0; t < nt; t++) {
            start[faceOf[t] + 1]++;
        }
        for (int f = 0; f < faces; f++) {
            start[f + 1] += start[f];
        }
        int[] fill = start.clone();
        int[] tris = new int[nt];
        for (int t = 0; t < nt; t++) {
            tris[fill[faceOf[t]]++] = t;
        }
        List<List<int[]>> outlines = new ArrayList<>();
        for (int f = 0; f < faces; f++) {
            outlines.add(outline(mesh, adj, faceOf, tris, start[f], start[f + 1]));
        }
        return new CoplanarMerge(faceOf, start, tris, outlines);
    }

    /** Chains the face's border half-edges (twin missing or in another face) into loops. */
    private static List<int[]> outline(TriangleMesh m, Adjacency adj, int[] faceOf, int[] tris, int from, int to) {
        List<Integer> border = new ArrayList<>();
        for (int i = from; i < to; i++) {
            int t = tris[i];
            for (int k = 0; k < 3; k++) {
                int h = 3 * t + k;
                int o = adj.twin(h);
                if (o < 0 || faceOf[o / 3] != faceOf[t]) {
                    border.add(h);
                }
            }
        }
        boolean[] used = new boolean[border.size()];
        List<int[]> loops = new ArrayList<>();
        for (int i = 0; i < border.size(); i++) {
            if (used[i]) {
                continue;
            }
            List<Integer> loop = new ArrayList<>();
            int cur = i;
            int first = Adjacency.from(m, border.get(i));
            while (cur >= 0 && !used[cur]) {
                used[cur] = true;
                loop.add(Adjacency.from(m, border.get(cur)));
                int v = Adjacency.to(m, border.get(cur));
                if (v == first) {
                    break;
                }
                int next = -1;
                for (int j = 0; j < border.size(); j++) {
                    if (!used[j] && Adjacency.from(m, border.get(j)) == v) {
                        next = j;
                        break;
                    }
                }
                cur = next;
            }
            loops.add(loop.stream().mapToInt(Integer::intValue).toArray());
        }
        return loops;
    }

    public int faceCount() {
        return faceStart.length - 1;
    }

    /** Returns the polygon face of triangle {@code t}. */
    public int faceOf(int t) {
        return faceOfTriangle[t];
    }

    /** Returns the triangles of face {@code f}, in increasing order. */
    public int[] triangles(int f) {
        return Arrays.copyOfRange(faceTriangles, faceStart[f], faceStart[f + 1]);
    }

    /** Returns how many border loops face {@code f} has (1 for a simple polygon, more with holes). */
    public int outlineCount(int f) {
        return outlines.get(f).size();
    }

    /** Returns the vertex indices of border loop {@code i} of face {@code f}, in the face's winding order. */
    public int[] outline(int f, int i) {
        return outlines.get(f).get(i).clone();
    }
}
