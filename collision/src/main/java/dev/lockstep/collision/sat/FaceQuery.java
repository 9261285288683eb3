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
        for (int f = 0, n = faces.faceCount; f < n; f++) {
            long d = faceSeparation(faces, f, other);
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

    /** Returns the signed distance of {@code other}'s support point to face {@code f} of {@code faces}. */
    public static long faceSeparation(PlacedHull faces, int f, PlacedHull other) {
        long nx = faces.nx(f);
        long ny = faces.ny(f);
        long nz = faces.nz(f);
        int s = other.minVertex(nx, ny, nz);
        return Fixed.sub(other.dot(s, nx, ny, nz), faces.offset(f));
    }
}
