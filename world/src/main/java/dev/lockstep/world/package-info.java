/**
 * The deterministic rigid-body world, the library's front door: bodies made of the collision
 * kernel's shapes, a broadphase whose pair order never depends on its structure, Box2D v3 /
 * Box3D's soft-step contact solver in Q31.32, islands and sleep counted in ticks, contact events in
 * a documented order, and snapshots for rollback. Start at {@link dev.lockstep.world.World}.
 */
package dev.lockstep.world;
