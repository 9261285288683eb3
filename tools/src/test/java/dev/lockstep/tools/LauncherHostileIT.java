package dev.lockstep.tools;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNotEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;
import static org.junit.jupiter.api.Assumptions.assumeTrue;

import java.io.BufferedReader;
import java.io.IOException;
import java.io.InputStreamReader;
import java.io.OutputStream;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.concurrent.CompletableFuture;
import java.util.concurrent.TimeUnit;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * Issue 23 through the {@code tools/lockstep} launcher, as the defects were found: a full disk and a
 * closed pipe on standard output, an endless query, and a link planted where the demo writes.
 */
class LauncherHostileIT {
    private static final long TIMEOUT_SECONDS = 300;
    private static Path launcher;

    @TempDir
    Path dir;

    @BeforeAll
    static void findLauncher() {
        launcher = Path.of("lockstep").toAbsolutePath();
        assertTrue(Files.isExecutable(launcher), "launcher script at " + launcher);
    }

    private static Process start(ProcessBuilder pb) throws IOException {
        return pb.start();
    }

    private static ProcessBuilder command(String... args) {
        List<String> cmd = new java.util.ArrayList<>();
        cmd.add(launcher.toString());
        cmd.addAll(List.of(args));
        return new ProcessBuilder(cmd);
    }

    private static int finish(Process p) throws InterruptedException {
        if (!p.waitFor(TIMEOUT_SECONDS, TimeUnit.SECONDS)) {
            p.destroyForcibly();
            throw new AssertionError("launcher did not finish in " + TIMEOUT_SECONDS + " s");
        }
        return p.exitValue();
    }

    /** Defect 5: {@code eval > /dev/full} used to exit 0 with every answer lost. */
    @Test
    void issue23_evalToDevFull_exitsNonZero() throws Exception {
        Path full = Path.of("/dev/full");
        assumeTrue(Files.exists(full), "needs /dev/full (Linux)");
        Path input = Files.writeString(dir.resolve("in.txt"), "mul 1 2\n".repeat(1000));
        Process p = start(command("eval").redirectInput(input.toFile()).redirectOutput(full.toFile())
                .redirectError(dir.resolve("err.txt").toFile()));
        int code = finish(p);
        String err = Files.readString(dir.resolve("err.txt"));
        assertEquals(ExitCodes.BAD_INPUT, code, err);
        assertTrue(err.contains("cannot write standard output"), err);
    }

    /** Defect 5: {@code yes 'mul 1 2' | lockstep eval | head -1} used to run forever. */
    @Test
    void issue23_evalEndlessInput_readerGoesAway_stops() throws Exception {
        Process p = start(command("eval").redirectError(dir.resolve("err.txt").toFile()));
        CompletableFuture<Void> feeder = CompletableFuture.runAsync(() -> {
            byte[] lines = "mul 1 2\n".repeat(4096).getBytes(StandardCharsets.US_ASCII);
            try (OutputStream in = p.getOutputStream()) {
                while (true) {
                    in.write(lines);
                }
            } catch (IOException expected) {
                // the process stopped reading: what 'yes' sees as SIGPIPE
            }
        });
        try (BufferedReader out = new BufferedReader(new InputStreamReader(p.getInputStream(), StandardCharsets.UTF_8))) {
            assertEquals("0", out.readLine());          // raw 1 x raw 2 = 2^-63, rounds to 0
        }
        int code = finish(p);
        feeder.get(60, TimeUnit.SECONDS);
        assertNotEquals(ExitCodes.OK, code);
    }

    /** Defect 7: {@code render --query /dev/zero} read 12 s of one line, then ran out of memory. */
    @Test
    void issue23_renderQueryDevZero_refusedAtLimit() throws Exception {
        Path zero = Path.of("/dev/zero");
        assumeTrue(Files.exists(zero), "needs /dev/zero");
        Process p = start(command("render", "--query", zero.toString(), "--svg", dir.resolve("x.svg").toString())
                .redirectError(dir.resolve("err.txt").toFile()).redirectOutput(ProcessBuilder.Redirect.DISCARD));
        int code = finish(p);
        String err = Files.readString(dir.resolve("err.txt"));
        assertEquals(ExitCodes.BAD_INPUT, code, err);
        assertTrue(err.contains("is larger than"), err);
    }

    /** Defect 2: a link planted at the old fixed demo path is neither followed nor written through. */
    @Test
    void issue23_demoIgnoresPlantedLink() throws Exception {
        Path tmp = Files.createDirectory(dir.resolve("tmp"));
        Path precious = Files.writeString(dir.resolve("precious.txt"), "keep me");
        Files.createSymbolicLink(tmp.resolve("lockstep-demo.replay"), precious);
        ProcessBuilder pb = command("demo", "--ticks", "200").redirectError(dir.resolve("err.txt").toFile())
                .redirectOutput(dir.resolve("out.txt").toFile());
        pb.environment().put("LOCKSTEP_JAVA_OPTS", "-Djava.io.tmpdir=" + tmp);
        int code = finish(start(pb));
        String out = Files.readString(dir.resolve("out.txt"));
        assertEquals(ExitCodes.OK, code, out + Files.readString(dir.resolve("err.txt")));
        assertEquals("keep me", Files.readString(precious));
        assertTrue(out.contains("replay written to " + tmp.resolve("lockstep-demo-")), out);
    }
}
