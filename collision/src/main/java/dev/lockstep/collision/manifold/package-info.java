/**
 * Contact data: what the narrow phase hands to a solver (seed 003, "Contact Data"; seed 001,
 * "Contact Points", "Contact Manifolds", "Incremental vs One-Shot Manifold").
 *
 * <ul>
 *   <li>{@link dev.lockstep.collision.manifold.ContactManifold}: caller-owned, reset-and-fill
 *       result of every collision query: a unit normal from A to B, two tangents, up to four
 *       {@link dev.lockstep.collision.manifold.ManifoldPoint}s.</li>
 *   <li>{@link dev.lockstep.collision.manifold.FeatureId}: the touching features packed in a
 *       {@code long}, stable while the same features touch.</li>
 *   <li>{@link dev.lockstep.collision.manifold.TangentBasis}: the consistent tangent basis (same
 *       normal bits, same tangent bits).</li>
 *   <li>{@link dev.lockstep.collision.manifold.PersistentManifold}: the incremental manifold, one
 *       new point per frame, refreshed and reduced to four by area.</li>
 * </ul>
 *
 * <p>Guarantees: all values raw Q31.32; world positions in world space, witnesses in each shape's
 * local frame; depth positive when penetrating; every result a pure function of the inputs' bits
 * (no floating point, no hash-ordered iteration); no allocation after construction.
 */
package dev.lockstep.collision.manifold;
