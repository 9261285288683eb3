package dev.lockstep.world;

import dev.lockstep.fixedpoint.Fixed;

/**
 * The world-size budget and the other limits a world checks when something is created, so that
 * nothing can overflow mid-step (Box2D's {@code constants.h} habit: value, raw value, reason,
 * consequence). Mass-property limits live in {@link MassWindow}.
 */
public final class WorldLimits {
    /**
     * Default and largest half-size of the world: {@code 2^14 = 16384} m on each axis. Reason: the
     * hull-vs-hull kernel needs relative positions below {@code 2^15} (HullHullContact's bounds),
     * and two points inside {@code [-2^14, 2^14]} are never farther apart than that on an axis;
     * squared distances of such offsets stay inside the 128-bit sums. Consequence: a body created,
     * or moved by {@link World#setTransform}, outside the budget is rejected; a body that leaves it
     * during a step is clamped to its edge and its outward velocity zeroed (a wall at the end of the
     * world), never wrapped.
     */
    public static final int DEFAULT_WORLD_EXTENT_UNITS = 1 << 14;
    /** {@link #DEFAULT_WORLD_EXTENT_UNITS} as a raw value. */
    public static final long MAX_WORLD_EXTENT = Fixed.fromInt(DEFAULT_WORLD_EXTENT_UNITS);
    /**
     * Most shapes on one body: {@code 2^16}. A shape's canonical key is
     * {@code body index * 2^16 + shape ordinal}, which orders contacts (see {@link World}).
     */
    public static final int MAX_SHAPES_PER_BODY = 1 << 16;
    /** Most bodies a world holds: {@code 2^24} (body indices fit the contact keys and the feature ids). */
    public static final int MAX_BODIES = 1 << 24;
    /**
     * Most solver points of one shape against the static meshes: 16 (a box across two triangles
     * keeps up to eight). Beyond, the deepest are kept (ties by the seed 000 output order).
     */
    public static final int MAX_MESH_POINTS = 16;

    /**
     * A body's rotation is accepted when its squared length is within this of 1: {@code 2^-16},
     * raw {@code 65536}. Quaternions built by {@code Quat.fromAxisAngle} are within a few ulps;
     * a larger error is a caller's bug (an unnormalised or zero quaternion) and is rejected rather
     * than silently renormalised. Accepted rotations are normalised once at creation.
     */
    public static final long UNIT_QUATERNION_TOLERANCE = 1L << 16;

    /**
     * Largest force, torque or accumulated impulse a state may hold: {@code 2^30} (raw
     * {@code 2^62}). Restore rejects larger values (a forged snapshot); the solver's own impulses
     * stay far below it inside the mass window.
     */
    public static final long MAX_FORCE = Fixed.fromInt(1 << 30);

    private WorldLimits() {
    }
}
