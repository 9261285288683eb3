package dev.lockstep.world.bench;

import dev.lockstep.world.JointScenes;
import dev.lockstep.world.World;
import dev.lockstep.world.WorldDef;
import java.util.concurrent.TimeUnit;
import org.openjdk.jmh.annotations.Benchmark;
import org.openjdk.jmh.annotations.BenchmarkMode;
import org.openjdk.jmh.annotations.Level;
import org.openjdk.jmh.annotations.Measurement;
import org.openjdk.jmh.annotations.Mode;
import org.openjdk.jmh.annotations.OutputTimeUnit;
import org.openjdk.jmh.annotations.Scope;
import org.openjdk.jmh.annotations.Setup;
import org.openjdk.jmh.annotations.State;
import org.openjdk.jmh.annotations.Warmup;

/**
 * Issue 19's {@code ragdolls}: {@link #COUNT} ragdolls of 11 bodies (boxes, a sphere, capsules;
 * spherical joints with cone and twist limits, revolute elbows and knees with limits) dropped 1 m
 * onto a triangle-mesh bowl ({@link JointScenes#ragdollsOnMesh}), sleeping off. The score is the
 * time of the first 100 steps of a fresh scene (the fall and the landing; a single-shot batch, the
 * scene rebuilt before each): divide by 100 for ms per step.
 * Lockstep only: JBullet has no ragdoll joint set of this shape to compare with.
 */
@State(Scope.Thread)
@BenchmarkMode(Mode.SingleShotTime)
@Measurement(batchSize = JointGridBenchmark.STEPS)
@Warmup(batchSize = JointGridBenchmark.STEPS)
@OutputTimeUnit(TimeUnit.MILLISECONDS)
public class RagdollsBenchmark {
    static final int COUNT = 100;

    private World world;

    @Setup(Level.Iteration)
    public void setUp() {
        world = new World(new WorldDef().enableSleep(false));
        JointScenes.ragdollsOnMesh(world, COUNT);
    }

    @Benchmark
    public void step() {
        world.step();
    }
}
