package dev.lockstep.collision.mesh.clean;

import dev.lockstep.fixedpoint.FixedFormat;
import dev.lockstep.fixedpoint.Vec3;
import java.util.List;

/**
 * What {@link MeshDiagnostics} found in a mesh: counts and the offending elements with their
 * indices and exact positions, in a deterministic order (by index), so a tool can tell an artist
 * what to fix. {@link #toText()} renders it; the format is for people, not for parsing.
 */
public final class MeshReport {
    /** An edge named by its vertex indices (smaller first), their positions, and its triangles' count. */
    public record Edge(int v0, int v1, Vec3 p0, Vec3 p1, int firstTriangle, int faceCount) {
    }

    /** Two boundary edges lying on each other within the tolerance: a crack (connected parts) or a gap. */
    public record EdgePair(Edge a, Edge b) {
    }

    /** A t-vertex within the tolerance of the interior of a boundary edge of {@code triangle}. */
    public record TJunction(int vertex, Vec3 position, Edge edge, int triangle) {
    }

    /** A closed loop of boundary edges: a hole (or the outer rim of an open surface), vertices in order. */
    public record Hole(List<Integer> vertices, List<Vec3> positions) {
        public Hole {
            vertices = List.copyOf(vertices);
            positions = List.copyOf(positions);
        }
    }

    /** Two distinct vertices within the welding tolerance. */
    public record NearVertices(int v0, int v1, Vec3 p0, Vec3 p1) {
    }

    private final int vertexCount;
    private final int triangleCount;
    private final long tolerance;
    private final List<Integer> degenerateTriangles;
    private final List<Integer> duplicateTriangles;
    private final List<NearVertices> unweldedVertices;
    private final List<Edge> boundaryEdges;
    private final List<Edge> nonManifoldEdges;
    private final List<Edge> inconsistentEdges;
    private final List<Hole> holes;
    private final List<EdgePair> cracks;
    private final List<EdgePair> gaps;
    private final List<TJunction> tJunctions;

    MeshReport(int vertexCount, int triangleCount, long tolerance, List<Integer> degenerateTriangles,
            List<Integer> duplicateTriangles, List<NearVertices> unweldedVertices, List<Edge> boundaryEdges,
            List<Edge> nonManifoldEdges, List<Edge> inconsistentEdges, List<Hole> holes, List<EdgePair> cracks,
            List<EdgePair> gaps, List<TJunction> tJunctions) {
        this.vertexCount = vertexCount;
        this.triangleCount = triangleCount;
        this.tolerance = tolerance;
        this.degenerateTriangles = List.copyOf(degenerateTriangles);
        this.duplicateTriangles = List.copyOf(duplicateTriangles);
        this.unweldedVertices = List.copyOf(unweldedVertices);
        this.boundaryEdges = List.copyOf(boundaryEdges);
        this.nonManifoldEdges = List.copyOf(nonManifoldEdges);
        this.inconsistentEdges = List.copyOf(inconsistentEdges);
        this.holes = List.copyOf(holes);
        this.cracks = List.copyOf(cracks);
        this.gaps = List.copyOf(gaps);
        this.tJunctions = List.copyOf(tJunctions);
    }

    public int vertexCount() {
        return vertexCount;
    }

    public int triangleCount() {
        return triangleCount;
    }

    /** Returns the raw tolerance used for welding, cracks, gaps and t-junctions. */
    public long tolerance() {
        return tolerance;
    }

    /** Triangles of exactly zero area. */
    public List<Integer> degenerateTriangles() {
        return degenerateTriangles;
    }

    /** Triangles repeating an earlier one (same indices, same winding). */
    public List<Integer> duplicateTriangles() {
        return duplicateTriangles;
    }

    /** Distinct vertices within the tolerance of each other: weld candidates. */
    public List<NearVertices> unweldedVertices() {
        return unweldedVertices;
    }

    /** Edges used by exactly one triangle. */
    public List<Edge> boundaryEdges() {
        return boundaryEdges;
    }

    /** Edges used by three or more triangles. */
    public List<Edge> nonManifoldEdges() {
        return nonManifoldEdges;
    }

