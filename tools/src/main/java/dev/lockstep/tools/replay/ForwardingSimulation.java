package dev.lockstep.tools.replay;

import dev.lockstep.replay.Simulation;
import dev.lockstep.replay.TickInputs;
import dev.lockstep.replay.format.SimulationRules;
import dev.lockstep.replay.hash.StateReader;
import dev.lockstep.replay.hash.StateSink;

/**
 * A {@link Simulation} that passes every call to another one unchanged (Guava's {@code Forwarding...}
 * shape): a wrapper overrides only the calls it changes, and the inner simulation's determinism contract
 * carries over as long as the overrides keep it. Used by {@link ProgressSimulation} and by the tests'
 * fault-injecting and renaming wrappers.
 */
abstract class ForwardingSimulation implements Simulation {
    private final Simulation inner;

    ForwardingSimulation(Simulation inner) {
        this.inner = inner;
    }

    @Override
    public SimulationRules rules() {
        return inner.rules();
    }

    @Override
    public void applyInputs(int tick, TickInputs inputs) {
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
