package dev.lockstep.tools.scenario;

import dev.lockstep.replay.SimulationRegistry;

/**
 * The kernel's reference scenarios (the world reference scenario) and recorded `simulate` scenes as {@link SimulationRegistry} entries: what
 * {@code verify-batch} and the Beam pipeline re-simulate. A game builds its own registry the same way,
 * or adds its simulations to this one.
 */
public final class ScenarioRegistry {
    private ScenarioRegistry() {
    }

    /** Returns a new registry holding the reference scenarios. */
    public static SimulationRegistry reference() {
        return registerInto(new SimulationRegistry());
    }

    /**
     * Registers the reference scenarios into {@code registry} and returns it.
     *
     * @throws IllegalStateException if one of them is registered there already
     */
    public static SimulationRegistry registerInto(SimulationRegistry registry) {
        registry.register(WorldReferenceScenario.SIMULATION_ID, WorldReferenceScenario.PARAMETER_VERSION,
                h -> WorldReferenceScenario.fromParameters(h.rules().parameters(), h.seed()));
        // a scene recorded by `lockstep simulate --record` carries the scene itself in its parameters
        registry.register(dev.lockstep.tools.simulate.SceneScenario.SIMULATION_ID,
                dev.lockstep.tools.simulate.SceneScenario.PARAMETER_VERSION,
                h -> dev.lockstep.tools.simulate.SceneScenario.fromParameters(h.rules().parameters()));
        return registry;
    }
}
