package dev.lockstep.replay.testing;

import java.util.List;

/**
 * The replay module's own golden corpus, on the test-only {@link ArenaSimulation} (the collision-based
 * reference scenario's corpus lives in the tools module and plugs into the same harness).
 */
public final class ArenaScenes implements GoldenScenes {
    @Override
    public String area() {
        return "replay";
    }

    @Override
    public List<GoldenScene> scenes() {
        InputScript duel = new InputScript(101, 2, 8);
        InputScript crowd = new InputScript(202, 8, 32);
        InputScript bytes = new InputScript(303, 5, 256);
        return List.of(
                new GoldenScene("arena-duel", () -> new ArenaSimulation(4, 101), duel::fill, 2, 8, 101, 3000, 300, 100),
                new GoldenScene("arena-crowd", () -> new ArenaSimulation(48, 202), crowd::fill, 8, 32, 202, 2000, 200, 100),
                new GoldenScene("arena-bytes", () -> new ArenaSimulation(12, 303), bytes::fill, 5, 256, 303, 2000, 200, 100));
    }

    @Override
    public List<GoldenScene> replayScenes() {
        InputScript small = new InputScript(404, 3, 16);
        return List.of(new GoldenScene("arena-replay", () -> new ArenaSimulation(6, 404), small::fill, 3, 16, 404,
                400, 50, 25));
    }
}
