package dev.lockstep.collision.narrow;

import dev.lockstep.collision.internal.narrow.NarrowScratch;

/**
 * Per-thread scratch for the contact queries ({@link ContactDispatch}): create one per thread (or
 * per worker), pass it to every query, never share it between threads and never make it static.
 * Holding it keeps every pair function allocation-free in steady state (the Jolt/parry workspace
 * pattern, STYLE.md "per-query scratch"). Its contents are internal ({@code NarrowScratch}).
 */
public final class ContactWorkspace extends NarrowScratch {
    /** Creates a workspace; all scratch is allocated here, once. */
    public ContactWorkspace() {
    }
}
