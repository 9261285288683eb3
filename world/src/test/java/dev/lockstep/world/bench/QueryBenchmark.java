package dev.lockstep.world.bench;

import dev.lockstep.collision.mesh.TriangleMesh;
import dev.lockstep.collision.shape.Sphere;
import dev.lockstep.fixedpoint.Fixed;
import dev.lockstep.fixedpoint.Transform;
import dev.lockstep.fixedpoint.Vec3;
import dev.lockstep.world.BodyDef;
import dev.lockstep.world.QueryFilter;
import dev.lockstep.world.RayCastResult;
import dev.lockstep.world.ShapeDef;
import dev.lockstep.world.World;
import dev.lockstep.world.WorldDef;
import dev.lockstep.world.WorldQueries;
import java.util.SplittableRandom;
import java.util.concurrent.TimeUnit;
import org.openjdk.jmh.annotations.Benchmark;
import org.openjdk.jmh.annotations.BenchmarkMode;
import org.openjdk.jmh.annotations.Level;
import org.openjdk.jmh.annotations.Mode;
import org.openjdk.jmh.annotations.OutputTimeUnit;
import org.openjdk.jmh.annotations.Param;
import org.openjdk.jmh.annotations.Scope;
import org.openjdk.jmh.annotations.Setup;
import org.openjdk.jmh.annotations.State;

/**
 * Issue 19's query figures: closest-hit ray casts per second into a world of {@link #bodies}
 * static shapes (boxes and spheres on a 3D grid, every 4 m) and into a static mesh of about 1M
 * triangles (a 708 x 708 quad heightfield with exact bumpy heights), and sphere casts into the
 * bodies. One operation is one query; the rays (4,096, fixed seed) cross the scene slanted, from
 * above. The world is built once per trial and never stepped, so the candidate tree is built on
 * the first query (in warm-up) and then reused.
 */
@State(Scope.Thread)
@BenchmarkMode(Mode.Throughput)
@OutputTimeUnit(TimeUnit.SECONDS)
public class QueryBenchmark {
    static final int RAYS = 4096;

    @Param({"10000"})
    public int bodies;

    /** Quads per side of the mesh: 708 x 708 x 2 = 1,002,528 triangles. */
    @Param({"708"})
    public int meshQuads;

    WorldQueries bodyQueries;
    WorldQueries meshQueries;
    final RayCastResult result = new RayCastResult();
    final long[] bodyRays = new long[6 * RAYS];
    final long[] meshRays = new long[6 * RAYS];
    final Sphere ball = new Sphere(Vec3.ZERO, Fixed.ONE / 4);
    int next;

    @Setup(Level.Trial)
    public void setUp() {
        bodyQueries = new WorldQueries(bodyWorld(bodies));
        meshQueries = new WorldQueries(meshWorld(meshQuads));
        SplittableRandom random = new SplittableRandom(19);
        int side = (int) Math.ceil(Math.cbrt(bodies));
        fillRays(random, bodyRays, 4 * side, 4 * side);
        fillRays(random, meshRays, meshQuads, 4);
    }

    /** Rays from above the scene (height {@code top + 4}) to a random point inside {@code [0, extent]^2} at height 0, slanted. */
    private static void fillRays(SplittableRandom random, long[] rays, int extent, int top) {
        for (int i = 0; i < RAYS; i++) {
            long tx = Fixed.fromInt(random.nextInt(extent));
            long tz = Fixed.fromInt(random.nextInt(extent));
            long ox = tx + Fixed.fromInt(random.nextInt(9) - 4);
            long oz = tz + Fixed.fromInt(random.nextInt(9) - 4);
            long oy = Fixed.fromInt(top + 4);
            rays[6 * i] = ox;
            rays[6 * i + 1] = oy;
            rays[6 * i + 2] = oz;
            rays[6 * i + 3] = 2 * (tx - ox);
            rays[6 * i + 4] = -2 * oy;
            rays[6 * i + 5] = 2 * (tz - oz);
        }
    }

    /** {@code n} static shapes on a cubic grid with 4 m spacing, boxes and spheres alternating. */
    static World bodyWorld(int n) {
        World world = new World(new WorldDef());
        int side = (int) Math.ceil(Math.cbrt(n));
        long half = Fixed.ONE / 2;
        for (int i = 0; i < n; i++) {
            Vec3 p = Vec3.ofInts(4 * (i % side), 4 * ((i / side) % side), 4 * (i / (side * side)));
            ShapeDef shape = i % 2 == 0 ? ShapeDef.box(new Vec3(half, half, half)) : ShapeDef.sphere(half);
            world.createBody(new BodyDef().position(p).shape(shape));
        }
        return world;
    }

    /** A static heightfield mesh of {@code quads x quads} unit quads (two triangles each), heights in [0, 15/64] m. */
    static World meshWorld(int quads) {
        int verts = quads + 1;
        long[] xyz = new long[3 * verts * verts];
        for (int i = 0; i < verts; i++) {
            for (int k = 0; k < verts; k++) {
                int o = 3 * (i * verts + k);
                xyz[o] = Fixed.fromInt(i);
                xyz[o + 1] = Fixed.fromInt((i * 7 + k * 13) % 16) / 64;
                xyz[o + 2] = Fixed.fromInt(k);
            }
        }
        int[] tris = dev.lockstep.world.GridTriangles.upFacing(quads);
        World world = new World(new WorldDef());
        world.createBody(new BodyDef().shape(ShapeDef.mesh(TriangleMesh.of(xyz, tris))));
        return world;
    }

    private int nextRay() {
        int i = next;
        next = (next + 1) & (RAYS - 1);
        return 6 * i;
    }

    @Benchmark
    public boolean rayInto10kBodies() {
        int r = nextRay();
        long[] a = bodyRays;
        return bodyQueries.castRayClosest(a[r], a[r + 1], a[r + 2], a[r + 3], a[r + 4], a[r + 5], Fixed.ONE, QueryFilter.DEFAULT,
                result);
    }

    @Benchmark
    public boolean rayInto1MTriangleMesh() {
        int r = nextRay();
        long[] a = meshRays;
        return meshQueries.castRayClosest(a[r], a[r + 1], a[r + 2], a[r + 3], a[r + 4], a[r + 5], Fixed.ONE, QueryFilter.DEFAULT,
                result);
    }

    @Benchmark
    public boolean sphereCastInto10kBodies() {
        int r = nextRay();
        long[] a = bodyRays;
        return bodyQueries.castShapeClosest(ball, Transform.translation(new Vec3(a[r], a[r + 1], a[r + 2])),
                new Vec3(a[r + 3], a[r + 4], a[r + 5]), Fixed.ONE, QueryFilter.DEFAULT, result);
    }
}
