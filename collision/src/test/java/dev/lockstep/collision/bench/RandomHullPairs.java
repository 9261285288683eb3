package dev.lockstep.collision.bench;

import dev.lockstep.collision.internal.narrow.HullHullContact;
import dev.lockstep.collision.internal.narrow.HullScenes;
import dev.lockstep.collision.manifold.ContactManifold;
import dev.lockstep.collision.narrow.HullHullWorkspace;
import dev.lockstep.collision.shape.ConvexHull;
import dev.lockstep.collision.shape.HullBuilder;
import dev.lockstep.fixedpoint.Fixed;
import dev.lockstep.fixedpoint.Transform;
import dev.lockstep.fixedpoint.Vec3;
import java.util.Random;

/**
 * The random hull pairs of issue 4's benchmark rows: a pool of 16 sphere-like hulls of {@code n}
 * points (on the unit sphere), and 256 pairs drawn from it, A turned at the origin, B turned with
 * its centre 1.2 to 2.2 units along x (and up to 1/4 unit along y): mostly overlapping (up to
 * 0.8 units deep), some separated. One class so that {@link HullHullBenchmark} and
 * {@link ReferenceEngineBenchmark} measure the very same pairs.
 *
 * <p>{@link #shallow} gives the same pairs in shallow contact, the case a simulation meets first
 * when two bodies come to rest on each other (deep overlaps are what it corrects, not what it
 * keeps): each B slid along the centre line to where it just touches A, then
 * {@link #SHALLOW_OVERLAP} closer (measured along x).
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

    /**
     * How far {@link #shallow}'s B is slid into A past first touch, along x: {@code 2^-8} units,
     * about the penetration a resting contact keeps (the collision README's slop).
     */
    public static final long SHALLOW_OVERLAP = ONE >> 8;
    /** The fewest points per hull for which {@link #shallow} is defined. */
    public static final int SHALLOW_MIN_VERTICES = 20;

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

    /** The same hulls and poses as {@code deep}, with B's poses replaced by {@code posesB}. */
    private RandomHullPairs(RandomHullPairs deep, Transform[] posesB) {
        pool = deep.pool;
        poolA = deep.poolA;
        poolB = deep.poolB;
        hullsA = deep.hullsA;
        hullsB = deep.hullsB;
        posesA = deep.posesA;
        this.posesB = posesB;
    }

    /** The pairs of {@code vertices}-point hulls (the seed depends on the count, as it always has). */
    public static RandomHullPairs of(int vertices) {
        return new RandomHullPairs(vertices);
    }

    /**
     * {@link #of}'s pairs in shallow contact: B keeps its rotation and is slid along the line from
     * A's centre through its own deep-scene centre ({@link #slid}) to {@code x = touch -
     * SHALLOW_OVERLAP}, where {@code touch} is the largest raw x at which
     * {@link HullHullContact#collide} (contact distance 0) still reports points, found by
     * bisection over {@code [0, 4]} units. Why that finds it: along a line, the poses at which two
     * convex hulls overlap form one interval, and at x = 0 the centres coincide (each hull holds
     * its centre), while at 4 units hulls within the unit sphere cannot meet. So every pair
     * overlaps by at most the slide, {@code SHALLOW_OVERLAP} along x times
     * {@code sqrt(1 + (y/x)^2) < 1.03} along the line ({@code |y| <= x / 4.8}).
     *
     * <p>From {@link #SHALLOW_MIN_VERTICES} points: with fewer, a hull of points on the sphere
     * often misses its centre (all of 8 random points lie in one hemisphere with probability
     * 29/128), and then the line may miss A. From 20 points that chance is below 1/2,000 a hull,
     * and a pair that missed would throw here, at set-up.
     *
     * @throws IllegalArgumentException if {@code vertices < SHALLOW_MIN_VERTICES}
     * @throws IllegalStateException if a pair does not overlap at x = 0 (a hull without its centre)
     */
    public static RandomHullPairs shallow(int vertices) {
        if (vertices < SHALLOW_MIN_VERTICES) {
            throw new IllegalArgumentException("RandomHullPairs.shallow: " + vertices + " points, at least "
                    + SHALLOW_MIN_VERTICES + " needed");
        }
        RandomHullPairs deep = of(vertices);
        HullHullWorkspace ws = new HullHullWorkspace();
        ContactManifold m = new ContactManifold();
        Transform[] shallowB = new Transform[SEQUENCE];
        for (int i = 0; i < SEQUENCE; i++) {
            long lo = 0;
            long hi = 4 * ONE;
            if (!touches(deep, i, lo, ws, m)) {
                throw new IllegalStateException("RandomHullPairs.shallow: pair " + i + " of " + vertices
                        + " points does not overlap with the centres together");
            }
            while (hi - lo > 1) {
                long mid = (lo + hi) >>> 1;
                if (touches(deep, i, mid, ws, m)) {
                    lo = mid;
                } else {
                    hi = mid;
                }
            }
            shallowB[i] = slid(deep.posesB[i], lo - SHALLOW_OVERLAP);
        }
        return new RandomHullPairs(deep, shallowB);
    }

    /**
     * Returns {@code deepB} moved along the line from the origin (A's centre) through its centre
     * to x (raw): {@code (x, x y / x_B, x z / x_B)}, rounded as {@link Fixed#mulDiv}
     * ({@code x_B >= 1.2} units in every pair).
     */
    static Transform slid(Transform deepB, long x) {
        Vec3 t = deepB.translation();
        return Transform.of(deepB.rotation(), new Vec3(x, Fixed.mulDiv(x, t.y(), t.x()), Fixed.mulDiv(x, t.z(), t.x())));
    }

    /** True when pair {@code i} of {@code deep} with B {@link #slid} to {@code x} (raw) gives contact points. */
    static boolean touches(RandomHullPairs deep, int i, long x, HullHullWorkspace ws, ContactManifold m) {
        return HullHullContact.collide(deep.hullsA[i], deep.posesA[i], deep.hullsB[i], slid(deep.posesB[i], x), 0, ws, null,
                m) > 0;
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
