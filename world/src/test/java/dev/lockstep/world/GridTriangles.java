package dev.lockstep.world;

/** The triangle list of a square grid mesh, shared by the test scenes, the cast tests and the query benchmark. */
public final class GridTriangles {
    private GridTriangles() {
    }

    /**
     * Returns the indices of {@code quads x quads} cells over {@code (quads + 1)^2} vertices laid out
     * row by row (vertex {@code i * (quads + 1) + k}), two triangles per cell, wound counter-clockwise
     * seen from +y when row {@code i} runs along +x and column {@code k} along +z: normals point up.
     */
    public static int[] upFacing(int quads) {
        int verts = quads + 1;
        int[] tris = new int[6 * quads * quads];
        int t = 0;
        for (int i = 0; i < quads; i++) {
            for (int k = 0; k < quads; k++) {
                int a = i * verts + k;
                int b = (i + 1) * verts + k;
                int c = (i + 1) * verts + k + 1;
                int d = i * verts + k + 1;
                tris[t++] = a;
                tris[t++] = d;
                tris[t++] = c;
                tris[t++] = a;
                tris[t++] = c;
                tris[t++] = b;
            }
        }
        return tris;
    }
}
