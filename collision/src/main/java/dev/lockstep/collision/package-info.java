/**
 * The collision module's shared scale: {@code CollisionTolerances.LINEAR_SLOP}, the unit every
 * collision length tolerance is a multiple or shift of. The queries themselves live in the
 * sub-packages.
 *
 * <p>API, what a user builds on: shapes ({@code shape}); the contact query and its table
 * ({@code narrow}, results in {@code manifold}); distance ({@code gjk}); penetration
 * ({@code epa}); ray casts ({@code ray}); shape casts ({@code cast}); time of impact
 * ({@code toi}); triangle meshes and their contacts ({@code mesh}); mesh loading and clean-up
 * ({@code mesh.clean}). Everything under {@code dev.lockstep.collision.internal} (the hull SAT,
 * face clipping, contact reduction) is not API: it may change without notice, and the
 * {@code LayeringTest} of every other module fails if it uses it.
 */
package dev.lockstep.collision;
