package dev.lockstep.world.bench;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.lockstep.world.WorldSnapshot;
import java.util.HashSet;
import java.util.Set;
import org.junit.jupiter.api.Test;

/**
 * Keeps the benchmarks from rotting: every scene of {@code world/src/test/.../bench} builds in every
 * engine (pile1000 checked as a layout, its stacks built at 4 instead of 100) and steps a few ticks, and the rollback benchmark's tick reproduces the states it rolls
 * back over. Small sizes keep this to a few seconds; nothing here times anything.
 */
class BenchmarkScenesTest {
    private static final String[] ENGINES = {Engines.LOCKSTEP, Engines.LOCKSTEP_SLEEP, Engines.JBULLET, Engines.ODE4J,
        Engines.BULLET};

    /** pile1000's layout: 1,000 boxes in 100 stacks of 10, every stack on the ground box, no two boxes overlapping. */
    @Test
    void pile1000_layout() {
        BoxLayout pile = BoxLayout.pile1000();
        assertEquals(1000, pile.boxCount());
        Set<String> centres = new HashSet<>();
        for (int i = 0; i < pile.boxCount(); i++) {
            assertTrue(Math.abs(pile.metres(i, 0)) + BoxLayout.HALF_EXTENT <= pile.groundHalfX, "box " + i + " off the ground");
            assertTrue(Math.abs(pile.metres(i, 2)) + BoxLayout.HALF_EXTENT <= pile.groundHalfZ, "box " + i + " off the ground");
            assertEquals(0.5, pile.metres(i, 1) % 1.0, "box " + i + " not resting on a whole-metre level");
            centres.add(pile.metres(i, 0) + "," + pile.metres(i, 1) + "," + pile.metres(i, 2));
        }
        assertEquals(1000, centres.size());
    }

    /** The pile's stacks, 4 of them instead of 100 (the same builder and step in each engine, at a fraction of the time). */
    @Test
    void stacks_buildAndStep_inEveryEngine() {
        BoxLayout stacks = BoxLayout.stacks("stacks40", 4, 10, 15);
        for (String name : ENGINES) {
            try (BoxEngine e = Engines.create(name, stacks)) {
                stepAndCheck(name, e, stacks);
            }
        }
    }

    @Test
    void pyramid_buildsAndSteps_inEveryEngine() {
        assertEquals(5050, BoxLayout.pyramid(LargePyramidBenchmark.BASE).boxCount());
        BoxLayout small = BoxLayout.pyramid(10);
        for (String name : ENGINES) {
            try (BoxEngine e = Engines.create(name, small)) {
                stepAndCheck(name, e, small);
            }
        }
    }

    /** Three ticks from rest: every box still awake, and the top box has not fallen through anything. */
    private static void stepAndCheck(String name, BoxEngine e, BoxLayout layout) {
        for (int i = 0; i < 3; i++) {
            e.step();
        }
        int top = layout.boxCount() - 1;
        double expected = layout.metres(top, 1);
        assertTrue(Math.abs(e.heightForDisplay(top) - expected) < 0.1,
                name + ": top box at y " + e.heightForDisplay(top) + ", placed at " + expected);
        if (!Engines.LOCKSTEP_SLEEP.equals(name)) {
            assertEquals(layout.boxCount(), e.awakeBodies(), name + ": awake bodies");
        }
    }

    @Test
    void rollback8_tick_reproducesTheTicksItRollsBackOver() {
        Rollback8Benchmark b = new Rollback8Benchmark();
        b.boxes = 10;
        b.setUp();
        long newest = b.newest;
        WorldSnapshot[] before = new WorldSnapshot[Rollback8Benchmark.RING];
        for (int i = 0; i < before.length; i++) {
            before[i] = new WorldSnapshot();
            before[i].copyFrom(b.slot(newest - i));
        }
        assertEquals(newest + 1, b.rollbackTick());
        // no new input: the re-simulated ticks newest-7 .. newest are the same states, bit for bit
        for (int i = 0; i < Rollback8Benchmark.ROLLBACK; i++) {
            assertTrue(before[i].sameAs(b.slot(newest - i)), "tick " + (newest - i) + " differs after the rollback");
        }
        assertEquals(newest + 2, b.rollbackTick());
    }

    /** The joint benchmarks' scenes, small: a 10 x 10 joint grid in both engines and 4 ragdolls on the mesh step and stay finite. */
    @Test
    void jointScenes_buildAndStep() {
        dev.lockstep.world.World grid = new dev.lockstep.world.World(new dev.lockstep.world.WorldDef().enableSleep(false));
        dev.lockstep.world.JointScenes.jointGrid(grid, 10);
        assertEquals(174, grid.jointCount(), "right and lower neighbours, 2 n (n - 1), less the 6 between the 7 static spheres");
        var jbullet = JointGridBenchmark.jbulletGrid(10);
        assertEquals(174, jbullet.getNumConstraints());
        dev.lockstep.world.World ragdolls = new dev.lockstep.world.World(new dev.lockstep.world.WorldDef().enableSleep(false));
        dev.lockstep.world.JointScenes.ragdollsOnMesh(ragdolls, 4);
        assertEquals(40, ragdolls.jointCount());
        for (int t = 0; t < 30; t++) {
            grid.step();
            jbullet.stepSimulation(1f / 60, 1, 1f / 60);
            ragdolls.step();
        }
        assertEquals(44, ragdolls.awakeBodyCount());
    }
}
