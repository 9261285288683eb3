package dev.lockstep.tools.eval;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.lockstep.tools.CliRun;
import dev.lockstep.tools.ExitCodes;
import dev.lockstep.tools.Main;
import java.io.BufferedReader;
import java.io.InputStreamReader;
import java.io.OutputStream;
import java.io.PipedInputStream;
import java.io.PipedOutputStream;
import java.io.PrintStream;
import java.nio.charset.StandardCharsets;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.Executors;
import java.util.concurrent.Future;
import java.util.concurrent.TimeUnit;
import org.junit.jupiter.api.Test;

/** {@code lockstep eval} (issue 2): one answer line per input line, streaming. */
class EvalCommandTest {
    @Test
    void issue2_examples_oneAnswerPerLine() {
        String in = String.join("\n",
                "mul 6442450944 8589934592",                  // 1.5 * 2 = 3
                "div 4294967296 12884901888",                 // 1 / 3 = 0x55555555 (rounds down)
                "sqrt 8589934592",                            // sqrt(2) = 0x16a09e668 (6074001000)
                "dot3 4294967296 0 0 8589934592 0 0",         // (1,0,0).(2,0,0) = 2
                "len3 12884901888 17179869184 0",             // |(3,4,0)| = 5
                "mul 9223372036854775807 8589934592",         // MAX * 2 overflows
                "div 1 0",
                "sqrt -1",
                "sin 0",
                "frobnicate 1 2",
                "mul 1",
                "mul 1 2 3",
                "mul 1 0x10",
                "",
                "  mul\t4294967296   4294967296  ") + "\n";
        CliRun r = CliRun.run(in, "eval");
        assertEquals(ExitCodes.OK, r.exitCode(), r.err());
        String[] lines = r.outLines();
        assertEquals(15, lines.length, r.out());
        assertEquals("12884901888", lines[0]);
        assertEquals("1431655765", lines[1]);          // 0x55555555
        assertEquals("6074001000", lines[2]);          // 0x16a09e668
        assertEquals("8589934592", lines[3]);
        assertEquals("21474836480", lines[4]);
        assertTrue(lines[5].startsWith("overflow mul(0x7fffffffffffffff"), lines[5]);
        assertTrue(lines[6].startsWith("error div(") && lines[6].endsWith("division by zero"), lines[6]);
        assertTrue(lines[7].startsWith("error sqrt(") && lines[7].endsWith("negative argument"), lines[7]);
        assertEquals("0", lines[8]);                   // sin 0
        assertTrue(lines[9].startsWith("error unknown op 'frobnicate'"), lines[9]);
        assertEquals("error mul a b takes 2 arguments, got 1", lines[10]);
        assertEquals("error mul a b takes 2 arguments, got more", lines[11]);
        assertTrue(lines[12].startsWith("error argument 2 '0x10' is not a decimal long"), lines[12]);
        assertTrue(lines[13].startsWith("error empty line"), lines[13]);
        assertEquals("4294967296", lines[14]);
    }

    /** FixedTrig examples from its contract (radians, raw). */
    @Test
    void trig_sinCosAtan2() {
        CliRun r = CliRun.run("sin 6746518852\ncos 0\natan2 4294967296 4294967296\natan2 -4294967296 -4294967296\n"
                + "atan2 0 0\nsin -6746518852\n", "eval");
        assertArrayEquals(new String[]{
            "4294967296",      // sin(HALF_PI = 0x1_921F_B544) = ONE
            "4294967296",      // cos 0 = ONE
            "3373259426",      // atan2(1, 1) = pi/4 = 0xC90F_DAA2
            "-10119778278",    // atan2(-1, -1) = -3pi/4 = -0x2_5B2F_8FE6
            "0",               // atan2(0, 0) = 0 by definition
            "-4294967296"}, r.outLines());
    }

    @Test
    void lastLineWithoutNewline_andCrLf_areAnswered() {
        CliRun r = CliRun.run("mul 4294967296 4294967296\r\nsqrt 17179869184", "eval");
        assertArrayEquals(new String[]{"4294967296", "8589934592"}, r.outLines());
    }

    @Test
    void overlongLine_isAnsweredWithError_andStreamGoesOn() {
        String longLine = "mul " + "1".repeat(EvalCommand.MAX_LINE_CHARS);
        CliRun r = CliRun.run(longLine + "\nmul 4294967296 4294967296\n", "eval");
        String[] lines = r.outLines();
        assertEquals(2, lines.length);
        assertTrue(lines[0].startsWith("error line longer than"), lines[0]);
        assertEquals("4294967296", lines[1]);
    }

    @Test
    void emptyInput_printsNothing_exit0() {
        CliRun r = CliRun.run("", "eval");
        assertEquals(ExitCodes.OK, r.exitCode());
        assertEquals("", r.out());
    }

    /**
     * Streaming: the answer to a line arrives while standard input is still open, so eval cannot be
     * reading the whole input before answering.
     */
    @Test
    void answersArriveBeforeInputEnds() throws Exception {
        PipedOutputStream feed = new PipedOutputStream();
        PipedInputStream stdin = new PipedInputStream(feed, 1 << 16);
        PipedInputStream results = new PipedInputStream(1 << 16);
        PrintStream stdout = new PrintStream(new PipedOutputStream(results), true, StandardCharsets.UTF_8);
        ExecutorService pool = Executors.newSingleThreadExecutor();
        try {
            Future<Integer> exit = pool.submit(() -> Main.run(new String[]{"eval"}, stdin, stdout,
                    new PrintStream(OutputStream.nullOutputStream())));
            BufferedReader answers = new BufferedReader(new InputStreamReader(results, StandardCharsets.UTF_8));
            for (int i = 1; i <= 3; i++) {
                feed.write(("mul " + (i * 4294967296L) + " 4294967296\n").getBytes(StandardCharsets.UTF_8));
                feed.flush();
                assertEquals(Long.toString(i * 4294967296L), answers.readLine(), "answer " + i + " while input open");
            }
            feed.close();
            assertEquals(ExitCodes.OK, exit.get(30, TimeUnit.SECONDS));
            stdout.close();
            assertEquals(null, answers.readLine());
        } finally {
            pool.shutdownNow();
        }
    }
}
