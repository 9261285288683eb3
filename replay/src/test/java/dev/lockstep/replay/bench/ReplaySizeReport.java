package dev.lockstep.replay.bench;

import dev.lockstep.replay.testing.ArenaSimulation;
import dev.lockstep.replay.testing.InputScript;
import dev.lockstep.replay.testing.Recordings;

/**
 * Prints bytes per tick on disk for a few recording shapes (a size report, not a timing):
 * {@code java -cp ... dev.lockstep.replay.bench.ReplaySizeReport}.
 */
public final class ReplaySizeReport {
    private ReplaySizeReport() {
    }

    /** Prints one table row per configuration. */
    public static void main(String[] args) {
        int ticks = 3000;
        System.out.println("| players | input bytes/player | bodies | keyframe every | bytes/tick |");
        System.out.println("|---|---|---|---|---|");
        int[][] configs = {{2, 8, 16, 0}, {2, 8, 16, 300}, {8, 16, 64, 300}, {8, 64, 64, 300}, {4, 16, 256, 100}};
        for (int[] c : configs) {
            byte[] file = Recordings.record(new ArenaSimulation(c[2], 1), new InputScript(1, c[0], c[1]), 1, ticks, c[3]);
            System.out.printf("| %d | 0..%d | %d | %s | %.1f |%n", c[0], c[1], c[2], c[3] == 0 ? "start only" : c[3] + " ticks",
                    file.length / (double) ticks);
        }
    }
}
