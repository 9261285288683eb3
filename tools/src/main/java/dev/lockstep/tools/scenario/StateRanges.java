package dev.lockstep.tools.scenario;

import dev.lockstep.fixedpoint.Fixed;
import dev.lockstep.fixedpoint.FixedFormat;
import dev.lockstep.fixedpoint.Quat;
import dev.lockstep.replay.hash.CanonicalFormatException;
import dev.lockstep.replay.hash.StateReader;

/**
 * The value checks of the scenarios' {@code restore}: a snapshot comes from a replay, and a replay is
 * hostile input (its state hash and CRCs are accident checks anyone can recompute), so every value read
 * back is checked against the range its scenario documents before the scenario steps with it. A value
 * outside its range is a {@link CanonicalFormatException} naming the byte offset, the body and the field,
 * which the replay verifier reports as a keyframe that does not fit the simulation (exit 2).
 *
 * <p>The ranges are what a scenario's own steps keep at the end of every tick (walls, clamps,
 * respawns), or, where a scenario has no clamp, a documented bound far beyond any recorded run that
 * keeps one tick's products inside Q31.32.
 */
final class StateRanges {
    /**
     * Largest accepted {@code |w^2 + x^2 + y^2 + z^2 - 1|} of a restored orientation: 2^-16 (raw 2^16).
     * {@link Quat#normalize} leaves each component within 1 ulp (2^-32) of the exact quotient, so its
     * results are within a few ulps of unit length; 2^-16 is far beyond that and still rejects
     * anything that is not meant as a rotation (a zero quaternion, a scaled one).
     */
    static final long UNIT_QUAT_TOLERANCE = 1L << 16;
    /** Largest accepted tick counter: ticks are {@code int}s. */
    static final long MAX_TICK = Integer.MAX_VALUE;
    /**
     * Largest accepted cumulative contact counter: 2^48. A counter grows by at most a few hundred per
     * tick, so 2^31 ticks stay below 2^41; the bound keeps its unchecked {@code ++} from ever wrapping.
     */
    static final long MAX_COUNTER = 1L << 48;

    /**
     * The position and velocity ranges of a scenario's bodies at the end of a tick (raw Q31.32,
     * inclusive; velocities per component, units/s).
     */
    record MotionRange(long minX, long maxX, long minY, long maxY, long minZ, long maxZ, long maxSpeed) {
        /** A box {@code [-halfX, halfX] x [minY, maxY] x [-halfZ, halfZ]} with speed bound {@code maxSpeed}. */
        static MotionRange box(long halfX, long minY, long maxY, long halfZ, long maxSpeed) {
            return new MotionRange(-halfX, halfX, minY, maxY, -halfZ, halfZ, maxSpeed);
        }
    }

    private StateRanges() {
    }

    /**
     * Reads field {@code name} of body {@code body} (-1: not a body's field) and returns it.
     *
     * @throws CanonicalFormatException if the value is outside {@code [min, max]}
     */
    static long field(StateReader in, int body, String name, long min, long max) {
        int at = in.position();
        long v = in.field(name);
        if (v < min || v > max) {
            throw new CanonicalFormatException(at, (body >= 0 ? "body " + body + " field " : "field ") + name + " = "
                    + describe(v) + " is outside its range [" + describe(min) + ", " + describe(max) + "]");
        }
        return v;
    }

    /**
     * Reads an integer counter field (plain long, not Q31.32) and returns it.
     *
     * @throws CanonicalFormatException if the value is outside {@code [min, max]}
     */
    static long counter(StateReader in, String name, long min, long max) {
        int at = in.position();
        long v = in.field(name);
        if (v < min || v > max) {
            throw new CanonicalFormatException(at, "counter " + name + " = " + v + " is outside its range [" + min + ", "
                    + max + "]");
        }
        return v;
    }

    /**
     * Reads the orientation fields {@code qw qx qy qz} of body {@code body} and returns them as a quaternion.
     *
     * @throws CanonicalFormatException if a component is outside [-2, 2] or the squared length differs
     *     from 1 by more than {@link #UNIT_QUAT_TOLERANCE}
     */
    static Quat unitQuat(StateReader in, int body) {
        int at = in.position();
        long two = 2 * Fixed.ONE;
        long w = field(in, body, "qw", -two, two);
        long x = field(in, body, "qx", -two, two);
        long y = field(in, body, "qy", -two, two);
        long z = field(in, body, "qz", -two, two);
        // components within +-2: each square <= 4 and the sum <= 16, far inside Q31.32
        long norm2 = Fixed.add(Fixed.add(Fixed.mul(w, w), Fixed.mul(x, x)), Fixed.add(Fixed.mul(y, y), Fixed.mul(z, z)));
        if (Math.abs(norm2 - Fixed.ONE) > UNIT_QUAT_TOLERANCE) {
            throw new CanonicalFormatException(at, "body " + body + " orientation (" + describe(w) + ", " + describe(x)
                    + ", " + describe(y) + ", " + describe(z) + ") is not a unit quaternion (squared length "
                    + describe(norm2) + ")");
        }
        return new Quat(w, x, y, z);
    }

    /** Formats a raw value as {@code 0x... (decimal)} for error messages. */
    static String describe(long raw) {
        return String.format("0x%016x (%s)", raw, FixedFormat.toExactString(raw));
    }
}
