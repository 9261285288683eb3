package dev.lockstep.tools.scenario;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNotNull;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertTrue;
import static org.junit.jupiter.api.Assertions.fail;

import dev.lockstep.replay.DesyncReport;
import dev.lockstep.replay.ReplayReader;
import dev.lockstep.replay.ReplayVerifier;
import dev.lockstep.replay.VerificationResult;
import dev.lockstep.replay.testing.Golden;
import dev.lockstep.replay.testing.GoldenCorpus;
import dev.lockstep.replay.testing.GoldenScene;
import java.io.IOException;
import java.util.List;
import org.junit.jupiter.api.Test;

/**
 * The world reference scenario's golden corpus. Each scene's committed replay is re-simulated tick by tick
 * (a divergence names scene, tick, phase, parts, body and field), its final hash and chain must equal the
 * corpus checkpoint, and the corpus file must equal a fresh run of every scene. Regenerate only with
 * {@code -Dlockstep.golden.update=true} and review the diff.
 */
class WorldScenesGoldenTest {
    private final WorldScenes corpus = new WorldScenes();

    @Test
    void corpus_matchesCommittedCheckpoints() {
        Golden.assertText(GoldenCorpus.corpusResource(corpus.area()),
                GoldenCorpus.corpusText(corpus, GoldenCorpus.checkpoints(corpus, Long.MAX_VALUE)));
    }

    @Test
    void committedSceneReplays_reSimulateBitForBit() throws IOException {
        if (Golden.updating()) {
            for (GoldenScene s : corpus.scenes()) {
                Golden.write(GoldenCorpus.replayResource(corpus.area(), s), GoldenCorpus.record(s));
            }
            return;
        }
        List<String> checkpoints = GoldenCorpus.goldenCheckpoints(corpus, Long.MAX_VALUE);
        for (GoldenScene s : corpus.scenes()) {
            String resource = GoldenCorpus.replayResource(corpus.area(), s);
            byte[] replay = Golden.read(resource);
            assertNotNull(replay, "missing golden " + resource + " (regenerate with -Dlockstep.golden.update=true)");
            try (ReplayReader r = ReplayReader.open(replay, ReplayReader.Mode.STRICT)) {
                VerificationResult v = ReplayVerifier.verify(r, s.simulation().get());
                if (!v.ok()) {
                    fail("scene " + s.name() + ": " + v.describe());
                }
                assertEquals(s.ticks(), v.ticksVerified(), s.name());
                String end = String.format("scene %s ticks %d hash %016x chain %016x", s.name(), s.ticks(), v.finalHash(),
                        v.chainDigest());
                assertEquals(true, checkpoints.contains(end), "scene " + s.name() + ": replay end " + end
                        + " is not a corpus checkpoint " + checkpoints);
            }
        }
    }

    /**
     * The diagnosis a golden failure gives: the duel replay verified by a scene whose random hull comes
     * from another seed (same rules, same keyframe state, different kernel input) diverges, and the
     * report names the tick, the phase, the parts and the body and field.
     */
    @Test
    void aDivergence_isNamedByTickPhaseBodyAndField() throws IOException {
        GoldenScene s = corpus.scenes().get(0);
        byte[] replay = Golden.read(GoldenCorpus.replayResource(corpus.area(), s));
        assertNotNull(replay);
        try (ReplayReader r = ReplayReader.open(replay, ReplayReader.Mode.STRICT)) {
            VerificationResult v = ReplayVerifier.verify(r, new WorldReferenceScenario(s.seed() + 1, s.players()));
            String report = v.describe();
            assertEquals(false, v.ok(), report);
            assertTrue(report.matches("(?s).*desync at tick \\d+, phase '(inputs|collide|solve)'.*"), report);
            assertTrue(report.contains("first differing field") && report.contains("body") && report.contains("field"), report);
        }
    }

    /** Rollback sync test (restore the snapshot of k ticks ago every tick) on every scene's first ticks. */
    @Test
    void syncTest_everyScene_restoresBitIdentically() {
        for (GoldenScene s : corpus.scenes()) {
            DesyncReport d = GoldenCorpus.syncTest(s, 200, 6);
            assertNull(d, () -> "scene " + s.name() + ": " + d.describe());
        }
    }
}
