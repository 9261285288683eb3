package dev.lockstep.tools.replay;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;
import static org.quicktheories.QuickTheory.qt;
import static org.quicktheories.generators.SourceDSL.integers;
import static org.quicktheories.generators.SourceDSL.longs;

import dev.lockstep.fixedpoint.Fixed;
import dev.lockstep.tools.CliRun;
import dev.lockstep.tools.ExitCodes;
import java.io.IOException;
import java.io.UncheckedIOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.concurrent.atomic.AtomicInteger;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * Issue 23, "Proof": replays forged with valid hashes and CRCs and hostile values in the canonical
 * fields of the first keyframe of every scenario (two fields per example, each a boundary value, a
 * small change of the recorded value or any long). Whatever the values, {@code verify},
 * {@code verify --sync-test}, {@code inspect} and {@code diff} answer OK, a check failure (desync) or bad
 * input: never an internal error or a trace.
 */
class HostileReplayProperties {
    private static final int EXAMPLES = 40;
    private static final long[] BOUNDARIES = {
        Long.MIN_VALUE, Long.MIN_VALUE + 1, Long.MAX_VALUE, 0, 1, -1, Fixed.ONE, -Fixed.ONE, Fixed.HALF,
        0x7fff_ffff_0000_0000L, 1L << 32 + 20, -(1L << 32 + 20), 1L << 62, -(1L << 62), Integer.MAX_VALUE,
        Integer.MIN_VALUE, 2 * Fixed.ONE, Fixed.fromInt(8) + 1, Fixed.fromInt(12), Fixed.fromInt(64) + 1, 1L << 48,
    };

    @TempDir
    Path dir;

    @Test
    void issue23_forgedKeyframeValues_neverEscapeTheCommands() throws IOException {
        String scenario = "world";
        Path original = dir.resolve("original.replay");
        CliRun rec = CliRun.run("", "record", scenario, "--ticks", "12", "--keyframe-interval", "4", "--seed", "5",
                "--out", original.toString());
        assertEquals(ExitCodes.OK, rec.exitCode(), rec.err());
        byte[] state = ForgedReplays.firstKeyframe(original);
        List<ForgedReplays.Field> fields = ForgedReplays.fields(state);
        AtomicInteger[] outcomes = {new AtomicInteger(), new AtomicInteger(), new AtomicInteger()};
        qt().withFixedSeed(0x23_2026_1127L + scenario.hashCode()).withExamples(EXAMPLES)
                .forAll(integers().between(0, fields.size() - 1), integers().between(0, fields.size() - 1),
                        longs().all(), longs().all())
                .checkAssert((f1, f2, v1, v2) -> {
                    int kind = (int) Math.floorMod(v1 ^ Long.rotateLeft(v2, 17), 3L);
                    try {
                        byte[] forgedState = state.clone();
                        set(forgedState, fields.get(f1), value(kind, v1, state, fields.get(f1)));
                        set(forgedState, fields.get(f2), value((kind + 1) % 3, v2, state, fields.get(f2)));
                        Path forged = dir.resolve("forged.replay");
                        ForgedReplays.withFirstKeyframe(original, forged, forgedState);
                        String what = fields.get(f1).describe() + " / " + fields.get(f2).describe();
                        int verify = check(what, CliRun.run("", "verify", forged.toString()));
                        outcomes[verify].incrementAndGet();
                        check(what, CliRun.run("", "verify", "--sync-test", "3", forged.toString()));
                        check(what, CliRun.run("", "inspect", forged.toString()));
                        check(what, CliRun.run("", "diff", original.toString(), forged.toString()));
                        Files.delete(forged);
                    } catch (IOException e) {
                        throw new UncheckedIOException(e);
                    }
                });
        // Coverage: the forgeries reach both the range checks (exit 2) and the re-simulation (exit 1).
        assertTrue(outcomes[ExitCodes.BAD_INPUT].get() > EXAMPLES / 10, "exit 2: " + outcomes[2]);
        assertTrue(outcomes[ExitCodes.CHECK_FAILED].get() > 0, "exit 1: " + outcomes[1]);
    }

    /** kind 0: a boundary value; 1: the recorded value nudged by a few ulps or units; 2: any long. */
    private static long value(int kind, long random, byte[] state, ForgedReplays.Field field) {
        if (kind == 0) {
            return BOUNDARIES[(int) Math.floorMod(random, (long) BOUNDARIES.length)];
        }
        if (kind == 1) {
            long recorded = get(state, field);
            long delta = (random & 1) == 0 ? (random >> 1) % 16 : ((random >> 1) % 16) << 32;
            return recorded + delta;
        }
        return random;
    }

    private static long get(byte[] state, ForgedReplays.Field field) {
        long v = 0;
        for (int i = 0; i < 8; i++) {
            v |= (long) (state[field.bitsOffset() + i] & 0xff) << (8 * i);
        }
        return v;
    }

    private static void set(byte[] state, ForgedReplays.Field field, long bits) {
        for (int i = 0; i < 8; i++) {
            state[field.bitsOffset() + i] = (byte) (bits >>> (8 * i));
        }
    }

    /** Asserts a clean outcome (0, 1 or 2 without a trace) and returns the exit code. */
    private static int check(String what, CliRun r) {
        String context = what + ": exit " + r.exitCode() + "\n" + r.out() + r.err();
        assertTrue(r.exitCode() >= ExitCodes.OK && r.exitCode() <= ExitCodes.BAD_INPUT, context);
        assertFalse(r.err().contains("internal error") || r.err().contains("\tat ") || r.err().contains("Exception"), context);
        return r.exitCode();
    }
}
