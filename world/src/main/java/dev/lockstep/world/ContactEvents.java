package dev.lockstep.world;

import java.util.Arrays;

/**
 * The contact events of the last step, in a documented deterministic order: each list follows the
 * canonical contact order (shape key A, then shape key B; keys are {@code body index * 2^16 +
 * shape ordinal}, and the static meshes come after every shape). Begin and hit events are recorded
 * by the narrow phase and the solver of the step; end events by the narrow phase, and by
 * {@link World#destroyBody}, in the order its contacts are removed. Cleared at the start of each
 * step; reused, so reading them allocates nothing.
 *
 * <p>A contact <em>touches</em> when its manifold has at least one point, speculative points
 * included (Box2D's rule). A hit is a beginning touch whose approach speed along the normal is at
 * least {@link WorldDef#hitEventThreshold}.
 */
public final class ContactEvents {
    /** Shape key of a mesh side: the meshes of the world. */
    public static final long MESH = Contact.MESH_KEY;

    private int beginCount;
    private long[] beginA = new long[16];
    private long[] beginB = new long[16];
    private int endCount;
    private long[] endA = new long[16];
    private long[] endB = new long[16];
    private int hitCount;
    private long[] hit = new long[16 * HIT_STRIDE];

    private static final int HIT_STRIDE = 9;

    void clear() {
        beginCount = 0;
        endCount = 0;
        hitCount = 0;
    }

    void begin(long keyA, long keyB) {
        if (beginCount == beginA.length) {
            beginA = Arrays.copyOf(beginA, 2 * beginCount);
            beginB = Arrays.copyOf(beginB, 2 * beginCount);
        }
        beginA[beginCount] = keyA;
        beginB[beginCount++] = keyB;
    }

    void end(long keyA, long keyB) {
        if (endCount == endA.length) {
            endA = Arrays.copyOf(endA, 2 * endCount);
            endB = Arrays.copyOf(endB, 2 * endCount);
        }
        endA[endCount] = keyA;
        endB[endCount++] = keyB;
    }

    void hit(long keyA, long keyB, long px, long py, long pz, long nx, long ny, long nz, long speed) {
        if ((hitCount + 1) * HIT_STRIDE > hit.length) {
            hit = Arrays.copyOf(hit, 2 * hit.length);
        }
        int o = hitCount++ * HIT_STRIDE;
        hit[o] = keyA;
        hit[o + 1] = keyB;
        hit[o + 2] = px;
        hit[o + 3] = py;
        hit[o + 4] = pz;
        hit[o + 5] = nx;
        hit[o + 6] = ny;
        hit[o + 7] = nz;
        hit[o + 8] = speed;
    }

    /** Number of contacts that began touching in the last step. */
    public int beginCount() {
        return beginCount;
    }

    /** Shape key A of begin event {@code i}. */
    public long beginShapeA(int i) {
        return beginA[check(i, beginCount)];
    }

    /** Shape key B of begin event {@code i} ({@link #MESH} for the static meshes). */
    public long beginShapeB(int i) {
        return beginB[check(i, beginCount)];
    }

    /** Number of contacts that stopped touching (or were destroyed while touching) in the last step. */
    public int endCount() {
        return endCount;
    }

    public long endShapeA(int i) {
        return endA[check(i, endCount)];
    }

    public long endShapeB(int i) {
        return endB[check(i, endCount)];
    }

    /** Number of hit events of the last step. */
    public int hitCount() {
        return hitCount;
    }

    public long hitShapeA(int i) {
        return hit[check(i, hitCount) * HIT_STRIDE];
    }

    public long hitShapeB(int i) {
        return hit[check(i, hitCount) * HIT_STRIDE + 1];
    }

    /** Component {@code axis} (0..2) of the hit point (raw, world). */
    public long hitPoint(int i, int axis) {
        return hit[check(i, hitCount) * HIT_STRIDE + 2 + checkAxis(axis)];
    }

    /** Component {@code axis} (0..2) of the hit normal (raw, A to B). */
    public long hitNormal(int i, int axis) {
        return hit[check(i, hitCount) * HIT_STRIDE + 5 + checkAxis(axis)];
    }

    /** Approach speed of hit {@code i} (raw m/s, positive). */
    public long hitSpeed(int i) {
        return hit[check(i, hitCount) * HIT_STRIDE + 8];
    }

    /** Returns the body index of a shape key (not for {@link #MESH}). */
    public static int bodyIndexOf(long shapeKey) {
        return (int) (shapeKey >>> 16);
    }

    private static int checkAxis(int axis) {
        if (axis < 0 || axis > 2) {
            throw new IndexOutOfBoundsException("axis " + axis);
        }
        return axis;
    }

    private static int check(int i, int n) {
        if (i < 0 || i >= n) {
            throw new IndexOutOfBoundsException("event " + i + " of " + n);
        }
        return i;
    }
}
