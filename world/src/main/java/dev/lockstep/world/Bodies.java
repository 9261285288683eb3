package dev.lockstep.world;

import dev.lockstep.fixedpoint.Fixed;
import dev.lockstep.fixedpoint.MutableTransform;
import java.util.Arrays;

/**
 * The bodies' state as parallel arrays indexed by body slot (the solver walks them in index order).
 * Slots are handed out by a free list whose order is part of the state: a destroyed slot is reused
 * last-in first-out, with its generation incremented, and snapshots keep the list.
 *
 * <p>Position is the centre of mass ({@code cx cy cz}), rotation the unit quaternion
 * {@code qw qx qy qz}; the body origin that the API reports is {@code c - R localCenter}, the same
 * bits as the centre whenever the local centre is zero (spheres, boxes, centred capsules).
 */
final class Bodies {
    static final byte FREE = -1;

    int capacity;
    /** One past the highest slot ever used. */
    int count;
    int[] generation;
    byte[] type;
    boolean[] awake;
    boolean[] fixedRotation;
    boolean[] bullet;
    boolean[] sleepEnabled;
    long[] userData;
    long[] cx;
    long[] cy;
    long[] cz;
    long[] qw;
    long[] qx;
    long[] qy;
    long[] qz;
    long[] vx;
    long[] vy;
    long[] vz;
    long[] wx;
    long[] wy;
    long[] wz;
    long[] fx;
    long[] fy;
    long[] fz;
    long[] tx;
    long[] ty;
    long[] tz;
    long[] linearDamping;
    long[] angularDamping;
    long[] gravityScale;
    long[] invMass;
    /** Inverse inertia in the body frame: xx, yy, zz, xy, xz, yz (stride 6). */
    long[] invInertiaLocal;
    /** Inverse inertia in the world frame, refreshed at the start of each tick (stride 6). */
    long[] invInertiaWorld;
    long[] localCenterX;
    long[] localCenterY;
    long[] localCenterZ;
    /** Largest distance of the body's shapes from its centre of mass (sleep speed of rotation). */
    long[] maxExtent;
    /** Ticks the body has spent below the sleep threshold. */
    int[] sleepTicks;
    /** For a sleeping body, the next body of its sleep set (-1 ends the list). */
    int[] sleepNext;
    /** For a sleeping body, the head (smallest index) of its sleep set; -1 when awake or static. */
    int[] sleepSet;
    /** Position and rotation change during the current tick (contact separation update). */
    long[] dpx;
    long[] dpy;
    long[] dpz;
    long[] dthx;
    long[] dthy;
    long[] dthz;
    /** The body origin pose, owned by the world and overwritten in place when the body moves ({@link BodyPoses#placeOrigin}). */
    MutableTransform[] transform;
    BodyShape[][] shapes;
    /** The definition index of the body's shapes (see {@link World}: definitions survive rollback). */
    int[] definition;

    /** Free slots, used last-in first-out. */
    int[] freeList;
    int freeCount;
    /**
     * Scratch of {@code WorldState.restore}: which slots the restored state holds alive (entries at
     * and past the restored count false). Kept so that a rollback frame allocates nothing.
     */
    boolean[] restoredAlive = new boolean[0];

    Bodies(int initialCapacity) {
        capacity = 0;
        grow(Math.max(4, initialCapacity));
    }

    /** Returns a fresh slot (from the free list, else the next new one), growing the arrays if needed. */
    int allocate() {
        if (freeCount > 0) {
            return freeList[--freeCount];
        }
        if (count == capacity) {
            if (capacity >= WorldLimits.MAX_BODIES) {
                throw new IllegalStateException("the world already holds " + WorldLimits.MAX_BODIES + " bodies");
            }
            grow(Math.min(WorldLimits.MAX_BODIES, capacity * 2));
        }
        return count++;
    }

    /** Grows every array to hold at least {@code n} slots. */
    void ensureCapacity(int n) {
        if (n > capacity) {
            grow(Math.max(n, 2 * capacity));
        }
    }

    void release(int slot) {
        type[slot] = FREE;
        generation[slot]++;
        shapes[slot] = null;
        transform[slot] = null;
        if (freeCount == freeList.length) {
            freeList = Arrays.copyOf(freeList, Math.max(4, freeList.length * 2));
        }
        freeList[freeCount++] = slot;
    }

    boolean alive(int slot) {
        return slot >= 0 && slot < count && type[slot] != FREE;
    }

