package dev.lockstep.replay;

import dev.lockstep.replay.format.PayloadReader;
import dev.lockstep.replay.format.RecordKind;
import dev.lockstep.replay.format.ReplayFormatException;
import dev.lockstep.replay.format.ReplayHeader;
import dev.lockstep.replay.format.ReplayLimits;
import dev.lockstep.replay.hash.CanonicalEncoding;
import dev.lockstep.replay.hash.CanonicalFormatException;
import dev.lockstep.replay.hash.Fnv1a64;
import dev.lockstep.replay.internal.format.LogReader;
import dev.lockstep.replay.internal.format.Preamble;
import java.io.BufferedInputStream;
import java.io.ByteArrayInputStream;
import java.io.Closeable;
import java.io.IOException;
import java.io.InputStream;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.Arrays;

/**
 * Streams a replay file record by record, checking framing, limits and the record grammar:
 * header, keyframe(first tick), then for each tick an optional keyframe (exactly at keyframe ticks) and
 * the tick record, then the end record, then nothing.
 *
 * <p>Semantic checks beyond the CRCs: ticks consecutive and below 2^31; a keyframe's bytes are a valid
 * canonical encoding, hash to its stored hash, and (after the first tick) equal the previous tick's
 * state hash; the end record's tick count, final hash and hash-chain digest match the ticks read.
 *
 * <p>{@link Mode#STRICT}: any defect throws {@link ReplayFormatException} (offset, record index, tick,
 * reason). {@link Mode#RECOVER}: the first defect after the header ends the stream, and
 * {@link #recovery()} says what was salvaged; a defect in the preamble or header still throws, since
 * nothing can be trusted without them. Only {@link ReplayFormatException} and I/O errors of the
 * underlying stream are thrown. Memory: one block, one record buffer (bounded by
 * {@link ReplayLimits#MAX_RECORD_BYTES}), one {@link TickInputs}.
 */
public final class ReplayReader implements Closeable {
    /** Reading mode. */
    public enum Mode {
        /** Every defect is an error. */
        STRICT,
        /** Stop at the first defect and report the longest valid prefix. */
        RECOVER
    }

    /** {@link #next()} result when the replay has no more records. */
    public static final int END_OF_REPLAY = -1;

    private final InputStream in;
    private final Mode mode;
    private final LogReader log;
    private final PayloadReader payload = new PayloadReader();
    private final ReplayHeader header;
    private final int formatMinor;
    private final TickInputs inputs;
    private final long[] phaseHashes;
    private final long[] partHashes;
    private final String[] partNames;
    private final HashChain chain = new HashChain();
    private byte[] keyframe = new byte[0];
    private int keyframeLength;
    private long keyframeHash;
    private int tick;
    private long nextTick;
    private boolean keyframeSeenForNext;
    private long lastStateHash;
    private boolean stateHashKnown;
    private long ticksRead;
    private long lastRecordEnd;
    private boolean ended;
    private boolean endSeen;
    private RecoveryReport recovery;
    private long endTickCount;
    private long endFinalHash;
    private long endChainDigest;

    private ReplayReader(InputStream in, Mode mode) throws IOException {
        this.in = in;
        this.mode = mode;
        byte[] pre = new byte[Preamble.SIZE];
        int n = in.readNBytes(pre, 0, Preamble.SIZE);
        this.formatMinor = Preamble.check(pre, n);
        this.log = new LogReader(in, Preamble.SIZE);
        if (!log.next()) {
            throw new ReplayFormatException(Preamble.SIZE, 0, -1, "no header record");
        }
        payload.reset(log.record(), log.recordLength(), log.recordStart(), 0);
        int kind = payload.u8("record kind");
        if (kind != RecordKind.HEADER) {
            throw payload.defect("first record is " + RecordKind.name(kind) + ", expected header");
        }
        this.header = ReplayHeader.decode(payload);
        this.lastRecordEnd = log.recordEnd();
        this.inputs = new TickInputs(header.playerCount(), header.maxInputBytes());
        this.phaseHashes = new long[header.rules().phaseNames().size()];
        this.partHashes = new long[header.rules().partNames().size()];
        this.partNames = header.rules().partNameArray();
        this.nextTick = header.firstTick();
    }

    /** Opens a replay from a stream (buffered internally); reads and checks preamble and header. */
    public static ReplayReader open(InputStream in, Mode mode) throws IOException {
        return new ReplayReader(in instanceof BufferedInputStream || in instanceof ByteArrayInputStream ? in
                : new BufferedInputStream(in, 1 << 16), mode);
    }

