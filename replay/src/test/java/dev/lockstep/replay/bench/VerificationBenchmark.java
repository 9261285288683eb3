package dev.lockstep.replay.bench;

import dev.lockstep.replay.ReplayReader;
import dev.lockstep.replay.ReplayVerifier;
import dev.lockstep.replay.VerificationResult;
import dev.lockstep.replay.testing.ArenaSimulation;
import dev.lockstep.replay.testing.InputScript;
import dev.lockstep.replay.testing.Recordings;
import java.io.IOException;
import java.util.concurrent.TimeUnit;
import org.openjdk.jmh.annotations.Benchmark;
import org.openjdk.jmh.annotations.BenchmarkMode;
import org.openjdk.jmh.annotations.Mode;
import org.openjdk.jmh.annotations.OperationsPerInvocation;
import org.openjdk.jmh.annotations.OutputTimeUnit;
import org.openjdk.jmh.annotations.Param;
import org.openjdk.jmh.annotations.Scope;
import org.openjdk.jmh.annotations.Setup;
import org.openjdk.jmh.annotations.State;

/**
 * Verification throughput: re-simulate an in-memory replay of {@value #TICKS} ticks (read, decode,
 * step, hash after every phase, compare, keyframe diff every 100 ticks). Score is time per tick;
 * ticks/s = 1e9 / score.
 */
@State(Scope.Thread)
@BenchmarkMode(Mode.AverageTime)
@OutputTimeUnit(TimeUnit.NANOSECONDS)
public class VerificationBenchmark {
    static final int TICKS = 1000;

    @Param({"16", "256"})
    public int bodies;

    private byte[] replay;

    @Setup
    public void record() {
        replay = Recordings.record(new ArenaSimulation(bodies, 1), new InputScript(1, 4, 16), 1, TICKS, 100);
    }

    @Benchmark
    @OperationsPerInvocation(TICKS)
    public long verifyPerTick() throws IOException {
        try (ReplayReader r = ReplayReader.open(replay, ReplayReader.Mode.STRICT)) {
            VerificationResult v = ReplayVerifier.verify(r, new ArenaSimulation(bodies, 1));
            if (!v.ok()) {
                throw new IllegalStateException(v.describe());
            }
            return v.finalHash();
        }
    }
}
