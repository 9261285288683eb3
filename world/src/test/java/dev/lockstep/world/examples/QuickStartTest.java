package dev.lockstep.world.examples;

import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.ByteArrayOutputStream;
import java.io.IOException;
import java.io.PrintStream;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import org.junit.jupiter.api.Test;

/**
 * The root README's Java quick start is {@link QuickStart}, word for word: this test checks that the
 * README's {@code java} block equals the marked part of QuickStart.java, and runs it.
 */
class QuickStartTest {
    @Test
    void readmeQuickStartIsThisCompiledExample() throws IOException {
        String source = Files.readString(Path.of("src/test/java/dev/lockstep/world/examples/QuickStart.java"));
        String marked = source.substring(source.indexOf("// README-BEGIN\n") + "// README-BEGIN\n".length(),
                source.indexOf("// README-END"));
        String readme = Files.readString(Path.of("../README.md"));
        int start = readme.indexOf("```java\n");
        assertTrue(start >= 0, "README.md has no java block");
        String block = readme.substring(start + "```java\n".length(), readme.indexOf("```", start + 7));
        assertTrue(block.equals(marked), "README.md's java block differs from QuickStart.java's marked part:\n" + block);
    }

    @Test
    void quickStartRunsAndProvesTheRollback() {
        PrintStream old = System.out;
        ByteArrayOutputStream out = new ByteArrayOutputStream();
        System.setOut(new PrintStream(out, true, StandardCharsets.UTF_8));
        try {
            QuickStart.main(new String[0]);
        } finally {
            System.setOut(old);
        }
        String printed = out.toString(StandardCharsets.UTF_8);
        assertTrue(printed.contains("asleep=true same=true"), printed);
    }
}
