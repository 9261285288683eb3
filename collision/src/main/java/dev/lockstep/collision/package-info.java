/**
 * The collision module's shared scale: {@code CollisionTolerances.LINEAR_SLOP}, the unit every
 * collision length tolerance is a multiple or shift of. The queries themselves live in the
 * sub-packages (shapes, GJK/EPA, SAT, clipping, manifolds, narrow phase, meshes, casts).
 */
package dev.lockstep.collision;
