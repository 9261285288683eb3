package dev.lockstep.collision.shape;

import dev.lockstep.fixedpoint.MutableVec3;

/**
 * The support mapping of a convex shape, split as seed 001 prescribes into a <em>core shape</em>
 * (point, segment or polytope) and a radius around it: GJK and EPA run on the core, and contact
 * code adds the radius. Everything is in the shape's local frame, in raw Q31.32 units.
 */
public interface SupportMap {
    /** Returns the radius around the core shape: the sphere or capsule radius, 0 for hulls. */
    long coreRadius();

    /**
     * Writes into {@code out} the point of the core shape furthest along direction
     * {@code (dx, dy, dz)} and returns its feature index (vertex index; 0 or 1 for capsule ends;
     * 0 for a sphere). "Furthest" is decided by exact comparison of unrounded dot products; ties
     * go to the lowest feature index. The direction need not be normalised and may be any
     * magnitude; the zero direction returns feature 0.
     */
    int supportCore(long dx, long dy, long dz, MutableVec3 out);
}
