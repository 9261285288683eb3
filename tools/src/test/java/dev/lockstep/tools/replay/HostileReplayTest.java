package dev.lockstep.tools.replay;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.lockstep.fixedpoint.Fixed;
import dev.lockstep.tools.CliRun;
import dev.lockstep.tools.ExitCodes;
import java.nio.file.Path;
import java.util.List;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * Issue 23, defect 1: a replay whose first keyframe holds an out-of-range value, with its state hash and
 * CRCs recomputed, is bad input (exit 2, the field named), never an overflow trace (exit 3), in
 * {@code verify}, {@code verify --sync-test} and {@code diff}.
 */
class HostileReplayTest {
    /** 2^31 - 1 units: the largest whole number of units Q31.32 holds. */
    private static final long HUGE_POSITION = 0x7fff_ffff_0000_0000L;

    @TempDir
    Path dir;

    private Path recorded(String scenario) {
        Path out = dir.resolve(scenario + ".replay");
        CliRun r = CliRun.run("", "record", scenario, "--ticks", "20", "--keyframe-interval", "8", "--out", out.toString());
        assertEquals(ExitCodes.OK, r.exitCode(), r.err());
        return out;
    }

    private Path forged(Path original, String bodyField, long bits) throws Exception {
        ForgedReplays.Field field = ForgedReplays.fields(ForgedReplays.firstKeyframe(original)).stream()
                .filter(f -> f.describe().equals(bodyField)).findFirst().orElseThrow();
        Path out = dir.resolve("forged.replay");
        ForgedReplays.withFirstKeyframeField(original, out, field, bits);
        return out;
    }

    private static void assertBadInput(CliRun r, String expected) {
        assertEquals(ExitCodes.BAD_INPUT, r.exitCode(), r.out() + r.err());
        assertTrue(r.err().contains(expected), r.err());
        assertFalse(r.err().contains("internal error") || r.err().contains("\tat "), r.err());
    }

    @Test
    void issue23_worldPositionOf2pow31Units_exit2() throws Exception {
        Path forged = forged(recorded("world"), "body 7 cx", HUGE_POSITION);
        assertBadInput(CliRun.run("", "verify", forged.toString()), "part bodies, body 7, field cx = " + HUGE_POSITION
                + " (raw); expected inside the world-size budget");
        assertBadInput(CliRun.run("", "verify", "--sync-test", "4", forged.toString()), "expected inside the world-size budget");
    }

    @Test
    void issue23_velocityOfLongMaxRaw_exit2() throws Exception {
        Path forged = forged(recorded("world"), "body 7 vy", Long.MAX_VALUE);
        assertBadInput(CliRun.run("", "verify", forged.toString()), "part bodies, body 7, field vy = " + Long.MAX_VALUE);
    }

    @Test
    void issue23_zeroQuaternion_exit2() throws Exception {
        Path forged = forged(recorded("world"), "body 8 qw", 0);
        assertBadInput(CliRun.run("", "verify", forged.toString()), "part bodies, body 8, field qw = 0 (raw); expected a unit quaternion");
        assertBadInput(CliRun.run("", "verify", "--sync-test", "2", forged.toString()), "a unit quaternion");
    }

    @Test
    void issue23_negativeCounter_exit2() throws Exception {
        Path forged = forged(recorded("world"), "tick", -1);
        assertBadInput(CliRun.run("", "verify", forged.toString()), "part world, field tick = -1 (raw); expected a tick is >= 0");
    }

    @Test
    void issue23_inRangeForgery_isADesync_exit1() throws Exception {
        Path original = recorded("world");
        Path forged = forged(original, "body 7 vx", Fixed.ONE);
        CliRun r = CliRun.run("", "verify", forged.toString());
        assertEquals(ExitCodes.CHECK_FAILED, r.exitCode(), r.out() + r.err());
        assertTrue(r.out().contains("DESYNC"), r.out());
    }

    /** Defect 10: two replays with different initial keyframes and identical hashes are not "identical". */
    @Test
    void issue23_diffComparesKeyframeContents() throws Exception {
        Path original = recorded("world");
        Path forged = forged(original, "body 7 cx", HUGE_POSITION);
        CliRun r = CliRun.run("", "diff", original.toString(), forged.toString());
        assertEquals(ExitCodes.CHECK_FAILED, r.exitCode(), r.out() + r.err());
        assertTrue(r.out().startsWith("replays differ in the keyframe before tick 0 (after 0 identical ticks): "), r.out());
        assertTrue(r.out().contains("cx"), r.out());
    }
}
