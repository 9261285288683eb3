package dev.lockstep.replay;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assumptions.assumeTrue;

import dev.lockstep.fixedpoint.testing.JvmMatrix;
import dev.lockstep.replay.testing.ArenaScenes;
import dev.lockstep.replay.testing.GoldenCorpus;
import dev.lockstep.replay.testing.GoldenCorpusMain;
import dev.lockstep.replay.testing.GoldenScene;
import java.util.ArrayList;
import java.util.List;
import java.util.stream.Stream;
import org.junit.jupiter.api.DynamicTest;
import org.junit.jupiter.api.TestFactory;

/**
 * Issue 6, "JVM matrix": the golden corpus and the committed replay goldens in forked JVMs (default,
 * C1 only, -Xint with the prefix checkpoints, -Xshare:off, -XX:hashCode=2, Temurin 25 when installed,
 * skipped otherwise) must print exactly the golden lines.
 */
class JvmMatrixTest {
    private static final long CHILD_TIMEOUT_SECONDS = 120;

    @TestFactory
    Stream<DynamicTest> goldenCorpus_isIdenticalInEveryJvmConfiguration() {
        ArenaScenes corpus = new ArenaScenes();
        return JvmMatrix.standardVariants().stream().map(v -> DynamicTest.dynamicTest(v.name(), () -> {
            assumeTrue(v.javaExecutable() != null, "JDK not installed for " + v.name() + ": " + v.javaHome());
            long maxTicks = Long.MAX_VALUE;
            if (v.reducedTicks()) {
                maxTicks = corpus.scenes().stream().mapToLong(GoldenScene::prefixTicks).max().orElse(1);
            }
            List<String> expected = new ArrayList<>(GoldenCorpus.goldenCheckpoints(corpus, maxTicks));
            for (GoldenScene s : corpus.replayScenes()) {
                long n = Math.min(maxTicks, s.ticks());
                expected.add("verify " + s.name() + " OK: " + n + " ticks from tick 0");
            }
            expected.add("done");
            JvmMatrix.ChildResult r = JvmMatrix.run(v, GoldenCorpusMain.class.getName(),
                    List.of(ArenaScenes.class.getName(), Long.toString(maxTicks)), CHILD_TIMEOUT_SECONDS);
            assertFalse(r.timedOut(), v.name() + " timed out");
            assertEquals(0, r.exitCode(), v.name() + " stderr: " + r.stderr());
            List<String> actual = new ArrayList<>();
            for (String line : r.stdout()) {
                // Verification lines carry hashes after the tick count; the hashes are checked by the
                // corpus lines, so compare the stable prefix "verify <scene> OK: <n> ticks from tick 0".
                actual.add(line.startsWith("verify ") && line.contains(" OK: ") ? line.substring(0, line.indexOf(',')) : line);
            }
            assertEquals(expected, actual, v.name() + " output differs; stderr: " + r.stderr());
        }));
    }
}
