package dev.lockstep.collision.shape;

import dev.lockstep.collision.internal.shape.ExactGeometry;
import dev.lockstep.fixedpoint.Fixed;
import dev.lockstep.fixedpoint.MutableVec3;
import java.math.BigInteger;
import java.util.Arrays;
import java.util.Comparator;
import java.util.Map;
import java.util.PriorityQueue;
import java.util.TreeMap;

/**
 * The face loops of a hull under construction: quickhull triangles grouped into polygons, then
 * merged and trimmed (steps 1-3 of {@link HullFaces}). Face {@code g} is a loop of canonical point
 * indices, counter-clockwise seen from outside, with its exact integer normal (the sum of its
 * triangles' normals) and that normal rounded to unit length; a merged-away face is null.
 */
final class FaceLoops {
    private final BigInteger[][] points;
    private int[][] loops;
    private BigInteger[][] exactNormals;
    private long[][] unitNormals;
    private final Map<Long, Integer> edgeOwner = new TreeMap<>();  // ordered map: the core holds no hash-ordered collection

    /** Groups exactly coplanar adjacent triangles ({@code tv}, {@code tn} from {@link Quickhull}). */
    FaceLoops(BigInteger[][] points, int[] tv, int[] tn) {
        this.points = points;
        groupExactlyCoplanar(tv, tn);
    }

    /** Returns the loops, one per face, null for faces merged away. */
    int[][] loops() {
        return loops;
    }

    private static long key(int a, int b) {
        return ((long) a << 32) | (b & 0xffffffffL);
    }

    // ------------------------------------------------------------------ exact merge

    private void groupExactlyCoplanar(int[] tv, int[] tn) {
        int t = tv.length / 3;
        int[] parent = new int[t];
        BigInteger[][] triangleNormals = new BigInteger[t][];
        for (int i = 0; i < t; i++) {
            parent[i] = i;
            triangleNormals[i] = ExactGeometry.triangleNormal(points[tv[3 * i]], points[tv[3 * i + 1]], points[tv[3 * i + 2]]);
        }
        for (int a = 0; a < t; a++) {
            for (int i = 0; i < 3; i++) {
                int b = tn[3 * a + i];
                if (b <= a) {
                    continue;
                }
                int u = tv[3 * a + i];
                int v = tv[3 * a + (i + 1) % 3];
                int w = -1;
                for (int j = 0; j < 3; j++) {
                    int c = tv[3 * b + j];
                    if (c != u && c != v) {
                        w = c;
                    }
                }
                BigInteger[] n = triangleNormals[a];
                if (ExactGeometry.dot(n, points[w]).equals(ExactGeometry.dot(n, points[u]))) {
                    int ra = find(parent, a);
                    int rb = find(parent, b);
                    parent[Math.max(ra, rb)] = Math.min(ra, rb);
                }
            }
        }
        // groups numbered by their lowest triangle
        int[] groupOf = new int[t];
        int groups = 0;
        for (int i = 0; i < t; i++) {
            int r = find(parent, i);
            groupOf[i] = r == i ? groups++ : groupOf[r];
        }
        loops = new int[groups][];
        exactNormals = new BigInteger[groups][];
        unitNormals = new long[groups][];
        for (int i = 0; i < t; i++) {
            BigInteger[] nrm = triangleNormals[i];
            int g = groupOf[i];
            exactNormals[g] = exactNormals[g] == null ? nrm : ExactGeometry.add(exactNormals[g], nrm);
        }
        // boundary loops: the group's triangle edges whose neighbour lies in another group
        int[] nextOf = new int[points.length];
        int[] stamp = new int[points.length];
        int[] count = new int[groups];
        for (int i = 0; i < t; i++) {
            for (int k = 0; k < 3; k++) {
                if (groupOf[tn[3 * i + k]] != groupOf[i]) {
                    count[groupOf[i]]++;
                }
            }
        }
        for (int g = 0; g < groups; g++) {
            int start = Integer.MAX_VALUE;
            for (int i = 0; i < t; i++) {
                if (groupOf[i] != g) {
                    continue;
                }
                for (int k = 0; k < 3; k++) {
                    if (groupOf[tn[3 * i + k]] != g) {
                        int u = tv[3 * i + k];
                        if (stamp[u] == g + 1) {
                            throw new IllegalStateException("hull faces: face " + g + " boundary passes vertex " + u + " twice");
                        }
                        stamp[u] = g + 1;
                        nextOf[u] = tv[3 * i + (k + 1) % 3];
                        start = Math.min(start, u);
                    }
                }
            }
            int[] loop = new int[count[g]];
            int v = start;
            for (int k = 0; k < loop.length; k++) {
                loop[k] = v;
                edgeOwner.put(key(v, nextOf[v]), g);
                v = nextOf[v];
                if (v == start && k < loop.length - 1) {
                    throw new IllegalStateException("hull faces: face " + g + " boundary is not one loop");
                }
            }
            loops[g] = loop;
            unitNormals[g] = unit(exactNormals[g]);
        }
    }

