package dev.lockstep.world;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assumptions.assumeFalse;
import static org.junit.jupiter.api.Assumptions.assumeTrue;

import dev.lockstep.fixedpoint.testing.JvmMatrix;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.stream.Stream;
import org.junit.jupiter.api.DynamicTest;
import org.junit.jupiter.api.TestFactory;

/**
 * The world goldens computed in forked JVMs: interpreter only ({@code -Xint}), C1 only and Temurin 25
 * (skipped when it is not installed at {@link JvmMatrix#TEMURIN_25}) print exactly the committed lines;
 * the interpreter leg prints the quick set (the small scenes).
 */
class WorldGoldensJvmMatrixTest {
    private static final long CHILD_TIMEOUT_SECONDS = 300;

    @TestFactory
    Stream<DynamicTest> worldGoldens_identicalUnderInterpreterC1AndTemurin25() {
        return JvmMatrix.jitAndJdkVariants().stream().map(leg -> DynamicTest.dynamicTest(leg.name(), () -> {
            assumeFalse(Boolean.getBoolean("lockstep.golden.update"), "goldens are being regenerated");
            assumeTrue(leg.javaExecutable() != null, "JDK not installed for " + leg.name() + ": " + leg.javaHome());
            // the interpreter leg runs the quick set (the full set takes minutes there)
            List<String> args = leg.reducedTicks() ? List.of("--quick") : List.of();
            JvmMatrix.ChildResult r = JvmMatrix.run(leg, WorldGoldensMain.class.getName(), args, CHILD_TIMEOUT_SECONDS);
            assertFalse(r.timedOut(), leg.name() + " timed out");
            assertEquals(0, r.exitCode(), leg.name() + " stderr: " + r.stderr());
            List<String> expected = Files.readAllLines(Path.of(WorldGoldensMain.FILE), StandardCharsets.UTF_8).stream()
                    .filter(line -> !leg.reducedTicks() || line.startsWith(WorldGoldensMain.QUICK_PREFIX)).toList();
            assertEquals(expected, r.stdout(),
                    leg.name() + " printed other bits than the committed world goldens");
        }));
    }
}
