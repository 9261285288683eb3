package dev.lockstep.tools.bench;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.lockstep.tools.CliRun;
import dev.lockstep.tools.ExitCodes;
import java.util.List;
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
                + "org.openjdk.jmh.Main -f 1 -wi 3 -w 1s -i 5 -r 1s -prof gc -rf csv -rff tools/target/jmh-result.csv Eval"),
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

    /** A CSV written by JMH 1.37 itself ({@code -prof gc -rf csv}; a cold smoke run, numbers meaningless). */
    @Test
    void table_fromRealJmhOutput() throws Exception {
        List<String> csv = java.nio.file.Files.readAllLines(java.nio.file.Path.of("src/test/resources/bench/jmh-1.37-prof-gc.csv"));
        assertEquals("| benchmark | score | B/op |\n|---|---:|---:|\n"
                + "| EvalBenchmark.dot3Line | 83489 ns/op | 731 |\n"
                + "| EvalBenchmark.mulLine | 1431 ns/op | 216 |\n", JmhTable.fromCsv(csv));
    }

    @Test
    void table_fromJmhCsv_withAllocationColumn() {
        List<String> csv = List.of(
                "\"Benchmark\",\"Mode\",\"Threads\",\"Samples\",\"Score\",\"Score Error (99.9%)\",\"Unit\",\"Param: n\"",
                "\"dev.lockstep.fixedpoint.bench.FixedBenchmark.mul\",\"avgt\",1,5,1.234567,0.01,\"ns/op\",8",
                "\"dev.lockstep.fixedpoint.bench.FixedBenchmark.mul:gc.alloc.rate\",\"avgt\",1,5,0.001,0.0,\"MB/sec\",8",
                "\"dev.lockstep.fixedpoint.bench.FixedBenchmark.mul:gc.alloc.rate.norm\",\"avgt\",1,5,0.000012,0.0,\"B/op\",8",
                "\"dev.lockstep.fixedpoint.bench.FixedBenchmark.sqrt\",\"avgt\",1,5,1234.5,NaN,\"ns/op\",8");
        assertEquals("| benchmark | score | B/op |\n|---|---:|---:|\n"
                + "| FixedBenchmark.mul n=8 | 1.23 ± 0.0100 ns/op | 1.20e-05 |\n"
                + "| FixedBenchmark.sqrt n=8 | 1235 ns/op |  |\n", JmhTable.fromCsv(csv));
    }

    /** Sample-time rows as JMH 1.37 writes them: the mean, and the 99th percentile as a row of its own. */
    @Test
    void table_sampleTime_keepsTheP99() {
        List<String> csv = List.of(
                "\"Benchmark\",\"Mode\",\"Threads\",\"Samples\",\"Score\",\"Score Error (99.9%)\",\"Unit\",\"Param: boxes\"",
                "\"dev.lockstep.world.bench.Rollback8Benchmark.rollbackTick\",\"sample\",1,337,14.3,3.3,\"ms/op\",10",
                "\"dev.lockstep.world.bench.Rollback8Benchmark.rollbackTick:gc.alloc.rate.norm\",\"sample\",1,5,23344,0.0,\"B/op\",10",
                "\"dev.lockstep.world.bench.Rollback8Benchmark.rollbackTick:p0.50\",\"sample\",1,1,9.9,NaN,\"ms/op\",10",
                "\"dev.lockstep.world.bench.Rollback8Benchmark.rollbackTick:p0.99\",\"sample\",1,1,86.093332,NaN,\"ms/op\",10",
                "\"dev.lockstep.world.bench.Rollback8Benchmark.rollbackTick:p0.999\",\"sample\",1,1,233.8,NaN,\"ms/op\",10");
        assertEquals("| benchmark | score | B/op |\n|---|---:|---:|\n"
                + "| Rollback8Benchmark.rollbackTick boxes=10 | 14.3 ± 3.30 ms/op | 23344 |\n"
                + "| Rollback8Benchmark.rollbackTick p99 boxes=10 | 86.1 ms/op |  |\n", JmhTable.fromCsv(csv));
    }

    @Test
    void worldIsABenchModule() {
        CliRun r = CliRun.run("", "bench", "world", "--dry-run");
        assertEquals(ExitCodes.OK, r.exitCode(), r.err());
        assertTrue(r.outLines()[0].contains("-pl world -am"), r.out());
        assertTrue(r.outLines()[1].endsWith("dev\\.lockstep\\.world\\.bench\\."), r.out());
    }
}
