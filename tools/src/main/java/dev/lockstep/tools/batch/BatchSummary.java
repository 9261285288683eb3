package dev.lockstep.tools.batch;

import dev.lockstep.replay.Verdict;
import java.util.EnumMap;
import java.util.Map;

/** Counts a batch's verdicts by kind and the ticks re-simulated, and prints the summary with throughput. */
final class BatchSummary {
    private final Map<Verdict.Kind, Long> counts = new EnumMap<>(Verdict.Kind.class);
    private long replays;
    private long ticks;

    BatchSummary() {
        for (Verdict.Kind k : Verdict.Kind.values()) {
            counts.put(k, 0L);
        }
    }

    void add(Verdict v) {
        counts.merge(v.kind(), 1L, Long::sum);
        replays++;
        ticks += v.ticks();
    }

    long count(Verdict.Kind kind) {
        return counts.get(kind);
    }

    boolean allOk() {
        return count(Verdict.Kind.OK) == replays;
    }

    /**
     * Returns e.g. {@code 200 replays: 180 OK, 10 DESYNC, 10 CORRUPT, 0 UNSUPPORTED, 0 ERROR; 24000 ticks in
     * 3.20 s with 2 jobs: 62.5 replays/s, 7500 ticks/s}. The wall time is for display only.
     */
    String describe(long nanos, int jobs) {
        StringBuilder b = new StringBuilder().append(replays).append(" replays: ");
        String sep = "";
        for (Map.Entry<Verdict.Kind, Long> e : counts.entrySet()) {
            b.append(sep).append(e.getValue()).append(' ').append(e.getKey().name());
            sep = ", ";
        }
        long ms = Math.max(1, nanos / 1_000_000);
        b.append("; ").append(ticks).append(" ticks in ").append(ms / 1000).append('.')
                .append(String.format("%03d", ms % 1000)).append(" s with ").append(jobs).append(jobs == 1 ? " job: " : " jobs: ")
                .append(perSecond(replays, nanos)).append(" replays/s, ").append(perSecond(ticks, nanos)).append(" ticks/s");
        return b.toString();
    }

    /** Returns {@code n} per second with one decimal, in integer arithmetic. */
    private static String perSecond(long n, long nanos) {
        long tenths = n * 10_000_000_000L / Math.max(1, nanos);
        return (tenths / 10) + "." + (tenths % 10);
    }
}
