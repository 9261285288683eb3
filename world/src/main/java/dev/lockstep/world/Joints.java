package dev.lockstep.world;

import java.util.Arrays;

/**
 * The joint slots: joints by index (the solve order), generations, and a free list whose order is
 * state (a destroyed slot is reused last-in first-out, its generation incremented), like
 * {@link Bodies}. Each body heads a list of its joints (derived; rebuilt on restore), which the
 * broadphase filter ({@code collideConnected}) walks.
 */
final class Joints {
    Joint[] slot = new Joint[4];
    int[] generation = new int[4];
    /** One past the highest slot ever used. */
    int count;
    /** Live joints. */
    int alive;
    int[] freeList = new int[4];
    /** Scratch of {@code JointState.restore}: the restored free slots (kept so a rollback frame allocates nothing). */
    boolean[] restoredFree = new boolean[0];
    int freeCount;
    /** Per body slot: the first joint on its list, -1 when none. */
    int[] bodyHead = new int[0];

    int allocate() {
        if (freeCount > 0) {
            return freeList[--freeCount];
        }
        if (count == slot.length) {
            slot = Arrays.copyOf(slot, 2 * count);
            generation = Arrays.copyOf(generation, 2 * count);
        }
        return count++;
    }

    void ensureCapacity(int n) {
        if (n > slot.length) {
            slot = Arrays.copyOf(slot, Math.max(n, 2 * slot.length));
            generation = Arrays.copyOf(generation, slot.length);
        }
    }

    void release(int j) {
        slot[j] = null;
        generation[j]++;
        if (freeCount == freeList.length) {
            freeList = Arrays.copyOf(freeList, 2 * freeList.length);
        }
        freeList[freeCount++] = j;
        alive--;
    }

    boolean isAlive(int j) {
        return j >= 0 && j < count && slot[j] != null;
    }

    private void ensureBodies(int bodyCount) {
        if (bodyHead.length < bodyCount) {
            int old = bodyHead.length;
            bodyHead = Arrays.copyOf(bodyHead, Math.max(bodyCount, 2 * old));
            Arrays.fill(bodyHead, old, bodyHead.length, -1);
        }
    }

    /** Puts joint {@code j} at the head of both bodies' lists. */
    void link(int j, int bodyCount) {
        ensureBodies(bodyCount);
        Joint joint = slot[j];
        joint.nextA = bodyHead[joint.bodyA];
        bodyHead[joint.bodyA] = j;
        joint.nextB = bodyHead[joint.bodyB];
        bodyHead[joint.bodyB] = j;
    }

    /** Takes joint {@code j} off both bodies' lists. */
    void unlink(int j) {
        Joint joint = slot[j];
        unlinkFrom(joint.bodyA, j);
        unlinkFrom(joint.bodyB, j);
    }

    private void unlinkFrom(int body, int j) {
        int prev = -1;
        for (int k = bodyHead[body]; k >= 0; ) {
            Joint at = slot[k];
            int next = at.bodyA == body ? at.nextA : at.nextB;
            if (k == j) {
                if (prev < 0) {
                    bodyHead[body] = next;
                } else if (slot[prev].bodyA == body) {
                    slot[prev].nextA = next;
                } else {
                    slot[prev].nextB = next;
                }
                return;
            }
            prev = k;
            k = next;
        }
    }

    /** Rebuilds every body's list from the live joints, in joint order. */
    void relinkAll(int bodyCount) {
        ensureBodies(bodyCount);
        Arrays.fill(bodyHead, -1);
        for (int j = 0; j < count; j++) {
            if (slot[j] != null) {
                link(j, bodyCount);
            }
        }
    }

    /** Returns whether a joint that does not let its bodies collide joins bodies {@code a} and {@code b}. */
    boolean blocksCollision(int a, int b) {
        if (alive == 0 || a >= bodyHead.length) {
            return false;
        }
        for (int k = bodyHead[a]; k >= 0; ) {
            Joint at = slot[k];
            if (!at.collideConnected && at.other(a) == b) {
                return true;
            }
            k = at.bodyA == a ? at.nextA : at.nextB;
        }
        return false;
    }
}
