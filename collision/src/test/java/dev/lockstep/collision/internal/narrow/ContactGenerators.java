package dev.lockstep.collision.internal.narrow;

import dev.lockstep.collision.shape.Capsule;
import dev.lockstep.collision.shape.Shape;
import dev.lockstep.collision.shape.Sphere;
import dev.lockstep.fixedpoint.Fixed;
import dev.lockstep.fixedpoint.Quat;
import dev.lockstep.fixedpoint.Transform;
import dev.lockstep.fixedpoint.Vec3;
import org.quicktheories.core.Gen;
import org.quicktheories.generators.Generate;

/**
 * QuickTheories generators for contact scenes. Coordinates mix a quarter-unit grid (which makes
 * the degenerate cases real: coincident centers, centers on segments, exactly parallel and
 * collinear segments, zero-length capsules) with arbitrary raw values in [-4, 4].
 */
final class ContactGenerators {
    static final long ONE = Fixed.ONE;

    private ContactGenerators() {
    }

    /** A pair of shapes with their transforms. */
    record Scene(Shape a, Transform ta, Shape b, Transform tb) {
        @Override
        public String toString() {
            return "Scene[a=" + a + " at " + ta + ", b=" + b + " at " + tb + "]";
        }
    }

    /** A coordinate in [-span, span]: half on the quarter grid, half arbitrary raw values. */
    static Gen<Long> coordinate(int span) {
        Gen<Long> grid = Generate.longRange(-4L * span, 4L * span).map(k -> k * (ONE / 4));
        Gen<Long> any = Generate.longRange(-span * ONE, span * ONE);
        return grid.mix(any, 50);
    }

    static Gen<Vec3> point(int span) {
        return coordinate(span).zip(coordinate(span), coordinate(span), Vec3::new);
    }

    /** Local feature positions, within [-1, 1]. */
    static Gen<Vec3> point() {
        return point(1);
    }

    static Gen<Long> radius() {
        Gen<Long> grid = Generate.longRange(1, 8).map(k -> k * (ONE / 4));
        return grid.mix(Generate.longRange(ONE / 16, 2 * ONE), 50);
    }

    /** Identity half the time; otherwise a normalised quaternion from a coarse grid of components. */
    static Gen<Quat> rotation() {
        Gen<Long> c = Generate.longRange(-4, 4).map(k -> k * (ONE / 4));
        Gen<Quat> turned = c.zip(c, c, c, (w, x, y, z) -> (w | x | y | z) == 0 ? Quat.IDENTITY : new Quat(w, x, y, z).normalize());
        return Generate.constant(Quat.IDENTITY).mix(turned, 50);
    }

    static Gen<Transform> transform() {
        return rotation().zip(point(4), Transform::of);
    }

    static Gen<Sphere> sphere() {
        return point().zip(radius(), Sphere::new);
    }

    /**
     * Capsules: a tenth zero-length, a quarter along a coordinate axis (so that two of them are
     * often exactly parallel or collinear), the rest arbitrary.
     */
    static Gen<Capsule> capsule() {
        Gen<Capsule> arbitrary = point().zip(point(), radius(), Capsule::new);
        Gen<Capsule> pointLike = point().zip(radius(), (p, r) -> new Capsule(p, p, r));
        Gen<Long> length = Generate.longRange(1, 12).map(k -> k * (ONE / 4));
        Gen<Capsule> axis = point().zip(length, Generate.range(0, 2), radius(), (p, len, axisIndex, r) -> {
            Vec3 e = axisIndex == 0 ? new Vec3(len, 0, 0) : axisIndex == 1 ? new Vec3(0, len, 0) : new Vec3(0, 0, len);
            return new Capsule(p, p.add(e), r);
        });
        return Generate.frequency(
                org.quicktheories.api.Pair.of(10, pointLike),
                org.quicktheories.api.Pair.of(25, axis),
                org.quicktheories.api.Pair.of(65, arbitrary));
    }

    /** B's placement relative to A: its rotation and the offset of its origin from A's. */
    private record Relative(Quat rotation, Vec3 offset) {
    }

    /** Shapes near each other: B's origin lies within 2 of A's on each axis, so a good share touch. */
    static Gen<Scene> scene(Gen<? extends Shape> a, Gen<? extends Shape> b) {
        Gen<Shape> ga = a.map(s -> (Shape) s);
        Gen<Shape> gb = b.map(s -> (Shape) s);
        Gen<Relative> relative = rotation().zip(point(2), Relative::new);
        return ga.zip(transform(), gb, relative, (sa, ta, sb, r) ->
                new Scene(sa, ta, sb, Transform.of(r.rotation(), ta.translation().add(r.offset()))));
    }

    /**
     * Two capsules along the same local axis under one rotation: exactly parallel (or
     * anti-parallel) world segments, the stacking case of seed 001.
     */
    static Gen<Scene> parallelCapsules() {
        Gen<Long> length = Generate.longRange(1, 12).map(k -> k * (ONE / 4));
        Gen<Capsule> alongX = point().zip(length, radius(), Generate.booleans(), (p, len, r, reversed) -> reversed
                ? new Capsule(p.add(new Vec3(len, 0, 0)), p, r) : new Capsule(p, p.add(new Vec3(len, 0, 0)), r));
        Gen<Vec3> offset = point(1);
        return alongX.zip(transform(), alongX, offset, (a, ta, b, o) ->
                new Scene(a, ta, b, Transform.of(ta.rotation(), ta.translation().add(ta.applyToVector(o)))));
    }

    /**
     * A fixed pool of hulls (built once: quickhull is too slow to run per sample): boxes of
     * several proportions and 8-16 point clouds in [-1, 1] from java.util.Random (seed fixed).
     */
    static final java.util.List<dev.lockstep.collision.shape.ConvexHull> HULLS = hullPool();

    private static java.util.List<dev.lockstep.collision.shape.ConvexHull> hullPool() {
        java.util.List<dev.lockstep.collision.shape.ConvexHull> pool = new java.util.ArrayList<>();
        pool.add(dev.lockstep.collision.shape.ConvexHull.box(new Vec3(ONE, ONE, ONE)));
        pool.add(dev.lockstep.collision.shape.ConvexHull.box(new Vec3(ONE / 2, ONE, 3 * ONE / 4)));
        pool.add(dev.lockstep.collision.shape.ConvexHull.box(new Vec3(ONE, ONE / 4, ONE)));
        java.util.Random random = new java.util.Random(0x4855_4C4CL);
        while (pool.size() < 12) {
            int n = 8 + random.nextInt(9);
            long[] xyz = new long[3 * n];
            for (int i = 0; i < xyz.length; i++) {
                xyz[i] = random.nextLong() % ONE;
            }
            pool.add(dev.lockstep.collision.shape.HullBuilder.build(xyz));
        }
        return java.util.List.copyOf(pool);
    }

    static Gen<dev.lockstep.collision.shape.ConvexHull> hull() {
        return Generate.pick(HULLS);
    }
}
