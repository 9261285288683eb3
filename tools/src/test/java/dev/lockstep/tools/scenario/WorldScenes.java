package dev.lockstep.tools.scenario;

import dev.lockstep.replay.testing.GoldenScene;
import dev.lockstep.replay.testing.GoldenScenes;
import java.util.List;

/**
 * The golden corpus of the reference scenario on the rigid-body world ({@link WorldReferenceScenario}) on
 * the replay module's harness: three scenes (seeds, player counts 2/4/8) of {@value #TICKS} ticks,
 * checkpointed after {@value #PREFIX_TICKS} ticks (the {@code -Xint} leg) and at the end, in
 * {@code golden/world-reference/corpus.txt}. Every scene's replay is committed too
 * ({@code golden/world-reference/format-1.0-<scene>.lsr}, keyframe every {@value #KEYFRAME_INTERVAL} ticks):
 * verifying it is what names the tick, phase, part, body and field of a divergence
 * ({@link WorldScenesGoldenTest}). Public with a no-arg constructor for {@code GoldenCorpusMain}.
 */
public final class WorldScenes implements GoldenScenes {
    /** Ticks of every scene: the players push bodies over the level, stacks fall, the pile comes to rest. */
    static final int TICKS = 600;
    static final int PREFIX_TICKS = 60;
    static final int KEYFRAME_INTERVAL = 100;

    @Override
    public String area() {
        return "world-reference";
    }

    @Override
    public List<GoldenScene> scenes() {
        return List.of(
                scene("world-duel", 11, 2),
                scene("world-four", 22, 4),
                scene("world-crowd", 33, 8));
    }

    /** The scene whose replay the JVM matrix verifies in every configuration (the shortest-running one is enough). */
    @Override
    public List<GoldenScene> replayScenes() {
        return List.of(scenes().get(0));
    }

    static GoldenScene scene(String name, long seed, int players) {
        InputScript script = new InputScript(seed, players, WorldReferenceScenario.INPUT_BYTES);
        return new GoldenScene(name, () -> new WorldReferenceScenario(seed, players), script::inputsFor, players,
                WorldReferenceScenario.INPUT_BYTES, seed, TICKS, PREFIX_TICKS, KEYFRAME_INTERVAL);
    }
}
