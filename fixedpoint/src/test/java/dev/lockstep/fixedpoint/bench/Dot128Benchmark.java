package dev.lockstep.fixedpoint.bench;

import dev.lockstep.fixedpoint.Fixed;
import dev.lockstep.fixedpoint.wide.Dot128;
import dev.lockstep.fixedpoint.wide.Int128;
import java.util.Random;
import java.util.concurrent.TimeUnit;
import org.openjdk.jmh.annotations.Benchmark;
import org.openjdk.jmh.annotations.BenchmarkMode;
import org.openjdk.jmh.annotations.Mode;
import org.openjdk.jmh.annotations.OperationsPerInvocation;
import org.openjdk.jmh.annotations.OutputTimeUnit;
import org.openjdk.jmh.annotations.Scope;
import org.openjdk.jmh.annotations.Setup;
import org.openjdk.jmh.annotations.State;

/**
 * What one exact dot product costs, the floor under the hull SAT's support climbs, Gauss-map
 * signs and bounds (issue 4): per dot of a point (coordinates within 4 units) with a unit-scale
 * direction, over {@link #N} pairs per invocation. {@code exactDot}: both {@link Dot128} words;
 * {@code exactSign}: the sign only; {@code roundedDot3}: {@code Fixed.dot3} (exact sum, range
 * check, one rounding); {@code wrappingDot64}: the float-free 64-bit-only alternative, three
 * products of operands shifted right by 16 bits (not exact: a filter at best);
 * {@code minScanBranchy} / {@code minScanMasked}: a running minimum over exact sums with a
 * compare chain vs {@link Int128#lessMask}, the choice every support scan and climb makes.
 * CPU-time companion: {@link Dot128CpuTimeProbe}.
 */
@State(Scope.Thread)
@BenchmarkMode(Mode.AverageTime)
@OutputTimeUnit(TimeUnit.NANOSECONDS)
public class Dot128Benchmark {
    /** Pairs per invocation. */
    static final int N = 256;

    long[] p = new long[3 * N];
    long[] d = new long[3 * N];
    long[] ps = new long[3 * N];
    long[] ds = new long[3 * N];

    @Setup
    public void setup() {
        Random r = new Random(0xD07_128L);
        for (int i = 0; i < 3 * N; i++) {
            p[i] = r.nextLong() % (4 * Fixed.ONE);
            d[i] = r.nextLong() % Fixed.ONE;
            ps[i] = p[i] >> 16;
            ds[i] = d[i] >> 16;
        }
    }

    @Benchmark
    @OperationsPerInvocation(N)
    public long exactDot() {
        long s = 0;
        for (int i = 0, k = 0; i < N; i++, k += 3) {
            s += Dot128.high(p[k], p[k + 1], p[k + 2], d[k], d[k + 1], d[k + 2])
                    ^ Dot128.low(p[k], p[k + 1], p[k + 2], d[k], d[k + 1], d[k + 2]);
        }
        return s;
    }

    @Benchmark
    @OperationsPerInvocation(N)
    public long exactSign() {
        long s = 0;
        for (int i = 0, k = 0; i < N; i++, k += 3) {
            s += Dot128.signum(p[k], p[k + 1], p[k + 2], d[k], d[k + 1], d[k + 2]);
        }
        return s;
    }

    @Benchmark
    @OperationsPerInvocation(N)
    public long roundedDot3() {
        long s = 0;
        for (int i = 0, k = 0; i < N; i++, k += 3) {
            s += Fixed.dot3(p[k], p[k + 1], p[k + 2], d[k], d[k + 1], d[k + 2]);
        }
        return s;
    }

    @Benchmark
    @OperationsPerInvocation(N)
    public long wrappingDot64() {
        long s = 0;
        for (int i = 0, k = 0; i < N; i++, k += 3) {
            s += ps[k] * ds[k] + ps[k + 1] * ds[k + 1] + ps[k + 2] * ds[k + 2];
        }
        return s;
    }

    @Benchmark
    @OperationsPerInvocation(N)
    public long minScanBranchy() {
        long dx = d[0];
        long dy = d[1];
        long dz = d[2];
        int best = 0;
        long bestHi = 0;
        long bestLo = 0;
        for (int i = 0, k = 0; i < N; i++, k += 3) {
            long hi = Dot128.high(p[k], p[k + 1], p[k + 2], dx, dy, dz);
            long lo = Dot128.low(p[k], p[k + 1], p[k + 2], dx, dy, dz);
            if (i == 0 || hi < bestHi || hi == bestHi && Long.compareUnsigned(lo, bestLo) < 0) {
                best = i;
                bestHi = hi;
                bestLo = lo;
            }
            // a new direction every 8 sums: short scans like a climb's neighbours
            if ((i & 7) == 7) {
                dx = d[k];
                dy = d[k + 1];
                dz = d[k + 2];
                bestHi = Long.MAX_VALUE;
            }
        }
        return best + bestHi;
    }

    @Benchmark
    @OperationsPerInvocation(N)
    public long minScanMasked() {
        long dx = d[0];
        long dy = d[1];
        long dz = d[2];
        int best = 0;
        long bestHi = Long.MAX_VALUE;
        long bestLo = 0;
        for (int i = 0, k = 0; i < N; i++, k += 3) {
            long hi = Dot128.high(p[k], p[k + 1], p[k + 2], dx, dy, dz);
            long lo = Dot128.low(p[k], p[k + 1], p[k + 2], dx, dy, dz);
            long m = Int128.lessMask(hi, lo, bestHi, bestLo);
            best ^= (best ^ i) & (int) m;
            bestHi ^= (bestHi ^ hi) & m;
            bestLo ^= (bestLo ^ lo) & m;
            if ((i & 7) == 7) {
                dx = d[k];
                dy = d[k + 1];
                dz = d[k + 2];
                bestHi = Long.MAX_VALUE;
            }
        }
        return best + bestHi;
    }
}
