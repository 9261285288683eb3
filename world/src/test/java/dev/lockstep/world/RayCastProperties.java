package dev.lockstep.world;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;
import static org.quicktheories.QuickTheory.qt;

import dev.lockstep.collision.mesh.MeshBvh;
import dev.lockstep.collision.mesh.MeshContactWorkspace;
import dev.lockstep.collision.mesh.MeshRayCast;
import dev.lockstep.collision.mesh.RayHit;
import dev.lockstep.collision.ray.ConvexRayHit;
import dev.lockstep.collision.ray.RaySegment;
import dev.lockstep.collision.shape.ConvexHull;
import dev.lockstep.fixedpoint.Fixed;
import dev.lockstep.fixedpoint.Quat;
import dev.lockstep.fixedpoint.Vec3;
import java.util.ArrayList;
import java.util.Comparator;
import java.util.List;
import java.util.Random;
import java.util.concurrent.atomic.AtomicInteger;
import org.junit.jupiter.api.Test;
import org.quicktheories.generators.SourceDSL;

/**
 * Issue 19's query property: the closest ray hit equals the minimum over every shape and every
 * triangle computed by brute force (no fat-box culling, no tree), and the all-hits list equals the
 * brute-force list in the documented order. Each sample is a seed drawing a scene (12 bodies of
 * every kind, turned at random, static and dynamic, over the shallow-bowl mesh floor of
 * {@link Scenes#meshFloor}) and 24 rays from above the scene through a random point among the bodies; a coverage check makes sure rays
 * both hit and miss.
 */
class RayCastProperties {
    static final long SEED = 0x0A7_CA57_0019L;

    /** One candidate hit of the oracle. */
    record Hit(long fraction, long key, int mesh, int triangle, long px, long py, long pz, long nx, long ny, long nz) {
    }

    static final Comparator<Hit> ORDER = Comparator.comparingLong(Hit::fraction).thenComparingLong(Hit::key)
            .thenComparingInt(Hit::mesh).thenComparingInt(Hit::triangle);

    @Test
    void closestAndAllHits_equalTheBruteForceOverEveryShapeAndTriangle() {
        AtomicInteger rays = new AtomicInteger();
        AtomicInteger hitRays = new AtomicInteger();
        qt().withFixedSeed(SEED).withExamples(40).forAll(SourceDSL.longs().all()).checkAssert(seed -> {
            Random random = new Random(seed);
            World world = scene(random);
            WorldQueries queries = new WorldQueries(world);
            RayCastResult result = new RayCastResult();
            for (int k = 0; k < 24; k++) {
                // from a point above the scene through a point among the bodies, twice as far
                long ox = coordinate(random, 8);
                long oy = coordinate(random, 3) + Fixed.fromInt(4);
                long oz = coordinate(random, 8);
                long dx = 2 * (coordinate(random, 6) - ox);
                long dy = 2 * (coordinate(random, 3) + Fixed.fromInt(1) - oy);
                long dz = 2 * (coordinate(random, 6) - oz);
                if ((dx | dy | dz) == 0) {
                    continue;
                }
                long maxFraction = random.nextInt(4) == 0 ? (random.nextLong() >>> 32) : Fixed.ONE;
                List<Hit> expected = bruteForce(world, queries, ox, oy, oz, dx, dy, dz, maxFraction);
                String where = "seed " + seed + " ray " + k;
                boolean hit = queries.castRayClosest(ox, oy, oz, dx, dy, dz, maxFraction, QueryFilter.DEFAULT, result);
                rays.incrementAndGet();
                assertEquals(!expected.isEmpty(), hit, where);
                if (hit) {
                    hitRays.incrementAndGet();
                    assertEquals(expected.get(0), read(result, 0), where);
                }
                assertEquals(expected.size(), queries.castRayAll(ox, oy, oz, dx, dy, dz, maxFraction, QueryFilter.DEFAULT, result),
                        where);
                for (int i = 0; i < expected.size(); i++) {
                    assertEquals(expected.get(i), read(result, i), where + " hit " + i);
                }
                assertEquals(hit, queries.castRayAny(ox, oy, oz, dx, dy, dz, maxFraction, QueryFilter.DEFAULT, result), where);
            }
        });
        int ratio = 100 * hitRays.get() / rays.get();
        assertTrue(ratio >= 25 && ratio <= 90, "rays that hit: " + ratio + "% of " + rays.get());
    }

