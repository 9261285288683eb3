package dev.lockstep.collision.narrow;

import dev.lockstep.collision.internal.narrow.HullHullScratch;

/**
 * Per-thread scratch of the cached hull-vs-hull contact ({@link ContactDispatch#collideHulls}):
 * create one per thread, never share it or make it static. Arrays grow to the largest faces seen,
 * then stay: 0 B/op in steady state. Its contents are internal ({@code HullHullScratch}).
 */
public final class HullHullWorkspace extends HullHullScratch {
    /** Creates the scratch. */
    public HullHullWorkspace() {
    }
}
