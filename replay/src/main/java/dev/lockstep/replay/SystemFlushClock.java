package dev.lockstep.replay;

import java.util.function.LongSupplier;

/**
 * The only clock in the replay module: {@link System#nanoTime()}, used exclusively by
 * {@link ReplayWriter}'s time-based {@link FlushPolicy}. Kept in its own class so that the determinism
 * scan can allow exactly this one use.
 */
final class SystemFlushClock implements LongSupplier {
    static final SystemFlushClock INSTANCE = new SystemFlushClock();

    private SystemFlushClock() {
    }

    @Override
    public long getAsLong() {
        return System.nanoTime();
    }
}
