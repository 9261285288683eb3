package dev.lockstep.replay;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertNotNull;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.lockstep.replay.testing.ArenaScenes;
import dev.lockstep.replay.testing.Golden;
import dev.lockstep.replay.testing.GoldenCorpus;
import dev.lockstep.replay.testing.GoldenScene;
import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.Paths;
import java.util.List;
import java.util.stream.Collectors;
import java.util.stream.Stream;
import org.junit.jupiter.api.Test;

/**
 * Golden corpus of the replay module: pinned checkpoint hashes of every scene, and the committed replay
 * files of every released format version, which must keep reading and verifying.
 */
class ReplayGoldenTest {
    private static final ArenaScenes CORPUS = new ArenaScenes();

    @Test
    void corpusCheckpoints_matchGolden() {
        List<String> lines = GoldenCorpus.checkpoints(CORPUS, Long.MAX_VALUE);
        Golden.assertText(GoldenCorpus.corpusResource(CORPUS.area()), GoldenCorpus.corpusText(CORPUS, lines));
    }

    @Test
    void everyScene_passesTheSyncTestOnItsPrefix() {
        for (GoldenScene s : CORPUS.scenes()) {
            DesyncReport d = GoldenCorpus.syncTest(s, s.prefixTicks(), 4);
            assertTrue(d == null, () -> s.name() + ": " + d.describe());
        }
    }

    @Test
    void currentFormatReplays_areReproducedByteForByteAndVerify() {
        for (GoldenScene s : CORPUS.replayScenes()) {
            String resource = GoldenCorpus.replayResource(CORPUS.area(), s);
            byte[] recorded = GoldenCorpus.record(s);
            byte[] golden = Golden.read(resource);
            if (Golden.updating() && (golden == null || !java.util.Arrays.equals(golden, recorded))) {
                Golden.write(resource, recorded);
                golden = recorded;
            }
            assertNotNull(golden, "missing golden " + resource + " (regenerate with -Dlockstep.golden.update=true)");
            assertArrayEquals(golden, recorded, "recording scene " + s.name() + " no longer reproduces " + resource);
            String v = GoldenCorpus.verifyReplay(golden, s, Long.MAX_VALUE);
            assertTrue(v.startsWith("verify " + s.name() + " OK: " + s.ticks() + " ticks"), v);
        }
    }

    @Test
    void everyCommittedFormatVersion_stillReadsAndVerifies() throws IOException {
        Path dir = Paths.get("src/test/resources/golden/replay");
        List<Path> files;
        try (Stream<Path> s = Files.list(dir)) {
            files = s.filter(p -> p.getFileName().toString().matches("format-\\d+\\.\\d+-.*\\.lsr")).sorted()
                    .collect(Collectors.toList());
        }
        assertFalse(files.isEmpty(), "no committed replay goldens in " + dir.toAbsolutePath());
        for (Path f : files) {
            String name = f.getFileName().toString();
            String scene = name.substring(name.indexOf('-', "format-".length()) + 1, name.length() - ".lsr".length());
            GoldenScene s = CORPUS.replayScenes().stream().filter(x -> x.name().equals(scene)).findFirst()
                    .orElseThrow(() -> new AssertionError("no scene '" + scene + "' for " + name));
            String v = GoldenCorpus.verifyReplay(Files.readAllBytes(f), s, Long.MAX_VALUE);
            assertTrue(v.startsWith("verify " + scene + " OK: "), name + ": " + v);
        }
    }
}
