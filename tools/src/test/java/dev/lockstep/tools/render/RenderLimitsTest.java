package dev.lockstep.tools.render;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTimeoutPreemptively;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.lockstep.tools.CliRun;
import dev.lockstep.tools.ExitCodes;
import java.io.InputStream;
import java.nio.file.Path;
import java.time.Duration;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/** Issue 23, defect 7: {@code render --query} checks its size limit while reading. */
class RenderLimitsTest {
    @TempDir
    Path dir;

    /** Endless zero bytes without a newline, as {@code /dev/zero} gives. */
    private static final class Zeros extends InputStream {
        @Override
        public int read() {
            return 0;
        }

        @Override
        public int read(byte[] b, int off, int len) {
            java.util.Arrays.fill(b, off, off + len, (byte) 0);
            return len;
        }
    }

    /** Was a 12 s read of one unbounded line, then OutOfMemoryError. */
    @Test
    void issue23_queryFromEndlessStream_refusedAtLimit() {
        CliRun r = assertTimeoutPreemptively(Duration.ofSeconds(30),
                () -> CliRun.run(new Zeros(), "render", "--query", "-", "--svg", dir.resolve("x.svg").toString()));
        assertEquals(ExitCodes.BAD_INPUT, r.exitCode(), r.err());
        assertTrue(r.err().contains("is larger than " + RenderCommand.MAX_QUERY_CHARS + " characters"), r.err());
    }
}
