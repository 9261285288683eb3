package dev.lockstep.collision.internal.sat;

/**
 * What an {@link EdgeQuery} found (seed 001, "Hull vs Hull: Testing Edge Separation"): the
 * maximising Minkowski-face edge pair, its separation and its unit axis, or the first pair that
 * separated by more than the query's {@code stopAbove}. Owned by its query (one per query, reset
 * by every run, never allocated per run); read it through the accessors.
 *
 * <p>Outcomes: no pair qualified ({@link #found} false: {@link #edgeA} and {@link #edgeB} are -1,
 * separation and axis meaningless); separated past the stop ({@link #separating} true, the first
 * such pair in the query's order); otherwise the first pair of largest separation.
 */
public final class EdgeResult {
    private int edgeA = -1;
    private int edgeB = -1;
    private long separation;
    private boolean separating;
    private long axisX;
    private long axisY;
    private long axisZ;

    EdgeResult() {
    }

    /** Returns true when some edge pair qualified (then {@link #edgeA} is at least 0). */
    public boolean found() {
        return edgeA >= 0;
    }

    /** Returns the edge index on A of the maximising (or first separating) pair; -1 when no pair qualified. */
    public int edgeA() {
        return edgeA;
    }

    /** Returns the edge index on B of that pair; -1 when no pair qualified. */
    public int edgeB() {
        return edgeB;
    }

    /** Returns the pair's separation, raw 32.32; meaningless when no pair qualified. */
    public long separation() {
        return separation;
    }

    /** Returns true when the query stopped at a pair whose separation exceeds its {@code stopAbove}. */
    public boolean separating() {
        return separating;
    }

    /** Returns the x component of the pair's unit axis, raw, in the query frame, pointing away from A. */
    public long axisX() {
        return axisX;
    }

    /** See {@link #axisX}. */
    public long axisY() {
        return axisY;
    }

    /** See {@link #axisX}. */
    public long axisZ() {
        return axisZ;
    }

    /** Clears the result before a run: no pair, separation 0, not separating (the axis is left as it was). */
    void reset() {
        edgeA = -1;
        edgeB = -1;
        separation = 0;
        separating = false;
    }

    /** Keeps pair {@code (i, j)} with separation {@code d} and unit axis {@code (ax, ay, az)}. */
    void keep(int i, int j, long d, long ax, long ay, long az) {
        edgeA = i;
        edgeB = j;
        separation = d;
        axisX = ax;
        axisY = ay;
        axisZ = az;
    }

    /** Marks the kept pair as separating (or, with false, a result the SAT did not stop on). */
    void setSeparating(boolean value) {
        separating = value;
    }
}
