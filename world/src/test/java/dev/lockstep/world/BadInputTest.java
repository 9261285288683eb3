package dev.lockstep.world;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertNotEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.lockstep.collision.mesh.TriangleMesh;
import dev.lockstep.collision.shape.ConvexHull;
import dev.lockstep.collision.shape.HullBuildException;
import dev.lockstep.fixedpoint.Fixed;
import dev.lockstep.fixedpoint.Quat;
import dev.lockstep.fixedpoint.Vec3;
import java.util.List;
import java.util.function.Consumer;
import org.junit.jupiter.api.Test;

/**
 * Issue 18, Proof: "degenerate hulls, zero or negative mass, huge or tiny bodies, and a body placed
 * outside the world-size budget each get a clear error at creation", and "a destroyed id is
 * rejected with a clear error, never silently reused". Each message must name the body (its
 * would-be index and user data) and the limit it broke; a rejected body must leave the world as it
 * was (nothing half-created).
 */
class BadInputTest {
    static final long USER_DATA = 4242;

    @Test
    void coplanarPoints_hullFailsAtConvexHullOf() {
        List<Vec3> square = List.of(Vec3.ofInts(0, 0, 0), Vec3.ofInts(1, 0, 0), Vec3.ofInts(1, 0, 1), Vec3.ofInts(0, 0, 1),
                new Vec3(Fixed.HALF, 0, Fixed.HALF));
        HullBuildException e = assertThrows(HullBuildException.class, () -> ConvexHull.of(square));
        assertTrue(e.getMessage() != null && !e.getMessage().isEmpty(), "no message");
        System.out.println("BadInputTest: coplanar hull: " + e.getMessage());
    }

    @Test
    void zeroDensity_rejectedNamingBodyAndLimit() {
        rejected(dynamic(ShapeDef.box(half(Fixed.HALF)).density(0)), "density");
    }

    @Test
    void negativeDensity_rejectedNamingBodyAndLimit() {
        rejected(dynamic(ShapeDef.box(half(Fixed.HALF)).density(Fixed.neg(Fixed.ONE))), "density");
    }

    @Test
    void hugeBody_massAboveWindow_rejectedNamingMaxLimit() {
        // a 120 m box at density 1: mass 1.7e6 above MAX_MASS = 2^20, inertia 4.1e9 does not even
        // fit Q31.32 (it failed inside MassProperties.of without naming the body until BodyFactory.massOf)
        String m = rejected(dynamicBox(Fixed.fromInt(60)), "MAX_INERTIA");
        assertTrue(m.contains("MassWindow"), m);
    }

    @Test
    void denseBody_massAboveWindow_rejectedNamingMaxMass() {
        // a 12 m box of density 1000: mass 1.7e6 above MAX_MASS (its inertia alone would fit)
        String m = rejected(dynamic(ShapeDef.box(half(Fixed.fromInt(6))).density(Fixed.fromInt(1000))), "MAX_MASS");
        assertTrue(m.contains("mass"), m);
    }

    @Test
    void tinyBody_inertiaBelowWindow_rejectedNamingMinLimit() {
        // a 4 cm box at density 1: inertia 1.1e-7 below MIN_INERTIA = 2^-20
        String m = rejected(dynamicBox(FixedDecimals.raw("0.02")), "MIN_INERTIA");
        assertTrue(m.contains("below"), m);
    }

    @Test
    void bodyOutsideWorldBudget_rejectedNamingTheBudget() {
        BodyDef def = dynamicBox(Fixed.HALF).position(new Vec3(Fixed.fromInt(20_000), 0, 0));
        String m = rejected(def, "world-size budget");
        assertTrue(m.contains(Fixed.toString(WorldLimits.MAX_WORLD_EXTENT)), m);
        // a static body too: the budget is about coordinates, not mass
        rejected(new BodyDef().userData(USER_DATA).position(new Vec3(0, Fixed.fromInt(-16_385), 0)).shape(ShapeDef.box(half(Fixed.ONE))),
                "world-size budget");
    }

