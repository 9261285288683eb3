package dev.lockstep.collision.mesh.clean;

import dev.lockstep.collision.CollisionTolerances;
import dev.lockstep.collision.mesh.TriangleMesh;
import java.util.Arrays;

/**
 * Welds vertices that lie within a tolerance of each other (seed 002, "Vertex welding").
 *
 * <p>Algorithm: sort the vertices by position ({@code x}, then {@code y}, then {@code z}; equal
 * positions are interchangeable). Walk them in that order; the first vertex not yet welded becomes a
 * <em>representative</em> and absorbs every later unwelded vertex whose exact Euclidean distance to
 * it is at most the tolerance. Welded vertices take the representative's position unchanged (no
 * averaging, so no rounding and no drift). The output vertex table lists the representatives in
 * sorted order; triangles keep their order with remapped indices.
 *
 * <p>Outcome for chains (seed 002's figure of alternative welding outcomes for a set of points
 * mutually within the tolerance): welding is <em>to a fixed representative, not transitive</em>.
 * A chain {@code A < B < C < D} with neighbours {@code 0.6 tol} apart becomes {@code {A, B}} at
 * {@code A} and {@code {C, D}} at {@code C}: a point moves at most {@code tol}, and a long chain of
 * near points is never collapsed into one (the transitive-closure outcome). Because the walk
 * depends only on positions, the result is identical for every input order of the vertices
 * ({@code WelderTest.weld_chainOfNearVertices_groupsByRepresentative} and
 * {@code weld_isIndependentOfVertexOrder}).
 *
 * <p>Cost: {@code O(n log n)} for the sort plus, per representative, a scan of the vertices whose
 * {@code x} lies within the tolerance; many vertices sharing one {@code x} make that scan long
 * (quadratic in the size of such a slab). Acceptable for an offline tool.
 */
public final class Welder {
    /**
     * Default welding tolerance: raw {@code 2^20} = {@code 2^-12} units (about 0.000244). It is
     * about four float ulps at 1000 units, so float exports that should share a vertex weld,
     * while intentional features (a millimetre when units are metres) stay well above it. A quarter
     * of {@link CollisionTolerances#LINEAR_SLOP}: vertices the contact code could tell apart are
     * never merged.
     */
    public static final long WELD_TOLERANCE = CollisionTolerances.LINEAR_SLOP >> 2;
    /**
     * Largest accepted tolerance: raw {@code 2^30} = 0.25 units ({@code LINEAR_SLOP << 8}), so
     * squared distances fit a long.
     */
    public static final long MAX_WELD_TOLERANCE = CollisionTolerances.LINEAR_SLOP << 8;

    private Welder() {
    }

    /** The welded mesh and, for each input vertex, its index in the welded mesh. */
    public static final class WeldResult {
        private final TriangleMesh mesh;
        private final int[] remap;
        private final int weldedVertices;

        WeldResult(TriangleMesh mesh, int[] remap, int weldedVertices) {
            this.mesh = mesh;
            this.remap = remap;
            this.weldedVertices = weldedVertices;
        }

        public TriangleMesh mesh() {
            return mesh;
        }

        /** Returns the welded index of input vertex {@code v}. */
        public int remap(int v) {
            return remap[v];
        }

        /** Returns how many input vertices were merged into another (input count minus output count). */
        public int weldedVertices() {
            return weldedVertices;
        }
    }

    /**
     * Returns {@code mesh} with vertices welded under {@code tolerance} (raw, inclusive).
     *
     * @throws IllegalArgumentException if {@code tolerance} is negative or above {@link #MAX_WELD_TOLERANCE}
     */
    public static WeldResult weld(TriangleMesh mesh, long tolerance) {
        if (tolerance < 0 || tolerance > MAX_WELD_TOLERANCE) {
            throw new IllegalArgumentException("weld tolerance raw " + tolerance + " outside [0, " + MAX_WELD_TOLERANCE + "]");
        }
        int n = mesh.vertexCount();
        int[] order = sortedByPosition(mesh);
        int[] representativeOf = new int[n];
        Arrays.fill(representativeOf, -1);
        int[] remap = new int[n];
        long[] out = new long[3 * n];
        int outCount = 0;
        long tol2 = tolerance * tolerance;
        for (int i = 0; i < n; i++) {
            int r = order[i];
            if (representativeOf[r] >= 0) {
                continue;
            }
            representativeOf[r] = r;
            remap[r] = outCount;
            for (int j = i + 1; j < n; j++) {
                int q = order[j];
                long dx = mesh.x(q) - mesh.x(r);
                if (dx > tolerance) {
                    break;               // sorted by x: nothing further can be within tolerance
                }
                if (representativeOf[q] >= 0) {
                    continue;
                }
                long dy = mesh.y(q) - mesh.y(r);
                long dz = mesh.z(q) - mesh.z(r);
                if (Math.abs(dy) > tolerance || Math.abs(dz) > tolerance) {
                    continue;
                }
                // each |d| <= 2^30 here: the sum of squares is below 3 * 2^60, exact in a long
                if (dx * dx + dy * dy + dz * dz <= tol2) {
                    representativeOf[q] = r;
                    remap[q] = outCount;
                }
            }
            out[3 * outCount] = mesh.x(r);
            out[3 * outCount + 1] = mesh.y(r);
            out[3 * outCount + 2] = mesh.z(r);
            outCount++;
        }
        int[] idx = mesh.copyIndices();
        for (int i = 0; i < idx.length; i++) {
            idx[i] = remap[idx[i]];
        }
        return new WeldResult(TriangleMesh.of(Arrays.copyOf(out, 3 * outCount), idx), remap, n - outCount);
    }

    /** Returns the vertex indices sorted by (x, y, z), ties (equal positions) by index. */
    static int[] sortedByPosition(TriangleMesh mesh) {
        Integer[] boxed = new Integer[mesh.vertexCount()];
        for (int i = 0; i < boxed.length; i++) {
            boxed[i] = i;
        }
        Arrays.sort(boxed, (p, q) -> {
            int c = Long.compare(mesh.x(p), mesh.x(q));
            if (c == 0) {
                c = Long.compare(mesh.y(p), mesh.y(q));
            }
            if (c == 0) {
                c = Long.compare(mesh.z(p), mesh.z(q));
            }
            return c != 0 ? c : Integer.compare(p, q);
        });
        int[] order = new int[boxed.length];
        for (int i = 0; i < order.length; i++) {
            order[i] = boxed[i];
        }
        return order;
    }
}
