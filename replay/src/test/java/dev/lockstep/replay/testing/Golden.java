package dev.lockstep.replay.testing;

import static org.junit.jupiter.api.Assertions.fail;

import java.io.IOException;
import java.io.InputStream;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.Paths;

/**
 * Golden-file access: read from the test classpath, compare, and regenerate into
 * {@code src/test/resources/golden/...} only when {@code -Dlockstep.golden.update=true}.
 */
public final class Golden {
    /** System property that allows regeneration. */
    public static final String UPDATE_PROPERTY = "lockstep.golden.update";

    private Golden() {
    }

    /** Returns true when regeneration was requested explicitly. */
    public static boolean updating() {
        return Boolean.parseBoolean(System.getProperty(UPDATE_PROPERTY, "false"));
    }

    /** Reads a golden resource (e.g. {@code golden/replay/x.txt}) or returns null when absent. */
    public static byte[] read(String resource) {
        try (InputStream in = Golden.class.getClassLoader().getResourceAsStream(resource)) {
            return in == null ? null : in.readAllBytes();
        } catch (IOException e) {
            throw new AssertionError("cannot read golden resource " + resource, e);
        }
    }

    /**
     * Compares {@code actual} with the golden text; on mismatch fails with both (or regenerates when
     * updating). {@code moduleDir} is the module root relative to the working directory of the test JVM.
     */
    public static void assertText(String resource, String actual) {
        byte[] golden = read(resource);
        String expected = golden == null ? null : new String(golden, StandardCharsets.UTF_8);
        if (actual.equals(expected)) {
            return;
        }
        if (updating()) {
            write(resource, actual.getBytes(StandardCharsets.UTF_8));
            return;
        }
        fail("golden " + resource + (expected == null ? " is missing" : " differs") + " (regenerate with -D"
                + UPDATE_PROPERTY + "=true and review the diff)\n--- expected\n" + expected + "\n--- actual\n" + actual);
    }

    /** Writes a golden resource into the source tree (only call when {@link #updating()}). */
    public static void write(String resource, byte[] bytes) {
        if (!updating()) {
            throw new IllegalStateException("golden files are regenerated only with -D" + UPDATE_PROPERTY + "=true");
        }
        try {
            Path p = Paths.get("src/test/resources").resolve(resource);
            Files.createDirectories(p.getParent());
            Files.write(p, bytes);
        } catch (IOException e) {
            throw new AssertionError("cannot write golden " + resource, e);
        }
    }
}
