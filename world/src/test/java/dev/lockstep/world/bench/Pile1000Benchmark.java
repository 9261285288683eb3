package dev.lockstep.world.bench;

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
import org.openjdk.jmh.annotations.TearDown;

/**
 * Issue 18's {@code pile1000}: 100 stacks of 10 unit boxes on a 30 x 1 x 30 static ground box,
 * gravity 9.81, 1/60 s, stepped from rest; the time of one {@code step()} once the pile has settled.
 * Every iteration, warm-up or measured, starts from a freshly built pile stepped
 * {@link #SETTLE_TICKS} ticks in its set-up, so each engine is timed on standing stacks: stepped on
 * for about a thousand ticks, native Bullet's stacks topple and JBullet loses boxes off the ground
 * ({@link PileStability}), and a per-step time would then compare other work. Every engine runs in
 * the same JMH run, in the same JVM: Lockstep with sleeping off and on, JBullet, ode4j and native
 * Bullet (JNI), each with sleeping off.
 *
 * <p>With sleeping on, the pile is asleep after the settling ticks (see {@link SceneReport}), so
 * that row is the cost of a world whose bodies all sleep.
 */
@State(Scope.Thread)
@BenchmarkMode(Mode.AverageTime)
@OutputTimeUnit(TimeUnit.MILLISECONDS)
public class Pile1000Benchmark {
    /** Ticks stepped before measuring: one second of game time, enough for the stacks to come to rest. */
    static final int SETTLE_TICKS = 60;

    @Param({Engines.LOCKSTEP, Engines.LOCKSTEP_SLEEP, Engines.JBULLET, Engines.ODE4J, Engines.BULLET})
    public String engine;

    private BoxEngine scene;

    @Setup(Level.Iteration)
    public void setUp() {
        scene = Engines.create(engine, BoxLayout.pile1000());
        for (int i = 0; i < SETTLE_TICKS; i++) {
            scene.step();
        }
    }

    @TearDown(Level.Iteration)
    public void tearDown() {
        scene.close();
    }

    @Benchmark
    public void step() {
        scene.step();
    }
}
