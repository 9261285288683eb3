package dev.lockstep.fixedpoint.bench;

import dev.lockstep.fixedpoint.Fixed;
import dev.lockstep.fixedpoint.FixedTrig;
import java.util.concurrent.TimeUnit;
import org.openjdk.jmh.annotations.Benchmark;
import org.openjdk.jmh.annotations.BenchmarkMode;
import org.openjdk.jmh.annotations.Mode;
import org.openjdk.jmh.annotations.OutputTimeUnit;
import org.openjdk.jmh.annotations.Scope;
import org.openjdk.jmh.annotations.Setup;
import org.openjdk.jmh.annotations.State;

/**
 * Scalar Q31.32 operations next to the same operation in {@code double}. Each invocation reads
 * the next operand pair from a 1024-entry table (so nothing constant-folds and branch predictors
 * see varied data), and both columns pay the same indexing cost.
 */
@State(Scope.Thread)
@BenchmarkMode(Mode.AverageTime)
@OutputTimeUnit(TimeUnit.NANOSECONDS)
public class ScalarBenchmark {
    private static final int MASK = 1023;
    private final long[] a = new long[MASK + 1];
    private final long[] b = new long[MASK + 1];
    private final long[] angle = new long[MASK + 1];
    private final double[] da = new double[MASK + 1];
    private final double[] db = new double[MASK + 1];
    private final double[] dAngle = new double[MASK + 1];
    private int i;

    @Setup
    public void setup() {
        java.util.SplittableRandom rnd = new java.util.SplittableRandom(42);
        for (int k = 0; k <= MASK; k++) {
            a[k] = rnd.nextLong(-(1000L << 32), 1000L << 32);        // |value| < 1000: mul never overflows
            b[k] = rnd.nextLong(1L << 28, 1000L << 32) * (rnd.nextBoolean() ? 1 : -1);
            angle[k] = rnd.nextLong(-(100L << 32), 100L << 32);
            da[k] = Fixed.toDoubleForDisplay(a[k]);
            db[k] = Fixed.toDoubleForDisplay(b[k]);
            dAngle[k] = Fixed.toDoubleForDisplay(angle[k]);
        }
    }

    private int next() {
        return i = (i + 1) & MASK;
    }

    @Benchmark
    public long mulFixed() {
        int k = next();
        return Fixed.mul(a[k], b[k]);
    }

    @Benchmark
    public double mulDouble() {
        int k = next();
        return da[k] * db[k];
    }

    @Benchmark
    public long divFixed() {
        int k = next();
        return Fixed.div(a[k], b[k]);
    }

    @Benchmark
    public double divDouble() {
        int k = next();
        return da[k] / db[k];
    }

    @Benchmark
    public long sqrtFixed() {
        int k = next();
        return Fixed.sqrt(a[k] & Long.MAX_VALUE);
    }

    @Benchmark
    public double sqrtDouble() {
        int k = next();
        return Math.sqrt(Math.abs(da[k]));
    }

    @Benchmark
    public long sinFixed() {
        return FixedTrig.sin(angle[next()]);
    }

    @Benchmark
    public double sinDouble() {
        return Math.sin(dAngle[next()]);
    }

    @Benchmark
    public long cosFixed() {
        return FixedTrig.cos(angle[next()]);
    }

    @Benchmark
    public double cosDouble() {
        return Math.cos(dAngle[next()]);
    }

    @Benchmark
    public long atan2Fixed() {
        int k = next();
        return FixedTrig.atan2(a[k], b[k]);
    }

    @Benchmark
    public double atan2Double() {
        int k = next();
        return Math.atan2(da[k], db[k]);
    }
}
