package dev.lockstep.collision.shape;

/**
 * The rows and columns of the collision table (seed 001, "collision matrix"). The ordinal is the
 * index into the dispatch table, so the order is part of the contract: append, never reorder.
 */
public enum ShapeType {
    /** A point with a radius. */
    SPHERE,
    /** A segment with a radius. */
    CAPSULE,
    /** A convex polyhedron with half-edge topology. */
    HULL,
    /** A static triangle mesh (never moving; the mesh row of the table). */
    MESH
}
