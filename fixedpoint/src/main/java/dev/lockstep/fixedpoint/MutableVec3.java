package dev.lockstep.fixedpoint;

/**
 * A mutable 3-vector of raw Q31.32 components for hot paths: workspaces own instances and reuse
 * them, so kernels stay allocation-free without relying on escape analysis. Never hand one out of
 * the workspace that owns it; convert with {@link #toVec3()} at API boundaries.
 */
public final class MutableVec3 {
    /** Raw x component. */
    public long x;
    /** Raw y component. */
    public long y;
    /** Raw z component. */
    public long z;

    /** Creates the zero vector. */
    public MutableVec3() {
    }

    /** Creates a vector with raw components. */
    public MutableVec3(long x, long y, long z) {
        this.x = x;
        this.y = y;
        this.z = z;
    }

    /** Sets the raw components and returns {@code this}. */
    public MutableVec3 set(long nx, long ny, long nz) {
        x = nx;
        y = ny;
        z = nz;
        return this;
    }

    /** Copies {@code v} into {@code this} and returns {@code this}. */
    public MutableVec3 set(Vec3 v) {
        return set(v.x(), v.y(), v.z());
    }

    /** Copies {@code v} into {@code this} and returns {@code this}. */
    public MutableVec3 set(MutableVec3 v) {
        return set(v.x, v.y, v.z);
    }

    /** Returns an immutable copy. */
    public Vec3 toVec3() {
        return new Vec3(x, y, z);
    }

    /** Returns true when the components equal {@code v}'s, bit for bit. */
    public boolean sameBits(Vec3 v) {
        return x == v.x() && y == v.y() && z == v.z();
    }

    @Override
    public String toString() {
        return "Mutable" + toVec3();
    }
}
