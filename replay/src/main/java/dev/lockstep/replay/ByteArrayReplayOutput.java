package dev.lockstep.replay;

import dev.lockstep.replay.format.ReplayOutput;
import java.io.ByteArrayOutputStream;

/** An in-memory replay output (tests, tools, network transfer); {@link #sync()} does nothing. */
public final class ByteArrayReplayOutput implements ReplayOutput {
    private final ByteArrayOutputStream bytes = new ByteArrayOutputStream();

    @Override
    public void write(byte[] data, int offset, int length) {
        bytes.write(data, offset, length);
    }

    @Override
    public void sync() {
    }

    @Override
    public void close() {
    }

    /** Returns a copy of everything written. */
    public byte[] toByteArray() {
        return bytes.toByteArray();
    }
}
