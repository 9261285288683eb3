/**
 * The EPA building blocks behind {@link dev.lockstep.collision.epa.GjkEpa} (seed 003: EPA from a
 * GJK simplex, blow-up to a tetrahedron, polytope upkeep with a directed edge list): the algorithm
 * ({@code Epa}, with its tolerance and expansion cap) and its fixed-capacity expanding
 * {@code Polytope}.
 *
 * <p>Scratch and results: EPA takes an {@code EpaScratch} (the API
 * {@link dev.lockstep.collision.epa.EpaWorkspace} extends it) and the GJK scratch it continues from,
 * and writes the fields of {@code PenetrationFields} (extended by
 * {@link dev.lockstep.collision.epa.PenetrationResult}) directly. Raw Q31.32, A's local frame
 * inside, world frame out; every choice has a documented tie rule; identical bits on every run;
 * nothing is allocated per query.
 *
 * <p>Not API: internal to the collision module; it may change without notice, and other modules
 * may not use it ({@code LayeringTest}). Call {@code GjkEpa} instead.
 */
package dev.lockstep.collision.internal.epa;
