package dev.lockstep.world.bench;

import java.lang.management.ManagementFactory;
import java.lang.management.ThreadMXBean;
import java.util.Arrays;
import java.util.Locale;

/**
 * The world benchmarks' scenes timed in thread CPU time instead of wall time, for a machine shared
 * with other builds (collision's {@code HullHullCpuTimeProbe} habit): time spent waiting for a core
 * is not counted, so the engines' ratios and the rollback tick's percentiles move far less with the
 * neighbours' load than JMH's wall-clock scores do. Cache and memory-bandwidth contention still
 * count. Not a replacement for the JMH tables, a second reading of the same scenes.
 *
 * <pre>
 * java -cp ... dev.lockstep.world.bench.WorldCpuTimeProbe pile [rounds]
 *     pile1000, every engine built and settled, then per round each engine in turn steps
 *     {@link #STEPS_PER_ROUND} ticks; prints per engine the min and median of the per-step CPU time
 * java -cp ... dev.lockstep.world.bench.WorldCpuTimeProbe lockstep [rounds]
 *     pile1000 in Lockstep alone (sleeping off), as {@code pile}: for A/B runs of one change, each
 *     build in its own JVM, runs alternated
 * java -cp ... dev.lockstep.world.bench.WorldCpuTimeProbe sleeping
 *     pile1000 with sleeping on, once asleep: thread CPU per step of the sleeping pile
 * java -cp ... dev.lockstep.world.bench.WorldCpuTimeProbe pyramid [base]
 *     {@link LargePyramidBenchmark}'s run (default base 100: 5,050 boxes, 200 ticks), each engine
 *     in turn, built fresh; prints the run's CPU time and body-steps per CPU second
 * java -cp ... dev.lockstep.world.bench.WorldCpuTimeProbe rollback BOXES... [--ticks N]
 *     {@link Rollback8Benchmark}'s tick on BOXES stacked boxes; prints p50, p99 and max of the
 *     per-tick CPU time over N ticks (after as many warm-up ticks)
 * java -cp ... dev.lockstep.world.bench.WorldCpuTimeProbe split BOXES [--ticks N]
 *     the same tick taken apart: median CPU time of the restore, of the first step after it (the
 *     one that runs without pair caches), of the other 8 steps and of the 9 snapshots
 * </pre>
 */
public final class WorldCpuTimeProbe {
    static final int STEPS_PER_ROUND = 20;
    /** A 60 Hz frame, ms. */
    static final double FRAME_MS = 1000.0 / 60;

    private static final ThreadMXBean THREADS = ManagementFactory.getThreadMXBean();

    private WorldCpuTimeProbe() {
    }

    public static void main(String[] args) {
        if (args.length == 0) {
            System.err.println("usage: WorldCpuTimeProbe pile [rounds] | rollback BOXES... [--ticks N]");
            System.exit(2);
        }
        if ("pile".equals(args[0])) {
            pile(args.length > 1 ? Integer.parseInt(args[1]) : 10, false);
        } else if ("lockstep".equals(args[0])) {
            pile(args.length > 1 ? Integer.parseInt(args[1]) : 10, true);
        } else if ("sleeping".equals(args[0])) {
            sleeping();
        } else if ("pyramid".equals(args[0])) {
            pyramid(args.length > 1 ? Integer.parseInt(args[1]) : LargePyramidBenchmark.BASE);
        } else if ("split".equals(args[0])) {
            int ticks = args.length > 3 && "--ticks".equals(args[2]) ? Integer.parseInt(args[3]) : 200;
            split(Integer.parseInt(args[1]), ticks);
        } else if ("rollback".equals(args[0])) {
            int ticks = 300;
            int[] boxes = new int[args.length];
            int n = 0;
            for (int i = 1; i < args.length; i++) {
                if ("--ticks".equals(args[i])) {
                    ticks = Integer.parseInt(args[++i]);
                } else {
                    boxes[n++] = Integer.parseInt(args[i]);
                }
            }
            for (int i = 0; i < n; i++) {
                rollback(boxes[i], ticks);
            }
        } else {
            System.err.println("unknown probe \"" + args[0] + "\"; pile, lockstep, sleeping, pyramid, rollback or split");
            System.exit(2);
        }
    }

    /** pile1000 with sleeping on, stepped until asleep, then 5 rounds of 20,000 steps of the sleeping pile. */
    private static void sleeping() {
        LockstepBoxes w = new LockstepBoxes(BoxLayout.pile1000(), true);
        int t = 0;
        while (w.awakeBodies() > 0 && t < 3000) {
            w.step();
            t++;
        }
        System.out.println("pile1000 asleep after " + t + " ticks (" + w.awakeBodies() + " awake)");
        for (int round = 0; round < 5; round++) {
            long t0 = THREADS.getCurrentThreadCpuTime();
            for (int i = 0; i < 20_000; i++) {
                w.step();
            }
            long t1 = THREADS.getCurrentThreadCpuTime();
            System.out.printf("sleeping pile1000: %.2f us of thread CPU per step%n", (t1 - t0) / 20_000 / 1000.0);
        }
    }

