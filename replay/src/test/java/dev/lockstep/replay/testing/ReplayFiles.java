package dev.lockstep.replay.testing;

import dev.lockstep.replay.RecoveryReport;
import dev.lockstep.replay.ReplayReader;
import dev.lockstep.replay.format.RecordKind;
import dev.lockstep.replay.format.ReplayFormatException;
import dev.lockstep.replay.internal.format.LogFormat;
import dev.lockstep.replay.internal.format.Preamble;
import java.io.IOException;
import java.util.ArrayList;
import java.util.List;

/**
 * Independent re-implementation of the framing walk (for oracles) and a whole-file read that captures
 * the outcome, for the corruption, crash and fuzz tests.
 */
public final class ReplayFiles {
    private ReplayFiles() {
    }

    /** A byte range of a clean replay: a fragment or a block trailer. */
    public record Region(long start, long end, boolean trailer) {
    }

    /** Walks the framing of a clean file; returns the preamble, every fragment and every trailer. */
    public static List<Region> regions(byte[] file) {
        List<Region> out = new ArrayList<>();
        out.add(new Region(0, Preamble.SIZE, false));
        int pos = Preamble.SIZE;
        while (pos < file.length) {
            int left = LogFormat.BLOCK_SIZE - pos % LogFormat.BLOCK_SIZE;
            if (left < LogFormat.HEADER_SIZE) {
                out.add(new Region(pos, Math.min(pos + left, file.length), true));
                pos += left;
                continue;
            }
            int len = (file[pos + 4] & 0xff) | (file[pos + 5] & 0xff) << 8;
            out.add(new Region(pos, pos + LogFormat.HEADER_SIZE + len, false));
            pos += LogFormat.HEADER_SIZE + len;
        }
        return out;
    }

    /** Returns the region containing byte {@code offset}. */
    public static Region regionOf(List<Region> regions, long offset) {
        for (Region r : regions) {
            if (r.start() <= offset && offset < r.end()) {
                return r;
            }
        }
        throw new IllegalArgumentException("offset " + offset + " outside the file");
    }

    /** What reading a whole file produced. */
    public record Outcome(List<long[]> ticks, boolean complete, RecoveryReport recovery, ReplayFormatException error,
            long headerEnd) {
        /** Returns the number of ticks read. */
        public int tickCount() {
            return ticks.size();
        }
    }

    /**
     * Reads a whole replay; returns ticks as {@code {tick, stateHash, recordEnd}} and the outcome. Only
     * {@link ReplayFormatException} is caught: any other exception escapes and fails the caller.
     */
    public static Outcome read(byte[] file, ReplayReader.Mode mode) {
        List<long[]> ticks = new ArrayList<>();
        try (ReplayReader r = ReplayReader.open(file, mode)) {
            long headerEnd = r.recordEnd();
            int kind;
            while ((kind = r.next()) != ReplayReader.END_OF_REPLAY) {
                if (kind == RecordKind.TICK) {
                    ticks.add(new long[] {r.tick(), r.stateHash(), r.recordEnd()});
                }
            }
            return new Outcome(ticks, r.complete(), r.recovery(), null, headerEnd);
        } catch (ReplayFormatException e) {
            return new Outcome(ticks, false, null, e, -1);
        } catch (IOException e) {
            throw new AssertionError("unexpected I/O exception on an in-memory replay", e);
        }
    }
}
