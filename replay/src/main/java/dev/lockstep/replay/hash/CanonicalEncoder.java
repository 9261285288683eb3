package dev.lockstep.replay.hash;

import java.util.Arrays;

/**
 * Writes the canonical encoding ({@link CanonicalEncoding}) into a reusable, bounded byte buffer: the
 * snapshot format. Grows by doubling up to a caller-set limit and keeps its buffer between passes, so a
 * steady-state encoder allocates nothing.
 */
public final class CanonicalEncoder extends AbstractStateSink {
    private final int maxBytes;
    private byte[] buffer;
    private int length;

    /**
     * Creates an encoder for states with the given part names whose encoding may not exceed
     * {@code maxBytes}.
     */
    public CanonicalEncoder(String[] partNames, int maxBytes) {
        super(partNames.clone());
        if (maxBytes < 2) {
            throw new IllegalArgumentException("maxBytes " + maxBytes + " < 2");
        }
        this.maxBytes = maxBytes;
        this.buffer = new byte[Math.min(maxBytes, 256)];
    }

    /** Runs a full pass over {@code source} and returns the encoded length. */
    public int encode(StateSource source) {
        begin();
        source.encodeState(this);
        end();
        return length;
    }

    @Override
    void onStart() {
        length = 0;
    }

    @Override
    void emit(int b) {
        if (length == buffer.length) {
            grow();
        }
        buffer[length++] = (byte) b;
    }

    private void grow() {
        if (buffer.length >= maxBytes) {
            throw new CanonicalFormatException(-1, "state encoding exceeds the limit of " + maxBytes + " bytes");
        }
        buffer = Arrays.copyOf(buffer, (int) Math.min((long) buffer.length * 2, maxBytes));
    }

    /** Returns the length of the last completed (or current) pass. */
    public int length() {
        return length;
    }

    /** Returns the internal buffer; valid bytes are {@code [0, length())}. Read-only by contract. */
    public byte[] buffer() {
        return buffer;
    }

    /** Returns a copy of the encoded bytes. */
    public byte[] toByteArray() {
        return Arrays.copyOf(buffer, length);
    }
}
