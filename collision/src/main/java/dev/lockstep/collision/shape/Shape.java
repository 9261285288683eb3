package dev.lockstep.collision.shape;

/**
 * A convex collision shape in its local frame: a core shape plus a radius (seed 001). Queries
 * place shapes in the world with one {@link dev.lockstep.fixedpoint.Transform} per shape.
 * Triangle meshes are not convex and are not {@code Shape}s; they have their own entry points.
 */
public sealed interface Shape extends SupportMap permits Sphere, Capsule, ConvexHull {
    /** Returns the row of the collision table this shape belongs to. */
    ShapeType type();

    /** Returns the local bounding box of the whole shape (core plus radius). */
    Aabb localBounds();
}
