package dev.lockstep.world;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.lockstep.collision.shape.Capsule;
import dev.lockstep.collision.shape.ConvexHull;
import dev.lockstep.collision.shape.Shape;
import dev.lockstep.collision.shape.Sphere;
import dev.lockstep.fixedpoint.Fixed;
import dev.lockstep.fixedpoint.Quat;
import dev.lockstep.fixedpoint.Transform;
import dev.lockstep.fixedpoint.Vec3;
import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import org.junit.jupiter.api.Test;

/**
 * Issue 19's query scene: a fixed set of rays and shape casts into the settled mixed pile
 * ({@link Scenes#mixedPile}, stepped until it sleeps): per query kind the hit count and an FNV-1a
 * hash over every hit's raw fields (fraction, key, mesh, triangle, point, normal), each long
 * little-endian. Shape casts: a sphere, a capsule, a box and a hexagonal prism, turned, cast down
 * on a 1 m grid with a slant, and swept sideways across the pile just above the mesh floor. Any change to the
 * pile's settling or to a query's rounding moves it. Regenerate on purpose with
 * {@code -Dlockstep.golden.update=true} and review the diff in the commit.
 */
class QueryGoldenTest {
    static final String FILE = "src/test/resources/golden/world/queries.txt";

    @Test
    void raysIntoTheSettledPile_matchTheCommittedHitsAndHash() throws IOException {
        List<String> actual = lines();
        Path file = Path.of(FILE);
        if (Boolean.getBoolean("lockstep.golden.update")) {
            Files.createDirectories(file.getParent());
            Files.write(file, actual, StandardCharsets.UTF_8);
        }
        assertTrue(Files.exists(file), "missing golden " + FILE + "; generate with -Dlockstep.golden.update=true");
        assertEquals(Files.readAllLines(file, StandardCharsets.UTF_8), actual);
    }

    static List<String> lines() {
        World world = new World(new WorldDef());
        Scenes.mixedPile(world);
        int tick = Scenes.stepUntilAsleep(world, 2000);
        WorldQueries queries = new WorldQueries(world);
        RayCastResult result = new RayCastResult();
        List<String> out = new ArrayList<>();
        out.add("# lockstep query golden v2: mixed pile settled, rays down on a 0.5 m grid and slanted rays, shape casts down on a 1 m"
                + " grid and sideways over the floor; count + fnv1a64 of hits");
        out.add("pile sleeps-at " + tick + " hash " + Long.toHexString(world.stateHash()));
        long closestHash = FNV_OFFSET;
        long allHash = FNV_OFFSET;
        int closestCount = 0;
        int allCount = 0;
        int anyCount = 0;
        for (int i = -16; i <= 16; i++) {
            for (int k = -16; k <= 16; k++) {
                long ox = Fixed.fromInt(i) / 2;
                long oz = Fixed.fromInt(k) / 2;
                long oy = Fixed.fromInt(8);
                long dx = (i % 3) * (Fixed.ONE / 4);
                long dz = (k % 5) * (Fixed.ONE / 8);
                long dy = Fixed.fromInt(-12);
                if (queries.castRayClosest(ox, oy, oz, dx, dy, dz, Fixed.ONE, QueryFilter.DEFAULT, result)) {
                    closestCount++;
                    closestHash = hash(closestHash, result, 0);
                }
                int n = queries.castRayAll(ox, oy, oz, dx, dy, dz, Fixed.ONE, QueryFilter.DEFAULT, result);
                allCount += n;
                for (int h = 0; h < n; h++) {
                    allHash = hash(allHash, result, h);
                }
                if (queries.castRayAny(ox, oy, oz, dx, dy, dz, Fixed.ONE, QueryFilter.DEFAULT, result)) {
                    anyCount++;
                }
            }
        }
        out.add("closest rays 1089 hits " + closestCount + " hash " + Long.toHexString(closestHash));
        out.add("all rays 1089 hits " + allCount + " hash " + Long.toHexString(allHash));
        out.add("any rays 1089 hits " + anyCount);
        shapeCasts(queries, result, out);
        return out;
    }

