/**
 * {@code lockstep mesh-check}: the collision module's OBJ reader and clean-up diagnostics (seed 002) as a
 * command, for artists and level pipelines.
 */
package dev.lockstep.tools.mesh;
