package dev.lockstep.replay;

import dev.lockstep.replay.hash.StateHasher;

/**
 * Runs one tick of a {@link Simulation} phase by phase, hashing the state after every phase; shared by
 * the recorder, the verifier, the sync test and the session so all of them hash the same way.
 * Allocation-free; owns its hasher; not thread-safe.
 */
public final class TickRunner {
    private final Simulation sim;
    private final StateHasher hasher;
    private final int phases;
    /** Phase being run (or last run) by {@link #runTick}: names the phase of an exception escaping it. */
    private int phaseInProgress = -1;

    /** Creates a runner for {@code sim}. */
    public TickRunner(Simulation sim) {
        this.sim = sim;
        this.hasher = new StateHasher(sim.rules().partNameArray());
        this.phases = sim.rules().phaseNames().size();
    }

    /** Returns the simulation. */
    public Simulation simulation() {
        return sim;
    }

    /** Returns the number of phases per tick. */
    public int phaseCount() {
        return phases;
    }

    /** Returns the number of state parts. */
    public int partCount() {
        return hasher.parts();
    }

    /**
     * Runs tick {@code tick}; fills {@code outPhaseHashes[0..phaseCount)} with the state hash after each
     * phase and {@code outPartHashes[0..partCount)} with the part hashes after the tick. Returns the state
     * hash after the tick.
     */
    public long runTick(int tick, TickInputs inputs, long[] outPhaseHashes, long[] outPartHashes) {
        phaseInProgress = 0;
        sim.applyInputs(tick, inputs);
        outPhaseHashes[0] = hasher.hash(sim);
        for (int p = 1; p < phases; p++) {
            phaseInProgress = p;
            sim.runPhase(p);
            outPhaseHashes[p] = hasher.hash(sim);
        }
        hasher.partHashes(outPartHashes);
        return outPhaseHashes[phases - 1];
    }

    /**
     * Returns the phase the last {@link #runTick} was running when it returned or threw (0 = inputs),
     * or -1 before the first tick.
     */
    public int phaseInProgress() {
        return phaseInProgress;
    }

    /**
     * Runs tick {@code tick} like {@link #runTick}, turning an {@link ArithmeticException} thrown by the
     * simulation into a {@link SimulationRangeException} naming the tick and phase (used where the
     * inputs or the restored state come from a replay, which may be forged).
     */
    public long runReplayedTick(int tick, TickInputs inputs, long[] outPhaseHashes, long[] outPartHashes) {
        try {
            return runTick(tick, inputs, outPhaseHashes, outPartHashes);
        } catch (ArithmeticException e) {
            int p = phaseInProgress;
            throw new SimulationRangeException(tick, p, sim.rules().phaseNames().get(p), e);
        }
    }

    /** Returns the current state hash (and leaves the part hashes in {@link #hasher()}). */
    public long stateHash() {
        return hasher.hash(sim);
    }

    /** Returns the hasher holding the part hashes of the last hash computed. */
    public StateHasher hasher() {
        return hasher;
    }
}
