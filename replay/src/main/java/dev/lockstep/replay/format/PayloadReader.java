package dev.lockstep.replay.format;

import java.nio.charset.StandardCharsets;

/**
 * Bounded little-endian cursor over one logical record's payload. Every read checks the remaining
 * bytes first; every length is checked against its limit and the remaining bytes before any
 * allocation. Defects throw {@link ReplayFormatException} with the record's file offset, index and tick.
 */
public final class PayloadReader {
    private byte[] data;
    private int pos;
    private int limit;
    private long recordOffset;
    private long recordIndex;
    private long tick = -1;

    /** Points the cursor at a new record payload. */
    public void reset(byte[] data, int length, long recordOffset, long recordIndex) {
        this.data = data;
        this.pos = 0;
        this.limit = length;
        this.recordOffset = recordOffset;
        this.recordIndex = recordIndex;
        this.tick = -1;
    }

    /** Sets the tick that later errors will name. */
    public void tick(long tick) {
        this.tick = tick;
    }

    /** Returns the bytes left. */
    public int remaining() {
        return limit - pos;
    }

    /** Returns the current position inside the payload. */
    public int position() {
        return pos;
    }

    /** Returns the payload array (valid up to the record length). */
    public byte[] data() {
        return data;
    }

    /** Skips {@code n} bytes, checked. */
    public void skip(int n) throws ReplayFormatException {
        need(n, "bytes");
        pos += n;
    }

    /** Returns a defect exception for this record. */
    public ReplayFormatException defect(String reason) {
        return new ReplayFormatException(recordOffset, recordIndex, tick, reason);
    }

    private void need(long n, String what) throws ReplayFormatException {
        if (n > limit - pos) {
            throw defect("record too short: " + what + " needs " + n + " bytes at payload offset " + pos + ", "
                    + (limit - pos) + " left");
        }
    }

    /** Reads an unsigned byte. */
    public int u8(String what) throws ReplayFormatException {
        need(1, what);
        return data[pos++] & 0xff;
    }

    /** Reads an unsigned 16-bit value. */
    public int u16(String what) throws ReplayFormatException {
        need(2, what);
        int v = (data[pos] & 0xff) | (data[pos + 1] & 0xff) << 8;
        pos += 2;
        return v;
    }

    /** Reads an unsigned 32-bit value into a long. */
    public long u32(String what) throws ReplayFormatException {
        need(4, what);
        long v = (data[pos] & 0xffL) | (data[pos + 1] & 0xffL) << 8 | (data[pos + 2] & 0xffL) << 16
                | (data[pos + 3] & 0xffL) << 24;
        pos += 4;
        return v;
    }

    /** Reads a 64-bit value. */
    public long i64(String what) throws ReplayFormatException {
        need(8, what);
        long v = 0;
        for (int i = 0; i < 8; i++) {
            v |= (data[pos + i] & 0xffL) << (8 * i);
        }
        pos += 8;
        return v;
    }

    /** Reads a u32 count and checks it against {@code max} before the caller allocates. */
    public int count32(String what, long max) throws ReplayFormatException {
        long v = u32(what);
        if (v > max) {
            throw defect(what + " " + v + " exceeds the limit " + max);
        }
        return (int) v;
    }

    /** Reads a u16-length ASCII string of at most {@code max} bytes. */
    public String string(String what, int max) throws ReplayFormatException {
        int n = u16(what + " length");
        if (n > max) {
            throw defect(what + " length " + n + " exceeds the limit " + max);
        }
        need(n, what);
        for (int i = 0; i < n; i++) {
            int c = data[pos + i] & 0xff;
            if (c < 0x20 || c > 0x7e) {
                throw defect(what + " has a non-printable-ASCII byte 0x" + Integer.toHexString(c));
            }
        }
        String s = new String(data, pos, n, StandardCharsets.US_ASCII);
        pos += n;
        return s;
    }

    /** Reads a u32-length byte block of at most {@code max} bytes (a copy). */
    public byte[] bytes(String what, int max) throws ReplayFormatException {
        int n = count32(what + " length", max);
        need(n, what);
        byte[] out = new byte[n];
        System.arraycopy(data, pos, out, 0, n);
        pos += n;
        return out;
    }

    /** Checks that the payload has been consumed completely. */
    public void expectEnd(String what) throws ReplayFormatException {
        if (pos != limit) {
            throw defect((limit - pos) + " unexpected bytes after the " + what);
        }
    }
}
