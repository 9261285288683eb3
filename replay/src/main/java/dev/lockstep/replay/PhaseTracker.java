package dev.lockstep.replay;

import dev.lockstep.replay.format.SimulationRules;
import dev.lockstep.replay.hash.StateReader;
import dev.lockstep.replay.hash.StateSink;

/**
 * Passes every call to a simulation unchanged and remembers which tick and phase it is inside, so that an
 * exception escaping the simulation (an overflow driven by a forged replay) can be reported with its
 * place, and told apart from one the verifier itself threw.
 */
final class PhaseTracker implements Simulation {
    /** {@link #phase()} while {@link #restore} runs. */
    static final int RESTORE = -1;

    private final Simulation inner;
    private long tick = -1;
    private int phase = RESTORE;
    private boolean inside;

    PhaseTracker(Simulation inner) {
        this.inner = inner;
    }

    /** Returns true when the last call into the simulation has not returned (it threw). */
    boolean inside() {
        return inside;
    }

    /** Returns the tick of the last call into the simulation (-1 before the first tick). */
    long tick() {
        return tick;
    }

    /** Returns the phase of the last call ({@link #RESTORE} for a restore). */
    int phase() {
        return phase;
    }

    @Override
    public SimulationRules rules() {
        return inner.rules();
    }

    @Override
    public void applyInputs(int tick, TickInputs inputs) {
        this.tick = tick;
        phase = 0;
        inside = true;
        inner.applyInputs(tick, inputs);
        inside = false;
    }

    @Override
    public void runPhase(int phase) {
        this.phase = phase;
        inside = true;
        inner.runPhase(phase);
        inside = false;
    }

    @Override
    public void restore(StateReader snapshot) {
        phase = RESTORE;
        inside = true;
        inner.restore(snapshot);
        inside = false;
    }

    @Override
    public void encodeState(StateSink out) {
        inside = true;
        inner.encodeState(out);
        inside = false;
    }
}
