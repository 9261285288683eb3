package dev.lockstep.collision.mesh.clean;

import dev.lockstep.collision.mesh.TriangleMesh;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;

/**
 * Finds the defects of seed 002 ("Holes, cracks, gaps, and t-junctions", redundant and degenerate
 * faces, orientation) and returns them as a {@link MeshReport}.
 *
 * <p>Definitions, all with exact predicates on raw coordinates and one raw tolerance:
 * <ul>
 *   <li><b>unwelded vertices</b>: two distinct vertex indices at Euclidean distance at most the
 *       tolerance (zero distance included: duplicated vertices);</li>
 *   <li><b>boundary / non-manifold edges</b>: used by one / by three or more triangle sides;</li>
 *   <li><b>hole</b>: a closed chain of boundary half-edges, walked from the lowest unvisited
 *       half-edge, at each vertex continuing with the lowest unvisited outgoing boundary half-edge;</li>
 *   <li><b>crack / gap</b>: two boundary edges, not the same index pair, such that every endpoint of
 *       each that the other does not share lies within the tolerance of the other segment (the two
 *       edges lie on each other). A crack when their triangles are connected through shared
 *       vertices (a partially connected wedge or slot), a gap when they are not connected at all;</li>
 *   <li><b>t-junction</b>: a vertex of a boundary edge that lies within the tolerance of the
 *       interior of another boundary edge and farther than the tolerance from both of its
 *       endpoints (the t-vertex, seed 002 figure (c)).</li>
 * </ul>
 * Pair searches sweep boxes sorted by minimum x; the worst case is quadratic in the number of
 * boundary edges, which is fine for an offline check.
 */
public final class MeshDiagnostics {
    private MeshDiagnostics() {
    }

    /**
     * Returns the report for {@code mesh} under the raw {@code tolerance}.
     *
     * @throws IllegalArgumentException if {@code tolerance} is negative or above {@link Welder#MAX_WELD_TOLERANCE}
     */
    public static MeshReport check(TriangleMesh mesh, long tolerance) {
        if (tolerance < 0 || tolerance > Welder.MAX_WELD_TOLERANCE) {
            throw new IllegalArgumentException("tolerance raw " + tolerance + " outside [0, " + Welder.MAX_WELD_TOLERANCE + "]");
        }
        Adjacency adj = Adjacency.of(mesh);
        List<Integer> degenerate = new ArrayList<>();
        boolean[] deg = TriangleCleanup.degenerate(mesh);
        int[] dup = TriangleCleanup.duplicateOf(mesh);
        List<Integer> duplicates = new ArrayList<>();
        for (int t = 0; t < mesh.triangleCount(); t++) {
            if (deg[t]) {
                degenerate.add(t);
            }
            if (dup[t] >= 0) {
                duplicates.add(t);
            }
        }
        List<MeshReport.Edge> boundary = new ArrayList<>();
        List<MeshReport.Edge> nonManifold = new ArrayList<>();
        List<MeshReport.Edge> inconsistent = new ArrayList<>();
        for (int e = 0; e < adj.edgeCount(); e++) {
            int count = adj.edgeFaceCount(e);
            if (count == 1) {
                boundary.add(edge(adj, e));
            } else if (count > 2) {
                nonManifold.add(edge(adj, e));
            } else if (!adj.consistentlyOriented(e)) {
                inconsistent.add(edge(adj, e));
            }
        }
        int[] component = components(mesh, adj);
        List<MeshReport.EdgePair> cracks = new ArrayList<>();
        List<MeshReport.EdgePair> gaps = new ArrayList<>();
        edgePairs(mesh, boundary, tolerance, component, cracks, gaps);
        return new MeshReport(mesh.vertexCount(), mesh.triangleCount(), tolerance, degenerate, duplicates,
                nearVertices(mesh, tolerance), boundary, nonManifold, inconsistent, holes(mesh, adj), cracks, gaps,
                tJunctions(mesh, boundary, tolerance));
    }

    private static MeshReport.Edge edge(Adjacency adj, int e) {
        TriangleMesh m = adj.mesh();
        int v0 = adj.edgeVertex0(e);
        int v1 = adj.edgeVertex1(e);
        return new MeshReport.Edge(v0, v1, m.position(v0), m.position(v1), adj.edgeHalfEdge(e, 0) / 3, adj.edgeFaceCount(e));
    }

