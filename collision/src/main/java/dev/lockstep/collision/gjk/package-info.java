/**
 * GJK distance between two convex core shapes (seed 001: core shape plus radius; GJK for shallow
 * contact).
 *
 * <p>{@link dev.lockstep.collision.gjk.Gjk} computes the distance, closest points, normal and
 * closest features of two {@link dev.lockstep.collision.shape.SupportMap}s placed by transforms.
 * It works in A's local frame; the simplex solver picks sub-simplices by exact or single-rounding
 * signs and computes barycentric weights with one {@code Fixed.mulDiv} each, with no division by
 * zero on degenerate simplices. Termination is combinatorial (exact optimality test, repeated
 * support pair) with an exact progress check and {@link dev.lockstep.collision.gjk.Gjk#MAX_ITERATIONS}
 * as a backstop.
 *
 * <p>Guarantees: raw Q31.32 throughout, no floating point; identical bits on every run and JVM;
 * bit-identical results (points shifted exactly) under a common translation of both transforms;
 * no allocation per query once a {@link dev.lockstep.collision.gjk.GjkWorkspace} exists.
 * Working bound: support points within {@code +-8192} units in A's frame.
 *
 * <p>API: {@code Gjk.distance}, the per-thread {@code GjkWorkspace}, the caller-owned
 * {@code DistanceResult} with {@code GjkTermination}, and {@code WitnessResult}, the normal,
 * witness points and features that distance and penetration results share. The loop and its
 * building blocks (simplex, support points, simplex solver, Minkowski difference) are internal
 * ({@code dev.lockstep.collision.internal.gjk}); EPA continues from the simplex a
 * {@code GjkWorkspace} holds.
 */
package dev.lockstep.collision.gjk;
