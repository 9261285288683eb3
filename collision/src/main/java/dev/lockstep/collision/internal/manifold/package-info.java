/**
 * Not API (internal to the collision module, may change without notice): manifold upkeep the
 * contact functions share. {@link dev.lockstep.collision.internal.manifold.ContactReduction}
 * keeps at most four contact points by maximising area (seed 001, "Contact Point Reduction"),
 * every step a total order with stated tie rules; {@code PersistentManifold} and the hull-hull,
 * capsule and mesh contacts call it.
 */
package dev.lockstep.collision.internal.manifold;
