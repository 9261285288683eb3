package dev.lockstep.collision.bench;

import com.bulletphysics.collision.shapes.BoxShape;
import com.bulletphysics.collision.shapes.ConvexHullShape;
import com.bulletphysics.collision.shapes.ConvexShape;
import com.bulletphysics.util.ObjectArrayList;
import dev.lockstep.collision.shape.ConvexHull;
import dev.lockstep.fixedpoint.Fixed;
import dev.lockstep.fixedpoint.Quat;
import dev.lockstep.fixedpoint.Transform;
import java.util.concurrent.TimeUnit;
import javax.vecmath.Vector3f;
import org.ode4j.math.DQuaternion;
import org.ode4j.ode.DContactGeom;
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
 * The floating-point engines named by issue 4's speed bars, ode4j and JBullet, run on the very
 * scenes of {@link HullHullBenchmark}: the same box pair at rest and the same 256 random hull
 * pairs ({@link RandomHullPairs}), converted to doubles/floats. This is what makes the bars an
 * apples-to-apples comparison; the figures (ode4j 730 ns, JBullet 2,300 ns for random
 * 20-32-vertex pairs) were measured on scenes we do not have.
 *
 * <p>Display conversion only ({@link Fixed#toDoubleForDisplay}): nothing here feeds Lockstep
 * state, and these engines are test-scoped dependencies used by nothing else.
 *
 * <ul>
 *   <li>ode4j: {@code OdeHelper.collide} of two placeable {@code DConvex} geoms (faces, planes
 *       and vertices of our hull), up to 4 contacts, as a game's near callback calls it. Boxes
 *       are {@code DBox} (ODE's box-box).
 *   <li>JBullet: the narrow phase of its {@code ConvexConvexAlgorithm}, a {@code GjkPairDetector}
 *       with the Voronoi simplex solver and GJK-EPA penetration, on {@code ConvexHullShape}s of the
 *       same points (default margin), within the dispatcher's contact distance (both margins plus
 *       the 0.02 breaking threshold). It reports one point per call and builds its manifold over
 *       ticks, so a call does less than one of ours.
 * </ul>
 */
@State(Scope.Thread)
@BenchmarkMode(Mode.AverageTime)
@OutputTimeUnit(TimeUnit.NANOSECONDS)
public class ReferenceEngineBenchmark {
    private static final int SEQUENCE = RandomHullPairs.SEQUENCE;
    private static final int MAX_CONTACTS = 4;

    @Param({"8", "20", "32", "128"})
    public int vertices;

    private final DContactGeomBuffer odeContacts = new DContactGeomBuffer(MAX_CONTACTS);
    private DGeom[] odeA;
    private DGeom[] odeB;
    private double[][] poseA;
    private double[][] poseB;
    private double[][] shallowPoseB;
    private int[] poolA;
    private int[] poolB;
    private DGeom odeBoxBelow;
    private DGeom odeBoxAbove;

    private ConvexShape[] bulletHulls;
    private final JBulletGjk jbulletGjk = new JBulletGjk();
    private BoxShape bulletBox;
    private int next;

    @Setup
    public void setUp() {
        OdeHelper.initODE2(0);
        RandomHullPairs pairs = RandomHullPairs.of(vertices);
        odeA = new DGeom[pairs.pool.length];
        odeB = new DGeom[pairs.pool.length];
        bulletHulls = new ConvexShape[pairs.pool.length];
        for (int i = 0; i < pairs.pool.length; i++) {
            odeA[i] = odeConvex(pairs.pool[i]);
            odeB[i] = odeConvex(pairs.pool[i]);
            bulletHulls[i] = bulletHull(pairs.pool[i]);
        }
        poolA = pairs.poolA;
        poolB = pairs.poolB;
        poseA = new double[SEQUENCE][];
        poseB = new double[SEQUENCE][];
        for (int i = 0; i < SEQUENCE; i++) {
            poseA[i] = pose(pairs.posesA[i]);
            poseB[i] = pose(pairs.posesB[i]);
        }
        if (vertices >= RandomHullPairs.SHALLOW_MIN_VERTICES) {
            RandomHullPairs shallow = RandomHullPairs.shallow(vertices);
            shallowPoseB = new double[SEQUENCE][];
            for (int i = 0; i < SEQUENCE; i++) {
                shallowPoseB[i] = pose(shallow.posesB[i]);
            }
        }
        odeBoxBelow = OdeHelper.createBox(2, 2, 2);
        odeBoxAbove = OdeHelper.createBox(2, 2, 2);
        odeBoxAbove.setPosition(0, 2 - 1.0 / 256, 0);
        bulletBox = new BoxShape(new Vector3f(1, 1, 1));
    }

    /** Transform as {w, x, y, z, tx, ty, tz} in doubles. */
    static double[] pose(Transform t) {
        Quat r = t.rotation();
        return new double[] {d(r.w()), d(r.x()), d(r.y()), d(r.z()),
            d(t.translation().x()), d(t.translation().y()), d(t.translation().z())};
    }

    private static double d(long raw) {
        return Fixed.toDoubleForDisplay(raw);
    }

    /**
     * Our hull as ODE's convex description: {@code planes} (a, b, c, d per face: the outward
     * normal and offset, {@code n . x = d} on the face), {@code points} (x, y, z per vertex) and
     * {@code polygons} (per face its vertex count, then its vertices counter-clockwise seen from
     * outside, as ODE expects).
     */
    record OdeConvexData(double[] planes, double[] points, int[] polygons) {
    }

    /** {@link OdeConvexData} of hull {@code h} (checked by {@code ReferenceEngineSceneTest}). */
    static OdeConvexData odeConvexData(ConvexHull h) {
        int faces = h.faceCount();
        double[] planes = new double[4 * faces];
        int polygonLength = 0;
        for (int f = 0; f < faces; f++) {
            planes[4 * f] = d(h.faceNormalX(f));
            planes[4 * f + 1] = d(h.faceNormalY(f));
            planes[4 * f + 2] = d(h.faceNormalZ(f));
            planes[4 * f + 3] = d(h.faceOffset(f));
            polygonLength += 1 + h.faceVertexCount(f);
        }
        double[] points = new double[3 * h.vertexCount()];
        for (int v = 0; v < h.vertexCount(); v++) {
            points[3 * v] = d(h.vertexX(v));
            points[3 * v + 1] = d(h.vertexY(v));
            points[3 * v + 2] = d(h.vertexZ(v));
        }
        // our face loops run counter-clockwise about the outward normal, as ODE's polygons do
        int[] polygons = new int[polygonLength];
        int k = 0;
        for (int f = 0; f < faces; f++) {
            int n = h.faceVertexCount(f);
            polygons[k++] = n;
            int e = h.faceFirstEdge(f);
            for (int j = 0; j < n; j++) {
                polygons[k++] = h.halfEdgeOrigin(e);
                e = h.halfEdgeNext(e);
            }
        }
        return new OdeConvexData(planes, points, polygons);
    }

    /** Our hull as a placeable ODE convex geom. */
    static DGeom odeConvex(ConvexHull h) {
        OdeConvexData c = odeConvexData(h);
        return OdeHelper.createConvex(c.planes(), h.faceCount(), c.points(), h.vertexCount(), c.polygons());
    }

    static ConvexShape bulletHull(ConvexHull h) {
        ObjectArrayList<Vector3f> points = new ObjectArrayList<>();
        for (int v = 0; v < h.vertexCount(); v++) {
            points.add(new Vector3f((float) d(h.vertexX(v)), (float) d(h.vertexY(v)), (float) d(h.vertexZ(v))));
        }
        return new ConvexHullShape(points);
    }

    private int step() {
        int i = next;
        next = (i + 1) & (SEQUENCE - 1);
        return i;
    }

    static void place(DGeom g, double[] p) {
        g.setQuaternion(new DQuaternion(p[0], p[1], p[2], p[3]));
        g.setPosition(p[4], p[5], p[6]);
    }

    @Benchmark
    public int ode4jRandomHullPair() {
        int i = step();
        return ode4j(i, poseB[i]);
    }

    /** {@link #ode4jRandomHullPair} on {@link RandomHullPairs#shallow}'s poses (HullHullBenchmark.shallowHullPair). */
    @Benchmark
    public int ode4jShallowHullPair() {
        checkShallow();
        int i = step();
        return ode4j(i, shallowPoseB[i]);
    }

    /** ode4j's contacts of pair {@code i} with B placed at {@code poseOfB}. */
    private int ode4j(int i, double[] poseOfB) {
        DGeom a = odeA[poolA[i]];
        DGeom b = odeB[poolB[i]];
        place(a, poseA[i]);
        place(b, poseOfB);
        return OdeHelper.collide(a, b, MAX_CONTACTS, odeContacts);
    }

    @Benchmark
    public int ode4jBoxOnBoxResting() {
        return OdeHelper.collide(odeBoxBelow, odeBoxAbove, MAX_CONTACTS, odeContacts);
    }

    @Benchmark
    public int jbulletRandomHullPair() {
        int i = step();
        return bullet(bulletHulls[poolA[i]], poseA[i], bulletHulls[poolB[i]], poseB[i]);
    }

    /** {@link #jbulletRandomHullPair} on {@link RandomHullPairs#shallow}'s poses (HullHullBenchmark.shallowHullPair). */
    @Benchmark
    public int jbulletShallowHullPair() {
        checkShallow();
        int i = step();
        return bullet(bulletHulls[poolA[i]], poseA[i], bulletHulls[poolB[i]], shallowPoseB[i]);
    }

    private void checkShallow() {
        if (shallowPoseB == null) {
            throw new IllegalStateException("the shallow rows: run them with -p vertices=20,32,128");
        }
    }

    private static final double[] BOX_BELOW = {1, 0, 0, 0, 0, 0, 0};
    private static final double[] BOX_ABOVE = {1, 0, 0, 0, 0, 2 - 1.0 / 256, 0};

    @Benchmark
    public int jbulletBoxOnBoxResting() {
        return bullet(bulletBox, BOX_BELOW, bulletBox, BOX_ABOVE);
    }

    private int bullet(ConvexShape a, double[] pa, ConvexShape b, double[] pb) {
        return jbulletGjk.collide(a, pa, b, pb);
    }

    /** Contact {@code k} of the last ode4j call (for {@code ReferenceEngineSceneTest}). */
    DContactGeom odeContact(int k) {
        return odeContacts.get(k);
    }

    /** Depth of the last point JBullet reported (negative: penetration). */
    float bulletDepth() {
        return jbulletGjk.depth();
    }
}
