package dev.lockstep.world;

import static org.junit.jupiter.api.Assertions.assertTrue;
import static org.quicktheories.QuickTheory.qt;

import dev.lockstep.collision.shape.ConvexHull;
import dev.lockstep.fixedpoint.Fixed;
import dev.lockstep.fixedpoint.Quat;
import dev.lockstep.fixedpoint.Vec3;
import java.util.ArrayList;
import java.util.List;
import java.util.Random;
import java.util.concurrent.atomic.AtomicInteger;
import org.junit.jupiter.api.Test;
import org.quicktheories.generators.SourceDSL;

/**
 * Issue 18: "a property test steps random scenes inside the window ... and never throws", plus
 * the ground holds. Each sample is a seed; the scene drawn from it holds 3 to 6 dynamic bodies
 * (boxes, spheres, capsules and hulls of 0.2..5 m, density 0.5..1000, friction 0..1, restitution
 * 0..1), turned at random, 1..12 m above a static ground box 1 m thick, thrown at up to 20 m/s and
 * spun at up to 5 rad/s. Stepped {@link #TICKS} ticks, nothing may throw, and no body whose
 * centre is over the ground may have its centre below the ground's top by more than its extent
 * (it fell through). A coverage check makes sure the scenes do land (bodies touch the ground in
 * most samples) rather than pass by flying off.
 */
class RandomSceneProperties {
    static final long SEED = 0x5CE_2E18_0018L;
    static final int EXAMPLES = 40;
    /** Thousands of ticks (the "for thousands of ticks"): 3,000, 50 s of simulated time. */
    static final int TICKS = 3000;
    /** The ground: half extents 500 x 0.5 x 500, top face y = 0 (20 m/s for 10 s stays on it). */
    static final int GROUND_HALF = 500;

    @Test
    void randomScenes_neverThrow_andNothingFallsThroughTheGround() {
        AtomicInteger landed = new AtomicInteger();
        AtomicInteger samples = new AtomicInteger();
        AtomicInteger sleptScenes = new AtomicInteger();
        qt().withFixedSeed(SEED).withExamples(EXAMPLES)
                .forAll(SourceDSL.longs().all())
                .checkAssert(seed -> {
                    samples.incrementAndGet();
                    int[] outcome = run(seed);
                    if (outcome[0] > 0) {
                        landed.incrementAndGet();
                    }
                    if (outcome[1] > 0) {
                        sleptScenes.incrementAndGet();
                    }
                });
        System.out.println("RandomSceneProperties: " + samples + " scenes x " + TICKS + " ticks, " + landed
                + " touched the ground, " + sleptScenes + " fully asleep at the end");
        assertTrue(landed.get() * 10 >= samples.get() * 9, "only " + landed + " of " + samples + " scenes reached the ground");
    }

