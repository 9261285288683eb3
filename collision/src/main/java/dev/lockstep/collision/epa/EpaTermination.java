package dev.lockstep.collision.epa;

/** Why an EPA query stopped ({@link PenetrationResult#termination()}); every value is a documented exit of EPA. */
public enum EpaTermination {
    /** The support point along the closest face's normal is at most the tolerance (raw {@code 2^10}) above it. */
    TOLERANCE,
    /** The support point came from a feature pair already on the polytope (combinatorial end). */
    REPEATED_SUPPORT,
    /** The expansion cap (64) reached; the result is the closest face found. */
    ITERATION_CAP,
    /** A polytope array would overflow; the result is the closest face found. */
    CAPACITY,
    /**
     * The expansion would break the polytope: the faces the new support point sees do not form one
     * disc (their horizon is not a simple loop), or a new triangle would be closer to the origin
     * than the face being expanded, or degenerate. Both happen only when rounding makes part of a
     * patch of coplanar faces visible. The result is the face being expanded, which is then within
     * rounding of the answer (property sample 14996 of the cloud scenarios).
     */
    DEGENERATE_HORIZON,
    /** {@code A - B} is the single point at the origin (e.g. coincident sphere centres): depth 0. */
    DEGENERATE_POINT,
    /** {@code A - B} is a segment through the origin (e.g. collinear overlapping segments): depth 0. */
    DEGENERATE_SEGMENT,
    /** {@code A - B} is flat and contains the origin (e.g. crossing coplanar segments): depth 0. */
    DEGENERATE_PLANE
}
