package dev.lockstep.replay.format;

import java.io.IOException;

/**
 * A replay file is malformed, corrupt, truncated or exceeds a limit. Carries where: byte offset,
 * logical record index and tick (-1 when unknown), and the reason.
 */
public final class ReplayFormatException extends IOException {
    private static final long serialVersionUID = 1L;
    private final long offset;
    private final long recordIndex;
    private final long tick;
    private final String reason;

    /** Creates an exception for a defect at {@code offset} in record {@code recordIndex} at {@code tick}. */
    public ReplayFormatException(long offset, long recordIndex, long tick, String reason) {
        super("replay defect at byte " + offset + " (record " + (recordIndex < 0 ? "-" : recordIndex)
                + ", tick " + (tick < 0 ? "-" : tick) + "): " + reason);
        this.offset = offset;
        this.recordIndex = recordIndex;
        this.tick = tick;
        this.reason = reason;
    }

    /** Returns the byte offset of the defect in the file. */
    public long offset() {
        return offset;
    }

    /** Returns the index of the logical record being read (0 = header), or -1. */
    public long recordIndex() {
        return recordIndex;
    }

    /** Returns the tick the defective record belongs to, or -1 when unknown. */
    public long tick() {
        return tick;
    }

    /** Returns the reason without the location prefix. */
    public String reason() {
        return reason;
    }
}
