package dev.lockstep.collision.bench;

import com.bulletphysics.collision.shapes.BoxShape;
import com.bulletphysics.collision.shapes.CapsuleShape;
import com.bulletphysics.collision.shapes.ConvexShape;
import com.bulletphysics.collision.shapes.SphereShape;
import dev.lockstep.collision.manifold.ContactManifold;
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
import java.util.Random;
import java.util.concurrent.TimeUnit;
import javax.vecmath.Vector3f;
import org.ode4j.math.DQuaternion;
import org.ode4j.ode.DContactGeomBuffer;
import org.ode4j.ode.DGeom;
import org.ode4j.ode.OdeHelper;
import org.openjdk.jmh.annotations.Benchmark;
import org.openjdk.jmh.annotations.BenchmarkMode;
import org.openjdk.jmh.annotations.Mode;
import org.openjdk.jmh.annotations.OutputTimeUnit;
import org.openjdk.jmh.annotations.Param;
import org.openjdk.jmh.annotations.Scope;
import org.openjdk.jmh.annotations.Setup;
import org.openjdk.jmh.annotations.State;

/**
 * Sphere vs box and capsule vs box (issue 20, section 2) in Lockstep, JBullet and ode4j on the very
 * same poses, one JMH run: a 2 x 1.5 x 1 box (half extents 1, 0.75, 0.5), radius 0.5, capsule core
 * 0.8 long. Each {@code pose} is fixed in the box's frame and placed under 16 random box poses
 * (fixed seed), cycled so branch prediction cannot learn one answer:
 * <ul>
 *   <li>{@code capsuleLying}: along the box's x on its top face, sunk {@code 2^-8} (two points);</li>
 *   <li>{@code capsuleStanding}: upright on the top face, sunk {@code 2^-8};</li>
 *   <li>{@code capsuleTilted}: lying, turned 0.3 rad about the vertical and tilted 0.2 rad so one
 *       end sinks {@code 2^-8} (one point);</li>
 *   <li>{@code capsuleDeep}: the core through the box's inside;</li>
 *   <li>{@code capsuleShallowEdge}: along z over the top +x edge, 0.076 into it (edge contact);</li>
 *   <li>{@code capsuleSeparated}: lying 0.25 above the top face (beyond the contact distance);</li>
 *   <li>{@code sphereDeep}, {@code sphereFace} (sunk {@code 2^-8}), {@code sphereEdge} (0.217 into
 *       an edge), {@code sphereVertex} (0.154 into a corner), {@code sphereSeparated} (0.25 above).</li>
 * </ul>
 * Lockstep: {@link ContactDispatch#collide} with contact distance 1/16 (a world's speculative
 * margin). JBullet 20101010-1: the narrow phase its {@code ConvexConvexAlgorithm} runs for these
 * pairs by default ({@code GjkPairDetector}, Voronoi simplex, GJK-EPA; {@code CapsuleShape} along
 * y, {@code BoxShape}, {@code SphereShape}), one point per call, within both margins plus 0.02.
 * ode4j 0.5.3: {@code OdeHelper.collide} of {@code DCapsule} (along z, turned onto our y) or
 * {@code DSphere} and {@code DBox} (its dedicated capsule-box and sphere-box colliders), up to 4
 * contacts, geoms placed on every call as a game's near callback does.
 *
 * <p>Display conversions only ({@link Fixed#toDoubleForDisplay}); these engines are test-scoped.
 */
@State(Scope.Thread)
@BenchmarkMode(Mode.AverageTime)
@OutputTimeUnit(TimeUnit.NANOSECONDS)
public class BoxRoundReferenceBenchmark {
    private static final int SCENES = 16;
    private static final int MAX_CONTACTS = 4;
    private static final long ONE = Fixed.ONE;
    private static final long RADIUS = ONE / 2;
    private static final long HALF_CORE = ONE * 2 / 5;
    private static final long SINK = ONE >> 8;
    private static final Vec3 HALF = new Vec3(ONE, ONE * 3 / 4, ONE / 2);

    @Param({"capsuleLying", "capsuleStanding", "capsuleTilted", "capsuleDeep", "capsuleShallowEdge", "capsuleSeparated",
        "sphereDeep", "sphereFace", "sphereEdge", "sphereVertex", "sphereSeparated"})
    public String pose;

    private final ContactWorkspace ws = new ContactWorkspace();
    private final ContactManifold out = new ContactManifold();
    private final ConvexHull box = ConvexHull.box(HALF);
    private Shape round;
    private final Transform[] tRound = new Transform[SCENES];
    private final Transform[] tBox = new Transform[SCENES];
    private final double[][] poseRound = new double[SCENES][];
    private final double[][] poseRoundOde = new double[SCENES][];
    private final double[][] poseBox = new double[SCENES][];

    private DGeom odeRound;
    private DGeom odeBox;
    private final DContactGeomBuffer odeContacts = new DContactGeomBuffer(MAX_CONTACTS);

    private ConvexShape bulletRound;
    private ConvexShape bulletBox;
    private final JBulletGjk jbulletGjk = new JBulletGjk();
    private int next;

