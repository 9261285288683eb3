package dev.lockstep.world;

import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.lockstep.fixedpoint.Fixed;
import dev.lockstep.fixedpoint.Vec3;
import org.junit.jupiter.api.Test;

/**
 * Issue 18, Proof: "a fast small sphere shot at a thin wall never passes through". A sphere of
 * radius 0.05 (density 1000, so its inertia is inside {@link MassWindow}) is shot at a static wall
 * box 0.1 m thick (x from -0.05 to 0.05) at 100 and 300 m/s, that is 1.7 and 5 m per tick: 17 and
 * 50 times its diameter, and 17 and 50 wall thicknesses. Without continuous collision it would
 * step straight over the wall. Every tick its centre must stay on the near side (x below the
 * wall's near face); the speculative contact, whose distance grows with the motion bound
 * {@code |v| dt}, catches it.
 */
class ThinWallTest {
    static final long RADIUS = FixedDecimals.raw("0.05");
    static final long WALL_HALF_THICKNESS = FixedDecimals.raw("0.05");
    static final int TICKS = 60;

    @Test
    void sphereAt100MetresPerSecond_headOn_staysOnNearSide() {
        shoot(new Vec3(Fixed.fromInt(100), 0, 0), true);
    }

    @Test
    void sphereAt300MetresPerSecond_headOn_staysOnNearSide() {
        shoot(new Vec3(Fixed.fromInt(300), 0, 0), true);
    }

    @Test
    void sphereAt300MetresPerSecond_obliqueUnderGravity_staysOnNearSide() {
        // 300 m/s along x plus 100 m/s along z and 20 m/s up, under gravity: the hit is off the normal
        shoot(new Vec3(Fixed.fromInt(300), Fixed.fromInt(20), Fixed.fromInt(100)), false);
    }

    private static void shoot(Vec3 velocity, boolean zeroGravity) {
        WorldDef def = new WorldDef();
        if (zeroGravity) {
            def.gravity(Vec3.ZERO);
        }
        World world = new World(def);
        // the wall: 0.1 m thick, 20 x 20 m, centred on the origin
        world.createBody(new BodyDef().shape(ShapeDef.box(new Vec3(WALL_HALF_THICKNESS, Fixed.fromInt(10), Fixed.fromInt(10)))));
        BodyId ball = world.createBody(new BodyDef().type(BodyType.DYNAMIC).position(new Vec3(Fixed.fromInt(-8), 0, 0))
                .linearVelocity(velocity).shape(ShapeDef.sphere(RADIUS).density(Fixed.fromInt(1000))));
        long nearFace = Fixed.neg(WALL_HALF_THICKNESS);
        long deepest = Long.MIN_VALUE;
        for (int t = 0; t < TICKS; t++) {
            world.step();
            long x = world.position(ball).x();
            deepest = Math.max(deepest, x);
            assertTrue(x < nearFace, "at " + Fixed.toString(velocity.x()) + " m/s the centre reached x = " + Fixed.toString(x)
                    + " at tick " + world.tick() + ", past the wall's near face x = " + Fixed.toString(nearFace));
        }
        // the surface stops at the face: centre at -0.1 within the speculative distance either way
        long penetration = Fixed.add(deepest, Fixed.add(WALL_HALF_THICKNESS, RADIUS));
        System.out.println("ThinWallTest: velocity " + velocity + ": closest centre x = " + Fixed.toString(deepest)
                + " (penetration of the surface " + Fixed.toString(penetration) + " m)");
        assertTrue(penetration > Fixed.neg(FixedDecimals.raw("0.02")), "the ball never reached the wall");
        assertTrue(penetration < FixedDecimals.raw("0.02"), "the ball sank " + Fixed.toString(penetration) + " m into the wall");
    }
}
