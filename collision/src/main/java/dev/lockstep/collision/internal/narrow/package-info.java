/**
 * The narrow-phase building blocks behind {@link dev.lockstep.collision.narrow.ContactDispatch}
 * (seed 001, "Solving the Collision Table"): one class per pair of shape types
 * ({@code SphereSphereContact}, {@code SphereCapsuleContact}, {@code CapsuleCapsuleContact},
 * {@code SphereHullContact}, {@code CapsuleHullContact}, {@code HullHullContact}, and the
 * {@code GjkEpaContact} fallback for any convex pair), their closed forms ({@code PointHullRegion}:
 * the closest hull feature of a point by exact Voronoi-region signs; {@code SphereBoxContact} and
 * {@code CapsuleBoxContact} against a centred box; {@code BoxFaceContact} for two boxes), and the
 * degenerate-case choices of {@code ContactConstants}. Hull-hull runs the SAT and face clipping of
 * {@code internal.sat} and {@code internal.clip}.
 *
 * <p>Scratch: the pair functions take a {@code NarrowScratch} (the API
 * {@link dev.lockstep.collision.narrow.ContactWorkspace} extends it) and the hull pair a
 * {@code HullHullScratch} (extended by {@link dev.lockstep.collision.narrow.HullHullWorkspace});
 * nothing is allocated in steady state. Results are pure functions of the input bits.
 *
 * <p>Not API: internal to the collision module; it may change without notice, and other modules
 * may not use it ({@code LayeringTest}). Call {@code ContactDispatch} instead.
 */
package dev.lockstep.collision.internal.narrow;
