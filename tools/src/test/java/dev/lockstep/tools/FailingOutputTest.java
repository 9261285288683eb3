package dev.lockstep.tools;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTimeoutPreemptively;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.lockstep.replay.SimulationRangeException;
import java.io.ByteArrayInputStream;
import java.io.ByteArrayOutputStream;
import java.io.IOException;
import java.io.InputStream;
import java.io.OutputStream;
import java.io.PrintStream;
import java.nio.charset.StandardCharsets;
import java.time.Duration;
import java.util.concurrent.Callable;
import org.junit.jupiter.api.Test;
import picocli.CommandLine;
import picocli.CommandLine.Command;

/**
 * Issue 23, defects 5 and 6: standard output that cannot be written stops the command with a non-zero
 * exit, and an {@link Error} escaping a subcommand is exit 3 with one line, never a raw trace with exit 1.
 */
class FailingOutputTest {
    /** An output that accepts {@code capacity} bytes, then fails every write (a full disk, a closed pipe). */
    private static final class FullDisk extends OutputStream {
        private long left;

        FullDisk(long capacity) {
            this.left = capacity;
        }

        @Override
        public void write(int b) throws IOException {
            write(new byte[]{(byte) b}, 0, 1);
        }

        @Override
        public void write(byte[] b, int off, int len) throws IOException {
            if (len > left) {
                left = 0;
                throw new IOException("No space left on device");
            }
            left -= len;
        }
    }

    /** Endless standard input repeating one line, as {@code yes 'mul 1 2'} gives. */
    private static final class Yes extends InputStream {
        private final byte[] line;
        private int pos;

        Yes(String line) {
            this.line = (line + "\n").getBytes(StandardCharsets.US_ASCII);
        }

        @Override
        public int read() {
            int b = line[pos];
            pos = (pos + 1) % line.length;
            return b;
        }
    }

    private record Outcome(int code, String err) {
    }

    private static Outcome run(InputStream in, OutputStream out, String... args) {
        ByteArrayOutputStream err = new ByteArrayOutputStream();
        int code = Main.run(args, in, new PrintStream(out, true, StandardCharsets.UTF_8),
                new PrintStream(err, true, StandardCharsets.UTF_8));
        return new Outcome(code, err.toString(StandardCharsets.UTF_8));
    }

    @Test
    void issue23_evalToFullDisk_exitsNonZero() {
        Outcome o = run(new ByteArrayInputStream("mul 1 2\n".repeat(10).getBytes(StandardCharsets.US_ASCII)),
                new FullDisk(0), "eval");
        assertEquals(ExitCodes.BAD_INPUT, o.code(), o.err());
        assertTrue(o.err().contains("cannot write standard output"), o.err());
    }

    /** {@code yes 'mul 1 2' | lockstep eval | head -1}: the closed pipe stops the endless loop. */
    @Test
    void issue23_evalEndlessInput_closedPipe_stops() {
        Outcome o = assertTimeoutPreemptively(Duration.ofSeconds(60),
                () -> run(new Yes("mul 1 2"), new FullDisk(1 << 20), "eval"));
        assertEquals(ExitCodes.BAD_INPUT, o.code(), o.err());
        assertTrue(o.err().contains("cannot write standard output"), o.err());
    }

    @Test
    void issue23_collideEndlessInput_closedPipe_stops() {
        Outcome o = assertTimeoutPreemptively(Duration.ofSeconds(60),
                () -> run(new Yes("{oops"), new FullDisk(1 << 16), "collide"));
        assertEquals(ExitCodes.BAD_INPUT, o.code(), o.err());
    }

    @Test
    void issue23_oneShotCommandToFullDisk_exit2() {
        Outcome o = run(new ByteArrayInputStream(new byte[0]), new FullDisk(0), "--help");
        assertEquals(ExitCodes.BAD_INPUT, o.code(), o.err());
        assertTrue(o.err().contains("cannot write standard output"), o.err());
    }

    @Command(name = "boom")
    static final class Throwing implements Callable<Integer> {
        private final Throwable toThrow;

        Throwing(Throwable toThrow) {
            this.toThrow = toThrow;
        }

        @Override
        public Integer call() throws Exception {
            if (toThrow instanceof Error) {
                throw (Error) toThrow;
            }
            throw (RuntimeException) toThrow;
        }
    }

    private static Outcome runThrowing(Throwable t) {
        ByteArrayOutputStream out = new ByteArrayOutputStream();
        ByteArrayOutputStream err = new ByteArrayOutputStream();
        CliIo io = new CliIo(new ByteArrayInputStream(new byte[0]), new PrintStream(out, true, StandardCharsets.UTF_8),
                new PrintStream(err, true, StandardCharsets.UTF_8), false);
        CommandLine cl = Main.commandLine(io);
        cl.addSubcommand("boom", new Throwing(t));
        cl.setErr(new java.io.PrintWriter(new java.io.OutputStreamWriter(io.err(), StandardCharsets.UTF_8), true));
        int code = Main.execute(cl, new String[]{"boom"}, io);
        return new Outcome(code, err.toString(StandardCharsets.UTF_8));
    }

    @Test
    void issue23_outOfMemory_exit3_oneLine() {
        Outcome o = runThrowing(new OutOfMemoryError("Java heap space"));
        assertEquals(ExitCodes.INTERNAL_ERROR, o.code(), o.err());
        assertEquals(1, o.err().lines().count(), o.err());
        assertTrue(o.err().startsWith("lockstep boom: out of memory (Java heap space)"), o.err());
    }

    @Test
    void issue23_stackOverflow_exit3_oneLine() {
        Outcome o = runThrowing(new StackOverflowError());
        assertEquals(ExitCodes.INTERNAL_ERROR, o.code(), o.err());
        assertEquals(1, o.err().lines().count(), o.err());
    }

    @Test
    void issue23_simulationRange_isBadInput_noTrace() {
        Outcome o = runThrowing(new SimulationRangeException(17, 3, "integration", new ArithmeticException("add(...) overflows Q31.32")));
        assertEquals(ExitCodes.BAD_INPUT, o.code(), o.err());
        assertTrue(o.err().startsWith("lockstep boom: the replay drives the simulation out of its range at tick 17,"
                + " phase 'integration' (index 3): add(...) overflows Q31.32"), "<" + o.err() + ">");
        assertFalse(o.err().contains("\tat "), o.err());
    }
}
