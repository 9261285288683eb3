package dev.lockstep.collision.mesh;

/**
 * Produces the potential contact of one shape against one triangle: the per-triangle step of seed
 * 000's algorithm. {@link MeshContacts} runs the rest (face contacts first, delayed edge and vertex
 * contacts sorted and voided), so a capsule or hull generator plugs in by implementing this and
 * reporting its closest triangle feature.
 *
 * <p>Contract: deterministic, allocation-free, no state kept between calls except configuration;
 * returns {@link MeshFeature#NONE} when the triangle is culled (back face), degenerate, or farther
 * than the inflated radius (seed 000 figure 1), else the feature id and fills {@code outContact}:
 * completely ({@link TriangleContact#set}) or, for edge and vertex features, possibly only its
 * closest point ({@link TriangleContact#setPending}); delayed contacts also need a sort key
 * ({@link TriangleContact#setSortKey}: the squared distance from the shape's core to Cp).
 */
interface TriangleContactGenerator {
    /** Returns the raw query box (min x, y, z, max x, y, z) for the midphase into {@code outBox} (6 longs). */
    void queryBox(long[] outBox);

    /** Returns the closest feature of triangle {@code triangle} of {@code mesh}, or {@link MeshFeature#NONE}. */
    int generate(TriangleMesh mesh, int triangle, MeshContactWorkspace workspace, TriangleContact outContact);

    /**
     * Completes a delayed contact recorded with {@link TriangleContact#setPending} (its closest
     * point is in {@code ioContact}): fills distance, depth, normal and point. Called only for
     * delayed contacts that survive voiding, so voided ones never pay for a square root.
     */
    void completeDelayed(TriangleContact ioContact);
}
