package dev.lockstep.collision.shape;

import dev.lockstep.collision.internal.shape.ExactGeometry;
import dev.lockstep.fixedpoint.wide.Int128;
import java.math.BigInteger;
import java.util.Arrays;

/**
 * Deterministic 3D quickhull over canonical points with exact predicates, producing a closed
 * triangulated surface (triangles may be coplanar; {@link HullFaces} merges them).
 *
 * <p>Steps (Barber, Dobkin and Huhdanpaa's quickhull, made exact and order-defined):
 * <ol>
 * <li>Initial tetrahedron: point 0 and point n-1 (the lexicographic minimum and maximum, both
 *     hull vertices), the point maximising the exact squared area with them, and the point
 *     maximising the exact |volume| with those three. Ties go to the lowest point index.</li>
 * <li>Every other point goes to the conflict list of the first triangle (lowest index) it lies
 *     strictly above; points on or below every plane are inside and dropped.</li>
 * <li>Repeat: take the lowest-index live triangle with a non-empty conflict list, its furthest
 *     point (exact unnormalised distance, ties to the lowest point index) is the eye. Grow the
 *     visible set by depth-first search over triangles the eye is <em>strictly</em> above, chain
 *     the horizon edges into one cycle, fan new triangles from the horizon to the eye, and
 *     reassign the orphaned points (ascending index) to the first new triangle they are strictly
 *     above.</li>
 * </ol>
 * Strict visibility is what keeps this exact: a point coplanar with a face but outside the hull
 * is strictly above some other face, so it is still added, and a new triangle is never
 * degenerate (a horizon edge lies in the plane of its visible face, which the eye is strictly
 * above). Each iteration adds one point that never re-enters a conflict list, so the loop runs
 * at most n - 4 times; the cap is enforced.
 */
final class Quickhull {
    private final BigInteger[][] points;
    private final long[] xyz;
    private final int n;

    private int triangleCount;
    private int[] vertices = new int[96];
    private int[] neighbours = new int[96];
    private boolean[] alive = new boolean[32];
    private BigInteger[][] normals = new BigInteger[32][];
    private BigInteger[] offsets = new BigInteger[32];
    private long[] filterNormals = new long[96];
    private int[] filterShifts = new int[32];
    private final long[] scratch128 = new long[6];
    private int[][] conflicts = new int[32][];
    private int[] conflictSizes = new int[32];

    private Quickhull(BigInteger[][] points, long[] xyz) {
        this.points = points;
        this.xyz = xyz;
        this.n = points.length;
    }

    /**
     * Returns the live triangles of the hull of the canonical points: {@code [vertices,
     * neighbours]}, three entries per triangle; edge {@code i} of triangle {@code t} runs from
     * vertex {@code 3t+i} to vertex {@code 3t+(i+1)%3}, and {@code neighbours[3t+i]} is the
     * triangle across it. Triangles are counter-clockwise seen from outside. {@code xyz} holds
     * the same points as raw longs (each within {@link HullBuilder#MAX_COORDINATE}).
     *
     * @throws HullBuildException if the points are collinear or coplanar
     */
    static int[][] run(BigInteger[][] points, long[] xyz) {
        Quickhull q = new Quickhull(points, xyz);
        q.initialTetrahedron();
        q.expand();
        return q.compact();
    }

