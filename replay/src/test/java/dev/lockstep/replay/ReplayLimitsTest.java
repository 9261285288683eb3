package dev.lockstep.replay;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.lockstep.replay.format.PayloadWriter;
import dev.lockstep.replay.format.RecordKind;
import dev.lockstep.replay.format.ReplayFormatException;
import dev.lockstep.replay.format.ReplayHeader;
import dev.lockstep.replay.format.ReplayLimits;
import dev.lockstep.replay.format.SimulationRules;
import dev.lockstep.replay.hash.CanonicalEncoder;
import dev.lockstep.replay.hash.CanonicalEncoding;
import dev.lockstep.replay.hash.CanonicalFormatException;
import dev.lockstep.replay.hash.Fnv1a64;
import dev.lockstep.replay.internal.format.LogWriter;
import dev.lockstep.replay.testing.ArenaSimulation;
import dev.lockstep.replay.testing.CraftedReplay;
import dev.lockstep.replay.testing.InputScript;
import dev.lockstep.replay.testing.Recordings;
import dev.lockstep.replay.testing.ReplayFiles;
import java.lang.management.ManagementFactory;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import org.junit.jupiter.api.Test;

/** Every limit of {@link ReplayLimits} at its value and one past it; hostile sizes rejected before allocating. */
class ReplayLimitsTest {
    private static final long SMALL_ALLOCATION = 1 << 20;
    private static final ArenaSimulation SIM = new ArenaSimulation(2, 1);

    private static byte[] headerPayload(int players, int maxInput, int firstTick) {
        PayloadWriter w = new PayloadWriter(256);
        new ReplayHeader(SIM.rules(), 1, 1, 1, 0, 0).encode(w);
        byte[] p = w.toByteArray();
        // Patch the tail fields: seed(8) players(4) maxInput(4) firstTick(4) interval(4).
        putU32(p, p.length - 16, players);
        putU32(p, p.length - 12, maxInput);
        putU32(p, p.length - 8, firstTick);
        return p;
    }

    private static void putU32(byte[] p, int at, long v) {
        for (int i = 0; i < 4; i++) {
            p[at + i] = (byte) (v >>> (8 * i));
        }
    }

    private static ReplayFormatException readError(byte[] file) {
        ReplayFiles.Outcome o = ReplayFiles.read(file, ReplayReader.Mode.STRICT);
        assertTrue(o.error() != null, "expected a format error");
        return o.error();
    }

    private static long allocatedDuring(Runnable r) {
        com.sun.management.ThreadMXBean mx = (com.sun.management.ThreadMXBean) ManagementFactory.getThreadMXBean();
        long before = mx.getCurrentThreadAllocatedBytes();
        r.run();
        return mx.getCurrentThreadAllocatedBytes() - before;
    }

    @Test
    void sixteenByteFile_isRejectedWithoutAllocatingAnythingLarge() {
        byte[] preambleOnly = Arrays.copyOf(Recordings.record(SIM, new InputScript(1, 1, 0), 1, 1, 0), 16);
        long allocated = allocatedDuring(() -> assertTrue(readError(preambleOnly).reason().contains("no header record")));
        assertTrue(allocated < SMALL_ALLOCATION, "allocated " + allocated);
    }

    @Test
    void players_atLimitAccepted_onePastAndTwoToThe31Rejected_beforeAllocating() {
        byte[] at = CraftedReplay.file(headerPayload(64, 8, 0));
        assertTrue(readError(at).reason().contains("missing end record")); // header accepted, then EOF
        assertTrue(readError(CraftedReplay.file(headerPayload(65, 8, 0))).reason().contains("player count 65"));
        byte[] huge = CraftedReplay.file(headerPayload(Integer.MIN_VALUE, 8, 0)); // 2^31 as u32
        long allocated = allocatedDuring(() -> assertTrue(readError(huge).reason().contains("player count 2147483648")));
        assertTrue(allocated < SMALL_ALLOCATION, "allocated " + allocated);
        assertThrows(IllegalArgumentException.class, () -> new ReplayHeader(SIM.rules(), 0, 65, 0, 0, 0));
        new ReplayHeader(SIM.rules(), 0, ReplayLimits.MAX_PLAYERS, 0, 0, 0);
        new TickInputs(64);
        assertThrows(IllegalArgumentException.class, () -> new TickInputs(65));
        new LockstepSession(SIM, 64, 0, 0, null, null);
        assertThrows(IllegalArgumentException.class, () -> new LockstepSession(SIM, 65, 0, 0, null, null));
    }

