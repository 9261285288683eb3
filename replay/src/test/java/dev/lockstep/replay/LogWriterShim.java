package dev.lockstep.replay;

import dev.lockstep.replay.format.ReplayOutput;
import dev.lockstep.replay.internal.format.Crc32c;
import java.io.IOException;
import java.util.zip.CRC32C;

/** Writes one raw fragment with a valid CRC, for tests that need framings the writer refuses to make. */
final class LogWriterShim {
    private LogWriterShim() {
    }

    static void fragment(ReplayOutput out, long offset, int type, byte[] payload) throws IOException {
        int c = Crc32c.ofFragment(new CRC32C(), payload.length, type, payload, 0);
        byte[] h = {(byte) c, (byte) (c >>> 8), (byte) (c >>> 16), (byte) (c >>> 24), (byte) payload.length,
            (byte) (payload.length >>> 8), (byte) type};
        out.write(h, 0, 7);
        out.write(payload, 0, payload.length);
    }
}
