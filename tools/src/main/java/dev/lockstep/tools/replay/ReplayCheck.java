package dev.lockstep.tools.replay;

import dev.lockstep.replay.ReplayReader;
import dev.lockstep.replay.format.RecordKind;
import java.io.IOException;
import java.nio.file.Path;

/**
 * Reads a replay back strictly (framing, CRCs, record grammar, keyframe hashes, end record with tick
 * count, final hash and chain digest) and returns its tick count and final hash: {@code verify}'s
 * first pass, so a corrupt file is refused before any simulation work.
 */
public final class ReplayCheck {
    /** Tick count and final hash of a replay that read back cleanly. */
    public record Summary(long ticks, long finalHash, long chainDigest) {
    }

    private ReplayCheck() {
    }

    /** Reads all of {@code file}; throws the reader's format exception on any defect. */
    public static Summary readBack(Path file) throws IOException {
        try (ReplayReader r = ReplayReader.open(file, ReplayReader.Mode.STRICT)) {
            long ticks = 0;
            int kind;
            while ((kind = r.next()) != ReplayReader.END_OF_REPLAY) {
                if (kind == RecordKind.TICK) {
                    ticks++;
                }
            }
            return new Summary(ticks, r.endFinalHash(), r.endChainDigest());
        }
    }
}
