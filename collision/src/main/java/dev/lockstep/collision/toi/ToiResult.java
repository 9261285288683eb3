package dev.lockstep.collision.toi;

/**
 * Result of {@link TimeOfImpact#compute}: caller-owned, reset and filled by every query.
 *
 * <ul>
 *   <li><b>hit</b>: true when the hulls touch at some time in {@code [0, 1]} tick.</li>
 *   <li><b>tFirst</b>: raw Q31.32 fraction of the tick when they first touch ({@code 0} if they
 *       already overlap at the start); meaningful only when {@code hit}.</li>
 *   <li><b>tLast</b>: raw time they stop touching, possibly beyond one tick; saturates at
 *       {@link TimeOfImpact#TIME_SATURATED} (also for pairs that never separate).</li>
 *   <li><b>axis</b>: unit axis (world, raw) on which the projections met last, i.e. the axis that
 *       set {@code tFirst}; zero when {@code tFirst == 0}. {@link #axisKind} says where it came
 *       from (the {@code HullHullSat} constants FACE_A, FACE_B, EDGE, or 0 for none) and
 *       {@link #axisIndex1}/{@link #axisIndex2} give the face or edge indices.</li>
 * </ul>
 */
public final class ToiResult {
    /** True when the hulls touch within the tick. */
    public boolean hit;
    /** First contact time, raw fraction of the tick. */
    public long tFirst;
    /** Last contact time, raw (saturating). */
    public long tLast;
    /** World axis of first contact, raw. */
    public long axisX;
    /** See {@link #axisX}. */
    public long axisY;
    /** See {@link #axisX}. */
    public long axisZ;
    /** Source of the axis: 0 none, 1 face of A, 2 face of B, 3 edge pair. */
    public int axisKind;
    /** Face index, or edge of A. */
    public int axisIndex1;
    /** Edge of B for an edge axis. */
    public int axisIndex2;

    /** Creates an empty result. */
    public ToiResult() {
    }
}
