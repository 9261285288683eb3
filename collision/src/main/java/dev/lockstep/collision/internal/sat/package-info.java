/**
 * Hull-vs-hull separating axis test (seed 001, "Hull vs Hull: The Separating Axis Test", "Testing
 * Face Separation", "Testing Edge Separation", "Feature Flip-Flop"): {@link
 * dev.lockstep.collision.internal.sat.FaceQuery} (one method, run for A's faces and for B's),
 * {@link dev.lockstep.collision.internal.sat.EdgeQuery} over edge pairs that pass
 * {@link dev.lockstep.collision.internal.sat.GaussMapPruning}, and {@link
 * dev.lockstep.collision.internal.sat.HullHullSat}, which early-outs on the first separating axis and
 * otherwise picks the contact feature with the documented bias of {@link
 * dev.lockstep.collision.internal.sat.SatConstants}. Small pairs scan (every vertex for the face queries,
 * every edge pair for the edge query); larger ones climb the vertex adjacency with a certificate
 * ({@link dev.lockstep.collision.internal.sat.HullClimber#climbMin}) and walk B's Gauss map along A's edge
 * arcs ({@link dev.lockstep.collision.internal.sat.EdgeQuery#runWalk}), with the same result bits
 * (property-tested against the scans). {@link dev.lockstep.collision.internal.sat.HullHullSat#runForContact}
 * (the uncached contact's SAT) places B's faces only once A's faces have not separated and skips
 * B's faces and edge pairs at or below the flip-flop threshold they would have to exceed: the
 * same kind and the same fields wherever the contact reads them.
 * {@link dev.lockstep.collision.internal.sat.SupportSearch} extends the certified climb to tied and nearly
 * tied extremes (a face or an edge facing the direction), for time of impact.
 * {@link dev.lockstep.collision.internal.sat.TranslationCoherence}
 * runs the same SAT with the same result bits from tables kept while a pair's relative rotation
 * bits repeat (seed 001, "Temporal Coherence"). Two centred boxes take
 * {@link dev.lockstep.collision.internal.sat.BoxBoxSat} (placement by
 * {@link dev.lockstep.collision.internal.sat.BoxPlacement}): the same queries in closed form, the same
 * result bits (property-tested against the general placement and SAT).
 *
 * <p>Guarantees: everything runs in A's local frame ({@link dev.lockstep.collision.internal.sat.PlacedHull},
 * {@link dev.lockstep.collision.internal.sat.RelativePose}), so results depend only on the relative
 * pose bits; support points are chosen by exact 128-bit comparisons (ties to the lowest index),
 * every distance is one rounded {@code Fixed.dot3}, Gauss-map decisions are exact signs, and
 * every "best" keeps the first maximum in index order. Scratch lives in a caller-owned
 * {@link dev.lockstep.collision.internal.sat.SatWorkspace}; no allocation in steady state.
 *
 * <p>Not API: internal to the collision module ({@code HullHullContact} and the capsule and
 * time-of-impact queries use it); it may change without notice, and other modules may not use it
 * ({@code LayeringTest}).
 */
package dev.lockstep.collision.internal.sat;
