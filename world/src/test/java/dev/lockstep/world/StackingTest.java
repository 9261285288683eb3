package dev.lockstep.world;

import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.lockstep.fixedpoint.Fixed;
import dev.lockstep.fixedpoint.Vec3;
import java.util.ArrayList;
import java.util.List;
import org.junit.jupiter.api.Test;

/**
 * Issue 18, Proof: "a 10-box stack and a 20-row pyramid stand and fall asleep". Every box starts
 * exactly on the one below (Scenes' exact placement); the scene must stand (no box leaves its
 * start by more than {@link #MAX_HORIZONTAL_DRIFT} sideways or {@link #MAX_VERTICAL_SETTLE}
 * downward) and everything must sleep within a tick limit: a scene that keeps jittering never
 * sleeps, which is the limit-cycle check of the research brief's pitfall 5.
 */
class StackingTest {
    /**
     * Largest horizontal distance any box may end from its start: 0.05 m (a twentieth of a box).
     * Measured: 0.0120 m for the stack's top box, 0.0066 m in the pyramid.
     */
    static final long MAX_HORIZONTAL_DRIFT = FixedDecimals.raw("0.05");
    /**
     * Largest downward settle of any box: 0.05 m. Each resting contact sinks up to about the linear
     * slop (0.005 m), so the top of a 10-high stack or a 20-row pyramid may settle up to 10 or 20
     * slops; measured 0.026 m (stack top) and 0.029 m (pyramid apex).
     */
    static final long MAX_VERTICAL_SETTLE = FixedDecimals.raw("0.05");
    /** Ticks allowed before the 10-box stack sleeps: 300 (5 s). Measured: 60. */
    static final int STACK_SLEEP_LIMIT = 300;
    /** Ticks allowed before the 210-box pyramid sleeps: 300 (5 s). Measured: 44. */
    static final int PYRAMID_SLEEP_LIMIT = 300;

    @Test
    void tenBoxStack_standsAndSleeps() {
        World world = new World(new WorldDef());
        Scenes.ground(world, 10, 10);
        List<BodyId> boxes = Scenes.stack(world, 0, 0, 10);
        checkStandsAndSleeps(world, boxes, STACK_SLEEP_LIMIT, "10-box stack");
    }

    @Test
    void twentyRowPyramid_standsAndSleeps() {
        World world = new World(new WorldDef());
        Scenes.ground(world, 20, 5);
        List<BodyId> boxes = Scenes.pyramid(world, 20);
        checkStandsAndSleeps(world, boxes, PYRAMID_SLEEP_LIMIT, "20-row pyramid");
    }

    private static void checkStandsAndSleeps(World world, List<BodyId> boxes, int limit, String scene) {
        List<Vec3> start = new ArrayList<>();
        for (BodyId b : boxes) {
            start.add(world.position(b));
        }
        int sleptAt = Scenes.stepUntilAsleep(world, limit);
        long worstHorizontal = 0;
        long worstSettle = 0;
        for (int i = 0; i < boxes.size(); i++) {
            Vec3 d = world.position(boxes.get(i)).sub(start.get(i));
            worstHorizontal = Math.max(worstHorizontal, Fixed.length3(d.x(), 0, d.z()));
            worstSettle = Math.max(worstSettle, Fixed.neg(d.y()));
        }
        System.out.println("StackingTest: " + scene + " slept at tick " + sleptAt + ", largest horizontal drift "
                + Fixed.toString(worstHorizontal) + " m, largest settle " + Fixed.toString(worstSettle) + " m");
        assertTrue(sleptAt > 0, scene + " still awake after " + limit + " ticks (" + world.awakeBodyCount()
                + " bodies awake): a limit cycle (pitfall 5)");
        assertTrue(worstHorizontal <= MAX_HORIZONTAL_DRIFT, scene + " drifted " + Fixed.toString(worstHorizontal) + " m sideways");
        assertTrue(worstSettle <= MAX_VERTICAL_SETTLE, scene + " settled " + Fixed.toString(worstSettle) + " m");
        // nothing rose either: a box lifted above its start was knocked off
        for (int i = 0; i < boxes.size(); i++) {
            long rise = Fixed.sub(world.position(boxes.get(i)).y(), start.get(i).y());
            assertTrue(rise <= WorldDef.DEFAULT_LINEAR_SLOP, scene + " box " + i + " rose " + Fixed.toString(rise) + " m");
        }
    }
}
