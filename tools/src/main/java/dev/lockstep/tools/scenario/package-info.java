/**
 * The named scenarios of the {@code lockstep} command: worlds with a level and scripted players
 * ({@link dev.lockstep.tools.scenario.InputScript}), found by name or by the simulation id in a replay
 * header ({@link dev.lockstep.tools.scenario.Scenarios}), and registered by simulation id and version for
 * {@code verify-batch} and the Beam pipeline ({@link dev.lockstep.tools.scenario.ScenarioRegistry}). A
 * scenario only sets up a level and turns input bytes into forces; the physics, phases, state parts,
 * snapshots and restore are the world's ({@link dev.lockstep.world.WorldSimulation}). The reference
 * scenario is {@link dev.lockstep.tools.scenario.WorldReferenceScenario} (the {@code demo} default).
 */
package dev.lockstep.tools.scenario;