    private static void shapeCasts(WorldQueries queries, RayCastResult result, List<String> out) {
        long q = Fixed.ONE / 4;
        Shape[] shapes = {new Sphere(Vec3.ZERO, q), new Capsule(new Vec3(-q, 0, 0), new Vec3(q, 0, 0), q / 2),
                ConvexHull.box(new Vec3(q, q / 2, q)), ConvexHull.regularPrism(6, q, q / 2)};
        String[] names = {"sphere", "capsule", "box", "prism"};
        Quat turn = Quat.fromAxisAngle(Vec3.ofInts(1, 2, 3), Fixed.HALF_PI / 3);
        for (int s = 0; s < shapes.length; s++) {
            long closestHash = FNV_OFFSET;
            long allHash = FNV_OFFSET;
            int casts = 0;
            int closestCount = 0;
            int allCount = 0;
            int anyCount = 0;
            for (int i = -8; i <= 8; i++) {
                for (int k = -8; k <= 8; k++) {
                    // down on a 1 m grid, slanted; then sideways along x a quarter metre above the floor's rim
                    for (int kind = 0; kind < 2; kind++) {
                        Transform start = kind == 0
                                ? Transform.of(turn, new Vec3(Fixed.fromInt(i) / 2, Fixed.fromInt(8), Fixed.fromInt(k) / 2))
                                : Transform.of(Quat.IDENTITY, new Vec3(Fixed.fromInt(-10), Fixed.ONE / 2 + Fixed.fromInt(i + 8) / 16,
                                        Fixed.fromInt(k) / 2));
                        Vec3 d = kind == 0 ? new Vec3((i % 3) * (Fixed.ONE / 4), Fixed.fromInt(-12), (k % 5) * (Fixed.ONE / 8))
                                : new Vec3(Fixed.fromInt(20), 0, 0);
                        casts++;
                        if (queries.castShapeClosest(shapes[s], start, d, Fixed.ONE, QueryFilter.DEFAULT, result)) {
                            closestCount++;
                            closestHash = hash(closestHash, result, 0);
                        }
                        int n = queries.castShapeAll(shapes[s], start, d, Fixed.ONE, QueryFilter.DEFAULT, result);
                        allCount += n;
                        for (int h = 0; h < n; h++) {
                            allHash = hash(allHash, result, h);
                        }
                        if (queries.castShapeAny(shapes[s], start, d, Fixed.ONE, QueryFilter.DEFAULT, result)) {
                            anyCount++;
                        }
                    }
                }
            }
            out.add("closest " + names[s] + " casts " + casts + " hits " + closestCount + " hash " + Long.toHexString(closestHash));
            out.add("all " + names[s] + " casts " + casts + " hits " + allCount + " hash " + Long.toHexString(allHash));
            out.add("any " + names[s] + " casts " + casts + " hits " + anyCount);
        }
    }

    /**
     * One line for the JVM matrix ({@link WorldGoldensMain}): the total hit count of every query
     * kind and an FNV-1a hash of all of {@link #lines()}, so the forked JVMs check the query scene too.
     */
    static String matrixLine() {
        List<String> lines = lines();
        long h = FNV_OFFSET;
        long hits = 0;
        for (String line : lines) {
            for (byte b : line.getBytes(StandardCharsets.UTF_8)) {
                h ^= b & 0xFF;
                h *= FNV_PRIME;
            }
            String[] words = line.split(" ");
            for (int i = 0; i + 1 < words.length; i++) {
                if (words[i].equals("hits")) {
                    hits += Long.parseLong(words[i + 1]);
                }
            }
        }
        return "query-scene hits " + hits + " hash " + String.format("%016x", h);
    }

    private static final long FNV_OFFSET = 0xcbf29ce484222325L;
    private static final long FNV_PRIME = 0x100000001b3L;

    private static long hash(long h, RayCastResult r, int i) {
        h = mix(h, r.fraction(i));
        h = mix(h, r.shapeKey(i));
        h = mix(h, r.mesh(i));
        h = mix(h, r.triangle(i));
        h = mix(h, r.pointX(i));
        h = mix(h, r.pointY(i));
        h = mix(h, r.pointZ(i));
        h = mix(h, r.normalX(i));
        h = mix(h, r.normalY(i));
        return mix(h, r.normalZ(i));
    }

    private static long mix(long h, long v) {
        for (int b = 0; b < 8; b++) {
            h ^= (v >>> (8 * b)) & 0xFF;
            h *= FNV_PRIME;
        }
        return h;
    }
}