    /** Two-face edges whose triangles disagree on the front side. */
    public List<Edge> inconsistentEdges() {
        return inconsistentEdges;
    }

    /** Closed boundary loops. An open surface's rim is one of them; every other loop is a hole. */
    public List<Hole> holes() {
        return holes;
    }

    /** Boundary edge pairs within the tolerance whose triangles are connected: cracks. */
    public List<EdgePair> cracks() {
        return cracks;
    }

    /** Boundary edge pairs within the tolerance whose triangles are not connected at all: gaps. */
    public List<EdgePair> gaps() {
        return gaps;
    }

    /** T-vertices on boundary edges. */
    public List<TJunction> tJunctions() {
        return tJunctions;
    }

    /** Returns true when nothing needs fixing: no degenerate, duplicate, unwelded, non-manifold, inconsistent, crack, gap or t-junction. */
    public boolean clean() {
        return degenerateTriangles.isEmpty() && duplicateTriangles.isEmpty() && unweldedVertices.isEmpty()
                && nonManifoldEdges.isEmpty() && inconsistentEdges.isEmpty() && cracks.isEmpty() && gaps.isEmpty()
                && tJunctions.isEmpty();
    }

    /** Returns a multi-line human-readable report with exact decimal positions. */
    public String toText() {
        StringBuilder b = new StringBuilder();
        b.append("mesh: ").append(vertexCount).append(" vertices, ").append(triangleCount).append(" triangles, tolerance ")
                .append(FixedFormat.toExactString(tolerance)).append('\n');
        b.append("degenerate triangles: ").append(degenerateTriangles.size()).append(' ').append(degenerateTriangles).append('\n');
        b.append("duplicate triangles: ").append(duplicateTriangles.size()).append(' ').append(duplicateTriangles).append('\n');
        b.append("unwelded vertex pairs: ").append(unweldedVertices.size()).append('\n');
        for (NearVertices n : unweldedVertices) {
            b.append("  v").append(n.v0()).append(' ').append(text(n.p0())).append(" ~ v").append(n.v1()).append(' ')
                    .append(text(n.p1())).append('\n');
        }
        b.append("boundary edges: ").append(boundaryEdges.size()).append('\n');
        appendEdges(b, "non-manifold edges", nonManifoldEdges);
        appendEdges(b, "inconsistently oriented edges", inconsistentEdges);
        b.append("boundary loops (holes): ").append(holes.size()).append('\n');
        for (Hole h : holes) {
            b.append("  ").append(h.vertices()).append('\n');
        }
        appendPairs(b, "cracks", cracks);
        appendPairs(b, "gaps", gaps);
        b.append("t-junctions: ").append(tJunctions.size()).append('\n');
        for (TJunction t : tJunctions) {
            b.append("  v").append(t.vertex()).append(' ').append(text(t.position())).append(" on edge ")
                    .append(edgeText(t.edge())).append(" of triangle ").append(t.triangle()).append('\n');
        }
        return b.toString();
    }

    private static void appendEdges(StringBuilder b, String title, List<Edge> edges) {
        b.append(title).append(": ").append(edges.size()).append('\n');
        for (Edge e : edges) {
            b.append("  ").append(edgeText(e)).append(" (").append(e.faceCount()).append(" triangles)\n");
        }
    }

    private static void appendPairs(StringBuilder b, String title, List<EdgePair> pairs) {
        b.append(title).append(": ").append(pairs.size()).append('\n');
        for (EdgePair p : pairs) {
            b.append("  ").append(edgeText(p.a())).append(" ~ ").append(edgeText(p.b())).append('\n');
        }
    }

    private static String edgeText(Edge e) {
        return "v" + e.v0() + "-v" + e.v1() + " " + text(e.p0()) + "-" + text(e.p1());
    }

    private static String text(Vec3 v) {
        return "(" + FixedFormat.toExactString(v.x()) + ", " + FixedFormat.toExactString(v.y()) + ", "
                + FixedFormat.toExactString(v.z()) + ")";
    }
}
