package dev.lockstep.fixedpoint.bench;

import dev.lockstep.fixedpoint.Fixed;
import dev.lockstep.fixedpoint.Mat3;
import dev.lockstep.fixedpoint.MutableVec3;
import dev.lockstep.fixedpoint.Quat;
import dev.lockstep.fixedpoint.VecMath;
import dev.lockstep.fixedpoint.Vec3;
import java.util.concurrent.TimeUnit;
import org.openjdk.jmh.annotations.Benchmark;
import org.openjdk.jmh.annotations.BenchmarkMode;
import org.openjdk.jmh.annotations.Mode;
import org.openjdk.jmh.annotations.OutputTimeUnit;
import org.openjdk.jmh.annotations.Scope;
import org.openjdk.jmh.annotations.Setup;
import org.openjdk.jmh.annotations.State;
import org.openjdk.jmh.infra.Blackhole;

/**
 * Vector and quaternion kernels in three forms: the immutable {@code Vec3}/{@code Quat} record
 * API, the raw kernels ({@code VecMath}, {@code Mat3.transformInto} into a reused
 * {@link MutableVec3}), and the same arithmetic in {@code double}. Run with {@code -prof gc}: the
 * raw kernels must show 0 B/op; the record forms show what escape analysis did or did not remove.
 */
@State(Scope.Thread)
@BenchmarkMode(Mode.AverageTime)
@OutputTimeUnit(TimeUnit.NANOSECONDS)
public class VectorBenchmark {
    private static final int MASK = 255;
    private final long[] v = new long[3 * (MASK + 1)];
    private final double[] dv = new double[3 * (MASK + 1)];
    private final Vec3[] vecs = new Vec3[MASK + 1];
    private final Quat[] quats = new Quat[MASK + 1];
    private final Mat3[] mats = new Mat3[MASK + 1];
    private final double[] dq = new double[4 * (MASK + 1)];
    /** Reused output of the raw kernels: the workspace pattern. */
    private final MutableVec3 out = new MutableVec3();
    private int i;

    @Setup
    public void setup() {
        java.util.SplittableRandom rnd = new java.util.SplittableRandom(7);
        for (int k = 0; k <= MASK; k++) {
            for (int c = 0; c < 3; c++) {
                v[3 * k + c] = rnd.nextLong(-(1000L << 32), 1000L << 32);
                dv[3 * k + c] = Fixed.toDoubleForDisplay(v[3 * k + c]);
            }
            vecs[k] = new Vec3(v[3 * k], v[3 * k + 1], v[3 * k + 2]);
            quats[k] = new Quat(rnd.nextLong(1L << 32), rnd.nextLong(1L << 32), rnd.nextLong(1L << 32), rnd.nextLong(1L << 32))
                    .normalize();
            mats[k] = Mat3.fromQuat(quats[k]);
            dq[4 * k] = Fixed.toDoubleForDisplay(quats[k].w());
            dq[4 * k + 1] = Fixed.toDoubleForDisplay(quats[k].x());
            dq[4 * k + 2] = Fixed.toDoubleForDisplay(quats[k].y());
            dq[4 * k + 3] = Fixed.toDoubleForDisplay(quats[k].z());
        }
    }

    private int next() {
        return i = (i + 1) & MASK;
    }

    @Benchmark
    public long dot3Fixed() {
        int k = next();
        int j = (k + 1) & MASK;
        return Fixed.dot3(v[3 * k], v[3 * k + 1], v[3 * k + 2], v[3 * j], v[3 * j + 1], v[3 * j + 2]);
    }

    @Benchmark
    public double dot3Double() {
        int k = next();
        int j = (k + 1) & MASK;
        return dv[3 * k] * dv[3 * j] + dv[3 * k + 1] * dv[3 * j + 1] + dv[3 * k + 2] * dv[3 * j + 2];
    }

    @Benchmark
    public Vec3 normalizeRecord() {
        return vecs[next()].normalize();
    }

    @Benchmark
    public MutableVec3 normalizeRawKernel() {
        int k = next();
        VecMath.normalizeInto(v[3 * k], v[3 * k + 1], v[3 * k + 2], out);
        return out;
    }

    @Benchmark
    public void normalizeDouble(Blackhole bh) {
        int k = next();
        double x = dv[3 * k];
        double y = dv[3 * k + 1];
        double z = dv[3 * k + 2];
        double inv = 1.0 / Math.sqrt(x * x + y * y + z * z);
        bh.consume(x * inv);
        bh.consume(y * inv);
        bh.consume(z * inv);
    }

    /** Quat.rotate builds the matrix from the quaternion each call (record API). */
    @Benchmark
    public Vec3 rotateQuatRecord() {
        int k = next();
        return quats[k].rotate(vecs[(k + 3) & MASK]);
    }

    /** The raw kernel with a cached matrix, as a Transform uses it. */
    @Benchmark
    public MutableVec3 rotateMat3RawKernel() {
        int k = next();
        int j = (k + 3) & MASK;
        mats[k].transformInto(v[3 * j], v[3 * j + 1], v[3 * j + 2], out);
        return out;
    }

    /** The double equivalent of Quat.rotate: v + 2w (u x v) + 2 u x (u x v). */
    @Benchmark
    public void rotateQuatDouble(Blackhole bh) {
        int k = next();
        int j = (k + 3) & MASK;
        double w = dq[4 * k];
        double qx = dq[4 * k + 1];
        double qy = dq[4 * k + 2];
        double qz = dq[4 * k + 3];
        double x = dv[3 * j];
        double y = dv[3 * j + 1];
        double z = dv[3 * j + 2];
        double tx = 2 * (qy * z - qz * y);
        double ty = 2 * (qz * x - qx * z);
        double tz = 2 * (qx * y - qy * x);
        bh.consume(x + w * tx + (qy * tz - qz * ty));
        bh.consume(y + w * ty + (qz * tx - qx * tz));
        bh.consume(z + w * tz + (qx * ty - qy * tx));
    }

    /** Value API: a small expression of records (a - b) x c, then its length. */
    @Benchmark
    public long expressionRecord() {
        int k = next();
        Vec3 a = vecs[k];
        Vec3 b = vecs[(k + 1) & MASK];
        Vec3 c = vecs[(k + 2) & MASK];
        return a.sub(b).cross(c).length();
    }

    /** The same expression on scalarised longs with the raw kernels. */
    @Benchmark
    public long expressionRawKernel() {
        int k = next();
        int j = (k + 1) & MASK;
        int l = (k + 2) & MASK;
        long dx = Fixed.sub(v[3 * k], v[3 * j]);
        long dy = Fixed.sub(v[3 * k + 1], v[3 * j + 1]);
        long dz = Fixed.sub(v[3 * k + 2], v[3 * j + 2]);
        VecMath.crossInto(dx, dy, dz, v[3 * l], v[3 * l + 1], v[3 * l + 2], out);
        return Fixed.length3(out.x, out.y, out.z);
    }
}
