package dev.lockstep.world;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.lockstep.fixedpoint.Fixed;
import dev.lockstep.fixedpoint.Quat;
import dev.lockstep.fixedpoint.Vec3;
import org.junit.jupiter.api.Test;

/** The acting API: teleports, impulses, velocities and kinematic bodies, with their wake and error rules. */
class BodyApiTest {
    /**
     * Rollback and ids: bodies made and destroyed after a snapshot (their slots' generations moved
     * on) leave no trace once it is restored; the re-simulated creations get the ids and the state
     * hashes of a run that never took the detour.
     */
    @Test
    void bodiesMadeAndDestroyedInAnAbandonedTimeline_leaveNoTrace() {
        World w = new World(new WorldDef());
        Scenes.ground(w, 10, 10);
        Scenes.unitBox(w, 0, Fixed.HALF, 0);
        WorldSnapshot s = new WorldSnapshot();
        w.snapshot(s);
        BodyId a = Scenes.unitBox(w, 2, Fixed.fromInt(3), 0);
        BodyId b = Scenes.unitBox(w, -2, Fixed.fromInt(3), 0);
        w.step();
        w.destroyBody(b);
        w.destroyBody(a);
        w.restore(s);

        World fresh = new World(new WorldDef());
        Scenes.ground(fresh, 10, 10);
        Scenes.unitBox(fresh, 0, Fixed.HALF, 0);
        assertEquals(fresh.stateHash(), w.stateHash());
        BodyId again = Scenes.unitBox(w, 1, Fixed.fromInt(2), 0);
        BodyId first = Scenes.unitBox(fresh, 1, Fixed.fromInt(2), 0);
        assertEquals(first, again, "the slot past the snapshot's count starts over at generation 0");
        for (int t = 0; t < 20; t++) {
            w.step();
            fresh.step();
        }
        assertEquals(fresh.stateHash(), w.stateHash());
    }

    @Test
    void aTeleportedBoxFallsFromItsNewPoseAndTheOldSpotIsFree() {
        World w = new World(new WorldDef());
        Scenes.ground(w, 10, 10);
        BodyId box = Scenes.unitBox(w, 0, Fixed.HALF, 0);
        assertTrue(Scenes.stepUntilAsleep(w, 300) > 0);
        w.setTransform(box, Vec3.ofInts(5, 4, 0), Quat.fromAxisAngle(Vec3.UNIT_Y, Fixed.HALF_PI / 2));
        assertTrue(w.isAwake(box), "a teleport wakes the body");
        assertEquals(Fixed.fromInt(5), w.position(box).x());
        assertTrue(Scenes.stepUntilAsleep(w, 600) > 0);
        Vec3 p = w.position(box);
        // lands flat from 3.5 m; the sequential solve of the impact slides it a few centimetres
        assertTrue(Math.abs(p.x() - Fixed.fromInt(5)) < Fixed.ONE / 10 && Math.abs(p.z()) < Fixed.ONE / 10
                && Math.abs(p.y() - Fixed.HALF) < Fixed.ONE / 100, p.toString());
        IllegalArgumentException e = assertThrows(IllegalArgumentException.class,
                () -> w.setTransform(box, Vec3.ofInts(20000, 0, 0), Quat.IDENTITY));
        assertTrue(e.getMessage().contains("world-size budget"), e.getMessage());
    }

    @Test
    void impulsesAndVelocitiesActOnDynamicBodiesOnly() {
        World w = new World(new WorldDef().gravity(Vec3.ZERO));
        BodyId ground = Scenes.ground(w, 10, 10);
        BodyId box = Scenes.unitBox(w, 0, Fixed.fromInt(3), 0);
        w.applyLinearImpulse(box, Vec3.ofInts(2, 0, 0));           // mass 1: 2 m/s
        assertEquals(Vec3.ofInts(2, 0, 0), w.linearVelocity(box));
        w.applyAngularImpulse(box, new Vec3(0, Fixed.ONE / 6, 0)); // I = 1/6: 1 rad/s, within rounding
        assertTrue(Math.abs(w.angularVelocity(box).y() - Fixed.ONE) < 16, w.angularVelocity(box).toString());
        assertThrows(IllegalArgumentException.class, () -> w.applyForce(ground, Vec3.UNIT_X));
        assertThrows(IllegalArgumentException.class, () -> w.setLinearVelocity(ground, Vec3.UNIT_X));
        assertThrows(IllegalArgumentException.class, () -> w.setLinearVelocity(box, Vec3.ofInts(1000, 0, 0)));
    }

    @Test
    void aKinematicPlatformCarriesABoxAndIsNeverPushed() {
        World w = new World(new WorldDef());
        BodyId platform = w.createBody(new BodyDef().type(BodyType.KINEMATIC).position(Vec3.ZERO)
                .shape(ShapeDef.box(new Vec3(Fixed.fromInt(3), Fixed.HALF, Fixed.fromInt(3)))));
        BodyId box = Scenes.unitBox(w, 0, Fixed.ONE + Fixed.HALF / 8, 0);
        for (int t = 0; t < 60; t++) {
            w.step();
        }
        assertEquals(Vec3.ZERO, w.position(platform), "gravity and the box never move a kinematic body");
        w.setLinearVelocity(platform, Vec3.ofInts(1, 0, 0));
        for (int t = 0; t < 60; t++) {
            w.step();
        }
        // 240 substeps of h = round(2^32 / 240) = 17895697 raw: 16 ulp short of 1 m, the same bits every run
        assertEquals(240L * 17895697L, w.position(platform).x(), "one second at 1 m/s");
        assertTrue(w.position(box).x() > Fixed.ONE / 2, "friction carried the box: " + w.position(box));
    }

    @Test
    void aReusedSlotStartsWithoutMotion() {
        World w = new World(new WorldDef());
        Scenes.ground(w, 10, 10);
        BodyId falling = Scenes.unitBox(w, 0, Fixed.fromInt(5), 0);
        for (int t = 0; t < 10; t++) {
            w.step();
        }
        assertTrue(w.bodies.dpy[falling.index()] != 0, "a falling body moved this tick");
        w.destroyBody(falling);
        BodyId platform = w.createBody(new BodyDef().position(Vec3.ofInts(0, 3, 0))
                .shape(ShapeDef.box(new Vec3(Fixed.ONE, Fixed.HALF, Fixed.ONE))));
        assertEquals(falling.index(), platform.index(), "the slot is reused");
        assertEquals(0, w.bodies.dpy[platform.index()], "a static body in a reused slot has not moved this tick");
        BodyId box = Scenes.unitBox(w, 0, Fixed.fromInt(5), 0);
        assertTrue(Scenes.stepUntilAsleep(w, 600) > 0);
        assertTrue(Math.abs(w.position(box).y() - (Fixed.fromInt(4))) < Fixed.ONE / 100, w.position(box).toString());
    }
}