    private void grow(int n) {
        generation = Arrays.copyOf(generation == null ? new int[0] : generation, n);
        byte[] t = Arrays.copyOf(type == null ? new byte[0] : type, n);
        Arrays.fill(t, capacity, n, FREE);
        type = t;
        awake = Arrays.copyOf(awake == null ? new boolean[0] : awake, n);
        fixedRotation = Arrays.copyOf(fixedRotation == null ? new boolean[0] : fixedRotation, n);
        bullet = Arrays.copyOf(bullet == null ? new boolean[0] : bullet, n);
        sleepEnabled = Arrays.copyOf(sleepEnabled == null ? new boolean[0] : sleepEnabled, n);
        userData = grow(userData, n);
        cx = grow(cx, n);
        cy = grow(cy, n);
        cz = grow(cz, n);
        qw = grow(qw, n);
        qx = grow(qx, n);
        qy = grow(qy, n);
        qz = grow(qz, n);
        vx = grow(vx, n);
        vy = grow(vy, n);
        vz = grow(vz, n);
        wx = grow(wx, n);
        wy = grow(wy, n);
        wz = grow(wz, n);
        fx = grow(fx, n);
        fy = grow(fy, n);
        fz = grow(fz, n);
        tx = grow(tx, n);
        ty = grow(ty, n);
        tz = grow(tz, n);
        linearDamping = grow(linearDamping, n);
        angularDamping = grow(angularDamping, n);
        gravityScale = grow(gravityScale, n);
        invMass = grow(invMass, n);
        invInertiaLocal = grow(invInertiaLocal, 6 * n);
        invInertiaWorld = grow(invInertiaWorld, 6 * n);
        localCenterX = grow(localCenterX, n);
        localCenterY = grow(localCenterY, n);
        localCenterZ = grow(localCenterZ, n);
        maxExtent = grow(maxExtent, n);
        sleepTicks = Arrays.copyOf(sleepTicks == null ? new int[0] : sleepTicks, n);
        sleepNext = Arrays.copyOf(sleepNext == null ? new int[0] : sleepNext, n);
        sleepSet = Arrays.copyOf(sleepSet == null ? new int[0] : sleepSet, n);
        dpx = grow(dpx, n);
        dpy = grow(dpy, n);
        dpz = grow(dpz, n);
        dthx = grow(dthx, n);
        dthy = grow(dthy, n);
        dthz = grow(dthz, n);
        transform = Arrays.copyOf(transform == null ? new MutableTransform[0] : transform, n);
        shapes = Arrays.copyOf(shapes == null ? new BodyShape[0][] : shapes, n);
        definition = Arrays.copyOf(definition == null ? new int[0] : definition, n);
        if (freeList == null) {
            freeList = new int[4];
        }
        capacity = n;
    }

    private static long[] grow(long[] a, int n) {
        return Arrays.copyOf(a == null ? new long[0] : a, n);
    }

    /**
     * Writes {@code I^-1 v} of body {@code i} (its world inverse inertia, {@link #invInertiaWorld}) at
     * {@code to[toOffset..toOffset + 2]} and returns {@code v . I^-1 v}, with {@code v} at
     * {@code from[fromOffset..]}: each component one rounded {@code dot3}. The inertia image of a
     * contact or joint row and its share of the row's effective mass.
     */
    long inertiaImage(int i, long[] from, int fromOffset, long[] to, int toOffset) {
        long[] w = invInertiaWorld;
        int o = 6 * i;
        long x = from[fromOffset];
        long y = from[fromOffset + 1];
        long z = from[fromOffset + 2];
        long ix = Fixed.dot3(w[o], w[o + 3], w[o + 4], x, y, z);
        long iy = Fixed.dot3(w[o + 3], w[o + 1], w[o + 5], x, y, z);
        long iz = Fixed.dot3(w[o + 4], w[o + 5], w[o + 2], x, y, z);
        to[toOffset] = ix;
        to[toOffset + 1] = iy;
        to[toOffset + 2] = iz;
        return Fixed.dot3(x, y, z, ix, iy, iz);
    }

    boolean isDynamic(int slot) {
        return type[slot] == (byte) BodyType.DYNAMIC.ordinal();
    }

    boolean isStatic(int slot) {
        return type[slot] == (byte) BodyType.STATIC.ordinal();
    }

    /**
     * Returns the slot of a live body.
     *
     * @throws IllegalArgumentException if the handle's body was destroyed or never existed here
     */
    int slotOf(BodyId id) {
        if (id == null) {
            throw new IllegalArgumentException("body id is null");
        }
        int i = id.index();
        if (i < 0 || i >= count) {
            throw new IllegalArgumentException(id + " does not exist in this world");
        }
        if (generation[i] != id.generation() || type[i] == FREE) {
            throw new IllegalArgumentException(id + " was destroyed (its slot is now generation " + generation[i] + ")");
        }
        return i;
    }

    /** True when some body is awake (a scan of one flag per slot: a sleeping world skips the rest of the step). */
    boolean anyAwake() {
        boolean[] a = awake;
        for (int i = 0; i < count; i++) {
            if (a[i]) {
                return true;
            }
        }
        return false;
    }

    /** Wakes body {@code i} and its sleep set; an awake body's sleep counter restarts. Static bodies never wake. */
    void wake(int i) {
        if (isStatic(i) || awake[i]) {
            if (!isStatic(i)) {
                sleepTicks[i] = 0;
            }
            return;
        }
        wakeSet(i);
    }

    /** Wakes every body of the sleep set holding body {@code i} (or {@code i} alone when it is in none). */
    void wakeSet(int i) {
        int head = sleepSet[i];
        if (head < 0) {
            awake[i] = true;
            sleepTicks[i] = 0;
            return;
        }
        for (int k = head; k >= 0; ) {
            int next = sleepNext[k];
            awake[k] = true;
            sleepTicks[k] = 0;
            sleepSet[k] = -1;
            sleepNext[k] = -1;
            k = next;
        }
    }
}
