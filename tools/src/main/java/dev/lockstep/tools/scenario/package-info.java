/**
 * The named scenarios of the {@code lockstep} command: replay {@link dev.lockstep.replay.Simulation}s
 * with scripted players ({@link dev.lockstep.tools.scenario.InputScript}), found by name or by the
 * simulation id in a replay header ({@link dev.lockstep.tools.scenario.Scenarios}), and registered by simulation id and
 * version for {@code verify-batch} and the Beam pipeline ({@link dev.lockstep.tools.scenario.ScenarioRegistry}). The collision reference
 * scenario of issue 6 is {@link dev.lockstep.tools.scenario.ReferenceScenario} (the {@code demo} default). What the
 * scenarios share (body motion state, steering by input bytes, rules, tick, the canonical motion fields) is in
 * {@code RigidBodyScenario} and {@code Steering}; each scenario file keeps only its own physics and state. Same
 * determinism rules as the core: Q31.32 only, no clocks, no hash-ordered iteration.
 */
package dev.lockstep.tools.scenario;
