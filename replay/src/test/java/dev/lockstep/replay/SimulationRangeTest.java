package dev.lockstep.replay;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertInstanceOf;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.lockstep.fixedpoint.Fixed;
import dev.lockstep.fixedpoint.FixedOverflowException;
import dev.lockstep.replay.format.ReplayHeader;
import dev.lockstep.replay.format.SimulationRules;
import dev.lockstep.replay.hash.StateReader;
import dev.lockstep.replay.hash.StateSink;
import java.io.IOException;
import java.util.List;
import org.junit.jupiter.api.Test;

/**
 * Issue 23, defect 1: a replay whose inputs (or keyframe) push the simulation over a checked bound is a
 * verdict naming tick and phase ({@link SimulationRangeException}), never an overflow escaping the
 * verifier or the sync test.
 */
class SimulationRangeTest {
    private static final int OVERFLOW_TICK = 5;

    /**
     * One Q31.32 value {@code x}; phase 1 ("accumulate") adds {@code input byte * 2^29} units with the
     * checked {@link Fixed#add}, so four full-scale inputs overflow.
     */
    private static final class Accumulator implements Simulation {
        private final SimulationRules rules = SimulationRules.of("accumulator", new byte[0],
                List.of("inputs", "accumulate"), List.of("world"));
        private final boolean ignoreInputs;
        private long x;
        private long pending;

        Accumulator(boolean ignoreInputs) {
            this.ignoreInputs = ignoreInputs;
        }

        @Override
        public SimulationRules rules() {
            return rules;
        }

        @Override
        public void applyInputs(int tick, TickInputs inputs) {
            pending = ignoreInputs || inputs.length(0) == 0 ? 0 : (long) inputs.byteAt(0, 0) << 61;
        }

        @Override
        public void runPhase(int phase) {
            x = Fixed.add(x, pending);
        }

        @Override
        public void encodeState(StateSink out) {
            out.beginPart("world");
            out.field("x", x);
        }

        @Override
        public void restore(StateReader in) {
            in.beginPart("world");
            x = in.field("x");
            in.end();
        }
    }

    /**
     * Records a replay whose inputs say "full scale" from tick {@link #OVERFLOW_TICK - 1} on, with a
     * simulation that ignores them (the forger's tool: every hash and CRC is genuine).
     */
    private static byte[] forgedReplay(int ticks) throws IOException {
        Accumulator forger = new Accumulator(true);
        ByteArrayReplayOutput out = new ByteArrayReplayOutput();
        ReplayHeader header = new ReplayHeader(forger.rules(), 1, 1, 1, 0, 0);
        TickInputs inputs = new TickInputs(1);
        try (ReplayWriter writer = ReplayWriter.create(out, header, FlushPolicy.ON_CLOSE, () -> 0L);
             ReplayRecorder recorder = new ReplayRecorder(forger, writer)) {
            for (int t = 0; t < ticks; t++) {
                inputs.set(0, new byte[]{(byte) (t >= OVERFLOW_TICK - 3 ? 1 : 0)});
                recorder.step(inputs);
            }
            recorder.finish();
        }
        return out.toByteArray();
    }

    /**
     * Records honestly (every hash genuine) until the simulation overflows, then writes that last tick
     * with made-up hashes: the forgery that reaches the overflow in re-simulation.
     */
    private static byte[] honestUntilOverflow(int ticks) throws IOException {
        Accumulator sim = new Accumulator(false);
        ByteArrayReplayOutput out = new ByteArrayReplayOutput();
        TickInputs inputs = new TickInputs(1);
        try (ReplayWriter writer = ReplayWriter.create(out, new ReplayHeader(sim.rules(), 1, 1, 1, 0, 0),
                FlushPolicy.ON_CLOSE, () -> 0L);
             ReplayRecorder recorder = new ReplayRecorder(sim, writer)) {
            for (int t = 0; t < ticks; t++) {
                inputs.set(0, new byte[]{1});
                try {
                    recorder.step(inputs);
                } catch (FixedOverflowException e) {
                    writer.writeTick(t, inputs, new long[2], new long[1]);
                    writer.finish();
                    return out.toByteArray();
                }
            }
        }
        throw new AssertionError("no overflow in " + ticks + " ticks");
    }

    @Test
    void issue23_inputsOverflow_verifyReportsTickAndPhase() throws IOException {
        byte[] file = honestUntilOverflow(20);
        try (ReplayReader reader = ReplayReader.open(file, ReplayReader.Mode.STRICT)) {
            SimulationRangeException e = assertThrows(SimulationRangeException.class,
                    () -> ReplayVerifier.verify(reader, new Accumulator(false)));
            // x after ticks 0, 1, 2: 2^29, 2^30, 2^30 + 2^29; tick 3 would make 2^31
            assertEquals(3, e.tick());
            assertEquals(1, e.phaseIndex());
            assertEquals("accumulate", e.phaseName());
            assertInstanceOf(FixedOverflowException.class, e.getCause());
            assertTrue(e.getMessage().startsWith("the replay drives the simulation out of its range at tick 3,"
                    + " phase 'accumulate' (index 1): add("), e.getMessage());
        }
    }

    /** A desync found first stays a desync when the divergent run overflows while its field is located. */
    @Test
    void issue23_desyncThenOverflowWhileLocating_isTheDesync() throws IOException {
        byte[] file = forgedReplay(20);
        try (ReplayReader reader = ReplayReader.open(file, ReplayReader.Mode.STRICT)) {
            VerificationResult r = ReplayVerifier.verify(reader, new Accumulator(false));
            assertFalse(r.ok());
            assertEquals(OVERFLOW_TICK - 3, r.desync().tick());
            assertNull(r.desync().field());
        }
    }

    @Test
    void issue23_forgedInputsOverflow_syncTestReportsTickAndPhase() {
        TickInputSource source = (tick, out) -> out.set(0, new byte[]{(byte) (tick >= 2 ? 1 : 0)});
        SimulationRangeException e = assertThrows(SimulationRangeException.class,
                () -> SyncTest.run(new Accumulator(false), source, 1, 0, 20, 3));
        assertEquals("accumulate", e.phaseName());
    }

    @Test
    void issue23_syncTestDepthBeyondTheRun_isClampedNotAllocated() {
        TickInputSource quiet = (tick, out) -> out.set(0, new byte[0]);
        assertNull(SyncTest.run(new Accumulator(false), quiet, 1, 0, 10, Integer.MAX_VALUE));
    }

    @Test
    void honestReplay_verifiesOk() throws IOException {
        Accumulator honest = new Accumulator(false);
        ByteArrayReplayOutput out = new ByteArrayReplayOutput();
        TickInputs inputs = new TickInputs(1);
        try (ReplayWriter writer = ReplayWriter.create(out, new ReplayHeader(honest.rules(), 1, 1, 1, 0, 0),
                FlushPolicy.ON_CLOSE, () -> 0L);
             ReplayRecorder recorder = new ReplayRecorder(honest, writer)) {
            for (int t = 0; t < 3; t++) {
                inputs.set(0, new byte[]{1});
                recorder.step(inputs);
            }
            recorder.finish();
        }
        try (ReplayReader reader = ReplayReader.open(out.toByteArray(), ReplayReader.Mode.STRICT)) {
            assertTrue(ReplayVerifier.verify(reader, new Accumulator(false)).ok());
        }
    }
}
