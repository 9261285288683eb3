package dev.lockstep.collision.internal.narrow;

import dev.lockstep.collision.shape.ConvexHull;
import dev.lockstep.collision.shape.HullBuildException;
import dev.lockstep.collision.shape.HullBuilder;
import dev.lockstep.fixedpoint.Fixed;
import dev.lockstep.fixedpoint.Quat;
import dev.lockstep.fixedpoint.Transform;
import dev.lockstep.fixedpoint.Vec3;
import java.util.Random;

/**
 * Deterministic random hull pairs for the property tests and benchmarks: every scene is a pure
 * function of one {@code long} seed ({@link java.util.Random} is a specified LCG, identical on
 * every JVM).
 */
public final class HullScenes {
    private HullScenes() {
    }

    /** Returns a random hull of about {@code points} points within {@code radius} units (raw cloud in a ball-ish box). */
    public static ConvexHull randomHull(Random r, int points, long radius) {
        for (int attempt = 0; ; attempt++) {
            long[] xyz = new long[3 * points];
            int style = r.nextInt(4);
            for (int i = 0; i < 3 * points; i++) {
                if (style == 0) {
                    // small integer grid in quarters: many exactly coplanar faces and parallel edges
                    xyz[i] = (r.nextInt(9) - 4) * (radius / 4);
                } else {
                    xyz[i] = (r.nextLong() % radius);
                }
            }
            if (style == 3) {
                // sphere-like: push points out to the radius (integer-only scaling)
                for (int i = 0; i < points; i++) {
                    long x = xyz[3 * i];
                    long y = xyz[3 * i + 1];
                    long z = xyz[3 * i + 2];
                    long len = Fixed.length3(x, y, z);
                    if (len > 0) {
                        xyz[3 * i] = Fixed.mulDiv(x, radius, len);
                        xyz[3 * i + 1] = Fixed.mulDiv(y, radius, len);
                        xyz[3 * i + 2] = Fixed.mulDiv(z, radius, len);
                    }
                }
            }
            try {
                return HullBuilder.build(xyz);
            } catch (HullBuildException e) {
                if (attempt > 20) {
                    throw e;
                }
            }
        }
    }

    /** Returns a random unit rotation (random integer axis, random angle in [-pi, pi)). */
    public static Quat randomRotation(Random r) {
        Vec3 axis;
        do {
            axis = new Vec3(r.nextInt(201) - 100L << 24, r.nextInt(201) - 100L << 24, r.nextInt(201) - 100L << 24);
        } while (axis.isZero());
        long angle = r.nextLong() % Fixed.PI;
        return Quat.fromAxisAngle(axis, angle);
    }

    /** Returns a random transform with the translation within {@code reach} units per axis. */
    public static Transform randomTransform(Random r, long reach) {
        Quat q = r.nextInt(5) == 0 ? Quat.IDENTITY : randomRotation(r);
        return Transform.of(q, new Vec3(r.nextLong() % reach, r.nextLong() % reach, r.nextLong() % reach));
    }

    /** Two posed hulls: a scene of one pair query. */
    public record Pair(ConvexHull a, Transform ta, ConvexHull b, Transform tb) {
    }

    /**
     * A pair of random hulls of 4 to 31 points (unit radius) whose centres are up to 2 units
     * apart per axis: overlapping, within a contact distance and apart, in about equal measure
     * ({@code HullHullProperties.issue4_speculative_everyPairWithinTheContactDistanceHasAPoint};
     * seed 44 is the scene of {@code HullHullContactTest.issue4_speculativeContactWithNothingClipped_keepsTheTrueGap}).
     */
    public static Pair nearbyPair(long seed) {
        Random r = new Random(seed);
        ConvexHull a = randomHull(r, 4 + r.nextInt(28), Fixed.ONE);
        ConvexHull b = randomHull(r, 4 + r.nextInt(28), Fixed.ONE);
        Transform ta = randomTransform(r, 2 * Fixed.ONE);
        Transform tb = Transform.of(randomRotation(r), ta.translation()
                .add(new Vec3(r.nextLong() % (2 * Fixed.ONE), r.nextLong() % (2 * Fixed.ONE), r.nextLong() % (2 * Fixed.ONE))));
        return new Pair(a, ta, b, tb);
    }
}
