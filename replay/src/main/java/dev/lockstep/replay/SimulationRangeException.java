package dev.lockstep.replay;

/**
 * A replay drove its simulation out of the simulation's documented range: re-simulating tick
 * {@link #tick()}, phase {@link #phaseName()}, the simulation threw an {@link ArithmeticException}
 * (a {@code FixedOverflowException}, or a domain error such as normalising a zero vector), kept as the
 * cause.
 *
 * <p>This is a verdict on the replay, not a bug in the verifier: the state hash and CRC of a replay
 * are accident checks that anyone can recompute, so a forged keyframe or input stream can hold values
 * that pass every structural check and still push a checked operation over its bound. Callers report
 * it as bad input (the {@code lockstep} command exits 2), never as a desync or an internal error.
 */
public final class SimulationRangeException extends RuntimeException {
    private static final long serialVersionUID = 1L;
    private final long tick;
    private final int phaseIndex;
    private final String phaseName;

    /**
     * Creates the verdict for tick {@code tick}, phase {@code phaseIndex} ({@code -1} with name
     * {@code "restore"} for a snapshot that cannot be restored).
     */
    public SimulationRangeException(long tick, int phaseIndex, String phaseName, RuntimeException cause) {
        super("the replay drives the simulation out of its range at tick " + tick + ", phase '" + phaseName + "'"
                + (phaseIndex >= 0 ? " (index " + phaseIndex + ")" : "") + ": " + cause.getMessage(), cause);
        this.tick = tick;
        this.phaseIndex = phaseIndex;
        this.phaseName = phaseName;
    }

    /** Returns the tick being simulated when the simulation left its range. */
    public long tick() {
        return tick;
    }

    /** Returns the index of the phase that left the range, or -1 for a restore. */
    public int phaseIndex() {
        return phaseIndex;
    }

    /** Returns that phase's name ({@code "restore"} for a restore). */
    public String phaseName() {
        return phaseName;
    }
}
