package dev.lockstep.tools.replay;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.lockstep.tools.CliRun;
import dev.lockstep.tools.ExitCodes;
import dev.lockstep.tools.Main;
import java.io.ByteArrayInputStream;
import java.io.ByteArrayOutputStream;
import java.io.PrintStream;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.Arrays;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/** {@code lockstep verify}: OK, desync with tick and field, sync test, seeking, bad input, progress styles. */
class VerifyCommandTest {
    @TempDir
    Path dir;

    private Path recorded(int ticks) {
        Path out = dir.resolve("r.replay");
        CliRun r = CliRun.run("", "record", "world", "--ticks", Integer.toString(ticks), "--seed", "3", "--out", out.toString());
        assertEquals(ExitCodes.OK, r.exitCode(), r.err());
        return out;
    }

    @Test
    void recordedReplay_verifiesOk_withSameFinalHash() {
        Path replay = recorded(700);
        String recordedHash = CliRun.run("", "inspect", replay.toString()).out().lines()
                .filter(l -> l.startsWith("final state hash: ")).findFirst().orElseThrow().substring(18);
        CliRun r = CliRun.run("", "verify", replay.toString());
        assertEquals(ExitCodes.OK, r.exitCode(), r.out() + r.err());
        assertTrue(r.out().startsWith("verify: OK: 700 ticks from tick 0, final hash " + recordedHash), r.out());
        assertTrue(r.err().contains("verify: 350/700 ticks (50%)"), "plain progress lines off a terminal: " + r.err());
    }

    @Test
    void progressBar_onTerminal() {
        Path replay = recorded(300);
        ByteArrayOutputStream out = new ByteArrayOutputStream();
        ByteArrayOutputStream err = new ByteArrayOutputStream();
        int code = Main.run(new String[]{"verify", replay.toString()}, new ByteArrayInputStream(new byte[0]),
                new PrintStream(out, true, StandardCharsets.UTF_8), new PrintStream(err, true, StandardCharsets.UTF_8), true);
        assertEquals(ExitCodes.OK, code);
        String e = err.toString(StandardCharsets.UTF_8);
        assertTrue(e.contains("\rverify [###############               ] 50% (150/300)"), e);
        assertTrue(!e.contains("ticks (50%)"), "no plain lines on a terminal");
    }

    /** A run whose simulation secretly diverged at tick 100: verify names tick 100, the phase and the field. */
    @Test
    void hiddenDesync_reportsTickPhaseAndField_exit1() throws Exception {
        Path replay = dir.resolve("desync.replay");
        ReplayFixtures.record(replay, 7, 400, 128, -1, 100);
        CliRun r = CliRun.run("", "verify", replay.toString());
        assertEquals(ExitCodes.CHECK_FAILED, r.exitCode(), r.out() + r.err());
        assertTrue(r.out().startsWith("verify: DESYNC: desync at tick 100, phase 'inputs'"), r.out());
        assertTrue(r.out().contains("first differing field (at the next keyframe, state before tick 128): part 'bodies' body "), r.out());
    }

    @Test
    void syncTest_passesOnACorrectScenario() {
        Path replay = recorded(200);
        CliRun r = CliRun.run("", "verify", "--sync-test", "4", replay.toString());
        assertEquals(ExitCodes.OK, r.exitCode(), r.out() + r.err());
        assertTrue(r.out().contains("sync test (k=4): OK over 200 ticks"), r.out());
    }

    @Test
    void syncTest_zero_isBadInput() {
        Path replay = recorded(20);
        CliRun r = CliRun.run("", "verify", "--sync-test", "0", replay.toString());
        assertEquals(ExitCodes.BAD_INPUT, r.exitCode());
    }

    @Test
    void fromSnapshot_verifiesTheRest() {
        Path replay = recorded(600);
        CliRun r = CliRun.run("", "verify", "--from-snapshot", "512", replay.toString());
        assertEquals(ExitCodes.OK, r.exitCode(), r.out() + r.err());
        assertTrue(r.out().startsWith("verify: OK: 88 ticks from tick 512"), r.out());
    }

    @Test
    void fromSnapshot_withoutKeyframe_isBadInput() {
        Path replay = recorded(600);
        CliRun r = CliRun.run("", "verify", "--from-snapshot", "300", replay.toString());
        assertEquals(ExitCodes.BAD_INPUT, r.exitCode());
        assertTrue(r.err().contains("tick 300 has no keyframe") && r.err().contains("lockstep inspect"), r.err());
    }

    @Test
    void missingFile_isBadInput() {
        CliRun r = CliRun.run("", "verify", dir.resolve("none.replay").toString());
        assertEquals(ExitCodes.BAD_INPUT, r.exitCode());
        assertTrue(r.err().contains("replay file not found"), r.err());
    }

    @Test
    void corruptReplay_isBadInput_beforeAnySimulation() throws Exception {
        Path replay = recorded(300);
        byte[] bytes = Files.readAllBytes(replay);
        bytes[bytes.length - 40] ^= 0x04;
        Path bad = Files.write(dir.resolve("bad.replay"), bytes);
        CliRun r = CliRun.run("", "verify", bad.toString());
        assertEquals(ExitCodes.BAD_INPUT, r.exitCode());
        assertTrue(r.err().contains("corrupt replay " + bad), r.err());
        assertTrue(!r.err().contains("verify: 30/300"), "no simulation ran: " + r.err());
    }

    @Test
    void truncatedReplay_isBadInput() throws Exception {
        Path replay = recorded(300);
        byte[] bytes = Files.readAllBytes(replay);
        Path bad = Files.write(dir.resolve("cut.replay"), Arrays.copyOf(bytes, bytes.length / 2));
        CliRun r = CliRun.run("", "verify", bad.toString());
        assertEquals(ExitCodes.BAD_INPUT, r.exitCode());
        assertTrue(r.err().contains("corrupt replay"), r.err());
    }

    @Test
    void unknownSimulation_isBadInput() throws Exception {
        Path replay = dir.resolve("other.replay");
        ReplayFixtures.recordUnknownSimulation(replay);
        CliRun r = CliRun.run("", "verify", replay.toString());
        assertEquals(ExitCodes.BAD_INPUT, r.exitCode());
        assertTrue(r.err().contains("recorded by simulation \"someone-elses-game\""), r.err());
    }
}
