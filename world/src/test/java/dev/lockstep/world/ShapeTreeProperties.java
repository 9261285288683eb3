package dev.lockstep.world;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;
import static org.quicktheories.QuickTheory.qt;

import dev.lockstep.collision.shape.Aabb;
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
 * The queries' candidate tree never changes an answer: in worlds of a few hundred bodies, rays
 * (closest and all) equal the brute force over every shape, and box overlaps equal a linear scan
 * of the fat boxes, before and after bodies are moved, destroyed, created and stepped (each of
 * which must make the tree rebuild). A coverage check makes sure the tree prunes: a ray's
 * candidates are a small part of the world.
 */
class ShapeTreeProperties {
    @Test
    void raysAndBoxOverlaps_equalTheScan_acrossMovesDestroysAndSteps() {
        AtomicInteger rays = new AtomicInteger();
        AtomicInteger hitRays = new AtomicInteger();
        AtomicInteger candidates = new AtomicInteger();
        qt().withFixedSeed(0x7EE_0019L).withExamples(5).forAll(SourceDSL.longs().all()).checkAssert(seed -> {
            Random random = new Random(seed);
            World world = new World(new WorldDef());
            List<BodyId> ids = new ArrayList<>();
            for (int i = 0; i < 300; i++) {
                ids.add(world.createBody(body(random)));
            }
            WorldQueries queries = new WorldQueries(world);
            RayCastResult result = new RayCastResult();
            OverlapResult overlaps = new OverlapResult();
            for (int round = 0; round < 5; round++) {
                for (int k = 0; k < 16; k++) {
                    long ox = coordinate(random, 40);
                    long oy = coordinate(random, 40);
                    long oz = coordinate(random, 40);
                    // from anywhere through a point among the bodies, twice as far
                    long dx = 2 * (coordinate(random, 12) - ox);
                    long dy = 2 * (coordinate(random, 12) - oy);
                    long dz = 2 * (coordinate(random, 12) - oz);
                    if ((dx | dy | dz) == 0) {
                        continue;
                    }
                    String where = "seed " + seed + " round " + round + " ray " + k;
                    List<RayCastProperties.Hit> expected = RayCastProperties.bruteForce(world, queries, ox, oy, oz, dx, dy, dz,
                            Fixed.ONE);
                    rays.incrementAndGet();
                    boolean hit = queries.castRayClosest(ox, oy, oz, dx, dy, dz, Fixed.ONE, QueryFilter.DEFAULT, result);
                    assertEquals(!expected.isEmpty(), hit, where);
                    if (hit) {
                        hitRays.incrementAndGet();
                        assertEquals(expected.get(0).key(), result.shapeKey(0), where);
                        assertEquals(expected.get(0).fraction(), result.fraction(0), where);
                    }
                    assertEquals(expected.size(), queries.castRayAll(ox, oy, oz, dx, dy, dz, Fixed.ONE, QueryFilter.DEFAULT,
                            result), where);
                    for (int i = 0; i < expected.size(); i++) {
                        assertEquals(expected.get(i).key(), result.shapeKey(i), where + " hit " + i);
                    }
                    candidates.addAndGet(queries.lastCandidateCount());
                    long[] box = {coordinate(random, 40), coordinate(random, 40), coordinate(random, 40)};
                    long h = Math.abs(coordinate(random, 4));
                    Aabb q = new Aabb(box[0] - h, box[1] - h, box[2] - h, box[0] + h, box[1] + h, box[2] + h);
                    List<Long> scan = scanBox(world, q);
                    int n = queries.overlapAabb(q, QueryFilter.DEFAULT, overlaps);
                    assertEquals(scan.size(), n, where + " box");
                    for (int i = 0; i < n; i++) {
                        assertEquals(scan.get(i), overlaps.shapeKey(i), where + " box " + i);
                    }
                }
                // change the world one way per round: each alone must make the tree rebuild
                for (int m = 0; m < 20; m++) {
                    BodyId id = ids.get(random.nextInt(ids.size()));
                    if (!world.isValid(id)) {
                        continue;
                    }
                    if (round == 0) {
                        world.setTransform(id, new Vec3(coordinate(random, 20), coordinate(random, 20), coordinate(random, 20)),
                                Quat.IDENTITY);
                    } else if (round == 2) {
                        world.destroyBody(id);
                    }
                }
                if (round == 1) {
                    for (int m = 0; m < 20; m++) {
                        world.step();
                    }
                }
                if (round == 3) {
                    for (int m = 0; m < 10; m++) {
                        ids.add(world.createBody(body(random)));
                    }
                }
            }
        });
        int ratio = 100 * hitRays.get() / rays.get();
        assertTrue(ratio >= 20 && ratio <= 95, "rays that hit: " + ratio + "% of " + rays.get());
        assertTrue(candidates.get() < 60L * rays.get(), "candidates per query " + candidates.get() / rays.get());
    }

    private static List<Long> scanBox(World world, Aabb q) {
        List<Long> keys = new ArrayList<>();
        Bodies b = world.bodies;
        for (int i = 0; i < b.count; i++) {
            if (!b.alive(i)) {
                continue;
            }
            for (BodyShape s : b.shapes[i]) {
                if (s.fat[0] <= q.maxX() && q.minX() <= s.fat[3] && s.fat[1] <= q.maxY() && q.minY() <= s.fat[4]
                        && s.fat[2] <= q.maxZ() && q.minZ() <= s.fat[5]) {
                    keys.add(s.key);
                }
            }
        }
        return keys;
    }

    private static BodyDef body(Random random) {
        long half = Fixed.ONE / 4 + (((long) random.nextInt(256)) << 24);
        ShapeDef shape = random.nextBoolean() ? ShapeDef.sphere(half) : ShapeDef.box(new Vec3(half, half, half));
        Vec3 p = new Vec3(coordinate(random, 20), coordinate(random, 20), coordinate(random, 20));
        return new BodyDef().type(random.nextBoolean() ? BodyType.STATIC : BodyType.DYNAMIC).position(p).shape(shape);
    }

    private static long coordinate(Random random, int range) {
        return ((long) (random.nextInt(512 * range + 1) - 256 * range)) << 24;
    }
}
