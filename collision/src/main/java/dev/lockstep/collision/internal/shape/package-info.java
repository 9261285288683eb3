/**
 * Hull tables the queries read but a user never does: {@link
 * dev.lockstep.collision.internal.shape.HullQueryIndex} (opposite faces, edges per vertex,
 * edge classes, warm-start faces, the support adjacency, bent faces' true surface), {@link
 * dev.lockstep.collision.internal.shape.BoxFeatures} (the axes of a centred box) and {@link
 * dev.lockstep.collision.internal.shape.ExactGeometry} (exact integer predicates shared with the
 * hull builder). Each hull builds its index once, in its constructor; internal code reaches it
 * with {@code HullQueryIndex.of(hull)}, a constant reader that {@code ConvexHull} installs, so
 * {@code ConvexHull} has no public accessor for it.
 *
 * <p>Guarantees: every table is a pure function of the hull's arrays, built with exact integer
 * arithmetic (no rounding except the bent-face triangle normals, rounded once per component as
 * the face normals are); immutable and shared across threads; it changes how fast the queries
 * find their answer, never the answer.
 *
 * <p>Not API: internal to the collision module; it may change without notice, and other modules
 * may not use it ({@code LayeringTest}).
 */
package dev.lockstep.collision.internal.shape;
