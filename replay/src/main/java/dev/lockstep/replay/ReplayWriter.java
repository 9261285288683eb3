package dev.lockstep.replay;

import dev.lockstep.replay.format.PayloadWriter;
import dev.lockstep.replay.format.ReplayHeader;
import dev.lockstep.replay.format.ReplayLimits;
import dev.lockstep.replay.format.ReplayOutput;
import dev.lockstep.replay.hash.Fnv1a64;
import dev.lockstep.replay.internal.format.LogWriter;
import dev.lockstep.replay.internal.format.Preamble;
import java.io.Closeable;
import java.io.IOException;
import java.nio.file.Path;
import java.util.function.LongSupplier;

/**
 * Appends a replay file record by record: preamble and header on creation, then keyframes and ticks in
 * order, then the end record on {@link #finish()}.
 *
 * <p>Streaming with bounded memory: one 32 KiB block buffer plus one record scratch buffer (a tick
 * record is at most about 17 KiB; a keyframe is copied once into the scratch). Nothing is kept per tick.
 * The writer enforces the order the reader checks (consecutive ticks, a keyframe exactly before every
 * keyframe tick, limits), so it cannot produce a file its own reader rejects.
 *
 * <p>Durability: see {@link FlushPolicy}. An {@link IOException} from a write or sync <em>poisons</em>
 * the writer: every later call throws {@link ReplayWriterPoisonedException}, because the file's tail is
 * then unknown; recovery mode of {@link ReplayReader} reads back the durable prefix.
 */
public final class ReplayWriter implements Closeable {
    private final ReplayOutput out;
    private final ReplayHeader header;
    private final FlushPolicy policy;
    private final LongSupplier nanoClock;
    private final LogWriter log;
    private final PayloadWriter scratch = new PayloadWriter(1024);
    private final HashChain chain = new HashChain();
    private long nextTick;
    private boolean keyframeWritten;
    private long lastStateHash;
    private boolean lastStateHashKnown;
    private long ticksSinceSync;
    private long lastSyncNanos;
    private long durableTicks;
    private IOException poison;
    private boolean finished;
    private boolean closed;

    private ReplayWriter(ReplayOutput out, ReplayHeader header, FlushPolicy policy, LongSupplier nanoClock)
            throws IOException {
        this.out = out;
        this.header = header;
        this.policy = policy;
        this.nanoClock = nanoClock;
        this.nextTick = header.firstTick();
        this.log = new LogWriter(out, 0);
        byte[] preamble = new byte[Preamble.SIZE];
        Preamble.write(preamble);
        guard("create", () -> {
            log.append(preamble, 0, preamble.length);
            header.encode(scratch.reset());
            log.addRecord(scratch.buffer(), 0, scratch.length());
        });
        this.lastSyncNanos = nanoClock.getAsLong();
    }

    /** Creates (or truncates) {@code path} and writes preamble and header; syncs per {@code policy}. */
    public static ReplayWriter create(Path path, ReplayHeader header, FlushPolicy policy) throws IOException {
        return new ReplayWriter(new FileReplayOutput(path), header, policy, SystemFlushClock.INSTANCE);
    }

    /**
     * Creates a writer on any output with an injected monotonic nanosecond clock (used only to decide
     * when to sync under {@link FlushPolicy#everyMillis()}).
     */
    public static ReplayWriter create(ReplayOutput out, ReplayHeader header, FlushPolicy policy, LongSupplier nanoClock)
            throws IOException {
        return new ReplayWriter(out, header, policy, nanoClock);
    }

    /** Returns the header this writer writes. */
    public ReplayHeader header() {
        return header;
    }

    /** Returns the tick number the next tick record must have. */
    public long nextTick() {
        return nextTick;
    }

    /** Returns true when a keyframe must be written before the next tick record. */
    public boolean keyframeDue() {
        return header.isKeyframeTick(nextTick) && !keyframeWritten;
    }

    /**
     * Appends a keyframe: the canonical state before tick {@code tick}.
     *
     * @throws IllegalStateException if {@code tick} is not the next tick, not a keyframe tick, or its
     *     keyframe was already written; or if {@code stateHash} is not the hash of {@code state} or not
     *     the previous tick's state hash
     * @throws IllegalArgumentException if {@code length} exceeds {@link ReplayLimits#MAX_SNAPSHOT_BYTES}
     */
    public void writeKeyframe(int tick, byte[] state, int length, long stateHash) throws IOException {
        checkUsable("writeKeyframe");
        if (tick != nextTick || !header.isKeyframeTick(tick) || keyframeWritten) {
            throw new IllegalStateException("keyframe for tick " + tick + " not expected (next tick " + nextTick
                    + ", keyframe tick " + header.isKeyframeTick(nextTick) + ", already written " + keyframeWritten + ")");
        }
        if (length < 0 || length > ReplayLimits.MAX_SNAPSHOT_BYTES) {
            throw new IllegalArgumentException("snapshot of " + length + " bytes exceeds MAX_SNAPSHOT_BYTES "
                    + ReplayLimits.MAX_SNAPSHOT_BYTES);
        }
        if (Fnv1a64.hash(state, 0, length) != stateHash) {
            throw new IllegalStateException("keyframe hash does not match its bytes at tick " + tick);
        }
        if (lastStateHashKnown && stateHash != lastStateHash) {
            throw new IllegalStateException("keyframe before tick " + tick + " differs from the state hash after tick "
                    + (tick - 1) + ": the simulation changed between tick and snapshot");
        }
        guard("writeKeyframe", () -> {
            RecordCodec.encodeKeyframe(scratch.reset(), tick, stateHash, state, length);
            log.addRecord(scratch.buffer(), 0, scratch.length());
        });
        keyframeWritten = true;
        lastStateHash = stateHash;
        lastStateHashKnown = true;
    }

