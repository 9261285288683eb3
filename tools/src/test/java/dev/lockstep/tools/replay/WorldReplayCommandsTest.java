package dev.lockstep.tools.replay;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.lockstep.replay.FlushPolicy;
import dev.lockstep.replay.ReplayRecorder;
import dev.lockstep.replay.ReplayWriter;
import dev.lockstep.replay.TickInputs;
import dev.lockstep.replay.format.ReplayHeader;
import dev.lockstep.tools.CliRun;
import dev.lockstep.tools.ExitCodes;
import dev.lockstep.tools.scenario.InputScript;
import dev.lockstep.tools.scenario.WorldReferenceScenario;
import java.io.IOException;
import java.nio.file.Path;
import java.util.Arrays;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * {@code record}, {@code verify} (plain, sync test, from a keyframe), {@code inspect} and {@code diff}
 * on the world reference scenario ({@code world}, a {@code WorldSimulation}): issue 18's "lockstep
 * record/verify/diff/inspect work on any world, and a desync names tick, phase, body and field".
 */
class WorldReplayCommandsTest {
    static final int PLAYERS = 4;

    @TempDir
    Path dir;

    private Path record(String name, int ticks, String... extra) {
        Path out = dir.resolve(name);
        String[] args = {"record", "world", "--ticks", Integer.toString(ticks), "--seed", "5", "--out", out.toString()};
        String[] all = Arrays.copyOf(args, args.length + extra.length);
        System.arraycopy(extra, 0, all, args.length, extra.length);
        CliRun r = CliRun.run("", all);
        assertEquals(ExitCodes.OK, r.exitCode(), r.err());
        assertTrue(r.out().startsWith("recorded " + ticks + " ticks of world: "), r.out());
        return out;
    }

    /** A recording verifies; that a second recording repeats its bytes is ReplayCommandsTest's check. */
    @Test
    void record_verifies() throws Exception {
        Path a = record("a.replay", 150);
        CliRun r = CliRun.run("", "verify", a.toString());
        assertEquals(ExitCodes.OK, r.exitCode(), r.out() + r.err());
        assertTrue(r.out().startsWith("verify: OK: 150 ticks from tick 0"), r.out());
    }

    @Test
    void syncTest8_passes() {
        Path a = record("a.replay", 100);
        CliRun r = CliRun.run("", "verify", "--sync-test", "8", a.toString());
        assertEquals(ExitCodes.OK, r.exitCode(), r.out() + r.err());
        assertTrue(r.out().contains("sync test (k=8): OK over 100 ticks"), r.out());
    }

    @Test
    void fromSnapshot_restoresTheWorldFromAKeyframe() {
        Path a = record("a.replay", 160, "--keyframe-interval", "64");
        CliRun r = CliRun.run("", "verify", "--from-snapshot", "128", a.toString());
        assertEquals(ExitCodes.OK, r.exitCode(), r.out() + r.err());
        assertTrue(r.out().startsWith("verify: OK: 32 ticks from tick 128"), r.out());
    }

    @Test
    void inspect_namesTheWorldSimulationAndItsParts() {
        Path a = record("a.replay", 40);
        CliRun r = CliRun.run("", "inspect", a.toString());
        assertEquals(ExitCodes.OK, r.exitCode(), r.err());
        assertTrue(r.out().contains(WorldReferenceScenario.SIMULATION_ID), r.out());
        assertTrue(r.out().contains("collide") && r.out().contains("solve"), r.out());
    }

    /** Player 2's input changed at tick 60: diff names the tick, the player, phase 0 and a body field. */
    @Test
    void diff_changedInput_namesTickPlayerPhaseBodyAndField() throws Exception {
        Path a = dir.resolve("a.replay");
        Path b = dir.resolve("b.replay");
        recordWithChange(a, 120, -1);
        recordWithChange(b, 120, 60);
        CliRun r = CliRun.run("", "diff", a.toString(), b.toString());
        assertEquals(ExitCodes.CHECK_FAILED, r.exitCode(), r.err());
        assertTrue(r.out().startsWith("replays part at tick 60 (after 60 identical ticks):"), r.out());
        assertTrue(r.out().contains("inputs of player 2 differ"), r.out());
        assertTrue(r.out().contains("first differing phase: 0 'inputs'"), r.out());
        assertTrue(r.out().contains("part 'bodies' body"), r.out());
        assertTrue(r.out().contains("field '"), r.out());
    }

    @Test
    void differentPlayerCounts_differInTheHeader() {
        Path a = record("a.replay", 10);
        Path b = record("b.replay", 10, "--players", "5");
        CliRun r = CliRun.run("", "diff", a.toString(), b.toString());
        assertEquals(ExitCodes.CHECK_FAILED, r.exitCode());
        assertTrue(r.out().contains("differ in the header: rules") && r.out().contains("[01 04]") && r.out().contains("[01 05]"),
                r.out());
    }

    @Test
    void onePlayer_isBadInput() {
        CliRun r = CliRun.run("", "record", "world", "--ticks", "10", "--players", "1", "--out", dir.resolve("x").toString());
        assertEquals(ExitCodes.BAD_INPUT, r.exitCode());
        assertTrue(r.err().contains("scenario world takes 2..8 players, got 1"), r.err());
    }

    /** Records the world scenario (seed 5) with player 2 pushing hard along x at {@code changedTick} (-1: never). */
    private static void recordWithChange(Path out, int ticks, int changedTick) throws IOException {
        WorldReferenceScenario world = new WorldReferenceScenario(5, PLAYERS);
        ReplayHeader header = new ReplayHeader(world.rules(), 5, PLAYERS, world.maxInputBytes(), 0, 0);
        InputScript script = new InputScript(5, PLAYERS, world.maxInputBytes());
        TickInputs inputs = new TickInputs(PLAYERS);
        try (ReplayWriter writer = ReplayWriter.create(out, header, FlushPolicy.ON_CLOSE);
             ReplayRecorder recorder = new ReplayRecorder(world, writer)) {
            for (int t = 0; t < ticks; t++) {
                script.inputsFor(t, inputs);
                if (t == changedTick) {
                    inputs.set(2, new byte[]{(byte) 255, (byte) 128, (byte) 128});
                }
                recorder.step(inputs);
            }
            recorder.finish();
        }
    }
}
