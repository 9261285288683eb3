package dev.lockstep.world;

import dev.lockstep.fixedpoint.Fixed;

/**
 * One joint's definition (in the bodies' local frames) and its accumulated impulses: the whole of
 * a joint's state, written field by field into snapshots (see {@link JointState}). The softness
 * coefficients and the per-body list links are derived and rebuilt on restore.
 */
final class Joint {
    /** Impulse slots, one per constraint row a joint kind may have (see {@code docs/joints.md}). */
    static final int POINT_X = 0;
    static final int POINT_Y = 1;
    static final int POINT_Z = 2;
    static final int ANGULAR_X = 3;
    static final int ANGULAR_Y = 4;
    static final int ANGULAR_Z = 5;
    static final int LOWER = 6;
    static final int UPPER = 7;
    static final int MOTOR = 8;
    static final int SPRING = 9;
    static final int CONE = 10;
    static final int TWIST_LOWER = 11;
    static final int TWIST_UPPER = 12;
    static final int IMPULSES = 13;

    /** Field names of the impulse slots in validation messages. */
    private static final String[] IMPULSE_FIELDS = new String[IMPULSES];
    private static final String[] ANCHOR_A = {"anchorA.x", "anchorA.y", "anchorA.z"};
    private static final String[] ANCHOR_B = {"anchorB.x", "anchorB.y", "anchorB.z"};

    static {
        for (int k = 0; k < IMPULSES; k++) {
            IMPULSE_FIELDS[k] = "impulse" + k;
        }
    }

    /** Largest spring or weld stiffness: 10^5 Hz (far above any substep rate; keeps Softness.of inside Q31.32). */
    static final long MAX_HERTZ = Fixed.fromInt(100_000);
    /** Largest damping ratio: 1000. */
    static final long MAX_DAMPING_RATIO = Fixed.fromInt(1000);

    JointType type;
    int bodyA;
    int bodyB;
    /** Anchor of A in A's origin frame, frame rotation of A (w x y z); the same for B. */
    long ax;
    long ay;
    long az;
    long aqw;
    long aqx;
    long aqy;
    long aqz;
    long bx;
    long by;
    long bz;
    long bqw;
    long bqx;
    long bqy;
    long bqz;
    boolean collideConnected;
    boolean enableLimit;
    long lower;
    long upper;
    boolean enableCone;
    long coneAngle;
    boolean enableTwist;
    long twistLower;
    long twistUpper;
    boolean enableMotor;
    long motorSpeed;
    long maxMotorForce;
    boolean unlimitedMotorForce;
    boolean enableSpring;
    long springHertz;
    long springDampingRatio;
    long length;
    long linearHertz;
    long linearDampingRatio;
    long angularHertz;
    long angularDampingRatio;
    boolean breakable;
    long breakForce;
    long breakTorque;
    long userData;
    final long[] impulse = new long[IMPULSES];

    /** Derived: spring, weld linear and weld angular softness at the world's substep (null when not used). */
    Softness springSoft;
    Softness linearSoft;
    Softness angularSoft;
    /** Derived: next joint on body A's and body B's joint lists (-1 ends). */
    int nextA = -1;
    int nextB = -1;

    /** Returns the other body's slot if this joint touches {@code body}, else -1. */
    int other(int body) {
        return bodyA == body ? bodyB : bodyB == body ? bodyA : -1;
    }

