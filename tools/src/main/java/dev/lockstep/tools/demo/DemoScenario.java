package dev.lockstep.tools.demo;

import dev.lockstep.tools.collide.PlacedShape;
import java.util.List;

/**
 * What {@code lockstep demo} runs: a deterministic simulation stepped tick by tick, whose state
 * hashes to 64 bits. Today the only implementation is {@link FixedPointWorkload}; the collision
 * reference scenario (players, every shape type, a mesh level, recorded and verified as a replay)
 * replaces it behind this interface once the collision and replay modules land.
 */
public interface DemoScenario {
    /** Returns a one-line description printed by the demo. */
    String description();

    /** Returns the number of ticks stepped so far. */
    int tick();

    /** Advances the simulation by one tick. */
    void step();

    /** Returns the 64-bit hash of the canonical encoding of the current state. */
    long stateHash();

    /** Returns every body's shape and pose at the current tick, in body order (for {@code render}). */
    List<PlacedShape> bodies();
}
