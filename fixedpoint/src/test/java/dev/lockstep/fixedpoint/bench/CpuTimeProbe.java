package dev.lockstep.fixedpoint.bench;

import java.lang.management.ManagementFactory;
import java.lang.management.ThreadMXBean;
import java.util.function.LongSupplier;
import org.openjdk.jmh.infra.Blackhole;

/**
 * Companion to the JMH benchmarks for a shared, overloaded machine: runs the same benchmark
 * methods in plain loops and reports <em>thread CPU time</em> per call (ThreadMXBean), which
 * excludes the time the thread spends descheduled; JMH's wall-clock ns/op do not. Not JMH-grade
 * (no forking, no dead-code protection beyond summing results); use it only next to the JMH
 * table, as the README does. Run: {@code java -cp <test classpath> dev.lockstep.fixedpoint.bench.CpuTimeProbe}.
 */
public final class CpuTimeProbe {
    private static final int N = 2_000_000;
    private static final ThreadMXBean MX = ManagementFactory.getThreadMXBean();
    private static long blackSink;

    private CpuTimeProbe() {
    }

    public static void main(String[] args) {
        ScalarBenchmark s = new ScalarBenchmark();
        s.setup();
        VectorBenchmark v = new VectorBenchmark();
        v.setup();
        Blackhole bh = new Blackhole("Today's password is swordfish. I understand instantiating Blackholes directly is dangerous.");
        for (int round = 0; round < ROUNDS; round++) {     // round 0 warms up; the best later round counts
            measuring = round > 0;
            report("ScalarBenchmark.mulFixed", () -> mulFixed(s, N));
            report("ScalarBenchmark.mulDouble", () -> mulDouble(s, N));
            report("ScalarBenchmark.divFixed", () -> divFixed(s, N));
            report("ScalarBenchmark.divDouble", () -> divDouble(s, N));
            report("ScalarBenchmark.sqrtFixed", () -> sqrtFixed(s, N));
            report("ScalarBenchmark.sqrtDouble", () -> sqrtDouble(s, N));
            report("ScalarBenchmark.sinFixed", () -> sinFixed(s, N));
            report("ScalarBenchmark.sinDouble", () -> sinDouble(s, N));
            report("ScalarBenchmark.cosFixed", () -> cosFixed(s, N));
            report("ScalarBenchmark.cosDouble", () -> cosDouble(s, N));
            report("ScalarBenchmark.atan2Fixed", () -> atan2Fixed(s, N));
            report("ScalarBenchmark.atan2Double", () -> atan2Double(s, N));
            report("VectorBenchmark.dot3Fixed", () -> dot3Fixed(v, bh, N));
            report("VectorBenchmark.dot3Double", () -> dot3Double(v, bh, N));
            report("VectorBenchmark.normalizeRecord", () -> normalizeRecord(v, bh, N));
            report("VectorBenchmark.normalizeRawKernel", () -> normalizeRawKernel(v, bh, N));
            report("VectorBenchmark.normalizeDouble", () -> normalizeDouble(v, bh, N));
            report("VectorBenchmark.rotateQuatRecord", () -> rotateQuatRecord(v, bh, N));
            report("VectorBenchmark.rotateMat3RawKernel", () -> rotateMat3RawKernel(v, bh, N));
            report("VectorBenchmark.rotateQuatDouble", () -> rotateQuatDouble(v, bh, N));
            report("VectorBenchmark.expressionRecord", () -> expressionRecord(v, bh, N));
            report("VectorBenchmark.expressionRawKernel", () -> expressionRawKernel(v, bh, N));
        }
        for (java.util.Map.Entry<String, Double> e : BEST.entrySet()) {
            System.out.printf("%-40s %8.1f ns/op (best thread CPU time of %d rounds)%n", e.getKey(), e.getValue(), ROUNDS - 1);
        }
        System.out.println("(sink " + blackSink + ")");
    }

    private static final int ROUNDS = 8;
    private static final java.util.LinkedHashMap<String, Double> BEST = new java.util.LinkedHashMap<>();
    private static boolean measuring;

    private static void report(String name, LongSupplier loop) {
        long t0 = MX.getCurrentThreadCpuTime();
        blackSink += loop.getAsLong();
        long t1 = MX.getCurrentThreadCpuTime();
        if (measuring) {
            BEST.merge(name, (t1 - t0) / (double) N, Math::min);
        }
    }

    private static long mulFixed(ScalarBenchmark s, int n) {
        long sink = 0;
        for (int i = 0; i < n; i++) {
            sink += s.mulFixed();
        }
        return sink;
    }

