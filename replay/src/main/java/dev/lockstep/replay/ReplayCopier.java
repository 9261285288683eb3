package dev.lockstep.replay;

import dev.lockstep.replay.format.RecordKind;
import java.io.IOException;

/**
 * Copies a replay record by record from a reader to a writer (for example the valid prefix of a
 * damaged file, read in recovery mode, into a new complete file). The output of a complete input is
 * byte-identical to it, because the writer's framing is a pure function of the record sequence.
 */
public final class ReplayCopier {
    private ReplayCopier() {
    }

    /**
     * Copies every remaining keyframe and tick of {@code reader} into {@code writer} and finishes it;
     * returns the number of ticks copied. The writer must have been created with the reader's header.
     */
    public static long copy(ReplayReader reader, ReplayWriter writer) throws IOException {
        int phases = reader.header().rules().phaseNames().size();
        int parts = reader.header().rules().partNames().size();
        long[] phaseHashes = new long[phases];
        long[] partHashes = new long[parts];
        long ticks = 0;
        int kind;
        while ((kind = reader.next()) != ReplayReader.END_OF_REPLAY) {
            if (kind == RecordKind.KEYFRAME) {
                writer.writeKeyframe(reader.tick(), reader.keyframeBuffer(), reader.keyframeLength(), reader.keyframeHash());
            } else if (kind == RecordKind.TICK) {
                for (int i = 0; i < phases; i++) {
                    phaseHashes[i] = reader.phaseHash(i);
                }
                for (int i = 0; i < parts; i++) {
                    partHashes[i] = reader.partHash(i);
                }
                writer.writeTick(reader.tick(), reader.inputs(), phaseHashes, partHashes);
                ticks++;
            }
        }
        writer.finish();
        return ticks;
    }
}
