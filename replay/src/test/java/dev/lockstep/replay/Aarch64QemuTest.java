package dev.lockstep.replay;

import dev.lockstep.replay.testing.ArenaScenes;
import dev.lockstep.replay.testing.QemuAarch64Leg;
import java.nio.file.Paths;
import org.junit.jupiter.api.Test;

/**
 * Issue 6, aarch64 leg of the JVM matrix for the replay module's own scenes (see
 * {@link QemuAarch64Leg}; runs only with {@code CI=true}, skipped when the install is impossible).
 */
class Aarch64QemuTest {
    /** Time budget of the whole script (install plus run); CI must stay under 20 minutes. */
    static final int BUDGET_SECONDS = 240;

    @Test
    void goldenCorpusPrefix_isIdenticalOnAarch64UnderQemu() throws Exception {
        QemuAarch64Leg.assertGoldenOnAarch64(Paths.get("scripts/aarch64-qemu-matrix.sh").toAbsolutePath(),
                new ArenaScenes(), BUDGET_SECONDS);
    }
}
