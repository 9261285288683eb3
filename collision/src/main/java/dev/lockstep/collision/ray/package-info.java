/**
 * Ray casts against single convex shapes (issue 19, scene queries): a segment
 * {@code origin + f * translation}, {@code 0 <= f <= maxFraction}, against a sphere, a capsule
 * (segment core plus radius) or a convex hull (the ray clipped against the face planes).
 *
 * <p>Guarantees: raw Q31.32 in and out; every rounding is named on the kernel that does it, and
 * every decision that can be made exactly (inside tests, slab and plane-clip comparisons) is made
 * on exact 128-bit products. Rays are one-sided, as in Box2D v3: a ray whose origin is inside a
 * shape or on its surface does not hit that shape. Results go into a caller-owned
 * {@link dev.lockstep.collision.ray.ConvexRayHit}; nothing allocates.
 */
package dev.lockstep.collision.ray;
