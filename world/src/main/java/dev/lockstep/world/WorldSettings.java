package dev.lockstep.world;

import dev.lockstep.fixedpoint.Fixed;
import dev.lockstep.fixedpoint.Vec3;

/**
 * A {@link WorldDef} checked against its documented ranges, with the values every phase derives
 * from it formed once: the tick and substep lengths, the speculative distance, the speed limits
 * and the solvers' softness. Immutable; one per world.
 */
final class WorldSettings {
    final int tickRate;
    final int substeps;
    /** Substeps per second, {@code tickRate * substeps}: an exact integer, so {@code 1/h} multiplies exactly. */
    final int inverseH;
    /** Tick length {@code 1 / tickRate}, rounded once. */
    final long dt;
    /** Substep length {@code 1 / inverseH}, rounded once. */
    final long h;
    /** Box2D's speculative distance: 4 linear slops. */
    final long speculativeDistance;
    final long sleepThreshold;
    final int sleepTicks;
    final boolean sleepEnabled;
    final long maxLinearSpeed;
    /** Box2D's {@code B2_MAX_ROTATION}: a quarter of pi per substep, as rad/s. */
    final long maxAngularSpeed;
    final long worldExtent;
    final long hitThreshold;
    final Vec3 gravity;
    final Softness contactSoftness;
    final Softness staticContactSoftness;
    final Softness jointSoftness;
    final long maxContactPushSpeed;
    final long restitutionThreshold;

    /**
     * Checks {@code def} and derives the settings.
     *
     * @throws IllegalArgumentException if a setting is out of its documented range
     */
    WorldSettings(WorldDef def) {
        if (def.tickRate() < 1 || def.tickRate() > 1000) {
            throw new IllegalArgumentException("tickRate must be 1..1000, got " + def.tickRate());
        }
        if (def.substeps() < 1 || def.substeps() > 16) {
            throw new IllegalArgumentException("substeps must be 1..16, got " + def.substeps());
        }
        requireNonNegative("contactHertz", def.contactHertz());
        requireNonNegative("contactDampingRatio", def.contactDampingRatio());
        requireNonNegative("staticContactHertz", def.staticContactHertz());
        requireNonNegative("maxContactPushSpeed", def.maxContactPushSpeed());
        requireNonNegative("jointHertz", def.jointHertz());
        requireNonNegative("jointDampingRatio", def.jointDampingRatio());
        requireNonNegative("restitutionThreshold", def.restitutionThreshold());
        requireNonNegative("hitEventThreshold", def.hitEventThreshold());
        requireNonNegative("sleepThreshold", def.sleepThreshold());
        if (def.linearSlop() <= 0 || def.linearSlop() > Fixed.ONE) {
            throw new IllegalArgumentException("linearSlop must be in (0, 1] m, got " + Fixed.toString(def.linearSlop()));
        }
        if (def.sleepTicks() < 1) {
            throw new IllegalArgumentException("sleepTicks must be >= 1, got " + def.sleepTicks());
        }
        if (def.maxLinearSpeed() <= 0 || def.maxLinearSpeed() > Fixed.fromInt(10_000)) {
            throw new IllegalArgumentException("maxLinearSpeed must be in (0, 10000] m/s, got " + Fixed.toString(def.maxLinearSpeed()));
        }
        if (def.worldExtent() <= 0 || def.worldExtent() > WorldLimits.MAX_WORLD_EXTENT) {
            throw new IllegalArgumentException("worldExtent must be in (0, " + Fixed.toString(WorldLimits.MAX_WORLD_EXTENT)
                    + "], got " + Fixed.toString(def.worldExtent()));
        }
        Vec3 g = def.gravity();
        long gLimit = Fixed.fromInt(1000);
        if (Math.abs(g.x()) > gLimit || Math.abs(g.y()) > gLimit || Math.abs(g.z()) > gLimit) {
            throw new IllegalArgumentException("gravity components must be within +-1000 m/s^2, got " + g);
        }
        tickRate = def.tickRate();
        substeps = def.substeps();
        inverseH = tickRate * substeps;
        dt = Fixed.div(Fixed.ONE, Fixed.fromInt(tickRate));
        h = Fixed.div(Fixed.ONE, Fixed.fromInt(inverseH));
        speculativeDistance = Fixed.mulInt(def.linearSlop(), 4);
        sleepThreshold = def.sleepThreshold();
        sleepTicks = def.sleepTicks();
        sleepEnabled = def.enableSleep();
        maxLinearSpeed = def.maxLinearSpeed();
        maxAngularSpeed = Fixed.mulInt(Fixed.mul(Fixed.PI, FixedDecimals.raw("0.25")), inverseH);
        worldExtent = def.worldExtent();
        hitThreshold = def.hitEventThreshold();
        gravity = g;
        // Box2D caps the contact stiffness at a quarter of the substep rate
        long cap = Fixed.fromInt(inverseH / 4);
        contactSoftness = Softness.of(Fixed.min(def.contactHertz(), cap), def.contactDampingRatio(), h);
        staticContactSoftness = Softness.of(Fixed.min(def.staticContactHertz(), cap), def.contactDampingRatio(), h);
        // Box3D: joint softness min(jointHertz, inv_h / 4), damping ratio 2
        jointSoftness = Softness.of(Fixed.min(def.jointHertz(), cap), def.jointDampingRatio(), h);
        maxContactPushSpeed = def.maxContactPushSpeed();
        restitutionThreshold = def.restitutionThreshold();
    }

    private static void requireNonNegative(String what, long v) {
        if (v < 0) {
            throw new IllegalArgumentException(what + " must be >= 0, got " + Fixed.toString(v));
        }
    }
}
