package dev.lockstep.tools.scenario;

import dev.lockstep.replay.testing.QemuAarch64Leg;
import java.nio.file.Paths;
import org.junit.jupiter.api.Test;

/**
 * The aarch64 leg of the world reference scenario: its golden corpus prefix
 * checkpoints and its committed replays, re-simulated by an arm64 JDK 17 under qemu-user, must
 * print the golden hashes (world determinism across CPU architectures). Runs only with
 * {@code CI=true}; the replay module's script installs qemu and the arm64 JRE or reports a skip.
 */
class WorldScenesAarch64QemuTest {
    /** Install plus run; the replay module's leg usually installs first, so this one mostly runs. */
    static final int BUDGET_SECONDS = 240;

    @Test
    void worldCorpusPrefix_isIdenticalOnAarch64UnderQemu() throws Exception {
        QemuAarch64Leg.assertGoldenOnAarch64(Paths.get("..", "replay", "scripts", "aarch64-qemu-matrix.sh").toAbsolutePath(),
                new WorldScenes(), BUDGET_SECONDS);
    }
}
