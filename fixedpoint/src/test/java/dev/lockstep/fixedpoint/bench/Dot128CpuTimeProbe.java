package dev.lockstep.fixedpoint.bench;

import java.lang.management.ManagementFactory;
import java.lang.management.ThreadMXBean;
import java.util.LinkedHashMap;
import java.util.Map;
import java.util.function.LongSupplier;

/**
 * Companion to {@link Dot128Benchmark} for the shared machine: the same methods in plain loops,
 * best thread CPU time per dot over several rounds (excludes time descheduled). Not JMH-grade.
 * Run: {@code java -cp <test classpath> dev.lockstep.fixedpoint.bench.Dot128CpuTimeProbe}.
 */
public final class Dot128CpuTimeProbe {
    private static final ThreadMXBean MX = ManagementFactory.getThreadMXBean();
    private static final Map<String, Double> BEST = new LinkedHashMap<>();
    private static long sink;

    private Dot128CpuTimeProbe() {
    }

    public static void main(String[] args) {
        Dot128Benchmark b = new Dot128Benchmark();
        b.setup();
        for (int round = 0; round < 8; round++) {       // round 0 warms up
            run(round > 0, "exactDot", b::exactDot);
            run(round > 0, "exactSign", b::exactSign);
            run(round > 0, "roundedDot3", b::roundedDot3);
            run(round > 0, "wrappingDot64", b::wrappingDot64);
            run(round > 0, "minScanBranchy", b::minScanBranchy);
            run(round > 0, "minScanMasked", b::minScanMasked);
        }
        for (Map.Entry<String, Double> e : BEST.entrySet()) {
            System.out.printf("Dot128Benchmark.%-16s %6.2f ns/dot (best thread CPU time of 7 rounds)%n", e.getKey(), e.getValue());
        }
        System.out.println("(sink " + sink + ")");
    }

    private static void run(boolean measuring, String name, LongSupplier op) {
        long start = MX.getCurrentThreadCpuTime();
        long calls = 0;
        long s = 0;
        while (MX.getCurrentThreadCpuTime() - start < 200_000_000L) {
            for (int i = 0; i < 1000; i++) {
                s += op.getAsLong();
            }
            calls += 1000;
        }
        double ns = (MX.getCurrentThreadCpuTime() - start) / (double) calls / Dot128Benchmark.N;
        sink += s;
        if (measuring) {
            BEST.merge(name, ns, Math::min);
        }
    }
}
