package dev.lockstep.collision.bench;

import dev.lockstep.collision.mesh.MeshBvh;
import dev.lockstep.collision.mesh.MeshContactCache;
import dev.lockstep.collision.mesh.MeshContactResult;
import dev.lockstep.collision.mesh.MeshContactWorkspace;
import dev.lockstep.collision.mesh.MeshContacts;
import dev.lockstep.collision.mesh.MeshFixtures;
import dev.lockstep.collision.shape.Capsule;
import dev.lockstep.collision.shape.ConvexHull;
import dev.lockstep.fixedpoint.Quat;
import dev.lockstep.fixedpoint.Transform;
import dev.lockstep.fixedpoint.Vec3;
import java.util.concurrent.TimeUnit;
import org.openjdk.jmh.annotations.Benchmark;
import org.openjdk.jmh.annotations.BenchmarkMode;
import org.openjdk.jmh.annotations.Mode;
import org.openjdk.jmh.annotations.OutputTimeUnit;
import org.openjdk.jmh.annotations.Param;
import org.openjdk.jmh.annotations.Scope;
import org.openjdk.jmh.annotations.Setup;
import org.openjdk.jmh.annotations.State;

/**
 * A box (half extents 0.5) and a capsule (core length 1, radius 0.5) resting on a grid of unit
 * cells (penetrating by 0.05), at 64 placements cycled per call (positions in 1/8 steps, yaw
 * 0.1 rad steps for the box): midphase plus seed 000's contact generation with the triangle-as-hull
 * generators. Grid sizes 20,000 (100 x 100 cells), 100,352 and 1,002,528 triangles.
 */
@State(Scope.Thread)
@BenchmarkMode(Mode.AverageTime)
@OutputTimeUnit(TimeUnit.NANOSECONDS)
public class MeshConvexContactsBenchmark {
    @Param({"100", "224", "708"})
    public int cells;

    private MeshBvh bvh;
    private final MeshContactWorkspace workspace = new MeshContactWorkspace();
    private final MeshContactResult result = new MeshContactResult();
    private final Transform[] boxPlacements = new Transform[64];
    private final Transform[] capsulePlacements = new Transform[64];
    private final Transform[] tiltedPlacements = new Transform[64];
    private final Transform[] settledPlacements = new Transform[64];
    private final ConvexHull tiltedBox = ConvexHull.box(new Vec3(MeshFixtures.ONE / 2, MeshFixtures.ONE / 3,
            MeshFixtures.ONE / 4));
    private final ConvexHull box = ConvexHull.box(new Vec3(MeshFixtures.ONE / 2, MeshFixtures.ONE / 2,
            MeshFixtures.ONE / 2));
    private final Capsule capsule = new Capsule(new Vec3(-MeshFixtures.ONE / 2, 0, 0), new Vec3(MeshFixtures.ONE / 2, 0, 0),
            MeshFixtures.ONE / 2);
    private final MeshContactCache[] boxCaches = new MeshContactCache[64];
    private int next;

    @Setup
    public void setUp() {
        bvh = MeshBvh.build(MeshFixtures.grid(cells, MeshFixtures.ONE));
        long one = MeshFixtures.ONE;
        for (int i = 0; i < 64; i++) {
            long x = (1 + i * 37 % (cells - 2)) * one + (i % 8) * one / 8;
            long y = (1 + i * 53 % (cells - 2)) * one + (i / 8) * one / 8;
            Quat yaw = Quat.fromAxisAngle(new Vec3(0, 0, one), i * one / 10);
            boxPlacements[i] = Transform.of(yaw, new Vec3(x, y, one * 45 / 100));
            settledPlacements[i] = Transform.of(yaw.multiply(Quat.fromAxisAngle(new Vec3(one, 0, 0), one / 10_000)),
                    new Vec3(x, y, one * 45 / 100));
            capsulePlacements[i] = Transform.of(yaw, new Vec3(x, y, one * 45 / 100));
            tiltedPlacements[i] = resting(tiltedBox, randomRotation(i), x, y, -(i % 5) * one / 64);
            boxCaches[i] = new MeshContactCache();
        }
    }

    @Benchmark
    public int boxOnGrid() {
        int i = next++ & 63;
        MeshContacts.hullVsMesh(box, boxPlacements[i], 0, bvh, workspace, result);
        return result.count();
    }

    /**
     * {@link #boxOnGrid}'s 64 boxes at rest, each with its own {@link MeshContactCache}: the same
     * placement bits as its last query, so every call after the first is a cache hit (issue 20,
     * section 4: a box that has not moved).
     */
    @Benchmark
    public int boxOnGridCached() {
        int i = next++ & 63;
        boxCaches[i].hullVsMesh(box, boxPlacements[i], 0, bvh, workspace, result);
        return result.count();
    }

    /**
     * {@link #boxOnGrid}'s boxes tilted by 10^-4 rad about x, as a box that came to rest in a world
     * lies (its rotation is never exactly a yaw): two of its side faces face down the floor normal
     * by a hair, so the lower surface has three faces to clip, and no edge axis of the box frame is
     * along a face axis.
     */
    @Benchmark
    public int settledBoxOnGrid() {
        int i = next++ & 63;
        MeshContacts.hullVsMesh(box, settledPlacements[i], 0, bvh, workspace, result);
        return result.count();
    }

    /** A seeded random unit quaternion (any orientation). */
    private static Quat randomRotation(int i) {
        java.util.Random r = new java.util.Random(1000 + i);
        long one = MeshFixtures.ONE;
        return new Quat(Math.floorMod(r.nextLong(), 2 * one) - one, Math.floorMod(r.nextLong(), 2 * one) - one,
                Math.floorMod(r.nextLong(), 2 * one) - one, (Math.floorMod(r.nextLong(), 2 * one) - one) | 1).normalize();
    }

    /** The placement of {@code hull} rotated by {@code q} over (x, y) with its lowest vertex at height {@code bottom}. */
    private static Transform resting(ConvexHull hull, Quat q, long x, long y, long bottom) {
        Transform t = Transform.of(q, new Vec3(x, y, 0));
        dev.lockstep.fixedpoint.MutableVec3 p = new dev.lockstep.fixedpoint.MutableVec3();
        long lowest = Long.MAX_VALUE;
        for (int v = 0; v < hull.vertexCount(); v++) {
            t.applyToPointInto(hull.vertexX(v), hull.vertexY(v), hull.vertexZ(v), p);
            lowest = Math.min(lowest, p.z);
        }
        return Transform.of(q, new Vec3(x, y, bottom - lowest));
    }

    /**
     * A box of half extents 0.5 x 0.33 x 0.25 in a random orientation resting up to 1/16 deep,
     * contact distance 0.1: the path of issue 5's tilted-box fix (clipped lower surface, delayed
     * face-style contacts, true distances for triangles beside the box).
     */
    @Benchmark
    public int tiltedBoxOnGrid() {
        int i = next++ & 63;
        MeshContacts.hullVsMesh(tiltedBox, tiltedPlacements[i], MeshFixtures.ONE / 10, bvh, workspace, result);
        return result.count();
    }

    @Benchmark
    public int capsuleOnGrid() {
        int i = next++ & 63;
        MeshContacts.capsuleVsMesh(capsule, capsulePlacements[i], 0, bvh, workspace, result);
        return result.count();
    }
}
