package dev.lockstep.tools.collide;

/**
 * Thrown for a {@code collide} line that cannot be answered; the message (which names the JSON path,
 * e.g. {@code a.p0[2]}) becomes the {@code {"error": ...}} answer and the stream goes on.
 */
public final class BadRequestException extends Exception {
    private static final long serialVersionUID = 1L;

    public BadRequestException(String message) {
        super(message);
    }
}
