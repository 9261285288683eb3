package dev.lockstep.tools.scenario;

import dev.lockstep.replay.Simulation;
import dev.lockstep.tools.collide.PlacedShape;
import java.util.List;

/**
 * A named simulation that the {@code lockstep} command can run, record, verify and draw: a replay
 * {@link Simulation} plus what the tools need around it. The collision reference scenario (several
 * players, every shape type, a mesh level) joins {@link Scenarios} as another implementation.
 */
public interface Scenario extends Simulation {
    /** Returns a one-line description printed by {@code demo} and {@code record}. */
    String description();

    /** Returns the number of players whose inputs the scenario reads. */
    int playerCount();

    /** Returns the most input bytes one player sends per tick (the replay header's limit). */
    int maxInputBytes();

    /** Returns every body's shape and pose now, in body order (for {@code render}). */
    List<PlacedShape> bodies();
}
