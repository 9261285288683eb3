/**
 * {@code lockstep simulate}: a rigid-body scene described as JSON (world settings, bodies with
 * shapes and materials, joints, scripted forces and impulses) run on the {@link dev.lockstep.world.World}
 * for N ticks, printing body states as JSON lines with exact decimals, and optionally recorded as a
 * self-contained replay. Parsing is strict and bounded; every error names the JSON path of the
 * value at fault. Numbers that feed the simulation are decimal strings converted exactly
 * ({@link dev.lockstep.fixedpoint.FixedFormat#parseExact}), so a scene means the same bits everywhere.
 */
package dev.lockstep.tools.simulate;
