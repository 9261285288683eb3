package dev.lockstep.replay.internal.format;

import dev.lockstep.replay.format.ReplayLimits;
import dev.lockstep.replay.format.ReplayOutput;
import java.io.IOException;
import java.util.zip.CRC32C;

/**
 * Frames logical records into 32 KiB blocks of CRC-protected fragments ({@link LogFormat}) and buffers
 * at most one block before handing bytes to a {@link ReplayOutput}. Memory is bounded by the block
 * buffer whatever the record size. Not thread-safe.
 */
public final class LogWriter {
    private static final byte[] ZEROS = new byte[LogFormat.HEADER_SIZE];
    private final ReplayOutput out;
    private final byte[] buffer = new byte[LogFormat.BLOCK_SIZE];
    private final CRC32C crc = new CRC32C();
    private final byte[] header = new byte[LogFormat.HEADER_SIZE];
    private int buffered;
    /** Absolute file offset of the next byte to be framed. */
    private long offset;

    /** Creates a writer whose first byte lands at absolute file offset {@code startOffset}. */
    public LogWriter(ReplayOutput out, long startOffset) {
        this.out = out;
        this.offset = startOffset;
    }

    /** Returns the absolute file offset where the next fragment (or trailer) starts. */
    public long offset() {
        return offset;
    }

    /**
     * Appends one logical record, fragmenting it at block boundaries.
     *
     * @throws IllegalArgumentException if {@code length} exceeds {@link ReplayLimits#MAX_RECORD_BYTES}
     */
    public void addRecord(byte[] payload, int payloadOffset, int length) throws IOException {
        if (length < 0 || length > ReplayLimits.MAX_RECORD_BYTES) {
            throw new IllegalArgumentException("record of " + length + " bytes exceeds MAX_RECORD_BYTES "
                    + ReplayLimits.MAX_RECORD_BYTES);
        }
        int left = length;
        int pos = payloadOffset;
        boolean begin = true;
        do {
            int leftover = (int) (LogFormat.BLOCK_SIZE - offset % LogFormat.BLOCK_SIZE);
            if (leftover < LogFormat.HEADER_SIZE) {
                // Too small for a header: zero trailer, as LevelDB does; readers skip it.
                append(ZEROS, 0, leftover);
                leftover = LogFormat.BLOCK_SIZE;
            }
            int avail = leftover - LogFormat.HEADER_SIZE;
            int fragment = Math.min(left, avail);
            boolean end = fragment == left;
            int type = begin && end ? LogFormat.FULL : begin ? LogFormat.FIRST : end ? LogFormat.LAST : LogFormat.MIDDLE;
            writeFragment(type, payload, pos, fragment);
            pos += fragment;
            left -= fragment;
            begin = false;
        } while (left > 0);
    }

    private void writeFragment(int type, byte[] payload, int pos, int length) throws IOException {
        int c = Crc32c.ofFragment(crc, length, type, payload, pos);
        header[0] = (byte) c;
        header[1] = (byte) (c >>> 8);
        header[2] = (byte) (c >>> 16);
        header[3] = (byte) (c >>> 24);
        header[4] = (byte) length;
        header[5] = (byte) (length >>> 8);
        header[6] = (byte) type;
        append(header, 0, LogFormat.HEADER_SIZE);
        append(payload, pos, length);
    }

    /** Appends raw bytes (used for the preamble and by the framing itself). */
    public void append(byte[] data, int pos, int length) throws IOException {
        while (length > 0) {
            if (buffered == buffer.length) {
                flushBuffer();
            }
            int n = Math.min(length, buffer.length - buffered);
            System.arraycopy(data, pos, buffer, buffered, n);
            buffered += n;
            pos += n;
            length -= n;
            offset += n;
        }
    }

    /** Hands every buffered byte to the output (no sync). */
    public void flushBuffer() throws IOException {
        if (buffered > 0) {
            int n = buffered;
            buffered = 0;
            out.write(buffer, 0, n);
        }
    }
}
