package dev.lockstep.world;

import dev.lockstep.fixedpoint.Fixed;
import dev.lockstep.fixedpoint.Quat;
import dev.lockstep.fixedpoint.Vec3;
import java.util.ArrayList;
import java.util.List;
import java.util.Objects;

/**
 * What a body is when it is created (Box2D's {@code b2BodyDef} plus its shapes): type, pose,
 * velocities, damping, gravity scale, flags, a game's user data id, and one or more
 * {@link ShapeDef}s. The position is the body origin; the rotation must be a unit quaternion
 * (within {@link WorldLimits#UNIT_QUATERNION_TOLERANCE}). Velocities are of the centre of mass.
 */
public final class BodyDef {
    private BodyType type = BodyType.STATIC;
    private Vec3 position = Vec3.ZERO;
    private Quat rotation = Quat.IDENTITY;
    private Vec3 linearVelocity = Vec3.ZERO;
    private Vec3 angularVelocity = Vec3.ZERO;
    private long linearDamping;
    private long angularDamping;
    private long gravityScale = Fixed.ONE;
    private boolean fixedRotation;
    private boolean bullet;
    private boolean awake = true;
    private boolean enableSleep = true;
    private long userData;
    private final List<ShapeDef> shapes = new ArrayList<>();

    /** Creates a static body definition at the origin with no shapes. */
    public BodyDef() {
    }

    public BodyDef type(BodyType t) {
        type = Objects.requireNonNull(t, "type");
        return this;
    }

    public BodyDef position(Vec3 p) {
        position = Objects.requireNonNull(p, "position");
        return this;
    }

    public BodyDef rotation(Quat q) {
        rotation = Objects.requireNonNull(q, "rotation");
        return this;
    }

    public BodyDef linearVelocity(Vec3 v) {
        linearVelocity = Objects.requireNonNull(v, "linearVelocity");
        return this;
    }

    public BodyDef angularVelocity(Vec3 w) {
        angularVelocity = Objects.requireNonNull(w, "angularVelocity");
        return this;
    }

    /** Linear damping per second (raw, {@code >= 0}; Pade form {@code v / (1 + h c)} each substep). */
    public BodyDef linearDamping(long c) {
        linearDamping = c;
        return this;
    }

    /** Angular damping per second (raw, {@code >= 0}). */
    public BodyDef angularDamping(long c) {
        angularDamping = c;
        return this;
    }

    /** Multiplier of the world's gravity for this body (raw; default 1). */
    public BodyDef gravityScale(long s) {
        gravityScale = s;
        return this;
    }

    /** A body that never rotates (infinite inertia). */
    public BodyDef fixedRotation(boolean on) {
        fixedRotation = on;
        return this;
    }

    /** A fast body that gets continuous collision against every other body, not only static ones. */
    public BodyDef bullet(boolean on) {
        bullet = on;
        return this;
    }

    /** Whether the body starts awake (default true). */
    public BodyDef awake(boolean on) {
        awake = on;
        return this;
    }

    /** Whether the body may sleep (default true). */
    public BodyDef enableSleep(boolean on) {
        enableSleep = on;
        return this;
    }

    /** The game's id for this body, carried in state, events and queries (default 0). */
    public BodyDef userData(long id) {
        userData = id;
        return this;
    }

    /** Adds a shape. */
    public BodyDef shape(ShapeDef s) {
        shapes.add(Objects.requireNonNull(s, "shape"));
        return this;
    }

    public BodyType type() {
        return type;
    }

    public Vec3 position() {
        return position;
    }

    public Quat rotation() {
        return rotation;
    }

    public Vec3 linearVelocity() {
        return linearVelocity;
    }

    public Vec3 angularVelocity() {
        return angularVelocity;
    }

    public long linearDamping() {
        return linearDamping;
    }

    public long angularDamping() {
        return angularDamping;
    }

    public long gravityScale() {
        return gravityScale;
    }

    public boolean fixedRotation() {
        return fixedRotation;
    }

    public boolean bullet() {
        return bullet;
    }

    public boolean awake() {
        return awake;
    }

    public boolean enableSleep() {
        return enableSleep;
    }

    public long userData() {
        return userData;
    }

    /** Returns the shapes in the order added (a copy). */
    public List<ShapeDef> shapes() {
        return List.copyOf(shapes);
    }
}
