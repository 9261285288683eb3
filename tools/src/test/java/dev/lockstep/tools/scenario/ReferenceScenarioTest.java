package dev.lockstep.tools.scenario;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNotEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.lockstep.fixedpoint.Fixed;
import dev.lockstep.replay.TickInputs;
import dev.lockstep.replay.TickRunner;
import dev.lockstep.replay.format.ReplayLimits;
import dev.lockstep.replay.hash.CanonicalEncoder;
import dev.lockstep.replay.hash.StateReader;
import dev.lockstep.tools.CliRun;
import dev.lockstep.tools.ExitCodes;
import dev.lockstep.tools.collide.PlacedShape;
import java.nio.file.Path;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * The collision reference scenario: what it exercises (every kind pair, every body kind against the mesh,
 * voided mesh features), that it stays bounded, that tiles with duplicated vertices behave exactly like
 * the single mesh, that a snapshot restores exactly, and that {@code record reference} works.
 */
class ReferenceScenarioTest {
    private static final int TICKS = 1500;
    private static ReferenceScenario run;
    private static long[] tileHashes;

    @TempDir
    Path dir;

    @BeforeAll
    static void runDefaultScene() {
        run = new ReferenceScenario(1, 4, ReferenceLevel.TILES);
        tileHashes = hashes(run, new InputScript(1, 4, ReferenceScenario.INPUT_BYTES), TICKS);
    }

    private static long[] hashes(ReferenceScenario sim, InputScript script, int ticks) {
        TickRunner runner = new TickRunner(sim);
        long[] phases = new long[runner.phaseCount()];
        long[] parts = new long[runner.partCount()];
        TickInputs in = new TickInputs(sim.playerCount(), ReferenceScenario.INPUT_BYTES);
        long[] out = new long[ticks];
        for (int t = 0; t < ticks; t++) {
            script.inputsFor(t, in);
            out[t] = runner.runTick(t, in, phases, parts);
        }
        return out;
    }

    @Test
    void everyKindPair_andEveryKindAgainstTheMesh_isExercised() {
        for (int a = 0; a < 4; a++) {
            for (int b = a; b < 4; b++) {
                assertTrue(run.pairContacts(a, b) > 0, ReferenceScenario.KIND_NAMES[a] + "-" + ReferenceScenario.KIND_NAMES[b]
                        + " never touched in " + TICKS + " ticks");
            }
            assertTrue(run.meshContacts(a) > 0, ReferenceScenario.KIND_NAMES[a] + " never touched the mesh");
        }
        assertTrue(run.meshVoided() > 0, "no delayed mesh contact was voided");
    }

    @Test
    void bodiesStayInsideTheArena() {
        for (PlacedShape b : run.bodies()) {
            long x = b.pose().translation().x();
            long y = b.pose().translation().y();
            long z = b.pose().translation().z();
            long half = Fixed.fromInt(ReferenceLevel.HALF_SIZE);
            assertTrue(Math.abs(x) <= half && Math.abs(z) <= half, "outside in x/z: " + b.pose());
            assertTrue(y >= ReferenceScenario.RESPAWN_BELOW && y <= ReferenceScenario.CEILING, "outside in y: " + b.pose());
        }
    }

    /** Seed 000 section 6: disjoint tiles voided by position give exactly the single mesh's contacts. */
    @Test
    void tilesWithDuplicatedVertices_simulateExactlyLikeTheSingleMesh() {
        long[] single = hashes(new ReferenceScenario(1, 4, ReferenceLevel.SINGLE), new InputScript(1, 4, ReferenceScenario.INPUT_BYTES),
                TICKS);
        assertArrayEquals(tileHashes, single);
    }

    @Test
    void snapshot_restoresIntoAFreshScene_andReEncodesIdentically() {
        byte[] snapshot = encode(run);
        ReferenceScenario copy = new ReferenceScenario(1, 4, ReferenceLevel.TILES);
        copy.restore(new StateReader(snapshot));
        assertArrayEquals(snapshot, encode(copy));
        assertTrue(snapshot.length > 2000, "the snapshot holds non-empty manifolds: " + snapshot.length + " bytes");
    }

    private static byte[] encode(ReferenceScenario sim) {
        CanonicalEncoder e = new CanonicalEncoder(sim.rules().partNameArray(), ReplayLimits.MAX_SNAPSHOT_BYTES);
        e.encode(sim);
        return e.toByteArray();
    }

    @Test
    void seedsAndPlayerCounts_nameDifferentScenes() {
        long[] other = hashes(new ReferenceScenario(2, 4, ReferenceLevel.TILES), new InputScript(2, 4, ReferenceScenario.INPUT_BYTES), 50);
        assertNotEquals(tileHashes[49], other[49]);
        assertThrows(IllegalArgumentException.class, () -> new ReferenceScenario(1, 1, ReferenceLevel.TILES));
        assertThrows(IllegalArgumentException.class, () -> new ReferenceScenario(1, 9, ReferenceLevel.TILES));
    }

    @Test
    void recordArena_thenVerify_isOk() {
        Path out = dir.resolve("reference.replay");
        CliRun rec = CliRun.run("", "record", "reference", "--ticks", "300", "--seed", "5", "--out", out.toString());
        assertEquals(ExitCodes.OK, rec.exitCode(), rec.err());
        CliRun ver = CliRun.run("", "verify", out.toString());
        assertEquals(ExitCodes.OK, ver.exitCode(), ver.out() + ver.err());
        assertTrue(ver.out().contains("300 ticks"), ver.out());
    }

    @Test
    void recordArena_withOnePlayer_isBadInput() {
        CliRun rec = CliRun.run("", "record", "reference", "--ticks", "10", "--players", "1", "--out", dir.resolve("x").toString());
        assertEquals(ExitCodes.BAD_INPUT, rec.exitCode());
        assertTrue(rec.err().contains("takes 2..8 players"), rec.err());
    }
}
