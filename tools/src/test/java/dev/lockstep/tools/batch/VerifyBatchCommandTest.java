package dev.lockstep.tools.batch;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.lockstep.replay.Verdict;
import dev.lockstep.tools.CliRun;
import dev.lockstep.tools.ExitCodes;
import dev.lockstep.tools.replay.BatchCorpus;
import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * {@code lockstep verify-batch} over a generated corpus with known verdicts (good replays of the three
 * scenarios, hidden-fault desyncs at known ticks, truncated and bit-flipped files): the same report with 1
 * and 2 threads, in path order, every verdict as expected.
 */
class VerifyBatchCommandTest {
    /** The world reference scenario's 22 scenery bodies come first; player 0 steers the next one. */
    private static final int PLAYER_0_BODY = 22;
    static final int OK = 180;
    static final int DESYNC = 10;
    static final int CORRUPT = 10;

    @TempDir
    static Path corpus;
    static List<BatchCorpus.Expected> expected;

    @TempDir
    Path dir;

    @BeforeAll
    static void writeCorpus() throws IOException {
        expected = BatchCorpus.write(corpus, OK, DESYNC, CORRUPT, 1);
    }

    @Test
    void corpus_sameReportWithOneAndTwoThreads_everyVerdictAsExpected() throws IOException {
        Path one = dir.resolve("one.jsonl");
        Path two = dir.resolve("two.jsonl");
        CliRun r1 = CliRun.run("", "verify-batch", "--jobs", "1", "--report", one.toString(), corpus.toString());
        CliRun r2 = CliRun.run("", "verify-batch", "--jobs", "2", "--report", two.toString(), corpus.toString());
        assertEquals(ExitCodes.CHECK_FAILED, r1.exitCode(), r1.err());
        assertEquals(ExitCodes.CHECK_FAILED, r2.exitCode(), r2.err());
        List<String> lines = Files.readAllLines(one, StandardCharsets.UTF_8);
        assertEquals(lines, Files.readAllLines(two, StandardCharsets.UTF_8));
        assertEquals(expected.size(), lines.size());
        for (int i = 0; i < lines.size(); i++) {
            BatchCorpus.Expected e = expected.get(i);
            String line = lines.get(i);
            assertTrue(line.startsWith("{\"path\":\"" + corpus.resolve(e.fileName()) + "\",\"verdict\":\"" + e.kind() + "\""),
                    e + " vs " + line);
            if (e.kind() == Verdict.Kind.DESYNC) {
                assertTrue(line.contains("\"tick\":" + e.desyncTick() + ",\"phase\":\"inputs\",\"part\":\"bodies\",\"body\":" + PLAYER_0_BODY + ","),
                        e + " vs " + line);
            }
        }
        String summary = "verify-batch: " + expected.size() + " replays: " + OK + " OK, " + DESYNC + " DESYNC, " + CORRUPT
                + " CORRUPT, 0 UNSUPPORTED, 0 ERROR; ";
        assertTrue(r1.out().contains(summary), r1.out());
        assertTrue(r2.out().contains(summary + "") && r2.out().contains(" with 2 jobs: "), r2.out());
        // the text lines on standard output follow the same order
        String[] out = r2.outLines();
        for (int i = 0; i < expected.size(); i++) {
            assertTrue(out[i].startsWith(corpus.resolve(expected.get(i).fileName()) + ": " + expected.get(i).kind()), out[i]);
        }
    }

    @Test
    void csvReport_hasHeaderAndQuotedReasons() throws IOException {
        Path csv = dir.resolve("r.csv");
        Path desync = corpus.resolve(fileOf(Verdict.Kind.DESYNC));
        Path good = corpus.resolve(fileOf(Verdict.Kind.OK));
        CliRun r = CliRun.run("", "verify-batch", "--jobs", "2", "--report", csv.toString(), good.toString(), desync.toString());
        assertEquals(ExitCodes.CHECK_FAILED, r.exitCode(), r.err());
        List<String> lines = Files.readAllLines(csv, StandardCharsets.UTF_8);
        assertEquals(3, lines.size(), lines.toString());
        assertEquals(VerdictReport.CSV_HEADER, lines.get(0));
        assertTrue(lines.get(1).startsWith(desync + ",DESYNC,tools-world-reference,1,3,,3,inputs,bodies,22,"), lines.get(1));
        assertTrue(lines.get(1).contains(",-1,\"desync at tick 3, phase 'inputs'"), lines.get(1));
        assertTrue(lines.get(2).startsWith(good + ",OK,"), lines.get(2));
    }

    private static String fileOf(Verdict.Kind kind) {
        return expected.stream().filter(e -> e.kind() == kind).findFirst().orElseThrow().fileName();
    }

    @Test
    void allGood_exit0() {
        CliRun r = CliRun.run("", "verify-batch", corpus.resolve(fileOf(Verdict.Kind.OK)).toString());
        assertEquals(ExitCodes.OK, r.exitCode(), r.out() + r.err());
        assertTrue(r.out().contains("1 replays: 1 OK, 0 DESYNC"), r.out());
    }

    @Test
    void fileOverTheByteLimit_isReportedNotRead() {
        Path good = corpus.resolve(expected.get(0).fileName());
        CliRun r = CliRun.run("", "verify-batch", "--max-bytes", "100", good.toString());
        assertEquals(ExitCodes.CHECK_FAILED, r.exitCode(), r.err());
        assertTrue(r.out().contains(": CORRUPT at byte 100: file of ") && r.out().contains("not read"), r.out());
    }

    @Test
    void badArguments_exit2() throws IOException {
        Path good = corpus.resolve(expected.get(0).fileName());
        assertEquals(ExitCodes.BAD_INPUT, CliRun.run("", "verify-batch", "--jobs", "0", good.toString()).exitCode());
        assertEquals(ExitCodes.BAD_INPUT, CliRun.run("", "verify-batch", "--max-bytes", "0", good.toString()).exitCode());
        CliRun txt = CliRun.run("", "verify-batch", "--report", dir.resolve("r.txt").toString(), good.toString());
        assertEquals(ExitCodes.BAD_INPUT, txt.exitCode());
        assertTrue(txt.err().contains("*.jsonl"), txt.err());
        CliRun missing = CliRun.run("", "verify-batch", dir.resolve("nope").toString());
        assertEquals(ExitCodes.BAD_INPUT, missing.exitCode());
        assertTrue(missing.err().contains("no such file or directory"), missing.err());
        Path empty = Files.createDirectories(dir.resolve("empty"));
        assertEquals(ExitCodes.BAD_INPUT, CliRun.run("", "verify-batch", empty.toString()).exitCode());
        assertEquals(ExitCodes.BAD_INPUT, CliRun.run("", "verify-batch").exitCode());
        CliRun unwritable = CliRun.run("", "verify-batch", "--report", dir.resolve("no/such/dir/r.jsonl").toString(),
                good.toString());
        assertEquals(ExitCodes.BAD_INPUT, unwritable.exitCode(), unwritable.err());
    }
}
