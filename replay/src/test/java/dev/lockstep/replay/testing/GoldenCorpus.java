package dev.lockstep.replay.testing;

import dev.lockstep.replay.ByteArrayReplayOutput;
import dev.lockstep.replay.DesyncReport;
import dev.lockstep.replay.FlushPolicy;
import dev.lockstep.replay.HashChain;
import dev.lockstep.replay.ReplayReader;
import dev.lockstep.replay.ReplayRecorder;
import dev.lockstep.replay.ReplayVerifier;
import dev.lockstep.replay.ReplayWriter;
import dev.lockstep.replay.Simulation;
import dev.lockstep.replay.SyncTest;
import dev.lockstep.replay.TickInputs;
import dev.lockstep.replay.TickRunner;
import dev.lockstep.replay.VerificationResult;
import dev.lockstep.replay.format.ReplayHeader;
import dev.lockstep.replay.internal.format.Preamble;
import java.io.IOException;
import java.io.UncheckedIOException;
import java.util.ArrayList;
import java.util.List;

/**
 * Golden-corpus harness, reusable by any module: runs scenes and pins per-scene checkpoints (state hash
 * and hash-chain digest after {@code prefixTicks} and after {@code ticks}) in
 * {@code golden/<area>/corpus.txt}; records and verifies committed replay files
 * {@code golden/<area>/format-<major>.<minor>-<scene>.lsr}, whose verification names scene, tick, phase,
 * body and field on failure.
 */
public final class GoldenCorpus {
    private GoldenCorpus() {
    }

    /** Returns the corpus file resource for an area. */
    public static String corpusResource(String area) {
        return "golden/" + area + "/corpus.txt";
    }

    /** Returns the replay golden resource of a scene for the current format version. */
    public static String replayResource(String area, GoldenScene scene) {
        return "golden/" + area + "/format-" + Preamble.FORMAT_MAJOR + "." + Preamble.FORMAT_MINOR + "-" + scene.name()
                + ".lsr";
    }

    /**
     * Runs every scene for at most {@code maxTicks} ticks and returns one checkpoint line per reached
     * checkpoint: {@code scene <name> ticks <n> hash <hex16> chain <hex16>}.
     */
    public static List<String> checkpoints(GoldenScenes corpus, long maxTicks) {
        List<String> lines = new ArrayList<>();
        for (GoldenScene s : corpus.scenes()) {
            Simulation sim = s.simulation().get();
            TickRunner runner = new TickRunner(sim);
            long[] phases = new long[runner.phaseCount()];
            long[] parts = new long[runner.partCount()];
            TickInputs in = new TickInputs(s.players(), s.maxInputBytes());
            HashChain chain = new HashChain();
            int end = (int) Math.min(s.ticks(), maxTicks);
            for (int t = 0; t < end; t++) {
                s.inputs().fill(t, in);
                long h = runner.runTick(t, in, phases, parts);
                chain.add(h);
                if (t + 1 == s.prefixTicks() || t + 1 == s.ticks()) {
                    lines.add(String.format("scene %s ticks %d hash %016x chain %016x", s.name(), t + 1, h, chain.digest()));
                }
            }
        }
        return lines;
    }

    /** Returns the corpus file text for the given checkpoint lines. */
    public static String corpusText(GoldenScenes corpus, List<String> lines) {
        StringBuilder b = new StringBuilder("# lockstep golden corpus v1, area '" + corpus.area()
                + "': state hash and hash-chain digest (replay/README.md) per scene checkpoint\n"
                + "# regenerate: -Dlockstep.golden.update=true (review the diff)\n");
        for (String l : lines) {
            b.append(l).append('\n');
        }
        return b.toString();
    }

    /** Returns the golden checkpoint lines (comment lines removed) whose tick count is at most {@code maxTicks}. */
    public static List<String> goldenCheckpoints(GoldenScenes corpus, long maxTicks) {
        byte[] golden = Golden.read(corpusResource(corpus.area()));
        if (golden == null) {
            throw new AssertionError("missing golden " + corpusResource(corpus.area()));
        }
        List<String> out = new ArrayList<>();
        for (String l : new String(golden, java.nio.charset.StandardCharsets.UTF_8).split("\n")) {
            if (l.startsWith("scene ") && Long.parseLong(l.split(" ")[3]) <= maxTicks) {
                out.add(l);
            }
        }
        return out;
    }

    /**
     * Runs the rollback sync test ({@link SyncTest}) on a scene's first {@code ticks} ticks with depth
     * {@code k}; returns null when every re-simulation matched, else the first desync.
     */
    public static DesyncReport syncTest(GoldenScene s, int ticks, int k) {
        return SyncTest.run(s.simulation().get(), s.inputs(), s.players(), 0, Math.min(ticks, s.ticks()), k);
    }

    /** Records a scene's replay into bytes. */
    public static byte[] record(GoldenScene s) {
        try {
            Simulation sim = s.simulation().get();
            ByteArrayReplayOutput out = new ByteArrayReplayOutput();
            ReplayHeader h = new ReplayHeader(sim.rules(), s.seed(), s.players(), s.maxInputBytes(), 0, s.keyframeInterval());
            TickInputs in = new TickInputs(s.players(), s.maxInputBytes());
            try (ReplayRecorder rec = new ReplayRecorder(sim, ReplayWriter.create(out, h, FlushPolicy.ON_CLOSE, () -> 0L))) {
                for (int t = 0; t < s.ticks(); t++) {
                    s.inputs().fill(t, in);
                    rec.step(in);
                }
            }
            return out.toByteArray();
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
    }

    /**
     * Verifies a committed replay of {@code scene} with a fresh simulation, at most {@code maxTicks} ticks;
     * returns {@code "verify <scene> OK ..."} or {@code "verify <scene> DESYNC <report>"}.
     */
    public static String verifyReplay(byte[] replay, GoldenScene scene, long maxTicks) {
        try (ReplayReader r = ReplayReader.open(replay, ReplayReader.Mode.STRICT)) {
            VerificationResult v = ReplayVerifier.verify(r, scene.simulation().get(), -1, maxTicks);
            return "verify " + scene.name() + " " + v.describe();
        } catch (IOException e) {
            return "verify " + scene.name() + " UNREADABLE " + e.getMessage();
        }
    }
}
