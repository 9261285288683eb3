package dev.lockstep.replay;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.lockstep.replay.format.RecordKind;
import dev.lockstep.replay.format.ReplayHeader;
import dev.lockstep.replay.testing.ArenaSimulation;
import dev.lockstep.replay.testing.InputScript;
import org.junit.jupiter.api.Test;

class ReplayRoundTripTest {
    @Test
    void recordedTicksReadBackWithTheirInputsAndHashes() throws Exception {
        ArenaSimulation sim = new ArenaSimulation(24, 7);
        ReplayHeader header = new ReplayHeader(sim.rules(), 7, 4, 256, 0, 50);
        ByteArrayReplayOutput out = new ByteArrayReplayOutput();
        InputScript script = new InputScript(7, 4, 256);
        TickInputs in = new TickInputs(4);
        long[] hashes = new long[200];
        try (ReplayRecorder rec = new ReplayRecorder(sim, ReplayWriter.create(out, header, FlushPolicy.ON_CLOSE, () -> 0))) {
            for (int t = 0; t < 200; t++) {
                script.fill(t, in);
                hashes[t] = rec.step(in);
            }
        }
        byte[] bytes = out.toByteArray();
        assertTrue(bytes.length > 32768, "multi-block: " + bytes.length);
        try (ReplayReader r = ReplayReader.open(bytes, ReplayReader.Mode.STRICT)) {
            int ticks = 0;
            int keyframes = 0;
            int kind;
            TickInputs expected = new TickInputs(4);
            while ((kind = r.next()) != ReplayReader.END_OF_REPLAY) {
                if (kind == RecordKind.TICK) {
                    script.fill(r.tick(), expected);
                    assertTrue(expected.contentEquals(r.inputs()));
                    assertEquals(hashes[r.tick()], r.stateHash());
                    ticks++;
                } else if (kind == RecordKind.KEYFRAME) {
                    keyframes++;
                }
            }
            assertEquals(200, ticks);
            assertEquals(4, keyframes);
            assertTrue(r.complete());
            assertNull(r.recovery());
            assertEquals(hashes[199], r.endFinalHash());
        }
    }
}
