package dev.lockstep.replay;

import dev.lockstep.replay.format.SimulationRules;
import dev.lockstep.replay.hash.StateReader;
import dev.lockstep.replay.hash.StateSink;
import dev.lockstep.replay.hash.StateSource;

/**
 * A deterministic lockstep simulation that the replay module can record, hash, snapshot, restore and
 * verify: a game implements it, and so do the kernel's reference scenarios.
 *
 * <p>A tick is a fixed sequence of named phases ({@link SimulationRules#phaseNames()}); phase 0 applies
 * the tick's inputs ({@link #applyInputs}), phases {@code 1..n-1} are run by {@link #runPhase}. The
 * replay records the state hash after every phase, so a divergence is located to its phase.
 *
 * <p>Contract:
 * <ul>
 *   <li>Deterministic: the state after a tick is a pure function of the state before it and the inputs.
 *       No clocks, unseeded randomness, identity hashes, hash-ordered iteration, threads or floating point.</li>
 *   <li>Inputs are applied in ascending player id order ({@link TickInputs} has no arrival order).</li>
 *   <li>{@link #encodeState} emits <em>every</em> value that influences later ticks, caches included, in
 *       the canonical form of {@link StateSink}; {@link #restore} of that encoding gives a simulation
 *       that continues bit-identically (checked by {@link SyncTest}).</li>
 * </ul>
 */
public interface Simulation extends StateSource {
    /** Returns the rule set (id, parameters, phases, parts); constant for the simulation's lifetime. */
    SimulationRules rules();

    /** Phase 0 of tick {@code tick}: applies every player's input, in ascending player id order. */
    void applyInputs(int tick, TickInputs inputs);

    /** Runs phase {@code phase} ({@code 1..phaseCount-1}) of the current tick. */
    void runPhase(int phase);

    /**
     * Replaces the whole state with the one encoded by {@code snapshot} (a canonical encoding produced by
     * {@link #encodeState}). Must leave no trace of the previous state.
     *
     * @throws dev.lockstep.replay.hash.CanonicalFormatException if the snapshot does not match this
     *     simulation's layout
     */
    void restore(StateReader snapshot);

    /** Runs a whole tick: inputs, then every later phase in order. */
    default void step(int tick, TickInputs inputs) {
        applyInputs(tick, inputs);
        int phases = rules().phaseNames().size();
        for (int p = 1; p < phases; p++) {
            runPhase(p);
        }
    }
}
