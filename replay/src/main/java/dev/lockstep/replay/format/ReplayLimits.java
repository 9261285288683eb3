package dev.lockstep.replay.format;

/**
 * Every size limit of the replay format, checked by the reader <em>before</em> anything is allocated
 * from a length read out of a file, and by the writer before anything is written. Each limit is tested
 * at its value and one past it ({@code ReplayLimitsTest}).
 */
public final class ReplayLimits {
    /** Most players in one replay or session: 64 (a lockstep match, not an MMO). */
    public static final int MAX_PLAYERS = 64;
    /** Most input bytes per player per tick: 256. A replay may declare a smaller limit in its header. */
    public static final int MAX_INPUT_BYTES = 256;
    /** Largest logical record (payload, before framing): 16 MiB; bounds the reader's record buffer. */
    public static final int MAX_RECORD_BYTES = 16 << 20;
    /** Largest keyframe snapshot: a record minus room for the keyframe's own fields. */
    public static final int MAX_SNAPSHOT_BYTES = MAX_RECORD_BYTES - 64;
    /** Exclusive bound on tick numbers: every tick index is below 2^31. */
    public static final long TICK_LIMIT = 1L << 31;
    /** Most phases per tick. */
    public static final int MAX_PHASES = 16;
    /** Most parts (subsystems) with a part hash; same as the canonical encoding's limit. */
    public static final int MAX_PARTS = 32;
    /** Longest header string (kernel version, rounding spec, simulation id) in bytes. */
    public static final int MAX_STRING_BYTES = 256;
    /** Largest block of simulation parameters in the header. */
    public static final int MAX_PARAMETER_BYTES = 4096;

    private ReplayLimits() {
    }
}
