package dev.lockstep.collision.cast;

/**
 * Caller-owned result of one shape cast against one convex target: no hit, or the fraction of the
 * translation at which the cast shape comes within {@link ShapeCast#TARGET} of the target, the
 * unit normal there (world frame, from the target towards the cast shape, so it faces the cast),
 * and the closest point on the target (world frame). When {@link #hit()} is false the other fields
 * are stale.
 */
public final class ShapeCastHit {
    private boolean hit;
    private long fraction;
    private long normalX;
    private long normalY;
    private long normalZ;
    private long pointX;
    private long pointY;
    private long pointZ;
    private int iterations;

    /** Sets "no hit". */
    public void reset() {
        hit = false;
        iterations = 0;
    }

    void set(long f, long nx, long ny, long nz, long px, long py, long pz) {
        hit = true;
        fraction = f;
        normalX = nx;
        normalY = ny;
        normalZ = nz;
        pointX = px;
        pointY = py;
        pointZ = pz;
    }

    void iterations(int n) {
        iterations = n;
    }

    public boolean hit() {
        return hit;
    }

    /** Returns the raw fraction of the translation at the hit, in {@code [0, maxFraction]}. */
    public long fraction() {
        return fraction;
    }

    public long normalX() {
        return normalX;
    }

    public long normalY() {
        return normalY;
    }

    public long normalZ() {
        return normalZ;
    }

    /** Returns the x of the target's closest point at the hit (world, raw). */
    public long pointX() {
        return pointX;
    }

    public long pointY() {
        return pointY;
    }

    public long pointZ() {
        return pointZ;
    }

    /** Returns the number of GJK distance queries the last cast ran (for tests and benchmarks). */
    public int iterations() {
        return iterations;
    }
}
