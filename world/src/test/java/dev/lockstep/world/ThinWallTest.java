package dev.lockstep.world;

import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.lockstep.collision.mesh.TriangleMesh;
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
 * {@code |v| dt}, catches it. The same holds for a wall that is a static mesh of two triangles (no
 * thickness at all), for box and capsule bullets, and for a box that spins at 30 rad/s on its way.
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

    @Test
    void sphereAt300MetresPerSecond_intoAMeshWallOfZeroThickness_staysOnNearSide() {
        shoot(Bullet.SPHERE, Wall.MESH, new Vec3(Fixed.fromInt(300), 0, 0), Vec3.ZERO, true);
    }

    @Test
    void boxAt200MetresPerSecond_intoBoxAndMeshWalls_staysOnNearSide() {
        shoot(Bullet.BOX, Wall.BOX, new Vec3(Fixed.fromInt(200), 0, Fixed.fromInt(30)), Vec3.ZERO, true);
        shoot(Bullet.BOX, Wall.MESH, new Vec3(Fixed.fromInt(200), 0, Fixed.fromInt(30)), Vec3.ZERO, true);
    }

    @Test
    void capsuleAt200MetresPerSecond_intoAMeshWall_staysOnNearSide() {
        shoot(Bullet.CAPSULE, Wall.MESH, new Vec3(Fixed.fromInt(200), Fixed.fromInt(10), 0), Vec3.ZERO, false);
    }

    /** The rotation caveat, bounded: a box spinning at 30 rad/s (half a turn in 6 ticks) still stops at the wall. */
    @Test
    void spinningBoxAt100MetresPerSecond_intoAMeshWall_staysOnNearSide() {
        shoot(Bullet.BOX, Wall.MESH, new Vec3(Fixed.fromInt(100), 0, 0), new Vec3(0, Fixed.fromInt(30), Fixed.fromInt(11)), true);
    }

    private enum Bullet { SPHERE, BOX, CAPSULE }

    private enum Wall { BOX, MESH }

    private static void shoot(Vec3 velocity, boolean zeroGravity) {
        shoot(Bullet.SPHERE, Wall.BOX, velocity, Vec3.ZERO, zeroGravity);
    }

    private static void shoot(Bullet bullet, Wall wallKind, Vec3 velocity, Vec3 spin, boolean zeroGravity) {
        WorldDef def = new WorldDef();
        if (zeroGravity) {
            def.gravity(Vec3.ZERO);
        }
        World world = new World(def);
        long nearFace;
        if (wallKind == Wall.BOX) {
            // the wall: 0.1 m thick, 20 x 20 m, centred on the origin
            world.createBody(new BodyDef().shape(ShapeDef.box(new Vec3(WALL_HALF_THICKNESS, Fixed.fromInt(10), Fixed.fromInt(10)))));
            nearFace = Fixed.neg(WALL_HALF_THICKNESS);
        } else {
            // the wall: the plane x = -0.05 as two triangles, 20 x 20 m, front faces towards -x
            long x = Fixed.neg(WALL_HALF_THICKNESS);
            long e = Fixed.fromInt(10);
            Vec3[] corners = {new Vec3(x, -e, -e), new Vec3(x, e, -e), new Vec3(x, e, e), new Vec3(x, -e, e)};
            world.createBody(new BodyDef().shape(ShapeDef.mesh(TriangleMesh.of(corners, new int[] {0, 2, 1, 0, 3, 2}))));
            nearFace = x;
        }
        ShapeDef shape;
        long reach;                        // the bullet's largest extent along x at any rotation
        switch (bullet) {
            case BOX:
                shape = ShapeDef.box(new Vec3(RADIUS, RADIUS, RADIUS));
                reach = FixedDecimals.raw("0.0866026");
                break;
            case CAPSULE:
                shape = ShapeDef.capsule(new Vec3(0, Fixed.neg(RADIUS), 0), new Vec3(0, RADIUS, 0), RADIUS);
                reach = Fixed.add(RADIUS, RADIUS);
                break;
            default:
                shape = ShapeDef.sphere(RADIUS);
                reach = RADIUS;
                break;
        }
        BodyId ball = world.createBody(new BodyDef().type(BodyType.DYNAMIC).position(new Vec3(Fixed.fromInt(-8), 0, 0))
                .linearVelocity(velocity).angularVelocity(spin).shape(shape.density(Fixed.fromInt(1000))));
        // any part of the bullet past the wall's plane would be a tunnel: the centre stays a surface's reach short of it
        nearFace = Fixed.sub(nearFace, bullet == Bullet.SPHERE ? 0 : Fixed.sub(reach, FixedDecimals.raw("0.02")));
        long deepest = Long.MIN_VALUE;
        for (int t = 0; t < TICKS; t++) {
            world.step();
            long x = world.position(ball).x();
            deepest = Math.max(deepest, x);
            assertTrue(x < nearFace, "at " + Fixed.toString(velocity.x()) + " m/s the centre reached x = " + Fixed.toString(x)
                    + " at tick " + world.tick() + ", past the wall's near face x = " + Fixed.toString(nearFace));
        }
        System.out.println("ThinWallTest: " + bullet + " into " + wallKind + " wall, velocity " + velocity + ", spin " + spin
                + ": closest centre x = " + Fixed.toString(deepest));
        if (bullet == Bullet.SPHERE) {
            // the surface stops at the face: centre at -0.1 within the speculative distance either way
            long penetration = Fixed.add(deepest, Fixed.add(WALL_HALF_THICKNESS, RADIUS));
            assertTrue(penetration > Fixed.neg(FixedDecimals.raw("0.02")), "the ball never reached the wall");
            assertTrue(penetration < FixedDecimals.raw("0.02"), "the ball sank " + Fixed.toString(penetration) + " m into the wall");
        } else {
            assertTrue(deepest > Fixed.sub(nearFace, FixedDecimals.raw("0.2")), "the bullet never reached the wall");
        }
    }
}
