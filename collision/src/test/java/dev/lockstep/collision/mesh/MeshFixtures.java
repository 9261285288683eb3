package dev.lockstep.collision.mesh;

import java.util.Random;

/** Test and benchmark meshes. */
public final class MeshFixtures {
    public static final long ONE = 1L << 32;

    private MeshFixtures() {
    }

    /**
     * Returns an {@code n x n}-cell grid in the plane z = 0, cells {@code spacing} raw wide, from
     * the origin, two triangles per cell (diagonal from the lower left), normals +z.
     */
    public static TriangleMesh grid(int n, long spacing) {
        int side = n + 1;
        long[] xyz = new long[3 * side * side];
        for (int j = 0; j < side; j++) {
            for (int i = 0; i < side; i++) {
                int v = j * side + i;
                xyz[3 * v] = i * spacing;
                xyz[3 * v + 1] = j * spacing;
            }
        }
        int[] idx = new int[6 * n * n];
        int k = 0;
        for (int j = 0; j < n; j++) {
            for (int i = 0; i < n; i++) {
                int a = j * side + i;
                idx[k++] = a;
                idx[k++] = a + 1;
                idx[k++] = a + side + 1;
                idx[k++] = a;
                idx[k++] = a + side + 1;
                idx[k++] = a + side;
            }
        }
        return TriangleMesh.of(xyz, idx);
    }

    /** Returns {@code count} random triangles with corners in the cube {@code [-extent, extent]^3} (raw), seeded. */
    public static TriangleMesh randomSoup(int count, long extent, long seed) {
        Random r = new Random(seed);
        long[] xyz = new long[9 * count];
        for (int i = 0; i < xyz.length; i += 3) {
            long cx = i % 9 == 0 ? 0 : xyz[i - 3];
            long cy = i % 9 == 0 ? 0 : xyz[i - 2];
            long cz = i % 9 == 0 ? 0 : xyz[i - 1];
            if (i % 9 == 0) {
                xyz[i] = bounded(r, extent);
                xyz[i + 1] = bounded(r, extent);
                xyz[i + 2] = bounded(r, extent);
            } else {
                // later corners near the first so triangles are small, like real meshes
                xyz[i] = clamp(cx + bounded(r, extent / 8), extent);
                xyz[i + 1] = clamp(cy + bounded(r, extent / 8), extent);
                xyz[i + 2] = clamp(cz + bounded(r, extent / 8), extent);
            }
        }
        int[] idx = new int[3 * count];
        for (int i = 0; i < idx.length; i++) {
            idx[i] = i;
        }
        return TriangleMesh.of(xyz, idx);
    }

    static long bounded(Random r, long extent) {
        return Math.floorMod(r.nextLong(), 2 * extent + 1) - extent;
    }

    private static long clamp(long v, long extent) {
        return Math.max(-extent, Math.min(extent, v));
    }
}