    @Test
    void inputBytes_atLimitAccepted_onePastRejected() throws Exception {
        assertTrue(readError(CraftedReplay.file(headerPayload(2, 256, 0))).reason().contains("missing end record"));
        assertTrue(readError(CraftedReplay.file(headerPayload(2, 257, 0))).reason().contains("max input bytes 257"));
        // A full 256-byte input per player round-trips.
        byte[] ok = Recordings.record(new ArenaSimulation(3, 2), new InputScript(2, 2, 256), 2, 50, 10);
        assertTrue(ReplayFiles.read(ok, ReplayReader.Mode.STRICT).complete());
        TickInputs in = new TickInputs(1);
        in.set(0, new byte[256]);
        assertThrows(IllegalArgumentException.class, () -> in.set(0, new byte[257]));
        LockstepSession s = new LockstepSession(SIM, 1, 256, 0, null, null);
        assertEquals(LockstepSession.Submission.ACCEPTED, s.submit(0, 0, new byte[256]));
        assertEquals(LockstepSession.Submission.REJECTED_OVERSIZED, s.submit(0, 1, new byte[257]));
        // A tick record whose input exceeds the header's declared limit.
        byte[] keyframe = keyframePayload(0);
        PayloadWriter tick = new PayloadWriter(64).u8(RecordKind.TICK).u32(0).u16(9).raw(new byte[9], 0, 9);
        byte[] file = CraftedReplay.file(headerPayload(1, 8, 0), keyframe, tick.toByteArray());
        assertTrue(readError(file).reason().contains("has 9 bytes, over the replay's limit of 8"));
    }

    private static byte[] keyframePayload(int tick) {
        CanonicalEncoder e = new CanonicalEncoder(SIM.rules().partNameArray(), 1 << 20);
        int n = e.encode(SIM);
        PayloadWriter w = new PayloadWriter(n + 32).u8(RecordKind.KEYFRAME).u32(tick).i64(Fnv1a64.hash(e.buffer(), 0, n))
                .u32(n).raw(e.buffer(), 0, n);
        return w.toByteArray();
    }

    @Test
    void recordBytes_atLimitFramed_onePastRejected() throws Exception {
        LogWriter log = new LogWriter(new ByteArrayReplayOutput(), 0);
        log.addRecord(new byte[ReplayLimits.MAX_RECORD_BYTES], 0, ReplayLimits.MAX_RECORD_BYTES);
        assertThrows(IllegalArgumentException.class,
                () -> log.addRecord(new byte[ReplayLimits.MAX_RECORD_BYTES + 1], 0, ReplayLimits.MAX_RECORD_BYTES + 1));
        // Reader: a record of exactly the limit is framed and read (then rejected as an unknown kind 0);
        // one byte more is rejected as oversized while assembling, before the buffer grows past the limit.
        byte[] atLimit = CraftedReplay.file(headerPayload(1, 0, 0), new byte[ReplayLimits.MAX_RECORD_BYTES]);
        assertTrue(readError(atLimit).reason().contains("unknown record kind 0"));
        byte[] over = overLimitRecordFile();
        assertTrue(readError(over).reason().contains("record exceeds MAX_RECORD_BYTES"), readError(over).getMessage());
    }

    /** A header then one logical record of MAX_RECORD_BYTES + 1 bytes, framed with valid CRCs. */
    private static byte[] overLimitRecordFile() throws Exception {
        ByteArrayReplayOutput out = new ByteArrayReplayOutput();
        // LogWriter refuses to write it, so frame a MAX-byte record and then splice its LAST fragment
        // into a MIDDLE one followed by a 1-byte LAST fragment.
        byte[] file = CraftedReplay.file(headerPayload(1, 0, 0), new byte[ReplayLimits.MAX_RECORD_BYTES]);
        List<ReplayFiles.Region> regions = ReplayFiles.regions(file);
        ReplayFiles.Region last = regions.get(regions.size() - 1);
        int lastStart = (int) last.start();
        int lastLength = (int) (last.end() - last.start()) - 7;
        byte[] patched = Arrays.copyOf(file, lastStart);
        out.write(patched, 0, patched.length);
        LogWriterShim.fragment(out, lastStart, 3, new byte[lastLength]);
        long next = lastStart + 7L + lastLength;
        LogWriterShim.fragment(out, next, 4, new byte[1]);
        return out.toByteArray();
    }

    @Test
    void snapshotBytes_atLimitWrittenAndRead_onePastRejected() throws Exception {
        BlobSimulation big = new BlobSimulation(ReplayLimits.MAX_SNAPSHOT_BYTES);
        CanonicalEncoder enc = new CanonicalEncoder(big.rules().partNameArray(), ReplayLimits.MAX_SNAPSHOT_BYTES);
        assertEquals(ReplayLimits.MAX_SNAPSHOT_BYTES, enc.encode(big));
        ByteArrayReplayOutput out = new ByteArrayReplayOutput();
        ReplayHeader h = new ReplayHeader(big.rules(), 0, 1, 0, 0, 0);
        try (ReplayRecorder rec = new ReplayRecorder(big, ReplayWriter.create(out, h, FlushPolicy.ON_CLOSE, () -> 0L))) {
            rec.step(new TickInputs(1, 0));
        }
        ReplayFiles.Outcome o = ReplayFiles.read(out.toByteArray(), ReplayReader.Mode.STRICT);
        assertNull(o.error());
        assertTrue(o.complete());
        CanonicalEncoder tooBig = new CanonicalEncoder(big.rules().partNameArray(), ReplayLimits.MAX_SNAPSHOT_BYTES);
        assertThrows(CanonicalFormatException.class, () -> tooBig.encode(new BlobSimulation(ReplayLimits.MAX_SNAPSHOT_BYTES + 1)));
        ReplayWriter w = ReplayWriter.create(new ByteArrayReplayOutput(), h, FlushPolicy.ON_CLOSE, () -> 0L);
        assertThrows(IllegalArgumentException.class, () -> w.writeKeyframe(0, new byte[ReplayLimits.MAX_SNAPSHOT_BYTES + 1],
                ReplayLimits.MAX_SNAPSHOT_BYTES + 1, 0));
        // A keyframe record claiming more than the limit is rejected before allocating.
        PayloadWriter kf = new PayloadWriter(64).u8(RecordKind.KEYFRAME).u32(0).i64(0).u32(ReplayLimits.MAX_SNAPSHOT_BYTES + 1L);
        byte[] file = CraftedReplay.file(headerPayload(1, 0, 0), kf.toByteArray());
        long allocated = allocatedDuring(() -> assertTrue(readError(file).reason().contains("keyframe length")));
        assertTrue(allocated < SMALL_ALLOCATION, "allocated " + allocated);
    }

