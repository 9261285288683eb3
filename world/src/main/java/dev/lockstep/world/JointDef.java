package dev.lockstep.world;

import dev.lockstep.fixedpoint.Fixed;
import dev.lockstep.fixedpoint.Quat;
import dev.lockstep.fixedpoint.Vec3;
import java.util.Objects;

/**
 * What a joint is when it is created (Box3D's joint definitions folded into one class): its
 * {@link JointType}, the two bodies, a frame on each, and the options of its type. Every value is
 * raw Q31.32 (metres, radians, seconds, newtons).
 *
 * <p>Frames: a joint frame is an anchor point and a rotation. The factories take one frame in world
 * space ({@link #frameRotation} orients it) that {@link World#createJoint} converts into each body's
 * local frame at creation; {@link #localFrames} gives them directly (body origin frame). The
 * revolute axis is the frame's z axis; the prismatic axis and the spherical cone and twist axis are
 * the frame's x axis.
 *
 * <p>"No limit" and "no force cap" are flags ({@link #enableLimit}, {@link #unlimitedMotorForce},
 * {@link #breakable}), never huge sentinel values: a sentinel squared or scaled by the substep
 * overflows (research brief pitfall 4). Softness: {@code 0} Hz means rigid, solved with the world's
 * joint softness ({@link WorldDef#jointHertz}) in the biased pass like every hard row.
 *
 * <pre>{@code
 * JointDef hinge = JointDef.revolute(door, frame, Vec3.ofInts(0, 1, 0))
 *         .frameRotation(Quat.fromAxisAngle(Vec3.ofInts(1, 0, 0), -Fixed.HALF_PI))  // z axis -> world y
 *         .limit(-Fixed.HALF_PI, Fixed.HALF_PI);
 * JointId id = world.createJoint(hinge);
 * }</pre>
 */
public final class JointDef {
    JointType type;
    BodyId bodyA;
    BodyId bodyB;
    boolean worldFrames = true;
    Vec3 anchorA = Vec3.ZERO;
    Vec3 anchorB = Vec3.ZERO;
    Quat rotationA = Quat.IDENTITY;
    Quat rotationB = Quat.IDENTITY;
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
    long springDampingRatio = Fixed.ONE;
    long length;
    long linearHertz;
    long linearDampingRatio = Fixed.ONE;
    long angularHertz;
    long angularDampingRatio = Fixed.ONE;
    boolean breakable;
    long breakForce;
    long breakTorque;
    long userData;

    private JointDef(JointType type, BodyId a, BodyId b) {
        this.type = Objects.requireNonNull(type, "type");
        this.bodyA = Objects.requireNonNull(a, "bodyA");
        this.bodyB = Objects.requireNonNull(b, "bodyB");
    }

    /** A ball and socket at {@code worldPivot}. */
    public static JointDef spherical(BodyId a, BodyId b, Vec3 worldPivot) {
        return new JointDef(JointType.SPHERICAL, a, b).pivot(worldPivot);
    }

    /** A hinge at {@code worldPivot} about the frame's z axis (world z unless {@link #frameRotation} turns it). */
    public static JointDef revolute(BodyId a, BodyId b, Vec3 worldPivot) {
        return new JointDef(JointType.REVOLUTE, a, b).pivot(worldPivot);
    }

    /** A weld holding the bodies' relative pose at creation, its frame at {@code worldPivot}. */
    public static JointDef weld(BodyId a, BodyId b, Vec3 worldPivot) {
        return new JointDef(JointType.WELD, a, b).pivot(worldPivot);
    }

    /** A slider at {@code worldPivot} along the frame's x axis (world x unless {@link #frameRotation} turns it). */
    public static JointDef prismatic(BodyId a, BodyId b, Vec3 worldPivot) {
        return new JointDef(JointType.PRISMATIC, a, b).pivot(worldPivot);
    }

    /**
     * A rigid distance between two world anchors; the length is their distance now (rounded once,
     * {@link Fixed#length3}); {@link #length}, {@link #spring} and {@link #limit} change it into a
     * spring or a rope.
     */
    public static JointDef distance(BodyId a, BodyId b, Vec3 worldAnchorA, Vec3 worldAnchorB) {
        JointDef d = new JointDef(JointType.DISTANCE, a, b);
        d.anchorA = Objects.requireNonNull(worldAnchorA, "worldAnchorA");
        d.anchorB = Objects.requireNonNull(worldAnchorB, "worldAnchorB");
        d.length = Fixed.length3(Fixed.sub(worldAnchorB.x(), worldAnchorA.x()), Fixed.sub(worldAnchorB.y(), worldAnchorA.y()),
                Fixed.sub(worldAnchorB.z(), worldAnchorA.z()));
        return d;
    }

