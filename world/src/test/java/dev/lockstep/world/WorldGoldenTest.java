package dev.lockstep.world;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;

import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import org.junit.jupiter.api.Test;

/**
 * The golden scenes' sleep ticks and hashes, in process (C2). Regenerate on purpose with
 * {@code mvn verify -Dlockstep.golden.update=true} and review the change in the commit: any change
 * to a shared primitive's rounding moves them (research brief pitfall 5).
 */
class WorldGoldenTest {
    @Test
    void goldenScenesSleepAtTheCommittedTickWithTheCommittedHash() throws IOException {
        List<String> actual = WorldGoldensMain.lines();
        Path file = Path.of(WorldGoldensMain.FILE);
        if (Boolean.getBoolean("lockstep.golden.update")) {
            Files.createDirectories(file.getParent());
            Files.write(file, actual, StandardCharsets.UTF_8);
        }
        for (String line : actual) {
            assertFalse(line.contains("sleeps-at -1"), () -> "a golden scene never fell asleep (a limit cycle?): " + line);
        }
        assertEquals(Files.readAllLines(file, StandardCharsets.UTF_8), actual);
    }
}
