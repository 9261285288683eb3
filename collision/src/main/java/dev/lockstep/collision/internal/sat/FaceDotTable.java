package dev.lockstep.collision.internal.sat;

/**
 * The vertex-normal table of a {@link FaceQuery}: the exact 128-bit {@code n_f . v} of every face
 * {@code f} of one placed hull tested so far against every vertex {@code v} of the other, row
 * {@code f} at {@code f * tableStride} (high word signed, low word unsigned); rows
 * {@code 0 .. tableRows - 1} are valid. The scanning face query fills it as it goes
 * ({@link FaceQuery#run}), the time of impact whole ({@link #fill}); the edge query derives its
 * Gauss-map signs from it ({@link GaussMapSigns}) instead of recomputing dot products.
 */
final class FaceDotTable {
    long[] dotHi = new long[64];
    /** Low words of {@link #dotHi}. */
    long[] dotLo = new long[64];
    /** Row length of the table: the other hull's vertex count. */
    int tableStride;
    /** Number of valid rows. */
    int tableRows;
    /** The hulls the table was built for (identity of the scratch, not of the shapes). */
    private PlacedHull tableFaces;
    /** See {@link #tableFaces}. */
    private PlacedHull tableOther;

    /** Starts an empty table of {@code faces} against {@code other}, sized for every row. */
    void start(PlacedHull faces, PlacedHull other) {
        int nv = other.vertexCount;
        int nf = faces.faceCount;
        if (dotHi.length < nf * nv) {
            dotHi = new long[nf * nv];
            dotLo = new long[nf * nv];
        }
        tableStride = nv;
        tableRows = 0;
        tableFaces = faces;
        tableOther = other;
    }

    /** Forgets the table (a query that does not fill it ran). */
    void forget() {
        tableRows = 0;
        tableFaces = null;
        tableOther = null;
    }

    /**
     * Fills every row: each face of {@code faces} against every vertex of {@code other}, the sums
     * {@link FaceQuery#run} stores.
     */
    void fill(PlacedHull faces, PlacedHull other) {
        start(faces, other);
        int nv = tableStride;
        int nf = faces.faceCount;
        for (int f = 0; f < nf; f++) {
            other.minVertexInto(faces.nx(f), faces.ny(f), faces.nz(f), dotHi, dotLo, f * nv);
        }
        tableRows = nf;
    }

    /** Returns true when the table holds every face of {@code faces} against every vertex of {@code other}. */
    boolean hasFullTable(PlacedHull faces, PlacedHull other) {
        return tableFaces == faces && tableOther == other && tableRows == faces.faceCount
                && tableStride == other.vertexCount;
    }

    /**
     * Returns the exact sign of {@code n_f . (v1 - v0)} from the table: the sign of the exact
     * difference of two stored 128-bit sums (both below {@code 2^126} in magnitude under
     * {@link PlacedHull#withinTableBounds}, so comparing them is comparing the sums).
     */
    int signOfEdge(int f, int v0, int v1) {
        int k1 = f * tableStride + v1;
        int k0 = f * tableStride + v0;
        return GaussMapSigns.signOfDifference(dotHi[k1], dotLo[k1], dotHi[k0], dotLo[k0]);
    }
}