    private static Hit read(RayCastResult r, int i) {
        return new Hit(r.fraction(i), r.shapeKey(i), r.mesh(i), r.triangle(i), r.pointX(i), r.pointY(i), r.pointZ(i),
                r.normalX(i), r.normalY(i), r.normalZ(i));
    }

    /** Every shape's and every triangle's hit, with no culling, sorted in the documented order. */
    static List<Hit> bruteForce(World world, WorldQueries queries, long ox, long oy, long oz, long dx, long dy, long dz,
            long maxFraction) {
        RaySegment ray = new RaySegment().set(ox, oy, oz, dx, dy, dz, maxFraction);
        ConvexRayHit h = new ConvexRayHit();
        List<Hit> hits = new ArrayList<>();
        Bodies b = world.bodies;
        for (int i = 0; i < b.count; i++) {
            if (!b.alive(i)) {
                continue;
            }
            for (BodyShape s : b.shapes[i]) {
                if (queries.castShape(s, ray, h)) {
                    long f = h.fraction();
                    hits.add(new Hit(f, s.key, -1, -1, ray.pointX(f), ray.pointY(f), ray.pointZ(f), h.normalX(), h.normalY(),
                            h.normalZ()));
                }
            }
        }
        MeshContactWorkspace ws = new MeshContactWorkspace();
        RayHit m = new RayHit();
        MeshSet meshes = world.meshes();
        for (int k = 0; k < meshes.count(); k++) {
            MeshBvh bvh = meshes.bvhs[k];
            for (int t = 0; t < bvh.mesh().triangleCount(); t++) {
                if (MeshRayCast.castTriangle(bvh.mesh(), t, ox, oy, oz, dx, dy, dz, maxFraction, ws, m)) {
                    int flip = Fixed.signOfDot3(m.normalX(), m.normalY(), m.normalZ(), dx, dy, dz) > 0 ? -1 : 1;
                    hits.add(new Hit(m.fraction(), ContactEvents.MESH, k, t, m.x(), m.y(), m.z(), flip * m.normalX(),
                            flip * m.normalY(), flip * m.normalZ()));
                }
            }
        }
        hits.sort(ORDER);
        return hits;
    }

    /** A raw coordinate in [-range, range] with a 1/256 m grid, so that exact ties and edge hits happen. */
    private static long coordinate(Random random, int range) {
        return ((long) (random.nextInt(512 * range + 1) - 256 * range)) << 24;
    }

    static World scene(Random random) {
        World world = new World(new WorldDef());
        Scenes.meshFloor(world, 4);
        for (int i = 0; i < 12; i++) {
            long half = Fixed.fromInt(1) / 4 + (((long) random.nextInt(256)) << 24);
            ShapeDef shape;
            switch (random.nextInt(4)) {
                case 0:
                    shape = ShapeDef.sphere(half);
                    break;
                case 1:
                    shape = ShapeDef.capsule(new Vec3(-half, 0, 0), new Vec3(half, 0, 0), half / 2);
                    break;
                case 2:
                    shape = ShapeDef.box(new Vec3(half, half / 2, half));
                    break;
                default:
                    shape = ShapeDef.convex(ConvexHull.regularPrism(3 + random.nextInt(6), half, half / 2));
                    break;
            }
            Vec3 axis = new Vec3(coordinate(random, 1), coordinate(random, 1), Fixed.ONE);
            Quat q = Quat.fromAxisAngle(axis, ((long) random.nextInt(1 << 16)) << 18);
            Vec3 p = new Vec3(coordinate(random, 6), coordinate(random, 3) + Fixed.fromInt(2), coordinate(random, 6));
            BodyType type = random.nextBoolean() ? BodyType.STATIC : BodyType.DYNAMIC;
            world.createBody(new BodyDef().type(type).position(p).rotation(q).shape(shape));
        }
        return world;
    }
}
