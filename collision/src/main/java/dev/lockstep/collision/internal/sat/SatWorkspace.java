package dev.lockstep.collision.internal.sat;

import dev.lockstep.fixedpoint.MutableVec3;

/**
 * Per-thread scratch of {@link HullHullSat}: the two placed hulls, the three queries and the
 * relative transform. Create one per thread, pass it to every query, never share or make it
 * static; arrays grow to the largest hulls seen and then stay, so steady-state queries allocate
 * nothing.
 */
public final class SatWorkspace {
    /** Hull A in A's frame (identity placement). */
    public final PlacedHull a = new PlacedHull();
    /** Hull B in A's frame. */
    public final PlacedHull b = new PlacedHull();
    /** Faces of A against B. */
    public final FaceQuery faceA = new FaceQuery();
    /** Faces of B against A. */
    public final FaceQuery faceB = new FaceQuery();
    /** Edge pairs. */
    public final EdgeQuery edge = new EdgeQuery();
    /** Certified support searches with tie plateaus, and their warm-start rows (time of impact). */
    public final SupportSearch supports = new SupportSearch();
    /** The pose of B's frame in A's. */
    public final RelativePose relative = new RelativePose();
    /** Axis scratch. */
    public final MutableVec3 axis = new MutableVec3();

    /** Creates the scratch. */
    public SatWorkspace() {
    }
}
