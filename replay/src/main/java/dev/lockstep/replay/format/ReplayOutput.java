package dev.lockstep.replay.format;

import java.io.Closeable;
import java.io.IOException;

/** Where a replay writer's bytes go: append-only writes plus a durability barrier. */
public interface ReplayOutput extends Closeable {
    /** Appends {@code length} bytes of {@code data} from {@code offset}. */
    void write(byte[] data, int offset, int length) throws IOException;

    /** Makes everything written so far durable (fsync for files). */
    void sync() throws IOException;
}
