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
 * gravity 9.81, 1/60 s, stepped from rest; the time of one {@code step()} once the pile has settled
 * ({@link #SETTLE_TICKS} ticks in the trial's set-up, then the pile keeps being stepped through
 * warm-up and measurement, about a thousand ticks). Every engine runs in the same JMH run, in the
 * same JVM: Lockstep with sleeping off and on, JBullet, ode4j and native Bullet (JNI), each with
 * sleeping off. Native Bullet's stacks topple by tick 1,000 and JBullet loses boxes off the ground
 * from tick 600 ({@link PileStability}), so their rows time other work than Lockstep's and ode4j's
 * standing stacks; the thread-CPU probe ({@code WorldCpuTimeProbe pile}, ticks 100-300) compares
 * the stacks as built. Rebuilding the pile per iteration instead was tried: JMH's allocation
 * profiler then counts the rebuild, and Lockstep's row read 13-14 ms against 9-10 ms in plain
 * loops over the same ticks.
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

    @Setup(Level.Trial)
    public void setUp() {
        scene = Engines.create(engine, BoxLayout.pile1000());
        for (int i = 0; i < SETTLE_TICKS; i++) {
            scene.step();
        }
    }

    @TearDown(Level.Trial)
    public void tearDown() {
        scene.close();
    }

    @Benchmark
    public void step() {
        scene.step();
    }
}
