package dev.lockstep.replay.internal.format;

/**
 * Constants of the record framing (after LevelDB's {@code log_format.md}; spec in {@code replay/docs/file-format.md}).
 *
 * <pre>
 * file     := preamble(16 bytes, inside block 0) fragment...
 * block    := 32 KiB; block k spans file bytes [k*32768, (k+1)*32768)
 * fragment := crc:u32 length:u16 type:u8 payload[length]     (little-endian)
 * type     := FULL=1 | FIRST=2 | MIDDLE=3 | LAST=4
 * </pre>
 * A fragment never crosses a block boundary; when fewer than 7 bytes remain in a block they are zero
 * trailer bytes and the next fragment starts at the next block. A logical record is one FULL fragment
 * or FIRST, MIDDLE*, LAST. A zero-length FIRST/MIDDLE/LAST fragment is legal (LevelDB writes them).
 */
public final class LogFormat {
    /** Block size, 32 KiB. */
    public static final int BLOCK_SIZE = 32 * 1024;
    /** Fragment header: crc (4) + length (2) + type (1). */
    public static final int HEADER_SIZE = 7;
    /** Fragment holding a whole logical record. */
    public static final int FULL = 1;
    /** First fragment of a logical record. */
    public static final int FIRST = 2;
    /** Middle fragment. */
    public static final int MIDDLE = 3;
    /** Last fragment. */
    public static final int LAST = 4;

    private LogFormat() {
    }
}
