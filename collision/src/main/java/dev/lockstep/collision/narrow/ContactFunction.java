package dev.lockstep.collision.narrow;

import dev.lockstep.collision.manifold.ContactManifold;
import dev.lockstep.collision.shape.Shape;
import dev.lockstep.fixedpoint.Transform;

/**
 * One cell of the collision table: resets {@code outManifold}, fills it with the contact of
 * {@code a} (placed by {@code ta}) and {@code b} (placed by {@code tb}), normal from A to B, and
 * returns the number of points. {@code contactDistance} (raw, {@code >= 0}) is the speculative
 * margin: separated shapes within it still get points, with negative depth.
 */
@FunctionalInterface
public interface ContactFunction {
    /** See the interface description. */
    int collide(Shape a, Transform ta, Shape b, Transform tb, long contactDistance, ContactWorkspace ws,
            ContactManifold outManifold);
}
