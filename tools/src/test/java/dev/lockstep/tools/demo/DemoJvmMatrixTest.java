package dev.lockstep.tools.demo;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.lockstep.tools.CliRun;
import dev.lockstep.tools.Main;
import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.TimeUnit;
import org.junit.jupiter.api.Assumptions;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * Issue 7: "Same hash on every run and every JVM". The demo runs in forked JVMs, C1 only and the
 * Temurin 25 JDK (skipped when absent) at the full golden length, and the interpreter at a shorter
 * length compared with an in-process run of the same length.
 */
class DemoJvmMatrixTest {
    static final Path TEMURIN_25 = Path.of("/usr/lib/jvm/temurin-25-jdk-amd64/bin/java");

    @TempDir
    Path dir;

    @Test
    void c1Only_printsGoldenHash() throws Exception {
        assertEquals(DemoGoldenTest.golden(), forkedHash(javaHere(), List.of("-XX:TieredStopAtLevel=1"), List.of()));
    }

    @Test
    void temurin25_printsGoldenHash() throws Exception {
        Assumptions.assumeTrue(Files.isExecutable(TEMURIN_25), "Temurin 25 not installed at " + TEMURIN_25);
        assertEquals(DemoGoldenTest.golden(), forkedHash(TEMURIN_25.toString(), List.of(), List.of()));
    }

    @Test
    void interpreter_matchesInProcess_shortRun() throws Exception {
        String inProcess = DemoGoldenTest.hashLine(CliRun.run("", "demo", "--ticks", "150", "--out",
                dir.resolve("i.replay").toString()).out());
        assertEquals(inProcess, forkedHash(javaHere(), List.of("-Xint"), List.of("--ticks", "150")));
    }

    private static String javaHere() {
        return Path.of(System.getProperty("java.home"), "bin", "java").toString();
    }

    private String forkedHash(String java, List<String> jvmOptions, List<String> demoArgs) throws IOException, InterruptedException {
        List<String> cmd = new ArrayList<>();
        cmd.add(java);
        cmd.addAll(jvmOptions);
        cmd.addAll(List.of("-cp", System.getProperty("java.class.path"), Main.class.getName(), "demo", "--out",
                dir.resolve("f.replay").toString()));
        cmd.addAll(demoArgs);
        Process p = new ProcessBuilder(cmd).redirectErrorStream(true).start();
        p.getOutputStream().close();
        String out = new String(p.getInputStream().readAllBytes(), StandardCharsets.UTF_8);
        assertTrue(p.waitFor(240, TimeUnit.SECONDS), "forked demo finished");
        assertEquals(0, p.exitValue(), out);
        return DemoGoldenTest.hashLine(out);
    }
}
