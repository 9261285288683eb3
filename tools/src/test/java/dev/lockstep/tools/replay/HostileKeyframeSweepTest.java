package dev.lockstep.tools.replay;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.lockstep.tools.CliRun;
import dev.lockstep.tools.ExitCodes;
import java.io.IOException;
import java.nio.file.Path;
import java.util.List;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * Issue 23, "Proof", exhaustively over the fields: every canonical field of a keyframe in the middle of a
 * recording of the world reference scenario (bodies in contact, so contacts and their impulses are there too), set to each
 * extreme value in turn, with the hash of the tick before rewritten to match. {@code verify
 * --from-snapshot} restores the forged keyframe: exit 1 or 2, never a trace.
 */
class HostileKeyframeSweepTest {
    private static final int TICKS = 136;
    private static final int KEYFRAME_TICK = 128;
    private static final long[] EXTREMES = {Long.MIN_VALUE, Long.MAX_VALUE, 0x7fff_ffff_0000_0000L, 0};

    @TempDir
    Path dir;

    @Test
    void issue23_everyKeyframeField_everyExtreme_cleanOutcome() throws IOException {
        String scenario = "world";
        Path original = dir.resolve("original.replay");
        CliRun rec = CliRun.run("", "record", scenario, "--ticks", Integer.toString(TICKS), "--keyframe-interval",
                Integer.toString(KEYFRAME_TICK / 2), "--out", original.toString());
        assertEquals(ExitCodes.OK, rec.exitCode(), rec.err());
        byte[] state = ForgedReplays.keyframe(original, KEYFRAME_TICK);
        List<ForgedReplays.Field> fields = ForgedReplays.fields(state);
        int refused = 0;
        int contactFields = 0;
        Path forged = dir.resolve("forged.replay");
        for (ForgedReplays.Field field : fields) {
            if (field.name().equals("keyA")) {
                contactFields++;
            }
            for (long value : EXTREMES) {
                byte[] s = state.clone();
                for (int i = 0; i < 8; i++) {
                    s[field.bitsOffset() + i] = (byte) (value >>> (8 * i));
                }
                ForgedReplays.withKeyframe(original, forged, KEYFRAME_TICK, s);
                CliRun r = CliRun.run("", "verify", "--from-snapshot", Integer.toString(KEYFRAME_TICK), forged.toString());
                String context = field.describe() + " = " + Long.toHexString(value) + ": exit " + r.exitCode() + "\n"
                        + r.out() + r.err();
                assertTrue(r.exitCode() == ExitCodes.CHECK_FAILED || r.exitCode() == ExitCodes.BAD_INPUT
                        || r.exitCode() == ExitCodes.OK, context);
                assertFalse(r.err().contains("internal error") || r.err().contains("\tat "), context);
                if (r.exitCode() == ExitCodes.BAD_INPUT) {
                    refused++;
                }
            }
        }
        // Coverage: most extremes are out of range; the keyframe carries contacts.
        assertTrue(refused > fields.size(), scenario + ": " + refused + " refused of " + 4 * fields.size());
        assertTrue(contactFields > 0, "no contact in the keyframe before tick " + KEYFRAME_TICK);
    }
}
