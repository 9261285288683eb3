package dev.lockstep.collision;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assumptions.assumeTrue;

import java.lang.management.ManagementFactory;
import java.util.Arrays;

/**
 * "Allocates nothing in steady state", counted in bytes by the JVM's per-thread allocation
 * counter (not a timing test; JMH's {@code gc.alloc.rate.norm} measures the same in the
 * benchmarks). Skips the calling test on JVMs without {@code com.sun.management.ThreadMXBean}.
 *
 * <p>How "steady state" is made exact (as in world's {@code StepAllocationTest}): after a warm-up,
 * the same window of work is run again and again, up to {@link #MAX_PASSES} times, until one pass
 * allocates 0 bytes on this thread. One pass is not enough because the counter also sees one-off
 * work that HotSpot does on the thread whose call counters ask for a C2 compile: before queueing
 * it, {@code CompileBroker::compile_method} resolves every String constant in the method's class
 * (the messages of error paths that never run) and loads the classes named in the method's
 * signature. That costs 56 to 448 bytes per class (a few KB when a class is loaded), once, at a
 * moment set by the JIT's counters: in a fresh JVM the hull-hull window of
 * {@code AllocationFreeTest} met it as late as round 2,900 of 3,000. (JFR with TLABs off shows each
 * as a String and its byte[] allocated at the entry of a method just queued for C2; turning escape
 * analysis off does not remove them, a C1-only JVM does.) Work that allocates shows in every pass,
 * so it fails however many passes run.
 */
public final class SteadyStateAllocation {
    /** Most passes over the same window before one must allocate nothing (see the class comment). */
    public static final int MAX_PASSES = 20;

    private SteadyStateAllocation() {
    }

    /**
     * Runs {@code work} {@code warmRounds} times, then passes of {@code passRounds} rounds until a
     * pass allocates 0 bytes on this thread; fails with every pass's count if none of
     * {@link #MAX_PASSES} does.
     */
    public static void assertSomePassAllocatesNothing(Runnable work, int warmRounds, int passRounds, String what) {
        java.lang.management.ThreadMXBean bean = ManagementFactory.getThreadMXBean();
        assumeTrue(bean instanceof com.sun.management.ThreadMXBean);
        com.sun.management.ThreadMXBean counter = (com.sun.management.ThreadMXBean) bean;
        assumeTrue(counter.isThreadAllocatedMemorySupported() && counter.isThreadAllocatedMemoryEnabled());
        for (int i = 0; i < warmRounds; i++) {
            work.run();
        }
        long tid = Thread.currentThread().getId();
        long[] passes = new long[MAX_PASSES];
        int pass = 0;
        do {
            long before = counter.getThreadAllocatedBytes(tid);
            for (int i = 0; i < passRounds; i++) {
                work.run();
            }
            passes[pass++] = counter.getThreadAllocatedBytes(tid) - before;
        } while (passes[pass - 1] != 0 && pass < MAX_PASSES);
        assertEquals(0, passes[pass - 1], () -> "every one of " + MAX_PASSES + " passes of " + passRounds + " rounds of "
                + what + " allocated (bytes per pass " + Arrays.toString(passes) + ")");
    }
}
