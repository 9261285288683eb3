package dev.lockstep.replay;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNotEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.lockstep.replay.testing.ArenaSimulation;
import dev.lockstep.replay.testing.InputScript;
import dev.lockstep.replay.testing.Recordings;
import java.io.IOException;
import java.io.InputStream;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.Arrays;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/** {@link Verdicts#verify}: one verdict per replay, every failure a verdict, never an exception. */
class VerdictsTest {
    /** ArenaSimulation's parameters are u32 body count little-endian, so its version byte is the body count. */
    private static final int BODIES = 3;
    private static final String ID = "test-arena";
    private static final int TICKS = 40;
    private static final int FAULT_TICK = 17;

    private static final byte[] GOOD = Recordings.record(new ArenaSimulation(BODIES, 7), new InputScript(7, 2, 4), 7,
            TICKS, 10);
    /** A short replay for the every-offset sweeps: each damaged copy re-simulates at most 12 ticks. */
    private static final byte[] SHORT = Recordings.record(new ArenaSimulation(BODIES, 5), new InputScript(5, 2, 4), 5,
            12, 4);

    private static SimulationRegistry arenaRegistry() {
        return new SimulationRegistry().register(ID, BODIES, h -> new ArenaSimulation(BODIES, h.seed()));
    }

    @Test
    void ok_namesTicksAndTheVerifiersFinalHash() throws IOException {
        Verdict v = Verdicts.verify(GOOD, arenaRegistry());
        VerificationResult expected = ReplayVerifier.verify(ReplayReader.open(GOOD, ReplayReader.Mode.STRICT),
                new ArenaSimulation(BODIES, 7));
        assertEquals(Verdict.Kind.OK, v.kind(), v.describe());
        assertEquals(TICKS, v.ticks());
        assertEquals(expected.finalHash(), v.finalHash());
        assertEquals(ID, v.simulationId());
        assertEquals(BODIES, v.version());
    }

    @Test
    void desync_namesTickPhaseBodyAndField() {
        byte[] faulty = Recordings.record(new ArenaSimulation(BODIES, 7, ArenaSimulation.Fault.FORGOTTEN_STATE, FAULT_TICK),
                new InputScript(7, 2, 4), 7, TICKS, 1);
        Verdict v = Verdicts.verify(faulty, arenaRegistry());
        assertEquals(Verdict.Kind.DESYNC, v.kind(), v.describe());
        assertEquals(FAULT_TICK, v.tick());
        assertEquals("integration", v.phase());
        assertEquals("bodies", v.part());
        assertEquals(0, v.body());
        assertEquals("px", v.field());
        assertEquals(FAULT_TICK, v.ticks());
    }

    @Test
    void truncatedAtEveryOffset_isCorrupt_atOrBeforeTheCut() {
        for (int cut = 0; cut < SHORT.length; cut++) {
            Verdict v = Verdicts.verify(Arrays.copyOf(SHORT, cut), arenaRegistry());
            assertEquals(Verdict.Kind.CORRUPT, v.kind(), "cut at " + cut + ": " + v.describe());
            assertTrue(v.offset() >= 0 && v.offset() <= cut, "cut at " + cut + ": " + v.describe());
        }
    }

    @Test
    void bitFlipAtEveryByte_isNeverAnExceptionOrAnError() {
        int ok = 0;
        for (int at = 0; at < SHORT.length; at++) {
            byte[] flipped = SHORT.clone();
            flipped[at] ^= (byte) (1 << (at % 8));
            Verdict v = Verdicts.verify(flipped, arenaRegistry());
            assertNotEquals(Verdict.Kind.ERROR, v.kind(), "flip at " + at + ": " + v.describe());
            if (v.ok()) {
                ok++;
            }
        }
        // Only bytes no check covers may flip unnoticed (the preamble's reserved bytes); the CRCs catch the rest.
        assertTrue(ok <= 8, ok + " flips verified OK");
    }

    @Test
    void empty_isCorruptAtByte0_withoutASimulationId() {
        Verdict v = Verdicts.verify(new byte[0], arenaRegistry());
        assertEquals(Verdict.Kind.CORRUPT, v.kind());
        assertEquals(0, v.offset());
        assertEquals("", v.simulationId());
        assertEquals(-1, v.version());
    }

