package dev.lockstep.collision.shape;

import dev.lockstep.collision.internal.shape.ExactGeometry;
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
 * "Hull vs Hull: Coplanar Faces": large faces, sharp edges). Steps 1-3 are {@link FaceLoops}.
 *
 * <ol>
 * <li><b>Exact merge.</b> Adjacent triangles whose four points are exactly coplanar (exact
 *     orientation zero) join one group; each group is a facet of the true hull.</li>
 * <li><b>Near merge.</b> Two adjacent faces whose unit normals satisfy
 *     {@code dot3(n1, n2) >= ONE - HullBuilder.NEAR_COPLANAR_COS_SLACK} merge when they share
 *     exactly one edge, the merged boundary visits no vertex twice, the merged face shares at
 *     most one edge with each other face (so every vertex stays on at least 3 faces), and every
 *     corner of it turns the same way as the merged exact normal (convex, or straight). Candidates go most-parallel
 *     first, ties by lower face then higher face, from a priority queue; a rejected pair is
 *     retried only if one of its faces merges later. A merge never drops a vertex, so every
 *     extreme point stays a hull vertex.</li>
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

    private HullFaces(BigInteger[][] points, long[] xyz, int[][] triangles) {
        FaceLoops faceLoops = new FaceLoops(points, triangles[0], triangles[1]);
        faceLoops.mergeNearlyCoplanar();
        faceLoops.removeStraightVertices();
        int[][] loops = faceLoops.loops();
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
        Map<Long, Integer> halfEdgeOf = new TreeMap<>();  // ordered map: the core holds no hash-ordered collection
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
        int[][] triangulation = Quickhull.run(finalPoints, vertexXyz);
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
}
