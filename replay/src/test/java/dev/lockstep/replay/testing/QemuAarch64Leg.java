package dev.lockstep.replay.testing;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;
import static org.junit.jupiter.api.Assumptions.abort;
import static org.junit.jupiter.api.Assumptions.assumeTrue;

import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.TimeUnit;

/**
 * Issue 6, aarch64 leg of the JVM matrix, reusable by any module with a {@link GoldenScenes}: runs
 * {@code replay/scripts/aarch64-qemu-matrix.sh} (only when the environment variable {@code CI=true}),
 * which installs and runs an arm64 JDK 17 under qemu-user and prints the corpus prefix checkpoints;
 * they must equal the goldens. Reported as skipped (never failed) when not on CI, when the script
 * skips (no apt, no root, install failure) or when it exceeds its budget; a hash that differs fails.
 */
public final class QemuAarch64Leg {
    private QemuAarch64Leg() {
    }

    /**
     * Runs the leg for {@code corpus} up to its longest prefix checkpoint.
     *
     * @param script the path of {@code aarch64-qemu-matrix.sh}
     * @param budgetSeconds the whole script's time budget (install plus run)
     */
    public static void assertGoldenOnAarch64(Path script, GoldenScenes corpus, int budgetSeconds)
            throws IOException, InterruptedException {
        assumeTrue("true".equals(System.getenv("CI")), "aarch64/qemu leg runs only with CI=true");
        assertTrue(Files.isExecutable(script), script + " missing or not executable");
        long maxTicks = corpus.scenes().stream().mapToLong(GoldenScene::prefixTicks).max().orElse(1);
        Path out = Files.createTempFile("qemu-matrix-", ".out");
        try {
            Process p = new ProcessBuilder(script.toString(), System.getProperty("java.class.path"),
                    corpus.getClass().getName(), Long.toString(maxTicks), Integer.toString(budgetSeconds))
                    .redirectErrorStream(true).redirectOutput(out.toFile()).start();
            if (!p.waitFor(budgetSeconds + 30L, TimeUnit.SECONDS)) {
                p.descendants().forEach(ProcessHandle::destroyForcibly);
                p.destroyForcibly();
                abort("aarch64/qemu script exceeded " + (budgetSeconds + 30) + " s; skipped");
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
                    // verification lines carry hashes after the tick count; the corpus lines pin the hashes
                    actual.add(l.startsWith("verify ") && l.contains(" OK: ") ? l.substring(0, l.indexOf(',')) : l);
                }
            }
            assertEquals(expected, actual, "aarch64 output differs from the goldens:\n" + all);
        } finally {
            Files.deleteIfExists(out);
        }
    }
}