    @Test
    void ticks_lastTickBelow2To31Accepted_2To31Rejected() throws Exception {
        int last = (int) (ReplayLimits.TICK_LIMIT - 1);
        byte[] ok = Recordings.record(new ArenaSimulation(2, 1), new InputScript(1, 1, 4), 1, last, 1, 1);
        ReplayFiles.Outcome o = ReplayFiles.read(ok, ReplayReader.Mode.STRICT);
        assertTrue(o.complete());
        assertEquals(last, o.ticks().get(0)[0]);
        assertTrue(readError(CraftedReplay.file(headerPayload(1, 0, Integer.MIN_VALUE))).reason().contains("first tick 2147483648"));
        byte[] file = CraftedReplay.file(headerPayload(1, 0, last), keyframePayload(last), tickPayloadAfter());
        assertTrue(readError(file).reason().contains("tick 2147483648 not below TICK_LIMIT"), readError(file).getMessage());
        // The writer writes the last tick below the limit, then refuses the next one.
        ArenaSimulation sim = new ArenaSimulation(2, 1);
        ReplayRecorder rec = new ReplayRecorder(sim, ReplayWriter.create(new ByteArrayReplayOutput(),
                new ReplayHeader(sim.rules(), 0, 1, 0, last, 0), FlushPolicy.ON_CLOSE, () -> 0L));
        rec.step(new TickInputs(1, 0));
        assertThrows(IllegalStateException.class, () -> rec.writer().writeTick(last, new TickInputs(1, 0), new long[3],
                new long[3]));
    }

    private static byte[] tickPayloadAfter() {
        // tick record for tick 2^31: the number alone fails before the rest is needed.
        return new PayloadWriter(16).u8(RecordKind.TICK).u32(ReplayLimits.TICK_LIMIT).toByteArray();
    }

    @Test
    void namesStringsParametersPhasesParts_atLimitAcceptedOnePastRejected() {
        String s256 = "a".repeat(256);
        SimulationRules.of(s256, new byte[4096], List.of("inputs"), List.of("p"));
        assertThrows(IllegalArgumentException.class, () -> SimulationRules.of(s256 + "a", new byte[0], List.of("i"), List.of("p")));
        assertThrows(IllegalArgumentException.class, () -> SimulationRules.of("x", new byte[4097], List.of("i"), List.of("p")));
        SimulationRules.of("x", new byte[0], names(16), names(32));
        assertThrows(IllegalArgumentException.class, () -> SimulationRules.of("x", new byte[0], names(17), List.of("p")));
        assertThrows(IllegalArgumentException.class, () -> SimulationRules.of("x", new byte[0], List.of("i"), names(33)));
        CanonicalEncoding.checkName("n".repeat(64));
        assertThrows(CanonicalFormatException.class, () -> CanonicalEncoding.checkName("n".repeat(65)));
        CanonicalEncoder e = new CanonicalEncoder(new String[] {"p"}, 4 << 20);
        e.begin();
        e.beginPart("p");
        e.blob("b", new byte[CanonicalEncoding.MAX_BLOB_BYTES], 0, CanonicalEncoding.MAX_BLOB_BYTES);
        assertThrows(CanonicalFormatException.class,
                () -> e.blob("b", new byte[CanonicalEncoding.MAX_BLOB_BYTES + 1], 0, CanonicalEncoding.MAX_BLOB_BYTES + 1));
        // A header string claiming 65535 bytes is rejected before allocating.
        byte[] p = headerPayload(1, 0, 0);
        p[9] = (byte) 0xff; // kernel version length low byte (after kind and rules hash)
        p[10] = (byte) 0xff;
        long allocated = allocatedDuring(() -> assertTrue(readError(CraftedReplay.file(p)).reason().contains("kernel version length 65535")));
        assertTrue(allocated < SMALL_ALLOCATION, "allocated " + allocated);
    }

    private static List<String> names(int n) {
        List<String> out = new ArrayList<>();
        for (int i = 0; i < n; i++) {
            out.add("n" + i);
        }
        return out;
    }
}
