package dev.lockstep.tools.scenario;

import dev.lockstep.collision.manifold.ContactManifold;
import dev.lockstep.collision.manifold.ManifoldCache;
import dev.lockstep.collision.narrow.ContactDispatch;
import dev.lockstep.collision.narrow.ContactWorkspace;
import dev.lockstep.collision.narrow.HullHullContact;
import dev.lockstep.collision.narrow.HullHullWorkspace;
import dev.lockstep.collision.shape.ConvexHull;
import dev.lockstep.collision.shape.Shape;
import dev.lockstep.collision.shape.ShapeType;
import dev.lockstep.fixedpoint.Transform;

/**
 * The reference scenario's convex pair query: every pair goes through the collision table
 * ({@link ContactDispatch}: sphere-sphere, sphere-capsule, capsule-capsule, sphere-hull, capsule-hull),
 * except hull-hull, which calls {@link HullHullContact} directly so that it can pass the pair's
 * {@link ManifoldCache} (the table's entry runs uncached; the cache changes speed, never bits). One
 * instance per simulation; it owns the workspaces (no shared scratch).
 */
final class ReferenceNarrowphase {
    private final ContactWorkspace contacts = new ContactWorkspace();
    private final HullHullWorkspace hullHull = new HullHullWorkspace();

    /**
     * Resets {@code outManifold} and fills it with the contact of A and B within
     * {@code contactDistance} (normal A to B); returns the number of points. {@code cache} is the
     * pair's hull-hull cache, used only when both shapes are hulls.
     */
    int collide(Shape a, Transform ta, Shape b, Transform tb, long contactDistance, ManifoldCache cache,
            ContactManifold outManifold) {
        if (a.type() == ShapeType.HULL && b.type() == ShapeType.HULL) {
            return HullHullContact.collide((ConvexHull) a, ta, (ConvexHull) b, tb, contactDistance, hullHull, cache,
                    outManifold);
        }
        return ContactDispatch.collide(a, ta, b, tb, contactDistance, contacts, outManifold);
    }
}
