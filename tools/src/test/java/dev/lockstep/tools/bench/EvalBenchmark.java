package dev.lockstep.tools.bench;

import dev.lockstep.tools.eval.FixedEvaluator;
import java.util.concurrent.TimeUnit;
import org.openjdk.jmh.annotations.Benchmark;
import org.openjdk.jmh.annotations.BenchmarkMode;
import org.openjdk.jmh.annotations.Mode;
import org.openjdk.jmh.annotations.OutputTimeUnit;
import org.openjdk.jmh.annotations.Scope;
import org.openjdk.jmh.annotations.State;

/** Cost of one {@code eval} line (parse, evaluate, format): bounds the tool's throughput. */
@State(Scope.Thread)
@BenchmarkMode(Mode.AverageTime)
@OutputTimeUnit(TimeUnit.NANOSECONDS)
public class EvalBenchmark {
    private final FixedEvaluator evaluator = new FixedEvaluator();

    @Benchmark
    public String mulLine() {
        return evaluator.evaluate("mul 6442450944 8589934592");
    }

    @Benchmark
    public String dot3Line() {
        return evaluator.evaluate("dot3 4294967296 8589934592 -4294967296 12884901888 4294967296 17179869184");
    }
}
