package dev.lockstep.replay;

/** Supplies the inputs of any tick on demand (a script, a recorded replay, a network buffer). */
@FunctionalInterface
public interface TickInputSource {
    /** Fills {@code outInputs} with tick {@code tick}'s inputs. */
    void fill(int tick, TickInputs outInputs);
}
