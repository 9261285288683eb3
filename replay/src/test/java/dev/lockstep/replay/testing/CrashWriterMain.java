package dev.lockstep.replay.testing;

import dev.lockstep.replay.FlushPolicy;
import dev.lockstep.replay.ReplayRecorder;
import dev.lockstep.replay.ReplayWriter;
import dev.lockstep.replay.TickInputs;
import dev.lockstep.replay.format.ReplayHeader;
import java.nio.file.Paths;

/**
 * Child process of the crash-safety test: records an arena into {@code args[0]}, syncing every
 * {@code args[1]} ticks, and prints {@code durable <ticks>} after each sync returns, until killed (or
 * {@code args[2]} ticks).
 */
public final class CrashWriterMain {
    private CrashWriterMain() {
    }

    /** Records until killed. */
    public static void main(String[] args) throws Exception {
        int every = Integer.parseInt(args[1]);
        int maxTicks = Integer.parseInt(args[2]);
        ArenaSimulation sim = new ArenaSimulation(16, 77);
        InputScript script = new InputScript(77, 4, 64);
        ReplayHeader h = new ReplayHeader(sim.rules(), 77, 4, 64, 0, 50);
        TickInputs in = new TickInputs(4, 64);
        ReplayRecorder rec = new ReplayRecorder(sim, ReplayWriter.create(Paths.get(args[0]), h, FlushPolicy.everyTicks(every)));
        long lastDurable = 0;
        for (int t = 0; t < maxTicks; t++) {
            script.fill(t, in);
            rec.step(in);
            long durable = rec.writer().durableTickCount();
            if (durable != lastDurable) {
                System.out.println("durable " + durable);
                System.out.flush();
                lastDurable = durable;
            }
        }
        rec.finish();
        System.out.println("finished " + maxTicks);
    }
}
