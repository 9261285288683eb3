package dev.lockstep.tools;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.nio.file.Path;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/** Issue 23, "Smaller": digits, decimal limits and error texts a user reads. */
class SmallerDefectsTest {
    private static final String SPHERES = "{\"a\":{\"type\":\"sphere\",\"radius\":\"1\"},\"ta\":{\"p\":[\"0\",\"0\",\"0\"]},"
            + "\"b\":{\"type\":\"sphere\",\"radius\":\"1\"},\"tb\":{\"p\":[\"X\",\"0\",\"0\"]}}";

    @TempDir
    Path dir;

    /** Was answered 12: Long.parseLong reads fullwidth digits. */
    @Test
    void issue23_evalNonAsciiDigits_areAnError() {
        CliRun r = CliRun.run("mul \uff11\uff12 4294967296\nmul 12 4294967296\n", "eval");
        assertEquals(ExitCodes.OK, r.exitCode(), r.err());
        assertTrue(r.outLines()[0].startsWith("error argument 1 '\uff11\uff12' is not a decimal long"), r.out());
        assertEquals("12", r.outLines()[1]);
    }

    /** Was "is not a decimal number" for a valid but over-long decimal. */
    @Test
    void issue23_collideLongDecimal_saysLimitNotMalformed() {
        String longDecimal = "1." + "0".repeat(500);
        CliRun r = CliRun.run(SPHERES.replace("\"X\"", "\"" + longDecimal + "\"") + "\n"
                + SPHERES.replace("\"X\"", "\"1e999\"") + "\n", "collide");
        assertEquals(ExitCodes.OK, r.exitCode(), r.err());
        for (String line : r.outLines()) {
            assertTrue(line.contains("beyond the exact decimal parser's limits"), line);
            assertFalse(line.contains("is not a decimal number"), line);
        }
    }

    @Test
    void issue23_collideJsonErrors_withoutJacksonInternals() {
        CliRun r = CliRun.run("[1,2\n", "collide");
        assertEquals(ExitCodes.OK, r.exitCode(), r.err());
        assertFalse(r.out().contains("Source:") || r.out().contains("StreamReadFeature"), r.out());
        assertTrue(r.out().contains("malformed JSON"), r.out());
    }

    @Test
    void issue23_ioErrors_withoutJavaClassNames() {
        CliRun r = CliRun.run("", "record", "world", "--ticks", "3", "--out", dir.resolve("no/such/dir/r.replay").toString());
        assertEquals(ExitCodes.BAD_INPUT, r.exitCode(), r.err());
        assertTrue(r.err().contains("no such file or directory"), r.err());
        assertFalse(r.err().contains("java."), r.err());
    }
}
