package dev.lockstep.replay;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertNotNull;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.lockstep.replay.testing.ArenaSimulation;
import dev.lockstep.replay.testing.ArenaSimulation.Fault;
import dev.lockstep.replay.testing.InputScript;
import dev.lockstep.replay.testing.Recordings;
import org.junit.jupiter.api.Test;

/**
 * Issue 6, "Injected faults are caught with the right tick": forgotten state by the sync test, a clock
 * read and an identity hash by verification, each at the fault tick, in the right phase, with the body
 * and field.
 */
class FaultInjectionTest {
    private static final int BODIES = 12;
    private static final int FAULT_TICK = 37;

    @Test
    void correctSimulation_passesSyncTestAndVerify() throws Exception {
        InputScript script = new InputScript(5, 3, 16);
        assertNull(SyncTest.run(new ArenaSimulation(BODIES, 5), script::fill, 3, 0, 80, 4));
        byte[] replay = Recordings.record(new ArenaSimulation(BODIES, 5), script, 5, 80, 1);
        VerificationResult r = ReplayVerifier.verify(ReplayReader.open(replay, ReplayReader.Mode.STRICT),
                new ArenaSimulation(BODIES, 99));
        assertTrue(r.ok(), r::describe);
        assertEquals(80, r.ticksVerified());
        assertTrue(r.complete());
    }

    @Test
    void forgottenState_isCaughtBySyncTestAtTheFaultTick() {
        InputScript script = new InputScript(5, 3, 16);
        for (int k : new int[] {1, 3, 8}) {
            DesyncReport d = SyncTest.run(new ArenaSimulation(BODIES, 5, Fault.FORGOTTEN_STATE, FAULT_TICK),
                    script::fill, 3, 0, 80, k);
            assertNotNull(d, "k=" + k);
            assertEquals(FAULT_TICK, d.tick(), d::describe);
            assertEquals("integration", d.phaseName());
            assertEquals("bodies", d.field().part());
            assertEquals(0, d.field().bodyId());
            assertEquals("px", d.field().field());
            assertEquals(FAULT_TICK + 1, d.fieldStateBeforeTick());
        }
    }

    @Test
    void forgottenState_isInvisibleToPlainVerification() throws Exception {
        // Why the sync test exists: the hidden counter is reproduced by a fresh re-run from tick 0.
        InputScript script = new InputScript(5, 3, 16);
        byte[] replay = Recordings.record(new ArenaSimulation(BODIES, 5, Fault.FORGOTTEN_STATE, FAULT_TICK), script, 5, 80, 0);
        VerificationResult r = ReplayVerifier.verify(ReplayReader.open(replay, ReplayReader.Mode.STRICT),
                new ArenaSimulation(BODIES, 5, Fault.FORGOTTEN_STATE, FAULT_TICK));
        assertTrue(r.ok(), r::describe);
    }

    @Test
    void clockRead_isCaughtByVerifyAtTheFaultTickInTheCollisionPhase() throws Exception {
        assertVerifyCatches(Fault.CLOCK, "collision");
    }

    @Test
    void identityHash_isCaughtByVerifyAtTheFaultTickInTheIntegrationPhase() throws Exception {
        assertVerifyCatches(Fault.IDENTITY_HASH, "integration");
    }

    private static void assertVerifyCatches(Fault fault, String phase) throws Exception {
        InputScript script = new InputScript(11, 4, 8);
        byte[] replay = Recordings.record(new ArenaSimulation(BODIES, 11, fault, FAULT_TICK), script, 11, 60, 1);
        VerificationResult r = ReplayVerifier.verify(ReplayReader.open(replay, ReplayReader.Mode.STRICT),
                new ArenaSimulation(BODIES, 11, fault, FAULT_TICK));
        assertFalse(r.ok());
        DesyncReport d = r.desync();
        assertEquals(FAULT_TICK, d.tick(), d::describe);
        assertEquals(phase, d.phaseName());
        assertEquals(FAULT_TICK, r.ticksVerified());
        assertEquals(java.util.List.of("bodies"), d.differingParts());
        assertNotNull(d.field(), d::describe);
        assertEquals(0, d.field().bodyId());
        assertEquals("px", d.field().field());
        assertEquals(FAULT_TICK + 1, d.fieldStateBeforeTick());
        assertTrue(d.field().expectedBits() != d.field().actualBits());
    }

    @Test
    void sparseKeyframes_reportTheFieldAtTheNextKeyframe() throws Exception {
        InputScript script = new InputScript(11, 4, 8);
        byte[] replay = Recordings.record(new ArenaSimulation(BODIES, 11, Fault.CLOCK, FAULT_TICK), script, 11, 60, 25);
        VerificationResult r = ReplayVerifier.verify(ReplayReader.open(replay, ReplayReader.Mode.STRICT),
                new ArenaSimulation(BODIES, 11, Fault.CLOCK, FAULT_TICK));
        DesyncReport d = r.desync();
        assertEquals(FAULT_TICK, d.tick());
        assertEquals(50, d.fieldStateBeforeTick(), d::describe);
        assertTrue(d.describe().contains("at the next keyframe"), d::describe);
    }
}