    private static List<MeshReport.NearVertices> nearVertices(TriangleMesh m, long tol) {
        int[] order = Welder.sortedByPosition(m);
        List<MeshReport.NearVertices> out = new ArrayList<>();
        for (int i = 0; i < order.length; i++) {
            for (int j = i + 1; j < order.length && m.x(order[j]) - m.x(order[i]) <= tol; j++) {
                int p = order[i];
                int q = order[j];
                if (ExactPredicates.within(m, p, q, tol)) {
                    int a = Math.min(p, q);
                    int b = Math.max(p, q);
                    out.add(new MeshReport.NearVertices(a, b, m.position(a), m.position(b)));
                }
            }
        }
        out.sort((x, y) -> x.v0() != y.v0() ? Integer.compare(x.v0(), y.v0()) : Integer.compare(x.v1(), y.v1()));
        return out;
    }

    /** Returns, per triangle, the lowest triangle index of its vertex-connected component. */
    static int[] components(TriangleMesh m, Adjacency adj) {
        int[] parent = new int[m.triangleCount()];
        for (int t = 0; t < parent.length; t++) {
            parent[t] = t;
        }
        for (int v = 0; v < m.vertexCount(); v++) {
            for (int i = 1; i < adj.vertexFaceCount(v); i++) {
                union(parent, adj.vertexFace(v, 0), adj.vertexFace(v, i));
            }
        }
        for (int t = 0; t < parent.length; t++) {
            parent[t] = find(parent, t);
        }
        return parent;
    }

    static int find(int[] parent, int t) {
        int r = t;
        while (parent[r] != r) {
            r = parent[r];
        }
        while (parent[t] != r) {
            int next = parent[t];
            parent[t] = r;
            t = next;
        }
        return r;
    }

    /** Links two sets under the smaller root, so a root is always its set's lowest triangle. */
    static void union(int[] parent, int a, int b) {
        int ra = find(parent, a);
        int rb = find(parent, b);
        if (ra < rb) {
            parent[rb] = ra;
        } else if (rb < ra) {
            parent[ra] = rb;
        }
    }

    private static List<MeshReport.Hole> holes(TriangleMesh m, Adjacency adj) {
        int nv = m.vertexCount();
        int[] start = new int[nv + 1];
        int nh = 3 * m.triangleCount();
        for (int h = 0; h < nh; h++) {
            if (adj.edgeFaceCount(adj.edgeOf(h)) == 1) {
                start[Adjacency.from(m, h) + 1]++;
            }
        }
        for (int v = 0; v < nv; v++) {
            start[v + 1] += start[v];
        }
        int[] fill = start.clone();
        int[] out = new int[start[nv]];
        for (int h = 0; h < nh; h++) {
            if (adj.edgeFaceCount(adj.edgeOf(h)) == 1) {
                out[fill[Adjacency.from(m, h)]++] = h;   // increasing h within each vertex
            }
        }
        boolean[] used = new boolean[nh];
        List<MeshReport.Hole> holes = new ArrayList<>();
        for (int i = 0; i < out.length; i++) {
            int h = out[i];
            if (used[h]) {
                continue;
            }
            int first = Adjacency.from(m, h);
            List<Integer> loop = new ArrayList<>();
            int cur = h;
            boolean closed = false;
            while (cur >= 0) {
                used[cur] = true;
                loop.add(Adjacency.from(m, cur));
                int v = Adjacency.to(m, cur);
                if (v == first) {
                    closed = true;
                    break;
                }
                cur = -1;
                for (int k = start[v]; k < start[v + 1]; k++) {
                    if (!used[out[k]]) {
                        cur = out[k];
                        break;
                    }
                }
            }
            if (closed) {
                List<dev.lockstep.fixedpoint.Vec3> positions = new ArrayList<>();
                for (int v : loop) {
                    positions.add(m.position(v));
                }
                holes.add(new MeshReport.Hole(loop, positions));
            }
        }
        return holes;
    }

    private static Integer[] byMinX(TriangleMesh m, List<MeshReport.Edge> edges) {
        Integer[] order = new Integer[edges.size()];
        for (int i = 0; i < order.length; i++) {
            order[i] = i;
        }
        Arrays.sort(order, (p, q) -> {
            int c = Long.compare(minX(m, edges.get(p)), minX(m, edges.get(q)));
            return c != 0 ? c : Integer.compare(p, q);
        });
        return order;
    }

