package dev.lockstep.collision.bench;

import dev.lockstep.collision.shape.ConvexHull;
import dev.lockstep.collision.shape.HullBuilder;
import dev.lockstep.collision.shape.HullSupportAccess;
import dev.lockstep.fixedpoint.Fixed;
import dev.lockstep.fixedpoint.FixedTrig;
import dev.lockstep.fixedpoint.MutableVec3;
import java.util.Random;
import java.util.concurrent.TimeUnit;
import org.openjdk.jmh.annotations.Benchmark;
import org.openjdk.jmh.annotations.BenchmarkMode;
import org.openjdk.jmh.annotations.Mode;
import org.openjdk.jmh.annotations.OutputTimeUnit;
import org.openjdk.jmh.annotations.Param;
import org.openjdk.jmh.annotations.Scope;
import org.openjdk.jmh.annotations.Setup;
import org.openjdk.jmh.annotations.State;

/**
 * Hull building and support mapping on random clouds (fixed seed): points uniform in a ball of
 * radius 4 units, {@code points} per cloud, 16 clouds and 64 directions cycled so that branch
 * prediction cannot learn one answer. Build allocates by design (it runs once per shape); the
 * support queries must report 0 B/op.
 */
@State(Scope.Thread)
@BenchmarkMode(Mode.AverageTime)
@OutputTimeUnit(TimeUnit.NANOSECONDS)
public class HullBenchmark {
    @Param({"32", "256"})
    public int points;

    private long[][] clouds;
    private ConvexHull[] hulls;
    private long[] directions;
    private final MutableVec3 out = new MutableVec3();
    private int next;
    private long[] coherent;
    private int previous;

    @Setup
    public void setUp() {
        Random random = new Random(0x4855_4C4CL);
        clouds = new long[16][];
        hulls = new ConvexHull[16];
        for (int c = 0; c < 16; c++) {
            long[] xyz = new long[3 * points];
            for (int i = 0; i < points; ) {
                long x = random.nextLong() >> 29;  // within +-2^34 raw = +-4 units
                long y = random.nextLong() >> 29;
                long z = random.nextLong() >> 29;
                if (Math.multiplyHigh(x, x) + Math.multiplyHigh(y, y) + Math.multiplyHigh(z, z) <= (1L << 4)) {
                    xyz[3 * i] = x;
                    xyz[3 * i + 1] = y;
                    xyz[3 * i + 2] = z;
                    i++;
                }
            }
            clouds[c] = xyz;
            hulls[c] = HullBuilder.build(xyz);
        }
        coherent = new long[3 * 64];
        for (int i = 0; i < 64; i++) {
            long angle = i * (Fixed.ONE / 10);
            coherent[3 * i] = FixedTrig.cos(angle);
            coherent[3 * i + 1] = FixedTrig.sin(angle);
            coherent[3 * i + 2] = Fixed.ONE / 3;
        }
        directions = new long[3 * 64];
        for (int i = 0; i < directions.length; i++) {
            directions[i] = (random.nextLong() >> 31) + (i % 7 == 0 ? Fixed.ONE : 0);
        }
    }

    @Benchmark
    public ConvexHull build() {
        return HullBuilder.build(clouds[next++ & 15]);
    }

    @Benchmark
    public int support() {
        int i = next++;
        int d = 3 * (i & 63);
        return hulls[(i >>> 6) & 15].supportCore(directions[d], directions[d + 1], directions[d + 2], out);
    }

    /**
     * Coherent queries: the direction turns by about 0.1 rad per call round the z axis (with a
     * fixed tilt), and each climb starts from the previous answer, as GJK or a next frame would.
     */
    @Benchmark
    public int supportCoherentFromPrevious() {
        int i = next++;
        int d = 3 * (i & 63);
        ConvexHull hull = hulls[(i >>> 6) & 15];
        if ((i & 63) == 0) {
            previous = 0;
        }
        previous = hull.supportCoreFrom(previous, coherent[d], coherent[d + 1], coherent[d + 2], out);
        return previous;
    }

    @Benchmark
    public int supportScan() {
        int i = next++;
        int d = 3 * (i & 63);
        return HullSupportAccess.scan(hulls[(i >>> 6) & 15], directions[d], directions[d + 1], directions[d + 2]);
    }

    @Benchmark
    public int supportClimb() {
        int i = next++;
        int d = 3 * (i & 63);
        return HullSupportAccess.climb(hulls[(i >>> 6) & 15], directions[d], directions[d + 1], directions[d + 2]);
    }
}
