package dev.lockstep.tools;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.stream.Collectors;
import java.util.stream.Stream;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/** Issue 23, defect 3: a file is replaced whole or not at all. */
class AtomicFileTest {
    @TempDir
    Path dir;

    private List<String> names() throws IOException {
        try (Stream<Path> s = Files.list(dir)) {
            return s.map(p -> p.getFileName().toString()).sorted().collect(Collectors.toList());
        }
    }

    @Test
    void success_replacesTheFile_leavesNoTemporary() throws IOException {
        Path target = Files.writeString(dir.resolve("out.txt"), "old");
        String r = AtomicFile.write(target, tmp -> {
            Files.writeString(tmp, "new");
            return "done";
        });
        assertEquals("done", r);
        assertEquals("new", Files.readString(target));
        assertEquals(List.of("out.txt"), names());
    }

    /** A run that fails half way (a full disk) leaves the old file and removes its partial file. */
    @Test
    void failureMidWrite_leavesOldFile() throws IOException {
        Path target = Files.writeString(dir.resolve("out.txt"), "old content");
        IOException e = assertThrows(IOException.class, () -> AtomicFile.write(target, tmp -> {
            Files.writeString(tmp, "half of the new");
            throw new IOException("No space left on device");
        }));
        assertEquals("No space left on device", e.getMessage());
        assertEquals("old content", Files.readString(target));
        assertEquals(List.of("out.txt"), names());
    }

    /** A link planted at the target is replaced as a name; the file it points to is never written. */
    @Test
    void plantedLink_targetOfLinkUntouched() throws IOException {
        Path precious = Files.writeString(dir.resolve("precious.txt"), "keep me");
        Path link = Files.createSymbolicLink(dir.resolve("out.txt"), precious);
        AtomicFile.write(link, tmp -> Files.write(tmp, "new".getBytes(StandardCharsets.UTF_8)));
        assertEquals("keep me", Files.readString(precious));
        assertFalse(Files.isSymbolicLink(link));
        assertArrayEquals("new".getBytes(StandardCharsets.UTF_8), Files.readAllBytes(link));
    }

    @Test
    void missingDirectory_failsWithoutCreatingAnything() {
        assertThrows(IOException.class, () -> AtomicFile.write(dir.resolve("no/such/out.txt"), tmp -> null));
        assertTrue(Files.notExists(dir.resolve("no")));
    }
}
