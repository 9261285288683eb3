package dev.lockstep.collision.epa;

import dev.lockstep.collision.internal.epa.PenetrationFields;

/**
 * The caller-owned, reusable result of {@link GjkEpa#penetration}: raw Q31.32, world frame.
 *
 * <ul>
 *   <li>{@link #coreDepth()}: penetration depth of the core shapes, {@code >= 0}; 0 when the cores
 *       only touch or {@code A - B} is flat (see {@link EpaTermination}).</li>
 *   <li>{@link #depth()}: of the full shapes, {@code coreDepth + rA + rB}.</li>
 *   <li>normal: unit, from A to B: moving B by {@code depth * normal} separates the shapes.</li>
 *   <li>pointA / pointB: witness points, the deepest point of A inside B and of B inside A
 *       (core witness moved by the radius along the normal), so
 *       {@code pointA - pointB = depth * normal} up to rounding.</li>
 *   <li>feature sets: the feature indices of EPA's witness triangle's vertices with a non-zero
 *       weight (1 vertex, 2 edge, 3 face); for the degenerate exits, those of GJK's simplex.</li>
 * </ul>
 */
public final class PenetrationResult extends PenetrationFields {
    /** Creates an empty result; a query fills it. */
    public PenetrationResult() {
    }

    /** Returns the raw penetration depth of the full shapes. */
    public long depth() {
        return depth;
    }

    /** Returns the raw penetration depth of the core shapes. */
    public long coreDepth() {
        return coreDepth;
    }

    /** Returns why EPA stopped. */
    public EpaTermination termination() {
        return termination;
    }

    /** Returns the number of polytope expansions. */
    public int iterations() {
        return iterations;
    }
}