    @Test
    void unregisteredIdOrVersion_isUnsupported_namingBoth() {
        Verdict none = Verdicts.verify(GOOD, new SimulationRegistry());
        assertEquals(Verdict.Kind.UNSUPPORTED, none.kind());
        assertEquals(ID, none.simulationId());
        assertEquals(BODIES, none.version());
        Verdict otherVersion = Verdicts.verify(GOOD, new SimulationRegistry().register(ID, BODIES + 1,
                h -> new ArenaSimulation(BODIES + 1, 1)));
        assertEquals(Verdict.Kind.UNSUPPORTED, otherVersion.kind());
        assertTrue(otherVersion.reason().contains(ID + " v" + (BODIES + 1)), otherVersion.reason());
    }

    @Test
    void factoryRefusingTheHeader_isUnsupported() {
        Verdict v = Verdicts.verify(GOOD, new SimulationRegistry().register(ID, BODIES, h -> {
            throw new IllegalArgumentException("parameters from the future");
        }));
        assertEquals(Verdict.Kind.UNSUPPORTED, v.kind());
        assertTrue(v.reason().contains("parameters from the future"), v.reason());
    }

    @Test
    void simulationWithOtherRules_isUnsupported() {
        Verdict v = Verdicts.verify(GOOD, new SimulationRegistry().register(ID, BODIES, h -> new ArenaSimulation(BODIES + 1, 1)));
        assertEquals(Verdict.Kind.UNSUPPORTED, v.kind(), v.describe());
    }

    @Test
    void overflowInsideTheSimulation_isCorrupt_namingTickAndPhase() {
        Verdict overflow = Verdicts.verify(GOOD, new SimulationRegistry().register(ID, BODIES,
                h -> new Throwing(new ArenaSimulation(BODIES, 7), 5, 1, new ArithmeticException("overflow: mul"))));
        assertEquals(Verdict.Kind.CORRUPT, overflow.kind(), overflow.describe());
        assertEquals(5, overflow.tick());
        assertTrue(overflow.reason().contains("tick 5, phase 'collision'"), overflow.reason());
        assertTrue(overflow.offset() > 0);
    }

    @Test
    void bugInsideTheSimulation_isError_notAVerdictOnTheReplay() {
        Verdict v = Verdicts.verify(GOOD, new SimulationRegistry().register(ID, BODIES,
                h -> new Throwing(new ArenaSimulation(BODIES, 7), 3, 2, new NullPointerException("bug"))));
        assertEquals(Verdict.Kind.ERROR, v.kind(), v.describe());
    }

    @Test
    void pathAndStream_giveTheBytesVerdict(@TempDir Path dir) throws IOException {
        Path file = dir.resolve("good.lsr");
        Files.write(file, GOOD);
        assertEquals(Verdicts.verify(GOOD, arenaRegistry()), Verdicts.verify(file, arenaRegistry()));
        Verdict missing = Verdicts.verify(dir.resolve("missing.lsr"), arenaRegistry());
        assertEquals(Verdict.Kind.ERROR, missing.kind());
        InputStream failing = new InputStream() {
            @Override
            public int read() throws IOException {
                throw new IOException("disk on fire");
            }
        };
        Verdict unreadable = Verdicts.verify(failing, arenaRegistry());
        assertEquals(Verdict.Kind.ERROR, unreadable.kind());
        assertTrue(unreadable.reason().contains("disk on fire"), unreadable.reason());
    }

    @Test
    void registry_refusesDuplicatesAndVersionsOutsideAByte() {
        SimulationRegistry r = arenaRegistry();
        assertThrows(IllegalStateException.class, () -> r.register(ID, BODIES, h -> null));
        assertThrows(IllegalArgumentException.class, () -> r.register(ID, 256, h -> null));
        assertThrows(IllegalArgumentException.class, () -> r.register(ID, -1, h -> null));
    }

    /** Throws {@code failure} when tick {@code tick} reaches phase {@code phase}. */
    private static final class Throwing implements Simulation {
        private final Simulation inner;
        private final int tick;
        private final int phase;
        private final RuntimeException failure;
        private int current;

        Throwing(Simulation inner, int tick, int phase, RuntimeException failure) {
            this.inner = inner;
            this.tick = tick;
            this.phase = phase;
            this.failure = failure;
        }

        @Override
        public dev.lockstep.replay.format.SimulationRules rules() {
            return inner.rules();
        }

        @Override
        public void applyInputs(int t, TickInputs inputs) {
            current = t;
            inner.applyInputs(t, inputs);
        }

        @Override
        public void runPhase(int p) {
            if (current == tick && p == phase) {
                throw failure;
            }
            inner.runPhase(p);
        }

        @Override
        public void restore(dev.lockstep.replay.hash.StateReader snapshot) {
            inner.restore(snapshot);
        }

        @Override
        public void encodeState(dev.lockstep.replay.hash.StateSink out) {
            inner.encodeState(out);
        }
    }
}
