package dev.lockstep.tools;

/**
 * The exit codes of every {@code lockstep} subcommand. They are part of the command's contract
 * (scripts and CI test them), documented in {@code tools/README.md}.
 */
public final class ExitCodes {
    /** The command did what was asked and every check passed. */
    public static final int OK = 0;
    /** A check failed: a replay desynced, two replays differ, a verification did not hold. */
    public static final int CHECK_FAILED = 1;
    /**
     * Bad input: unknown option or subcommand, missing or unreadable file, malformed data (a replay that
     * drives its simulation out of range included), or an output that cannot be written.
     */
    public static final int BAD_INPUT = 2;
    /** A bug in lockstep itself (an unexpected exception); the message asks for a report. */
    public static final int INTERNAL_ERROR = 3;

    private ExitCodes() {
    }
}
