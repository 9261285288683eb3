package dev.lockstep.world;

import java.util.Arrays;

/**
 * The scalar constraint rows of the active joints, one row per index in parallel arrays: built by
 * {@link JointRowBuilder} from the bodies' poses, solved by {@link JointSolver}. A row is linear
 * (direction {@link #dir} applied at an anchor on each body: arms {@code r x d} in {@link #armA},
 * {@link #armB}) or angular (arms equal to the direction), with the arms' images under the bodies'
 * world inverse inertia ({@link #imageA}, {@link #imageB}), its effective mass {@code 1 / k}, its
 * error {@code C}, a motor's target speed and a spring's softness.
 */
final class JointRows {
    /** {@code C = 0}: soft in the biased pass, rigid in the relax pass. */
    static final int EQUALITY = 0;
    /** {@code C >= 0}: the accumulated impulse clamped at zero. */
    static final int LIMIT = 1;
    /** The relative speed driven to {@link #target}. */
    static final int MOTOR = 2;
    /** {@code C = 0} with the row's own softness ({@link #rowSoft}) in both passes. */
    static final int SPRING = 3;

    /** The next row to write while building. */
    int count;
    int[] kind = new int[0];
    /** The joint's impulse slot of each row ({@code Joint.impulse}). */
    int[] slot = new int[0];
    boolean[] linear = new boolean[0];
    long[] dir = new long[0];
    long[] armA = new long[0];
    long[] armB = new long[0];
    long[] imageA = new long[0];
    long[] imageB = new long[0];
    long[] mass = new long[0];
    long[] error = new long[0];
    long[] target = new long[0];
    Softness[] rowSoft = new Softness[0];

    /** Makes room for {@code n} rows, keeping those written. */
    void ensure(int n) {
        if (kind.length >= n) {
            return;
        }
        int c = Math.max(n, 2 * kind.length);
        kind = Arrays.copyOf(kind, c);
        slot = Arrays.copyOf(slot, c);
        linear = Arrays.copyOf(linear, c);
        mass = Arrays.copyOf(mass, c);
        error = Arrays.copyOf(error, c);
        target = Arrays.copyOf(target, c);
        rowSoft = Arrays.copyOf(rowSoft, c);
        dir = Arrays.copyOf(dir, 3 * c);
        armA = Arrays.copyOf(armA, 3 * c);
        armB = Arrays.copyOf(armB, 3 * c);
        imageA = Arrays.copyOf(imageA, 3 * c);
        imageB = Arrays.copyOf(imageB, 3 * c);
    }
}
