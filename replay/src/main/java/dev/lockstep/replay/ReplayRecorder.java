package dev.lockstep.replay;

import dev.lockstep.replay.format.ReplayLimits;
import dev.lockstep.replay.hash.CanonicalEncoder;
import java.io.Closeable;
import java.io.IOException;

/**
 * Drives a {@link Simulation} and records it: writes the initial keyframe on construction, then per
 * {@link #step} a keyframe when one is due and the tick record with the hash after every phase.
 */
public final class ReplayRecorder implements Closeable {
    private final Simulation sim;
    private final ReplayWriter writer;
    private final TickRunner runner;
    private final CanonicalEncoder encoder;
    private final long[] phaseHashes;
    private final long[] partHashes;
    private long lastStateHash;

    /**
     * Starts recording {@code sim} (in its current state, which becomes the initial keyframe) into
     * {@code writer}.
     *
     * @throws IllegalArgumentException if the simulation's rules differ from the writer's header
     */
    public ReplayRecorder(Simulation sim, ReplayWriter writer) throws IOException {
        if (!sim.rules().sameAs(writer.header().rules())) {
            throw new IllegalArgumentException("simulation rules differ from the replay header: "
                    + sim.rules().describe() + " vs " + writer.header().rules().describe());
        }
        this.sim = sim;
        this.writer = writer;
        this.runner = new TickRunner(sim);
        this.encoder = new CanonicalEncoder(sim.rules().partNameArray(), ReplayLimits.MAX_SNAPSHOT_BYTES);
        this.phaseHashes = new long[runner.phaseCount()];
        this.partHashes = new long[runner.partCount()];
        writeKeyframeIfDue();
    }

    private void writeKeyframeIfDue() throws IOException {
        if (writer.keyframeDue()) {
            int n = encoder.encode(sim);
            long h = dev.lockstep.replay.hash.Fnv1a64.hash(encoder.buffer(), 0, n);
            writer.writeKeyframe((int) writer.nextTick(), encoder.buffer(), n, h);
            lastStateHash = h;
        }
    }

    /** Runs and records the next tick with {@code inputs}; returns its state hash. */
    public long step(TickInputs inputs) throws IOException {
        writeKeyframeIfDue();
        int tick = (int) writer.nextTick();
        lastStateHash = runner.runTick(tick, inputs, phaseHashes, partHashes);
        writer.writeTick(tick, inputs, phaseHashes, partHashes);
        return lastStateHash;
    }

    /** Returns the tick number the next {@link #step} will run. */
    public int nextTick() {
        return (int) writer.nextTick();
    }

    /** Returns the state hash after the last recorded tick (or of the initial state). */
    public long lastStateHash() {
        return lastStateHash;
    }

    /** Returns the writer. */
    public ReplayWriter writer() {
        return writer;
    }

    /** Writes the end record and closes the file; returns the final state hash. */
    public long finish() throws IOException {
        return writer.finish();
    }

    @Override
    public void close() throws IOException {
        writer.close();
    }
}
