package dev.lockstep.replay;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.lockstep.replay.LockstepSession.HashReport;
import dev.lockstep.replay.LockstepSession.Submission;
import dev.lockstep.replay.format.ReplayHeader;
import dev.lockstep.replay.testing.ArenaSimulation;
import dev.lockstep.replay.testing.InputScript;
import dev.lockstep.replay.testing.Recordings;
import java.util.ArrayList;
import java.util.List;
import java.util.SplittableRandom;
import org.junit.jupiter.api.Test;

class LockstepSessionTest {
    private static byte[] input(InputScript s, int tick, int player) {
        TickInputs in = new TickInputs(s.players());
        s.fill(tick, in);
        return in.payload(player);
    }

    @Test
    void advancesOnlyWhenEveryInputIsPresent() throws Exception {
        LockstepSession s = new LockstepSession(new ArenaSimulation(4, 1), 3, 16, 0, null, null);
        assertEquals(Submission.ACCEPTED, s.submit(0, 0, new byte[] {1}));
        assertEquals(Submission.ACCEPTED, s.submit(2, 0, new byte[] {3}));
        assertFalse(s.advance());
        assertEquals(0, s.currentTick());
        assertEquals(Submission.ACCEPTED, s.submit(1, 0, new byte[] {2}));
        assertTrue(s.advance());
        assertEquals(1, s.currentTick());
        assertFalse(s.advance());
    }

    @Test
    void arrivalOrderDoesNotMatter_inputsApplyInPlayerIdOrder() throws Exception {
        InputScript script = new InputScript(9, 4, 32);
        byte[] reference = Recordings.record(new ArenaSimulation(8, 9), script, 9, 40, 0);
        long expectedFinal = ReplayVerifier.verify(ReplayReader.open(reference, ReplayReader.Mode.STRICT),
                new ArenaSimulation(8, 9)).finalHash();
        SplittableRandom rnd = new SplittableRandom(4);
        LockstepSession s = new LockstepSession(new ArenaSimulation(8, 9), 4, 32, 0, null, null);
        // Submit ticks 0..39 for all players in a shuffled order, some ticks ahead of time.
        List<int[]> order = new ArrayList<>();
        for (int t = 0; t < 40; t++) {
            for (int p = 0; p < 4; p++) {
                order.add(new int[] {t, p});
            }
        }
        for (int i = order.size() - 1; i > 0; i--) {
            int j = rnd.nextInt(i + 1);
            int[] tmp = order.get(i);
            order.set(i, order.get(j));
            order.set(j, tmp);
        }
        // Lead bound: only submit ticks within the window; retry the rest later.
        List<int[]> pending = new ArrayList<>(order);
        while (!pending.isEmpty()) {
            List<int[]> retry = new ArrayList<>();
            for (int[] tp : pending) {
                Submission r = s.submit(tp[1], tp[0], input(script, tp[0], tp[1]));
                if (r == Submission.REJECTED_TOO_FAR_AHEAD) {
                    retry.add(tp);
                } else {
                    assertEquals(Submission.ACCEPTED, r);
                }
                s.advanceAll();
            }
            pending = retry;
        }
        assertEquals(40, s.currentTick());
        assertEquals(expectedFinal, s.localHash(39));
    }

