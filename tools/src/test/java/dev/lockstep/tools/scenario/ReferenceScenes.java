package dev.lockstep.tools.scenario;

import dev.lockstep.replay.testing.GoldenScene;
import dev.lockstep.replay.testing.GoldenScenes;
import java.util.List;

/**
 * The golden corpus of the collision reference scenario ({@link ReferenceScenario}) on the replay module's
 * harness: three scenes (seeds, player counts 2/4/8, both level variants) of 2000 ticks, checkpointed after
 * {@value #PREFIX_TICKS} ticks (the {@code -Xint} leg) and at the end, in {@code golden/reference/corpus.txt}.
 * Every scene's replay is committed too ({@code golden/reference/format-1.0-<scene>.lsr}, keyframe every
 * {@value #KEYFRAME_INTERVAL} ticks): verifying it is what names the tick, phase, part, body and field of
 * a divergence ({@link ReferenceGoldenTest}). Public with a no-arg constructor for {@code GoldenCorpusMain}.
 */
public final class ReferenceScenes implements GoldenScenes {
    /** Ticks of every scene; sized so the corpus stays a few seconds per JVM (about 2k ticks/s on a loaded machine). */
    static final int TICKS = 2000;
    static final int PREFIX_TICKS = 100;
    static final int KEYFRAME_INTERVAL = 200;

    @Override
    public String area() {
        return "reference";
    }

    @Override
    public List<GoldenScene> scenes() {
        return List.of(
                scene("reference-duel-single", 11, 2, ReferenceLevel.SINGLE),
                scene("reference-four-tiles", 22, 4, ReferenceLevel.TILES),
                scene("reference-crowd-tiles", 33, 8, ReferenceLevel.TILES));
    }

    /** The scene whose replay the JVM matrix verifies in every configuration (the shortest-running one is enough). */
    @Override
    public List<GoldenScene> replayScenes() {
        return List.of(scenes().get(0));
    }

    static GoldenScene scene(String name, long seed, int players, int variant) {
        InputScript script = new InputScript(seed, players, ReferenceScenario.INPUT_BYTES);
        return new GoldenScene(name, () -> new ReferenceScenario(seed, players, variant), script::inputsFor, players,
                ReferenceScenario.INPUT_BYTES, seed, TICKS, PREFIX_TICKS, KEYFRAME_INTERVAL);
    }
}
