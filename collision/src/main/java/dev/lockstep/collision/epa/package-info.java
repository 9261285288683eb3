/**
 * EPA penetration depth for overlapping core shapes, and the combined GJK+EPA signed distance
 * (seed 003: EPA from a GJK simplex, blow-up to a tetrahedron, polytope upkeep with a directed edge
 * list; seed 001: the GJK+EPA fallback for any convex pair).
 *
 * <p>{@link dev.lockstep.collision.epa.Epa} continues from the simplex a
 * {@link dev.lockstep.collision.gjk.GjkWorkspace} holds; {@link dev.lockstep.collision.epa.Polytope}
 * keeps fixed-capacity vertex, triangle and directed-edge arrays in an
 * {@link dev.lockstep.collision.epa.EpaWorkspace}. {@link dev.lockstep.collision.epa.GjkEpa} is the
 * entry point the contact dispatcher calls.
 *
 * <p>Guarantees: raw Q31.32, A's local frame inside, world frame out; termination by the
 * combinatorial repeat test or {@link dev.lockstep.collision.epa.Epa#TOLERANCE} (raw {@code 2^10}),
 * with {@link dev.lockstep.collision.epa.Epa#MAX_ITERATIONS} and the polytope capacities as
 * backstops; every choice has a documented tie rule; identical bits on every run; no allocation per
 * query.
 */
package dev.lockstep.collision.epa;
