package dev.lockstep.world;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;
import static org.quicktheories.QuickTheory.qt;

import dev.lockstep.collision.cast.ShapeCast;
import dev.lockstep.collision.cast.ShapeCastHit;
import dev.lockstep.collision.cast.TriangleSupport;
import dev.lockstep.collision.gjk.DistanceResult;
import dev.lockstep.collision.gjk.Gjk;
import dev.lockstep.collision.gjk.GjkWorkspace;
import dev.lockstep.collision.manifold.ContactManifold;
import dev.lockstep.collision.mesh.MeshBvh;
import dev.lockstep.collision.mesh.TriangleMesh;
import dev.lockstep.collision.narrow.ContactDispatch;
import dev.lockstep.collision.narrow.ContactWorkspace;
import dev.lockstep.collision.shape.Capsule;
import dev.lockstep.collision.shape.ConvexHull;
import dev.lockstep.collision.shape.Shape;
import dev.lockstep.collision.shape.Sphere;
import dev.lockstep.fixedpoint.Fixed;
import dev.lockstep.fixedpoint.Quat;
import dev.lockstep.fixedpoint.Transform;
import dev.lockstep.fixedpoint.Vec3;
import java.util.ArrayList;
import java.util.List;
import java.util.Random;
import java.util.concurrent.atomic.AtomicInteger;
import org.junit.jupiter.api.Test;
import org.quicktheories.generators.SourceDSL;

/**
 * Issue 19's shape-cast properties on random scenes ({@link RayCastProperties#scene}: 12 bodies of
 * every kind over a mesh bowl), random cast shapes of every kind, turned at random:
 * <ul>
 *   <li>closest and all equal the brute force: every body shape and every triangle cast one by one
 *       with no culling and no tree, in the documented order;</li>
 *   <li>conservative: at a reported fraction the narrow phase (an independent kernel for body
 *       shapes; GJK for triangles) finds no overlap deeper than {@link ShapeCast#TOLERANCE}, and one
 *       step further, {@code 2 (TARGET + TOLERANCE)} along the contact normal, the shapes touch or
 *       overlap (checked where the cast closes at a direction cosine of at least 1/4; grazing casts
 *       have no such step, see the docs).</li>
 * </ul>
 * Coverage checks: casts hit and miss, and the next-step check runs on most hits.
 */
class ShapeCastProperties {
    static final long SEED = 0x5CA5_7019L;

    @Test
    void closestAndAll_equalTheBruteForce_andEveryHitIsConservative() {
        AtomicInteger casts = new AtomicInteger();
        AtomicInteger hitCasts = new AtomicInteger();
        AtomicInteger hits = new AtomicInteger();
        AtomicInteger stepped = new AtomicInteger();
        qt().withFixedSeed(SEED).withExamples(30).forAll(SourceDSL.longs().all()).checkAssert(seed -> {
            Random random = new Random(seed);
            World world = RayCastProperties.scene(random);
            WorldQueries queries = new WorldQueries(world);
            RayCastResult result = new RayCastResult();
            Checker checker = new Checker();
            for (int k = 0; k < 12; k++) {
                Shape shape = castShape(random);
                Quat q = Quat.fromAxisAngle(new Vec3(coordinate(random, 1), Fixed.ONE, coordinate(random, 1)),
                        ((long) random.nextInt(1 << 16)) << 18);
                Transform start = Transform.of(q, new Vec3(coordinate(random, 8), coordinate(random, 2) + Fixed.fromInt(5),
                        coordinate(random, 8)));
                Vec3 d = new Vec3(2 * (coordinate(random, 6) - start.translation().x()),
                        2 * (coordinate(random, 3) + Fixed.ONE - start.translation().y()),
                        2 * (coordinate(random, 6) - start.translation().z()));
                long maxFraction = random.nextInt(4) == 0 ? (random.nextLong() >>> 32) : Fixed.ONE;
                String where = "seed " + seed + " cast " + k;
                List<RayCastProperties.Hit> expected = bruteForce(world, shape, start, d, maxFraction);
                boolean hit = queries.castShapeClosest(shape, start, d, maxFraction, QueryFilter.DEFAULT, result);
                casts.incrementAndGet();
                assertEquals(!expected.isEmpty(), hit, where);
                if (hit) {
                    hitCasts.incrementAndGet();
                    assertEquals(expected.get(0), read(result, 0), where);
                }
                int n = queries.castShapeAll(shape, start, d, maxFraction, QueryFilter.DEFAULT, result);
                assertEquals(expected.size(), n, where);
                for (int i = 0; i < n; i++) {
                    assertEquals(expected.get(i), read(result, i), where + " hit " + i);
                    hits.incrementAndGet();
                    if (checker.conservative(world, shape, start, d, result, i, where + " hit " + i)) {
                        stepped.incrementAndGet();
                    }
                }
                assertEquals(hit, queries.castShapeAny(shape, start, d, maxFraction, QueryFilter.DEFAULT, result), where);
            }
        });
        int ratio = 100 * hitCasts.get() / casts.get();
        assertTrue(ratio >= 25 && ratio <= 90, "casts that hit: " + ratio + "% of " + casts.get());
        assertTrue(2 * stepped.get() >= hits.get(), "next-step checks: " + stepped.get() + " of " + hits.get() + " hits");
    }

    /** The independent checks of one hit. */
    static final class Checker {
        final ContactWorkspace ws = new ContactWorkspace();
        final ContactManifold manifold = new ContactManifold();
        final GjkWorkspace gjk = new GjkWorkspace();
        final DistanceResult distance = new DistanceResult();
        final TriangleSupport triangle = new TriangleSupport();

