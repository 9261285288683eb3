package dev.lockstep.replay.bench;

import dev.lockstep.replay.format.ReplayLimits;
import dev.lockstep.replay.hash.CanonicalEncoder;
import dev.lockstep.replay.hash.StateHasher;
import dev.lockstep.replay.testing.ArenaSimulation;
import java.util.concurrent.TimeUnit;
import org.openjdk.jmh.annotations.Benchmark;
import org.openjdk.jmh.annotations.BenchmarkMode;
import org.openjdk.jmh.annotations.Mode;
import org.openjdk.jmh.annotations.OutputTimeUnit;
import org.openjdk.jmh.annotations.Scope;
import org.openjdk.jmh.annotations.Setup;
import org.openjdk.jmh.annotations.State;

/**
 * Hashing cost per 1,000 bodies: one state hash (plus part hashes) of an arena of 1,000 bodies
 * (6 fields each over two parts, about 70 KB of canonical encoding), and the snapshot encode of the same
 * state.
 */
@State(Scope.Thread)
@BenchmarkMode(Mode.AverageTime)
@OutputTimeUnit(TimeUnit.MICROSECONDS)
public class StateHashBenchmark {
    private ArenaSimulation sim;
    private StateHasher hasher;
    private CanonicalEncoder encoder;

    @Setup
    public void setUp() {
        sim = new ArenaSimulation(1000, 1);
        hasher = new StateHasher(sim.rules().partNameArray());
        encoder = new CanonicalEncoder(sim.rules().partNameArray(), ReplayLimits.MAX_SNAPSHOT_BYTES);
    }

    @Benchmark
    public long hash1000Bodies() {
        return hasher.hash(sim);
    }

    @Benchmark
    public int encode1000Bodies() {
        return encoder.encode(sim);
    }
}
