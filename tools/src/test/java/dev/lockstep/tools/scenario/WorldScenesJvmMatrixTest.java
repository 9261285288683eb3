package dev.lockstep.tools.scenario;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assumptions.assumeTrue;

import dev.lockstep.fixedpoint.testing.JvmMatrix;
import dev.lockstep.replay.testing.GoldenCorpus;
import dev.lockstep.replay.testing.GoldenCorpusMain;
import dev.lockstep.replay.testing.GoldenScene;
import java.util.ArrayList;
import java.util.List;
import java.util.stream.Stream;
import org.junit.jupiter.api.DynamicTest;
import org.junit.jupiter.api.TestFactory;

/**
 * The JVM matrix for the world reference scenario: its golden corpus and committed replay
 * in forked JVMs (default, C1 only, -Xint on the prefix checkpoints, -Xshare:off, -XX:hashCode=2, Temurin
 * 25 when installed, skipped by assumption otherwise) must print exactly the golden lines.
 */
class WorldScenesJvmMatrixTest {
    private static final long CHILD_TIMEOUT_SECONDS = 150;

    @TestFactory
    Stream<DynamicTest> worldCorpus_isIdenticalInEveryJvmConfiguration() {
        WorldScenes corpus = new WorldScenes();
        return JvmMatrix.standardVariants().stream().map(v -> DynamicTest.dynamicTest(v.name(), () -> {
            assumeTrue(v.javaExecutable() != null, "JDK not installed for " + v.name() + ": " + v.javaHome());
            long maxTicks = v.reducedTicks() ? WorldScenes.PREFIX_TICKS : Long.MAX_VALUE;
            List<String> expected = new ArrayList<>(GoldenCorpus.goldenCheckpoints(corpus, maxTicks));
            for (GoldenScene s : corpus.replayScenes()) {
                expected.add("verify " + s.name() + " OK: " + Math.min(maxTicks, s.ticks()) + " ticks from tick 0");
            }
            expected.add("done");
            JvmMatrix.ChildResult r = JvmMatrix.run(v, GoldenCorpusMain.class.getName(),
                    List.of(WorldScenes.class.getName(), Long.toString(maxTicks)), CHILD_TIMEOUT_SECONDS);
            assertFalse(r.timedOut(), v.name() + " timed out");
            assertEquals(0, r.exitCode(), v.name() + " stderr: " + r.stderr());
            List<String> actual = new ArrayList<>();
            for (String line : r.stdout()) {
                // verification lines carry hashes after the tick count; the corpus lines pin the hashes
                actual.add(line.startsWith("verify ") && line.contains(" OK: ") ? line.substring(0, line.indexOf(',')) : line);
            }
            assertEquals(expected, actual, v.name() + " output differs; stderr: " + r.stderr());
        }));
    }
}
