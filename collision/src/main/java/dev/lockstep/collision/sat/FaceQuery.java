package dev.lockstep.collision.sat;

import dev.lockstep.fixedpoint.Fixed;

/**
 * The face query of seed 001 ("Hull vs Hull: Testing Face Separation"): for every face plane of
 * one hull, the support point of the other hull against the plane normal and its signed distance
 * to the plane; the result is the largest distance and its face. One method, called twice with the
 * roles swapped (faces of A against B, faces of B against A), never two mirrored loops.
 *
 * <p>Result after {@link #run}: {@link #face} the maximising face of {@code faces} (ties: lowest
 * face index) and {@link #separation} its distance, raw, positive when separated. When the query
 * stopped early because a distance exceeded {@code stopAbove}, {@link #separating} is true and
 * {@link #face}/{@link #separation} hold that first separating face.
 */
public final class FaceQuery {
    /** Maximising (or first separating) face index of the hull whose faces were tested. */
    public int face;
    /** Signed distance of the other hull's support point to that face plane, raw. */
    public long separation;
    /** True when the query stopped at a face with {@code separation > stopAbove}. */
    public boolean separating;

    /**
     * Exact 128-bit {@code n_f . v} of every face {@code f} tested so far against every vertex
     * {@code v} of the other hull, row {@code f} at {@code f * tableStride} (high word signed,
     * low word unsigned); rows {@code 0 .. tableRows - 1} are valid after {@link #run}. The edge
     * query derives its Gauss-map signs from them instead of recomputing dot products.
     */
    long[] dotHi = new long[64];
    /** Low words of {@link #dotHi}. */
    long[] dotLo = new long[64];
    /** Row length of the table: the other hull's vertex count. */
    int tableStride;
    /** Number of valid rows. */
    int tableRows;
    /** The hulls the table was built for (identity of the scratch, not of the shapes). */
    PlacedHull tableFaces;
    /** See {@link #tableFaces}. */
    PlacedHull tableOther;

    /** Creates an empty result. */
    public FaceQuery() {
    }

    /**
     * Tests every face of {@code faces} against {@code other} (both in the same frame) and fills
     * this query. Distance of face {@code f}: {@code Fixed.dot3(n_f, s) - offset_f} where {@code s}
     * is the vertex of {@code other} with the exactly smallest {@code n_f . s} (ties: lowest
     * index; the rounded dot of the exact minimiser is the minimum of the rounded dots, rounding
     * being monotone).
     */
    public void run(PlacedHull faces, PlacedHull other, long stopAbove) {
        face = 0;
        separation = 0;
        separating = false;
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
        for (int f = 0; f < nf; f++) {
            long nx = faces.nx(f);
            long ny = faces.ny(f);
            long nz = faces.nz(f);
            int s = other.minVertexInto(nx, ny, nz, dotHi, dotLo, f * nv);
            tableRows = f + 1;
            long d = Fixed.sub(other.dot(s, nx, ny, nz), faces.offset(f));
            if (f == 0 || d > separation) {
                face = f;
                separation = d;
                if (d > stopAbove) {
                    separating = true;
                    return;
                }
            }
        }
    }

    /**
     * Fills only the vertex-normal table of every face of {@code faces} against every vertex of
     * {@code other} (the same sums {@link #run} stores), leaving the result fields alone; for
     * callers that need the Gauss-map signs but not the face separations (time of impact).
     */
    public void fillTable(PlacedHull faces, PlacedHull other) {
        int nv = other.vertexCount;
        int nf = faces.faceCount;
        if (dotHi.length < nf * nv) {
            dotHi = new long[nf * nv];
            dotLo = new long[nf * nv];
        }
        tableStride = nv;
        tableFaces = faces;
        tableOther = other;
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
        return EdgeQuery.signOfDifference(dotHi[k1], dotLo[k1], dotHi[k0], dotLo[k0]);
    }

    /** Returns the signed distance of {@code other}'s support point to face {@code f} of {@code faces}. */
    public static long faceSeparation(PlacedHull faces, int f, PlacedHull other) {
        long nx = faces.nx(f);
        long ny = faces.ny(f);
        long nz = faces.nz(f);
        int s = other.minVertex(nx, ny, nz);
        return Fixed.sub(other.dot(s, nx, ny, nz), faces.offset(f));
    }
}