    private static int find(int[] parent, int i) {
        while (parent[i] != i) {
            parent[i] = parent[parent[i]];
            i = parent[i];
        }
        return i;
    }

    private static long[] unit(BigInteger[] exact) {
        MutableVec3 out = new MutableVec3();
        ExactGeometry.normalizeInto(exact, out);
        return new long[] {out.x, out.y, out.z};
    }

    // ------------------------------------------------------------------ near merge

    /**
     * Candidate order: larger cosine first, then lower face, then higher face, then versions
     * (a total order, so the queue's poll sequence is fully defined).
     */
    private static final Comparator<long[]> CANDIDATE_ORDER = (x, y) -> {
        for (int k = 0; k < 5; k++) {
            if (x[k] != y[k]) {
                return k == 0 ? Long.compare(y[0], x[0]) : Long.compare(x[k], y[k]);
            }
        }
        return 0;
    };

    /**
     * Greedy near-coplanar merging with a priority queue of candidate pairs
     * {@code {cos, lowerFace, higherFace, versionLower, versionHigher}}. A popped candidate whose
     * faces changed since it was queued is stale and skipped; a rejected one is dropped (it comes
     * back only if one of its faces merges and is re-queued). Each merge re-queues the merged
     * face's pairs, so the loop pops at most (initial pairs + edges touched by merges) entries.
     */
    void mergeNearlyCoplanar() {
        long threshold = Fixed.ONE - HullBuilder.NEAR_COPLANAR_COS_SLACK;
        int[] version = new int[loops.length];
        PriorityQueue<long[]> queue = new PriorityQueue<>(CANDIDATE_ORDER);
        for (int g = 0; g < loops.length; g++) {
            queueCandidates(g, true, threshold, version, queue);
        }
        while (!queue.isEmpty()) {
            long[] c = queue.poll();
            int g1 = (int) c[1];
            int g2 = (int) c[2];
            if (loops[g1] == null || loops[g2] == null || version[g1] != c[3] || version[g2] != c[4]) {
                continue;
            }
            int i = singleSharedEdge(g1, g2);
            if (i >= 0 && tryMerge(g1, g2, i)) {
                version[g1]++;
                version[g2]++;
                queueCandidates(g1, false, threshold, version, queue);
            }
        }
    }

    /** Queues g's pairs with the neighbours it shares exactly one edge with (only higher ones if asked). */
    private void queueCandidates(int g, boolean higherOnly, long threshold, int[] version, PriorityQueue<long[]> queue) {
        int[] loop = loops[g];
        int[] across = new int[loop.length];
        for (int i = 0; i < loop.length; i++) {
            across[i] = edgeOwner.get(key(loop[(i + 1) % loop.length], loop[i]));
        }
        Arrays.sort(across);
        long[] n1 = unitNormals[g];
        for (int i = 0; i < across.length; i++) {
            int h = across[i];
            boolean single = (i == 0 || across[i - 1] != h) && (i + 1 == across.length || across[i + 1] != h);
            if (!single || higherOnly && h < g) {
                continue;
            }
            long[] n2 = unitNormals[h];
            long cos = Fixed.dot3(n1[0], n1[1], n1[2], n2[0], n2[1], n2[2]);
            if (cos >= threshold) {
                int lo = Math.min(g, h);
                int hi = Math.max(g, h);
                queue.add(new long[] {cos, lo, hi, version[lo], version[hi]});
            }
        }
    }

    /** Returns the index in g1's loop of the one edge g1 shares with g2, or -1 if not exactly one. */
    private int singleSharedEdge(int g1, int g2) {
        int[] loop = loops[g1];
        int found = -1;
        for (int i = 0; i < loop.length; i++) {
            if (edgeOwner.get(key(loop[(i + 1) % loop.length], loop[i])) == g2) {
                if (found >= 0) {
                    return -1;
                }
                found = i;
            }
        }
        return found;
    }

