package dev.lockstep.collision.bench;

import dev.lockstep.collision.internal.narrow.CapsuleCapsuleContact;
import dev.lockstep.collision.internal.narrow.CapsuleHullContact;
import dev.lockstep.collision.internal.narrow.SphereCapsuleContact;
import dev.lockstep.collision.internal.narrow.SphereHullContact;
import dev.lockstep.collision.internal.narrow.SphereSphereContact;
import dev.lockstep.collision.manifold.ContactManifold;
import dev.lockstep.collision.manifold.PersistentManifold;
import dev.lockstep.collision.narrow.ContactDispatch;
import dev.lockstep.collision.narrow.ContactWorkspace;
import dev.lockstep.collision.shape.Capsule;
import dev.lockstep.collision.shape.ConvexHull;
import dev.lockstep.collision.shape.Sphere;
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
import org.openjdk.jmh.annotations.Scope;
import org.openjdk.jmh.annotations.Setup;
import org.openjdk.jmh.annotations.State;

/**
 * The closed-form contact functions on 16 pre-built touching scenes (fixed seed), cycled so that
 * branch prediction cannot learn one answer: random rotations, unit-scale shapes, B placed so the
 * cores are within the radii. Every benchmark must report 0 B/op ({@code -prof gc},
 * {@code gc.alloc.rate.norm}): results go into a reused {@link ContactManifold}, scratch into a
 * reused {@link ContactWorkspace}.
 */
@State(Scope.Thread)
@BenchmarkMode(Mode.AverageTime)
@OutputTimeUnit(TimeUnit.NANOSECONDS)
public class ContactBenchmark {
    private static final int SCENES = 16;
    private static final long ONE = Fixed.ONE;

    private final ContactWorkspace ws = new ContactWorkspace();
    private final ContactManifold out = new ContactManifold();
    private final PersistentManifold persistent = new PersistentManifold();
    private final Sphere[] spheres = new Sphere[SCENES];
    private final Capsule[] capsules = new Capsule[SCENES];
    private final Capsule[] parallel = new Capsule[SCENES];
    private final Transform[] ta = new Transform[SCENES];
    private final Transform[] tb = new Transform[SCENES];
    private final Transform[] tParallel = new Transform[SCENES];
    private final ConvexHull box = ConvexHull.box(new Vec3(ONE, ONE, ONE));
    private final Transform[] tBox = new Transform[SCENES];
    private final Transform[] tOnBox = new Transform[SCENES];
    private final Transform[] tSphereOnBox = new Transform[SCENES];
    private int next;

    @Setup
    public void setUp() {
        Random random = new Random(0xC0_47AC_7L);
        for (int i = 0; i < SCENES; i++) {
            spheres[i] = new Sphere(randomPoint(random, ONE / 4), ONE / 2 + random.nextInt(1 << 30));
            capsules[i] = new Capsule(randomPoint(random, ONE), randomPoint(random, ONE), ONE / 2 + random.nextInt(1 << 30));
            long len = ONE + random.nextInt(1 << 30);
            parallel[i] = new Capsule(new Vec3(-len, 0, 0), new Vec3(len, 0, 0), ONE / 2);
            Quat q = randomRotation(random);
            ta[i] = Transform.of(q, randomPoint(random, 4 * ONE));
            tb[i] = Transform.of(randomRotation(random), ta[i].translation().add(randomPoint(random, ONE / 2)));
            // same rotation, offset along the rotated y axis by 0.75: two clipped points
            tParallel[i] = Transform.of(q, ta[i].translation().add(ta[i].applyToVector(new Vec3(ONE / 4, 3 * ONE / 4, 0))));
            // a box under the shape: shallow contact, random rotation of the box about its center
            tBox[i] = Transform.of(randomRotation(random), ta[i].translation().add(new Vec3(0, -2 * ONE, 0)));
            // a capsule lying on the box's top face (two clipped points) in the box's frame
            tOnBox[i] = Transform.of(tBox[i].rotation(), tBox[i].applyToPoint(new Vec3(0, ONE + ONE / 4, 0)));
            tSphereOnBox[i] = Transform.translation(tBox[i].applyToPoint(new Vec3(0, ONE + ONE / 4, 0)));
        }
    }

    private static Vec3 randomPoint(Random random, long span) {
        return new Vec3(random.nextLong() % span, random.nextLong() % span, random.nextLong() % span);
    }

    private static Quat randomRotation(Random random) {
        return new Quat(random.nextLong() % ONE, random.nextLong() % ONE, random.nextLong() % ONE, random.nextLong() % ONE).normalize();
    }

    private int advance() {
        int i = next;
        next = (i + 1) & (SCENES - 1);
        return i;
    }

    @Benchmark
    public int sphereSphere() {
        int i = advance();
        return SphereSphereContact.collide(spheres[i], ta[i], spheres[(i + 1) & (SCENES - 1)], tb[i], 0, ws, out);
    }

    @Benchmark
    public int sphereCapsule() {
        int i = advance();
        return SphereCapsuleContact.collide(spheres[i], ta[i], capsules[i], tb[i], 0, ws, out);
    }

    @Benchmark
    public int capsuleCapsule() {
        int i = advance();
        return CapsuleCapsuleContact.collide(capsules[i], ta[i], capsules[(i + 1) & (SCENES - 1)], tb[i], 0, ws, out);
    }

    @Benchmark
    public int capsuleCapsuleParallelTwoPoints() {
        int i = advance();
        return CapsuleCapsuleContact.collide(parallel[i], ta[i], parallel[i], tParallel[i], 0, ws, out);
    }

    /** Sphere resting on a box hull: GJK shallow path, one point. */
    @Benchmark
    public int sphereBoxHull() {
        int i = advance();
        return SphereHullContact.collide(spheres[i], tSphereOnBox[i], box, tBox[i], 0, ws, out);
    }

    /** Capsule lying on a box hull's face: GJK plus reference-face clipping, two points. */
    @Benchmark
    public int capsuleBoxHullTwoPoints() {
        int i = advance();
        return CapsuleHullContact.collide(parallel[i], tOnBox[i], box, tBox[i], 0, ws, out);
    }

    /** Through the table in the mirrored order: canonical call plus swapAB. */
    @Benchmark
    public int dispatchCapsuleSphere() {
        int i = advance();
        return ContactDispatch.collide(capsules[i], tb[i], spheres[i], ta[i], 0, ws, out);
    }

    /** One incremental frame: the pair query plus refresh, match and (sometimes) reduction. */
    @Benchmark
    public int persistentSphereCapsuleFrame() {
        int i = advance();
        SphereCapsuleContact.collide(spheres[i], ta[i], capsules[i], tb[i], Fixed.HALF, ws, out);
        persistent.update(ta[i], tb[i], out, Fixed.HALF);
        return persistent.pointCount();
    }
}