    /**
     * Appends tick {@code tick}: every player's input and the hash after every phase (the last one is the
     * state hash) and the part hashes of the state after the tick. Then syncs if the policy says so.
     *
     * @throws IllegalStateException if the tick is out of order or its keyframe is missing
     * @throws IllegalArgumentException if the inputs do not fit this replay's player count or input limit
     */
    public void writeTick(int tick, TickInputs inputs, long[] phaseHashes, long[] partHashes) throws IOException {
        checkUsable("writeTick");
        if (tick != nextTick) {
            throw new IllegalStateException("tick " + tick + " out of order; expected " + nextTick);
        }
        if (nextTick >= ReplayLimits.TICK_LIMIT) {
            throw new IllegalStateException("tick " + tick + " reaches TICK_LIMIT 2^31");
        }
        if (header.isKeyframeTick(tick) && !keyframeWritten) {
            throw new IllegalStateException("keyframe missing before keyframe tick " + tick);
        }
        if (inputs.playerCount() != header.playerCount()) {
            throw new IllegalArgumentException("inputs for " + inputs.playerCount() + " players, replay has "
                    + header.playerCount());
        }
        for (int p = 0; p < header.playerCount(); p++) {
            if (inputs.length(p) > header.maxInputBytes()) {
                throw new IllegalArgumentException("input of player " + p + " at tick " + tick + " has "
                        + inputs.length(p) + " bytes, over the replay's limit of " + header.maxInputBytes());
            }
        }
        int phases = header.rules().phaseNames().size();
        long stateHash = phaseHashes[phases - 1];
        RecordCodec.encodeTick(scratch.reset(), header, tick, inputs, phaseHashes, partHashes);
        try {
            // Inline rather than guard(...): a capturing lambda here would allocate on every tick.
            log.addRecord(scratch.buffer(), 0, scratch.length());
        } catch (IOException e) {
            poison = e;
            throw e;
        }
        chain.add(stateHash);
        lastStateHash = stateHash;
        lastStateHashKnown = true;
        nextTick++;
        keyframeWritten = false;
        ticksSinceSync++;
        if (syncDue()) {
            flush();
        }
    }

    private boolean syncDue() {
        if (policy.everyTicks() > 0 && ticksSinceSync >= policy.everyTicks()) {
            return true;
        }
        return policy.everyMillis() > 0 && nanoClock.getAsLong() - lastSyncNanos >= policy.everyMillis() * 1_000_000L;
    }

    /** Writes out the buffer and syncs; afterwards every tick written so far is durable. */
    public void flush() throws IOException {
        checkUsable("flush");
        guard("flush", () -> {
            log.flushBuffer();
            out.sync();
        });
        ticksSinceSync = 0;
        lastSyncNanos = nanoClock.getAsLong();
        durableTicks = nextTick - header.firstTick();
    }

    /** Returns the number of tick records known durable (written and synced). */
    public long durableTickCount() {
        return durableTicks;
    }

    /** Returns the number of tick records written. */
    public long tickCount() {
        return nextTick - header.firstTick();
    }

    /** Returns the file offset just past everything framed so far. */
    public long bytesWritten() {
        return log.offset();
    }

    /** Returns the hash-chain digest so far. */
    public long chainDigest() {
        return chain.digest();
    }

    /**
     * Appends the end record, syncs and closes the output. Returns the final state hash (the last tick's,
     * or the initial keyframe's when no tick was written).
     *
     * @throws IllegalStateException if not even the initial keyframe was written
     */
    public long finish() throws IOException {
        checkUsable("finish");
        if (!lastStateHashKnown) {
            throw new IllegalStateException("finish before the initial keyframe");
        }
        long finalHash = lastStateHash;
        guard("finish", () -> {
            RecordCodec.encodeEnd(scratch.reset(), tickCount(), finalHash, chain.digest());
            log.addRecord(scratch.buffer(), 0, scratch.length());
            log.flushBuffer();
            out.sync();
            out.close();
        });
        durableTicks = tickCount();
        finished = true;
        closed = true;
        return finalHash;
    }

    /**
     * Finishes the replay if it is still open and healthy; otherwise just releases the output.
     *
     * @throws ReplayWriterPoisonedException if the writer was poisoned (after closing the output)
     */
    @Override
    public void close() throws IOException {
        if (closed) {
            return;
        }
        if (poison != null || !lastStateHashKnown) {
            closed = true;
            out.close();
            if (poison != null) {
                throw new ReplayWriterPoisonedException("close", poison);
            }
            return;
        }
        finish();
    }

    /** Returns true when an I/O error poisoned this writer. */
    public boolean isPoisoned() {
        return poison != null;
    }

    private void checkUsable(String operation) throws IOException {
        if (poison != null) {
            throw new ReplayWriterPoisonedException(operation, poison);
        }
        if (closed) {
            throw new IllegalStateException(operation + " after the replay was finished or closed");
        }
    }

    private interface IoAction {
        void run() throws IOException;
    }

    private void guard(String operation, IoAction action) throws IOException {
        try {
            action.run();
        } catch (IOException e) {
            poison = e;
            throw e;
        }
    }
}
