package dev.lockstep.replay.format;

import java.nio.charset.StandardCharsets;
import java.util.Arrays;

/** Little-endian payload builder with a reusable, bounded buffer (mirror of {@link PayloadReader}). */
public final class PayloadWriter {
    private byte[] buffer;
    private int length;

    /** Creates a writer with the given initial capacity. */
    public PayloadWriter(int initialCapacity) {
        buffer = new byte[Math.max(16, initialCapacity)];
    }

    /** Empties the buffer (keeps the capacity). */
    public PayloadWriter reset() {
        length = 0;
        return this;
    }

    private void ensure(int n) {
        long need = (long) length + n;
        if (need > ReplayLimits.MAX_RECORD_BYTES) {
            throw new IllegalArgumentException("record would exceed MAX_RECORD_BYTES " + ReplayLimits.MAX_RECORD_BYTES);
        }
        if (need > buffer.length) {
            buffer = Arrays.copyOf(buffer, (int) Math.min(Math.max(need, (long) buffer.length * 2),
                    ReplayLimits.MAX_RECORD_BYTES));
        }
    }

    /** Appends one byte. */
    public PayloadWriter u8(int v) {
        ensure(1);
        buffer[length++] = (byte) v;
        return this;
    }

    /** Appends a 16-bit value. */
    public PayloadWriter u16(int v) {
        ensure(2);
        buffer[length++] = (byte) v;
        buffer[length++] = (byte) (v >>> 8);
        return this;
    }

    /** Appends a 32-bit value. */
    public PayloadWriter u32(long v) {
        ensure(4);
        for (int i = 0; i < 4; i++) {
            buffer[length++] = (byte) (v >>> (8 * i));
        }
        return this;
    }

    /** Appends a 64-bit value. */
    public PayloadWriter i64(long v) {
        ensure(8);
        for (int i = 0; i < 8; i++) {
            buffer[length++] = (byte) (v >>> (8 * i));
        }
        return this;
    }

    /** Appends raw bytes. */
    public PayloadWriter raw(byte[] data, int offset, int n) {
        ensure(n);
        System.arraycopy(data, offset, buffer, length, n);
        length += n;
        return this;
    }

    /** Appends a u16-length ASCII string. */
    public PayloadWriter string(String s) {
        byte[] b = s.getBytes(StandardCharsets.US_ASCII);
        u16(b.length);
        return raw(b, 0, b.length);
    }

    /** Appends a u32-length byte block. */
    public PayloadWriter bytes(byte[] b) {
        u32(b.length);
        return raw(b, 0, b.length);
    }

    /** Returns the internal buffer; valid bytes are {@code [0, length())}. */
    public byte[] buffer() {
        return buffer;
    }

    /** Returns the number of bytes written. */
    public int length() {
        return length;
    }

    /** Returns a copy of the written bytes. */
    public byte[] toByteArray() {
        return Arrays.copyOf(buffer, length);
    }
}