    /** Opens a replay file. */
    public static ReplayReader open(Path path, Mode mode) throws IOException {
        InputStream s = Files.newInputStream(path);
        try {
            return open(s, mode);
        } catch (IOException | RuntimeException e) {
            s.close();
            throw e;
        }
    }

    /** Opens an in-memory replay. */
    public static ReplayReader open(byte[] bytes, Mode mode) throws IOException {
        return open(new ByteArrayInputStream(bytes), mode);
    }

    /** Returns the header. */
    public ReplayHeader header() {
        return header;
    }

    /** Returns the file's format minor version. */
    public int formatMinor() {
        return formatMinor;
    }

    /**
     * Advances to the next record and returns its kind ({@link RecordKind#TICK}, {@link RecordKind#KEYFRAME}
     * or {@link RecordKind#END}), or {@link #END_OF_REPLAY} after the end record (strict) or at the end
     * of the valid prefix (recovery).
     */
    public int next() throws IOException {
        if (ended) {
            return END_OF_REPLAY;
        }
        try {
            return readNext();
        } catch (ReplayFormatException e) {
            ReplayFormatException located = e;
            if (e.tick() < 0) {
                // Framing defects do not know their tick; name the tick the reader was at.
                located = new ReplayFormatException(e.offset(), e.recordIndex(), nextTick, e.reason());
            }
            if (mode == Mode.STRICT) {
                ended = true;
                throw located;
            }
            return stopRecovery(located.offset(), located.recordIndex(), located.reason());
        }
    }

    private int stopRecovery(long offset, long recordIndex, String reason) {
        ended = true;
        recovery = new RecoveryReport(ticksRead, ticksRead > 0 ? nextTick - 1 : -1, offset, lastRecordEnd,
                recordIndex, reason);
        return END_OF_REPLAY;
    }

    private int readNext() throws IOException {
        while (true) {
            if (!log.next()) {
                if (endSeen) {
                    ended = true;
                    return END_OF_REPLAY;
                }
                long at = lastRecordEnd;
                throw new ReplayFormatException(at, log.nextRecordIndex(), -1, "missing end record");
            }
            long index = log.nextRecordIndex() - 1;
            payload.reset(log.record(), log.recordLength(), log.recordStart(), index);
            if (endSeen) {
                throw payload.defect("record after the end record");
            }
            int kind = payload.u8("record kind");
            switch (kind) {
                case RecordKind.TICK:
                    readTick();
                    break;
                case RecordKind.KEYFRAME:
                    readKeyframe();
                    break;
                case RecordKind.END:
                    readEnd();
                    break;
                default:
                    if (RecordKind.isOptional(kind)) {
                        lastRecordEnd = log.recordEnd();
                        continue;
                    }
                    throw payload.defect("unknown record kind " + kind);
            }
            lastRecordEnd = log.recordEnd();
            if (kind == RecordKind.END && mode == Mode.STRICT) {
                // Strict: nothing may follow the end record; check now so the caller sees it.
                if (log.next()) {
                    throw new ReplayFormatException(log.recordStart(), log.nextRecordIndex() - 1, -1,
                            "record after the end record");
                }
                ended = true;
            } else if (kind == RecordKind.END) {
                // Recovery: the replay is complete, but bytes after the end record are still a defect that
                // the strict readers refuse, so the report must say so rather than call the file clean.
                long endOffset = lastRecordEnd;
                try {
                    if (log.next()) {
                        stopRecovery(log.recordStart(), log.nextRecordIndex() - 1, "record after the end record");
                    }
                } catch (ReplayFormatException e) {
                    stopRecovery(Math.max(endOffset, e.offset()), e.recordIndex(), "bytes after the end record: " + e.reason());
                }
                ended = true;
            }
            return kind;
        }
    }

    private void readTick() throws ReplayFormatException {
        if (header.isKeyframeTick(nextTick) && !keyframeSeenForNext) {
            throw payload.defect("tick record where the keyframe for tick " + nextTick + " is due");
        }
        int t = RecordCodec.decodeTick(payload, header, inputs, phaseHashes, partHashes);
        if (t != nextTick) {
            throw payload.defect("tick " + t + " out of order; expected " + nextTick);
        }
        tick = t;
        lastStateHash = phaseHashes[phaseHashes.length - 1];
        stateHashKnown = true;
        chain.add(lastStateHash);
        nextTick++;
        ticksRead++;
        keyframeSeenForNext = false;
    }

