package dev.lockstep.replay.hash;

/**
 * Thrown when a canonical state encoding is malformed or is produced out of order: names the byte
 * offset (when reading) and what was expected.
 */
public final class CanonicalFormatException extends IllegalArgumentException {
    private static final long serialVersionUID = 1L;
    private final long offset;

    /** Creates an exception for a defect at {@code offset} (or -1 when produced, not read). */
    public CanonicalFormatException(long offset, String reason) {
        super(offset >= 0 ? "canonical state at byte " + offset + ": " + reason : "canonical state: " + reason);
        this.offset = offset;
    }

    /** Returns the byte offset of the defect inside the encoding, or -1 when raised while producing it. */
    public long offset() {
        return offset;
    }
}