    private JointDef pivot(Vec3 p) {
        anchorA = Objects.requireNonNull(p, "worldPivot");
        anchorB = p;
        return this;
    }

    /** Orients the world frame of the factories (unit quaternion): the joint's axes are this rotation's axes. */
    public JointDef frameRotation(Quat worldRotation) {
        rotationA = Objects.requireNonNull(worldRotation, "worldRotation");
        rotationB = worldRotation;
        worldFrames = true;
        return this;
    }

    /** Sets both frames in the bodies' own (origin) frames instead of one world frame. */
    public JointDef localFrames(Vec3 localAnchorA, Quat localRotationA, Vec3 localAnchorB, Quat localRotationB) {
        anchorA = Objects.requireNonNull(localAnchorA, "localAnchorA");
        rotationA = Objects.requireNonNull(localRotationA, "localRotationA");
        anchorB = Objects.requireNonNull(localAnchorB, "localAnchorB");
        rotationB = Objects.requireNonNull(localRotationB, "localRotationB");
        worldFrames = false;
        return this;
    }

    /** Lets the two bodies collide with each other (default false: the broadphase skips their pairs). */
    public JointDef collideConnected(boolean collide) {
        collideConnected = collide;
        return this;
    }

    /**
     * Enables the limit: revolute angle (radians, within [-pi, pi]), prismatic translation or
     * distance length (metres, {@code lower >= 0} for a distance), {@code lower <= upper}.
     */
    public JointDef limit(long lowerLimit, long upperLimit) {
        enableLimit = true;
        lower = lowerLimit;
        upper = upperLimit;
        return this;
    }

    /** Spherical: the angle between the frames' x axes stays at most {@code angle} (radians, [0, pi]). */
    public JointDef cone(long angle) {
        enableCone = true;
        coneAngle = angle;
        return this;
    }

    /** Spherical: the twist of B's frame about the x axis relative to A's stays in [lower, upper] (radians, within [-pi, pi]). */
    public JointDef twist(long lowerAngle, long upperAngle) {
        enableTwist = true;
        twistLower = lowerAngle;
        twistUpper = upperAngle;
        return this;
    }

    /**
     * Enables the motor: revolute (rad/s about z) or prismatic (m/s along x); the impulse per
     * substep is capped at {@code maxForce * h} (N m or N).
     */
    public JointDef motor(long speed, long maxForce) {
        enableMotor = true;
        motorSpeed = speed;
        maxMotorForce = maxForce;
        unlimitedMotorForce = false;
        return this;
    }

    /** Enables a motor without a force cap (a flag, not a huge value). */
    public JointDef unlimitedMotor(long speed) {
        enableMotor = true;
        motorSpeed = speed;
        maxMotorForce = 0;
        unlimitedMotorForce = true;
        return this;
    }

    /**
     * Enables the spring: revolute (towards angle 0) or distance (towards {@link #length}), stiffness
     * in Hz and damping ratio; {@code 0} Hz is a free spring (a distance joint with a limit is then a rope).
     */
    public JointDef spring(long hertz, long dampingRatio) {
        enableSpring = true;
        springHertz = hertz;
        springDampingRatio = dampingRatio;
        return this;
    }

    /** Distance: the rest length (metres, > 0). */
    public JointDef length(long restLength) {
        length = restLength;
        return this;
    }

    /** Weld: soft linear and angular stiffness (Hz, 0 = rigid) and damping ratios. */
    public JointDef weldSoftness(long linearHz, long linearZeta, long angularHz, long angularZeta) {
        linearHertz = linearHz;
        linearDampingRatio = linearZeta;
        angularHertz = angularHz;
        angularDampingRatio = angularZeta;
        return this;
    }

    /**
     * Makes the joint breakable: it breaks at the end of a step whose constraint force exceeds
     * {@code force} (N) or whose constraint torque exceeds {@code torque} (N m); see {@link JointEvents}.
     */
    public JointDef breakable(long force, long torque) {
        breakable = true;
        breakForce = force;
        breakTorque = torque;
        return this;
    }

    /** A game's id for the joint, reported with its events. */
    public JointDef userData(long data) {
        userData = data;
        return this;
    }

    public JointType type() {
        return type;
    }

    public BodyId bodyA() {
        return bodyA;
    }

    public BodyId bodyB() {
        return bodyB;
    }
}
