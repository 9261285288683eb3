package dev.lockstep.collision.mesh;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assumptions.assumeFalse;
import static org.junit.jupiter.api.Assumptions.assumeTrue;

import dev.lockstep.fixedpoint.testing.JvmMatrix;
import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.stream.Stream;
import org.junit.jupiter.api.DynamicTest;
import org.junit.jupiter.api.TestFactory;

/**
 * The mesh goldens (sphere, capsule and box vs mesh; {@code golden/mesh/*.txt}) computed in forked
 * JVMs: interpreter only ({@code -Xint}), C1 only ({@code -XX:TieredStopAtLevel=1}) and Temurin 25
 * (skipped when not installed at {@link JvmMatrix#TEMURIN_25}) must print exactly the committed
 * lines, so the fixed-point contact bits do not depend on the JIT tier or the JDK. Each leg renders
 * 480 queries in about a second or two. Skipped while goldens are being regenerated.
 */
class MeshGoldensJvmMatrixTest {
    private static final Path DIR = Path.of("src/test/resources/golden/mesh");
    private static final long CHILD_TIMEOUT_SECONDS = 120;

    @TestFactory
    Stream<DynamicTest> meshGoldens_identicalUnderInterpreterC1AndTemurin25() {
        return JvmMatrix.jitAndJdkVariants().stream().map(leg -> DynamicTest.dynamicTest(leg.name(), () -> {
            assumeFalse(Boolean.getBoolean("lockstep.golden.update"), "goldens are being regenerated");
            assumeTrue(leg.javaExecutable() != null, "JDK not installed for " + leg.name() + ": " + leg.javaHome());
            JvmMatrix.ChildResult r = JvmMatrix.run(leg, MeshGoldensMain.class.getName(), List.of(), CHILD_TIMEOUT_SECONDS);
            assertFalse(r.timedOut(), leg.name() + " timed out");
            assertEquals(0, r.exitCode(), leg.name() + " stderr: " + r.stderr());
            assertEquals(expected(), r.stdout(), leg.name() + " printed other bits than the committed mesh goldens");
        }));
    }

    private static List<String> expected() throws IOException {
        List<String> lines = new ArrayList<>();
        for (String file : new String[] {MeshGoldensMain.SPHERE, MeshGoldensMain.CONVEX}) {
            lines.add("==== " + file);
            lines.addAll(Files.readAllLines(DIR.resolve(file), StandardCharsets.UTF_8));
        }
        return lines;
    }
}
