package dev.lockstep.replay.internal.format;

import java.util.zip.CRC32C;

/**
 * Masked CRC32C of a physical record, as in LevelDB's log format but covering length and type too.
 *
 * <p>{@code crc = mask(CRC32C(length_lo, length_hi, type, payload...))} with LevelDB's mask
 * {@code ((c >>> 15) | (c << 17)) + 0xa282ead8}: masking keeps a CRC of data that itself contains
 * CRCs from being trivially self-consistent. Because the CRC covers the 3 header bytes that follow it
 * and the payload, every single-bit flip anywhere in a physical record is detected (CRC32C detects all
 * single-bit errors in the covered bytes; a flip in the stored CRC mismatches by construction; a flip in
 * the length changes the covered range).
 */
public final class Crc32c {
    /** LevelDB's mask delta. */
    public static final int MASK_DELTA = 0xa282ead8;

    private Crc32c() {
    }

    /** Returns the masked form of {@code crc}. */
    public static int mask(int crc) {
        return ((crc >>> 15) | (crc << 17)) + MASK_DELTA;
    }

    /** Returns the masked CRC32C of a fragment's length, type and payload bytes. */
    public static int ofFragment(CRC32C scratch, int length, int type, byte[] payload, int offset) {
        scratch.reset();
        scratch.update(length & 0xff);
        scratch.update((length >>> 8) & 0xff);
        scratch.update(type & 0xff);
        scratch.update(payload, offset, length);
        return mask((int) scratch.getValue());
    }

    /** Returns the masked CRC32C of {@code length} bytes of {@code data}. */
    public static int of(byte[] data, int offset, int length) {
        CRC32C c = new CRC32C();
        c.update(data, offset, length);
        return mask((int) c.getValue());
    }
}
