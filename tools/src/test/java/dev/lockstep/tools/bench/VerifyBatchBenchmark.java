package dev.lockstep.tools.bench;

import dev.lockstep.replay.SimulationRegistry;
import dev.lockstep.tools.batch.BatchVerifier;
import dev.lockstep.tools.replay.BatchCorpus;
import dev.lockstep.tools.scenario.ScenarioRegistry;
import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.Comparator;
import java.util.List;
import java.util.concurrent.TimeUnit;
import java.util.stream.Stream;
import org.openjdk.jmh.annotations.Benchmark;
import org.openjdk.jmh.annotations.BenchmarkMode;
import org.openjdk.jmh.annotations.Level;
import org.openjdk.jmh.annotations.Mode;
import org.openjdk.jmh.annotations.OutputTimeUnit;
import org.openjdk.jmh.annotations.Param;
import org.openjdk.jmh.annotations.Scope;
import org.openjdk.jmh.annotations.Setup;
import org.openjdk.jmh.annotations.State;
import org.openjdk.jmh.annotations.TearDown;

/**
 * Throughput of {@code verify-batch}'s engine ({@link BatchVerifier}) with 1 and 2 worker threads: one
 * operation verifies the whole generated corpus ({@value #REPLAYS} replays: {@value #GOOD} good replays of the
 * world reference scenario, 10 desyncs, 10 corrupt; {@link BatchCorpus}, length scale 10: 10-80 ticks per good
 * replay; {@value #TICKS} ticks re-simulated per operation).
 * Replays/s = {@value #REPLAYS} / (s/op); ticks/s = {@value #TICKS} / (s/op).
 */
@State(Scope.Benchmark)
@BenchmarkMode(Mode.AverageTime)
@OutputTimeUnit(TimeUnit.MILLISECONDS)
public class VerifyBatchBenchmark {
    static final int GOOD = 180;
    static final int REPLAYS = GOOD + 20;
    static final int LENGTH_SCALE = 10;
    /** Ticks re-simulated per pass over the corpus (OK ticks plus the ticks matched before each desync). */
    static final long TICKS = 8_370;

    @Param({"1", "2"})
    int jobs;

    private Path dir;
    private List<Path> files;
    private final SimulationRegistry registry = ScenarioRegistry.reference();

    @Setup(Level.Trial)
    public void writeCorpus() throws IOException {
        dir = Files.createTempDirectory("lockstep-verify-batch-bench");
        List<BatchCorpus.Expected> expected = BatchCorpus.write(dir, GOOD, 10, 10, LENGTH_SCALE);
        files = new ArrayList<>();
        for (BatchCorpus.Expected e : expected) {
            files.add(dir.resolve(e.fileName()));
        }
    }

    @TearDown(Level.Trial)
    public void deleteCorpus() throws IOException {
        try (Stream<Path> walk = Files.walk(dir)) {
            for (Path p : (Iterable<Path>) walk.sorted(Comparator.reverseOrder())::iterator) {
                Files.delete(p);
            }
        }
    }

    /** Verifies the corpus; returns the ticks re-simulated so nothing is optimised away. */
    @Benchmark
    public long verifyCorpus() throws InterruptedException {
        long[] ticks = new long[1];
        new BatchVerifier(registry, jobs, 1L << 30).run(files, (index, path, verdict) -> ticks[0] += verdict.ticks());
        if (ticks[0] != TICKS) {
            throw new IllegalStateException("corpus re-simulated " + ticks[0] + " ticks, expected " + TICKS);
        }
        return ticks[0];
    }
}
