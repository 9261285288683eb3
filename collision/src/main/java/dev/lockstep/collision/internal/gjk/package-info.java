/**
 * The GJK building blocks behind {@link dev.lockstep.collision.gjk.Gjk} (seed 001, "Recap: GJK"):
 * the loop ({@code GjkLoop}), the Minkowski difference placed in A's frame
 * ({@code MinkowskiDifference}), the simplex and its support points ({@code Simplex},
 * {@code SupportPoint}), the signed-volume simplex solver ({@code SimplexSolver}) and the exact
 * power-of-two rescaling of directions ({@code Scaling}); EPA in {@code internal.epa} continues from
 * the same simplex and solver.
 *
 * <p>Scratch and results: the loop takes a {@code GjkScratch} (the API
 * {@link dev.lockstep.collision.gjk.GjkWorkspace} extends it) and writes the fields of
 * {@code DistanceFields} (extended by {@link dev.lockstep.collision.gjk.DistanceResult}) directly,
 * so hiding these classes added no indirection. Raw Q31.32, A's local frame inside; identical bits
 * on every run; nothing is allocated per query.
 *
 * <p>Not API: internal to the collision module; it may change without notice, and other modules
 * may not use it ({@code LayeringTest}). Call {@code Gjk} or {@code GjkEpa} instead.
 */
package dev.lockstep.collision.internal.gjk;
