package dev.lockstep.tools.scenario;

import dev.lockstep.replay.testing.GoldenScene;
import dev.lockstep.replay.testing.GoldenScenes;
import java.util.List;

/**
 * The golden corpus of the collision reference scenario ({@link ArenaScenario}) on the replay module's
 * harness: three scenes (seeds, player counts 2/4/8, both level variants) of 2000 ticks, checkpointed after
 * {@value #PREFIX_TICKS} ticks (the {@code -Xint} leg) and at the end, in {@code golden/arena/corpus.txt}.
 * Every scene's replay is committed too ({@code golden/arena/format-1.0-<scene>.lsr}, keyframe every
 * {@value #KEYFRAME_INTERVAL} ticks): verifying it is what names the tick, phase, part, body and field of
 * a divergence ({@link ArenaGoldenTest}). Public with a no-arg constructor for {@code GoldenCorpusMain}.
 */
public final class ArenaScenes implements GoldenScenes {
    /** Ticks of every scene; sized so the corpus stays a few seconds per JVM (about 2k ticks/s on a loaded machine). */
    static final int TICKS = 2000;
    static final int PREFIX_TICKS = 100;
    static final int KEYFRAME_INTERVAL = 200;

    @Override
    public String area() {
        return "arena";
    }

    @Override
    public List<GoldenScene> scenes() {
        return List.of(
                scene("arena-duel-single", 11, 2, ArenaLevel.SINGLE),
                scene("arena-four-tiles", 22, 4, ArenaLevel.TILES),
                scene("arena-crowd-tiles", 33, 8, ArenaLevel.TILES));
    }

    /** The scene whose replay the JVM matrix verifies in every configuration (the shortest-running one is enough). */
    @Override
    public List<GoldenScene> replayScenes() {
        return List.of(scenes().get(0));
    }

    static GoldenScene scene(String name, long seed, int players, int variant) {
        InputScript script = new InputScript(seed, players, ArenaScenario.INPUT_BYTES);
        return new GoldenScene(name, () -> new ArenaScenario(seed, players, variant), script::inputsFor, players,
                ArenaScenario.INPUT_BYTES, seed, TICKS, PREFIX_TICKS, KEYFRAME_INTERVAL);
    }
}
