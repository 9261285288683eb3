package dev.lockstep.tools.batch;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.lockstep.replay.SimulationRegistry;
import dev.lockstep.replay.Verdict;
import dev.lockstep.tools.replay.ScenarioRecording;
import dev.lockstep.tools.scenario.ScenarioRegistry;
import dev.lockstep.tools.scenario.Scenarios;
import dev.lockstep.tools.scenario.WorldReferenceScenario;
import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.CountDownLatch;
import java.util.concurrent.TimeUnit;
import java.util.concurrent.atomic.AtomicInteger;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/** {@link BatchVerifier}: verdicts in input order whatever the finish order; at most N replays in flight. */
class BatchVerifierTest {
    private static final int FILES = 12;

    @TempDir
    Path dir;

    @Test
    void firstReplayFinishesLast_verdictsStillInInputOrder() throws Exception {
        List<Path> files = record();
        SimulationRegistry reference = ScenarioRegistry.reference();
        SimulationRegistry.Factory world = reference.factory(WorldReferenceScenario.SIMULATION_ID, 1);
        CountDownLatch othersDone = new CountDownLatch(FILES - 1);
        AtomicInteger inFlight = new AtomicInteger();
        AtomicInteger maxInFlight = new AtomicInteger();
        List<Integer> finishOrder = java.util.Collections.synchronizedList(new ArrayList<>());
        // seed 0 is the first file: its factory waits until every other replay has been verified
        SimulationRegistry registry = new SimulationRegistry().register(WorldReferenceScenario.SIMULATION_ID, 1, h -> {
            maxInFlight.accumulateAndGet(inFlight.incrementAndGet(), Math::max);
            try {
                if (h.seed() == 0) {
                    assertTrue(othersDone.await(60, TimeUnit.SECONDS), "the other replays finished");
                    finishOrder.add(0);
                } else {
                    // recorded before counting down, so the last other replay cannot be recorded after seed 0
                    finishOrder.add((int) h.seed());
                    othersDone.countDown();
                }
                return world.create(h);
            } catch (InterruptedException e) {
                throw new IllegalStateException(e);
            } finally {
                inFlight.decrementAndGet();
            }
        });
        List<Integer> reported = new ArrayList<>();
        new BatchVerifier(registry, 2, 1L << 30).run(files, (index, path, verdict) -> {
            assertEquals(files.get(index), path);
            assertEquals(Verdict.Kind.OK, verdict.kind(), verdict.describe());
            reported.add(index);
        });
        assertEquals(0, finishOrder.get(FILES - 1), "the first replay was the last to finish: " + finishOrder);
        List<Integer> inOrder = new ArrayList<>();
        for (int i = 0; i < FILES; i++) {
            inOrder.add(i);
        }
        assertEquals(inOrder, reported);
        assertTrue(maxInFlight.get() <= 2, "in flight: " + maxInFlight.get());
    }

    @Test
    void directories_walkedForLsrFilesOnly_sortedWithoutDuplicates() throws IOException {
        List<Path> files = record();
        Path nested = Files.createDirectories(dir.resolve("sub/deeper"));
        Path inNested = Files.copy(files.get(3), nested.resolve("a.lsr"));
        Files.writeString(dir.resolve("notes.txt"), "not a replay");
        List<Path> found = ReplaySources.collect(List.of(dir, files.get(5)));
        List<Path> expected = new ArrayList<>(files);
        expected.add(inNested);
        expected.sort((a, b) -> a.toString().compareTo(b.toString()));
        assertEquals(expected, found);
    }

    private List<Path> record() throws IOException {
        List<Path> files = new ArrayList<>();
        for (int seed = 0; seed < FILES; seed++) {
            Path f = dir.resolve(String.format("r%02d.lsr", seed));
            ScenarioRecording.record(Scenarios.create(Scenarios.DEFAULT, seed, 2), seed, 20, 8, f, null);
            files.add(f);
        }
        return files;
    }
}
