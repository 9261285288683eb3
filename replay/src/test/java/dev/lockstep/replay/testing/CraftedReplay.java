package dev.lockstep.replay.testing;

import dev.lockstep.replay.ByteArrayReplayOutput;
import dev.lockstep.replay.internal.format.LogWriter;
import dev.lockstep.replay.internal.format.Preamble;
import java.io.IOException;
import java.io.UncheckedIOException;

/**
 * Builds replay files from arbitrary record payloads with valid preamble and CRCs, so tests (and the
 * fuzz harness) reach record decoding with hostile contents.
 */
public final class CraftedReplay {
    private CraftedReplay() {
    }

    /** Returns a file with a valid preamble and each payload framed as one logical record. */
    public static byte[] file(byte[]... payloads) {
        try {
            ByteArrayReplayOutput out = new ByteArrayReplayOutput();
            LogWriter log = new LogWriter(out, 0);
            byte[] pre = new byte[Preamble.SIZE];
            Preamble.write(pre);
            log.append(pre, 0, pre.length);
            for (byte[] p : payloads) {
                log.addRecord(p, 0, p.length);
            }
            log.flushBuffer();
            return out.toByteArray();
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
    }
}
