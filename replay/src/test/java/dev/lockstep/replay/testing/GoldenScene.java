package dev.lockstep.replay.testing;

import dev.lockstep.replay.Simulation;
import dev.lockstep.replay.TickInputSource;
import java.util.function.Supplier;

/**
 * One scene of a golden corpus: a fresh simulation, its input stream and how long to run it.
 *
 * @param name scene name, used in golden file names and failure messages ([a-z0-9-]+)
 * @param simulation creates the scene's simulation in its initial state (called once per run)
 * @param inputs the scene's inputs, a pure function of the tick
 * @param players player count
 * @param maxInputBytes per-player input limit (for recorded replays)
 * @param seed the seed written to recorded replays
 * @param ticks full length of the scene
 * @param prefixTicks shorter checkpoint for slow JVM modes ({@code -Xint}); 0 &lt; prefixTicks &lt;= ticks
 * @param keyframeInterval keyframe interval of recorded replays
 */
public record GoldenScene(String name, Supplier<Simulation> simulation, TickInputSource inputs, int players,
        int maxInputBytes, long seed, int ticks, int prefixTicks, int keyframeInterval) {

    /** Validates the scene. */
    public GoldenScene {
        if (!name.matches("[a-z0-9-]+")) {
            throw new IllegalArgumentException("scene name '" + name + "' must match [a-z0-9-]+");
        }
        if (prefixTicks <= 0 || prefixTicks > ticks) {
            throw new IllegalArgumentException("prefixTicks " + prefixTicks + " outside 1.." + ticks);
        }
    }
}
