package dev.lockstep.tools.replay;

import dev.lockstep.replay.Simulation;
import dev.lockstep.replay.TickInputs;

/**
 * Passes every call to a simulation unchanged and reports each tick's start to a {@link Progress}: how
 * {@code verify} shows progress without the verifier knowing about terminals.
 */
final class ProgressSimulation extends ForwardingSimulation {
    private final Progress progress;
    private final long firstTick;

    ProgressSimulation(Simulation inner, Progress progress, long firstTick) {
        super(inner);
        this.progress = progress;
        this.firstTick = firstTick;
    }

    @Override
    public void applyInputs(int tick, TickInputs inputs) {
        progress.update(tick - firstTick + 1);
        super.applyInputs(tick, inputs);
    }
}
