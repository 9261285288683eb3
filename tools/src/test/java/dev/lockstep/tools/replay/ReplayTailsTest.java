package dev.lockstep.tools.replay;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.lockstep.tools.CliRun;
import dev.lockstep.tools.ExitCodes;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.StandardOpenOption;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/** Issue 23, defects 8 and 9: what lies after a replay's end is read, never taken on trust. */
class ReplayTailsTest {
    @TempDir
    Path dir;

    private Path recorded(String name, int ticks) {
        Path out = dir.resolve(name);
        CliRun r = CliRun.run("", "record", "world", "--ticks", Integer.toString(ticks), "--out", out.toString());
        assertEquals(ExitCodes.OK, r.exitCode(), r.err());
        return out;
    }

    /** Defect 8: recovery mode agrees with the strict readers that bytes after the end record are a defect. */
    @Test
    void issue23_inspectRecover_bytesAfterEnd_notClean() throws Exception {
        Path replay = recorded("r.replay", 20);
        Files.write(replay, new byte[]{1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13, 14, 15, 16}, StandardOpenOption.APPEND);
        CliRun strict = CliRun.run("", "inspect", replay.toString());
        assertEquals(ExitCodes.BAD_INPUT, strict.exitCode(), strict.out() + strict.err());
        CliRun recovered = CliRun.run("", "inspect", "--recover", replay.toString());
        assertEquals(ExitCodes.CHECK_FAILED, recovered.exitCode(), recovered.out() + recovered.err());
        assertTrue(recovered.out().contains("ticks: 20 (complete, but bytes follow the end record)"), recovered.out());
        assertTrue(recovered.out().contains("recovery: "), recovered.out());
    }

    /** Defect 9: a corrupt tail of the longer replay is corrupt (exit 2), not "B goes on" (exit 1). */
    @Test
    void issue23_diff_corruptTailOfLongerReplay_exit2() throws Exception {
        Path shorter = recorded("a.replay", 20);
        Path longer = recorded("b.replay", 200);
        byte[] bytes = Files.readAllBytes(longer);
        bytes[bytes.length - 40] ^= 0x10;
        Files.write(longer, bytes);
        CliRun r = CliRun.run("", "diff", shorter.toString(), longer.toString());
        assertEquals(ExitCodes.BAD_INPUT, r.exitCode(), r.out() + r.err());
        assertTrue(r.err().contains("corrupt replay " + longer), r.err());
    }

    /** Control: the uncorrupted pair is reported as B going on. */
    @Test
    void diff_longerReplay_goesOn_exit1() {
        CliRun r = CliRun.run("", "diff", recorded("a.replay", 20).toString(), recorded("b.replay", 200).toString());
        assertEquals(ExitCodes.CHECK_FAILED, r.exitCode(), r.out() + r.err());
        assertTrue(r.out().contains("then B goes on"), r.out());
    }
}
