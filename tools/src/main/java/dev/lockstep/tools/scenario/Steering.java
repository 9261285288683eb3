package dev.lockstep.tools.scenario;

import dev.lockstep.fixedpoint.Fixed;
import dev.lockstep.replay.TickInputs;

/**
 * How the scripted players steer: player {@code p}'s input byte {@code k} adds
 * {@code (byte - 128) * thrust(k)} ({@link Fixed#mulInt}, exact, then {@link Fixed#add}, checked) to
 * one velocity component of body {@code p}. Bytes beyond the payload's length mean no thrust; bytes
 * beyond {@link #inputBytes()} are ignored. Each scenario names its byte-to-axis table once.
 */
final class Steering {
    static final int X = 0;
    static final int Y = 1;
    static final int Z = 2;

    private final int[] axes;
    private final long[] thrusts;

    private Steering(int[] axes, long[] thrusts) {
        this.axes = axes;
        this.thrusts = thrusts;
    }

    /**
     * Returns the steering of three input bytes: byte 0 pushes along {@code axis0} by {@code thrust0} per
     * input unit, byte 1 along {@code axis1}, byte 2 along {@code axis2} (axes {@link #X}, {@link #Y},
     * {@link #Z}; thrust raw Q31.32 units/s).
     */
    static Steering of(int axis0, long thrust0, int axis1, long thrust1, int axis2, long thrust2) {
        int[] axes = {axis0, axis1, axis2};
        for (int axis : axes) {
            if (axis < X || axis > Z) {
                throw new IllegalArgumentException("steering axis must be X, Y or Z (0..2), got " + axis);
            }
        }
        return new Steering(axes, new long[]{thrust0, thrust1, thrust2});
    }

    /** Returns the most input bytes a player's payload is read for. */
    int inputBytes() {
        return axes.length;
    }

    /**
     * Adds every player's thrust to its body's velocity, players in ascending id order (players at
     * or beyond {@code players} are ignored), each player's bytes in order.
     */
    void apply(TickInputs inputs, int players, long[] vx, long[] vy, long[] vz) {
        for (int p = 0; p < Math.min(players, inputs.playerCount()); p++) {
            int n = Math.min(axes.length, inputs.length(p));
            for (int k = 0; k < n; k++) {
                long[] v = axes[k] == X ? vx : axes[k] == Y ? vy : vz;
                v[p] = Fixed.add(v[p], Fixed.mulInt(thrusts[k], inputs.byteAt(p, k) - 128));
            }
        }
    }
}