    /**
     * Checks every option against its documented range and computes the derived softness; throws
     * {@link IllegalArgumentException} whose message starts with {@code name} and names the field.
     */
    void validate(String name, long h, long worldExtent, long maxLinearSpeed, long maxAngularSpeed) {
        checkAnchor(name, ANCHOR_A, ax, ay, az, worldExtent);
        checkAnchor(name, ANCHOR_B, bx, by, bz, worldExtent);
        checkUnit(name, "rotationA", aqw, aqx, aqy, aqz);
        checkUnit(name, "rotationB", bqw, bqx, bqy, bqz);
        if (enableLimit) {
            if (lower > upper) {
                throw bad(name, "lower", lower, "lower <= upper (" + Fixed.toString(upper) + ")");
            }
            switch (type) {
                case REVOLUTE -> {
                    range(name, "lower", lower, -Fixed.PI, Fixed.PI);
                    range(name, "upper", upper, -Fixed.PI, Fixed.PI);
                }
                case DISTANCE -> {
                    range(name, "lower", lower, 0, worldExtent);
                    range(name, "upper", upper, 0, worldExtent);
                }
                case PRISMATIC -> {
                    range(name, "lower", lower, -worldExtent, worldExtent);
                    range(name, "upper", upper, -worldExtent, worldExtent);
                }
                default -> throw badFlag(name, "enableLimit", "a limit only on revolute, prismatic and distance joints");
            }
        }
        if (enableCone) {
            if (type != JointType.SPHERICAL) {
                throw badFlag(name, "enableCone", "a cone only on spherical joints");
            }
            range(name, "coneAngle", coneAngle, 0, Fixed.PI);
        }
        if (enableTwist) {
            if (type != JointType.SPHERICAL) {
                throw badFlag(name, "enableTwist", "a twist limit only on spherical joints");
            }
            range(name, "twistLower", twistLower, -Fixed.PI, Fixed.PI);
            range(name, "twistUpper", twistUpper, -Fixed.PI, Fixed.PI);
            if (twistLower > twistUpper) {
                throw bad(name, "twistLower", twistLower, "twistLower <= twistUpper (" + Fixed.toString(twistUpper) + ")");
            }
        }
        if (enableMotor) {
            if (type != JointType.REVOLUTE && type != JointType.PRISMATIC) {
                throw badFlag(name, "enableMotor", "a motor only on revolute and prismatic joints");
            }
            long speedLimit = type == JointType.REVOLUTE ? maxAngularSpeed : maxLinearSpeed;
            range(name, "motorSpeed", motorSpeed, -speedLimit, speedLimit);
        }
        range(name, "maxMotorForce", maxMotorForce, 0, WorldLimits.MAX_FORCE);
        Softness spring = null;
        if (enableSpring) {
            if (type != JointType.REVOLUTE && type != JointType.DISTANCE) {
                throw badFlag(name, "enableSpring", "a spring only on revolute and distance joints");
            }
            spring = softness(name, "springHertz", springHertz, springDampingRatio, h, springSoft);
        }
        springSoft = spring;
        range(name, "springHertz", springHertz, 0, MAX_HERTZ);
        range(name, "springDampingRatio", springDampingRatio, 0, MAX_DAMPING_RATIO);
        if (type == JointType.DISTANCE) {
            range(name, "length", length, 1, worldExtent);
        } else {
            range(name, "length", length, 0, 0);
        }
        boolean weld = type == JointType.WELD;
        linearSoft = weld && linearHertz > 0 ? softness(name, "linearHertz", linearHertz, linearDampingRatio, h, linearSoft) : null;
        angularSoft = weld && angularHertz > 0
                ? softness(name, "angularHertz", angularHertz, angularDampingRatio, h, angularSoft) : null;
        range(name, "linearHertz", linearHertz, 0, MAX_HERTZ);
        range(name, "angularHertz", angularHertz, 0, MAX_HERTZ);
        range(name, "linearDampingRatio", linearDampingRatio, 0, MAX_DAMPING_RATIO);
        range(name, "angularDampingRatio", angularDampingRatio, 0, MAX_DAMPING_RATIO);
        range(name, "breakForce", breakForce, 0, WorldLimits.MAX_FORCE);
        range(name, "breakTorque", breakTorque, 0, WorldLimits.MAX_FORCE);
        for (int k = 0; k < IMPULSES; k++) {
            long limit = WorldLimits.MAX_FORCE;
            boolean oneSided = k == LOWER || k == UPPER || k == CONE || k == TWIST_LOWER || k == TWIST_UPPER;
            range(name, IMPULSE_FIELDS[k], impulse[k], oneSided ? 0 : -limit, limit);
        }
    }

    /** The softness of {@code hertz}, {@code zeta} at {@code h}: {@code current} itself when it already is (no new record). */
    private static Softness softness(String name, String field, long hertz, long zeta, long h, Softness current) {
        if (hertz < 0 || hertz > MAX_HERTZ) {
            throw bad(name, field, hertz, "0.." + Fixed.toString(MAX_HERTZ) + " Hz");
        }
        if (zeta < 0 || zeta > MAX_DAMPING_RATIO) {
            throw bad(name, field.replace("Hertz", "DampingRatio"), zeta, "0.." + Fixed.toString(MAX_DAMPING_RATIO));
        }
        return current != null && current.isOf(hertz, zeta, h) ? current : Softness.of(hertz, zeta, h);
    }

    private static void checkAnchor(String name, String[] fields, long x, long y, long z, long extent) {
        range(name, fields[0], x, -extent, extent);
        range(name, fields[1], y, -extent, extent);
        range(name, fields[2], z, -extent, extent);
    }

    private static void checkUnit(String name, String field, long w, long x, long y, long z) {
        long two = 2 * Fixed.ONE;
        if (Math.abs(w) > two || Math.abs(x) > two || Math.abs(y) > two || Math.abs(z) > two
                || w == Long.MIN_VALUE || x == Long.MIN_VALUE || y == Long.MIN_VALUE || z == Long.MIN_VALUE
                || Math.abs(Fixed.sub(Fixed.dot4(w, w, x, x, y, y, z, z), Fixed.ONE)) > WorldLimits.UNIT_QUATERNION_TOLERANCE) {
            throw bad(name, field, w, "a unit quaternion (w x y z = " + Fixed.toString(w) + " " + Fixed.toString(x) + " "
                    + Fixed.toString(y) + " " + Fixed.toString(z) + ")");
        }
    }

    private static void range(String name, String field, long v, long lo, long hi) {
        if (v < lo || v > hi) {
            throw bad(name, field, v, Fixed.toString(lo) + ".." + Fixed.toString(hi));
        }
    }

    private static IllegalArgumentException badFlag(String name, String field, String expected) {
        return new IllegalArgumentException(name + ": field " + field + " is set; expected " + expected);
    }

    static IllegalArgumentException bad(String name, String field, long v, String expected) {
        return new IllegalArgumentException(name + ": field " + field + " = " + Fixed.toString(v) + " (raw " + v + "); expected "
                + expected);
    }
}
