package dev.lockstep.replay;

/**
 * When a {@link ReplayWriter} makes its bytes durable (write out the buffer, then fsync). It always
 * syncs on {@code finish}/{@code close}; in addition every {@code everyTicks} tick records (0 = never)
 * and whenever {@code everyMillis} have passed since the last sync (0 = never), checked after each tick
 * record against the writer's injectable clock. The clock only ever decides <em>when</em> to sync; it
 * never reaches simulation state or the file's contents.
 *
 * @param everyTicks sync after this many tick records since the last sync; 0 disables
 * @param everyMillis sync when this many milliseconds passed since the last sync; 0 disables
 */
public record FlushPolicy(int everyTicks, long everyMillis) {
    /** Sync only on finish/close. */
    public static final FlushPolicy ON_CLOSE = new FlushPolicy(0, 0);

    /**
     * Validates the policy.
     *
     * @throws IllegalArgumentException if a value is negative
     */
    public FlushPolicy {
        if (everyTicks < 0 || everyMillis < 0) {
            throw new IllegalArgumentException("negative flush interval: everyTicks " + everyTicks + ", everyMillis " + everyMillis);
        }
    }

    /** Returns a policy that syncs every {@code n} ticks. */
    public static FlushPolicy everyTicks(int n) {
        return new FlushPolicy(n, 0);
    }

    /** Returns a policy that syncs when {@code ms} milliseconds have passed. */
    public static FlushPolicy everyMillis(long ms) {
        return new FlushPolicy(0, ms);
    }
}
