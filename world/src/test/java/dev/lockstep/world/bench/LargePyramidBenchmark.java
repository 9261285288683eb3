package dev.lockstep.world.bench;

import java.util.concurrent.TimeUnit;
import org.openjdk.jmh.annotations.Benchmark;
import org.openjdk.jmh.annotations.BenchmarkMode;
import org.openjdk.jmh.annotations.Fork;
import org.openjdk.jmh.annotations.Level;
import org.openjdk.jmh.annotations.Measurement;
import org.openjdk.jmh.annotations.Mode;
import org.openjdk.jmh.annotations.OutputTimeUnit;
import org.openjdk.jmh.annotations.Param;
import org.openjdk.jmh.annotations.Scope;
import org.openjdk.jmh.annotations.Setup;
import org.openjdk.jmh.annotations.State;
import org.openjdk.jmh.annotations.TearDown;
import org.openjdk.jmh.annotations.Warmup;

/**
 * Box3D's {@code large_pyramid} (research brief (c)): a pyramid with 100 boxes on its base row
 * (5,050 unit boxes) built at rest on the ground, then {@link #STEPS} ticks of 1/60 s with sleeping
 * off. One operation is the whole run from a freshly built scene, so the score is the run's total
 * time (ms); body-steps per second = 5,050 x 200 / seconds. JBullet, ode4j and native Bullet run the
 * same scene in the same JVM.
 *
 * <p>Single-shot: each shot is seconds long, so the annotations ask for 1 warm-up and 2 measured
 * shots. {@code lockstep bench}'s default {@code -wi 3 -i 5} overrides them; run this class with
 * {@code --quick} (1 + 2 shots) as {@code world/docs/benchmarks.md} shows.
 */
@State(Scope.Thread)
@BenchmarkMode(Mode.SingleShotTime)
@OutputTimeUnit(TimeUnit.MILLISECONDS)
@Fork(1)
@Warmup(iterations = 1)
@Measurement(iterations = 2)
public class LargePyramidBenchmark {
    /** Rows of the pyramid: 100 gives 5,050 boxes. */
    static final int BASE = 100;
    /** Ticks per run. */
    static final int STEPS = 200;

    @Param({Engines.LOCKSTEP, Engines.JBULLET, Engines.ODE4J, Engines.BULLET})
    public String engine;

    private BoxEngine scene;

    @Setup(Level.Iteration)
    public void build() {
        scene = Engines.create(engine, BoxLayout.pyramid(BASE));
    }

    @TearDown(Level.Iteration)
    public void release() {
        scene.close();
        scene = null;
    }

    @Benchmark
    public void run200() {
        for (int i = 0; i < STEPS; i++) {
            scene.step();
        }
    }
}
