package dev.lockstep.collision.mesh;

import java.util.Arrays;

/**
 * The set V of seed 000: triangles whose features void later delayed contacts. "V only contains
 * triangles. An edge contact will be voided if any of the triangles in V contains the edge. A
 * vertex contact will be voided if any of the triangles in V contains the vertex."
 *
 * <p>Each triangle is stored as three vertex keys of three longs: {@code (mesh, index, 0)} in
 * {@link VoidingMode#VERTEX_INDEX} mode or {@code (x, y, z)} raw in
 * {@link VoidingMode#VERTEX_POSITION} mode (section 6: "3 integer comparisons instead of 1"). A
 * triangle contains an edge when it contains both endpoints. Lookups scan linearly: V holds the
 * few triangles around one shape. Storage grows by doubling and is then reused.
 */
final class VoidedFeatures {
    private long[] keys = new long[9 * 32];
    private int count;
    private VoidingMode mode = VoidingMode.VERTEX_INDEX;

    void reset(VoidingMode newMode) {
        this.mode = newMode;
        count = 0;
    }

    int size() {
        return count;
    }

    /** Adds triangle {@code t} of {@code mesh} (numbered {@code meshIndex}). */
    void add(TriangleMesh mesh, int meshIndex, int t) {
        if (9 * (count + 1) > keys.length) {
            keys = Arrays.copyOf(keys, 2 * keys.length);
        }
        int o = 9 * count;
        for (int c = 0; c < 3; c++) {
            writeKey(mesh, meshIndex, mesh.vertex(t, c), keys, o + 3 * c);
        }
        count++;
    }

    void writeKey(TriangleMesh mesh, int meshIndex, int v, long[] out, int offset) {
        if (mode == VoidingMode.VERTEX_INDEX) {
            out[offset] = meshIndex;
            out[offset + 1] = v;
            out[offset + 2] = 0;
        } else {
            out[offset] = mesh.x(v);
            out[offset + 1] = mesh.y(v);
            out[offset + 2] = mesh.z(v);
        }
    }

    private boolean hasVertex(int triangleOffset, long k0, long k1, long k2) {
        for (int c = 0; c < 3; c++) {
            int o = triangleOffset + 3 * c;
            if (keys[o] == k0 && keys[o + 1] == k1 && keys[o + 2] == k2) {
                return true;
            }
        }
        return false;
    }

    /** Returns true when a triangle in V contains the vertex with key {@code (k0, k1, k2)}. */
    boolean containsVertex(long k0, long k1, long k2) {
        for (int i = 0; i < count; i++) {
            if (hasVertex(9 * i, k0, k1, k2)) {
                return true;
            }
        }
        return false;
    }

    /** Returns true when one triangle in V contains both vertex keys. */
    boolean containsEdge(long a0, long a1, long a2, long b0, long b1, long b2) {
        for (int i = 0; i < count; i++) {
            if (hasVertex(9 * i, a0, a1, a2) && hasVertex(9 * i, b0, b1, b2)) {
                return true;
            }
        }
        return false;
    }
}
