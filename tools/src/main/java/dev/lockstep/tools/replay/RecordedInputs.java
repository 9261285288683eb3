package dev.lockstep.tools.replay;

import dev.lockstep.replay.ReplayReader;
import dev.lockstep.replay.TickInputSource;
import dev.lockstep.replay.TickInputs;
import dev.lockstep.replay.format.RecordKind;
import dev.lockstep.tools.BadInputException;
import java.io.ByteArrayOutputStream;
import java.io.IOException;
import java.nio.file.Path;
import java.util.Arrays;

/**
 * Every tick's inputs of a replay held compactly in memory (one byte stream plus offsets), so the
 * sync test can ask for any tick again. Refuses replays whose inputs exceed {@link #MAX_BYTES}.
 */
final class RecordedInputs implements TickInputSource {
    /** Largest input stream held (64 MiB): a sync test on a longer replay should use a shorter window. */
    static final long MAX_BYTES = 64L << 20;

    private final int firstTick;
    private final int players;
    private final byte[] bytes;
    /** For tick index i and player p: payload at offsets[i * players + p], up to the next offset. */
    private final int[] offsets;
    private final int ticks;

    private RecordedInputs(int firstTick, int players, byte[] bytes, int[] offsets, int ticks) {
        this.firstTick = firstTick;
        this.players = players;
        this.bytes = bytes;
        this.offsets = offsets;
        this.ticks = ticks;
    }

    /** Reads the tick records of {@code file} (strict). */
    static RecordedInputs load(Path file) throws IOException {
        try (ReplayReader r = ReplayReader.open(file, ReplayReader.Mode.STRICT)) {
            int players = r.header().playerCount();
            ByteArrayOutputStream data = new ByteArrayOutputStream();
            int[] offsets = new int[1024];
            int n = 0;
            int ticks = 0;
            byte[] scratch = new byte[256];
            int kind;
            while ((kind = r.next()) != ReplayReader.END_OF_REPLAY) {
                if (kind != RecordKind.TICK) {
                    continue;
                }
                TickInputs in = r.inputs();
                for (int p = 0; p < players; p++) {
                    if (n + 2 > offsets.length) {
                        offsets = Arrays.copyOf(offsets, offsets.length * 2);
                    }
                    offsets[n++] = data.size();
                    int len = in.copy(p, scratch, 0);
                    data.write(scratch, 0, len);
                }
                ticks++;
                if (data.size() > MAX_BYTES) {
                    throw new BadInputException("the replay's inputs exceed " + (MAX_BYTES >> 20) + " MiB",
                            "Run the sync test on a shorter replay.");
                }
            }
            offsets[n] = data.size();
            return new RecordedInputs(r.header().firstTick(), players, data.toByteArray(), offsets, ticks);
        }
    }

    int ticks() {
        return ticks;
    }

    @Override
    public void fill(int tick, TickInputs outInputs) {
        int i = tick - firstTick;
        if (i < 0 || i >= ticks) {
            throw new IllegalArgumentException("tick " + tick + " is not in the replay");
        }
        outInputs.reset(players);
        for (int p = 0; p < players; p++) {
            int from = offsets[i * players + p];
            int to = offsets[i * players + p + 1];
            outInputs.set(p, bytes, from, to - from);
        }
    }
}
