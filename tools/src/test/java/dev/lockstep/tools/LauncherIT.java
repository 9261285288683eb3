package dev.lockstep.tools;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.CompletableFuture;
import java.util.concurrent.TimeUnit;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * Runs the {@code tools/lockstep} launcher script as a user would, as a separate process. Failsafe
 * runs this after the package phase, so {@code tools/target/lockstep.jar} is fresh and the launcher
 * does not rebuild (if it does decide to, the generous timeout still covers a Maven build).
 */
class LauncherIT {
    private static final long TIMEOUT_SECONDS = 300;
    private static Path launcher;

    @TempDir
    Path dir;

    record Outcome(int exitCode, String out, String err) {
    }

    @BeforeAll
    static void findLauncher() {
        launcher = Path.of("lockstep").toAbsolutePath();     // failsafe's working directory is tools/
        assertTrue(Files.isExecutable(launcher), "launcher script at " + launcher);
        assertTrue(Files.isRegularFile(Path.of("target/lockstep.jar")), "package phase built the jar");
    }

    @Test
    void demo_printsGoldenHash_exit0() throws Exception {
        Outcome o = run("", "demo", "--out", dir.resolve("demo.replay").toString());
        assertEquals(0, o.exitCode(), o.err());
        String golden = Files.readAllLines(Path.of("src/test/resources/golden/demo/demo-hash.txt")).stream()
                .filter(l -> !l.startsWith("#") && !l.isBlank()).findFirst().orElseThrow().trim();
        assertTrue(o.out().contains("final state hash: " + golden), o.out());
    }

    @Test
    void eval_readsStdin() throws Exception {
        Outcome o = run("mul 6442450944 8589934592\ndiv 1 0\n", "eval");
        assertEquals(0, o.exitCode(), o.err());
        assertEquals("12884901888", o.out().lines().findFirst().orElse(""));
        assertTrue(o.out().lines().skip(1).findFirst().orElse("").startsWith("error div("), o.out());
    }

    @Test
    void collide_malformedJson_answersErrorLine_exit0() throws Exception {
        Outcome o = run("{oops\n", "collide");
        assertEquals(0, o.exitCode(), o.err());
        assertTrue(o.out().startsWith("{\"error\":\"malformed JSON"), o.out());
    }

    @Test
    void unknownSubcommand_exit2() throws Exception {
        Outcome o = run("", "frobnicate");
        assertEquals(2, o.exitCode());
        assertTrue(o.err().contains("Unmatched argument"), o.err());
    }

    @Test
    void missingFile_exit2() throws Exception {
        Outcome o = run("", "render", "--query", dir.resolve("missing.json").toString(), "--svg",
                dir.resolve("x.svg").toString());
        assertEquals(2, o.exitCode());
        assertTrue(o.err().contains("query file not found"), o.err());
    }

    @Test
    void recordInspectVerify_exit0_corruptReplay_exit2() throws Exception {
        Path replay = dir.resolve("r.replay");
        Outcome rec = run("", "record", "world", "--ticks", "300", "--out", replay.toString());
        assertEquals(0, rec.exitCode(), rec.err());
        Outcome ok = run("", "inspect", replay.toString());
        assertEquals(0, ok.exitCode(), ok.err());
        assertTrue(ok.out().contains("ticks: 300 (complete)"), ok.out());
        Outcome verified = run("", "verify", "--sync-test", "2", replay.toString());
        assertEquals(0, verified.exitCode(), verified.out() + verified.err());
        assertTrue(verified.out().startsWith("verify: OK: 300 ticks"), verified.out());
        byte[] bytes = Files.readAllBytes(replay);
        bytes[bytes.length / 3] ^= 1;
        Path bad = Files.write(dir.resolve("bad.replay"), bytes);
        Outcome corrupt = run("", "inspect", bad.toString());
        assertEquals(2, corrupt.exitCode(), corrupt.out());
        assertTrue(corrupt.err().contains("corrupt replay"), corrupt.err());
    }

    @Test
    void verifyBatch_goodAndBitFlipped_exit1_reportInPathOrder() throws Exception {
        Path replays = Files.createDirectories(dir.resolve("replays"));
        Path good = replays.resolve("b-good.lsr");
        Outcome rec = run("", "record", "world", "--ticks", "120", "--out", good.toString());
        assertEquals(0, rec.exitCode(), rec.err());
        byte[] bytes = Files.readAllBytes(good);
        bytes[bytes.length / 2] ^= 4;
        Path bad = Files.write(replays.resolve("a-bad.lsr"), bytes);
        Path report = dir.resolve("verdicts.jsonl");
        Outcome o = run("", "verify-batch", "--jobs", "2", "--report", report.toString(), replays.toString());
        assertEquals(1, o.exitCode(), o.out() + o.err());
        assertTrue(o.out().contains("2 replays: 1 OK, 0 DESYNC, 1 CORRUPT"), o.out());
        List<String> lines = Files.readAllLines(report);
        assertEquals(2, lines.size(), lines.toString());
        assertTrue(lines.get(0).startsWith("{\"path\":\"" + bad + "\",\"verdict\":\"CORRUPT\""), lines.get(0));
        assertTrue(lines.get(1).startsWith("{\"path\":\"" + good + "\",\"verdict\":\"OK\""), lines.get(1));
        Outcome allGood = run("", "verify-batch", good.toString());
        assertEquals(0, allGood.exitCode(), allGood.out() + allGood.err());
    }

    @Test
    void unknownScenario_exit2() throws Exception {
        Outcome o = run("", "record", "nosuch", "--ticks", "3", "--out", dir.resolve("x.replay").toString());
        assertEquals(2, o.exitCode());
        assertTrue(o.err().contains("unknown scenario"), o.err());
    }

    @Test
    void help_exit0() throws Exception {
        Outcome o = run("", "--help");
        assertEquals(0, o.exitCode(), o.err());
        assertTrue(o.out().startsWith("Usage: lockstep"), o.out());
    }

    static Outcome run(String stdin, String... args) throws IOException, InterruptedException {
        List<String> command = new ArrayList<>();
        command.add(launcher.toString());
        command.addAll(List.of(args));
        Process p = new ProcessBuilder(command).start();
        CompletableFuture<String> out = CompletableFuture.supplyAsync(() -> read(p.getInputStream()));
        CompletableFuture<String> err = CompletableFuture.supplyAsync(() -> read(p.getErrorStream()));
        try (var in = p.getOutputStream()) {
            in.write(stdin.getBytes(StandardCharsets.UTF_8));
        }
        if (!p.waitFor(TIMEOUT_SECONDS, TimeUnit.SECONDS)) {
            p.destroyForcibly();
            throw new AssertionError("launcher did not finish in " + TIMEOUT_SECONDS + " s: " + command);
        }
        return new Outcome(p.exitValue(), out.join(), err.join());
    }

    private static String read(java.io.InputStream in) {
        try {
            return new String(in.readAllBytes(), StandardCharsets.UTF_8);
        } catch (IOException e) {
            throw new java.io.UncheckedIOException(e);
        }
    }
}