    @Setup
    public void setUp() {
        OdeHelper.initODE2(0);
        boolean capsule = pose.startsWith("capsule");
        double r = d(RADIUS);
        round = capsule ? new Capsule(new Vec3(0, -HALF_CORE, 0), new Vec3(0, HALF_CORE, 0), RADIUS) : new Sphere(Vec3.ZERO, RADIUS);
        odeRound = capsule ? OdeHelper.createCapsule(null, r, 2 * d(HALF_CORE)) : OdeHelper.createSphere(null, r);
        odeBox = OdeHelper.createBox(null, 2 * d(HALF.x()), 2 * d(HALF.y()), 2 * d(HALF.z()));
        bulletRound = capsule ? new CapsuleShape((float) r, (float) (2 * d(HALF_CORE))) : new SphereShape((float) r);
        bulletBox = new BoxShape(new Vector3f((float) d(HALF.x()), (float) d(HALF.y()), (float) d(HALF.z())));
        Quat local = localRotation(pose);
        Vec3 center = localCenter(pose);
        Random random = new Random(0xB0C5_CA95L);
        for (int i = 0; i < SCENES; i++) {
            Quat qb = new Quat(random.nextLong() % ONE, random.nextLong() % ONE, random.nextLong() % ONE,
                    random.nextLong() % ONE).normalize();
            tBox[i] = Transform.of(qb, new Vec3(random.nextLong() % (4 * ONE), random.nextLong() % (4 * ONE),
                    random.nextLong() % (4 * ONE)));
            Vec3 c = tBox[i].applyToPoint(center);
            tRound[i] = capsule ? Transform.of(qb.multiply(local).normalize(), c) : Transform.translation(c);
            poseBox[i] = ReferenceEngineBenchmark.pose(tBox[i]);
            poseRound[i] = ReferenceEngineBenchmark.pose(tRound[i]);
            // ODE's capsule runs along its z: turn it onto our y first (-90 degrees about x)
            poseRoundOde[i] = poseRound[i].clone();
            double s = Math.sqrt(0.5);
            double[] p = poseRound[i];
            poseRoundOde[i][0] = s * (p[0] + p[1]);
            poseRoundOde[i][1] = s * (p[1] - p[0]);
            poseRoundOde[i][2] = s * (p[2] - p[3]);
            poseRoundOde[i][3] = s * (p[2] + p[3]);
        }
    }

    /** The round shape's rotation in the box's frame (capsule core along its local y). */
    static Quat localRotation(String pose) {
        switch (pose) {
            case "capsuleLying":
            case "capsuleSeparated":
                return Quat.fromAxisAngle(new Vec3(0, 0, ONE), -Fixed.PI / 2);
            case "capsuleTilted":
                return Quat.fromAxisAngle(new Vec3(0, ONE, 0), ONE * 3 / 10)
                        .multiply(Quat.fromAxisAngle(new Vec3(0, 0, ONE), -Fixed.PI / 2 + ONE / 5)).normalize();
            case "capsuleDeep":
                return new Quat(ONE / 2, ONE / 3, -ONE / 4, ONE / 5).normalize();
            case "capsuleShallowEdge":
                return Quat.fromAxisAngle(new Vec3(ONE, 0, 0), Fixed.PI / 2);
            default:
                return Quat.IDENTITY;
        }
    }

    /** The round shape's center in the box's frame. */
    static Vec3 localCenter(String pose) {
        long top = HALF.y() + RADIUS - SINK;
        switch (pose) {
            case "capsuleLying":
                return new Vec3(ONE / 10, top, ONE / 10);
            case "capsuleStanding":
                return new Vec3(ONE / 5, top + HALF_CORE, ONE / 10);
            case "capsuleTilted":
                // the lower end's core sits sin(0.2) * 0.4 = 0.0795 below the center
                return new Vec3(ONE / 10, top + 341_449_592L, 0);
            case "capsuleDeep":
                return new Vec3(ONE / 10, ONE / 5, 0);
            case "capsuleShallowEdge":
            case "sphereEdge":
                return new Vec3(HALF.x() + ONE * 3 / 10, HALF.y() + ONE * 3 / 10, ONE / 10);
            case "capsuleSeparated":
            case "sphereSeparated":
                return new Vec3(0, top + SINK + ONE / 4, 0);
            case "sphereDeep":
                return new Vec3(ONE * 3 / 10, ONE / 5, ONE / 10);
            case "sphereFace":
                return new Vec3(ONE / 5, top, ONE / 10);
            case "sphereVertex":
                return new Vec3(HALF.x() + ONE / 5, HALF.y() + ONE / 5, HALF.z() + ONE / 5);
            default:
                throw new IllegalArgumentException("unknown pose " + pose);
        }
    }

    private static double d(long raw) {
        return Fixed.toDoubleForDisplay(raw);
    }

    private int step() {
        int i = next;
        next = (i + 1) & (SCENES - 1);
        return i;
    }

    @Benchmark
    public int lockstep() {
        int i = step();
        return ContactDispatch.collide(round, tRound[i], box, tBox[i], ONE / 16, ws, out);
    }

    @Benchmark
    public int ode4j() {
        int i = step();
        ReferenceEngineBenchmark.place(odeRound, poseRoundOde[i]);
        ReferenceEngineBenchmark.place(odeBox, poseBox[i]);
        return OdeHelper.collide(odeRound, odeBox, MAX_CONTACTS, odeContacts);
    }

    @Benchmark
    public int jbullet() {
        int i = step();
        return jbulletGjk.collide(bulletRound, poseRound[i], bulletBox, poseBox[i]);
    }

    /** Depth of the deepest point of the last Lockstep call (positive: penetration). */
    double lockstepDeepest() {
        long deepest = Long.MIN_VALUE;
        for (int k = 0; k < out.pointCount(); k++) {
            deepest = Math.max(deepest, out.point(k).depth());
        }
        return d(deepest);
    }

    /** Depth of JBullet's point in the last call (negative: penetration). */
    float bulletDepth() {
        return jbulletGjk.depth();
    }

    /** Depth of the deepest point of the last ode4j call (positive: penetration). */
    double odeDeepest(int count) {
        double deepest = Double.NEGATIVE_INFINITY;
        for (int k = 0; k < count; k++) {
            deepest = Math.max(deepest, odeContacts.get(k).depth);
        }
        return deepest;
    }
}
