package dev.lockstep.collision.gjk;

import dev.lockstep.collision.internal.gjk.GjkScratch;

/**
 * Per-thread scratch of the GJK queries ({@link Gjk#distance}, and with an {@code EpaWorkspace}
 * the combined {@code GjkEpa} queries): create one per thread and reuse it; a query then allocates
 * nothing. Never share one between concurrent queries and never make it static. After a query it
 * holds the terminating simplex, which {@code GjkEpa.penetration} continues from. Its contents are
 * internal ({@code GjkScratch}).
 */
public final class GjkWorkspace extends GjkScratch {
    /** Creates a workspace; all scratch is allocated here, once. */
    public GjkWorkspace() {
    }
}
