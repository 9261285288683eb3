package dev.lockstep.fixedpoint.rules;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assumptions.assumeTrue;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;

/**
 * The one-line layering check of each module's {@code LayeringTest}: dependencies point one way
 * (fixedpoint; collision and replay on fixedpoint; world on those three; tools on all; beam on what
 * it needs, nothing on beam), and Guava, Jackson, Beam and the CLI library stay out of the
 * deterministic core. Maven's module graph already refuses most wrong references; this pins the
 * rule in a test, so a new pom dependency cannot quietly bend it.
 */
public final class LayeringAssertions {
    /** Libraries that stay out of fixedpoint, collision, replay and world. */
    public static final List<String> CORE_FORBIDDEN_LIBRARIES = List.of("com/google/", "com/fasterxml/", "org/apache/beam/",
            "picocli/");

    private LayeringAssertions() {
    }

    /**
     * Fails unless no main class of the module under test ({@code target/classes}) names a type of
     * {@code forbiddenModules} (module names such as {@code "world"}, checked as
     * {@code dev/lockstep/<name>/}) or, when {@code core}, of {@link #CORE_FORBIDDEN_LIBRARIES}.
     */
    public static void assertLayering(String expectedPackage, boolean core, String... forbiddenModules) throws IOException {
        Path classes = Path.of("target", "classes");
        assumeTrue(Files.isDirectory(classes.resolve(expectedPackage)), "no main classes yet");
        List<String> forbidden = new ArrayList<>();
        for (String m : forbiddenModules) {
            forbidden.add("dev/lockstep/" + m + "/");
        }
        if (core) {
            forbidden.addAll(CORE_FORBIDDEN_LIBRARIES);
        }
        assertEquals(List.of(), LayeringScanner.violations(classes, forbidden),
                "classes of " + expectedPackage + " that reach across the layering");
    }

    /**
     * Fails unless 128-bit arithmetic in the module under test goes through
     * {@code dev.lockstep.fixedpoint.wide}: no main class outside fixedpoint calls
     * {@code Math.multiplyHigh} ({@link WideArithmeticScanner}).
     */
    public static void assertWideArithmeticThroughFixedpoint(String expectedPackage) throws IOException {
        Path classes = Path.of("target", "classes");
        assumeTrue(Files.isDirectory(classes.resolve(expectedPackage)), "no main classes yet");
        assertEquals(List.of(), WideArithmeticScanner.callers(classes, "dev/lockstep/fixedpoint/"),
                "methods of " + expectedPackage + " that call Math.multiplyHigh: use fixedpoint.wide (Int128, Dot128)");
    }
}
