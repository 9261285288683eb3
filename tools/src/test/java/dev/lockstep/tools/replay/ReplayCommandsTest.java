package dev.lockstep.tools.replay;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.lockstep.tools.CliRun;
import dev.lockstep.tools.ExitCodes;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.Arrays;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/** {@code record}, {@code inspect} and {@code diff} on real replay files: good, bad and corrupt input. */
class ReplayCommandsTest {
    @TempDir
    Path dir;

    private Path record(String name, String... extra) {
        return recordTicks(name, 600, extra);
    }

    private Path recordTicks(String name, int ticks, String... extra) {
        Path out = dir.resolve(name);
        String[] args = {"record", "world", "--ticks", Integer.toString(ticks), "--seed", "7", "--out", out.toString()};
        String[] all = Arrays.copyOf(args, args.length + extra.length);
        System.arraycopy(extra, 0, all, args.length, extra.length);
        CliRun r = CliRun.run("", all);
        assertEquals(ExitCodes.OK, r.exitCode(), r.err());
        return out;
    }

    @Test
    void record_printsHashes_andProgressLinesOffTerminal() {
        Path out = dir.resolve("a.replay");
        CliRun r = CliRun.run("", "record", "world", "--ticks", "600", "--seed", "7", "--out", out.toString());
        assertEquals(ExitCodes.OK, r.exitCode(), r.err());
        assertTrue(r.out().contains("recorded 600 ticks"), r.out());
        assertTrue(r.out().contains("final state hash: 0x"), r.out());
        assertTrue(r.err().contains("record: 300/600 ticks (50%)"), r.err());
        assertTrue(Files.exists(out));
    }

    @Test
    void record_sameSeed_sameFileBytes() throws Exception {
        Path a = record("a.replay");
        Path b = record("b.replay");
        assertTrue(Arrays.equals(Files.readAllBytes(a), Files.readAllBytes(b)), "byte-identical replays");
    }

    @Test
    void record_unknownScenario_isBadInput() {
        CliRun r = CliRun.run("", "record", "cubes", "--ticks", "10", "--out", dir.resolve("x").toString());
        assertEquals(ExitCodes.BAD_INPUT, r.exitCode());
        assertTrue(r.err().contains("unknown scenario \"cubes\"") && r.err().contains("Known scenarios: world"), r.err());
    }

    @Test
    void record_missingTicks_isBadInput() {
        CliRun r = CliRun.run("", "record", "world", "--out", dir.resolve("x").toString());
        assertEquals(ExitCodes.BAD_INPUT, r.exitCode());
        assertTrue(r.err().contains("--ticks"), r.err());
    }

    @Test
    void record_unwritableOut_isBadInput() {
        CliRun r = CliRun.run("", "record", "world", "--ticks", "5", "--out", dir.resolve("no/such/dir/x").toString());
        assertEquals(ExitCodes.BAD_INPUT, r.exitCode());
        assertTrue(r.err().contains("cannot write"), r.err());
    }

    @Test
    void inspect_showsHeaderKeyframesAndHashes() {
        Path a = record("a.replay");
        CliRun r = CliRun.run("", "inspect", a.toString());
        assertEquals(ExitCodes.OK, r.exitCode(), r.err());
        assertTrue(r.out().contains("simulation: simulation 'tools-world-reference'"), r.out());
        assertTrue(r.out().contains("seed: 7"), r.out());
        assertTrue(r.out().contains("ticks: 600 (complete)"), r.out());
        assertTrue(r.out().contains("keyframes: 3"), r.out());                     // before ticks 0, 256, 512
        assertTrue(r.out().contains("before tick 512:"), r.out());
        assertTrue(r.out().contains("  tick 599: 0x"), r.out());
        assertTrue(r.out().contains("... (590 more; --hashes prints all)"), r.out());
        String[] recorded = CliRun.run("", "record", "world", "--ticks", "600", "--seed", "7", "--out",
                dir.resolve("c.replay").toString()).outLines();
        String finalHash = recorded[2].substring("final state hash: ".length());
        assertTrue(r.out().contains("final state hash: " + finalHash), r.out());
    }

    @Test
    void inspect_hashes_printsEveryTick() {
        Path a = recordTicks("a.replay", 20);
        CliRun r = CliRun.run("", "inspect", "--hashes", a.toString());
        assertEquals(20, r.out().lines().filter(l -> l.startsWith("  tick ")).count(), r.out());
    }

    @Test
    void inspect_missingFile_isBadInput() {
        CliRun r = CliRun.run("", "inspect", dir.resolve("none.replay").toString());
        assertEquals(ExitCodes.BAD_INPUT, r.exitCode());
        assertTrue(r.err().contains("replay file not found"), r.err());
    }

    @Test
    void inspect_corruptReplay_isBadInput_namingOffset_recoverReportsPrefix() throws Exception {
        Path a = record("a.replay");
        byte[] bytes = Files.readAllBytes(a);
        bytes[bytes.length / 2] ^= 0x10;
        Path bad = Files.write(dir.resolve("bad.replay"), bytes);
        CliRun strict = CliRun.run("", "inspect", bad.toString());
        assertEquals(ExitCodes.BAD_INPUT, strict.exitCode());
        assertTrue(strict.err().contains("corrupt replay") && strict.err().contains("inspect --recover"), strict.err());
        CliRun recover = CliRun.run("", "inspect", "--recover", bad.toString());
        assertEquals(ExitCodes.CHECK_FAILED, recover.exitCode(), recover.err());
        assertTrue(recover.out().contains("(incomplete)") && recover.out().contains("recovery: truncated after tick"),
                recover.out());
    }

