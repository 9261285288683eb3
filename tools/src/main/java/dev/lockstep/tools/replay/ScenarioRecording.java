package dev.lockstep.tools.replay;

import dev.lockstep.replay.FlushPolicy;
import dev.lockstep.replay.ReplayRecorder;
import dev.lockstep.replay.ReplayWriter;
import dev.lockstep.replay.TickInputs;
import dev.lockstep.replay.format.ReplayHeader;
import dev.lockstep.tools.AtomicFile;
import dev.lockstep.tools.scenario.InputScript;
import dev.lockstep.tools.scenario.Scenario;
import java.io.IOException;
import java.nio.file.Path;

/** Runs a scenario with its scripted players and records it as a replay file (shared by demo and record). */
public final class ScenarioRecording {
    /**
     * What a recording produced.
     *
     * @param ticks       ticks recorded
     * @param finalHash   state hash after the last tick
     * @param chainDigest hash-chain digest of every tick's state hash
     * @param bytes       size of the file
     * @param nanos       wall time spent simulating and writing (display only)
     */
    public record Result(long ticks, long finalHash, long chainDigest, long bytes, long nanos) {
    }

    private ScenarioRecording() {
    }

    /**
     * Records {@code ticks} ticks of {@code scenario} (in its initial state) with the input script of
     * {@code seed} into {@code out}, a keyframe every {@code keyframeInterval} ticks. The replay is written
     * to a temporary file beside {@code out} and renamed over it when complete ({@link AtomicFile}).
     */
    public static Result record(Scenario scenario, long seed, int ticks, int keyframeInterval, Path out, Progress progress)
            throws IOException {
        // a run that is killed or fails (full disk) leaves any replay already at {@code out} as it was
        return AtomicFile.write(out, temporary -> recordInto(scenario, seed, ticks, keyframeInterval, temporary, progress));
    }

    private static Result recordInto(Scenario scenario, long seed, int ticks, int keyframeInterval, Path out,
            Progress progress) throws IOException {
        ReplayHeader header = new ReplayHeader(scenario.rules(), seed, scenario.playerCount(), scenario.maxInputBytes(),
                0, keyframeInterval);
        InputScript script = new InputScript(seed, scenario.playerCount(), scenario.maxInputBytes());
        TickInputs inputs = new TickInputs(scenario.playerCount());
        long start = System.nanoTime();           // display only: the simulation never sees it
        try (ReplayWriter writer = ReplayWriter.create(out, header, FlushPolicy.ON_CLOSE);
             ReplayRecorder recorder = new ReplayRecorder(scenario, writer)) {
            for (int i = 0; i < ticks; i++) {
                script.inputsFor(recorder.nextTick(), inputs);
                recorder.step(inputs);
                if (progress != null) {
                    progress.update(i + 1);
                }
            }
            long chain = writer.chainDigest();
            long finalHash = recorder.finish();
            long nanos = System.nanoTime() - start;
            return new Result(ticks, finalHash, chain, writer.bytesWritten(), nanos);
        } finally {
            if (progress != null) {
                progress.finish();
            }
        }
    }
}
