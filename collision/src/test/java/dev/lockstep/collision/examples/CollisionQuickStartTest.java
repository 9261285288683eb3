package dev.lockstep.collision.examples;

import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.ByteArrayOutputStream;
import java.io.PrintStream;
import java.nio.charset.StandardCharsets;
import org.junit.jupiter.api.Test;

/** Runs {@link CollisionQuickStart}, the quick start of collision/README.md (DocsSnippetsTest in tools checks the text). */
class CollisionQuickStartTest {
    @Test
    void quickStartFindsTheRestingContacts() {
        PrintStream old = System.out;
        ByteArrayOutputStream out = new ByteArrayOutputStream();
        System.setOut(new PrintStream(out, true, StandardCharsets.UTF_8));
        try {
            CollisionQuickStart.main(new String[0]);
        } finally {
            System.setOut(old);
        }
        String printed = out.toString(StandardCharsets.UTF_8);
        assertTrue(printed.startsWith("4 points, normal (0, 1, 0)\n(-0.5, 0.498046875, -0.5) depth 0.00390625\n"), printed);
        assertTrue(printed.contains("1 point, normal (0, -1, 0)"), printed);
    }
}
