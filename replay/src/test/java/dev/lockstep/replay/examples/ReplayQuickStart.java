package dev.lockstep.replay.examples;

// README-BEGIN
import dev.lockstep.replay.FlushPolicy;
import dev.lockstep.replay.ReplayRecorder;
import dev.lockstep.replay.ReplayWriter;
import dev.lockstep.replay.SimulationRegistry;
import dev.lockstep.replay.TickInputs;
import dev.lockstep.replay.Verdict;
import dev.lockstep.replay.Verdicts;
import dev.lockstep.replay.format.ReplayHeader;
import dev.lockstep.replay.testing.ArenaSimulation;
import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;

public final class ReplayQuickStart {
    public static void main(String[] args) throws IOException {
        Path file = Files.createTempFile("match", ".lsr");
        ArenaSimulation game = new ArenaSimulation(3, 42);     // any Simulation: here 3 bodies, seed 42
        // seed 42, 2 players, up to 8 input bytes each, from tick 0, a keyframe every 60 ticks
        ReplayHeader header = new ReplayHeader(game.rules(), 42, 2, 8, 0, 60);
        TickInputs inputs = new TickInputs(2);
        try (ReplayRecorder recorder = new ReplayRecorder(game, ReplayWriter.create(file, header, FlushPolicy.everyTicks(60)))) {
            for (int tick = 0; tick < 300; tick++) {
                inputs.set(0, new byte[] {(byte) tick});          // what each player sent for this tick
                inputs.set(1, new byte[] {(byte) (tick * 7)});
                recorder.step(inputs);                            // simulate, hash every phase, record
            }
            recorder.finish();
        }

        SimulationRegistry registry = new SimulationRegistry()   // how a verifier rebuilds the game
                .register("test-arena", 3, h -> new ArenaSimulation(3, h.seed()));
        Verdict verdict = Verdicts.verify(file, registry);        // re-simulate; never throws
        System.out.println(verdict.describe());
        Files.delete(file);
    }
}
// README-END
