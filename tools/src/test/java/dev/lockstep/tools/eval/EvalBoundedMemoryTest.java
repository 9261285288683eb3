package dev.lockstep.tools.eval;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.lockstep.tools.Main;
import java.io.BufferedOutputStream;
import java.io.IOException;
import java.io.InputStream;
import java.io.OutputStream;
import java.nio.charset.StandardCharsets;
import java.nio.file.Path;
import java.util.List;
import java.util.concurrent.TimeUnit;
import org.junit.jupiter.api.Test;

/**
 * Issue 2: "It must stream (a million lines in bounded memory)". A forked JVM with a 12 MiB heap
 * evaluates a million generated lines fed through a pipe; output (~70 MB) is consumed as it comes.
 * Buffering the input or the output would exceed the heap (the input is ~22 MB of text, the output ~70 MB).
 */
class EvalBoundedMemoryTest {
    private static final int LINES = 1_000_000;

    @Test
    void issue2_millionLines_in12MiBHeap() throws Exception {
        String java = Path.of(System.getProperty("java.home"), "bin", "java").toString();
        Process p = new ProcessBuilder(List.of(java, "-Xmx12m", "-XX:+UseSerialGC", "-cp",
                System.getProperty("java.class.path"), Main.class.getName(), "eval"))
                .redirectError(ProcessBuilder.Redirect.INHERIT).start();
        Thread feeder = new Thread(() -> feed(p.getOutputStream()), "eval-feeder");
        feeder.start();
        long[] counts = countAnswers(p.getInputStream());
        assertTrue(p.waitFor(120, TimeUnit.SECONDS), "eval finished");
        feeder.join();
        assertEquals(0, p.exitValue(), "exit code");
        assertEquals(LINES, counts[0], "one answer per line");
        assertEquals(LINES / 4, counts[1], "overflow answers (every 4th line)");
        assertEquals(LINES / 4, counts[2], "error answers (every 4th line)");
    }

    /** Lines cycle through: mul (ok), sqrt (ok), overflowing mul, division by zero. */
    private static void feed(OutputStream raw) {
        try (OutputStream out = new BufferedOutputStream(raw, 1 << 16)) {
            for (int i = 0; i < LINES; i++) {
                String line;
                switch (i & 3) {
                    case 0: line = "mul " + i + " 4294967296\n"; break;
                    case 1: line = "sqrt " + ((long) i << 20) + "\n"; break;
                    case 2: line = "mul 9223372036854775807 " + (8589934592L + i) + "\n"; break;
                    default: line = "div " + i + " 0\n"; break;
                }
                out.write(line.getBytes(StandardCharsets.US_ASCII));
            }
        } catch (IOException e) {
            throw new java.io.UncheckedIOException(e);
        }
    }

    /** Returns {lines, lines starting "overflow", lines starting "error"} without storing them. */
    private static long[] countAnswers(InputStream in) throws IOException {
        long[] c = new long[3];
        byte[] buf = new byte[1 << 16];
        boolean atLineStart = true;
        int n;
        byte first = 0;
        while ((n = in.read(buf)) > 0) {
            for (int i = 0; i < n; i++) {
                byte b = buf[i];
                if (atLineStart) {
                    first = b;
                    atLineStart = false;
                }
                if (b == '\n') {
                    c[0]++;
                    if (first == 'o') {
                        c[1]++;
                    } else if (first == 'e') {
                        c[2]++;
                    }
                    atLineStart = true;
                }
            }
        }
        return c;
    }
}