    @Test
    void nonUnitRotation_rejected() {
        rejected(dynamicBox(Fixed.HALF).rotation(new Quat(Fixed.TWO, 0, 0, 0)), "not a unit quaternion");
        rejected(dynamicBox(Fixed.HALF).rotation(new Quat(0, 0, 0, 0)), "not a unit quaternion");
    }

    @Test
    void meshOnDynamicBody_rejected() {
        TriangleMesh mesh = TriangleMesh.of(new Vec3[] {Vec3.ofInts(0, 0, 0), Vec3.ofInts(1, 0, 0), Vec3.ofInts(0, 0, 1)}, new int[] {0, 1, 2});
        rejected(dynamicBox(Fixed.HALF).shape(ShapeDef.mesh(mesh)), "mesh");
    }

    @Test
    void destroyedId_rejectedByEveryCall_evenAfterItsSlotIsReused() {
        World world = new World(new WorldDef());
        Scenes.ground(world, 5, 5);
        BodyId box = Scenes.unitBox(world, 0, Fixed.fromInt(2), 0);
        world.destroyBody(box);
        assertFalse(world.isValid(box));
        checkRejected(world, box);

        BodyId reused = Scenes.unitBox(world, 0, Fixed.fromInt(3), 0);
        assertEquals(box.index(), reused.index(), "the new body should take the freed slot");
        assertNotEquals(box.generation(), reused.generation());
        assertTrue(world.isValid(reused));
        checkRejected(world, box);
        // the stale handle did not touch the new body
        assertEquals(new Vec3(0, Fixed.fromInt(3), 0), world.position(reused));
        world.step();
        checkRejected(world, box);
    }

    private static void checkRejected(World world, BodyId stale) {
        List<Consumer<BodyId>> calls = List.of(
                world::position,
                id -> world.applyForce(id, Vec3.ofInts(0, 10, 0)),
                world::destroyBody,
                world::rotation,
                world::linearVelocity,
                id -> world.applyLinearImpulse(id, Vec3.ofInts(1, 0, 0)),
                id -> world.setLinearVelocity(id, Vec3.ZERO));
        for (Consumer<BodyId> call : calls) {
            IllegalArgumentException e = assertThrows(IllegalArgumentException.class, () -> call.accept(stale));
            assertTrue(e.getMessage().contains(stale.toString()) && e.getMessage().contains("destroyed"), e.getMessage());
        }
    }

    private static Vec3 half(long h) {
        return new Vec3(h, h, h);
    }

    private static BodyDef dynamicBox(long halfExtent) {
        return dynamic(ShapeDef.box(half(halfExtent)));
    }

    private static BodyDef dynamic(ShapeDef shape) {
        return new BodyDef().type(BodyType.DYNAMIC).position(Vec3.ofInts(0, 2, 0)).userData(USER_DATA).shape(shape);
    }

    /**
     * Creates {@code def} in a world holding one ground body (so the rejected body would be body 1)
     * and checks the failure: message names the body ("body 1", user data) and contains
     * {@code limit}; the world still holds only the ground. Returns the message.
     */
    private static String rejected(BodyDef def, String limit) {
        World world = new World(new WorldDef());
        Scenes.ground(world, 5, 5);
        long hash = world.stateHash();
        IllegalArgumentException e = assertThrows(IllegalArgumentException.class, () -> world.createBody(def));
        String m = e.getMessage();
        System.out.println("BadInputTest: " + m);
        assertTrue(m.contains("body 1") && m.contains("user data " + USER_DATA), "message does not name the body: " + m);
        assertTrue(m.contains(limit), "message does not name the limit '" + limit + "': " + m);
        assertEquals(1, world.bodySlotCount(), "a rejected body took a slot");
        assertEquals(hash, world.stateHash(), "a rejected body changed the world's state");
        return m;
    }
}
