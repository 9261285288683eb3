package dev.lockstep.world;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assumptions.abort;
import static org.junit.jupiter.api.Assumptions.assumeTrue;

import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.TimeUnit;
import org.junit.jupiter.api.Test;

/**
 * The aarch64 leg of the world goldens: with {@code CI=true}, the quick golden set runs on an arm64
 * JDK 17 under qemu-user (C1 only, as the replay corpus's leg) and must print the committed lines.
 * {@code .ci/run} installs qemu-user-static and openjdk-17-jre-headless:arm64 before Maven starts
 * ({@code replay/scripts/aarch64-qemu-matrix.sh --install-only}); where they are missing, or off CI,
 * the leg reports itself skipped, never failed.
 */
class WorldGoldensAarch64Test {
    private static final Path ARM_JAVA = Path.of("/usr/lib/jvm/java-17-openjdk-arm64/bin/java");
    private static final long BUDGET_SECONDS = 600;

    @Test
    void quickGoldensAreTheSameBitsOnAarch64() throws IOException, InterruptedException {
        assumeTrue("true".equals(System.getenv("CI")), "aarch64/qemu leg runs only with CI=true");
        Path qemu = qemu();
        assumeTrue(Files.isExecutable(ARM_JAVA) && qemu != null, "qemu-user or the arm64 JDK is not installed");
        List<String> cmd = List.of(qemu.toString(), "-L", "/", ARM_JAVA.toString(), "-Xss4m", "-XX:TieredStopAtLevel=1",
                "-cp", System.getProperty("java.class.path"), WorldGoldensMain.class.getName(), "--quick");
        Path out = Files.createTempFile("world-qemu-", ".out");
        Path err = Files.createTempFile("world-qemu-", ".err");
        try {
            Process p = new ProcessBuilder(cmd).redirectError(err.toFile()).redirectOutput(out.toFile()).start();
            if (!p.waitFor(BUDGET_SECONDS, TimeUnit.SECONDS)) {
                p.destroyForcibly();
                abort("aarch64 JVM under qemu exceeded " + BUDGET_SECONDS + " s; skipped");
            }
            List<String> lines = Files.readAllLines(out, StandardCharsets.UTF_8);
            assertEquals(0, p.exitValue(), "aarch64 JVM under qemu failed:\n" + String.join("\n", lines) + "\n"
                    + Files.readString(err, StandardCharsets.UTF_8));
            List<String> expected = new ArrayList<>();
            for (String line : Files.readAllLines(Path.of(WorldGoldensMain.FILE), StandardCharsets.UTF_8)) {
                if (line.startsWith(WorldGoldensMain.QUICK_PREFIX)) {
                    expected.add(line);
                }
            }
            assertEquals(expected, lines, "aarch64 printed other bits than the committed world goldens");
        } finally {
            Files.deleteIfExists(out);
            Files.deleteIfExists(err);
        }
    }

    private static Path qemu() {
        for (String name : new String[] {"/usr/bin/qemu-aarch64-static", "/usr/bin/qemu-aarch64"}) {
            if (Files.isExecutable(Path.of(name))) {
                return Path.of(name);
            }
        }
        return null;
    }
}
