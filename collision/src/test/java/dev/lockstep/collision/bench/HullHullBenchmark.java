package dev.lockstep.collision.bench;

import dev.lockstep.collision.manifold.ContactManifold;
import dev.lockstep.collision.manifold.ManifoldCache;
import dev.lockstep.collision.narrow.HullHullContact;
import dev.lockstep.collision.narrow.HullHullWorkspace;
import dev.lockstep.collision.narrow.HullScenes;
import dev.lockstep.collision.sat.SatWorkspace;
import dev.lockstep.collision.shape.ConvexHull;
import dev.lockstep.collision.toi.TimeOfImpact;
import dev.lockstep.collision.toi.ToiResult;
import dev.lockstep.fixedpoint.Fixed;
import dev.lockstep.fixedpoint.Quat;
import dev.lockstep.fixedpoint.Transform;
import dev.lockstep.fixedpoint.Vec3;
import java.util.Random;
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
 * Hull-vs-hull manifold cost (issue 4): box resting on a box, random hull pairs of 8/32/128
 * vertices, cached vs uncached on coherent motion, time of impact. Scenes are fixed-seed; each
 * invocation runs one query and cycles through a precomputed sequence.
 */
@State(Scope.Thread)
@BenchmarkMode(Mode.AverageTime)
@OutputTimeUnit(TimeUnit.NANOSECONDS)
public class HullHullBenchmark {
    private static final long ONE = Fixed.ONE;
    private static final int SEQUENCE = 256;

    @Param({"8", "32", "128"})
    public int vertices;

    private final HullHullWorkspace ws = new HullHullWorkspace();
    private final SatWorkspace satWs = new SatWorkspace();
    private final ContactManifold manifold = new ContactManifold();
    private final ManifoldCache cache = new ManifoldCache();
    private final ToiResult toi = new ToiResult();

    private ConvexHull box;
    private Transform boxBelow;
    private Transform boxAbove;
    private ConvexHull[] hullsA;
    private ConvexHull[] hullsB;
    private Transform[] posesA;
    private Transform[] posesB;
    private Transform[] approachA;
    private Transform[] approachB;
    private Transform[] restA;
    private Transform[] restB;
    private int next;

    @Setup
    public void setUp() {
        box = ConvexHull.box(new Vec3(ONE, ONE, ONE));
        boxBelow = Transform.IDENTITY;
        boxAbove = Transform.translation(new Vec3(0, 2 * ONE - (ONE >> 8), 0));
        Random r = new Random(0xBE4C_0004L + vertices);
        hullsA = new ConvexHull[SEQUENCE];
        hullsB = new ConvexHull[SEQUENCE];
        posesA = new Transform[SEQUENCE];
        posesB = new Transform[SEQUENCE];
        ConvexHull[] pool = new ConvexHull[16];
        for (int i = 0; i < pool.length; i++) {
            pool[i] = sphereLike(r, vertices);
        }
        for (int i = 0; i < SEQUENCE; i++) {
            hullsA[i] = pool[r.nextInt(pool.length)];
            hullsB[i] = pool[r.nextInt(pool.length)];
            posesA[i] = Transform.of(HullScenes.randomRotation(r), Vec3.ZERO);
            // centres 1.2 to 2.2 units apart: mostly overlapping (radius 1 each), some separated
            long dist = ONE + ONE / 5 + (r.nextLong() & (ONE - 1));
            posesB[i] = Transform.of(HullScenes.randomRotation(r), new Vec3(dist, (r.nextLong() % ONE) / 4, 0));
        }
        // coherent motion: the box-on-box pair at rest (both bodies still), and a separated pair
        // approaching at 1/256 unit per tick
        restA = new Transform[SEQUENCE];
        restB = new Transform[SEQUENCE];
        approachA = new Transform[SEQUENCE];
        approachB = new Transform[SEQUENCE];
        Quat tilt = Quat.fromAxisAngle(Vec3.UNIT_Y, ONE / 3);
        for (int i = 0; i < SEQUENCE; i++) {
            restA[i] = boxBelow;
            restB[i] = Transform.of(tilt, new Vec3(ONE / 4, 2 * ONE - (ONE >> 8), 0));
            approachA[i] = Transform.IDENTITY;
            approachB[i] = Transform.of(tilt, new Vec3(ONE / 8, 4 * ONE - i * (ONE >> 8), ONE / 16));
        }
    }

    private static ConvexHull sphereLike(Random r, int n) {
        long[] xyz = new long[3 * n];
        for (int i = 0; i < n; i++) {
            long x;
            long y;
            long z;
            long len;
            do {
                x = r.nextLong() % ONE;
                y = r.nextLong() % ONE;
                z = r.nextLong() % ONE;
                len = Fixed.length3(x, y, z);
            } while (len < ONE / 8);
            xyz[3 * i] = Fixed.mulDiv(x, ONE, len);
            xyz[3 * i + 1] = Fixed.mulDiv(y, ONE, len);
            xyz[3 * i + 2] = Fixed.mulDiv(z, ONE, len);
        }
        return dev.lockstep.collision.shape.HullBuilder.build(xyz);
    }

    private int step() {
        int i = next;
        next = (i + 1) & (SEQUENCE - 1);
        return i;
    }

    @Benchmark
    public int boxOnBoxResting() {
        return HullHullContact.collide(box, boxBelow, box, boxAbove, 0, ws, null, manifold);
    }

    @Benchmark
    public int randomHullPair() {
        int i = step();
        return HullHullContact.collide(hullsA[i], posesA[i], hullsB[i], posesB[i], 0, ws, null, manifold);
    }

    @Benchmark
    public int coherentRestingUncached() {
        int i = step();
        return HullHullContact.collide(box, restA[i], box, restB[i], 0, ws, null, manifold);
    }

    @Benchmark
    public int coherentRestingCached() {
        int i = step();
        return HullHullContact.collide(box, restA[i], box, restB[i], 0, ws, cache, manifold);
    }

    @Benchmark
    public int coherentApproachUncached() {
        int i = step();
        return HullHullContact.collide(box, approachA[i], box, approachB[i], 0, ws, null, manifold);
    }

    @Benchmark
    public int coherentApproachCached() {
        int i = step();
        return HullHullContact.collide(box, approachA[i], box, approachB[i], 0, ws, cache, manifold);
    }

    @Benchmark
    public boolean timeOfImpact() {
        int i = step();
        return TimeOfImpact.compute(hullsA[i], posesA[i], Vec3.ZERO, hullsB[i], posesB[i], VELOCITY, satWs, toi);
    }

    private static final Vec3 VELOCITY = new Vec3(-2 * ONE, 0, 0);
}
