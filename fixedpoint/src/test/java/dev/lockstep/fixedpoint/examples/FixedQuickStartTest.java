package dev.lockstep.fixedpoint.examples;

import static org.junit.jupiter.api.Assertions.assertEquals;

import java.io.ByteArrayOutputStream;
import java.io.PrintStream;
import java.nio.charset.StandardCharsets;
import java.util.List;
import org.junit.jupiter.api.Test;

/** Runs {@link FixedQuickStart}, the quick start of fixedpoint/README.md (DocsSnippetsTest in tools checks the text). */
class FixedQuickStartTest {
    @Test
    void quickStartPrintsExactResults() {
        PrintStream old = System.out;
        ByteArrayOutputStream out = new ByteArrayOutputStream();
        System.setOut(new PrintStream(out, true, StandardCharsets.UTF_8));
        try {
            FixedQuickStart.main(new String[0]);
        } finally {
            System.setOut(old);
        }
        List<String> lines = out.toString(StandardCharsets.UTF_8).lines().toList();
        assertEquals(List.of("3", "55555555 0.33333333325572311878204345703125", "1", "(0, 1, 0)",
                "mul(0x0001000000000000 = 65536, 0x0001000000000000 = 65536) overflows Q31.32"), lines);
    }
}
