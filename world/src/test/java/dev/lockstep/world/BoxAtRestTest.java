package dev.lockstep.world;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.lockstep.fixedpoint.Fixed;
import dev.lockstep.fixedpoint.Quat;
import dev.lockstep.fixedpoint.Vec3;
import org.junit.jupiter.api.Test;

/**
 * Issue 18, Proof: "a box at rest on the ground stays put to the bit once asleep". A unit box
 * (half extent 0.5) is released 1 cm above a static ground box; it must land, come to rest within
 * the linear slop of the ground, fall asleep within {@link #SLEEP_TICK_LIMIT}, and from then on its
 * transform must not change by a single bit.
 */
class BoxAtRestTest {
    /**
     * Ticks allowed from release to sleep: 120 (2 s at 60 Hz). A 1 cm drop lands in about 3 ticks
     * and the world sleeps an island after {@code sleepTicks = 30} slow ticks, so this leaves about
     * 85 ticks for the contact to settle; more would mean it does not settle (pitfall 5).
     */
    static final int SLEEP_TICK_LIMIT = 120;
    /** Ticks watched after sleep: 600 (10 s). */
    static final int WATCH_TICKS = 600;

    @Test
    void unitBoxDroppedOneCentimetre_sleepsAndStaysBitIdentical() {
        World world = new World(new WorldDef());
        Scenes.ground(world, 5, 5);
        long dropHeight = FixedDecimals.raw("0.01");
        BodyId box = Scenes.unitBox(world, 0, Fixed.add(Scenes.HALF, dropHeight), 0);

        int sleptAt = Scenes.stepUntilAsleep(world, SLEEP_TICK_LIMIT);
        System.out.println("BoxAtRestTest: unit box dropped 0.01 m slept at tick " + sleptAt + ", y = "
                + Fixed.toString(world.position(box).y()));
        assertTrue(sleptAt > 0, "the box never fell asleep within " + SLEEP_TICK_LIMIT + " ticks: limit cycle (pitfall 5)");

        // rests on the ground: the solver leaves at most the linear slop of penetration and never floats
        Vec3 p = world.position(box);
        long slop = WorldDef.DEFAULT_LINEAR_SLOP;
        assertTrue(p.y() <= Scenes.HALF && p.y() >= Fixed.sub(Scenes.HALF, slop),
                "resting y = " + Fixed.toString(p.y()) + " is not within the slop below 0.5");
        // a straight drop: only the sequential (point by point) friction solve breaks the symmetry.
        // Measured 1.6e-5 m with friction in both passes, 4.4e-4 m with friction in the relax pass
        // only (Box3D, the solver's choice); a millimetre allows for that and nothing more
        long lateral = FixedDecimals.raw("0.001");
        assertTrue(Math.abs(p.x()) <= lateral && Math.abs(p.z()) <= lateral, "drifted sideways: " + p);

        Vec3 restPosition = world.position(box);
        Quat restRotation = world.rotation(box);
        for (int t = 0; t < WATCH_TICKS; t++) {
            world.step();
            assertFalse(world.isAwake(box), "woke up at tick " + world.tick());
            assertEquals(restPosition, world.position(box), "position changed at tick " + world.tick());
            assertEquals(restRotation, world.rotation(box), "rotation changed at tick " + world.tick());
        }
    }

    @Test
    void unitBoxOnGround_withSleepDisabled_doesNotCreep() {
        // with sleep off the solver keeps running on the resting contact; it must not creep (a
        // rounding-biased limit cycle, pitfall 5, shows up as steady drift): measured 4.2e-7 m
        World world = new World(new WorldDef().enableSleep(false));
        Scenes.ground(world, 5, 5);
        BodyId box = Scenes.unitBox(world, 0, Fixed.add(Scenes.HALF, FixedDecimals.raw("0.01")), 0);
        for (int t = 0; t < SLEEP_TICK_LIMIT; t++) {
            world.step();
        }
        Vec3 settled = world.position(box);
        long maxMove = 0;
        for (int t = 0; t < WATCH_TICKS; t++) {
            world.step();
            maxMove = Math.max(maxMove, world.position(box).distance(settled));
        }
        System.out.println("BoxAtRestTest: sleep disabled, largest move over " + WATCH_TICKS + " ticks after settling = "
                + Fixed.toString(maxMove) + " m");
        assertTrue(maxMove <= FixedDecimals.raw("0.0001"), "crept " + Fixed.toString(maxMove) + " m while resting");
    }
}