    /** Runs the scene of {@code seed}; returns {ground touched, all asleep at the end}. */
    static int[] run(long seed) {
        Random rnd = new Random(seed);
        World world = new World(new WorldDef());
        world.createBody(new BodyDef().position(new Vec3(0, Fixed.neg(Fixed.HALF), 0))
                .shape(ShapeDef.box(new Vec3(Fixed.fromInt(GROUND_HALF), Fixed.HALF, Fixed.fromInt(GROUND_HALF)))));
        int n = 3 + rnd.nextInt(4);
        List<BodyId> ids = new ArrayList<>();
        List<Long> extents = new ArrayList<>();
        for (int i = 0; i < n; i++) {
            ShapeDef shape = shape(rnd);
            long extent = extentOf(shape);
            shape.density(between(rnd, FixedDecimals.raw("0.5"), Fixed.fromInt(1000)))
                    .friction(between(rnd, 0, Fixed.ONE))
                    .restitution(between(rnd, 0, Fixed.ONE));
            Vec3 axis = new Vec3(between(rnd, -Fixed.ONE, Fixed.ONE), between(rnd, -Fixed.ONE, Fixed.ONE), Fixed.ONE);
            Quat rotation = Quat.fromAxisAngle(axis, between(rnd, 0, Fixed.TWO_PI));
            Vec3 position = new Vec3(between(rnd, Fixed.fromInt(-10), Fixed.fromInt(10)),
                    Fixed.add(extent, between(rnd, Fixed.ONE, Fixed.fromInt(12))), between(rnd, Fixed.fromInt(-10), Fixed.fromInt(10)));
            // speed up to 20 m/s: each component within 20 / sqrt(3) = 11.5
            long c = FixedDecimals.raw("11.5");
            Vec3 v = new Vec3(between(rnd, -c, c), between(rnd, -c, c), between(rnd, -c, c));
            long s = FixedDecimals.raw("2.88");
            Vec3 w = new Vec3(between(rnd, -s, s), between(rnd, -s, s), between(rnd, -s, s));
            ids.add(world.createBody(new BodyDef().type(BodyType.DYNAMIC).position(position).rotation(rotation)
                    .linearVelocity(v).angularVelocity(w).userData(i).shape(shape)));
            extents.add(extent);
        }
        int touched = 0;
        long edge = Fixed.fromInt(GROUND_HALF);
        for (int t = 0; t < TICKS; t++) {
            world.step();
            if (world.touchingContactCount() > 0) {
                touched = 1;
            }
            for (int i = 0; i < n; i++) {
                Vec3 p = world.centerOfMass(ids.get(i));
                long ext = extents.get(i);
                boolean overGround = Math.abs(p.x()) < Fixed.sub(edge, ext) && Math.abs(p.z()) < Fixed.sub(edge, ext);
                if (overGround && p.y() < Fixed.neg(ext)) {
                    throw new AssertionError("seed " + seed + ": body " + i + " fell through the ground at tick " + world.tick()
                            + ": centre " + p + ", extent " + Fixed.toString(ext));
                }
            }
        }
        return new int[] {touched, world.awakeBodyCount() == 0 ? 1 : 0};
    }

    private static ShapeDef shape(Random rnd) {
        long lo = FixedDecimals.raw("0.1");
        long hi = FixedDecimals.raw("2.5");
        switch (rnd.nextInt(4)) {
            case 0:
                return ShapeDef.box(new Vec3(between(rnd, lo, hi), between(rnd, lo, hi), between(rnd, lo, hi)));
            case 1:
                return ShapeDef.sphere(between(rnd, lo, hi));
            case 2: {
                long radius = between(rnd, lo, FixedDecimals.raw("1.25"));
                long halfHeight = between(rnd, lo, FixedDecimals.raw("1.25"));
                return ShapeDef.capsule(new Vec3(0, Fixed.neg(halfHeight), 0), new Vec3(0, halfHeight, 0), radius);
            }
            default: {
                // 8..16 points in a random box: a hull of random shape
                long hx = between(rnd, lo, hi);
                long hy = between(rnd, lo, hi);
                long hz = between(rnd, lo, hi);
                int count = 8 + rnd.nextInt(9);
                List<Vec3> points = new ArrayList<>();
                for (int k = 0; k < count; k++) {
                    points.add(new Vec3(between(rnd, Fixed.neg(hx), hx), between(rnd, Fixed.neg(hy), hy), between(rnd, Fixed.neg(hz), hz)));
                }
                // the box corners at +-half of each size keep the hull thick in every direction (inside the mass window)
                for (int k = 0; k < 8; k++) {
                    points.add(new Vec3((k & 1) == 0 ? -hx / 2 : hx / 2, (k & 2) == 0 ? -hy / 2 : hy / 2, (k & 4) == 0 ? -hz / 2 : hz / 2));
                }
                return ShapeDef.convex(ConvexHull.of(points));
            }
        }
    }

    /** An upper bound of the distance from the shape's origin to any of its points. */
    private static long extentOf(ShapeDef s) {
        var b = s.convex().localBounds();
        long x = Math.max(Math.abs(b.minX()), Math.abs(b.maxX()));
        long y = Math.max(Math.abs(b.minY()), Math.abs(b.maxY()));
        long z = Math.max(Math.abs(b.minZ()), Math.abs(b.maxZ()));
        return Fixed.length3(x, y, z);
    }

    /** A raw value uniform in {@code [lo, hi)}. */
    private static long between(Random rnd, long lo, long hi) {
        return Fixed.add(lo, Math.floorMod(rnd.nextLong(), Fixed.sub(hi, lo)));
    }
}
