package dev.lockstep.tools.scenario;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNotEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.lockstep.replay.TickInputs;
import dev.lockstep.replay.hash.StateHasher;
import dev.lockstep.tools.CliRun;
import dev.lockstep.tools.ExitCodes;
import java.nio.file.Files;
import java.nio.file.Path;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/** The collision-based arena: recorded, verified, sync-tested, drawn; bodies stay on the floor. */
class ArenaScenarioTest {
    @TempDir
    Path dir;

    @Test
    void recordVerifyAndSyncTest() {
        Path replay = dir.resolve("arena.replay");
        CliRun rec = CliRun.run("", "record", "arena", "--ticks", "400", "--seed", "5", "--out", replay.toString(),
                "--keyframe-interval", "100");
        assertEquals(ExitCodes.OK, rec.exitCode(), rec.err());
        CliRun v = CliRun.run("", "verify", "--sync-test", "3", replay.toString());
        assertEquals(ExitCodes.OK, v.exitCode(), v.out() + v.err());
        assertTrue(v.out().startsWith("verify: OK: 400 ticks"), v.out());
        assertTrue(v.out().contains("sync test (k=3): OK over 400 ticks"), v.out());
        CliRun seek = CliRun.run("", "verify", "--from-snapshot", "300", replay.toString());
        assertEquals(ExitCodes.OK, seek.exitCode(), seek.out() + seek.err());
    }

    @Test
    void sameSeedSameHash_otherSeedOtherHash() {
        assertEquals(hashAfter(1, 300), hashAfter(1, 300));
        assertNotEquals(hashAfter(1, 300), hashAfter(2, 300));
    }

    /** After 600 ticks every body rests on or above the floor (the level phase holds them up). */
    @Test
    void bodiesStayAboveTheFloor() {
        ArenaScenario arena = run(3, 600);
        arena.bodies().stream().skip(1).forEach(b ->
                assertTrue(b.pose().translation().y() > -(dev.lockstep.fixedpoint.Fixed.ONE >> 2),
                        "body at " + b.pose().translation()));
    }

    @Test
    void renderArenaTick() throws Exception {
        Path svg = dir.resolve("arena.svg");
        CliRun r = CliRun.run("", "render", "--scenario", "arena", "--tick", "60", "--svg", svg.toString());
        assertEquals(ExitCodes.OK, r.exitCode(), r.err());
        assertTrue(Files.readString(svg).split("<line").length > 500, "mesh floor and 8 bodies drawn");
    }

    @Test
    void tooManyPlayers_isBadInput() {
        CliRun r = CliRun.run("", "record", "arena", "--ticks", "5", "--players", "9", "--out", dir.resolve("x").toString());
        assertEquals(ExitCodes.BAD_INPUT, r.exitCode());
        assertTrue(r.err().contains("takes 1..8 players"), r.err());
    }

    private static ArenaScenario run(long seed, int ticks) {
        ArenaScenario arena = new ArenaScenario(seed, 4);
        InputScript script = new InputScript(seed, 4, arena.maxInputBytes());
        TickInputs inputs = new TickInputs(4);
        for (int t = 0; t < ticks; t++) {
            script.inputsFor(t, inputs);
            arena.step(t, inputs);
        }
        return arena;
    }

    private static long hashAfter(long seed, int ticks) {
        ArenaScenario arena = run(seed, ticks);
        return new StateHasher(arena.rules().partNameArray()).hash(arena);
    }
}
