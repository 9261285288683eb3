package dev.lockstep.collision;

import static org.junit.jupiter.api.Assertions.fail;

import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;

/**
 * The one golden-file check every collision {@code ...GoldenTest} uses: with
 * {@code -Dlockstep.golden.update=true} it (re)writes the file and passes, so regeneration is an
 * explicit opt-in reviewed in the commit; otherwise it fails at the first differing line, printing
 * the golden and the actual line.
 */
public final class GoldenFile {
    private GoldenFile() {
    }

    /** Checks {@code lines} (each written with a trailing newline) against {@code golden}. */
    public static void assertMatches(Path golden, String what, List<String> lines) throws IOException {
        assertMatches(golden, what, lines.isEmpty() ? "" : String.join("\n", lines) + "\n");
    }

    /** Checks {@code actual} against the text of {@code golden}. */
    public static void assertMatches(Path golden, String what, String actual) throws IOException {
        if (Boolean.getBoolean("lockstep.golden.update")) {
            Files.createDirectories(golden.getParent());
            Files.writeString(golden, actual, StandardCharsets.UTF_8);
            return;
        }
        if (!Files.exists(golden)) {
            fail("missing " + golden + "; generate it with -Dlockstep.golden.update=true and review it");
        }
        String expected = Files.readString(golden, StandardCharsets.UTF_8);
        if (expected.equals(actual)) {
            return;
        }
        String[] e = expected.split("\n", -1);
        String[] a = actual.split("\n", -1);
        int line = 0;
        while (line < Math.min(e.length, a.length) && e[line].equals(a[line])) {
            line++;
        }
        fail(what + " differs at line " + (line + 1) + ":\n  golden: " + (line < e.length ? e[line] : "<end>")
                + "\n  actual: " + (line < a.length ? a[line] : "<end>")
                + "\nIf the change is intended, rerun with -Dlockstep.golden.update=true and review the diff.");
    }
}