    private static void pile(int rounds, boolean lockstepOnly) {
        String[] names = lockstepOnly ? new String[] {Engines.LOCKSTEP}
                : new String[] {Engines.LOCKSTEP, Engines.LOCKSTEP_SLEEP, Engines.JBULLET, Engines.ODE4J, Engines.BULLET};
        BoxEngine[] engines = new BoxEngine[names.length];
        for (int e = 0; e < names.length; e++) {
            engines[e] = Engines.create(names[e], BoxLayout.pile1000());
            for (int i = 0; i < Pile1000Benchmark.SETTLE_TICKS; i++) {
                engines[e].step();
            }
        }
        long[][] perStep = new long[names.length][rounds];
        for (int r = -2; r < rounds; r++) {          // two warm-up rounds, not recorded
            for (int e = 0; e < names.length; e++) {
                long t0 = THREADS.getCurrentThreadCpuTime();
                for (int i = 0; i < STEPS_PER_ROUND; i++) {
                    engines[e].step();
                }
                long t = (THREADS.getCurrentThreadCpuTime() - t0) / STEPS_PER_ROUND;
                if (r >= 0) {
                    perStep[e][r] = t;
                }
            }
        }
        long lockstepMin = min(perStep[0]);
        System.out.printf(Locale.ROOT, "pile1000, thread CPU time per step, %d rounds of %d steps:%n", rounds, STEPS_PER_ROUND);
        for (int e = 0; e < names.length; e++) {
            Arrays.sort(perStep[e]);
            System.out.printf(Locale.ROOT, "  %-14s min %8.3f ms  median %8.3f ms  (lockstep/this, min: %.2fx)%n", names[e],
                    perStep[e][0] / 1e6, perStep[e][rounds / 2] / 1e6, lockstepMin / (double) perStep[e][0]);
            engines[e].close();
        }
    }

    private static void pyramid(int base) {
        BoxLayout layout = BoxLayout.pyramid(base);
        int steps = LargePyramidBenchmark.STEPS;
        System.out.printf(Locale.ROOT, "pyramid base %d (%d boxes), %d ticks from rest, sleeping off, thread CPU time:%n", base,
                layout.boxCount(), steps);
        double lockstepMs = 0;
        for (String name : new String[] {Engines.LOCKSTEP, Engines.JBULLET, Engines.ODE4J, Engines.BULLET}) {
            try (BoxEngine e = Engines.create(name, layout)) {
                long t0 = THREADS.getCurrentThreadCpuTime();
                for (int i = 0; i < steps; i++) {
                    e.step();
                }
                double ms = (THREADS.getCurrentThreadCpuTime() - t0) / 1e6;
                if (lockstepMs == 0) {
                    lockstepMs = ms;
                }
                System.out.printf(Locale.ROOT, "  %-9s %9.0f ms  %10.0f body-steps/s  (lockstep/this: %.2fx)  top box y %.2f m%n",
                        name, ms, layout.boxCount() * (double) steps / (ms / 1000), lockstepMs / ms,
                        e.heightForDisplay(layout.boxCount() - 1));
            }
        }
    }

    private static void rollback(int boxes, int ticks) {
        Rollback8Benchmark b = new Rollback8Benchmark();
        b.boxes = boxes;
        b.setUp();
        for (int i = 0; i < ticks; i++) {
            b.rollbackTick();
        }
        long[] cpu = new long[ticks];
        for (int i = 0; i < ticks; i++) {
            long t0 = THREADS.getCurrentThreadCpuTime();
            b.rollbackTick();
            cpu[i] = THREADS.getCurrentThreadCpuTime() - t0;
        }
        Arrays.sort(cpu);
        double p99 = cpu[(int) Math.ceil(0.99 * ticks) - 1] / 1e6;
        System.out.printf(Locale.ROOT,
                "rollback8, %4d boxes, thread CPU time per tick over %d ticks: p50 %7.3f ms  p99 %7.3f ms  max %7.3f ms  %s%n",
                boxes, ticks, cpu[ticks / 2] / 1e6, p99, cpu[ticks - 1] / 1e6,
                p99 < FRAME_MS ? "(p99 fits 16.7 ms)" : "(p99 over 16.7 ms)");
    }

    /** {@link Rollback8Benchmark#rollbackTick} with each part timed on its own. */
    private static void split(int boxes, int ticks) {
        Rollback8Benchmark b = new Rollback8Benchmark();
        b.boxes = boxes;
        b.setUp();
        long[][] parts = new long[4][ticks];
        for (int t = -ticks; t < ticks; t++) {
            long t0 = THREADS.getCurrentThreadCpuTime();
            b.scene.world.restore(b.slot(b.newest - Rollback8Benchmark.ROLLBACK));
            long t1 = THREADS.getCurrentThreadCpuTime();
            long steps = 0;
            long first = 0;
            long snaps = 0;
            for (int i = 0; i < Rollback8Benchmark.RING; i++) {
                long s0 = THREADS.getCurrentThreadCpuTime();
                b.scene.step();
                long s1 = THREADS.getCurrentThreadCpuTime();
                b.scene.world.snapshot(b.slot(b.newest - Rollback8Benchmark.ROLLBACK + 1 + i));
                long s2 = THREADS.getCurrentThreadCpuTime();
                if (i == 0) {
                    first = s1 - s0;
                } else {
                    steps += s1 - s0;
                }
                snaps += s2 - s1;
            }
            b.newest++;
            if (t >= 0) {
                parts[0][t] = t1 - t0;
                parts[1][t] = first;
                parts[2][t] = steps / (Rollback8Benchmark.RING - 1);
                parts[3][t] = snaps / Rollback8Benchmark.RING;
            }
        }
        String[] names = {"restore", "first step after restore", "each later step", "each snapshot"};
        System.out.printf(Locale.ROOT, "rollback8, %d boxes, median thread CPU time over %d ticks:%n", boxes, ticks);
        for (int k = 0; k < 4; k++) {
            Arrays.sort(parts[k]);
            System.out.printf(Locale.ROOT, "  %-26s %8.3f ms%n", names[k], parts[k][ticks / 2] / 1e6);
        }
    }

    private static long min(long[] a) {
        long m = Long.MAX_VALUE;
        for (long v : a) {
            m = Math.min(m, v);
        }
        return m;
    }
}
