package dev.lockstep.replay;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.lockstep.replay.format.PayloadWriter;
import dev.lockstep.replay.format.ReplayFormatException;
import dev.lockstep.replay.internal.format.Crc32c;
import dev.lockstep.replay.testing.ArenaSimulation;
import dev.lockstep.replay.testing.InputScript;
import dev.lockstep.replay.testing.Recordings;
import dev.lockstep.replay.testing.ReplayFiles;
import java.util.List;
import org.junit.jupiter.api.Test;

/**
 * Versioning rules: same major, any minor reads; optional record kinds (>= 0x80) added by a later minor
 * are skipped; unknown required kinds and another major are rejected; rules mismatch refuses to verify.
 */
class ReplayFormatVersionTest {
    private static byte[] withMinor(byte[] file, int minor) {
        byte[] f = file.clone();
        f[10] = (byte) minor;
        f[11] = (byte) (minor >>> 8);
        int crc = Crc32c.of(f, 0, 12);
        for (int i = 0; i < 4; i++) {
            f[12 + i] = (byte) (crc >>> (8 * i));
        }
        return f;
    }

    private static byte[] replay() {
        return Recordings.record(new ArenaSimulation(3, 8), new InputScript(8, 2, 4), 8, 10, 5);
    }

    @Test
    void laterMinorVersion_reads() throws Exception {
        byte[] f = withMinor(replay(), 7);
        try (ReplayReader r = ReplayReader.open(f, ReplayReader.Mode.STRICT)) {
            assertEquals(7, r.formatMinor());
        }
        assertTrue(ReplayFiles.read(f, ReplayReader.Mode.STRICT).complete());
    }

    @Test
    void otherMajorVersion_isRejected() {
        byte[] f = replay();
        f[8] = 2;
        int crc = Crc32c.of(f, 0, 12);
        for (int i = 0; i < 4; i++) {
            f[12 + i] = (byte) (crc >>> (8 * i));
        }
        assertTrue(ReplayFiles.read(f, ReplayReader.Mode.RECOVER).error().reason().contains("format major version 2"));
    }

    @Test
    void optionalRecordKinds_areSkipped_unknownRequiredKindsRejected() throws Exception {
        // Re-frame a real replay with an extra optional record after every record (as a minor version would).
        for (int kind : new int[] {0x80, 0x10}) {
            byte[] f = interleave(replay(), new PayloadWriter(8).u8(kind).u32(12345).toByteArray());
            ReplayFiles.Outcome o = ReplayFiles.read(f, ReplayReader.Mode.STRICT);
            if (kind >= 0x80) {
                assertNull(o.error());
                assertEquals(10, o.tickCount());
            } else {
                assertTrue(o.error().reason().contains("unknown record kind 16"), o.error().getMessage());
            }
        }
    }

    private static byte[] interleave(byte[] file, byte[] extra) throws Exception {
        List<byte[]> records = new java.util.ArrayList<>();
        dev.lockstep.replay.internal.format.LogReader log = new dev.lockstep.replay.internal.format.LogReader(
                new java.io.ByteArrayInputStream(file, 16, file.length - 16), 16);
        while (log.next()) {
            records.add(java.util.Arrays.copyOf(log.record(), log.recordLength()));
            if (records.size() > 1) {
                records.add(extra);
            }
        }
        records.remove(records.size() - 1); // nothing after the end record
        return dev.lockstep.replay.testing.CraftedReplay.file(records.toArray(new byte[0][]));
    }

    @Test
    void differentRules_refuseToVerify() throws Exception {
        byte[] f = replay();
        RulesMismatchException e = assertThrows(RulesMismatchException.class,
                () -> ReplayVerifier.verify(ReplayReader.open(f, ReplayReader.Mode.STRICT), new ArenaSimulation(4, 8)));
        assertTrue(e.getMessage().contains("simulation 'test-arena'"), e.getMessage());
    }

    @Test
    void rulesHash_coversEveryRulesField() {
        ArenaSimulation a = new ArenaSimulation(3, 1);
        dev.lockstep.replay.format.SimulationRules r = a.rules();
        long h = r.rulesHash();
        assertTrue(h != new dev.lockstep.replay.format.SimulationRules("other", r.roundingSpec(), r.simulationId(),
                r.parameters(), r.phaseNames(), r.partNames()).rulesHash());
        assertTrue(h != new dev.lockstep.replay.format.SimulationRules(r.kernelVersion(), "other", r.simulationId(),
                r.parameters(), r.phaseNames(), r.partNames()).rulesHash());
        assertTrue(h != new ArenaSimulation(4, 1).rules().rulesHash());
        assertTrue(h != dev.lockstep.replay.format.SimulationRules.of("test-arena", r.parameters(),
                List.of("inputs", "collision"), r.partNames()).rulesHash());
    }

    @Test
    void corruptTickRecord_errorNamesItsOffsetRecordAndTick() throws Exception {
        byte[] f = replay();
        long start = -1;
        try (ReplayReader r = ReplayReader.open(f, ReplayReader.Mode.STRICT)) {
            int kind;
            while ((kind = r.next()) != ReplayReader.END_OF_REPLAY) {
                if (kind == dev.lockstep.replay.format.RecordKind.TICK && r.tick() == 3) {
                    start = r.recordStart();
                }
            }
        }
        f[(int) start + 9] ^= 0x10;
        ReplayFormatException e = ReplayFiles.read(f, ReplayReader.Mode.STRICT).error();
        assertEquals(start, e.offset());
        assertEquals(3, e.tick());
        // header, keyframe 0, ticks 0..2, keyframe... : tick 3 is logical record 5
        assertEquals(5, e.recordIndex());
        assertTrue(e.getMessage().startsWith("replay defect at byte " + start + " (record 5, tick 3): CRC mismatch"),
                e.getMessage());
        RecoveryReport rep = ReplayFiles.read(f, ReplayReader.Mode.RECOVER).recovery();
        assertEquals("truncated after tick 2 at byte " + start + ": " + e.reason(), rep.describe());
    }

    @Test
    void formatErrors_nameOffsetRecordTickAndReason() {
        ReplayFormatException e = new ReplayFormatException(1234, 17, 15, "CRC mismatch");
        assertEquals("replay defect at byte 1234 (record 17, tick 15): CRC mismatch", e.getMessage());
    }
}
