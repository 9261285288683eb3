package dev.lockstep.collision.mesh.clean;

import dev.lockstep.collision.mesh.TriangleMesh;

/**
 * Edge-to-face and vertex-to-face tables of a mesh, plus winged-triangle neighbour links (seed 002,
 * "Computing adjacency information").
 *
 * <p>Representation: a <em>half-edge</em> is {@code 3 * t + k}, edge {@code k} of triangle
 * {@code t}, running from corner {@code k} to corner {@code (k + 1) % 3}. Undirected edges are the
 * distinct index pairs {@code (v0 < v1)}, numbered in increasing {@code (v0, v1)} order; each has
 * its half-edges in increasing half-edge order (the edge-to-face table, compressed rows). The
 * winged-triangle link of a half-edge is the other half-edge of a two-face edge, or -1 for boundary
 * and non-manifold edges. The vertex-to-face table lists, per vertex, its triangles in increasing
 * order. No hashing: the tables come from a counting sort by smaller vertex, so they are identical
 * on every run.
 *
 * <p>Orientation: a two-face edge is <em>consistent</em> when its half-edges run in opposite
 * directions (the two triangles agree on which side is the front).
 */
public final class Adjacency {
    private final TriangleMesh mesh;
    private final int[] edgeV0;
    private final int[] edgeV1;
    private final int[] edgeStart;      // CSR rows into edgeHalfEdges, length edgeCount + 1
    private final int[] edgeHalfEdges;
    private final int[] halfEdgeEdge;
    private final int[] twin;
    private final int[] vertexStart;    // CSR rows into vertexTriangles
    private final int[] vertexTriangles;

    private Adjacency(TriangleMesh mesh, int[] edgeV0, int[] edgeV1, int[] edgeStart, int[] edgeHalfEdges,
            int[] halfEdgeEdge, int[] twin, int[] vertexStart, int[] vertexTriangles) {
        this.mesh = mesh;
        this.edgeV0 = edgeV0;
        this.edgeV1 = edgeV1;
        this.edgeStart = edgeStart;
        this.edgeHalfEdges = edgeHalfEdges;
        this.halfEdgeEdge = halfEdgeEdge;
        this.twin = twin;
        this.vertexStart = vertexStart;
        this.vertexTriangles = vertexTriangles;
    }

    /** Returns the adjacency tables of {@code mesh}. Triangles with repeated corners contribute their edges as given. */
    public static Adjacency of(TriangleMesh mesh) {
        int nv = mesh.vertexCount();
        int nh = 3 * mesh.triangleCount();
        // counting sort of half-edges by their smaller vertex
        int[] start = new int[nv + 1];
        for (int h = 0; h < nh; h++) {
            start[Math.min(from(mesh, h), to(mesh, h)) + 1]++;
        }
        for (int v = 0; v < nv; v++) {
            start[v + 1] += start[v];
        }
        int[] fill = start.clone();
        int[] sorted = new int[nh];
        for (int h = 0; h < nh; h++) {
            sorted[fill[Math.min(from(mesh, h), to(mesh, h))]++] = h;
        }
        // within a bucket (one smaller vertex), sort by (larger vertex, half-edge) packed into one
        // long: larger vertex below 2^24, half-edge below 3 * 2^24 < 2^26, so the key is exact
        long[] keys = new long[nh];
        for (int i = 0; i < nh; i++) {
            int h = sorted[i];
            keys[i] = ((long) Math.max(from(mesh, h), to(mesh, h)) << 26) | h;
        }
        for (int v = 0; v < nv; v++) {
            if (start[v + 1] - start[v] > 1) {
                java.util.Arrays.sort(keys, start[v], start[v + 1]);
            }
        }
        for (int i = 0; i < nh; i++) {
            sorted[i] = (int) (keys[i] & ((1L << 26) - 1));
        }
        int edgeCount = 0;
        for (int i = 0; i < nh; i++) {
            if (i == 0 || !sameEdge(mesh, sorted[i - 1], sorted[i])) {
                edgeCount++;
            }
        }
        int[] e0 = new int[edgeCount];
        int[] e1 = new int[edgeCount];
        int[] es = new int[edgeCount + 1];
        int[] heEdge = new int[nh];
        int e = -1;
        for (int i = 0; i < nh; i++) {
            int h = sorted[i];
            if (i == 0 || !sameEdge(mesh, sorted[i - 1], h)) {
                e++;
                e0[e] = Math.min(from(mesh, h), to(mesh, h));
                e1[e] = Math.max(from(mesh, h), to(mesh, h));
                es[e] = i;
            }
            heEdge[h] = e;
        }
        es[edgeCount] = nh;
        int[] twin = new int[nh];
        for (int h = 0; h < nh; h++) {
            int edge = heEdge[h];
            if (es[edge + 1] - es[edge] == 2) {
                int a = sorted[es[edge]];
                twin[h] = a == h ? sorted[es[edge] + 1] : a;
            } else {
                twin[h] = -1;
            }
        }
        int[] vs = new int[nv + 1];
        for (int h = 0; h < nh; h++) {
            vs[mesh.vertex(h / 3, h % 3) + 1]++;
        }
        for (int v = 0; v < nv; v++) {
            vs[v + 1] += vs[v];
        }
        int[] vfill = vs.clone();
        int[] vt = new int[nh];
        for (int h = 0; h < nh; h++) {
            vt[vfill[mesh.vertex(h / 3, h % 3)]++] = h / 3;
        }
        return new Adjacency(mesh, e0, e1, es, sorted, heEdge, twin, vs, vt);
    }