        /** Asserts the hit's conservativeness; returns whether the next-step check ran. */
        boolean conservative(World world, Shape shape, Transform start, Vec3 d, RayCastResult r, int i, String where) {
            long f = r.fraction(i);
            long c = -Fixed.dot3(r.normalX(i), r.normalY(i), r.normalZ(i), d.x(), d.y(), d.z());
            boolean steps = 4 * c >= Fixed.length3(d.x(), d.y(), d.z());
            long next = steps ? f + Fixed.div(2 * (ShapeCast.TARGET + ShapeCast.TOLERANCE), c) : f;
            if (r.mesh(i) < 0) {
                BodyShape s = world.bodies.shapes[r.bodyIndex(i)][(int) (r.shapeKey(i) & 0xFFFF)];
                assertTrue(deepest(shape, placed(start, d, f), s) <= ShapeCast.TOLERANCE, where + ": overlap at the fraction");
                if (steps) {
                    assertTrue(deepest(shape, placed(start, d, next), s) >= 0, where + ": no contact one step further");
                }
            } else {
                TriangleMesh mesh = world.meshes().bvhs[r.mesh(i)].mesh();
                triangle.load(mesh, r.triangle(i));
                Gjk.distance(shape, placed(start, d, f), triangle, Transform.IDENTITY, gjk, distance);
                assertTrue(!distance.coresOverlap() && distance.distance() >= -ShapeCast.TOLERANCE, where + ": overlap at the fraction");
                if (steps) {
                    Gjk.distance(shape, placed(start, d, next), triangle, Transform.IDENTITY, gjk, distance);
                    assertTrue(distance.coresOverlap() || distance.distance() <= 0, where + ": no contact one step further");
                }
            }
            return steps;
        }

        /** The deepest manifold point's depth (positive = penetrating), or a large negative value for none. */
        private long deepest(Shape shape, Transform t, BodyShape s) {
            int n = ContactDispatch.collide(shape, t, s.geometry, s.world, 0, ws, manifold);
            long best = Long.MIN_VALUE / 2;
            for (int k = 0; k < n; k++) {
                best = Math.max(best, manifold.point(k).depth());
            }
            return best;
        }
    }

    static Transform placed(Transform start, Vec3 d, long f) {
        Vec3 p = start.translation();
        return Transform.of(start.rotation(), new Vec3(Fixed.add(p.x(), Fixed.mul(d.x(), f)),
                Fixed.add(p.y(), Fixed.mul(d.y(), f)), Fixed.add(p.z(), Fixed.mul(d.z(), f))));
    }

    private static RayCastProperties.Hit read(RayCastResult r, int i) {
        return new RayCastProperties.Hit(r.fraction(i), r.shapeKey(i), r.mesh(i), r.triangle(i), r.pointX(i), r.pointY(i),
                r.pointZ(i), r.normalX(i), r.normalY(i), r.normalZ(i));
    }

    /** Every body shape and every triangle cast one by one, no culling, the triangle plane rule, sorted. */
    static List<RayCastProperties.Hit> bruteForce(World world, Shape shape, Transform start, Vec3 d, long maxFraction) {
        ShapeCast cast = new ShapeCast();
        ShapeCastHit h = new ShapeCastHit();
        List<RayCastProperties.Hit> hits = new ArrayList<>();
        Bodies b = world.bodies;
        for (int i = 0; i < b.count; i++) {
            if (!b.alive(i)) {
                continue;
            }
            for (BodyShape s : b.shapes[i]) {
                if (cast.cast(shape, start, d.x(), d.y(), d.z(), maxFraction, s.geometry, s.world, h)) {
                    hits.add(hit(h, s.key, -1, -1));
                }
            }
        }
        TriangleSupport triangle = new TriangleSupport();
        MeshSet meshes = world.meshes();
        for (int m = 0; m < meshes.count(); m++) {
            MeshBvh bvh = meshes.bvhs[m];
            TriangleMesh mesh = bvh.mesh();
            for (int t = 0; t < mesh.triangleCount(); t++) {
                if (cast.cast(shape, start, d.x(), d.y(), d.z(), maxFraction, triangle.load(mesh, t), Transform.IDENTITY, h)
                        && Fixed.signOfDot3(h.normalX(), h.normalY(), h.normalZ(), mesh.normalX(t), mesh.normalY(t),
                                mesh.normalZ(t)) * Fixed.signOfDot3(d.x(), d.y(), d.z(), mesh.normalX(t), mesh.normalY(t),
                                        mesh.normalZ(t)) < 0) {
                    hits.add(hit(h, ContactEvents.MESH, m, t));
                }
            }
        }
        hits.sort(RayCastProperties.ORDER);
        return hits;
    }

    private static RayCastProperties.Hit hit(ShapeCastHit h, long key, int mesh, int t) {
        return new RayCastProperties.Hit(h.fraction(), key, mesh, t, h.pointX(), h.pointY(), h.pointZ(), h.normalX(),
                h.normalY(), h.normalZ());
    }

    static Shape castShape(Random random) {
        long half = Fixed.ONE / 4 + (((long) random.nextInt(128)) << 24);
        switch (random.nextInt(4)) {
            case 0:
                return new Sphere(Vec3.ZERO, half);
            case 1:
                return new Capsule(new Vec3(-half, 0, 0), new Vec3(half, 0, 0), half / 2);
            case 2:
                return ConvexHull.box(new Vec3(half, half / 2, half));
            default:
                return ConvexHull.regularPrism(3 + random.nextInt(6), half, half / 2);
        }
    }

    /** A raw coordinate in [-range, range] on a 1/256 m grid. */
    static long coordinate(Random random, int range) {
        return ((long) (random.nextInt(512 * range + 1) - 256 * range)) << 24;
    }
}
