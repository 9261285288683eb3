package dev.lockstep.collision.internal.narrow;

import dev.lockstep.collision.internal.sat.RelativePose;

/**
 * The hull-hull contact in A's local frame, before it is moved to world space: a normal (unit,
 * raw, pointing from A to B) and up to four points, each with its witness on A, its witness on
 * B (both A's frame), the witness on B in B's own frame, the depth (raw, positive when
 * overlapping) and the feature id. Owned by {@link HullHullScratch}; the face, edge and
 * separated contacts write it, {@link HullHullContact} emits it, and the {@code ManifoldCache}
 * keeps a copy of its {@link #length} leading longs (the layout below is the cache's format, so
 * a cached result reads back bit for bit).
 *
 * <p>Layout: normal x, y, z, count, then per point {@link #POINT_STRIDE} longs: witness A (3),
 * witness B (3), local B (3), depth, feature id.
 */
final class FrameManifold {
    /** Longs per point: witness A (3), witness B (3), local B (3), depth, feature id. */
    static final int POINT_STRIDE = 11;
    /** Offset of the first point: normal (3) and count (1) come first. */
    static final int POINTS_AT = 4;
    /** Most points a contact keeps (ContactReduction keeps four). */
    static final int MAX_POINTS = 4;

    private final long[] data = new long[POINTS_AT + MAX_POINTS * POINT_STRIDE];

    FrameManifold() {
    }

    /** Sets the normal (unit, raw, A's frame, from A to B) and the point count {@code k}. */
    void setNormalAndCount(long nx, long ny, long nz, int k) {
        data[0] = nx;
        data[1] = ny;
        data[2] = nz;
        data[3] = k;
    }

    /**
     * Writes point {@code j}: witnesses {@code (ax, ay, az)} on A and {@code (bx, by, bz)} on B
     * (A's frame), B's witness also in B's frame ({@code pose} inverted), its depth and feature id.
     */
    void setPoint(int j, long ax, long ay, long az, long bx, long by, long bz, RelativePose pose, long depth, long id) {
        long[] f = data;
        int o = POINTS_AT + j * POINT_STRIDE;
        f[o] = ax;
        f[o + 1] = ay;
        f[o + 2] = az;
        f[o + 3] = bx;
        f[o + 4] = by;
        f[o + 5] = bz;
        pose.inverseApplyInto(bx, by, bz, f, o + 6);
        f[o + 9] = depth;
        f[o + 10] = id;
    }

    /** Sets the point count to {@code k} (0: no contact), leaving the normal. */
    void setCount(int k) {
        data[3] = k;
    }

    /** Returns the number of points. */
    int count() {
        return (int) data[3];
    }

    /** Returns the normal's x, raw, A's frame. */
    long normalX() {
        return data[0];
    }

    /** Returns the normal's y. */
    long normalY() {
        return data[1];
    }

    /** Returns the normal's z. */
    long normalZ() {
        return data[2];
    }

    /** Returns coordinate {@code c} (0, 1, 2: x, y, z) of point {@code j}'s witness on A, A's frame. */
    long witnessA(int j, int c) {
        return data[POINTS_AT + j * POINT_STRIDE + c];
    }

    /** Returns coordinate {@code c} of point {@code j}'s witness on B, A's frame. */
    long witnessB(int j, int c) {
        return data[POINTS_AT + j * POINT_STRIDE + 3 + c];
    }

    /** Returns coordinate {@code c} of point {@code j}'s witness on B, B's frame. */
    long localB(int j, int c) {
        return data[POINTS_AT + j * POINT_STRIDE + 6 + c];
    }

    /** Returns point {@code j}'s depth, raw, positive when overlapping. */
    long depth(int j) {
        return data[POINTS_AT + j * POINT_STRIDE + 9];
    }

    /** Returns point {@code j}'s feature id. */
    long featureId(int j) {
        return data[POINTS_AT + j * POINT_STRIDE + 10];
    }

    /** Returns the number of leading longs of {@link #raw} that hold this manifold (the cache copies them). */
    int length() {
        return POINTS_AT + count() * POINT_STRIDE;
    }

    /** Returns the backing array, for the cache's copy in and out only (ManifoldCache's format). */
    long[] raw() {
        return data;
    }
}
