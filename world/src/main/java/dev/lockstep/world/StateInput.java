package dev.lockstep.world;

/**
 * What {@link WorldState#restore} reads from: the canonical byte encoding (through
 * {@link dev.lockstep.replay.hash.StateReader}) or a {@link WorldSnapshot}'s raw longs. Both
 * follow the call order of {@link WorldState#encode}, so one restore serves both.
 */
interface StateInput {
    void beginPart(String name);

    /** Returns true when the next item of the current part is a body. */
    boolean atBody();

    long body();

    long field(String name);

    /** Where the reader is, for error messages. */
    String where();
}
