package dev.lockstep.replay;

import dev.lockstep.replay.format.ReplayOutput;
import java.io.IOException;
import java.nio.ByteBuffer;
import java.nio.channels.FileChannel;
import java.nio.file.Path;
import java.nio.file.StandardOpenOption;

/** A replay file: append-only writes through a {@link FileChannel}; {@link #sync()} is {@code force(false)} (fdatasync). */
public final class FileReplayOutput implements ReplayOutput {
    private final FileChannel channel;

    /** Creates (or truncates) {@code path} for writing. */
    public FileReplayOutput(Path path) throws IOException {
        this.channel = FileChannel.open(path, StandardOpenOption.CREATE, StandardOpenOption.TRUNCATE_EXISTING,
                StandardOpenOption.WRITE);
    }

    @Override
    public void write(byte[] data, int offset, int length) throws IOException {
        ByteBuffer b = ByteBuffer.wrap(data, offset, length);
        while (b.hasRemaining()) {
            channel.write(b);
        }
    }

    @Override
    public void sync() throws IOException {
        channel.force(false);
    }

    @Override
    public void close() throws IOException {
        channel.close();
    }
}
