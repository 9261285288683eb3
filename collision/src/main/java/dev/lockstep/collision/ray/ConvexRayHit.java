package dev.lockstep.collision.ray;

/**
 * Caller-owned result of one ray against one convex shape: no hit, or the fraction along the ray
 * and the unit surface normal at the hit in the ray's (world) frame, raw Q31.32. When
 * {@link #hit()} is false the other fields are stale.
 */
public final class ConvexRayHit {
    private boolean hit;
    private long fraction;
    private long normalX;
    private long normalY;
    private long normalZ;

    /** Sets "no hit". */
    public void reset() {
        hit = false;
    }

    void set(long f, long nx, long ny, long nz) {
        hit = true;
        fraction = f;
        normalX = nx;
        normalY = ny;
        normalZ = nz;
    }

    public boolean hit() {
        return hit;
    }

    /** Returns the raw fraction of the ray's translation at the hit, in {@code (0, maxFraction]} or 0 (see the kernels). */
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
}
