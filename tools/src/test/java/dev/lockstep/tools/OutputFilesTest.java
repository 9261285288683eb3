package dev.lockstep.tools;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNotEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.nio.file.Files;
import java.nio.file.Path;
import java.util.concurrent.CompletableFuture;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * Issue 23, defects 2, 11, 12 and the smaller list: outputs are private to their run, '-' is never a
 * file name, a picture never overwrites its own query, and bounded options say their bound.
 */
class OutputFilesTest {
    @TempDir
    Path dir;

    private static String replayPath(CliRun r) {
        return r.out().lines().filter(l -> l.startsWith("replay written to ")).findFirst().orElseThrow()
                .substring("replay written to ".length()).replaceAll(" \\(\\d+ bytes\\)$", "");
    }

    /** Defect 2: two demos at once both verify (they used to share one fixed temp file: a false desync). */
    @Test
    void issue23_twoDemosAtOnce_bothVerify_ownFiles() throws Exception {
        CompletableFuture<CliRun> a = CompletableFuture.supplyAsync(() -> CliRun.run("", "demo", "--ticks", "400"));
        CompletableFuture<CliRun> b = CompletableFuture.supplyAsync(() -> CliRun.run("", "demo", "--ticks", "400"));
        CliRun ra = a.get();
        CliRun rb = b.get();
        assertEquals(ExitCodes.OK, ra.exitCode(), ra.out() + ra.err());
        assertEquals(ExitCodes.OK, rb.exitCode(), rb.out() + rb.err());
        String fa = replayPath(ra);
        String fb = replayPath(rb);
        assertNotEquals(fa, fb);
        assertTrue(Path.of(fa).getFileName().toString().matches("lockstep-demo-.*\\.replay"), fa);
        Files.deleteIfExists(Path.of(fa));
        Files.deleteIfExists(Path.of(fb));
    }

    @Test
    void issue23_outDash_isRefused_noFileNamedDash() {
        CliRun record = CliRun.run("", "record", "world", "--ticks", "3", "--out", "-");
        assertEquals(ExitCodes.BAD_INPUT, record.exitCode(), record.err());
        assertTrue(record.err().contains("a replay cannot be written to standard output"), record.err());
        CliRun demo = CliRun.run("", "demo", "--ticks", "3", "--out", "-");
        assertEquals(ExitCodes.BAD_INPUT, demo.exitCode(), demo.err());
        assertTrue(Files.notExists(Path.of("-")));
    }

    @Test
    void issue23_svgDash_writesStandardOutput() {
        CliRun r = CliRun.run("", "render", "--scenario", "world", "--tick", "2", "--svg", "-");
        assertEquals(ExitCodes.OK, r.exitCode(), r.err());
        assertTrue(r.out().startsWith("<?xml") || r.out().startsWith("<svg"), r.out());
        assertTrue(Files.notExists(Path.of("-")));
    }

    @Test
    void issue23_svgOverItsOwnQuery_refused() throws Exception {
        String query = "{\"a\":{\"type\":\"sphere\",\"radius\":\"1\"},\"b\":{\"type\":\"sphere\",\"radius\":\"1\","
                + "\"position\":[\"1.5\",\"0\",\"0\"]}}";
        Path file = Files.writeString(dir.resolve("q.json"), query);
        CliRun r = CliRun.run("", "render", "--query", file.toString(), "--svg", file.toString());
        assertEquals(ExitCodes.BAD_INPUT, r.exitCode(), r.err());
        assertTrue(r.err().contains("would overwrite the query file"), r.err());
        assertEquals(query, Files.readString(file));
    }

    /** Defect 11: an absurd tick is refused with its bound instead of running for hours without a word. */
    @Test
    void issue23_renderTickIntMax_refusedWithBound() {
        CliRun r = CliRun.run("", "render", "--scenario", "world", "--tick", "2147483647", "--svg", dir.resolve("x.svg").toString());
        assertEquals(ExitCodes.BAD_INPUT, r.exitCode(), r.err());
        assertTrue(r.err().contains("--tick must be 0..1048576, got 2147483647"), r.err());
    }

    @Test
    void renderScenario_showsProgress() {
        CliRun r = CliRun.run("", "render", "--scenario", "world", "--tick", "50", "--svg", dir.resolve("x.svg").toString());
        assertEquals(ExitCodes.OK, r.exitCode(), r.err());
        assertTrue(r.err().contains("render: 50/50 ticks (100%)"), r.err());
    }

    /** Defect 12: an OBJ without faces is not "clean". */
    @Test
    void issue23_meshCheck_emptyAndFaceless_exit2() throws Exception {
        Path empty = Files.writeString(dir.resolve("empty.obj"), "");
        CliRun e = CliRun.run("", "mesh-check", empty.toString());
        assertEquals(ExitCodes.BAD_INPUT, e.exitCode(), e.out() + e.err());
        Path faceless = Files.writeString(dir.resolve("v.obj"), "v 0 0 0\nv 1 0 0\nv 0 1 0\n");
        CliRun f = CliRun.run("", "mesh-check", faceless.toString());
        assertEquals(ExitCodes.BAD_INPUT, f.exitCode(), f.out() + f.err());
        assertTrue(f.err().contains("has no faces (3 vertices, 0 triangles)"), f.err());
    }
}
