package dev.lockstep.replay.examples;

import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.ByteArrayOutputStream;
import java.io.IOException;
import java.io.PrintStream;
import java.nio.charset.StandardCharsets;
import org.junit.jupiter.api.Test;

/** Runs {@link ReplayQuickStart}, the quick start of replay/README.md (DocsSnippetsTest in tools checks the text). */
class ReplayQuickStartTest {
    @Test
    void quickStartRecordsAndVerifies() throws IOException {
        PrintStream old = System.out;
        ByteArrayOutputStream out = new ByteArrayOutputStream();
        System.setOut(new PrintStream(out, true, StandardCharsets.UTF_8));
        try {
            ReplayQuickStart.main(new String[0]);
        } finally {
            System.setOut(old);
        }
        String printed = out.toString(StandardCharsets.UTF_8);
        assertTrue(printed.startsWith("OK 300 ticks"), printed);
    }
}
