package dev.lockstep.replay;

import static org.junit.jupiter.api.Assertions.assertNotNull;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.lockstep.replay.testing.ArenaSimulation;
import dev.lockstep.replay.testing.CrashWriterMain;
import java.io.BufferedReader;
import java.io.InputStreamReader;
import java.nio.charset.StandardCharsets;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.SplittableRandom;
import java.util.concurrent.TimeUnit;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.Timeout;
import org.junit.jupiter.api.io.TempDir;

/**
 * Issue 6, "Crash safety": a child JVM recording a replay is killed (SIGKILL) at random moments; recovery
 * must return at least every tick the child reported durable (synced), and the recovered prefix must
 * re-verify. The timeout is a hang guard.
 */
@Timeout(value = 180, unit = TimeUnit.SECONDS)
class CrashSafetyTest {
    private static final int KILLS = 10;

    @Test
    void killedWriter_recoversEveryFlushedTick_andTheyReverify(@TempDir Path dir) throws Exception {
        SplittableRandom rnd = new SplittableRandom(0xC2A5L);
        for (int run = 0; run < KILLS; run++) {
            Path file = dir.resolve("crash-" + run + ".lsr");
            int every = 1 + rnd.nextInt(20);
            int linesBeforeKill = 1 + rnd.nextInt(40);
            List<String> cmd = new ArrayList<>(List.of(Path.of(System.getProperty("java.home"), "bin", "java").toString(),
                    "-cp", System.getProperty("java.class.path"), CrashWriterMain.class.getName(), file.toString(),
                    Integer.toString(every), "1000000"));
            Process p = new ProcessBuilder(cmd).redirectErrorStream(true).start();
            long durable = 0;
            try (BufferedReader out = new BufferedReader(new InputStreamReader(p.getInputStream(), StandardCharsets.UTF_8))) {
                String line;
                int seen = 0;
                while (seen < linesBeforeKill && (line = out.readLine()) != null) {
                    if (line.startsWith("durable ")) {
                        durable = Long.parseLong(line.substring(8));
                        seen++;
                    }
                }
                // Kill at a random moment after the last report we count (the child keeps writing).
                Thread.sleep(rnd.nextInt(30));
                p.destroyForcibly();
                p.waitFor();
            }
            assertTrue(durable > 0, "run " + run + ": child reported nothing durable");
            ReplayReader reader = ReplayReader.open(file, ReplayReader.Mode.RECOVER);
            VerificationResult v = ReplayVerifier.verify(reader, new ArenaSimulation(16, 77));
            reader.close();
            assertTrue(v.ok(), () -> v.describe());
            assertTrue(v.ticksVerified() >= durable, "run " + run + ": recovered " + v.ticksVerified()
                    + " ticks, child had reported " + durable + " durable");
            assertNotNull(v.recovery(), "a killed writer leaves no end record");
        }
    }
}
