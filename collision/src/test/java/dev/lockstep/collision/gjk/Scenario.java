package dev.lockstep.collision.gjk;

import dev.lockstep.fixedpoint.Fixed;
import dev.lockstep.fixedpoint.Quat;
import dev.lockstep.fixedpoint.Transform;
import dev.lockstep.fixedpoint.Vec3;
import java.util.Random;
import org.quicktheories.core.Gen;
import org.quicktheories.generators.SourceDSL;

/**
 * A random GJK/EPA test pair built from one long seed (QuickTheories draws the seed; the pair is a
 * pure function of it, so a failure message with the seed reproduces the case). Edge cases are mixed
 * in: flat, collinear, single-point and duplicate-point clouds, tiny and large clouds, identity and
 * random rotations, near-touching offsets.
 */
public final class Scenario {
    public final long seed;
    public final PointCloud a;
    public final PointCloud b;
    public final Transform ta;
    public final Transform tb;

    private Scenario(long seed, PointCloud a, PointCloud b, Transform ta, Transform tb) {
        this.seed = seed;
        this.a = a;
        this.b = b;
        this.ta = ta;
        this.tb = tb;
    }

    /** Pairs of random clouds with 4 to {@code maxPoints} points (plus edge-case clouds). */
    public static Gen<Scenario> pairs(int maxPoints, boolean edgeCases) {
        return SourceDSL.longs().all().map(s -> of(s, maxPoints, edgeCases));
    }

    public static Scenario of(long seed, int maxPoints, boolean edgeCases) {
        Random rnd = new Random(seed);
        PointCloud a = cloud(rnd, maxPoints, edgeCases);
        PointCloud b = cloud(rnd, maxPoints, edgeCases);
        Transform ta = Transform.of(rotation(rnd), vec(rnd, 3 * Fixed.ONE));
        Vec3 pb = ta.translation().add(vec(rnd, 3 * Fixed.HALF));
        Transform tb = Transform.of(rotation(rnd), pb);
        return new Scenario(seed, a, b, ta, tb);
    }

    public Scenario swapped() {
        return new Scenario(seed, b, a, tb, ta);
    }

    public Scenario translated(long dx, long dy, long dz) {
        Vec3 d = new Vec3(dx, dy, dz);
        return new Scenario(seed, a, b, Transform.of(ta.rotation(), ta.translation().add(d)),
                Transform.of(tb.rotation(), tb.translation().add(d)));
    }

    private static PointCloud cloud(Random rnd, int maxPoints, boolean edgeCases) {
        int mode = edgeCases ? rnd.nextInt(10) : 0;
        int n = 4 + rnd.nextInt(maxPoints - 3);
        long range = 2 * Fixed.ONE;
        if (mode == 6) {
            range = Fixed.ONE >> 10;        // tiny cloud, about 0.001
        } else if (mode == 7) {
            range = 40 * Fixed.ONE;
        }
        long[] p = new long[3 * n];
        for (int i = 0; i < n; i++) {
            long x = coord(rnd, range);
            long y = coord(rnd, range);
            long z = coord(rnd, range);
            switch (mode) {
                case 1: z = 0; break;                                  // flat
                case 2: y = x; z = -x / 2; break;                      // collinear
                case 3: x = y = z = 0; break;                          // a single point
                case 4: if (i > 0 && rnd.nextBoolean()) {              // duplicates
                            int j = rnd.nextInt(i);
                            x = p[3 * j]; y = p[3 * j + 1]; z = p[3 * j + 2];
                        }
                        break;
                default: break;
            }
            p[3 * i] = x;
            p[3 * i + 1] = y;
            p[3 * i + 2] = z;
        }
        if (mode == 5) {
            return PointCloud.box(Math.abs(coord(rnd, range)) + 1, Math.abs(coord(rnd, range)) + 1, Math.abs(coord(rnd, range)) + 1);
        }
        return PointCloud.of(p);
    }

    private static long coord(Random rnd, long range) {
        // mostly full-resolution values, sometimes multiples of 1/16 so that exact coincidences occur
        long v = (long) (rnd.nextDouble() * 2 * range) - range;
        return rnd.nextInt(4) == 0 ? v & ~((Fixed.ONE >> 4) - 1) : v;
    }

    private static Vec3 vec(Random rnd, long range) {
        return new Vec3(coord(rnd, range), coord(rnd, range), coord(rnd, range));
    }

    private static Quat rotation(Random rnd) {
        if (rnd.nextInt(4) == 0) {
            return Quat.IDENTITY;
        }
        return new Quat(coord(rnd, Fixed.ONE), coord(rnd, Fixed.ONE), coord(rnd, Fixed.ONE), coord(rnd, Fixed.ONE) | 1).normalize();
    }

    @Override
    public String toString() {
        return "Scenario(seed=" + seed + ")";
    }
}
