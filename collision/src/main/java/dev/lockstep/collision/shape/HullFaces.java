package dev.lockstep.collision.shape;

import dev.lockstep.fixedpoint.Fixed;
import dev.lockstep.fixedpoint.MutableVec3;
import java.math.BigInteger;
import java.util.ArrayList;
import java.util.Arrays;

import java.util.List;
import java.util.Map;
import java.util.TreeMap;

/**
 * Turns quickhull's triangles into polygon faces and the final half-edge arrays (seed 001,
 * "Hull vs Hull: Coplanar Faces": large faces, sharp edges).
 *
 * <ol>
 * <li><b>Exact merge.</b> Adjacent triangles whose four points are exactly coplanar (exact
 *     orientation zero) join one group; each group is a facet of the true hull.</li>
 * <li><b>Near merge.</b> Two adjacent faces whose unit normals satisfy
 *     {@code dot3(n1, n2) >= ONE - HullBuilder.NEAR_COPLANAR_COS_SLACK} merge when they share
 *     exactly one edge, the merged boundary visits no vertex twice, the merged face shares at most
 *     one edge with each other face (so every vertex stays on at least 3 faces), and every corner of it turns
 *     the same way as the merged exact normal (convex, or straight). Candidates go most-parallel
 *     first, ties by lower face then higher face; one merge per round, at most one round per
 *     face. A merge never drops a vertex, so every extreme point stays a hull vertex.</li>
 * <li><b>Straight vertices.</b> A vertex on exactly two faces and exactly on the segment between
 *     its loop neighbours (a point on a hull edge) is removed.</li>
 * <li><b>Canonical numbering.</b> Vertices in ascending canonical point order (lexicographic
 *     x, y, z); each face loop starts at its lowest vertex; faces sorted by (first, second)
 *     vertex, which is unique because a directed edge has one face; half-edges numbered as met
 *     walking the faces in order, a new edge taking {@code 2k} and its twin {@code 2k+1}.</li>
 * <li><b>Planes.</b> The normal is the exact Newell normal of the loop normalised by
 *     {@link ExactGeometry#normalizeInto}; the offset is the largest
 *     {@code Fixed.dot3(normal, v)} (each rounded once, ties to even) over all hull vertices,
 *     so every vertex satisfies {@code dot3(normal, v) <= offset} and the plane supports the hull.</li>
 * </ol>
 */
final class HullFaces {
    final long[] vertexXyz;
    final int[] halfEdgeOrigin;
    final int[] halfEdgeNext;
    final int[] halfEdgeFace;
    final int[] faceFirstEdge;
    final int[] faceVertexCount;
    final long[] faceNormal;
    final long[] faceOffset;
    final int[] adjacencyStart;
    final int[] adjacency;

    private final BigInteger[][] points;
    private final long[] xyz;
    private int[][] loops;
    private BigInteger[][] exactNormals;
    private long[][] unitNormals;
    private final Map<Long, Integer> edgeOwner = new TreeMap<>();  // ordered map: the core never holds hash-ordered collections

