package dev.lockstep.world;

import dev.lockstep.fixedpoint.Fixed;
import dev.lockstep.fixedpoint.Quat;
import dev.lockstep.fixedpoint.Vec3;

/**
 * The always-on checks of values a caller hands the world (body and joint definitions, teleports,
 * velocities) against {@link WorldLimits}: each throws {@link IllegalArgumentException} naming the
 * thing ({@code name}), the value and the limit, so nothing outside the limits reaches a step.
 */
final class LimitChecks {
    private LimitChecks() {
    }

    /** Rejects a rotation whose squared length is farther than {@link WorldLimits#UNIT_QUATERNION_TOLERANCE} from 1. */
    static void unitRotation(String name, Quat q) {
        long norm = Fixed.dot4(q.w(), q.w(), q.x(), q.x(), q.y(), q.y(), q.z(), q.z());
        if (Math.abs(Fixed.sub(norm, Fixed.ONE)) > WorldLimits.UNIT_QUATERNION_TOLERANCE) {
            throw new IllegalArgumentException(name + ": rotation " + q + " is not a unit quaternion (|q|^2 = "
                    + Fixed.toString(norm) + ")");
        }
    }

    /** Rejects a position outside {@code +-worldExtent} on some axis ({@code Long.MIN_VALUE} has no absolute value). */
    static void insideWorld(String name, Vec3 p, long worldExtent) {
        if (Math.abs(p.x()) > worldExtent || Math.abs(p.y()) > worldExtent || Math.abs(p.z()) > worldExtent
                || p.x() == Long.MIN_VALUE || p.y() == Long.MIN_VALUE || p.z() == Long.MIN_VALUE) {
            throw new IllegalArgumentException(name + ": position " + p + " is outside the world-size budget of +-"
                    + Fixed.toString(worldExtent) + " m on each axis (WorldLimits)");
        }
    }

    /** Rejects a velocity whose length (formed exactly at 128 bits) exceeds {@code limit}. */
    static void speed(String name, String what, Vec3 v, long limit) {
        if (Math.abs(v.x()) > limit || Math.abs(v.y()) > limit || Math.abs(v.z()) > limit
                || v.x() == Long.MIN_VALUE || v.y() == Long.MIN_VALUE || v.z() == Long.MIN_VALUE
                || Fixed.length3(v.x(), v.y(), v.z()) > limit) {
            throw new IllegalArgumentException(name + ": " + what + " " + v + " exceeds the limit " + Fixed.toString(limit));
        }
    }
}
