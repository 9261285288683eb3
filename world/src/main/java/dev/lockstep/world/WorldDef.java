package dev.lockstep.world;

import dev.lockstep.fixedpoint.Fixed;
import dev.lockstep.fixedpoint.Vec3;

/**
 * The settings of a {@link World}, Box2D's {@code b2WorldDef}: a definition with defaults that the
 * world copies when it is created (changing the definition later changes nothing). Every value is
 * raw Q31.32 in metres, seconds and kilograms unless said otherwise.
 *
 * <p>Defaults follow Box2D v3 / Box3D (research brief, section (b)); each is named below with its
 * reason. The tick is {@code 1 / tickRate} seconds and each tick runs {@code substeps} substeps, so
 * with the defaults (60 Hz, 4 substeps) the substep rate {@code 1/h = 240} is an exact integer.
 */
public final class WorldDef {
    /** Default gravity, {@code (0, -9.81, 0)} m/s^2, the y component the raw value nearest to -9.81. */
    public static final Vec3 DEFAULT_GRAVITY = new Vec3(0, Fixed.neg(FixedDecimals.raw("9.81")), 0);
    /**
     * Default linear slop, the penetration the solver leaves alone: 0.005 m (Box2D's
     * {@code B2_LINEAR_SLOP}), raw {@code 21474836}. Consequence: resting contacts sit this deep.
     */
    public static final long DEFAULT_LINEAR_SLOP = FixedDecimals.raw("0.005");

    private Vec3 gravity = DEFAULT_GRAVITY;
    private int tickRate = 60;
    private int substeps = 4;
    private long contactHertz = Fixed.fromInt(30);
    private long contactDampingRatio = Fixed.fromInt(10);
    private long staticContactHertz = Fixed.fromInt(60);
    private long maxContactPushSpeed = Fixed.fromInt(3);
    private long jointHertz = Fixed.fromInt(60);
    private long jointDampingRatio = Fixed.fromInt(2);
    private long linearSlop = DEFAULT_LINEAR_SLOP;
    private long restitutionThreshold = Fixed.ONE;
    private long hitEventThreshold = Fixed.ONE;
    private long sleepThreshold = FixedDecimals.raw("0.05");
    private int sleepTicks = 30;
    private boolean enableSleep = true;
    private long maxLinearSpeed = Fixed.fromInt(400);
    private long worldExtent = Fixed.fromInt(WorldLimits.DEFAULT_WORLD_EXTENT_UNITS);

    /** Creates a definition holding the defaults. */
    public WorldDef() {
    }

    /** Gravity in m/s^2 (default {@link #DEFAULT_GRAVITY}). */
    public WorldDef gravity(Vec3 g) {
        gravity = java.util.Objects.requireNonNull(g, "gravity");
        return this;
    }

    /** Ticks per second, 1..1000 (default 60). Checked by the world. */
    public WorldDef tickRate(int hz) {
        tickRate = hz;
        return this;
    }

    /** Substeps per tick, 1..16 (default 4, Box2D's recommendation). */
    public WorldDef substeps(int n) {
        substeps = n;
        return this;
    }

    /** Contact stiffness between dynamic bodies in Hz (default 30, Box2D's {@code contactHertz}); capped at a quarter of the substep rate. */
    public WorldDef contactHertz(long hz) {
        contactHertz = hz;
        return this;
    }

    /** Contact damping ratio (default 10, Box2D's {@code contactDampingRatio}: stiff and overdamped). */
    public WorldDef contactDampingRatio(long zeta) {
        contactDampingRatio = zeta;
        return this;
    }

    /** Stiffness of contacts against static and kinematic bodies in Hz (default 60: Box2D's 2 x contactHertz). */
    public WorldDef staticContactHertz(long hz) {
        staticContactHertz = hz;
        return this;
    }

    /**
     * Stiffness of the hard joint rows in the biased pass, Hz (default 60, Box3D's {@code jointHertz});
     * capped at a quarter of the substep rate.
     */
    public WorldDef jointHertz(long hz) {
        jointHertz = hz;
        return this;
    }

    /** Damping ratio of the hard joint rows (default 2, Box3D's {@code jointDampingRatio}). */
    public WorldDef jointDampingRatio(long zeta) {
        jointDampingRatio = zeta;
        return this;
    }

    /** Largest speed at which overlap is pushed apart, m/s (default 3, Box2D's {@code contactSpeed}). */
    public WorldDef maxContactPushSpeed(long speed) {
        maxContactPushSpeed = speed;
        return this;
    }

    /** Linear slop in metres (default {@link #DEFAULT_LINEAR_SLOP}); the speculative distance is 4 slops. */
    public WorldDef linearSlop(long slop) {
        linearSlop = slop;
        return this;
    }

    /** Approach speed (m/s) below which restitution is ignored (default 1, Box2D's {@code restitutionThreshold}). */
    public WorldDef restitutionThreshold(long speed) {
        restitutionThreshold = speed;
        return this;
    }

    /** Approach speed (m/s) from which a beginning contact reports a hit event (default 1). */
    public WorldDef hitEventThreshold(long speed) {
        hitEventThreshold = speed;
        return this;
    }

    /** Speed (m/s, including the rotation's arc at the body's extent) below which a body counts toward sleep (default 0.05). */
    public WorldDef sleepThreshold(long speed) {
        sleepThreshold = speed;
        return this;
    }

    /** Ticks every body of an island must stay below the sleep threshold before it sleeps (default 30: 0.5 s at 60 Hz). */
    public WorldDef sleepTicks(int ticks) {
        sleepTicks = ticks;
        return this;
    }

    /** Whether islands may sleep (default true). */
    public WorldDef enableSleep(boolean on) {
        enableSleep = on;
        return this;
    }

    /** Speed limit in m/s (default 400, Box2D's {@code B2_HUGE}-free {@code maxLinearSpeed} of 4 m per step at 100 Hz). */
    public WorldDef maxLinearSpeed(long speed) {
        maxLinearSpeed = speed;
        return this;
    }

    /**
     * Half-size of the world-size budget in metres: every body position and every mesh vertex must
     * lie within {@code [-extent, extent]} on each axis (default
     * {@link WorldLimits#DEFAULT_WORLD_EXTENT_UNITS}); see {@link WorldLimits}.
     */
    public WorldDef worldExtent(long extent) {
        worldExtent = extent;
        return this;
    }

    public Vec3 gravity() {
        return gravity;
    }

    public int tickRate() {
        return tickRate;
    }

    public int substeps() {
        return substeps;
    }

    public long contactHertz() {
        return contactHertz;
    }

    public long contactDampingRatio() {
        return contactDampingRatio;
    }

    public long staticContactHertz() {
        return staticContactHertz;
    }

    public long jointHertz() {
        return jointHertz;
    }

    public long jointDampingRatio() {
        return jointDampingRatio;
    }

    public long maxContactPushSpeed() {
        return maxContactPushSpeed;
    }

    public long linearSlop() {
        return linearSlop;
    }

    public long restitutionThreshold() {
        return restitutionThreshold;
    }

    public long hitEventThreshold() {
        return hitEventThreshold;
    }

    public long sleepThreshold() {
        return sleepThreshold;
    }

    public int sleepTicks() {
        return sleepTicks;
    }

    public boolean enableSleep() {
        return enableSleep;
    }

    public long maxLinearSpeed() {
        return maxLinearSpeed;
    }

    public long worldExtent() {
        return worldExtent;
    }
}
