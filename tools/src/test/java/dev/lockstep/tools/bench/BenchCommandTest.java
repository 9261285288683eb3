package dev.lockstep.tools.bench;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.lockstep.tools.CliRun;
import dev.lockstep.tools.ExitCodes;
import java.nio.file.Files;
import java.nio.file.Path;
import org.junit.jupiter.api.Test;

/** {@code lockstep bench}: the plan it runs and the table it prints (JMH itself is not run in unit tests). */
class BenchCommandTest {
    @Test
    void dryRun_printsTheBriefsRecipe() {
        CliRun r = CliRun.run("", "bench", "tools", "Eval", "--dry-run");
        assertEquals(ExitCodes.OK, r.exitCode(), r.err());
        String[] lines = r.outLines();
        assertEquals("mvn -B -q -pl tools -am test-compile dependency:build-classpath -Dmdep.outputFile=target/test.cp "
                + "-Dmdep.includeScope=test", lines[0]);
        assertTrue(lines[1].contains(" -cp tools/target/test-classes:tools/target/classes:$(cat tools/target/test.cp) "
                + "org.openjdk.jmh.Main -f 1 -wi 3 -w 1s -i 5 -r 1s -prof gc -rf json -rff tools/target/jmh-result.json Eval"),
                lines[1]);
    }

    @Test
    void quick_usesShortSettings_andDefaultRegexIsTheModulesBenchPackage() {
        CliRun r = CliRun.run("", "bench", "tools", "--quick", "--dry-run", "--offline");
        assertTrue(r.outLines()[0].startsWith("mvn -B -q -o -pl tools"), r.out());
        assertTrue(r.outLines()[1].contains("-f 1 -wi 1 -w 200ms -i 2 -r 200ms -prof gc"), r.out());
        assertTrue(r.outLines()[1].endsWith("dev\\.lockstep\\.tools\\.bench\\."), r.out());
    }

    @Test
    void unknownModule_isBadInput() {
        CliRun r = CliRun.run("", "bench", "physics", "--dry-run");
        assertEquals(ExitCodes.BAD_INPUT, r.exitCode());
        assertTrue(r.err().contains("unknown module \"physics\"") && r.err().contains("fixedpoint"), r.err());
    }

    /** A JSON result written by JMH 1.37 itself ({@code -prof gc -rf json}; a cold smoke run, numbers meaningless). */
    @Test
    void table_fromRealJmhOutput() throws Exception {
        String json = Files.readString(Path.of("src/test/resources/bench/jmh-1.37-prof-gc.json"));
        assertEquals("| benchmark | score | B/op |\n|---|---:|---:|\n"
                + "| EvalBenchmark.dot3Line | 23806 ns/op | 441 |\n"
                + "| EvalBenchmark.mulLine | 4767 ns/op | 216 |\n", JmhTable.fromJson(json));
    }

    @Test
    void table_withAllocationColumn_paramsAndNaNError() {
        String json = "[" + run("dev.lockstep.fixedpoint.bench.FixedBenchmark.mul", "avgt", "{\"n\":\"8\"}", "1.234567", "0.01", "ns/op",
                ",\"secondaryMetrics\":{\"gc.alloc.rate\":{\"score\":0.001},\"gc.alloc.rate.norm\":{\"score\":0.000012}}")
                + "," + run("dev.lockstep.fixedpoint.bench.FixedBenchmark.sqrt", "avgt", "{\"n\":\"8\"}", "1234.5", "\"NaN\"", "ns/op", "") + "]";
        assertEquals("| benchmark | score | B/op |\n|---|---:|---:|\n"
                + "| FixedBenchmark.mul n=8 | 1.23 ± 0.0100 ns/op | 1.20e-05 |\n"
                + "| FixedBenchmark.sqrt n=8 | 1235 ns/op |  |\n", JmhTable.fromJson(json));
    }

    /** A sample-time run: the mean, and the 99th percentile as a row of its own. */
    @Test
    void table_sampleTime_keepsTheP99() {
        String json = "[" + run("dev.lockstep.world.bench.Rollback8Benchmark.rollbackTick", "sample", "{\"boxes\":\"10\"}",
                "14.3", "3.3", "ms/op", ",\"secondaryMetrics\":{\"gc.alloc.rate.norm\":{\"score\":23344}}").replace(
                "\"scoreUnit\"", "\"scorePercentiles\":{\"50.0\":9.9,\"99.0\":86.093332,\"99.9\":233.8},\"scoreUnit\"") + "]";
        assertEquals("| benchmark | score | B/op |\n|---|---:|---:|\n"
                + "| Rollback8Benchmark.rollbackTick boxes=10 | 14.3 ± 3.30 ms/op | 23344 |\n"
                + "| Rollback8Benchmark.rollbackTick p99 boxes=10 | 86.1 ms/op |  |\n",
                JmhTable.fromJson(json));
    }

