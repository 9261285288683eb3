package dev.lockstep.tools.replay;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.lockstep.tools.CliRun;
import dev.lockstep.tools.ExitCodes;
import dev.lockstep.tools.Main;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.Arrays;
import java.util.List;
import java.util.Random;
import java.util.concurrent.TimeUnit;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * Issue 23, defect 3 ("Proof", crash test): a {@code record} killed (SIGKILL) at random moments while
 * replacing an existing replay leaves either the old replay or the new complete one, and both verify.
 * Each run is a separate JVM ({@code java -cp <test class path> dev.lockstep.tools.Main record ...}).
 */
class RecordCrashTest {
    private static final long SEED = 0x23_2026L;
    private static final int RUNS = 8;
    private static final int TICKS = 4000;

    @TempDir
    Path dir;

    @Test
    void issue23_recordKilledAtRandomMoments_leavesOldOrNewCompleteReplay() throws Exception {
        Path replay = dir.resolve("r.replay");
        CliRun old = CliRun.run("", "record", "world", "--ticks", Integer.toString(TICKS), "--seed", "1", "--out", replay.toString());
        assertEquals(ExitCodes.OK, old.exitCode(), old.err());
        byte[] oldBytes = Files.readAllBytes(replay);
        Path fresh = dir.resolve("fresh.replay");
        CliRun reference = CliRun.run("", "record", "world", "--ticks", Integer.toString(TICKS), "--seed", "2", "--out", fresh.toString());
        assertEquals(ExitCodes.OK, reference.exitCode(), reference.err());
        byte[] newBytes = Files.readAllBytes(fresh);

        Random random = new Random(SEED);
        String java = Path.of(System.getProperty("java.home"), "bin", "java").toString();
        int sawOld = 0;
        int sawNew = 0;
        for (int run = 0; run < RUNS; run++) {
            Files.write(replay, oldBytes);
            List<String> cmd = List.of(java, "-cp", System.getProperty("java.class.path"), Main.class.getName(), "record",
                    "world", "--ticks", Integer.toString(TICKS), "--seed", "2", "--out", replay.toString());
            Process p = new ProcessBuilder(cmd).redirectErrorStream(true).redirectOutput(ProcessBuilder.Redirect.DISCARD).start();
            long delayMillis = random.nextInt(2500);
            boolean finished = p.waitFor(delayMillis, TimeUnit.MILLISECONDS);
            if (!finished) {
                p.destroyForcibly();
                p.waitFor(60, TimeUnit.SECONDS);
            }
            byte[] now = Files.readAllBytes(replay);
            boolean isOld = Arrays.equals(now, oldBytes);
            boolean isNew = Arrays.equals(now, newBytes);
            assertTrue(isOld || isNew, "run " + run + " killed after " + delayMillis + " ms left " + now.length
                    + " bytes that are neither the old nor the new replay");
            CliRun verified = CliRun.run("", "verify", replay.toString());
            assertEquals(ExitCodes.OK, verified.exitCode(), "run " + run + ": " + verified.out() + verified.err());
            if (isOld) {
                sawOld++;
            } else {
                sawNew++;
            }
        }
        // both outcomes should occur over the runs, or the kill times did not straddle the rename
        System.out.println("record crash test: " + sawOld + " runs left the old replay, " + sawNew + " the new one");
    }
}
