package dev.lockstep.tools.scenario;

import dev.lockstep.replay.Simulation;
import dev.lockstep.replay.TickInputs;
import dev.lockstep.replay.format.SimulationRules;
import dev.lockstep.replay.hash.StateReader;
import dev.lockstep.replay.hash.StateSink;
import dev.lockstep.world.WorldSimulation;

/**
 * A {@link Scenario} backed by a {@link dev.lockstep.world.World}: {@code render} draws its contact
 * points and marks its sleeping bodies through {@link #worldBodies()}.
 */
public interface WorldScenario extends Scenario {
    /** Returns the world and the descriptions of its bodies' shapes (parallel to {@link #bodies()}). */
    WorldBodies worldBodies();

    /** Returns the replay simulation of the world; the {@link Simulation} calls below forward to it. */
    WorldSimulation simulation();

    @Override
    default SimulationRules rules() {
        return simulation().rules();
    }

    @Override
    default void applyInputs(int tick, TickInputs inputs) {
        simulation().applyInputs(tick, inputs);
    }

    @Override
    default void runPhase(int phase) {
        simulation().runPhase(phase);
    }

    @Override
    default void restore(StateReader snapshot) {
        simulation().restore(snapshot);
    }

    @Override
    default void encodeState(StateSink out) {
        simulation().encodeState(out);
    }
}
