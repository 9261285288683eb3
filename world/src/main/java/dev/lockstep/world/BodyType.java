package dev.lockstep.world;

/** How a body moves (Box2D's three body types). */
public enum BodyType {
    /** Never moves; infinite mass. Ground, walls, level meshes. */
    STATIC,
    /** Moves by the velocity the game sets; infinite mass, so contacts never push it. Platforms, doors. */
    KINEMATIC,
    /** Moved by gravity, forces and contacts; its mass comes from its shapes' densities. */
    DYNAMIC
}
