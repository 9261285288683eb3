package dev.lockstep.tools.scenario;

import dev.lockstep.collision.shape.Capsule;
import dev.lockstep.collision.shape.ConvexHull;
import dev.lockstep.collision.shape.HullBuilder;
import dev.lockstep.collision.shape.Shape;
import dev.lockstep.collision.shape.Sphere;
import dev.lockstep.fixedpoint.Fixed;
import dev.lockstep.fixedpoint.Vec3;
import dev.lockstep.tools.collide.ShapeSpec;
import java.util.ArrayList;
import java.util.List;

/**
 * The {@value #COUNT} body shapes of the {@link ReferenceScenario}, in body-id order: the kinds cycle
 * sphere, capsule, box, random hull, so every unordered pair of shape kinds (and of
 * {@code ShapeType}s) occurs. The random hull is the convex hull of {@value #HULL_POINTS} points drawn
 * from the scene seed in {@code [-0.625, 0.625)^3}; the hull bodies share it. Also holds each body's
 * bounding radius (an upper bound of its extent from the body origin, used by the broadphase and the
 * walls).
 */
final class ReferenceBodies {
    /** Bodies in every reference scene. */
    static final int COUNT = 12;
    static final int SPHERE = 0;
    static final int CAPSULE = 1;
    static final int BOX = 2;
    static final int HULL = 3;
    static final int HULL_POINTS = 10;

    static final long SPHERE_RADIUS = Fixed.HALF;
    static final long CAPSULE_HALF_LENGTH = Fixed.HALF;
    static final long CAPSULE_RADIUS = 3L << 29;                   // 3/8
    static final Vec3 BOX_HALF_EXTENTS = new Vec3(Fixed.HALF, 3L << 29, 1L << 30);   // 1/2, 3/8, 1/4

    final Shape[] shapes = new Shape[COUNT];
    final ShapeSpec[] specs = new ShapeSpec[COUNT];
    final int[] kinds = new int[COUNT];
    final long[] boundingRadius = new long[COUNT];

    ReferenceBodies(long seed) {
        Vec3 c0 = new Vec3(-CAPSULE_HALF_LENGTH, 0, 0);
        Vec3 c1 = new Vec3(CAPSULE_HALF_LENGTH, 0, 0);
        List<Vec3> points = hullPoints(seed);
        ConvexHull hull = HullBuilder.build(points);
        ConvexHull box = ConvexHull.box(BOX_HALF_EXTENTS);
        long hullRadius = 0;
        for (int v = 0; v < hull.vertexCount(); v++) {
            hullRadius = Math.max(hullRadius, Fixed.length3(hull.vertexX(v), hull.vertexY(v), hull.vertexZ(v)));
        }
        for (int i = 0; i < COUNT; i++) {
            kinds[i] = i % 4;
            switch (kinds[i]) {
                case SPHERE:
                    shapes[i] = Sphere.of(SPHERE_RADIUS);
                    specs[i] = new ShapeSpec.SphereSpec(SPHERE_RADIUS);
                    boundingRadius[i] = SPHERE_RADIUS;
                    break;
                case CAPSULE:
                    shapes[i] = new Capsule(c0, c1, CAPSULE_RADIUS);
                    specs[i] = new ShapeSpec.CapsuleSpec(c0, c1, CAPSULE_RADIUS);
                    boundingRadius[i] = CAPSULE_HALF_LENGTH + CAPSULE_RADIUS;
                    break;
                case BOX:
                    shapes[i] = box;
                    specs[i] = new ShapeSpec.BoxSpec(BOX_HALF_EXTENTS);
                    // |(1/2, 3/8, 1/4)| = sqrt(29)/8 < 0.674; rounded up to 0.6875 = 11/16
                    boundingRadius[i] = 11L << 28;
                    break;
                default:
                    shapes[i] = hull;
                    specs[i] = new ShapeSpec.HullSpec(points);
                    // length3 rounds; one extra ulp keeps the bound an upper bound
                    boundingRadius[i] = hullRadius + 1;
                    break;
            }
        }
    }

    /** Returns the hull's input points, a pure function of the seed (SplitMix64 stream). */
    static List<Vec3> hullPoints(long seed) {
        List<Vec3> points = new ArrayList<>(HULL_POINTS);
        long s = seed ^ 0x68756c6c68756c6cL;                          // "hullhull": a stream apart from the inputs
        for (int i = 0; i < HULL_POINTS; i++) {
            long x = InputScript.mix(s + 3L * i);
            long y = InputScript.mix(s + 3L * i + 1);
            long z = InputScript.mix(s + 3L * i + 2);
            points.add(new Vec3(coordinate(x), coordinate(y), coordinate(z)));
        }
        return points;
    }

    private static long coordinate(long r) {
        return ((r >> 33) * 5) >> 1;                                  // [-1/4, 1/4) * 5/2 = [-0.625, 0.625)
    }
}