    private void initialTetrahedron() {
        int i0 = 0;
        int i1 = n - 1;
        int i2 = -1;
        BigInteger bestArea = BigInteger.ZERO;
        for (int i = 1; i < n - 1; i++) {
            BigInteger[] c = ExactGeometry.triangleNormal(points[i0], points[i1], points[i]);
            BigInteger area2 = ExactGeometry.dot(c, c);
            if (area2.compareTo(bestArea) > 0) {
                bestArea = area2;
                i2 = i;
            }
        }
        if (i2 < 0) {
            throw new HullBuildException(HullBuildException.Reason.ALL_COLLINEAR,
                    "all " + n + " distinct points lie on one line");
        }
        BigInteger[] normal = ExactGeometry.triangleNormal(points[i0], points[i1], points[i2]);
        BigInteger base = ExactGeometry.dot(normal, points[i0]);
        int i3 = -1;
        BigInteger bestVolume = BigInteger.ZERO;
        for (int i = 1; i < n - 1; i++) {
            BigInteger volume = ExactGeometry.dot(normal, points[i]).subtract(base).abs();
            if (volume.compareTo(bestVolume) > 0) {
                bestVolume = volume;
                i3 = i;
            }
        }
        if (i3 < 0) {
            throw new HullBuildException(HullBuildException.Reason.ALL_COPLANAR,
                    "all " + n + " distinct points lie in one plane");
        }
        int[] tet = {i0, i1, i2, i3};
        // faces opposite each corner, wound so that the opposite corner is below
        for (int k = 0; k < 4; k++) {
            int a = tet[(k + 1) % 4];
            int b = tet[(k + 2) % 4];
            int c = tet[(k + 3) % 4];
            if (ExactGeometry.orient(points[a], points[b], points[c], points[tet[k]]) > 0) {
                int t = b;
                b = c;
                c = t;
            }
            newTriangle(a, b, c);
        }
        for (int t = 0; t < 4; t++) {
            for (int i = 0; i < 3; i++) {
                neighbours[3 * t + i] = findTriangleWithEdge(0, 4, vertices[3 * t + (i + 1) % 3], vertices[3 * t + i]);
            }
        }
        for (int p = 0; p < n; p++) {
            if (p != i0 && p != i1 && p != i2 && p != i3) {
                assignToFirstVisible(p, 0, 4);
            }
        }
    }

    private int findTriangleWithEdge(int from, int to, int u, int v) {
        for (int t = from; t < to; t++) {
            for (int i = 0; i < 3; i++) {
                if (vertices[3 * t + i] == u && vertices[3 * t + (i + 1) % 3] == v) {
                    return t;
                }
            }
        }
        throw new IllegalStateException("quickhull: no triangle holds edge " + u + "->" + v);
    }

    private int newTriangle(int a, int b, int c) {
        int t = triangleCount++;
        if (t == alive.length) {
            int cap = alive.length * 2;
            vertices = Arrays.copyOf(vertices, 3 * cap);
            neighbours = Arrays.copyOf(neighbours, 3 * cap);
            alive = Arrays.copyOf(alive, cap);
            normals = Arrays.copyOf(normals, cap);
            offsets = Arrays.copyOf(offsets, cap);
            filterNormals = Arrays.copyOf(filterNormals, 3 * cap);
            filterShifts = Arrays.copyOf(filterShifts, cap);
            conflicts = Arrays.copyOf(conflicts, cap);
            conflictSizes = Arrays.copyOf(conflictSizes, cap);
        }
        vertices[3 * t] = a;
        vertices[3 * t + 1] = b;
        vertices[3 * t + 2] = c;
        alive[t] = true;
        normals[t] = null;  // exact BigInteger plane made on demand by height()
        offsets[t] = null;
        // exact 128-bit normal (b - a) x (c - a): edges are within 2^46, so each component is
        // below 2^93; then floor-shift it into the long filter (see ExactGeometry.filteredSign)
        long ux = xyz[3 * b] - xyz[3 * a];
        long uy = xyz[3 * b + 1] - xyz[3 * a + 1];
        long uz = xyz[3 * b + 2] - xyz[3 * a + 2];
        long vx = xyz[3 * c] - xyz[3 * a];
        long vy = xyz[3 * c + 1] - xyz[3 * a + 1];
        long vz = xyz[3 * c + 2] - xyz[3 * a + 2];
        long[] wide = scratch128;
        mulSubMul128(uy, vz, uz, vy, wide, 0);
        mulSubMul128(uz, vx, ux, vz, wide, 2);
        mulSubMul128(ux, vy, uy, vx, wide, 4);
        int bits = 0;
        for (int k = 0; k < 6; k += 2) {
            long sign = wide[k] >> 63;
            long mh = wide[k] ^ sign;
            long ml = wide[k + 1] ^ sign;
            bits = Math.max(bits, mh != 0 ? 128 - Long.numberOfLeadingZeros(mh) : 64 - Long.numberOfLeadingZeros(ml));
        }
        // one spare bit: |floor(v / 2^s)| < 2^61 for either sign
        int shift = Math.max(0, bits + 1 - 62);
        filterShifts[t] = shift;
        for (int k = 0; k < 3; k++) {
            long hi = wide[2 * k];
            long lo = wide[2 * k + 1];
            filterNormals[3 * t + k] = Int128.shiftRightLow(hi, lo, shift);
        }
        conflicts[t] = null;
        conflictSizes[t] = 0;
        return t;
    }

