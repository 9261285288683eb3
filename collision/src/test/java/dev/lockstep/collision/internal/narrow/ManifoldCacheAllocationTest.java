package dev.lockstep.collision.internal.narrow;

import static dev.lockstep.collision.SteadyStateAllocation.assertSomePassAllocatesNothing;

import dev.lockstep.collision.bench.HullHullBenchmark;
import org.junit.jupiter.api.Test;

/**
 * The cached hull-pair paths allocate nothing in steady state (issue 4: "allocation-free in steady
 * state"), counted in bytes by the JVM's per-thread allocation counter over the coherent
 * sequences of {@link HullHullBenchmark} (still, carried, positional and rotational jitter,
 * sliding, approach with and without spin): some pass over the same window allocates exactly 0
 * bytes ({@link dev.lockstep.collision.SteadyStateAllocation}). Not a timing test.
 */
class ManifoldCacheAllocationTest {
    private static final int ROUNDS = 2_000;

    @Test
    void issue4_cachedCoherentPaths_allocateNothing() {
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
        assertSomePassAllocatesNothing(work, ROUNDS / 10, ROUNDS / 20, "cached coherent queries");
    }
}