    @Test
    void lateDuplicateConflictingOversizedUnknownAndTooFarAhead_areHandledAsDocumented() throws Exception {
        LockstepSession s = new LockstepSession(new ArenaSimulation(2, 1), 2, 4, 0, null, null);
        assertEquals(Submission.ACCEPTED, s.submit(0, 0, new byte[] {7}));
        assertEquals(Submission.DUPLICATE_IGNORED, s.submit(0, 0, new byte[] {7}));
        assertEquals(Submission.REJECTED_CONFLICTING_DUPLICATE, s.submit(0, 0, new byte[] {8}));
        assertEquals(1, s.conflicts());
        assertEquals(Submission.REJECTED_OVERSIZED, s.submit(1, 0, new byte[5]));
        assertEquals(Submission.ACCEPTED, s.submit(1, 0, new byte[4]));
        assertEquals(Submission.REJECTED_UNKNOWN_PLAYER, s.submit(2, 0, new byte[1]));
        assertEquals(Submission.REJECTED_UNKNOWN_PLAYER, s.submit(-1, 0, new byte[1]));
        assertEquals(Submission.ACCEPTED, s.submit(0, LockstepSession.MAX_LEAD_TICKS - 1, new byte[0]));
        assertEquals(Submission.REJECTED_TOO_FAR_AHEAD, s.submit(0, LockstepSession.MAX_LEAD_TICKS, new byte[0]));
        assertTrue(s.advance());
        assertEquals(Submission.REJECTED_LATE, s.submit(0, 0, new byte[] {7}));
        assertEquals(Submission.ACCEPTED, s.submit(0, LockstepSession.MAX_LEAD_TICKS, new byte[0]));
    }

    @Test
    void hashMismatch_raisesOneDesyncEventNamingTickAndPlayers() throws Exception {
        List<DesyncEvent> events = new ArrayList<>();
        LockstepSession s = new LockstepSession(new ArenaSimulation(4, 1), 4, 4, 0, null, events::add);
        for (int t = 0; t < 3; t++) {
            for (int p = 0; p < 4; p++) {
                s.submit(p, t, new byte[] {(byte) (t + p)});
            }
        }
        // Reports for tick 2 arrive before it is simulated; tick 1 reports after.
        assertEquals(HashReport.ACCEPTED, s.reportHash(3, 2, 0xBADL));
        s.advanceAll();
        assertEquals(3, s.currentTick());
        for (int p = 0; p < 4; p++) {
            assertEquals(HashReport.ACCEPTED, s.reportHash(p, 1, p == 2 ? s.localHash(1) ^ 1 : s.localHash(1)));
        }
        assertEquals(HashReport.DUPLICATE_IGNORED, s.reportHash(2, 1, 0));
        for (int p = 0; p < 3; p++) {
            s.reportHash(p, 2, s.localHash(2));
        }
        for (int p = 0; p < 4; p++) {
            s.reportHash(p, 0, s.localHash(0));
        }
        assertEquals(2, events.size());
        assertEquals(1, events.get(0).tick());
        assertEquals(List.of(2), events.get(0).disagreeingPlayers());
        assertEquals(List.of(0, 1, 3), events.get(0).agreeingPlayers());
        assertEquals(2, events.get(1).tick());
        assertEquals(List.of(3), events.get(1).disagreeingPlayers());
        assertTrue(events.get(0).describe().startsWith("desync at tick 1: players [2]"), events.get(0).describe());
        assertEquals(HashReport.REJECTED_OUT_OF_WINDOW, s.reportHash(0, 3 + LockstepSession.MAX_LEAD_TICKS, 0));
        assertEquals(HashReport.REJECTED_UNKNOWN_PLAYER, s.reportHash(4, 0, 0));
    }

    @Test
    void sessionRecordsAReplayThatVerifies() throws Exception {
        ArenaSimulation sim = new ArenaSimulation(6, 3);
        ByteArrayReplayOutput out = new ByteArrayReplayOutput();
        ReplayWriter w = ReplayWriter.create(out, new ReplayHeader(sim.rules(), 3, 2, 8, 0, 10), FlushPolicy.ON_CLOSE, () -> 0L);
        ReplayRecorder rec = new ReplayRecorder(sim, w);
        LockstepSession s = new LockstepSession(sim, 2, 8, 0, rec, null);
        for (int t = 0; t < 25; t++) {
            s.submit(1, t, new byte[] {(byte) t});
            s.submit(0, t, new byte[] {(byte) -t, 3});
            s.advanceAll();
        }
        rec.finish();
        VerificationResult r = ReplayVerifier.verify(ReplayReader.open(out.toByteArray(), ReplayReader.Mode.STRICT),
                new ArenaSimulation(6, 3));
        assertTrue(r.ok() && r.complete(), r::describe);
        assertEquals(25, r.ticksVerified());
        assertEquals(s.localHash(24), r.finalHash());
    }
}