    private HullFaces(BigInteger[][] points, long[] xyz, int[][] triangles) {
        this.points = points;
        this.xyz = xyz;
        groupExactlyCoplanar(triangles[0], triangles[1]);
        mergeNearlyCoplanar();
        removeStraightVertices();
        // canonical numbering
        int n = points.length;
        int[] newId = new int[n];
        Arrays.fill(newId, -1);
        for (int[] loop : loops) {
            if (loop != null) {
                for (int v : loop) {
                    newId[v] = 0;
                }
            }
        }
        int vCount = 0;
        for (int p = 0; p < n; p++) {
            if (newId[p] == 0) {
                newId[p] = vCount++;
            }
        }
        vertexXyz = new long[3 * vCount];
        for (int p = 0; p < n; p++) {
            if (newId[p] >= 0) {
                System.arraycopy(xyz, 3 * p, vertexXyz, 3 * newId[p], 3);
            }
        }
        List<int[]> faces = new ArrayList<>();
        for (int[] loop : loops) {
            if (loop == null) {
                continue;
            }
            int[] f = new int[loop.length];
            int start = 0;
            for (int i = 1; i < loop.length; i++) {
                if (newId[loop[i]] < newId[loop[start]]) {
                    start = i;
                }
            }
            for (int i = 0; i < loop.length; i++) {
                f[i] = newId[loop[(start + i) % loop.length]];
            }
            faces.add(f);
        }
        faces.sort((a, b) -> a[0] != b[0] ? Integer.compare(a[0], b[0]) : Integer.compare(a[1], b[1]));
        int fCount = faces.size();
        int hCount = 0;
        for (int[] f : faces) {
            hCount += f.length;
        }
        halfEdgeOrigin = new int[hCount];
        halfEdgeNext = new int[hCount];
        halfEdgeFace = new int[hCount];
        faceFirstEdge = new int[fCount];
        faceVertexCount = new int[fCount];
        Map<Long, Integer> halfEdgeOf = new TreeMap<>();  // ordered map: the core never holds hash-ordered collections
        int nextFree = 0;
        int[][] faceEdges = new int[fCount][];
        for (int fi = 0; fi < fCount; fi++) {
            int[] f = faces.get(fi);
            faceEdges[fi] = new int[f.length];
            for (int i = 0; i < f.length; i++) {
                int a = f[i];
                int b = f[(i + 1) % f.length];
                Integer he = halfEdgeOf.get(key(a, b));
                if (he == null) {
                    he = nextFree;
                    halfEdgeOf.put(key(a, b), nextFree);
                    halfEdgeOf.put(key(b, a), nextFree + 1);
                    nextFree += 2;
                }
                faceEdges[fi][i] = he;
                halfEdgeOrigin[he] = a;
                halfEdgeFace[he] = fi;
            }
            for (int i = 0; i < f.length; i++) {
                halfEdgeNext[faceEdges[fi][i]] = faceEdges[fi][(i + 1) % f.length];
            }
            faceFirstEdge[fi] = faceEdges[fi][0];
            faceVertexCount[fi] = f.length;
        }
        if (nextFree != hCount) {
            throw new IllegalStateException("hull faces: " + hCount + " half-edges but " + nextFree + " numbered");
        }
        // planes
        BigInteger[][] finalPoints = new BigInteger[vCount][];
        for (int v = 0; v < vCount; v++) {
            finalPoints[v] = ExactGeometry.point(vertexXyz, v);
        }
        // vertex adjacency for hill-climbing support: the edges of an exact triangulation of the
        // final vertices' hull (every final vertex is extreme, so all of them appear)
        int[][] triangulation = Quickhull.run(finalPoints);
        int[] degree = new int[vCount + 1];
        int[] tv = triangulation[0];
        for (int k = 0; k < tv.length; k++) {
            degree[tv[k] + 1]++;
        }
        adjacencyStart = new int[vCount + 1];
        for (int i = 0; i < vCount; i++) {
            if (degree[i + 1] == 0) {
                throw new IllegalStateException("hull faces: vertex " + i + " is not extreme");
            }
            adjacencyStart[i + 1] = adjacencyStart[i] + degree[i + 1];
        }
        adjacency = new int[tv.length];
        int[] fill = Arrays.copyOf(adjacencyStart, vCount);
        for (int k = 0; k < tv.length; k++) {
            int u = tv[k];
            int w = tv[k - k % 3 + (k + 1) % 3];
            adjacency[fill[u]++] = w;
        }
        for (int i = 0; i < vCount; i++) {
            Arrays.sort(adjacency, adjacencyStart[i], adjacencyStart[i + 1]);
        }
        faceNormal = new long[3 * fCount];
        faceOffset = new long[fCount];
        MutableVec3 unit = new MutableVec3();
        for (int fi = 0; fi < fCount; fi++) {
            int[] f = faces.get(fi);
            ExactGeometry.normalizeInto(ExactGeometry.newellNormal(finalPoints, f, f.length), unit);
            faceNormal[3 * fi] = unit.x;
            faceNormal[3 * fi + 1] = unit.y;
            faceNormal[3 * fi + 2] = unit.z;
            long offset = 0;
            for (int v = 0; v < vCount; v++) {
                long d = Fixed.dot3(unit.x, unit.y, unit.z, vertexXyz[3 * v], vertexXyz[3 * v + 1], vertexXyz[3 * v + 2]);
                if (v == 0 || d > offset) {
                    offset = d;
                }
            }
            faceOffset[fi] = offset;
        }
    }

    /** Builds faces from quickhull triangles over canonical points. */
    static HullFaces build(BigInteger[][] points, long[] xyz, int[][] triangles) {
        return new HullFaces(points, xyz, triangles);
    }

    private static long key(int a, int b) {
        return ((long) a << 32) | (b & 0xffffffffL);
    }

    // ------------------------------------------------------------------ exact merge

    private void groupExactlyCoplanar(int[] tv, int[] tn) {
        int t = tv.length / 3;
        int[] parent = new int[t];
        for (int i = 0; i < t; i++) {
            parent[i] = i;
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
                if (ExactGeometry.orient(points[tv[3 * a]], points[tv[3 * a + 1]], points[tv[3 * a + 2]], points[w]) == 0) {
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
            BigInteger[] nrm = ExactGeometry.triangleNormal(points[tv[3 * i]], points[tv[3 * i + 1]], points[tv[3 * i + 2]]);
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

    private void mergeNearlyCoplanar() {
        long threshold = Fixed.ONE - HullBuilder.NEAR_COPLANAR_COS_SLACK;
        for (int round = 0; round < loops.length; round++) {
            List<long[]> candidates = new ArrayList<>();
            for (int g1 = 0; g1 < loops.length; g1++) {
                int[] loop = loops[g1];
                if (loop == null) {
                    continue;
                }
                for (int i = 0; i < loop.length; i++) {
                    int a = loop[i];
                    int b = loop[(i + 1) % loop.length];
                    int g2 = edgeOwner.get(key(b, a));
                    if (g2 <= g1 || sharedEdges(g1, g2) != 1) {
                        continue;
                    }
                    long[] n1 = unitNormals[g1];
                    long[] n2 = unitNormals[g2];
                    long cos = Fixed.dot3(n1[0], n1[1], n1[2], n2[0], n2[1], n2[2]);
                    if (cos >= threshold) {
                        candidates.add(new long[] {cos, g1, g2, i});
                    }
                }
            }
            candidates.sort((x, y) -> x[0] != y[0] ? Long.compare(y[0], x[0])
                    : x[1] != y[1] ? Long.compare(x[1], y[1]) : Long.compare(x[2], y[2]));
            boolean merged = false;
            for (long[] c : candidates) {
                if (tryMerge((int) c[1], (int) c[2], (int) c[3])) {
                    merged = true;
                    break;
                }
            }
            if (!merged) {
                return;
            }
        }
    }

    private int sharedEdges(int g1, int g2) {
        int[] loop = loops[g1];
        int shared = 0;
        for (int i = 0; i < loop.length; i++) {
            if (edgeOwner.get(key(loop[(i + 1) % loop.length], loop[i])) == g2) {
                shared++;
            }
        }
        return shared;
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

    private void removeStraightVertices() {
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
