package dev.lockstep.collision.epa;

import dev.lockstep.collision.internal.epa.EpaScratch;

/**
 * Per-thread scratch of the EPA queries ({@link GjkEpa}): create one per thread and reuse it; a
 * query then allocates nothing. Never share one between concurrent queries and never make it
 * static. Its contents (the fixed-capacity expanding polytope and its vectors) are internal
 * ({@code EpaScratch}).
 */
public final class EpaWorkspace extends EpaScratch {
    /** Creates a workspace; all scratch is allocated here, once. */
    public EpaWorkspace() {
    }
}
