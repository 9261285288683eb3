package dev.lockstep.collision.bench;

import java.lang.management.ManagementFactory;
import java.lang.management.ThreadMXBean;
import java.util.LinkedHashMap;
import java.util.Map;
import java.util.function.LongSupplier;

/**
 * Companion to {@link ContactBenchmark} and {@link GjkEpaBenchmark} for the shared, loaded
 * machine: runs the same benchmark methods in plain loops and reports <em>thread CPU time</em>
 * per call (ThreadMXBean), which excludes time spent descheduled; JMH's wall-clock ns/op do not.
 * Not JMH-grade (no fork, dead-code protection only by summing results); quote it only next to
 * the JMH table. Run:
 * {@code java -cp <test classpath> dev.lockstep.collision.bench.ContactCpuTimeProbe [filter]}.
 */
public final class ContactCpuTimeProbe {
    private static final ThreadMXBean MX = ManagementFactory.getThreadMXBean();
    private static final int ROUNDS = 6;
    private static final long ROUND_CPU_NANOS = 300_000_000L;
    private static final Map<String, Double> BEST = new LinkedHashMap<>();
    private static long sink;

    private ContactCpuTimeProbe() {
    }

    public static void main(String[] args) {
        String filter = args.length > 0 ? args[0] : "";
        ContactBenchmark c = new ContactBenchmark();
        c.setUp();
        GjkEpaBenchmark g = new GjkEpaBenchmark();
        g.shape = "hull";
        g.setUp();
        for (int round = 0; round < ROUNDS; round++) {     // round 0 warms up; the best later round counts
            boolean measuring = round > 0;
            run(filter, measuring, "sphereSphere", c::sphereSphere);
            run(filter, measuring, "sphereBoxHull", c::sphereBoxHull);
            run(filter, measuring, "capsuleBoxHullTwoPoints", c::capsuleBoxHullTwoPoints);
            run(filter, measuring, "capsuleCapsule", c::capsuleCapsule);
            run(filter, measuring, "gjkDistance:hull", g::gjkDistance);
        }
        for (Map.Entry<String, Double> e : BEST.entrySet()) {
            System.out.printf("%-34s %12.1f ns/op (best thread CPU time of %d rounds)%n", e.getKey(), e.getValue(), ROUNDS - 1);
        }
        System.out.println("(sink " + sink + ")");
    }

    private static void run(String filter, boolean measuring, String name, LongSupplier op) {
        if (!name.contains(filter)) {
            return;
        }
        long start = MX.getCurrentThreadCpuTime();
        long calls = 0;
        long s = 0;
        // whole batches of 256 (a multiple of every scene cycle) until the time budget is used
        while (MX.getCurrentThreadCpuTime() - start < (measuring ? ROUND_CPU_NANOS : ROUND_CPU_NANOS / 2)) {
            for (int i = 0; i < 256; i++) {
                s += op.getAsLong();
            }
            calls += 256;
        }
        double ns = (MX.getCurrentThreadCpuTime() - start) / (double) calls;
        sink += s;
        if (measuring) {
            BEST.merge(name, ns, Math::min);
        }
    }
}
