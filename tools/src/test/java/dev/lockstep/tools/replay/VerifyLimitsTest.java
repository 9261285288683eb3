package dev.lockstep.tools.replay;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTimeoutPreemptively;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.lockstep.tools.CliRun;
import dev.lockstep.tools.ExitCodes;
import java.nio.file.Path;
import java.time.Duration;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/** Issue 23, defects 4 and 13: {@code verify}'s numeric options are bounded before any work. */
class VerifyLimitsTest {
    @TempDir
    Path dir;

    private Path recorded(int ticks) {
        Path out = dir.resolve("r.replay");
        CliRun r = CliRun.run("", "record", "world", "--ticks", Integer.toString(ticks), "--out", out.toString());
        assertEquals(ExitCodes.OK, r.exitCode(), r.err());
        return out;
    }

    /** Was NegativeArraySizeException (exit 3): the ring of K + 1 snapshots was sized by K. */
    @Test
    void issue23_syncTestIntMax_clampedToReplayLength() {
        Path replay = recorded(50);
        CliRun r = assertTimeoutPreemptively(Duration.ofSeconds(120),
                () -> CliRun.run("", "verify", "--sync-test", "2147483647", replay.toString()));
        assertEquals(ExitCodes.OK, r.exitCode(), r.out() + r.err());
        assertTrue(r.err().contains("rollback depth 2147483647 clamped to 50 (the replay has 50 ticks"), r.err());
        assertTrue(r.out().contains("sync test (k=50): OK over 50 ticks"), r.out());
    }

    /** Was 6.4 GB for 35 s, then OutOfMemoryError with exit 1. */
    @Test
    void issue23_syncTest20Million_clamped() {
        Path replay = recorded(30);
        CliRun r = assertTimeoutPreemptively(Duration.ofSeconds(120),
                () -> CliRun.run("", "verify", "--sync-test", "20000000", replay.toString()));
        assertEquals(ExitCodes.OK, r.exitCode(), r.out() + r.err());
        assertTrue(r.out().contains("sync test (k=30): OK"), r.out());
    }

    /** The documented cap, checked on the clamp itself (a 1,100-tick run at depth 1,024 takes half a minute). */
    @Test
    void syncTestDepth_cappedAtDocumentedMaximum() {
        assertEquals(VerifyCommand.MAX_SYNC_TEST_DEPTH, VerifyCommand.syncTestDepth(5000, 1_000_000));
        assertEquals(VerifyCommand.MAX_SYNC_TEST_DEPTH, VerifyCommand.syncTestDepth(Integer.MAX_VALUE, Long.MAX_VALUE));
        assertEquals(300, VerifyCommand.syncTestDepth(Integer.MAX_VALUE, 300));
        assertEquals(8, VerifyCommand.syncTestDepth(8, 300));
        assertEquals(1, VerifyCommand.syncTestDepth(8, 0));
    }

    /** Was accepted, with a progress line of -9223372036854775609/1. */
    @Test
    void issue23_fromSnapshotNegative_exit2() {
        Path replay = recorded(20);
        CliRun r = CliRun.run("", "verify", "--from-snapshot", "-9223372036854775609", replay.toString());
        assertEquals(ExitCodes.BAD_INPUT, r.exitCode(), r.out() + r.err());
        assertTrue(r.err().contains("--from-snapshot must be a tick >= 0, got -9223372036854775609"), r.err());
        CliRun minusOne = CliRun.run("", "verify", "--from-snapshot", "-1", replay.toString());
        assertEquals(ExitCodes.BAD_INPUT, minusOne.exitCode(), minusOne.out() + minusOne.err());
    }

}
