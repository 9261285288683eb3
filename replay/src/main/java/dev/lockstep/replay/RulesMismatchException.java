package dev.lockstep.replay;

/** The replay was recorded under different rules than the simulation offered to verify it. */
public final class RulesMismatchException extends IllegalArgumentException {
    private static final long serialVersionUID = 1L;

    RulesMismatchException(String message) {
        super(message);
    }
}
