package dev.lockstep.replay.bench;

import dev.lockstep.replay.format.ReplayOutput;

/** Discards bytes but counts them: isolates the writer's CPU cost from the disk. */
final class NullReplayOutput implements ReplayOutput {
    long bytes;

    @Override
    public void write(byte[] data, int offset, int length) {
        bytes += length;
    }

    @Override
    public void sync() {
    }

    @Override
    public void close() {
    }
}
