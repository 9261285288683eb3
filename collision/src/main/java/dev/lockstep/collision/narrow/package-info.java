/**
 * The narrow phase for convex pairs (seed 001, "Solving the Collision Table"): one class per pair
 * of shape types ({@code SphereSphereContact}, {@code SphereCapsuleContact},
 * {@code CapsuleCapsuleContact}, {@code SphereHullContact}, {@code CapsuleHullContact}, and the
 * {@code GjkEpaContact} fallback for any convex pair) and
 * {@link dev.lockstep.collision.narrow.ContactDispatch}, the table indexed by {@code ShapeType}
 * ordinals that picks one. Sphere-hull and capsule-hull contacts are closed form where they can
 * be ({@code PointHullRegion}: the closest hull feature of a point by exact Voronoi-region signs;
 * the capsule's face clip), with GJK as the fallback; against a centred box, spheres take
 * {@code SphereBoxContact} and capsules {@code CapsuleBoxContact} (the general path's bits, except
 * a capsule apart from the box: exact closest points of the segment instead of GJK's). Hull-hull ({@code HullHullContact}) runs
 * the SAT and face clipping of the internal {@code internal.sat} and {@code internal.clip} packages; two centred boxes take
 * their closed forms ({@code BoxBoxSat}, and {@code BoxFaceContact} when B's incident face lies
 * inside A's reference face), with the same result bits.
 *
 * <p>Guarantees: every function resets and fills a caller-owned
 * {@link dev.lockstep.collision.manifold.ContactManifold} with the normal from A to B, takes a
 * per-thread {@link dev.lockstep.collision.narrow.ContactWorkspace} and allocates nothing;
 * results are pure functions of the input bits (raw Q31.32, one specified rounding per
 * operation); every degenerate case of seed 001 has a documented, tested choice
 * ({@link dev.lockstep.collision.narrow.ContactConstants}); world coordinates must stay within
 * {@code |x| < 2^30} so differences cannot overflow, beyond which operations throw
 * {@code FixedOverflowException}.
 *
 * <p>API: {@code ContactDispatch.collide} (any convex pair), {@code ContactDispatch.function} and
 * {@code ContactFunction} (one cell of the table), {@code ContactWorkspace}, the public per-pair
 * functions (Box2D's {@code b2Collide...} habit: a caller that knows its pair skips the table) and
 * {@code HullHullContact.collide} with a {@code ManifoldCache} and a {@code HullHullWorkspace}
 * (the cached hull pair the world steps with). {@code ContactConstants} documents the degenerate
 * cases. Everything else here is package-private.
 */
package dev.lockstep.collision.narrow;
