package dev.lockstep.tools.replay;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.lockstep.replay.FlushPolicy;
import dev.lockstep.replay.ReplayRecorder;
import dev.lockstep.replay.ReplayWriter;
import dev.lockstep.replay.TickInputs;
import dev.lockstep.replay.format.ReplayHeader;
import dev.lockstep.tools.CliRun;
import dev.lockstep.tools.ExitCodes;
import dev.lockstep.tools.scenario.ArenaScenario;
import java.nio.file.Path;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * Issue 23, defect 1, the re-simulation half: a replay whose (in-range) inputs steer a body up until its
 * mesh query leaves the kernel's coordinate bound is a verdict naming tick and phase (exit 2), not an
 * {@code IllegalArgumentException} trace. The forger records honestly up to the tick that cannot be
 * simulated and writes that tick with made-up hashes.
 */
class ArenaLiftOffTest {
    private static final byte[] FULL_UP = {(byte) 128, (byte) 255, (byte) 128};
    private static final int MAX_TICKS = 20_000;

    @TempDir
    Path dir;

    @Test
    void issue23_inputsLiftABodyBeyondTheMeshBound_verdictNotTrace() throws Exception {
        Path replay = dir.resolve("liftoff.replay");
        ArenaScenario arena = new ArenaScenario(1, 1);
        ReplayHeader header = new ReplayHeader(arena.rules(), 1, 1, arena.maxInputBytes(), 0, 0);
        TickInputs inputs = new TickInputs(1);
        inputs.set(0, FULL_UP);
        int failedTick = -1;
        try (ReplayWriter writer = ReplayWriter.create(replay, header, FlushPolicy.ON_CLOSE);
             ReplayRecorder recorder = new ReplayRecorder(arena, writer)) {
            for (int t = 0; t < MAX_TICKS; t++) {
                try {
                    recorder.step(inputs);
                } catch (ArithmeticException outOfRange) {
                    failedTick = t;
                    long[] made = new long[arena.rules().phaseNames().size()];
                    writer.writeTick(t, inputs, made, new long[arena.rules().partNames().size()]);
                    writer.finish();
                    break;
                }
            }
        }
        assertTrue(failedTick > 0, "the body never left the mesh bound in " + MAX_TICKS + " ticks");
        CliRun r = CliRun.run("", "verify", replay.toString());
        assertEquals(ExitCodes.BAD_INPUT, r.exitCode(), r.out() + r.err());
        assertTrue(r.err().contains("the replay drives the simulation out of its range at tick " + failedTick
                + ", phase 'level' (index 2): arena level query("), r.err());
        assertFalse(r.err().contains("\tat "), r.err());
        CliRun sync = CliRun.run("", "verify", "--sync-test", "2", replay.toString());
        assertEquals(ExitCodes.BAD_INPUT, sync.exitCode(), sync.out() + sync.err());
    }
}