    private static boolean sameEdge(TriangleMesh m, int h1, int h2) {
        return Math.min(from(m, h1), to(m, h1)) == Math.min(from(m, h2), to(m, h2))
                && Math.max(from(m, h1), to(m, h1)) == Math.max(from(m, h2), to(m, h2));
    }

    /** Returns the start vertex of half-edge {@code h}. */
    static int from(TriangleMesh m, int h) {
        return m.vertex(h / 3, h % 3);
    }

    /** Returns the end vertex of half-edge {@code h}. */
    static int to(TriangleMesh m, int h) {
        return m.vertex(h / 3, (h % 3 + 1) % 3);
    }

    public TriangleMesh mesh() {
        return mesh;
    }

    public int edgeCount() {
        return edgeV0.length;
    }

    /** Returns the smaller vertex index of edge {@code e}. */
    public int edgeVertex0(int e) {
        return edgeV0[e];
    }

    /** Returns the larger vertex index of edge {@code e}. */
    public int edgeVertex1(int e) {
        return edgeV1[e];
    }

    /** Returns how many half-edges (triangle sides) use edge {@code e}: 1 boundary, 2 manifold, more non-manifold. */
    public int edgeFaceCount(int e) {
        return edgeStart[e + 1] - edgeStart[e];
    }

    /** Returns the {@code i}-th half-edge of edge {@code e} (increasing order); its triangle is {@code h / 3}. */
    public int edgeHalfEdge(int e, int i) {
        return edgeHalfEdges[edgeStart[e] + i];
    }

    /** Returns the undirected edge of half-edge {@code h}. */
    public int edgeOf(int h) {
        return halfEdgeEdge[h];
    }

    /** Returns the winged-triangle link: the other half-edge of a two-face edge, else -1. */
    public int twin(int h) {
        return twin[h];
    }

    /** Returns the triangle across edge {@code k} of triangle {@code t}, or -1 at a boundary or non-manifold edge. */
    public int neighbor(int t, int k) {
        int o = twin[3 * t + k];
        return o < 0 ? -1 : o / 3;
    }

    /** Returns how many triangle corners use vertex {@code v}. */
    public int vertexFaceCount(int v) {
        return vertexStart[v + 1] - vertexStart[v];
    }

    /** Returns the {@code i}-th triangle around vertex {@code v} (increasing triangle order). */
    public int vertexFace(int v, int i) {
        return vertexTriangles[vertexStart[v] + i];
    }

    /** Returns true when two-face edge {@code e} has its half-edges in opposite directions (or is not a two-face edge). */
    public boolean consistentlyOriented(int e) {
        if (edgeFaceCount(e) != 2) {
            return true;
        }
        int a = edgeHalfEdge(e, 0);
        int b = edgeHalfEdge(e, 1);
        return from(mesh, a) == to(mesh, b);
    }

    /** Returns true when every two-face edge is consistently oriented. */
    public boolean orientationConsistent() {
        for (int e = 0; e < edgeCount(); e++) {
            if (!consistentlyOriented(e)) {
                return false;
            }
        }
        return true;
    }
}
