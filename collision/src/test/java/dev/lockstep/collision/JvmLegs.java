package dev.lockstep.collision;

import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.TimeUnit;

/**
 * Forked JVMs for the collision goldens' cross-JVM check (house style, test kind 5): the JIT tiers
 * that compute differently from C2 ({@code -Xint}, C1 only) and the Temurin 25 JDK when installed.
 * The idea of {@code dev.lockstep.replay.testing.JvmMatrix}, kept small and local because collision
 * must not depend on replay. The child gets this JVM's class path and working directory.
 */
public final class JvmLegs {
    /** Where the Temurin 25 JDK is expected. */
    public static final Path TEMURIN_25 = Path.of("/usr/lib/jvm/temurin-25-jdk-amd64");

    private JvmLegs() {
    }

    /**
     * One forked JVM configuration.
     *
     * @param name short name for reports
     * @param javaHome JDK to use, or null for the JDK running the tests
     * @param jvmArgs extra JVM arguments
     */
    public record Leg(String name, Path javaHome, List<String> jvmArgs) {
        /** Returns the java executable, or null when that JDK is not installed. */
        public Path javaExecutable() {
            Path home = javaHome != null ? javaHome : Path.of(System.getProperty("java.home"));
            Path exe = home.resolve("bin").resolve("java");
            return Files.isExecutable(exe) ? exe : null;
        }
    }

    /** Returns the legs in a fixed order: interpreter only, C1 only, Temurin 25. */
    public static List<Leg> standardLegs() {
        return List.of(
                new Leg("interpreter", null, List.of("-Xint")),
                new Leg("c1-only", null, List.of("-XX:TieredStopAtLevel=1")),
                new Leg("temurin-25", TEMURIN_25, List.of()));
    }

    /** What a child printed. */
    public record ChildResult(int exitCode, List<String> stdout, String stderr, boolean timedOut) {
    }

    /** Runs {@code mainClass args} in a child JVM of {@code leg}, killed after {@code timeoutSeconds}. */
    public static ChildResult run(Leg leg, String mainClass, List<String> args, long timeoutSeconds)
            throws IOException, InterruptedException {
        Path java = leg.javaExecutable();
        if (java == null) {
            throw new IllegalStateException("no java executable for leg " + leg.name());
        }
        List<String> cmd = new ArrayList<>();
        cmd.add(java.toString());
        cmd.add("-Xss4m");
        cmd.addAll(leg.jvmArgs());
        cmd.add("-cp");
        cmd.add(System.getProperty("java.class.path"));
        cmd.add(mainClass);
        cmd.addAll(args);
        Path out = Files.createTempFile("collision-jvm-leg-", ".out");
        Path err = Files.createTempFile("collision-jvm-leg-", ".err");
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