    @Test
    void inspect_notAReplay_isBadInput() throws Exception {
        Path junk = Files.writeString(dir.resolve("junk.replay"), "this is not a replay\n");
        CliRun r = CliRun.run("", "inspect", junk.toString());
        assertEquals(ExitCodes.BAD_INPUT, r.exitCode());
        assertTrue(r.err().contains("corrupt replay"), r.err());
    }

    @Test
    void diff_identical_exit0() {
        Path a = record("a.replay");
        Path b = record("b.replay");
        CliRun r = CliRun.run("", "diff", a.toString(), b.toString());
        assertEquals(ExitCodes.OK, r.exitCode(), r.out() + r.err());
        assertTrue(r.out().startsWith("replays identical: 600 ticks"), r.out());
    }

    @Test
    void diff_headers_exit1() {
        Path a = record("a.replay");
        Path b = record("b.replay", "--players", "5");
        CliRun r = CliRun.run("", "diff", a.toString(), b.toString());
        assertEquals(ExitCodes.CHECK_FAILED, r.exitCode());
        assertTrue(r.out().contains("differ in the header: rules") && r.out().contains("[01 04]") && r.out().contains("[01 05]"),
                r.out());
    }

    @Test
    void diff_oneLonger_exit1() {
        Path a = record("a.replay");
        Path b = recordTicks("b.replay", 650);
        CliRun r = CliRun.run("", "diff", a.toString(), b.toString());
        assertEquals(ExitCodes.CHECK_FAILED, r.exitCode());
        assertTrue(r.out().contains("agree on all 600 common ticks, then B goes on"), r.out());
    }

    /** Different recorded input at tick 300: diff names the tick, the player, phase 0 and the field. */
    @Test
    void diff_changedInput_namesTickPlayerPhaseAndField() throws Exception {
        Path a = dir.resolve("a.replay");
        Path b = dir.resolve("b.replay");
        ReplayFixtures.record(a, 7, 600, 256, -1, -1);
        ReplayFixtures.record(b, 7, 600, 256, 300, -1);
        CliRun r = CliRun.run("", "diff", a.toString(), b.toString());
        assertEquals(ExitCodes.CHECK_FAILED, r.exitCode(), r.err());
        assertTrue(r.out().startsWith("replays part at tick 300 (after 300 identical ticks):"), r.out());
        assertTrue(r.out().contains("inputs of player 0 differ"), r.out());
        assertTrue(r.out().contains("first differing phase: 0 'inputs'"), r.out());
        assertTrue(r.out().contains("parts whose hashes differ after the tick: bodies"), r.out());
        assertTrue(r.out().contains("first differing field in the recorded keyframes before tick 512: part 'bodies' body "),
                r.out());
    }

    /** Same inputs, different computation at tick 100 (a desync): named from the recorded keyframes. */
    @Test
    void diff_hiddenDesync_namesTickAndField() throws Exception {
        Path a = dir.resolve("a.replay");
        Path b = dir.resolve("b.replay");
        ReplayFixtures.record(a, 7, 400, 128, -1, -1);
        ReplayFixtures.record(b, 7, 400, 128, -1, 100);
        CliRun r = CliRun.run("", "diff", a.toString(), b.toString());
        assertEquals(ExitCodes.CHECK_FAILED, r.exitCode(), r.err());
        assertTrue(r.out().startsWith("replays part at tick 100"), r.out());
        assertTrue(!r.out().contains("inputs of player"), r.out());
        assertTrue(r.out().contains("first differing field in the recorded keyframes before tick 128: part 'bodies' body "),
                r.out());
    }

    /** Without a later common keyframe, diff re-simulates both replays from their recorded inputs. */
    @Test
    void diff_changedInput_withoutLaterKeyframe_reSimulates() throws Exception {
        Path a = dir.resolve("a.replay");
        Path b = dir.resolve("b.replay");
        ReplayFixtures.record(a, 7, 200, 0, -1, -1);
        ReplayFixtures.record(b, 7, 200, 0, 150, -1);
        CliRun r = CliRun.run("", "diff", a.toString(), b.toString());
        assertEquals(ExitCodes.CHECK_FAILED, r.exitCode(), r.err());
        assertTrue(r.out().contains("first differing field after tick 150 (re-simulated from the recorded inputs): part 'bodies' body 22 field 'c"),
                r.out());
    }

    @Test
    void diff_corruptSecond_isBadInput() throws Exception {
        Path a = record("a.replay");
        byte[] bytes = Files.readAllBytes(a);
        Path bad = Files.write(dir.resolve("bad.replay"), Arrays.copyOf(bytes, bytes.length - 100));
        CliRun r = CliRun.run("", "diff", a.toString(), bad.toString());
        assertEquals(ExitCodes.BAD_INPUT, r.exitCode());
        assertTrue(r.err().contains("corrupt replay " + bad), r.err());
    }
}
