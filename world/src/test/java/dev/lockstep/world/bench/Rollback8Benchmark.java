package dev.lockstep.world.bench;

import dev.lockstep.world.WorldSnapshot;
import java.util.concurrent.TimeUnit;
import org.openjdk.jmh.annotations.Benchmark;
import org.openjdk.jmh.annotations.BenchmarkMode;
import org.openjdk.jmh.annotations.Level;
import org.openjdk.jmh.annotations.Mode;
import org.openjdk.jmh.annotations.OutputTimeUnit;
import org.openjdk.jmh.annotations.Param;
import org.openjdk.jmh.annotations.Scope;
import org.openjdk.jmh.annotations.Setup;
import org.openjdk.jmh.annotations.State;

/**
 * Issue 18's {@code rollback8}: a GGPO-style server tick that rolls back 8 ticks and re-simulates 9
 * (research brief (e)). The world keeps a ring of 9 {@link WorldSnapshot}s, the states after ticks
 * {@code t-8 .. t}; one operation restores {@code t-8}, then steps 9 times, taking a snapshot after
 * each step (the 8 corrected ticks overwrite their slots, the new tick {@code t+1} takes the slot of
 * {@code t-8}). So one operation is 1 restore + 9 steps + 9 snapshots, and its time must fit a 60 Hz
 * frame (16.7 ms): read the p99 of this sample-time benchmark against it.
 *
 * <p>The scene: {@link #boxes} unit boxes in stacks of 10 on the ground, sleeping off (every body
 * awake, the worst case a rollback server has to budget for), settled for
 * {@link Pile1000Benchmark#SETTLE_TICKS} ticks first.
 */
@State(Scope.Thread)
@BenchmarkMode(Mode.SampleTime)
@OutputTimeUnit(TimeUnit.MILLISECONDS)
public class Rollback8Benchmark {
    /** Ticks rolled back each frame. */
    static final int ROLLBACK = 8;
    /** Snapshots kept: the 8 ticks to roll back to and the current one. */
    static final int RING = ROLLBACK + 1;
    static final int STACK_HEIGHT = 10;

    @Param({"10", "50", "100", "200", "300"})
    public int boxes;

    LockstepBoxes scene;
    /** States after ticks newest - 8 .. newest, tick k in slot k mod 9 (package-private for the smoke test). */
    final WorldSnapshot[] ring = new WorldSnapshot[RING];
    /** The tick whose state is the newest in the ring. */
    long newest;

    @Setup(Level.Trial)
    public void setUp() {
        scene = scene(boxes);
        for (int i = 0; i < Pile1000Benchmark.SETTLE_TICKS; i++) {
            scene.step();
        }
        for (int i = 0; i < RING; i++) {
            ring[i] = new WorldSnapshot();
        }
        for (int i = 0; i < RING; i++) {
            scene.step();
            newest = scene.world.tick();
            scene.world.snapshot(slot(newest));
        }
    }

    /** {@code boxes} unit boxes in stacks of 10 (the last stack shorter when it does not divide). */
    static LockstepBoxes scene(int boxes) {
        if (boxes % STACK_HEIGHT != 0) {
            throw new IllegalArgumentException("boxes must be a multiple of " + STACK_HEIGHT + ", got " + boxes);
        }
        return new LockstepBoxes(BoxLayout.stacks("stacks" + boxes, boxes / STACK_HEIGHT, STACK_HEIGHT, 15), false);
    }

    WorldSnapshot slot(long tick) {
        return ring[(int) (tick % RING)];
    }

    @Benchmark
    public long rollbackTick() {
        scene.world.restore(slot(newest - ROLLBACK));
        for (int i = 0; i < RING; i++) {
            scene.step();
            scene.world.snapshot(slot(newest - ROLLBACK + 1 + i));
        }
        newest++;
        return scene.world.tick();
    }
}
