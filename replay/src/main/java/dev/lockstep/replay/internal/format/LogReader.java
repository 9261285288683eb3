package dev.lockstep.replay.internal.format;

import dev.lockstep.replay.format.ReplayFormatException;
import dev.lockstep.replay.format.ReplayLimits;
import java.io.IOException;
import java.io.InputStream;
import java.util.Arrays;
import java.util.zip.CRC32C;

/**
 * Reads logical records back from the block framing ({@link LogFormat}), one block in memory at a time,
 * checking every fragment's CRC, length, type and sequence, and the zero trailers.
 *
 * <p>Memory: one 32 KiB block plus the record buffer, which grows only as verified fragments arrive and
 * never past {@link ReplayLimits#MAX_RECORD_BYTES}; a length field is never trusted for an allocation.
 * On any defect {@link #next()} throws {@link ReplayFormatException} naming the byte offset of the
 * defective fragment (or trailer) and the logical record index; the caller decides whether that is
 * fatal (strict) or the end of the valid prefix (recovery).
 */
public final class LogReader {
    private final InputStream in;
    private final byte[] block = new byte[LogFormat.BLOCK_SIZE];
    private final CRC32C crc = new CRC32C();
    private byte[] record = new byte[256];
    private int recordLength;
    private long recordStart;
    private long recordEnd;
    private long recordIndex;
    /** Absolute file offset of block[0]. */
    private long blockStart;
    private int blockLength;
    private int pos;
    private boolean eof;

    /**
     * Creates a reader over {@code in}, which is positioned at absolute file offset {@code startOffset};
     * the framing continues from there (block boundaries are absolute).
     */
    public LogReader(InputStream in, long startOffset) throws IOException {
        this.in = in;
        long blockIndex = startOffset / LogFormat.BLOCK_SIZE;
        this.blockStart = blockIndex * LogFormat.BLOCK_SIZE;
        int skip = (int) (startOffset - blockStart);
        fillBlock(skip);
        this.pos = skip;
    }

    private void fillBlock(int startAt) throws IOException {
        int want = LogFormat.BLOCK_SIZE - startAt;
        int n = in.readNBytes(block, startAt, want);
        blockLength = startAt + n;
        eof = n < want;
    }

    /** Returns the payload buffer of the last record; valid bytes are {@code [0, recordLength())}. */
    public byte[] record() {
        return record;
    }

    /** Returns the length of the last record read. */
    public int recordLength() {
        return recordLength;
    }

    /** Returns the absolute file offset where the last record's first fragment starts. */
    public long recordStart() {
        return recordStart;
    }

    /** Returns the absolute file offset just after the last record's last fragment. */
    public long recordEnd() {
        return recordEnd;
    }

    /** Returns the index of the next logical record {@link #next()} will return (or fail on). */
    public long nextRecordIndex() {
        return recordIndex;
    }

    /**
     * Reads the next logical record.
     *
     * @return false at a clean end of file (a fragment boundary, outside any fragmented record)
     * @throws ReplayFormatException on any defect, naming the offset of the defective fragment
     */
    public boolean next() throws IOException {
        boolean inFragmented = false;
        recordLength = 0;
        while (true) {
            int leftover = LogFormat.BLOCK_SIZE - pos;
            if (leftover < LogFormat.HEADER_SIZE) {
                // Trailer: must be zeros as far as the file goes.
                int available = blockLength - pos;
                for (int i = 0; i < available; i++) {
                    if (block[pos + i] != 0) {
                        throw defect(blockStart + pos, "non-zero trailer byte at block end");
                    }
                }
                if (eof) {
                    return endOfFile(inFragmented, blockStart + blockLength);
                }
                blockStart += LogFormat.BLOCK_SIZE;
                pos = 0;
                fillBlock(0);
                continue;
            }
            long fragmentStart = blockStart + pos;
            int available = blockLength - pos;
            if (available == 0 && eof) {
                return endOfFile(inFragmented, fragmentStart);
            }
            if (available < LogFormat.HEADER_SIZE) {
                throw defect(fragmentStart, "file ends inside a fragment header (" + available + " of "
                        + LogFormat.HEADER_SIZE + " bytes)");
            }
            int storedCrc = (block[pos] & 0xff) | (block[pos + 1] & 0xff) << 8 | (block[pos + 2] & 0xff) << 16
                    | (block[pos + 3] & 0xff) << 24;
            int length = (block[pos + 4] & 0xff) | (block[pos + 5] & 0xff) << 8;
            int type = block[pos + 6] & 0xff;
            if (length > leftover - LogFormat.HEADER_SIZE) {
                throw defect(fragmentStart, "fragment length " + length + " crosses the block boundary ("
                        + (leftover - LogFormat.HEADER_SIZE) + " bytes left in block)");
            }
            if (length > available - LogFormat.HEADER_SIZE) {
                throw defect(fragmentStart, "file ends inside a fragment (" + (available - LogFormat.HEADER_SIZE)
                        + " of " + length + " payload bytes present)");
            }
            if (Crc32c.ofFragment(crc, length, type, block, pos + LogFormat.HEADER_SIZE) != storedCrc) {
                throw defect(fragmentStart, "CRC mismatch in " + typeName(type) + " fragment of " + length + " bytes");
            }
            switch (type) {
                case LogFormat.FULL:
                case LogFormat.FIRST:
                    if (inFragmented) {
                        throw defect(fragmentStart, typeName(type) + " fragment inside a fragmented record");
                    }
                    recordStart = fragmentStart;
                    inFragmented = type == LogFormat.FIRST;
                    break;
                case LogFormat.MIDDLE:
                case LogFormat.LAST:
                    if (!inFragmented) {
                        throw defect(fragmentStart, typeName(type) + " fragment without a FIRST fragment");
                    }
                    break;
                default:
                    throw defect(fragmentStart, "unknown fragment type " + type);
            }
            appendToRecord(fragmentStart, pos + LogFormat.HEADER_SIZE, length);
            pos += LogFormat.HEADER_SIZE + length;
            if (type == LogFormat.FULL || type == LogFormat.LAST) {
                recordEnd = blockStart + pos;
                recordIndex++;
                return true;
            }
        }
    }

    private void appendToRecord(long fragmentStart, int from, int length) throws ReplayFormatException {
        long total = (long) recordLength + length;
        if (total > ReplayLimits.MAX_RECORD_BYTES) {
            throw defect(fragmentStart, "record exceeds MAX_RECORD_BYTES " + ReplayLimits.MAX_RECORD_BYTES);
        }
        if (total > record.length) {
            // Grow geometrically but only to cover bytes that have already passed their CRC.
            record = Arrays.copyOf(record, (int) Math.min(Math.max(total, (long) record.length * 2),
                    ReplayLimits.MAX_RECORD_BYTES));
        }
        System.arraycopy(block, from, record, recordLength, length);
        recordLength = (int) total;
    }

    private boolean endOfFile(boolean inFragmented, long at) throws ReplayFormatException {
        if (inFragmented) {
            throw defect(at, "file ends inside a fragmented record that started at byte " + recordStart);
        }
        return false;
    }

    private ReplayFormatException defect(long offset, String reason) {
        return new ReplayFormatException(offset, recordIndex, -1, reason);
    }

    private static String typeName(int type) {
        switch (type) {
            case LogFormat.FULL: return "FULL";
            case LogFormat.FIRST: return "FIRST";
            case LogFormat.MIDDLE: return "MIDDLE";
            case LogFormat.LAST: return "LAST";
            default: return "type-" + type;
        }
    }
}
