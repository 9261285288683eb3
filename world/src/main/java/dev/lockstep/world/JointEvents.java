package dev.lockstep.world;

import java.util.Arrays;

/**
 * The joint events of the last step: the joints that broke, in joint id order (slot index). A
 * breakable joint breaks at the end of the step (after the solver, before sleep) whose constraint
 * force or torque exceeded its threshold; it is destroyed at once (its handle is stale from then on,
 * its slot joins the free list in this order), and its bodies wake. Cleared at the start of each
 * step; reused, so reading allocates nothing.
 */
public final class JointEvents {
    private int brokenCount;
    private int[] index = new int[8];
    private int[] generation = new int[8];
    private long[] userData = new long[8];

    void clear() {
        brokenCount = 0;
    }

    void broken(int jointIndex, int jointGeneration, long data) {
        if (brokenCount == index.length) {
            index = Arrays.copyOf(index, 2 * brokenCount);
            generation = Arrays.copyOf(generation, 2 * brokenCount);
            userData = Arrays.copyOf(userData, 2 * brokenCount);
        }
        index[brokenCount] = jointIndex;
        generation[brokenCount] = jointGeneration;
        userData[brokenCount++] = data;
    }

    /** Returns the number of joints that broke in the last step. */
    public int brokenCount() {
        return brokenCount;
    }

    /** Returns the (now stale) handle of the {@code i}-th broken joint. */
    public JointId broken(int i) {
        check(i);
        return new JointId(index[i], generation[i]);
    }

    /** Returns the user data of the {@code i}-th broken joint. */
    public long brokenUserData(int i) {
        check(i);
        return userData[i];
    }

    private void check(int i) {
        if (i < 0 || i >= brokenCount) {
            throw new IndexOutOfBoundsException("broken joint event " + i + " of " + brokenCount);
        }
    }
}
