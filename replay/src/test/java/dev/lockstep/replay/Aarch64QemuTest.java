package dev.lockstep.replay;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;
import static org.junit.jupiter.api.Assumptions.abort;
import static org.junit.jupiter.api.Assumptions.assumeTrue;

import dev.lockstep.replay.testing.ArenaScenes;
import dev.lockstep.replay.testing.GoldenCorpus;
import dev.lockstep.replay.testing.GoldenScene;
import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.Paths;
import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.TimeUnit;
import org.junit.jupiter.api.Test;

/**
 * Issue 6, aarch64 leg of the JVM matrix: runs {@code replay/scripts/aarch64-qemu-matrix.sh} (only when
 * the environment variable {@code CI=true}), which installs and runs an arm64 JDK 17 under qemu-user and
 * prints the corpus prefix checkpoints; they must equal the goldens. Reported as skipped (never failed)
 * when not on CI, when the script skips (no apt, no root, install failure) or when it exceeds its budget.
 */
class Aarch64QemuTest {
    /** Time budget of the whole script (install plus run); CI must stay under 20 minutes. */
    static final int BUDGET_SECONDS = 240;

    @Test
    void goldenCorpusPrefix_isIdenticalOnAarch64UnderQemu() throws IOException, InterruptedException {
        assumeTrue("true".equals(System.getenv("CI")), "aarch64/qemu leg runs only with CI=true");
        Path script = Paths.get("scripts/aarch64-qemu-matrix.sh").toAbsolutePath();
        assertTrue(Files.isExecutable(script), script + " missing or not executable");
        ArenaScenes corpus = new ArenaScenes();
        long maxTicks = corpus.scenes().stream().mapToLong(GoldenScene::prefixTicks).max().orElse(1);
        Path out = Files.createTempFile("qemu-matrix-", ".out");
        try {
            Process p = new ProcessBuilder(script.toString(), System.getProperty("java.class.path"),
                    ArenaScenes.class.getName(), Long.toString(maxTicks), Integer.toString(BUDGET_SECONDS))
                    .redirectErrorStream(true).redirectOutput(out.toFile()).start();
            if (!p.waitFor(BUDGET_SECONDS + 30L, TimeUnit.SECONDS)) {
                p.descendants().forEach(ProcessHandle::destroyForcibly);
                p.destroyForcibly();
                abort("aarch64/qemu script exceeded " + (BUDGET_SECONDS + 30) + " s; skipped");
            }
            List<String> lines = Files.readAllLines(out, StandardCharsets.UTF_8);
            String all = String.join("\n", lines);
            System.out.println(all);
            if (p.exitValue() == 77) {
                abort(lines.stream().filter(l -> l.startsWith("SKIPPED:")).findFirst().orElse("SKIPPED (no reason)"));
            }
            assertEquals(0, p.exitValue(), "aarch64/qemu run failed:\n" + all);
            List<String> expected = new ArrayList<>(GoldenCorpus.goldenCheckpoints(corpus, maxTicks));
            for (GoldenScene s : corpus.replayScenes()) {
                expected.add("verify " + s.name() + " OK: " + Math.min(maxTicks, s.ticks()) + " ticks from tick 0");
            }
            expected.add("done");
            List<String> actual = new ArrayList<>();
            boolean inside = false;
            for (String l : lines) {
                if (l.equals("BEGIN-OUTPUT") || l.equals("END-OUTPUT")) {
                    inside = l.equals("BEGIN-OUTPUT");
                } else if (inside) {
                    actual.add(l.startsWith("verify ") && l.contains(" OK: ") ? l.substring(0, l.indexOf(',')) : l);
                }
            }
            assertEquals(expected, actual, "aarch64 output differs from the goldens:\n" + all);
        } finally {
            Files.deleteIfExists(out);
        }
    }
}
