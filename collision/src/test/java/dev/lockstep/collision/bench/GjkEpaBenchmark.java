package dev.lockstep.collision.bench;

import dev.lockstep.collision.epa.EpaWorkspace;
import dev.lockstep.collision.epa.GjkEpa;
import dev.lockstep.collision.gjk.DistanceResult;
import dev.lockstep.collision.gjk.Gjk;
import dev.lockstep.collision.gjk.GjkWorkspace;
import dev.lockstep.collision.gjk.PointCloud;
import dev.lockstep.collision.shape.HullBuilder;
import dev.lockstep.collision.shape.SupportMap;
import dev.lockstep.fixedpoint.Fixed;
import dev.lockstep.fixedpoint.Quat;
import dev.lockstep.fixedpoint.Transform;
import dev.lockstep.fixedpoint.Vec3;
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
 * GJK distance and GJK+EPA penetration between random 32-point convex shapes (points on a unit
 * sphere, so all 32 are hull vertices), 64 pre-built pairs cycled per invocation: separated by a
 * gap of 0.05 to 0.5 for {@code gjkDistance}, centres 0.28 to 1.0 apart (always overlapping) for
 * {@code gjkEpaPenetration}. {@code shape=hull} uses quickhull {@code ConvexHull}s (hill-climbing
 * support at 32 vertices); {@code shape=cloud} the brute-force test {@code PointCloud} over the same
 * points. Workspaces live in the thread state, so steady state allocates nothing.
 */
@State(Scope.Thread)
@BenchmarkMode(Mode.AverageTime)
@OutputTimeUnit(TimeUnit.NANOSECONDS)
public class GjkEpaBenchmark {
    private static final int PAIRS = 64;

    @Param({"hull", "cloud"})
    public String shape;

    private final SupportMap[] shapesA = new SupportMap[PAIRS];
    private final SupportMap[] shapesB = new SupportMap[PAIRS];
    private final Transform[] ta = new Transform[PAIRS];
    private final Transform[] separatedB = new Transform[PAIRS];
    private final Transform[] overlappingB = new Transform[PAIRS];
    private final GjkWorkspace gjk = new GjkWorkspace();
    private final EpaWorkspace epa = new EpaWorkspace();
    private final DistanceResult result = new DistanceResult();
    private int next;

    @Setup
    public void setUp() {
        Random rnd = new Random(0x6A4BL);
        for (int i = 0; i < PAIRS; i++) {
            shapesA[i] = sphereShape(rnd, 32);
            shapesB[i] = sphereShape(rnd, 32);
            ta[i] = Transform.of(rotation(rnd), new Vec3(raw(rnd, 10), raw(rnd, 10), raw(rnd, 10)));
            Quat qb = rotation(rnd);
            // offset along a random direction: 2 + gap (radius-1 shapes) for separated; 0.28 to 1.0 for
            // overlapping, below twice the inradius of a 32-point sphere hull, so every pair overlaps
            double[] dir = unit(rnd);
            double gap = 0.05 + 0.45 * rnd.nextDouble();
            separatedB[i] = Transform.of(qb, offset(ta[i], dir, 2 + gap));
            overlappingB[i] = Transform.of(qb, offset(ta[i], dir, 0.2 + 1.6 * gap));
        }
    }

    @Benchmark
    public long gjkDistance() {
        int i = next++ & (PAIRS - 1);
        Gjk.distance(shapesA[i], ta[i], shapesB[i], separatedB[i], gjk, result);
        return result.distance();
    }

    @Benchmark
    public long gjkEpaPenetration() {
        int i = next++ & (PAIRS - 1);
        GjkEpa.signedDistance(shapesA[i], ta[i], shapesB[i], overlappingB[i], gjk, epa, result);
        return result.distance();
    }

    private static Vec3 offset(Transform t, double[] dir, double length) {
        Vec3 p = t.translation();
        return new Vec3(p.x() + (long) (dir[0] * length * Fixed.ONE), p.y() + (long) (dir[1] * length * Fixed.ONE),
                p.z() + (long) (dir[2] * length * Fixed.ONE));
    }

    private SupportMap sphereShape(Random rnd, int n) {
        long[] p = new long[3 * n];
        for (int i = 0; i < n; i++) {
            double[] u = unit(rnd);
            p[3 * i] = (long) (u[0] * Fixed.ONE);
            p[3 * i + 1] = (long) (u[1] * Fixed.ONE);
            p[3 * i + 2] = (long) (u[2] * Fixed.ONE);
        }
        return "hull".equals(shape) ? HullBuilder.build(p) : PointCloud.of(p);
    }

    private static double[] unit(Random rnd) {
        double x = rnd.nextGaussian();
        double y = rnd.nextGaussian();
        double z = rnd.nextGaussian();
        double l = Math.sqrt(x * x + y * y + z * z);
        return new double[] {x / l, y / l, z / l};
    }

    private static long raw(Random rnd, int range) {
        return (long) ((rnd.nextDouble() * 2 - 1) * range * Fixed.ONE);
    }

    private static Quat rotation(Random rnd) {
        double[] u = unit(rnd);
        return new Quat((long) (rnd.nextGaussian() * Fixed.ONE), (long) (u[0] * Fixed.ONE), (long) (u[1] * Fixed.ONE),
                (long) (u[2] * Fixed.ONE)).normalize();
    }
}
