/**
 * Shape casts (issue 19, scene queries): a convex shape (sphere, capsule or hull, or a mesh
 * triangle as the target) swept along a segment, translation only, by conservative advancement on
 * the GJK distance ({@link dev.lockstep.collision.cast.ShapeCast}).
 *
 * <p>Guarantees: raw Q31.32 in and out; the reported fraction is conservative (the shapes are
 * separated at it, within {@link dev.lockstep.collision.cast.ShapeCast#TARGET} plus
 * {@link dev.lockstep.collision.cast.ShapeCast#TOLERANCE} of touching, up to GJK's rounding); the
 * result depends only on the input bits. Scratch lives in the {@code ShapeCast} object (one per
 * thread); results go into a caller-owned {@link dev.lockstep.collision.cast.ShapeCastHit}.
 */
package dev.lockstep.collision.cast;
