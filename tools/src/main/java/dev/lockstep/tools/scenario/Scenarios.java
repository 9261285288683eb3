package dev.lockstep.tools.scenario;

import dev.lockstep.replay.format.ReplayHeader;
import dev.lockstep.tools.BadInputException;
import java.util.List;

/**
 * The scenarios by name, and by the simulation id a replay header names.
 */
public final class Scenarios {
    /** The scenario {@code demo} runs. */
    public static final String DEFAULT = WorldReferenceScenario.NAME;

    private static final List<String> NAMES = List.of(WorldReferenceScenario.NAME);

    private Scenarios() {
    }

    /** Returns the known scenario names. */
    public static List<String> names() {
        return NAMES;
    }

    /**
     * Returns a fresh scenario named {@code name}, its initial state built from {@code seed}.
     *
     * @throws BadInputException if no scenario has that name or the player count does not fit it
     */
    public static WorldScenario create(String name, long seed, int players) {
        if (WorldReferenceScenario.NAME.equals(name)) {
            checkPlayers(name, WorldReferenceScenario.MIN_PLAYERS, WorldReferenceScenario.MAX_PLAYERS, players);
            return new WorldReferenceScenario(seed, players);
        }
        throw new BadInputException("unknown scenario \"" + name + "\"",
                "Known scenarios: " + String.join(", ", NAMES) + ".");
    }

    /** The user-facing form of the scenarios' own player-range check (theirs throws IllegalArgumentException). */
    private static void checkPlayers(String name, int minPlayers, int maxPlayers, int players) {
        if (players < minPlayers || players > maxPlayers) {
            throw new BadInputException("scenario " + name + " takes " + minPlayers + ".." + maxPlayers
                    + " players, got " + players, "Pass e.g. --players 4.");
        }
    }

    /**
     * Returns the scenario that recorded a replay with this header, ready to verify it (its state is
     * replaced from the replay's keyframe).
     *
     * @throws BadInputException if this build does not know the header's simulation
     */
    public static Scenario forReplay(ReplayHeader header) {
        String id = header.rules().simulationId();
        if (dev.lockstep.tools.simulate.SceneScenario.SIMULATION_ID.equals(id)) {
            return dev.lockstep.tools.simulate.SceneScenario.fromParameters(header.rules().parameters());
        }
        if (WorldReferenceScenario.SIMULATION_ID.equals(id)) {
            return WorldReferenceScenario.fromParameters(header.rules().parameters(), header.seed());
        }
        throw new BadInputException("the replay was recorded by simulation \"" + id
                + "\", which this build of lockstep does not know",
                "Verify it with the program that recorded it; this build knows: " + String.join(", ", NAMES) + ".");
    }
}
