package dev.lockstep.collision.mesh.clean;

import dev.lockstep.collision.mesh.TriangleMesh;
import java.util.Arrays;

/**
 * Finds and removes degenerate and duplicate triangles (seed 002, "Redundant vertices, edges, and
 * faces" and "faces of zero ... area").
 *
 * <ul>
 *   <li><b>Degenerate</b>: exactly zero area, decided by an exact test on the raw coordinates
 *       (repeated corners or three collinear points). Near-zero slivers are kept: their normal is
 *       well defined, and a tolerance here would make the result depend on scale.</li>
 *   <li><b>Duplicate</b>: the same three vertex indices in the same cyclic order as an earlier
 *       triangle (so weld first). The lowest-index copy is kept. A coincident pair with opposite
 *       windings is a deliberate two-sided wall and is kept (the report lists its edges as
 *       non-manifold or inconsistently oriented).</li>
 * </ul>
 */
public final class TriangleCleanup {
    private TriangleCleanup() {
    }

    /** Returns, for each triangle, true when it has exactly zero area. */
    public static boolean[] degenerate(TriangleMesh mesh) {
        boolean[] out = new boolean[mesh.triangleCount()];
        for (int t = 0; t < out.length; t++) {
            out[t] = ExactPredicates.zeroArea(mesh, t);
        }
        return out;
    }

    /**
     * Returns, for each triangle, the index of the earlier triangle it duplicates, or -1.
     * Triangles are keyed by their indices rotated so the smallest comes first (winding kept);
     * the key order is total (key, then triangle index), so the earliest copy is the one kept.
     */
    public static int[] duplicateOf(TriangleMesh mesh) {
        int n = mesh.triangleCount();
        long[] keyHi = new long[n];
        long[] keyLo = new long[n];
        for (int t = 0; t < n; t++) {
            int a = mesh.vertex(t, 0);
            int b = mesh.vertex(t, 1);
            int c = mesh.vertex(t, 2);
            int r0;
            int r1;
            int r2;
            if (a <= b && a <= c) {
                r0 = a; r1 = b; r2 = c;
            } else if (b <= c) {
                r0 = b; r1 = c; r2 = a;
            } else {
                r0 = c; r1 = a; r2 = b;
            }
            keyHi[t] = ((long) r0 << 32) | r1;
            keyLo[t] = r2;
        }
        Integer[] order = new Integer[n];
        for (int t = 0; t < n; t++) {
            order[t] = t;
        }
        Arrays.sort(order, (p, q) -> {
            int c = Long.compare(keyHi[p], keyHi[q]);
            if (c == 0) {
                c = Long.compare(keyLo[p], keyLo[q]);
            }
            return c != 0 ? c : Integer.compare(p, q);
        });
        int[] dup = new int[n];
        Arrays.fill(dup, -1);
        for (int i = 1; i < n; i++) {
            int p = order[i - 1];
            int q = order[i];
            if (keyHi[p] == keyHi[q] && keyLo[p] == keyLo[q]) {
                dup[q] = dup[p] >= 0 ? dup[p] : p;
            }
        }
        return dup;
    }

    /** Returns {@code mesh} without its degenerate and duplicate triangles (vertices unchanged). */
    public static TriangleMesh removeDegenerateAndDuplicates(TriangleMesh mesh) {
        boolean[] degenerate = degenerate(mesh);
        int[] dup = duplicateOf(mesh);
        int[] idx = mesh.copyIndices();
        int kept = 0;
        for (int t = 0; t < mesh.triangleCount(); t++) {
            if (!degenerate[t] && dup[t] < 0) {
                System.arraycopy(idx, 3 * t, idx, 3 * kept, 3);
                kept++;
            }
        }
        return TriangleMesh.of(mesh.copyVertexXyz(), Arrays.copyOf(idx, 3 * kept));
    }
}
