package dev.lockstep.tools.replay;

import dev.lockstep.replay.FlushPolicy;
import dev.lockstep.replay.ReplayRecorder;
import dev.lockstep.replay.ReplayWriter;
import dev.lockstep.replay.Simulation;
import dev.lockstep.replay.TickInputs;
import dev.lockstep.replay.Verdict;
import dev.lockstep.replay.format.ReplayHeader;
import dev.lockstep.tools.scenario.InputScript;
import dev.lockstep.tools.scenario.Scenario;
import dev.lockstep.tools.scenario.Scenarios;
import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;

/**
 * A generated corpus of replays of the world reference scenario with known verdicts, for {@code verify-batch} and
 * the Beam pipeline: good replays with different seeds, player counts and lengths;
 * replays with a hidden fault (player 0's input secretly replaced by full thrust at a known tick, while the
 * file records the scripted input), which desync at that tick in body 0; and replays truncated or with
 * one bit flipped. Deterministic: the same arguments write the same bytes.
 *
 * <p>{@code main(DIR, OK, DESYNC, CORRUPT, [LENGTH_SCALE])} writes a corpus for the throughput table.
 */
public final class BatchCorpus {
    /** One file's expected outcome: verdict kind, and for a desync its tick (else -1). */
    public record Expected(String fileName, Verdict.Kind kind, long desyncTick) {
    }

    private static final byte[] FULL_THRUST = {(byte) 255, (byte) 255, (byte) 255};

    private BatchCorpus() {
    }

    /**
     * Writes {@code ok} good, {@code desync} faulty and {@code corrupt} damaged replays into {@code dir}; good
     * replays are {@code lengthScale} x 1..8 ticks long (the world reference scenario). Returns the expected verdicts in file-name order.
     */
    public static List<Expected> write(Path dir, int ok, int desync, int corrupt, int lengthScale) throws IOException {
        Files.createDirectories(dir);
        List<Expected> out = new ArrayList<>();
        for (int i = 0; i < ok; i++) {
            String name = Scenarios.DEFAULT;
            int players = 2 + i % 3;
            int ticks = lengthScale * (10 + (i * 7) % 71) / 10 + 1;
            String file = String.format("ok-%03d-%s.lsr", i, name);
            record(dir.resolve(file), name, 1000 + i, players, ticks, 16, -1);
            out.add(new Expected(file, Verdict.Kind.OK, -1));
        }
        for (int i = 0; i < desync; i++) {
            String name = Scenarios.DEFAULT;
            int faultTick = 3 + 2 * i;
            String file = String.format("desync-%03d-%s.lsr", i, name);
            record(dir.resolve(file), name, 2000 + i, 3, faultTick + 10, 1, faultTick);
            out.add(new Expected(file, Verdict.Kind.DESYNC, faultTick));
        }
        for (int i = 0; i < corrupt; i++) {
            Path tmp = dir.resolve("corrupt-source.tmp");
            record(tmp, Scenarios.DEFAULT, 3000 + i, 2, 30, 8, -1);
            byte[] bytes = Files.readAllBytes(tmp);
            Files.delete(tmp);
            boolean truncate = i % 2 == 0;
            String file = String.format("corrupt-%03d-%s.lsr", i, truncate ? "truncated" : "bitflip");
            if (truncate) {
                bytes = Arrays.copyOf(bytes, bytes.length * (i + 1) / (corrupt + 2));
            } else {
                // Past the preamble and header, so a CRC-covered byte of a tick or keyframe record.
                int at = bytes.length / 2 + 31 * i;
                bytes[at % bytes.length] ^= (byte) (1 << (i % 8));
            }
            Files.write(dir.resolve(file), bytes);
            out.add(new Expected(file, Verdict.Kind.CORRUPT, -1));
        }
        out.sort((a, b) -> a.fileName().compareTo(b.fileName()));
        return out;
    }

    /** Records a scenario's scripted run; at {@code faultTick} (-1: never) the simulation secretly gets full thrust. */
    static void record(Path file, String scenario, long seed, int players, int ticks, int keyframeInterval,
            int faultTick) throws IOException {
        Scenario s = Scenarios.create(scenario, seed, players);
        Simulation sim = new SecretThrust(s, faultTick, s.playerCount());
        ReplayHeader header = new ReplayHeader(s.rules(), seed, s.playerCount(), s.maxInputBytes(), 0, keyframeInterval);
        InputScript script = new InputScript(seed, s.playerCount(), s.maxInputBytes());
        TickInputs inputs = new TickInputs(s.playerCount());
        try (ReplayWriter writer = ReplayWriter.create(file, header, FlushPolicy.ON_CLOSE);
             ReplayRecorder recorder = new ReplayRecorder(sim, writer)) {
            for (int t = 0; t < ticks; t++) {
                script.inputsFor(recorder.nextTick(), inputs);
                recorder.step(inputs);
            }
            recorder.finish();
        }
    }

    /** Full thrust for player 0 at one tick, unrecorded: the file keeps the scripted input. */
    private static final class SecretThrust extends ForwardingSimulation {
        private final int faultTick;
        private final TickInputs changed;

        SecretThrust(Simulation inner, int faultTick, int players) {
            super(inner);
            this.faultTick = faultTick;
            this.changed = new TickInputs(players);
        }

        @Override
        public void applyInputs(int tick, TickInputs inputs) {
            if (tick == faultTick) {
                changed.copyFrom(inputs);
                changed.set(0, FULL_THRUST);
                super.applyInputs(tick, changed);
            } else {
                super.applyInputs(tick, inputs);
            }
        }
    }

    /** Writes a corpus: {@code DIR OK DESYNC CORRUPT [LENGTH_SCALE]}. */
    public static void main(String[] args) throws IOException {
        int scale = args.length > 4 ? Integer.parseInt(args[4]) : 1;
        List<Expected> e = write(Path.of(args[0]), Integer.parseInt(args[1]), Integer.parseInt(args[2]),
                Integer.parseInt(args[3]), scale);
        System.out.println("wrote " + e.size() + " replays to " + args[0]);
    }
}
