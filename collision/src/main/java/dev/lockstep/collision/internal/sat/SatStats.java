package dev.lockstep.collision.internal.sat;

/**
 * Counters of the SAT's shortcuts, for the tests and probes that check a shortcut is taken (a
 * hit-rate check that can fail when a bound stops working). Nothing counts unless a caller
 * attaches one ({@link FaceQuery#attachStats}, {@link EdgeQuery#attachStats}); counting changes
 * no result. Not thread-safe: one per query, like the query.
 */
final class SatStats {
    /** Faces a face query ruled out by its upper bound (at the start vertex or on the climb). */
    long faceBoundSkips;
    /** Faces whose climb could not certify its answer and were scanned. */
    long climbFallbacks;
    /** Edge pairs skipped by the pair bound ({@link EdgePairBound}). */
    long edgeBoundSkips;
    /** Arcs whose Gauss-map walk was undecided and were tested against every edge of B. */
    long walkFallbacks;
    /** Arcs skipped whole by {@link ArcBound}. */
    long arcSkips;

    SatStats() {
    }
}
