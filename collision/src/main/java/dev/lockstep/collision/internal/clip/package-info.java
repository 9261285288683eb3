/**
 * Face clipping for one-shot manifolds (seed 001, "Hull vs Hull: Face Contact", "Face Contact
 * Clipping"; seed 004, "Clipping faces", "Clipping an edge"): {@link
 * dev.lockstep.collision.internal.clip.IncidentFace} (the most anti-parallel face), {@link
 * dev.lockstep.collision.internal.clip.ReferenceFace} (side planes of the reference face) and {@link
 * dev.lockstep.collision.internal.clip.PolygonClipper} (Sutherland-Hodgman on a {@link
 * dev.lockstep.collision.internal.clip.ClipWorkspace}).
 *
 * <p>Guarantees: allocation-free after the workspace has grown to the largest faces seen; each
 * side distance is one rounded {@code Fixed.dot3}, each intersection one {@code Fixed.mulDiv}
 * per component (parameter in [0, 1]); every clipped point carries the packed features that
 * made it, so feature ids are stable while the same features touch. A two-point polygon is a
 * segment: the capsule-on-face contact can clip its inner segment with the same calls
 * ({@code ClipWorkspace.add} twice, then {@code PolygonClipper.clip} per side plane).
 *
 * <p>Not API: internal to the collision module ({@code HullHullContact} and the capsule and
 * time-of-impact queries use it); it may change without notice, and other modules may not use it
 * ({@code LayeringTest}).
 */
package dev.lockstep.collision.internal.clip;
