/**
 * EPA penetration depth for overlapping core shapes, and the combined GJK+EPA signed distance
 * (seed 003: EPA from a GJK simplex, blow-up to a tetrahedron, polytope upkeep with a directed edge
 * list; seed 001: the GJK+EPA fallback for any convex pair).
 *
 * <p>API: {@link dev.lockstep.collision.epa.GjkEpa} ({@code signedDistance}, {@code penetration}),
 * the per-thread {@link dev.lockstep.collision.epa.EpaWorkspace}, the caller-owned
 * {@link dev.lockstep.collision.epa.PenetrationResult} and
 * {@link dev.lockstep.collision.epa.EpaTermination}. The algorithm and its expanding polytope
 * (fixed-capacity vertex, triangle and directed-edge arrays) are internal
 * ({@code dev.lockstep.collision.internal.epa}).
 *
 * <p>Guarantees: raw Q31.32, A's local frame inside, world frame out; termination by the
 * combinatorial repeat test or the tolerance (raw {@code 2^10}), with an expansion cap and the
 * polytope capacities as backstops; every choice has a documented tie rule; identical bits on every
 * run; no allocation per query.
 */
package dev.lockstep.collision.epa;
