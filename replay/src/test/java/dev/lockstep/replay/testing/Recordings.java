package dev.lockstep.replay.testing;

import dev.lockstep.replay.ByteArrayReplayOutput;
import dev.lockstep.replay.FlushPolicy;
import dev.lockstep.replay.ReplayRecorder;
import dev.lockstep.replay.ReplayWriter;
import dev.lockstep.replay.Simulation;
import dev.lockstep.replay.TickInputs;
import dev.lockstep.replay.format.ReplayHeader;
import java.io.IOException;
import java.io.UncheckedIOException;

/** Test helpers that record a simulation driven by an {@link InputScript} into bytes. */
public final class Recordings {
    private Recordings() {
    }

    /** Records {@code ticks} ticks of {@code sim} from tick 0 and returns the replay bytes. */
    public static byte[] record(Simulation sim, InputScript script, long seed, int ticks, int keyframeInterval) {
        return record(sim, script, seed, 0, ticks, keyframeInterval);
    }

    /** Records {@code ticks} ticks of {@code sim} from {@code firstTick} and returns the replay bytes. */
    public static byte[] record(Simulation sim, InputScript script, long seed, int firstTick, int ticks,
            int keyframeInterval) {
        try {
            ReplayHeader header = new ReplayHeader(sim.rules(), seed, script.players(), script.maxBytes(), firstTick,
                    keyframeInterval);
            ByteArrayReplayOutput out = new ByteArrayReplayOutput();
            TickInputs in = new TickInputs(script.players());
            try (ReplayRecorder rec = new ReplayRecorder(sim, ReplayWriter.create(out, header, FlushPolicy.ON_CLOSE, () -> 0L))) {
                for (long t = firstTick; t < (long) firstTick + ticks; t++) {
                    script.fill((int) t, in);
                    rec.step(in);
                }
            }
            return out.toByteArray();
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
    }
}
