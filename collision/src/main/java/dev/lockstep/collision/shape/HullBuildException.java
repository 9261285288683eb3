package dev.lockstep.collision.shape;

/**
 * Thrown by {@link HullBuilder} when a point cloud cannot make a solid convex hull. The
 * {@link #reason()} names the condition; the message says what and where (point index, raw
 * value in hex and decimal, counts).
 */
public final class HullBuildException extends IllegalArgumentException {
    private static final long serialVersionUID = 1L;

    /** Why a point cloud was rejected. */
    public enum Reason {
        /** The array or list is null-containing, or the xyz array length is not a multiple of 3. */
        MALFORMED_INPUT,
        /** More points than {@link HullBuilder#MAX_INPUT_POINTS}. */
        TOO_MANY_POINTS,
        /** A coordinate lies outside {@code [-MAX_COORDINATE, MAX_COORDINATE]}. */
        COORDINATE_OUT_OF_RANGE,
        /** Fewer than 4 distinct points (after exact duplicates are removed). */
        TOO_FEW_DISTINCT_POINTS,
        /** All points lie on one line. */
        ALL_COLLINEAR,
        /** All points lie in one plane: the hull would have no volume. */
        ALL_COPLANAR
    }

    private final Reason reason;

    HullBuildException(Reason reason, String message) {
        super("ConvexHull build rejected (" + reason + "): " + message);
        this.reason = reason;
    }

    /** Returns the condition that rejected the input. */
    public Reason reason() {
        return reason;
    }
}