    private static long mulDouble(ScalarBenchmark s, int n) {
        long sink = 0;
        for (int i = 0; i < n; i++) {
            sink += (long) s.mulDouble();
        }
        return sink;
    }

    private static long divFixed(ScalarBenchmark s, int n) {
        long sink = 0;
        for (int i = 0; i < n; i++) {
            sink += s.divFixed();
        }
        return sink;
    }

    private static long divDouble(ScalarBenchmark s, int n) {
        long sink = 0;
        for (int i = 0; i < n; i++) {
            sink += (long) s.divDouble();
        }
        return sink;
    }

    private static long sqrtFixed(ScalarBenchmark s, int n) {
        long sink = 0;
        for (int i = 0; i < n; i++) {
            sink += s.sqrtFixed();
        }
        return sink;
    }

    private static long sqrtDouble(ScalarBenchmark s, int n) {
        long sink = 0;
        for (int i = 0; i < n; i++) {
            sink += (long) s.sqrtDouble();
        }
        return sink;
    }

    private static long sinFixed(ScalarBenchmark s, int n) {
        long sink = 0;
        for (int i = 0; i < n; i++) {
            sink += s.sinFixed();
        }
        return sink;
    }

    private static long sinDouble(ScalarBenchmark s, int n) {
        long sink = 0;
        for (int i = 0; i < n; i++) {
            sink += (long) s.sinDouble();
        }
        return sink;
    }

    private static long cosFixed(ScalarBenchmark s, int n) {
        long sink = 0;
        for (int i = 0; i < n; i++) {
            sink += s.cosFixed();
        }
        return sink;
    }

    private static long cosDouble(ScalarBenchmark s, int n) {
        long sink = 0;
        for (int i = 0; i < n; i++) {
            sink += (long) s.cosDouble();
        }
        return sink;
    }

    private static long atan2Fixed(ScalarBenchmark s, int n) {
        long sink = 0;
        for (int i = 0; i < n; i++) {
            sink += s.atan2Fixed();
        }
        return sink;
    }

    private static long atan2Double(ScalarBenchmark s, int n) {
        long sink = 0;
        for (int i = 0; i < n; i++) {
            sink += (long) s.atan2Double();
        }
        return sink;
    }

    private static long dot3Fixed(VectorBenchmark v, Blackhole bh, int n) {
        long sink = 0;
        for (int i = 0; i < n; i++) {
            sink += v.dot3Fixed();
        }
        return sink;
    }

    private static long dot3Double(VectorBenchmark v, Blackhole bh, int n) {
        long sink = 0;
        for (int i = 0; i < n; i++) {
            sink += (long) v.dot3Double();
        }
        return sink;
    }

    private static long normalizeRecord(VectorBenchmark v, Blackhole bh, int n) {
        long sink = 0;
        for (int i = 0; i < n; i++) {
            sink += v.normalizeRecord().x();
        }
        return sink;
    }

    private static long normalizeRawKernel(VectorBenchmark v, Blackhole bh, int n) {
        long sink = 0;
        for (int i = 0; i < n; i++) {
            sink += v.normalizeRawKernel().x;
        }
        return sink;
    }

    private static long normalizeDouble(VectorBenchmark v, Blackhole bh, int n) {
        long sink = 0;
        for (int i = 0; i < n; i++) {
            v.normalizeDouble(bh);
        }
        return sink;
    }

    private static long rotateQuatRecord(VectorBenchmark v, Blackhole bh, int n) {
        long sink = 0;
        for (int i = 0; i < n; i++) {
            sink += v.rotateQuatRecord().x();
        }
        return sink;
    }

    private static long rotateMat3RawKernel(VectorBenchmark v, Blackhole bh, int n) {
        long sink = 0;
        for (int i = 0; i < n; i++) {
            sink += v.rotateMat3RawKernel().x;
        }
        return sink;
    }

    private static long rotateQuatDouble(VectorBenchmark v, Blackhole bh, int n) {
        long sink = 0;
        for (int i = 0; i < n; i++) {
            v.rotateQuatDouble(bh);
        }
        return sink;
    }

    private static long expressionRecord(VectorBenchmark v, Blackhole bh, int n) {
        long sink = 0;
        for (int i = 0; i < n; i++) {
            sink += v.expressionRecord();
        }
        return sink;
    }

    private static long expressionRawKernel(VectorBenchmark v, Blackhole bh, int n) {
        long sink = 0;
        for (int i = 0; i < n; i++) {
            sink += v.expressionRawKernel();
        }
        return sink;
    }
}
