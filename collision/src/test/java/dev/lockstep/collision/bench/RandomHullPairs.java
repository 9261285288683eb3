package dev.lockstep.collision.bench;

import dev.lockstep.collision.narrow.HullScenes;
import dev.lockstep.collision.shape.ConvexHull;
import dev.lockstep.collision.shape.HullBuilder;
import dev.lockstep.fixedpoint.Fixed;
import dev.lockstep.fixedpoint.Transform;
import dev.lockstep.fixedpoint.Vec3;
import java.util.Random;

/**
 * The random hull pairs of issue 4's benchmark rows: a pool of 16 sphere-like hulls of {@code n}
 * points (on the unit sphere), and 256 pairs drawn from it, A turned at the origin, B turned with
 * its centre 1.2 to 2.2 units along x (and up to 1/4 unit along y): mostly overlapping, some
 * separated. One class so that {@link HullHullBenchmark} and {@link ReferenceEngineBenchmark}
 * measure the very same pairs.
 */
public final class RandomHullPairs {
    /** Pairs per scene; a power of two so benchmarks cycle with a mask. */
    public static final int SEQUENCE = 256;
    private static final long ONE = Fixed.ONE;

    public final ConvexHull[] pool;
    /** Index into {@link #pool} of pair i's hull A and hull B. */
    public final int[] poolA;
    public final int[] poolB;
    public final ConvexHull[] hullsA;
    public final ConvexHull[] hullsB;
    public final Transform[] posesA;
    public final Transform[] posesB;

    private RandomHullPairs(int vertices) {
        Random r = new Random(0xBE4C_0004L + vertices);
        pool = new ConvexHull[16];
        for (int i = 0; i < pool.length; i++) {
            pool[i] = sphereLike(r, vertices);
        }
        poolA = new int[SEQUENCE];
        poolB = new int[SEQUENCE];
        hullsA = new ConvexHull[SEQUENCE];
        hullsB = new ConvexHull[SEQUENCE];
        posesA = new Transform[SEQUENCE];
        posesB = new Transform[SEQUENCE];
        for (int i = 0; i < SEQUENCE; i++) {
            poolA[i] = r.nextInt(pool.length);
            poolB[i] = r.nextInt(pool.length);
            hullsA[i] = pool[poolA[i]];
            hullsB[i] = pool[poolB[i]];
            posesA[i] = Transform.of(HullScenes.randomRotation(r), Vec3.ZERO);
            // centres 1.2 to 2.2 units apart: mostly overlapping (radius 1 each), some separated
            long dist = ONE + ONE / 5 + (r.nextLong() & (ONE - 1));
            posesB[i] = Transform.of(HullScenes.randomRotation(r), new Vec3(dist, (r.nextLong() % ONE) / 4, 0));
        }
    }

    /** The pairs of {@code vertices}-point hulls (the seed depends on the count, as it always has). */
    public static RandomHullPairs of(int vertices) {
        return new RandomHullPairs(vertices);
    }

    /** A hull of {@code n} random directions scaled onto the unit sphere. */
    static ConvexHull sphereLike(Random r, int n) {
        long[] xyz = new long[3 * n];
        for (int i = 0; i < n; i++) {
            long x;
            long y;
            long z;
            long len;
            do {
                x = r.nextLong() % ONE;
                y = r.nextLong() % ONE;
                z = r.nextLong() % ONE;
                len = Fixed.length3(x, y, z);
            } while (len < ONE / 8);
            xyz[3 * i] = Fixed.mulDiv(x, ONE, len);
            xyz[3 * i + 1] = Fixed.mulDiv(y, ONE, len);
            xyz[3 * i + 2] = Fixed.mulDiv(z, ONE, len);
        }
        return HullBuilder.build(xyz);
    }
}
