package dev.lockstep.collision.internal.gjk;

/**
 * One vertex of the Minkowski difference {@code A - B} (seed 003's "CSO"), with the two support
 * points it came from and their feature indices. All coordinates are raw Q31.32 in A's local
 * frame: {@code w = a - b} exactly (the subtraction cannot overflow within
 * {@link MinkowskiDifference#MAX_SUPPORT_COORDINATE}).
 *
 * <p>A mutable holder owned by a workspace ({@link GjkScratch}, or the EPA scratch); never
 * keep one beyond the query that filled it.
 */
public final class SupportPoint {
    /** Raw x of {@code w = a - b}. */
    public long wx;
    /** Raw y of {@code w = a - b}. */
    public long wy;
    /** Raw z of {@code w = a - b}. */
    public long wz;
    /** Raw x of the support point on A's core (A's local frame). */
    public long ax;
    /** Raw y of the support point on A's core. */
    public long ay;
    /** Raw z of the support point on A's core. */
    public long az;
    /** Raw x of the support point on B's core, expressed in A's local frame. */
    public long bx;
    /** Raw y of the support point on B's core, expressed in A's local frame. */
    public long by;
    /** Raw z of the support point on B's core, expressed in A's local frame. */
    public long bz;
    /** Feature index of the point on A, as returned by {@code SupportMap.supportCore}. */
    public int indexA;
    /** Feature index of the point on B, as returned by {@code SupportMap.supportCore}. */
    public int indexB;

    /** Copies every field of {@code p} into this point. */
    public void set(SupportPoint p) {
        wx = p.wx;
        wy = p.wy;
        wz = p.wz;
        ax = p.ax;
        ay = p.ay;
        az = p.az;
        bx = p.bx;
        by = p.by;
        bz = p.bz;
        indexA = p.indexA;
        indexB = p.indexB;
    }

    /** Returns true when {@code p} came from the same pair of features (the GJK repeat test). */
    public boolean sameFeatures(SupportPoint p) {
        return indexA == p.indexA && indexB == p.indexB;
    }

    /** Returns true when {@code w} of this point and of {@code p} are the same bits. */
    public boolean sameW(SupportPoint p) {
        return wx == p.wx && wy == p.wy && wz == p.wz;
    }

    @Override
    public String toString() {
        return "SupportPoint(w=" + wx + "," + wy + "," + wz + " A#" + indexA + " B#" + indexB + ")";
    }
}
