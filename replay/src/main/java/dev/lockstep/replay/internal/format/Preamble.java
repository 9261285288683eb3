package dev.lockstep.replay.internal.format;

import dev.lockstep.replay.format.RecordKind;
import dev.lockstep.replay.format.ReplayFormatException;
import java.nio.charset.StandardCharsets;

/**
 * The first 16 bytes of a replay file: magic {@code "LSREPLAY"}, format major (u16 LE), format minor
 * (u16 LE), masked CRC32C of the 12 bytes before it (u32 LE).
 *
 * <p>Versioning: a reader accepts any file whose major equals {@link #FORMAT_MAJOR}; minor versions
 * only add optional record kinds ({@link RecordKind#isOptional}), which older readers skip.
 */
public final class Preamble {
    /** Size of the preamble in bytes. */
    public static final int SIZE = 16;
    /** Format major version this code writes and reads. */
    public static final int FORMAT_MAJOR = 1;
    /** Format minor version this code writes. */
    public static final int FORMAT_MINOR = 0;
    private static final byte[] MAGIC = "LSREPLAY".getBytes(StandardCharsets.US_ASCII);

    private Preamble() {
    }

    /** Writes the preamble for the current format version into {@code out[0..16)}. */
    public static void write(byte[] out) {
        System.arraycopy(MAGIC, 0, out, 0, 8);
        out[8] = (byte) FORMAT_MAJOR;
        out[9] = (byte) (FORMAT_MAJOR >>> 8);
        out[10] = (byte) FORMAT_MINOR;
        out[11] = (byte) (FORMAT_MINOR >>> 8);
        int crc = Crc32c.of(out, 0, 12);
        for (int i = 0; i < 4; i++) {
            out[12 + i] = (byte) (crc >>> (8 * i));
        }
    }

    /**
     * Checks a preamble read from a file and returns its minor version.
     *
     * @param length number of bytes actually available (may be short for a truncated file)
     * @throws ReplayFormatException if short, not a replay, of another major version or corrupt
     */
    public static int check(byte[] in, int length) throws ReplayFormatException {
        if (length < SIZE) {
            throw new ReplayFormatException(length, -1, -1, "file of " + length + " bytes is shorter than the "
                    + SIZE + "-byte preamble");
        }
        for (int i = 0; i < 8; i++) {
            if (in[i] != MAGIC[i]) {
                throw new ReplayFormatException(i, -1, -1, "bad magic: not a Lockstep replay file");
            }
        }
        int storedCrc = (in[12] & 0xff) | (in[13] & 0xff) << 8 | (in[14] & 0xff) << 16 | (in[15] & 0xff) << 24;
        if (storedCrc != Crc32c.of(in, 0, 12)) {
            throw new ReplayFormatException(8, -1, -1, "preamble CRC mismatch");
        }
        int major = (in[8] & 0xff) | (in[9] & 0xff) << 8;
        int minor = (in[10] & 0xff) | (in[11] & 0xff) << 8;
        if (major != FORMAT_MAJOR) {
            throw new ReplayFormatException(8, -1, -1, "format major version " + major + " (this reader reads "
                    + FORMAT_MAJOR + ".x)");
        }
        return minor;
    }
}
