package dev.lockstep.collision.internal.sat;

/**
 * What a {@link FaceQuery} found (seed 001, "Hull vs Hull: Testing Face Separation"): the
 * maximising face of the hull whose faces were tested and the signed distance of the other hull's
 * support point to its plane, or the first face that separated by more than the query's
 * {@code stopAbove}. Owned by its query (one per query, reset by every run, never allocated per
 * query run); read it through the accessors.
 *
 * <p>Outcomes: separated past the stop ({@link #separating} true, {@link #face} the first such
 * face, lowest index); otherwise {@link #face} the first face of largest distance and
 * {@link #separation} that distance, positive when the hulls are apart along it, zero or negative
 * when they touch or overlap. Before any run: face 0, separation 0, not separating.
 */
public final class FaceResult {
    private int face;
    private long separation;
    private boolean separating;

    FaceResult() {
    }

    /** Returns the maximising (or first separating) face index of the hull whose faces were tested. */
    public int face() {
        return face;
    }

    /** Returns the signed distance of the other hull's support point to {@link #face}'s plane, raw 32.32. */
    public long separation() {
        return separation;
    }

    /** Returns true when the query stopped at a face whose separation exceeds its {@code stopAbove}. */
    public boolean separating() {
        return separating;
    }

    /** Clears the result before a run: face 0, separation 0, not separating. */
    void reset() {
        face = 0;
        separation = 0;
        separating = false;
    }

    /** Keeps face {@code f} with separation {@code d} (the caller decided it beats the one held). */
    void keep(int f, long d) {
        face = f;
        separation = d;
    }

    /** Marks the kept face as separating (or, with false, a result the SAT did not stop on). */
    void setSeparating(boolean value) {
        separating = value;
    }
}