    /** Writes {@code a*b - c*d} exactly as a signed 128-bit pair {@code out[k], out[k+1]} (hi, lo). */
    private static void mulSubMul128(long a, long b, long c, long d, long[] out, int k) {
        out[k] = Int128.mulSubHigh(a, b, c, d);
        out[k + 1] = Int128.mulSubLow(a, b, c, d);
    }

    /** Returns the exact unnormalised height of point p above triangle t's plane. */
    private BigInteger height(int t, int p) {
        if (normals[t] == null) {
            int a = vertices[3 * t];
            normals[t] = ExactGeometry.triangleNormal(points[a], points[vertices[3 * t + 1]], points[vertices[3 * t + 2]]);
            offsets[t] = ExactGeometry.dot(normals[t], points[a]);
        }
        return ExactGeometry.dot(normals[t], points[p]).subtract(offsets[t]);
    }

    /**
     * Returns the exact sign of point p's height above triangle t's plane: a 128-bit long filter
     * ({@link ExactGeometry#filteredSign}) decides almost always, BigInteger otherwise.
     */
    private int heightSign(int t, int p) {
        int a = vertices[3 * t];
        int sign = ExactGeometry.filteredSign(filterNormals[3 * t], filterNormals[3 * t + 1], filterNormals[3 * t + 2],
                filterShifts[t], xyz[3 * p] - xyz[3 * a], xyz[3 * p + 1] - xyz[3 * a + 1], xyz[3 * p + 2] - xyz[3 * a + 2]);
        return sign != ExactGeometry.UNDECIDED ? sign : height(t, p).signum();
    }

    private void assignToFirstVisible(int p, int from, int to) {
        for (int t = from; t < to; t++) {
            if (alive[t] && heightSign(t, p) > 0) {
                if (conflicts[t] == null) {
                    conflicts[t] = new int[4];
                } else if (conflictSizes[t] == conflicts[t].length) {
                    conflicts[t] = Arrays.copyOf(conflicts[t], conflictSizes[t] * 2);
                }
                conflicts[t][conflictSizes[t]++] = p;
                return;
            }
        }
    }