    @Test
    void table_rejectsWhatIsNotAJmhResult() {
        assertThrows(IllegalArgumentException.class, () -> JmhTable.fromJson("{\"benchmark\":1}"));
        assertThrows(IllegalArgumentException.class, () -> JmhTable.fromJson("[{\"benchmark\":\"a.B.c\"}]"));
        assertThrows(IllegalArgumentException.class, () -> JmhTable.fromJson("[{\"benchm"));
        assertEquals("(no results)\n", JmhTable.fromJson("[]"));
    }

    @Test
    void machineLabel_namesCpuModelCountAndJdk() {
        assertEquals("amd-epyc-2vcpu-jdk17", MachineLabel.of("AMD EPYC", 2, 17));
        assertEquals("amd-epyc-7b13-8vcpu-jdk25", MachineLabel.of("AMD EPYC 7B13 64-Core Processor", 8, 25));
        assertEquals("intel-xeon-2vcpu-jdk17", MachineLabel.of("Intel(R) Xeon(R) CPU @ 2.20GHz", 2, 17));
        assertEquals("aarch64-4vcpu-jdk21", MachineLabel.of("aarch64", 4, 21));
        assertEquals("unknown-cpu-1vcpu-jdk17", MachineLabel.of("(R)", 1, 17));
    }

    @Test
    void save_rejectsANameThatIsNotAPlainFileName() {
        CliRun r = CliRun.run("", "bench", "tools", "--save", "../escape", "--dry-run");
        assertEquals(ExitCodes.BAD_INPUT, r.exitCode(), r.err());
        assertTrue(r.err().contains("--save name \"../escape\""), r.err());
        assertEquals(ExitCodes.OK, CliRun.run("", "bench", "tools", "--save", "eval-smoke", "--dry-run").exitCode());
    }

    @Test
    void savedPage_carriesTheMachineTheTableAndTheCommand() {
        BenchPlan plan = new BenchPlan(Path.of("."), "world", "Pile1000Benchmark", true, false, false);
        String page = SavedRun.page("pile", "amd-epyc-2vcpu-jdk17", plan, "| t |\n",
                MachineLoad.sentence("0.52", "1.10"));
        assertTrue(page.startsWith("# pile\n\nMachine `amd-epyc-2vcpu-jdk17`, JDK "), page);
        assertTrue(page.contains("```sh\ntools/lockstep bench world 'Pile1000Benchmark' --quick\n```"), page);
        assertTrue(page.contains("[pile.json](pile.json)") && page.endsWith("| t |\n"), page);
        assertTrue(page.contains("\nLoad average (1 min): 0.52 at the start, 1.10 at the end.\n"), page);
        assertEquals(Path.of(".", "world", "docs", "bench-results", "amd-epyc-2vcpu-jdk17"),
                plan.savedResultsDir("amd-epyc-2vcpu-jdk17"));
    }

    @Test
    void forksAndParams_reachJmhAndTheReproducingCommand() {
        BenchPlan plan = new BenchPlan(Path.of("."), "collision", "BoxRound", false, true, false, 2,
                java.util.List.of("pose=capsuleDeep,capsuleLying"));
        assertEquals("-f 2 -wi 3 -w 1s -i 5 -r 1s -prof gc -p pose=capsuleDeep,capsuleLying", plan.jmhArgs());
        assertEquals("tools/lockstep bench collision 'BoxRound' --forks 2 --param pose=capsuleDeep,capsuleLying",
                plan.reproduceCommand());
        assertTrue(String.join(" ", plan.jmhCommand("CP")).contains(" -f 2 -wi 3 -w 1s -i 5 -r 1s -prof gc -p pose=capsuleDeep,capsuleLying -rf json "));
        CliRun bad = CliRun.run("", "bench", "collision", "--param", "pose=a b", "--dry-run");
        assertEquals(ExitCodes.BAD_INPUT, bad.exitCode(), bad.err());
        assertTrue(bad.err().contains("--param \"pose=a b\""), bad.err());
        assertEquals(ExitCodes.BAD_INPUT, CliRun.run("", "bench", "collision", "--forks", "0", "--dry-run").exitCode());
    }

    @Test
    void warmup_replacesTheWarmUpIterations_inJmhAndTheReproducingCommand() {
        BenchPlan plan = new BenchPlan(Path.of("."), "collision", "Mesh", false, true, false, 2, java.util.List.of(), 12);
        assertEquals("-f 2 -wi 12 -w 1s -i 5 -r 1s -prof gc", plan.jmhArgs());
        assertEquals("tools/lockstep bench collision 'Mesh' --forks 2 --warmup 12", plan.reproduceCommand());
        CliRun dry = CliRun.run("", "bench", "collision", "Mesh", "--warmup", "10", "--dry-run");
        assertEquals(ExitCodes.OK, dry.exitCode(), dry.err());
        assertTrue(dry.out().contains(" -wi 10 -w 1s "), dry.out());
        CliRun bad = CliRun.run("", "bench", "collision", "--warmup", "61", "--dry-run");
        assertEquals(ExitCodes.BAD_INPUT, bad.exitCode(), bad.err());
        assertTrue(bad.err().contains("--warmup 61"), bad.err());
    }

