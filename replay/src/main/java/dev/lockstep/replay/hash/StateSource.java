package dev.lockstep.replay.hash;

/** Something whose state has a canonical encoding: it replays its state into a {@link StateSink}. */
public interface StateSource {
    /**
     * Emits the complete state, parts in declared order, bodies by ascending id, fields in a fixed order.
     * Must not modify the state and must emit identical calls for identical states.
     */
    void encodeState(StateSink out);
}
