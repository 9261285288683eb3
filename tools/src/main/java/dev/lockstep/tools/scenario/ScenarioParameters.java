package dev.lockstep.tools.scenario;

import dev.lockstep.tools.BadInputException;

/** The error a scenario gives for replay rules parameters that another version of lockstep wrote. */
final class ScenarioParameters {
    private ScenarioParameters() {
    }

    /**
     * Returns the error for rules parameters that are not this build's: {@code layout} says what they
     * should hold after the version byte (e.g. "with 2..8 players").
     */
    static BadInputException foreign(String simulationId, int version, String layout) {
        return new BadInputException("the replay's " + simulationId + " parameters are not version " + version + " " + layout,
                "The replay comes from another version of lockstep.");
    }
}
