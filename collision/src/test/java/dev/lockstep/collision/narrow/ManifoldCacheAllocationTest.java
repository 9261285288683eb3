package dev.lockstep.collision.narrow;

import static org.junit.jupiter.api.Assertions.assertTrue;
import static org.junit.jupiter.api.Assumptions.assumeTrue;

import dev.lockstep.collision.bench.HullHullBenchmark;
import java.lang.management.ManagementFactory;
import org.junit.jupiter.api.Test;

/**
 * The cached hull-pair paths allocate nothing in steady state (issue 4: "allocation-free in steady
 * state"), counted in bytes by the JVM's per-thread allocation counter over the coherent
 * sequences of {@link HullHullBenchmark} (still, carried, positional and rotational jitter,
 * sliding, approach with and without spin). Not a timing test. Skipped on JVMs without
 * {@code com.sun.management.ThreadMXBean}.
 */
class ManifoldCacheAllocationTest {
    private static final int ROUNDS = 2_000;

    @Test
    void issue4_cachedCoherentPaths_allocateNothing() {
        java.lang.management.ThreadMXBean bean = ManagementFactory.getThreadMXBean();
        assumeTrue(bean instanceof com.sun.management.ThreadMXBean);
        com.sun.management.ThreadMXBean counter = (com.sun.management.ThreadMXBean) bean;
        assumeTrue(counter.isThreadAllocatedMemorySupported() && counter.isThreadAllocatedMemoryEnabled());
        HullHullBenchmark b = new HullHullBenchmark();
        b.vertices = 8;
        b.setUp();
        // 256 ticks per sequence, so each round walks every sequence once
        Runnable work = () -> {
            for (int i = 0; i < 256; i++) {
                b.coherentRestingCached();
            }
            for (int i = 0; i < 256; i++) {
                b.coherentCarriedCached();
            }
            for (int i = 0; i < 256; i++) {
                b.coherentJitterPositionCached();
            }
            for (int i = 0; i < 256; i++) {
                b.coherentJitterRotationCached();
            }
            for (int i = 0; i < 256; i++) {
                b.coherentSlidingCached();
            }
            for (int i = 0; i < 256; i++) {
                b.coherentApproachCached();
            }
            for (int i = 0; i < 256; i++) {
                b.coherentApproachSpinningCached();
            }
        };
        for (int i = 0; i < ROUNDS / 10; i++) {
            work.run();
        }
        long tid = Thread.currentThread().getId();
        long before = counter.getThreadAllocatedBytes(tid);
        for (int i = 0; i < ROUNDS / 10; i++) {
            work.run();
        }
        long bytes = counter.getThreadAllocatedBytes(tid) - before;
        // one-off JVM bookkeeping is a few hundred bytes; one allocation per query would be >= 16 per call
        assertTrue(bytes < 1024, bytes + " bytes allocated by " + (ROUNDS / 10 * 7 * 256) + " cached queries");
    }
}
