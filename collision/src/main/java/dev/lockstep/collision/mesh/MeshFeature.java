package dev.lockstep.collision.mesh;

/**
 * Feature ids of a triangle's closest feature (seed 000, "feature code"): {@link #FACE} 0, edges
 * 1..3 ({@code EDGE_0 + k}, edge k from corner k to corner (k + 1) % 3), vertices 4..6
 * ({@code VERTEX_0 + k}). Sorting delayed contacts uses the id as the last tie-breaker.
 */
public final class MeshFeature {
    /** The triangle's interior. */
    public static final int FACE = 0;
    /** Edge 0 (corners 0-1); edge k is {@code EDGE_0 + k}. */
    public static final int EDGE_0 = 1;
    /** Vertex 0; vertex k is {@code VERTEX_0 + k}. */
    public static final int VERTEX_0 = 4;
    /** Returned by a generator when the triangle gives no contact (culled, degenerate or too far); never in a result. */
    static final int NONE = -1;

    private MeshFeature() {
    }

    public static boolean isEdge(int feature) {
        return feature >= EDGE_0 && feature < VERTEX_0;
    }

    public static boolean isVertex(int feature) {
        return feature >= VERTEX_0 && feature < VERTEX_0 + 3;
    }

    /** Returns the first corner of an edge or vertex feature. */
    public static int firstCorner(int feature) {
        return isEdge(feature) ? feature - EDGE_0 : feature - VERTEX_0;
    }
}
