package dev.lockstep.tools.scenario;

import dev.lockstep.collision.mesh.MeshBvh;
import dev.lockstep.collision.mesh.TriangleMesh;
import dev.lockstep.fixedpoint.Fixed;

/**
 * The static mesh level of the {@link ReferenceScenario}: a {@value #CELLS} x {@value #CELLS} terrain grid of
 * unit cells over {@code x, z} in {@code [-6, 6]}, every cell split into two triangles (the diagonal
 * alternates with the cell parity, so both diagonal directions meet the bodies). Heights (at grid
 * vertices, the maximum of the three features):
 * <ul>
 *   <li>a <b>ramp</b> rising by 3/8 per cell from grid column 8 to the {@code +x} edge (height 1.5);</li>
 *   <li>a <b>plateau</b> of height 1 on rows 0..2 (the {@code -z} side) west of the ramp, whose top row
 *       is a <b>convex cliff edge</b> with a 45 degree face down to the floor;</li>
 *   <li>four <b>bumps</b> of height 3/8 at single interior vertices (four triangles lean into each).</li>
 * </ul>
 * Variant {@link #SINGLE}: one mesh with shared vertices (voiding by vertex index is then exact).
 * Variant {@link #TILES}: the same surface as 2 x 2 disjoint tile meshes, each with its own copy of its
 * border vertices, so the seams have duplicated vertices that only seed 000 section 6's voiding by
 * position recognises as shared.
 */
final class ReferenceLevel {
    /** Grid cells per side. */
    static final int CELLS = 12;
    /** Level variant: one mesh. */
    static final int SINGLE = 0;
    /** Level variant: 2 x 2 disjoint tiles with duplicated border vertices. */
    static final int TILES = 1;
    /** The level spans {@code [-HALF_SIZE, HALF_SIZE]} in x and z. */
    static final int HALF_SIZE = CELLS / 2;

    private static final int RAMP_START = 8;
    private static final long RAMP_RISE = 3L << 29;                // 3/8 per cell
    private static final int PLATEAU_LAST_ROW = 2;
    private static final long PLATEAU_HEIGHT = Fixed.ONE;
    private static final long BUMP_HEIGHT = 3L << 29;              // 3/8
    private static final int[][] BUMPS = {{3, 7}, {5, 9}, {6, 5}, {2, 10}};

    private final MeshBvh[] bvhs;
    private final int variant;

    private ReferenceLevel(int variant, MeshBvh[] bvhs) {
        this.variant = variant;
        this.bvhs = bvhs;
    }

    /** Builds the level of {@code variant} ({@link #SINGLE} or {@link #TILES}). */
    static ReferenceLevel build(int variant) {
        if (variant == SINGLE) {
            return new ReferenceLevel(variant, new MeshBvh[]{MeshBvh.build(region(0, CELLS, 0, CELLS))});
        }
        if (variant != TILES) {
            throw new IllegalArgumentException("level variant must be 0 (single) or 1 (tiles), got " + variant);
        }
        int h = CELLS / 2;
        return new ReferenceLevel(variant, new MeshBvh[]{
            MeshBvh.build(region(0, h, 0, h)), MeshBvh.build(region(h, CELLS, 0, h)),
            MeshBvh.build(region(0, h, h, CELLS)), MeshBvh.build(region(h, CELLS, h, CELLS))});
    }

    int variant() {
        return variant;
    }

    /** Returns the level's BVHs (shared, read-only). */
    MeshBvh[] bvhs() {
        return bvhs;
    }

    /** Returns the whole level as one triangle mesh (variant {@link #SINGLE}'s surface), for the world scenario. */
    static TriangleMesh singleMesh() {
        return region(0, CELLS, 0, CELLS);
    }

    /** Returns the height at grid vertex (i, j), raw. */
    static long height(int i, int j) {
        long h = 0;
        if (i >= RAMP_START) {
            h = RAMP_RISE * (i - RAMP_START);
        } else if (j <= PLATEAU_LAST_ROW) {
            h = PLATEAU_HEIGHT;
        }
        for (int[] b : BUMPS) {
            if (b[0] == i && b[1] == j) {
                h = Math.max(h, BUMP_HEIGHT);
            }
        }
        return h;
    }

    /** The triangle mesh of grid cells [i0, i1) x [j0, j1), with its own vertices. */
    private static TriangleMesh region(int i0, int i1, int j0, int j1) {
        int nx = i1 - i0 + 1;
        int nz = j1 - j0 + 1;
        long[] xyz = new long[3 * nx * nz];
        for (int j = j0; j <= j1; j++) {
            for (int i = i0; i <= i1; i++) {
                int v = (j - j0) * nx + (i - i0);
                xyz[3 * v] = Fixed.fromInt(i - HALF_SIZE);
                xyz[3 * v + 1] = height(i, j);
                xyz[3 * v + 2] = Fixed.fromInt(j - HALF_SIZE);
            }
        }
        int[] tri = new int[6 * (i1 - i0) * (j1 - j0)];
        int k = 0;
        for (int j = j0; j < j1; j++) {
            for (int i = i0; i < i1; i++) {
                int a = (j - j0) * nx + (i - i0);
                int b = a + 1;
                int c = a + nx;
                int d = c + 1;
                // counter-clockwise seen from +y, so the face normals point up
                if (((i + j) & 1) == 0) {
                    k = put(tri, k, a, c, b);
                    k = put(tri, k, b, c, d);
                } else {
                    k = put(tri, k, a, c, d);
                    k = put(tri, k, a, d, b);
                }
            }
        }
        return TriangleMesh.of(xyz, tri);
    }

    private static int put(int[] tri, int k, int a, int b, int c) {
        tri[k] = a;
        tri[k + 1] = b;
        tri[k + 2] = c;
        return k + 3;
    }
}
