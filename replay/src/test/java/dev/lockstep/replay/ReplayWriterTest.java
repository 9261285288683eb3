package dev.lockstep.replay;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.lockstep.replay.format.ReplayHeader;
import dev.lockstep.replay.format.ReplayOutput;
import dev.lockstep.replay.testing.ArenaSimulation;
import dev.lockstep.replay.testing.InputScript;
import dev.lockstep.replay.testing.ReplayFiles;
import java.io.ByteArrayOutputStream;
import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.concurrent.atomic.AtomicLong;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

class ReplayWriterTest {
    /** Output that counts syncs and can be told to fail. */
    static final class ProbeOutput implements ReplayOutput {
        final ByteArrayOutputStream bytes = new ByteArrayOutputStream();
        int syncs;
        long syncedLength;
        boolean failSync;
        boolean failWrite;

        @Override
        public void write(byte[] data, int offset, int length) throws IOException {
            if (failWrite) {
                throw new IOException("injected write failure");
            }
            bytes.write(data, offset, length);
        }

        @Override
        public void sync() throws IOException {
            if (failSync) {
                throw new IOException("injected fsync failure (EIO)");
            }
            syncs++;
            syncedLength = bytes.size();
        }

        @Override
        public void close() {
        }
    }

    private static ReplayRecorder recorder(ProbeOutput out, FlushPolicy policy, AtomicLong clock) throws IOException {
        ArenaSimulation sim = new ArenaSimulation(4, 2);
        return new ReplayRecorder(sim, ReplayWriter.create(out, new ReplayHeader(sim.rules(), 2, 2, 8, 0, 16), policy,
                clock::get));
    }

    private static void steps(ReplayRecorder rec, int from, int n) throws IOException {
        InputScript script = new InputScript(2, 2, 8);
        TickInputs in = new TickInputs(2);
        for (int t = from; t < from + n; t++) {
            script.fill(t, in);
            rec.step(in);
        }
    }

    @Test
    void onClosePolicy_syncsOnlyOnFinish() throws Exception {
        ProbeOutput out = new ProbeOutput();
        ReplayRecorder rec = recorder(out, FlushPolicy.ON_CLOSE, new AtomicLong());
        steps(rec, 0, 50);
        assertEquals(0, out.syncs);
        rec.finish();
        assertEquals(1, out.syncs);
        assertEquals(50, rec.writer().durableTickCount());
    }

    @Test
    void everyTicksPolicy_syncsEveryNTicks_andEveryDurableTickRecovers() throws Exception {
        ProbeOutput out = new ProbeOutput();
        ReplayRecorder rec = recorder(out, FlushPolicy.everyTicks(7), new AtomicLong());
        steps(rec, 0, 30);
        assertEquals(4, out.syncs);
        assertEquals(28, rec.writer().durableTickCount());
        byte[] durable = java.util.Arrays.copyOf(out.bytes.toByteArray(), (int) out.syncedLength);
        ReplayFiles.Outcome o = ReplayFiles.read(durable, ReplayReader.Mode.RECOVER);
        assertEquals(28, o.tickCount());
    }

    @Test
    void everyMillisPolicy_usesTheInjectedClockOnly() throws Exception {
        ProbeOutput out = new ProbeOutput();
        AtomicLong clock = new AtomicLong();
        ReplayRecorder rec = recorder(out, FlushPolicy.everyMillis(100), clock);
        steps(rec, 0, 10);
        assertEquals(0, out.syncs);
        clock.addAndGet(99_999_999L);
        steps(rec, 10, 1);
        assertEquals(0, out.syncs);
        clock.addAndGet(1L);
        steps(rec, 11, 1);
        assertEquals(1, out.syncs);
        assertEquals(12, rec.writer().durableTickCount());
    }

    @Test
    void ioErrorFromFlush_poisonsTheWriter() throws Exception {
        ProbeOutput out = new ProbeOutput();
        ReplayRecorder rec = recorder(out, FlushPolicy.everyTicks(5), new AtomicLong());
        steps(rec, 0, 5);
        out.failSync = true;
        IOException first = assertThrows(IOException.class, () -> steps(rec, 5, 5));
        assertEquals("injected fsync failure (EIO)", first.getMessage());
        out.failSync = false;
        assertTrue(rec.writer().isPoisoned());
        ReplayWriterPoisonedException again = assertThrows(ReplayWriterPoisonedException.class, () -> steps(rec, 10, 1));
        assertEquals(first, again.getCause());
        assertThrows(ReplayWriterPoisonedException.class, () -> rec.writer().flush());
        assertThrows(ReplayWriterPoisonedException.class, () -> rec.writer().finish());
        assertThrows(ReplayWriterPoisonedException.class, rec::close);
        assertEquals(5, rec.writer().durableTickCount());
    }

    @Test
    void ioErrorFromWrite_poisonsTheWriter() throws Exception {
        ProbeOutput out = new ProbeOutput();
        ReplayRecorder rec = recorder(out, FlushPolicy.ON_CLOSE, new AtomicLong());
        steps(rec, 0, 3);
        out.failWrite = true;
        assertThrows(IOException.class, () -> rec.writer().flush());
        out.failWrite = false;
        assertThrows(ReplayWriterPoisonedException.class, () -> steps(rec, 3, 1));
    }

    @Test
    void outOfOrderUse_isRefused() throws Exception {
        ProbeOutput out = new ProbeOutput();
        ReplayRecorder rec = recorder(out, FlushPolicy.ON_CLOSE, new AtomicLong());
        ReplayWriter w = rec.writer();
        TickInputs in = new TickInputs(2);
        long[] h = new long[3];
        assertThrows(IllegalStateException.class, () -> w.writeTick(5, in, h, h));
        assertThrows(IllegalArgumentException.class, () -> w.writeTick(0, new TickInputs(3), h, h));
        assertThrows(IllegalStateException.class, () -> w.writeKeyframe(0, new byte[0], 0, 0));
    }

    @Test
    void fileOutput_writesAReadableReplay(@TempDir Path dir) throws Exception {
        Path file = dir.resolve("a.lsr");
        ArenaSimulation sim = new ArenaSimulation(4, 2);
        try (ReplayRecorder rec = new ReplayRecorder(sim, ReplayWriter.create(file,
                new ReplayHeader(sim.rules(), 2, 2, 8, 0, 16), FlushPolicy.everyTicks(10)))) {
            steps(rec, 0, 40);
        }
        VerificationResult r = ReplayVerifier.verify(ReplayReader.open(file, ReplayReader.Mode.STRICT), new ArenaSimulation(4, 2));
        assertTrue(r.ok() && r.complete(), r::describe);
        assertTrue(Files.size(file) > 0);
    }
}
