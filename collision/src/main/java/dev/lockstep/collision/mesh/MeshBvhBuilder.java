package dev.lockstep.collision.mesh;

/** Builds a {@link MeshBvh} by the rule documented there. One use per instance; not thread-safe. */
final class MeshBvhBuilder {
    private final TriangleMesh mesh;
    private final long[] centroidSum;   // a + b + c per axis, per triangle (exact: below 3 * 2^45)
    private final int[] perm;
    private long[] bounds;
    private int[] escape;
    private int[] leaf;
    private int next;
    private int maxDepth;

    MeshBvhBuilder(TriangleMesh mesh) {
        this.mesh = mesh;
        int n = mesh.triangleCount();
        centroidSum = new long[3 * n];
        perm = new int[n];
        for (int t = 0; t < n; t++) {
            perm[t] = t;
            for (int axis = 0; axis < 3; axis++) {
                centroidSum[3 * t + axis] = mesh.coordinate(mesh.vertex(t, 0), axis)
                        + mesh.coordinate(mesh.vertex(t, 1), axis) + mesh.coordinate(mesh.vertex(t, 2), axis);
            }
        }
    }

    MeshBvh build() {
        int n = perm.length;
        int nodes = n == 0 ? 0 : countNodes(n);
        bounds = new long[6 * nodes];
        escape = new int[nodes];
        leaf = new int[nodes];
        if (n > 0) {
            node(0, n, 1);
        }
        return MeshBvh.of(mesh, bounds, escape, leaf, perm, maxDepth);
    }

    private static int countNodes(int n) {
        if (n <= MeshBvh.MAX_LEAF_TRIANGLES) {
            return 1;
        }
        return 1 + countNodes(leftCount(n)) + countNodes(n - leftCount(n));
    }

    /** Emits the subtree over perm[lo, hi) in pre-order and returns its node index. */
    private int node(int lo, int hi, int level) {
        int i = next++;
        maxDepth = Math.max(maxDepth, level);
        int count = hi - lo;
        if (count <= MeshBvh.MAX_LEAF_TRIANGLES) {
            java.util.Arrays.sort(perm, lo, hi);
            leaf[i] = (lo << 3) | count;
            long[] b = bounds;
            int o = 6 * i;
            b[o] = b[o + 1] = b[o + 2] = Long.MAX_VALUE;
            b[o + 3] = b[o + 4] = b[o + 5] = Long.MIN_VALUE;
            for (int k = lo; k < hi; k++) {
                for (int corner = 0; corner < 3; corner++) {
                    int v = mesh.vertex(perm[k], corner);
                    for (int axis = 0; axis < 3; axis++) {
                        long c = mesh.coordinate(v, axis);
                        b[o + axis] = Math.min(b[o + axis], c);
                        b[o + 3 + axis] = Math.max(b[o + 3 + axis], c);
                    }
                }
            }
            escape[i] = i + 1;
            return i;
        }
        int axis = longestCentroidAxis(lo, hi);
        int mid = lo + leftCount(count);
        select(lo, hi, mid, axis);
        int left = node(lo, mid, level + 1);
        int right = node(mid, hi, level + 1);
        int o = 6 * i;
        for (int k = 0; k < 3; k++) {
            bounds[o + k] = Math.min(bounds[6 * left + k], bounds[6 * right + k]);
            bounds[o + 3 + k] = Math.max(bounds[6 * left + 3 + k], bounds[6 * right + 3 + k]);
        }
        escape[i] = next;
        return i;
    }

    /**
     * Returns how many of {@code n > MAX_LEAF} triangles go left: half of the {@code ceil(n / 4)}
     * leaves the node needs, rounded up, times four, so every leaf but the last is full.
     */
    static int leftCount(int n) {
        int leaves = (n + MeshBvh.MAX_LEAF_TRIANGLES - 1) / MeshBvh.MAX_LEAF_TRIANGLES;
        return MeshBvh.MAX_LEAF_TRIANGLES * ((leaves + 1) / 2);
    }

    private int longestCentroidAxis(int lo, int hi) {
        int best = 0;
        long bestExtent = -1;
        for (int axis = 0; axis < 3; axis++) {
            long min = Long.MAX_VALUE;
            long max = Long.MIN_VALUE;
            for (int k = lo; k < hi; k++) {
                long c = centroidSum[3 * perm[k] + axis];
                min = Math.min(min, c);
                max = Math.max(max, c);
            }
            if (max - min > bestExtent) {   // strict: ties keep the earlier axis
                bestExtent = max - min;
                best = axis;
            }
        }
        return best;
    }

    private int compare(int t, int u, int axis) {
        int c = Long.compare(centroidSum[3 * t + axis], centroidSum[3 * u + axis]);
        return c != 0 ? c : Integer.compare(t, u);
    }

    /**
     * Rearranges perm[lo, hi) so that perm[lo, k) holds the k - lo smallest triangles by the total
     * key (Hoare-style quickselect with a median-of-three pivot; the resulting sets are unique).
     */
    private void select(int lo, int hi, int k, int axis) {
        int l = lo;
        int r = hi - 1;
        while (r > l) {
            int m = (l + r) >>> 1;
            // median of three as pivot value
            int a = perm[l];
            int b = perm[m];
            int c = perm[r];
            int pivot;
            if (compare(a, b, axis) < 0) {
                pivot = compare(b, c, axis) < 0 ? b : (compare(a, c, axis) < 0 ? c : a);
            } else {
                pivot = compare(a, c, axis) < 0 ? a : (compare(b, c, axis) < 0 ? c : b);
            }
            int i = l;
            int j = r;
            while (i <= j) {
                while (compare(perm[i], pivot, axis) < 0) {
                    i++;
                }
                while (compare(perm[j], pivot, axis) > 0) {
                    j--;
                }
                if (i <= j) {
                    int tmp = perm[i];
                    perm[i] = perm[j];
                    perm[j] = tmp;
                    i++;
                    j--;
                }
            }
            if (k <= j) {
                r = j;
            } else if (k >= i) {
                l = i;
            } else {
                return;
            }
        }
    }
}
