package dev.lockstep.tools;

/**
 * Thrown by a subcommand when its input cannot be used. {@link Main} prints the message and the
 * hint on standard error and exits with {@link ExitCodes#BAD_INPUT}; no stack trace, because the
 * fault is in the input, not in the program.
 */
public final class BadInputException extends RuntimeException {
    private static final long serialVersionUID = 1L;

    private final String hint;

    /**
     * @param message what is wrong and where (file, line, byte offset...)
     * @param hint    what the user can do about it, one sentence
     */
    public BadInputException(String message, String hint) {
        super(message);
        this.hint = hint;
    }

    /** Like {@link #BadInputException(String, String)}, keeping the underlying cause. */
    public BadInputException(String message, String hint, Throwable cause) {
        super(message, cause);
        this.hint = hint;
    }

    /** Returns the suggestion printed after the message. */
    public String hint() {
        return hint;
    }
}
