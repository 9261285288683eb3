package dev.lockstep.tools.replay;

import dev.lockstep.replay.Simulation;
import dev.lockstep.replay.TickInputs;
import dev.lockstep.replay.format.SimulationRules;
import dev.lockstep.replay.hash.StateReader;
import dev.lockstep.replay.hash.StateSink;

/**
 * Passes every call to a simulation unchanged and reports each tick's start to a {@link Progress}: how
 * {@code verify} shows progress without the verifier knowing about terminals.
 */
final class ProgressSimulation implements Simulation {
    private final Simulation inner;
    private final Progress progress;
    private final long firstTick;

    ProgressSimulation(Simulation inner, Progress progress, long firstTick) {
        this.inner = inner;
        this.progress = progress;
        this.firstTick = firstTick;
    }

    @Override
    public SimulationRules rules() {
        return inner.rules();
    }

    @Override
    public void applyInputs(int tick, TickInputs inputs) {
        progress.update(tick - firstTick + 1);
        inner.applyInputs(tick, inputs);
    }

    @Override
    public void runPhase(int phase) {
        inner.runPhase(phase);
    }

    @Override
    public void restore(StateReader snapshot) {
        inner.restore(snapshot);
    }

    @Override
    public void encodeState(StateSink out) {
        inner.encodeState(out);
    }
}