    private static long minX(TriangleMesh m, MeshReport.Edge e) {
        return Math.min(m.x(e.v0()), m.x(e.v1()));
    }

    private static long maxX(TriangleMesh m, MeshReport.Edge e) {
        return Math.max(m.x(e.v0()), m.x(e.v1()));
    }

    private static void edgePairs(TriangleMesh m, List<MeshReport.Edge> edges, long tol, int[] component,
            List<MeshReport.EdgePair> cracks, List<MeshReport.EdgePair> gaps) {
        Integer[] order = byMinX(m, edges);
        List<int[]> found = new ArrayList<>();
        for (int i = 0; i < order.length; i++) {
            MeshReport.Edge a = edges.get(order[i]);
            for (int j = i + 1; j < order.length; j++) {
                MeshReport.Edge b = edges.get(order[j]);
                if (minX(m, b) > maxX(m, a) + tol) {
                    break;
                }
                if (liesOn(m, a, b, tol) && liesOn(m, b, a, tol)) {
                    found.add(new int[] {Math.min(order[i], order[j]), Math.max(order[i], order[j])});
                }
            }
        }
        found.sort((x, y) -> x[0] != y[0] ? Integer.compare(x[0], y[0]) : Integer.compare(x[1], y[1]));
        for (int[] f : found) {
            MeshReport.Edge a = edges.get(f[0]);
            MeshReport.Edge b = edges.get(f[1]);
            boolean connected = component[a.firstTriangle()] == component[b.firstTriangle()];
            (connected ? cracks : gaps).add(new MeshReport.EdgePair(a, b));
        }
    }

    /** Returns true when each endpoint of {@code b} not shared with {@code a} is within {@code tol} of segment {@code a}. */
    private static boolean liesOn(TriangleMesh m, MeshReport.Edge a, MeshReport.Edge b, long tol) {
        for (int v : new int[] {b.v0(), b.v1()}) {
            if (v != a.v0() && v != a.v1() && !ExactPredicates.nearSegment(m, v, a.v0(), a.v1(), tol)) {
                return false;
            }
        }
        return true;
    }

    private static List<MeshReport.TJunction> tJunctions(TriangleMesh m, List<MeshReport.Edge> edges, long tol) {
        boolean[] onBoundary = new boolean[m.vertexCount()];
        for (MeshReport.Edge e : edges) {
            onBoundary[e.v0()] = true;
            onBoundary[e.v1()] = true;
        }
        int[] sorted = Welder.sortedByPosition(m);
        long[] xs = new long[sorted.length];
        for (int i = 0; i < sorted.length; i++) {
            xs[i] = m.x(sorted[i]);
        }
        List<MeshReport.TJunction> out = new ArrayList<>();
        for (MeshReport.Edge e : edges) {
            long lo = minX(m, e) - tol;
            long hi = maxX(m, e) + tol;
            int i = lowerBound(xs, lo);
            for (; i < xs.length && xs[i] <= hi; i++) {
                int v = sorted[i];
                if (!onBoundary[v] || v == e.v0() || v == e.v1()) {
                    continue;
                }
                if (ExactPredicates.nearSegment(m, v, e.v0(), e.v1(), tol) && !ExactPredicates.within(m, v, e.v0(), tol)
                        && !ExactPredicates.within(m, v, e.v1(), tol)) {
                    out.add(new MeshReport.TJunction(v, m.position(v), e, e.firstTriangle()));
                }
            }
        }
        out.sort((x, y) -> x.triangle() != y.triangle() ? Integer.compare(x.triangle(), y.triangle())
                : x.edge().v0() != y.edge().v0() ? Integer.compare(x.edge().v0(), y.edge().v0())
                : x.edge().v1() != y.edge().v1() ? Integer.compare(x.edge().v1(), y.edge().v1())
                : Integer.compare(x.vertex(), y.vertex()));
        return out;
    }

    static int lowerBound(long[] xs, long key) {
        int lo = 0;
        int hi = xs.length;
        while (lo < hi) {
            int mid = (lo + hi) >>> 1;
            if (xs[mid] < key) {
                lo = mid + 1;
            } else {
                hi = mid;
            }
        }
        return lo;
    }
}
