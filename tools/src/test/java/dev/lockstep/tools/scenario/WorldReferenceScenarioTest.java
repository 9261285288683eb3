package dev.lockstep.tools.scenario;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNotEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.lockstep.fixedpoint.Fixed;
import dev.lockstep.fixedpoint.Vec3;
import dev.lockstep.replay.TickInputs;
import dev.lockstep.replay.hash.StateHasher;
import dev.lockstep.tools.BadInputException;
import dev.lockstep.world.BodyId;
import dev.lockstep.world.BodyType;
import dev.lockstep.world.World;
import java.util.List;
import org.junit.jupiter.api.Test;

/** The world reference scenario: layout, steering by forces, determinism, parameters. */
class WorldReferenceScenarioTest {
    /** Static: mesh, 4 walls, ramp; dynamic: 8 stacked, 6 loose, 2 hulls, then one per player. */
    static final int STATIC_BODIES = 6;
    static final int SCENERY_BODIES = STATIC_BODIES + 16;

    @Test
    void layout_staticLevel_thenScenery_thenOneBodyPerPlayer() {
        WorldReferenceScenario s = new WorldReferenceScenario(1, 3);
        World world = s.worldBodies().world();
        List<BodyId> ids = s.worldBodies().ids();
        assertEquals(SCENERY_BODIES + 3, ids.size());
        for (int i = 0; i < ids.size(); i++) {
            assertEquals(i < STATIC_BODIES ? BodyType.STATIC : BodyType.DYNAMIC, world.type(ids.get(i)), "body " + i);
        }
        assertEquals(ids.size(), s.bodies().size(), "one shape per body, drawable");
        assertTrue(s.bodies().get(0).shape().isMesh(), "the level is a mesh");
        assertEquals("world", Scenarios.DEFAULT);
    }

    /** A full-thrust x input is a force on the player's own body only: it gains +x speed, no other body moves differently. */
    @Test
    void input_isAForceOnThePlayersBody() {
        WorldReferenceScenario pushed = new WorldReferenceScenario(1, 2);
        WorldReferenceScenario idle = new WorldReferenceScenario(1, 2);
        TickInputs push = new TickInputs(2);
        push.set(1, new byte[]{(byte) 255});
        TickInputs none = new TickInputs(2);
        pushed.step(0, push);
        idle.step(0, none);
        World a = pushed.worldBodies().world();
        World b = idle.worldBodies().world();
        List<BodyId> ids = pushed.worldBodies().ids();
        BodyId player1 = ids.get(SCENERY_BODIES + 1);
        long dv = Fixed.sub(a.linearVelocity(player1).x(), b.linearVelocity(player1).x());
        assertTrue(dv > 0, "pushed along +x: " + Fixed.toString(dv));
        assertEquals(a.linearVelocity(player1).z(), b.linearVelocity(player1).z());
        for (int i = 0; i < ids.size(); i++) {
            if (i != SCENERY_BODIES + 1) {
                assertEquals(b.position(ids.get(i)), a.position(ids.get(i)), "body " + i);
            }
        }
    }

    /** A payload of 128s means no force: the body is not even touched (a sleeping body stays asleep). */
    @Test
    void neutralInput_isNoForce() {
        WorldReferenceScenario a = new WorldReferenceScenario(1, 2);
        WorldReferenceScenario b = new WorldReferenceScenario(1, 2);
        TickInputs neutral = new TickInputs(2);
        neutral.set(0, new byte[]{(byte) 128, (byte) 128, (byte) 128});
        a.step(0, neutral);
        b.step(0, new TickInputs(2));
        assertEquals(hash(b), hash(a));
    }

    /** The seed names the scene (hull and inputs); that a seed repeats its bits is the golden corpus's job (WorldScenes). */
    @Test
    void otherSeed_otherHash() {
        assertNotEquals(run(3, 60), run(4, 60));
    }

    @Test
    void parameters_roundTrip_andForeignOnesAreRefused() {
        WorldReferenceScenario s = WorldReferenceScenario.fromParameters(new byte[]{1, 5}, 9);
        assertEquals(5, s.playerCount());
        assertThrows(BadInputException.class, () -> WorldReferenceScenario.fromParameters(new byte[]{1, 1}, 9));
        assertThrows(BadInputException.class, () -> WorldReferenceScenario.fromParameters(new byte[]{2, 4}, 9));
        assertThrows(BadInputException.class, () -> WorldReferenceScenario.fromParameters(new byte[]{1, 4, 0}, 9));
        assertThrows(IllegalArgumentException.class, () -> new WorldReferenceScenario(1, 9));
    }

    /** The bodies start at rest where placed: the second stack's bottom box at (0.5, 0.5, 4.5). */
    @Test
    void stacks_startOnTheFloor() {
        WorldReferenceScenario s = new WorldReferenceScenario(1, 2);
        BodyId bottom = s.worldBodies().ids().get(STATIC_BODIES + WorldReferenceScenario.STACK_HEIGHT);
        assertEquals(Vec3.parse("0.5", "0.5", "4.5"), s.worldBodies().world().position(bottom));
    }

    private static long run(long seed, int ticks) {
        WorldReferenceScenario s = new WorldReferenceScenario(seed, 4);
        InputScript script = new InputScript(seed, 4, s.maxInputBytes());
        TickInputs inputs = new TickInputs(4);
        for (int t = 0; t < ticks; t++) {
            script.inputsFor(t, inputs);
            s.step(t, inputs);
        }
        return hash(s);
    }

    private static long hash(WorldReferenceScenario s) {
        return new StateHasher(s.rules().partNameArray()).hash(s);
    }
}
