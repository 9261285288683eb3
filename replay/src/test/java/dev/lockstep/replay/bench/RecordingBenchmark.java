package dev.lockstep.replay.bench;

import dev.lockstep.replay.FlushPolicy;
import dev.lockstep.replay.ReplayRecorder;
import dev.lockstep.replay.ReplayWriter;
import dev.lockstep.replay.TickInputs;
import dev.lockstep.replay.TickRunner;
import dev.lockstep.replay.format.ReplayHeader;
import dev.lockstep.replay.testing.ArenaSimulation;
import dev.lockstep.replay.testing.InputScript;
import java.io.IOException;
import java.util.concurrent.TimeUnit;
import org.openjdk.jmh.annotations.Benchmark;
import org.openjdk.jmh.annotations.BenchmarkMode;
import org.openjdk.jmh.annotations.Mode;
import org.openjdk.jmh.annotations.OutputTimeUnit;
import org.openjdk.jmh.annotations.Param;
import org.openjdk.jmh.annotations.Scope;
import org.openjdk.jmh.annotations.Setup;
import org.openjdk.jmh.annotations.State;

/**
 * Recording overhead per tick: {@code step} (simulation only), {@code stepAndHash} (plus the state hash
 * after each of the 3 phases) and {@code record} (plus framing and buffering a tick record, keyframe
 * every 100 ticks, to a discarding output). Overhead of recording = record - step.
 */
@State(Scope.Thread)
@BenchmarkMode(Mode.AverageTime)
@OutputTimeUnit(TimeUnit.NANOSECONDS)
public class RecordingBenchmark {
    @Param({"16", "256"})
    public int bodies;

    private ArenaSimulation plain;
    private TickRunner runner;
    private ReplayRecorder recorder;
    private final TickInputs inputs = new TickInputs(4, 16);
    private final long[] phases = new long[3];
    private final long[] parts = new long[3];
    private int tick;

    @Setup
    public void setUp() throws IOException {
        new InputScript(1, 4, 16).fill(0, inputs);
        plain = new ArenaSimulation(bodies, 1);
        runner = new TickRunner(new ArenaSimulation(bodies, 1));
        ArenaSimulation sim = new ArenaSimulation(bodies, 1);
        recorder = new ReplayRecorder(sim, ReplayWriter.create(new NullReplayOutput(),
                new ReplayHeader(sim.rules(), 1, 4, 16, 0, 100), FlushPolicy.ON_CLOSE, () -> 0L));
    }

    @Benchmark
    public ArenaSimulation step() {
        plain.step(tick++, inputs);
        return plain;
    }

    @Benchmark
    public long stepAndHash() {
        return runner.runTick(tick++, inputs, phases, parts);
    }

    @Benchmark
    public long record() throws IOException {
        return recorder.step(inputs);
    }
}
