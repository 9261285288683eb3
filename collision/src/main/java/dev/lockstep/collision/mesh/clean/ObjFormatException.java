package dev.lockstep.collision.mesh.clean;

import java.io.IOException;

/**
 * Thrown when a Wavefront OBJ file is malformed or exceeds an {@link ObjLimits} limit. The message
 * is {@code file:line: reason}; line 0 means the whole file (for example its size).
 */
public final class ObjFormatException extends IOException {
    private static final long serialVersionUID = 1L;

    private final String fileName;
    private final long line;
    private final String reason;

    public ObjFormatException(String fileName, long line, String reason) {
        super(fileName + ":" + line + ": " + reason);
        this.fileName = fileName;
        this.line = line;
        this.reason = reason;
    }

    public String fileName() {
        return fileName;
    }

    /** Returns the 1-based line number, or 0 when the problem concerns the whole file. */
    public long line() {
        return line;
    }

    public String reason() {
        return reason;
    }
}
