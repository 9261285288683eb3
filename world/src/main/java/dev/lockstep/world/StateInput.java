package dev.lockstep.world;

/**
 * What {@link WorldState#restore} reads from: the canonical byte encoding (through
 * {@link dev.lockstep.replay.hash.StateReader}) or a {@link WorldSnapshot}'s raw longs. Both
 * follow the call order of {@link WorldState#encode} (each part opens with its {@code count}, so
 * the reader always knows how many bodies follow), so one restore serves both.
 */
interface StateInput {
    void beginPart(String name);

    long body();

    /** Returns true when the next item is a body (false at the end of the last part). */
    boolean atBody();

    long field(String name);

    /** Where the reader is, for error messages. */
    String where();
}
