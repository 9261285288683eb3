/**
 * GJK distance between two convex core shapes (seed 001: core shape plus radius; GJK for shallow
 * contact).
 *
 * <p>{@link dev.lockstep.collision.gjk.Gjk} computes the distance, closest points, normal and
 * closest features of two {@link dev.lockstep.collision.shape.SupportMap}s placed by transforms.
 * It works in A's local frame ({@link dev.lockstep.collision.gjk.MinkowskiDifference}); the
 * {@link dev.lockstep.collision.gjk.SimplexSolver} picks sub-simplices by exact or single-rounding
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
 * <p>API: {@code Gjk.distance}, {@code GjkWorkspace} and {@code DistanceResult}. The building
 * blocks ({@code Simplex}, {@code SupportPoint}, {@code SimplexSolver},
 * {@code MinkowskiDifference}, {@code WitnessResult}) are public because EPA in
 * {@code dev.lockstep.collision.epa} continues from GJK's simplex; they are not meant to be
 * called directly.
 */
package dev.lockstep.collision.gjk;
