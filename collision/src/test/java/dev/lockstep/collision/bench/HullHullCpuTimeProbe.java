package dev.lockstep.collision.bench;

import java.lang.management.ManagementFactory;
import java.lang.management.ThreadMXBean;
import java.util.LinkedHashMap;
import java.util.Map;
import java.util.function.IntSupplier;

/**
 * Companion to {@link HullHullBenchmark} for the shared, overloaded machine: runs the same
 * benchmark methods in plain loops and reports <em>thread CPU time</em> per call (ThreadMXBean),
 * which excludes time spent descheduled; JMH's wall-clock ns/op do not. Not JMH-grade (no fork,
 * dead-code protection only by summing results); quote it only next to the JMH table. Run:
 * {@code java -cp <test classpath> dev.lockstep.collision.bench.HullHullCpuTimeProbe [filter]}.
 * The filter {@code reference} runs ours and JBullet's random pairs of 8, 20 and 32 points in
 * turn ({@link ReferenceEngineBenchmark}'s scenes), and from 20 points JBullet's, ode4j's and
 * ours in shallow contact ({@link RandomHullPairs#shallow}), the fairest ratios this machine gives.
 */
public final class HullHullCpuTimeProbe {
    private static final ThreadMXBean MX = ManagementFactory.getThreadMXBean();
    private static final int ROUNDS = 6;
    private static final long ROUND_CPU_NANOS = 400_000_000L;
    private static final Map<String, Double> BEST = new LinkedHashMap<>();
    private static long sink;

    private HullHullCpuTimeProbe() {
    }

    public static void main(String[] args) {
        String filter = args.length > 0 ? args[0] : "";
        int[] sizes = {8, 20, 32, 128};
        for (int round = 0; round < ROUNDS; round++) {     // round 0 warms up; the best later round counts
            boolean measuring = round > 0;
            HullHullBenchmark box = bench(8);
            run(filter, measuring, "boxOnBoxResting", box::boxOnBoxResting);
            run(filter, measuring, "coherentRestingUncached", box::coherentRestingUncached);
            run(filter, measuring, "coherentRestingCached", box::coherentRestingCached);
            run(filter, measuring, "coherentApproachUncached", box::coherentApproachUncached);
            run(filter, measuring, "coherentApproachCached", box::coherentApproachCached);
            run(filter, measuring, "coherentApproachSpinningUncached", box::coherentApproachSpinningUncached);
            run(filter, measuring, "coherentApproachSpinningCached", box::coherentApproachSpinningCached);
            run(filter, measuring, "coherentApproachEdgeUncached", box::coherentApproachEdgeUncached);
            run(filter, measuring, "coherentApproachEdgeCached", box::coherentApproachEdgeCached);
            run(filter, measuring, "coherentCarriedUncached", box::coherentCarriedUncached);
            run(filter, measuring, "coherentCarriedCached", box::coherentCarriedCached);
            run(filter, measuring, "coherentJitterPositionUncached", box::coherentJitterPositionUncached);
            run(filter, measuring, "coherentJitterPositionCached", box::coherentJitterPositionCached);
            run(filter, measuring, "coherentJitterRotationUncached", box::coherentJitterRotationUncached);
            run(filter, measuring, "coherentJitterRotationCached", box::coherentJitterRotationCached);
            run(filter, measuring, "coherentSlidingUncached", box::coherentSlidingUncached);
            run(filter, measuring, "coherentSlidingCached", box::coherentSlidingCached);
            for (int n : sizes) {
                HullHullBenchmark b = bench(n);
                run(filter, measuring, "randomHullPair:" + n, b::randomHullPair);
                if (n <= 32 && filter.startsWith("reference")) {
                    // the reference engines on the same scenes, in turn with ours: a ratio from one
                    // window of a machine whose speed drifts by up to 20% over minutes
                    ReferenceEngineBenchmark r = reference(n);
                    run(filter, measuring, "referenceJbullet:" + n, r::jbulletRandomHullPair);
                    run(filter, measuring, "referenceLockstep:" + n, b::randomHullPair);
                    if (n >= RandomHullPairs.SHALLOW_MIN_VERTICES) {
                        run(filter, measuring, "referenceJbulletShallow:" + n, r::jbulletShallowHullPair);
                        run(filter, measuring, "referenceOde4jShallow:" + n, r::ode4jShallowHullPair);
                        run(filter, measuring, "referenceLockstepShallow:" + n, b::shallowHullPair);
                    }
                }
                if (n >= RandomHullPairs.SHALLOW_MIN_VERTICES) {
                    run(filter, measuring, "shallowHullPair:" + n, b::shallowHullPair);
                }
                if (n <= 32) {
                    run(filter, measuring, "randomPlanarHullPair:" + n, b::randomPlanarHullPair);
                }
                run(filter, measuring, "timeOfImpact:" + n, () -> b.timeOfImpact() ? 1 : 0);
                run(filter, measuring, "coherentHullSlidingUncached:" + n, b::coherentHullSlidingUncached);
                run(filter, measuring, "coherentHullSlidingCached:" + n, b::coherentHullSlidingCached);
                run(filter, measuring, "coherentHullApproachUncached:" + n, b::coherentHullApproachUncached);
                run(filter, measuring, "coherentHullApproachCached:" + n, b::coherentHullApproachCached);
                run(filter, measuring, "coherentHullTurningUncached:" + n, b::coherentHullTurningUncached);
                run(filter, measuring, "coherentHullTurningCached:" + n, b::coherentHullTurningCached);
                run(filter, measuring, "coherentHullTurningFloor:" + n, b::coherentHullTurningFloor);
                run(filter, measuring, "coherentHullTurningPlacement:" + n, b::coherentHullTurningPlacement);
            }
        }
        for (Map.Entry<String, Double> e : BEST.entrySet()) {
            System.out.printf("%-34s %12.1f ns/op (best thread CPU time of %d rounds)%n", e.getKey(), e.getValue(), ROUNDS - 1);
        }
        System.out.println("(sink " + sink + ")");
    }

    private static ReferenceEngineBenchmark reference(int vertices) {
        ReferenceEngineBenchmark r = new ReferenceEngineBenchmark();
        r.vertices = vertices;
        r.setUp();
        return r;
    }

    private static HullHullBenchmark bench(int vertices) {
        HullHullBenchmark b = new HullHullBenchmark();
        b.vertices = vertices;
        b.setUp();
        return b;
    }

    private static void run(String filter, boolean measuring, String name, IntSupplier op) {
        if (!name.contains(filter)) {
            return;
        }
        long start = MX.getCurrentThreadCpuTime();
        long calls = 0;
        long s = 0;
        // run whole batches of 256 (one pass over each scene sequence) until the time budget is used
        while (MX.getCurrentThreadCpuTime() - start < (measuring ? ROUND_CPU_NANOS : ROUND_CPU_NANOS / 2)) {
            for (int i = 0; i < 256; i++) {
                s += op.getAsInt();
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
