package dev.lockstep.fixedpoint.testing;

import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.Paths;
import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.TimeUnit;

/**
 * Runs a main class in forked JVMs under the determinism matrix: default, C1 only, {@code -Xint}
 * (reduced ticks), {@code -Xshare:off}, {@code -XX:hashCode=2} (constant identity hash, exposes
 * identity-hash order dependence) and the Temurin 25 JDK when installed. The child gets this JVM's
 * class path and working directory, and an already closed standard input. Lives in fixedpoint's
 * test-jar so every module's golden tests (collision's mesh goldens, replay's corpus, the tools
 * reference scenario) share one launcher without depending on each other.
 */
public final class JvmMatrix {
    /** Where the Temurin 25 JDK is expected. */
    public static final Path TEMURIN_25 = Paths.get("/usr/lib/jvm/temurin-25-jdk-amd64");

    private JvmMatrix() {
    }

    /**
     * One JVM configuration.
     *
     * @param name short name for reports
     * @param javaHome JDK to use, or null for the JDK running the tests
     * @param jvmArgs extra JVM arguments
     * @param reducedTicks true when the configuration is slow and runs only the prefix checkpoints
     */
    public record Variant(String name, Path javaHome, List<String> jvmArgs, boolean reducedTicks) {
        /** Returns the java executable, or null when the JDK is not installed. */
        public Path javaExecutable() {
            Path home = javaHome != null ? javaHome : Paths.get(System.getProperty("java.home"));
            Path exe = home.resolve("bin").resolve("java");
            return Files.isExecutable(exe) ? exe : null;
        }
    }

    /** Returns the standard variants in a fixed order. */
    public static List<Variant> standardVariants() {
        return List.of(
                new Variant("default", null, List.of(), false),
                new Variant("c1-only", null, List.of("-XX:TieredStopAtLevel=1"), false),
                new Variant("interpreter", null, List.of("-Xint"), true),
                new Variant("xshare-off", null, List.of("-Xshare:off"), false),
                new Variant("hashcode-2", null, List.of("-XX:+UnlockExperimentalVMOptions", "-XX:hashCode=2"), false),
                new Variant("temurin-25", TEMURIN_25, List.of(), false));
    }

    /**
     * Returns the legs whose arithmetic paths differ from the C2-compiled default, in a fixed order:
     * interpreter only, C1 only, Temurin 25 (for goldens computed by the default JVM in-process).
     */
    public static List<Variant> jitAndJdkVariants() {
        return standardVariants().stream()
                .filter(v -> v.name().equals("interpreter") || v.name().equals("c1-only") || v.name().equals("temurin-25"))
                .sorted(java.util.Comparator.comparing(v -> !v.name().equals("interpreter")))
                .toList();
    }

    /** Output of a child JVM. */
    public record ChildResult(int exitCode, List<String> stdout, String stderr, boolean timedOut) {
    }

    /** Runs {@code mainClass args} in a child JVM of {@code variant}, killing it after {@code timeoutSeconds}. */
    public static ChildResult run(Variant variant, String mainClass, List<String> args, long timeoutSeconds)
            throws IOException, InterruptedException {
        Path java = variant.javaExecutable();
        if (java == null) {
            throw new IllegalStateException("no java executable for variant " + variant.name());
        }
        List<String> cmd = new ArrayList<>();
        cmd.add(java.toString());
        cmd.add("-Xss4m");
        cmd.addAll(variant.jvmArgs());
        cmd.add("-cp");
        cmd.add(System.getProperty("java.class.path"));
        cmd.add(mainClass);
        cmd.addAll(args);
        Path out = Files.createTempFile("jvm-matrix-", ".out");
        Path err = Files.createTempFile("jvm-matrix-", ".err");
        try {
            Process p = new ProcessBuilder(cmd).redirectOutput(out.toFile()).redirectError(err.toFile()).start();
            p.getOutputStream().close();
            boolean finished = p.waitFor(timeoutSeconds, TimeUnit.SECONDS);
            if (!finished) {
                p.destroyForcibly();
                p.waitFor();
            }
            return new ChildResult(finished ? p.exitValue() : -1, Files.readAllLines(out, StandardCharsets.UTF_8),
                    Files.readString(err, StandardCharsets.UTF_8), !finished);
        } finally {
            Files.deleteIfExists(out);
            Files.deleteIfExists(err);
        }
    }
}