    private void expand() {
        int[] visibleStamp = new int[0];
        int[] horizonByStart = new int[n];
        int[] horizonStamp = new int[n];
        int[] stack = new int[16];
        int[] visible = new int[16];
        int[] horizonT = new int[16];
        int[] horizonI = new int[16];
        int cap = n - 4;
        for (int iteration = 1; ; iteration++) {
            // eye: furthest point of the first triangle with a non-empty conflict list
            int face = -1;
            for (int t = 0; t < triangleCount; t++) {
                if (alive[t] && conflictSizes[t] > 0) {
                    face = t;
                    break;
                }
            }
            if (face < 0) {
                return;
            }
            if (iteration > cap) {
                throw new IllegalStateException("quickhull: iteration cap " + cap + " exceeded");
            }
            int eye = -1;
            BigInteger far = null;
            for (int k = 0; k < conflictSizes[face]; k++) {
                int p = conflicts[face][k];
                BigInteger h = height(face, p);
                int c = far == null ? 1 : h.compareTo(far);
                if (c > 0 || c == 0 && p < eye) {
                    far = h;
                    eye = p;
                }
            }
            // visible set by depth-first search; stamp: iteration = visible, -iteration = not
            if (visibleStamp.length < triangleCount) {
                visibleStamp = Arrays.copyOf(visibleStamp, Math.max(triangleCount, 2 * visibleStamp.length));
            }
            int visibleCount = 0;
            int horizonCount = 0;
            int top = 0;
            stack[top++] = face;
            visibleStamp[face] = iteration;
            while (top > 0) {
                int t = stack[--top];
                if (visibleCount == visible.length) {
                    visible = Arrays.copyOf(visible, 2 * visibleCount);
                }
                visible[visibleCount++] = t;
                for (int i = 0; i < 3; i++) {
                    int g = neighbours[3 * t + i];
                    if (visibleStamp[g] != iteration && visibleStamp[g] != -iteration) {
                        visibleStamp[g] = heightSign(g, eye) > 0 ? iteration : -iteration;
                        if (visibleStamp[g] == iteration) {
                            if (top == stack.length) {
                                stack = Arrays.copyOf(stack, 2 * top);
                            }
                            stack[top++] = g;
                        }
                    }
                    if (visibleStamp[g] == -iteration) {
                        if (horizonCount == horizonT.length) {
                            horizonT = Arrays.copyOf(horizonT, 2 * horizonCount);
                            horizonI = Arrays.copyOf(horizonI, 2 * horizonCount);
                        }
                        horizonT[horizonCount] = t;
                        horizonI[horizonCount] = i;
                        int u = vertices[3 * t + i];
                        if (horizonStamp[u] == iteration) {
                            throw new IllegalStateException("quickhull: horizon passes vertex " + u + " twice");
                        }
                        horizonStamp[u] = iteration;
                        horizonByStart[u] = horizonCount;
                        horizonCount++;
                    }
                }
            }
            // fan from the horizon (walked as one cycle from its first edge) to the eye
            int first = triangleCount;
            int h = 0;
            for (int k = 0; k < horizonCount; k++) {
                int t = horizonT[h];
                int i = horizonI[h];
                int u = vertices[3 * t + i];
                int v = vertices[3 * t + (i + 1) % 3];
                int g = neighbours[3 * t + i];
                int nt = newTriangle(u, v, eye);
                neighbours[3 * nt] = g;
                for (int j = 0; j < 3; j++) {
                    if (vertices[3 * g + j] == v && vertices[3 * g + (j + 1) % 3] == u) {
                        neighbours[3 * g + j] = nt;
                    }
                }
                neighbours[3 * nt + 2] = k == 0 ? first + horizonCount - 1 : nt - 1;
                neighbours[3 * nt + 1] = k == horizonCount - 1 ? first : nt + 1;
                if (horizonStamp[v] != iteration) {
                    throw new IllegalStateException("quickhull: horizon is not closed at vertex " + v);
                }
                h = horizonByStart[v];
                if (h == 0 && k < horizonCount - 1) {
                    throw new IllegalStateException("quickhull: horizon closes after " + (k + 1) + " of " + horizonCount + " edges");
                }
            }
            if (h != 0) {
                throw new IllegalStateException("quickhull: horizon is not one cycle");
            }
            // orphans, ascending point index, to the first new triangle they see
            int orphanCount = 0;
            for (int k = 0; k < visibleCount; k++) {
                orphanCount += conflictSizes[visible[k]];
            }
            int[] orphans = new int[orphanCount];
            orphanCount = 0;
            for (int k = 0; k < visibleCount; k++) {
                int t = visible[k];
                alive[t] = false;
                if (conflictSizes[t] > 0) {
                    System.arraycopy(conflicts[t], 0, orphans, orphanCount, conflictSizes[t]);
                    orphanCount += conflictSizes[t];
                }
                conflicts[t] = null;
                conflictSizes[t] = 0;
            }
            Arrays.sort(orphans);
            for (int p : orphans) {
                if (p != eye) {
                    assignToFirstVisible(p, first, triangleCount);
                }
            }
        }
    }

    private int[][] compact() {
        int[] newIndex = new int[triangleCount];
        int live = 0;
        for (int t = 0; t < triangleCount; t++) {
            newIndex[t] = alive[t] ? live++ : -1;
        }
        int[] v = new int[3 * live];
        int[] nb = new int[3 * live];
        for (int t = 0; t < triangleCount; t++) {
            if (alive[t]) {
                int c = newIndex[t];
                for (int i = 0; i < 3; i++) {
                    v[3 * c + i] = vertices[3 * t + i];
                    nb[3 * c + i] = newIndex[neighbours[3 * t + i]];
                }
            }
        }
        return new int[][] {v, nb};
    }
}