    /** Merges g2 into g1 across g1's loop edge {@code i} if the result stays a simple convex loop. */
    private boolean tryMerge(int g1, int g2, int i) {
        int[] l1 = loops[g1];
        int[] l2 = loops[g2];
        int a = l1[i];
        int b = l1[(i + 1) % l1.length];
        int j = 0;
        while (l2[j] != b) {
            j++;
        }
        // l1 from b round to a, then l2 from after a (l2[j+1] == a) round to before b
        int[] merged = new int[l1.length + l2.length - 2];
        int k = 0;
        for (int s = 1; s <= l1.length; s++) {
            merged[k++] = l1[(i + s) % l1.length];
        }
        for (int s = 2; s < l2.length; s++) {
            merged[k++] = l2[(j + s) % l2.length];
        }
        int[] sorted = merged.clone();
        Arrays.sort(sorted);
        for (int s = 1; s < sorted.length; s++) {
            if (sorted[s] == sorted[s - 1]) {
                return false;
            }
        }
        // the merged face may share at most one edge with any other face (else a vertex would be
        // left on two faces only, or the face would touch a neighbour twice: not a polyhedron)
        int[] neighbourFaces = new int[merged.length];
        for (int s = 0; s < merged.length; s++) {
            int nb = edgeOwner.get(key(merged[(s + 1) % merged.length], merged[s]));
            neighbourFaces[s] = nb == g2 ? g1 : nb;
        }
        Arrays.sort(neighbourFaces);
        for (int s = 1; s < neighbourFaces.length; s++) {
            if (neighbourFaces[s] == neighbourFaces[s - 1]) {
                return false;
            }
        }
        BigInteger[] normal = ExactGeometry.add(exactNormals[g1], exactNormals[g2]);
        for (int s = 0; s < merged.length; s++) {
            BigInteger[] p = points[merged[(s + merged.length - 1) % merged.length]];
            BigInteger[] c = points[merged[s]];
            BigInteger[] q = points[merged[(s + 1) % merged.length]];
            BigInteger[] turn = ExactGeometry.cross(ExactGeometry.sub(c, p), ExactGeometry.sub(q, c));
            if (ExactGeometry.dot(turn, normal).signum() < 0) {
                return false;
            }
        }
        edgeOwner.remove(key(a, b));
        edgeOwner.remove(key(b, a));
        for (int v = 0; v < merged.length; v++) {
            edgeOwner.put(key(merged[v], merged[(v + 1) % merged.length]), g1);
        }
        loops[g1] = merged;
        loops[g2] = null;
        exactNormals[g1] = normal;
        exactNormals[g2] = null;
        unitNormals[g1] = unit(normal);
        unitNormals[g2] = null;
        return true;
    }

    // ------------------------------------------------------------------ straight vertices

    void removeStraightVertices() {
        int[] degree = new int[points.length];
        for (int[] loop : loops) {
            if (loop != null) {
                for (int v : loop) {
                    degree[v]++;
                }
            }
        }
        boolean[] remove = new boolean[points.length];
        for (int[] loop : loops) {
            if (loop == null) {
                continue;
            }
            for (int s = 0; s < loop.length; s++) {
                int v = loop[s];
                if (degree[v] == 2) {
                    BigInteger[] p = points[loop[(s + loop.length - 1) % loop.length]];
                    BigInteger[] c = points[v];
                    BigInteger[] q = points[loop[(s + 1) % loop.length]];
                    if (ExactGeometry.isZero(ExactGeometry.cross(ExactGeometry.sub(c, p), ExactGeometry.sub(q, c)))) {
                        remove[v] = true;
                    }
                }
            }
        }
        for (int g = 0; g < loops.length; g++) {
            int[] loop = loops[g];
            if (loop == null) {
                continue;
            }
            int kept = 0;
            int[] out = new int[loop.length];
            for (int v : loop) {
                if (!remove[v]) {
                    out[kept++] = v;
                }
            }
            if (kept < 3) {
                throw new IllegalStateException("hull faces: face " + g + " lost its corners");
            }
            loops[g] = Arrays.copyOf(out, kept);
        }
    }
}