    @Test
    void machineLoad_readsTheFirstFieldOrSaysItIsNotAvailable(@org.junit.jupiter.api.io.TempDir Path dir) throws Exception {
        Path file = dir.resolve("loadavg");
        java.nio.file.Files.writeString(file, "1.93 1.85 1.79 3/412 12345\n");
        assertEquals("1.93", MachineLoad.oneMinute(file));
        java.nio.file.Files.writeString(file, "garbage\n");
        assertEquals(null, MachineLoad.oneMinute(file));
        assertEquals(null, MachineLoad.oneMinute(dir.resolve("absent")));
        assertEquals("Load average: not available on this system.", MachineLoad.sentence(null, "1.0"));
    }

    private static String run(String benchmark, String mode, String params, String score, String error, String unit,
            String more) {
        return "{\"benchmark\":\"" + benchmark + "\",\"mode\":\"" + mode + "\",\"params\":" + params
                + ",\"primaryMetric\":{\"score\":" + score + ",\"scoreError\":" + error + ",\"scoreUnit\":\"" + unit + "\"}" + more + "}";
    }

    @Test
    void worldIsABenchModule() {
        CliRun r = CliRun.run("", "bench", "world", "--dry-run");
        assertEquals(ExitCodes.OK, r.exitCode(), r.err());
        assertTrue(r.outLines()[0].contains("-pl world -am"), r.out());
        assertTrue(r.outLines()[1].endsWith("dev\\.lockstep\\.world\\.bench\\."), r.out());
    }

    @Test
    void probe_runsAMainClassOfTheBenchPackage_andItsPageKeepsTheOutputVerbatim() {
        CliRun r = CliRun.run("", "bench", "world", "--probe", "WorldCpuTimeProbe pile 10", "--dry-run", "--offline");
        assertEquals(ExitCodes.OK, r.exitCode(), r.err());
        assertTrue(r.outLines()[0].startsWith("mvn -B -q -o -pl world -am test-compile"), r.out());
        assertTrue(r.outLines()[1].endsWith(" -cp world/target/test-classes:world/target/classes:$(cat world/target/test.cp) "
                + "dev.lockstep.world.bench.WorldCpuTimeProbe pile 10"), r.out());
        ProbeRun run = ProbeRun.parse(Path.of("..").toAbsolutePath().normalize(), "world", " WorldCpuTimeProbe  rollback 50 --ticks 200 ");
        assertEquals("tools/lockstep bench world --probe 'WorldCpuTimeProbe rollback 50 --ticks 200'", run.reproduceCommand());
        String page = run.page("rollback-cpu", "amd-epyc-2vcpu-jdk17", "p99 9.1 ms\n", MachineLoad.sentence("0.4", "0.9"));
        assertTrue(page.startsWith("# rollback-cpu\n\nMachine `amd-epyc-2vcpu-jdk17`, JDK "), page);
        assertTrue(page.contains("```sh\ntools/lockstep bench world --probe 'WorldCpuTimeProbe rollback 50 --ticks 200'\n```"), page);
        assertTrue(page.endsWith("```text\np99 9.1 ms\n```\n"), page);
        assertTrue(page.contains("\nLoad average (1 min): 0.4 at the start, 0.9 at the end.\n"), page);
    }

    @Test
    void probe_rejectsAnUnknownClass_badArguments_andJmhOptions() {
        CliRun missing = CliRun.run("", "bench", "world", "--probe", "NoSuchProbe 3", "--dry-run");
        assertEquals(ExitCodes.BAD_INPUT, missing.exitCode(), missing.err());
        assertTrue(missing.err().contains("--probe class NoSuchProbe is not in dev.lockstep.world.bench"), missing.err());
        CliRun arg = CliRun.run("", "bench", "world", "--probe", "WorldCpuTimeProbe pile;rm", "--dry-run");
        assertEquals(ExitCodes.BAD_INPUT, arg.exitCode(), arg.err());
        assertTrue(arg.err().contains("--probe argument \"pile;rm\""), arg.err());
        CliRun lower = CliRun.run("", "bench", "world", "--probe", "java -version", "--dry-run");
        assertEquals(ExitCodes.BAD_INPUT, lower.exitCode(), lower.err());
        assertEquals(ExitCodes.BAD_INPUT, CliRun.run("", "bench", "world", "Pile", "--probe", "WorldCpuTimeProbe", "--dry-run").exitCode());
        assertEquals(ExitCodes.BAD_INPUT, CliRun.run("", "bench", "--probe", "WorldCpuTimeProbe", "--dry-run").exitCode());
        assertEquals(ExitCodes.BAD_INPUT, CliRun.run("", "bench", "world", "--quick", "--probe", "WorldCpuTimeProbe", "--dry-run").exitCode());
    }
}