    private void readKeyframe() throws ReplayFormatException {
        long t = payload.u32("keyframe tick");
        payload.tick(t);
        if (t != nextTick || !header.isKeyframeTick(t) || keyframeSeenForNext) {
            throw payload.defect("keyframe for tick " + t + " unexpected (next tick " + nextTick + ")");
        }
        long hash = payload.i64("keyframe hash");
        int length = payload.count32("keyframe length", ReplayLimits.MAX_SNAPSHOT_BYTES);
        if (length > payload.remaining()) {
            throw payload.defect("keyframe length " + length + " exceeds the " + payload.remaining() + " bytes left");
        }
        int at = payload.position();
        payload.skip(length);
        payload.expectEnd("keyframe");
        byte[] data = payload.data();
        try {
            CanonicalEncoding.validate(data, at, length, partNames);
        } catch (CanonicalFormatException e) {
            throw payload.defect("keyframe state malformed: " + e.getMessage());
        }
        if (Fnv1a64.hash(data, at, length) != hash) {
            throw payload.defect("keyframe bytes do not hash to the stored state hash");
        }
        if (stateHashKnown && hash != lastStateHash) {
            throw payload.defect(String.format("keyframe hash 0x%016x differs from the state hash after tick %d (0x%016x)",
                    hash, nextTick - 1, lastStateHash));
        }
        if (keyframe.length < length) {
            keyframe = new byte[length];
        }
        System.arraycopy(data, at, keyframe, 0, length);
        keyframeLength = length;
        keyframeHash = hash;
        tick = (int) t;
        lastStateHash = hash;
        stateHashKnown = true;
        keyframeSeenForNext = true;
    }

    private void readEnd() throws ReplayFormatException {
        if (!stateHashKnown) {
            throw payload.defect("end record before the initial keyframe");
        }
        long count = payload.u32("tick count");
        long finalHash = payload.i64("final hash");
        long digest = payload.i64("chain digest");
        payload.expectEnd("end record");
        if (count != ticksRead) {
            throw payload.defect("end record claims " + count + " ticks, file has " + ticksRead);
        }
        if (finalHash != lastStateHash) {
            throw payload.defect("end record final hash does not match the last state hash");
        }
        if (digest != chain.digest()) {
            throw payload.defect("end record hash-chain digest does not match the ticks");
        }
        endTickCount = count;
        endFinalHash = finalHash;
        endChainDigest = digest;
        endSeen = true;
    }

    /** Returns the tick of the current tick or keyframe record (a keyframe's tick is the tick it precedes). */
    public int tick() {
        return tick;
    }

    /** Returns the current tick record's inputs (reused; valid until the next call to {@link #next()}). */
    public TickInputs inputs() {
        return inputs;
    }

    /** Returns the current tick record's hash after phase {@code phase}. */
    public long phaseHash(int phase) {
        return phaseHashes[phase];
    }

    /** Returns the current tick record's state hash (the hash after the last phase). */
    public long stateHash() {
        return phaseHashes[phaseHashes.length - 1];
    }

    /** Returns the current tick record's hash of part {@code part}. */
    public long partHash(int part) {
        return partHashes[part];
    }

    /** Returns the current keyframe's bytes (reused buffer; valid bytes {@code [0, keyframeLength())}). */
    public byte[] keyframeBuffer() {
        return keyframe;
    }

    /** Returns the current keyframe's length. */
    public int keyframeLength() {
        return keyframeLength;
    }

    /** Returns a copy of the current keyframe's bytes. */
    public byte[] keyframeCopy() {
        return Arrays.copyOf(keyframe, keyframeLength);
    }

    /** Returns the current keyframe's state hash. */
    public long keyframeHash() {
        return keyframeHash;
    }

    /** Returns the end record's tick count. */
    public long endTickCount() {
        return endTickCount;
    }

    /** Returns the end record's final state hash. */
    public long endFinalHash() {
        return endFinalHash;
    }

    /** Returns the end record's hash-chain digest. */
    public long endChainDigest() {
        return endChainDigest;
    }

    /** Returns true when the end record was read (the replay is complete). */
    public boolean complete() {
        return endSeen;
    }

    /**
     * Returns the recovery report, or null when the replay was read to a valid end record with nothing
     * after it (in recovery mode a complete replay followed by stray bytes has both {@link #complete()}
     * and a report naming them).
     */
    public RecoveryReport recovery() {
        return recovery;
    }

    /** Returns the number of tick records read so far. */
    public long ticksRead() {
        return ticksRead;
    }

    /** Returns the file offset of the current record's first fragment. */
    public long recordStart() {
        return log.recordStart();
    }

    /** Returns the file offset just after the current record. */
    public long recordEnd() {
        return log.recordEnd();
    }

    @Override
    public void close() throws IOException {
        in.close();
    }
}
