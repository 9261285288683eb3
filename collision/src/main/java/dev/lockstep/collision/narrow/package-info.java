/**
 * The narrow phase for convex pairs (seed 001, "Solving the Collision Table"):
 * {@link dev.lockstep.collision.narrow.ContactDispatch}, the table indexed by {@code ShapeType}
 * ordinals that picks the contact function of a pair of shapes. The pair functions, their closed
 * forms and the degenerate-case constants live in the internal
 * {@code dev.lockstep.collision.internal.narrow}.
 *
 * <p>Guarantees: every query resets and fills a caller-owned
 * {@link dev.lockstep.collision.manifold.ContactManifold} with the normal from A to B, takes a
 * per-thread {@link dev.lockstep.collision.narrow.ContactWorkspace} and allocates nothing;
 * results are pure functions of the input bits (raw Q31.32, one specified rounding per
 * operation); every degenerate case of seed 001 has a documented, tested choice; world
 * coordinates must stay within {@code |x| < 2^30} so differences cannot overflow, beyond which
 * operations throw {@code FixedOverflowException}.
 *
 * <p>API: {@code ContactDispatch.collide} (any convex pair), {@code ContactDispatch.function} and
 * {@code ContactFunction} (one cell of the table), {@code ContactWorkspace}, and
 * {@code ContactDispatch.collideHulls} with a {@code ManifoldCache} and a
 * {@code HullHullWorkspace} (the cached hull pair the world steps with).
 */
package dev.lockstep.collision.narrow;
