package dev.lockstep.collision.bench;

import dev.lockstep.collision.internal.narrow.HullHullContact;
import dev.lockstep.collision.internal.narrow.KnownFeatureFloor;
import dev.lockstep.collision.internal.sat.SatWorkspace;
import dev.lockstep.collision.internal.shape.HullQueryIndex;
import dev.lockstep.collision.manifold.ContactManifold;
import dev.lockstep.collision.manifold.ManifoldCache;
import dev.lockstep.collision.narrow.HullHullWorkspace;
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
 * Hull-vs-hull manifold cost (issue 4): box resting on a box, random hull pairs of 8/20/32/128
 * vertices (deep and shallow, {@link RandomHullPairs}), cached vs uncached on coherent motion,
 * time of impact. Scenes are fixed-seed; each
 * invocation runs one query and cycles through a precomputed sequence. The {@code coherent*}
 * rows come in pairs, {@code ...Uncached} and {@code ...Cached}, on the same pose sequence (one
 * {@link ManifoldCache} kept across the invocations of a trial, as a simulation keeps it per
 * pair); they are box pairs and ignore {@code vertices} (run them with {@code -p vertices=8}),
 * except {@code coherentHull*}, random hulls of {@code vertices} points.
 */
@State(Scope.Thread)
@BenchmarkMode(Mode.AverageTime)
@OutputTimeUnit(TimeUnit.NANOSECONDS)
public class HullHullBenchmark {
    private static final long ONE = Fixed.ONE;
    private static final int SEQUENCE = 256;

    @Param({"8", "20", "32", "128"})
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
    private ConvexHull[] planarA;
    private ConvexHull[] planarB;
    private Transform[] posesA;
    private Transform[] posesB;
    private Transform[] shallowPosesB;
    private Transform[] approachA;
    private Transform[] approachB;
    private Transform[] restA;
    private Transform[] restB;
    private Transform[] carriedA;
    private Transform[] carriedB;
    private Transform[] jitterPositionB;
    private Transform[] jitterRotationB;
    private Transform[] slideB;
    private Transform[] spinApproachB;
    private Transform edgeApproachA;
    private Transform[] edgeApproachB;
    private ConvexHull hullSlideA;
    private ConvexHull hullSlideB;
    private Transform hullSlideTa;
    private Transform[] hullSlideB2;
    private ConvexHull hullApproachA;
    private ConvexHull hullApproachB;
    private Transform hullApproachTa;
    private Transform[] hullApproachB2;
    private ConvexHull hullTurnA;
    private ConvexHull hullTurnB;
    private Transform hullTurnTa;
    private Transform[] hullTurnB2;
    private KnownFeatureFloor hullTurnFloor;
    private int next;

    @Setup
    public void setUp() {
        box = ConvexHull.box(new Vec3(ONE, ONE, ONE));
        boxBelow = Transform.IDENTITY;
        boxAbove = Transform.translation(new Vec3(0, 2 * ONE - (ONE >> 8), 0));
        RandomHullPairs pairs = RandomHullPairs.of(vertices);
        hullsA = pairs.hullsA;
        hullsB = pairs.hullsB;
        posesA = pairs.posesA;
        posesB = pairs.posesB;
        shallowPosesB = vertices >= RandomHullPairs.SHALLOW_MIN_VERTICES ? RandomHullPairs.shallow(vertices).posesB : null;
        // the same poses with sphere-like hulls whose faces are all exactly planar (no nearly
        // coplanar merge: HullQueryIndex.planarFaces), drawn from their own seed so the rows
        // above keep their scenes; about half of the 32-point and almost every 128-point
        // sphere-like hull has a merged, bent face
        // (so for 8 and 32 points only: planar 128-point ones are too rare to draw)
        if (vertices <= 32) {
            Random planar = new Random(0x9_1A4A_0004L + vertices);
            ConvexHull[] planarPool = new ConvexHull[16];
            for (int i = 0; i < planarPool.length; i++) {
                do {
                    planarPool[i] = RandomHullPairs.sphereLike(planar, vertices);
                } while (!HullQueryIndex.of(planarPool[i]).planarFaces());
            }
            planarA = new ConvexHull[SEQUENCE];
            planarB = new ConvexHull[SEQUENCE];
            for (int i = 0; i < SEQUENCE; i++) {
                planarA[i] = planarPool[planar.nextInt(planarPool.length)];
                planarB[i] = planarPool[planar.nextInt(planarPool.length)];
            }
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
        // more coherent touching motion of the same resting pair, one pose per tick:
        // carried (both bodies moved by the same offset: relative pose constant), positional jitter
        // of up to 4 raw ulps per axis, rotational jitter (up to 4 raw ulps per quaternion
        // component), sliding along x at 2^-8 units per tick without turning; and the approach
        // with B also spinning 2^-8 rad per tick about a skew axis (rotation never repeats, and
        // neither does A's face normal seen from B)
        carriedA = new Transform[SEQUENCE];
        carriedB = new Transform[SEQUENCE];
        jitterPositionB = new Transform[SEQUENCE];
        jitterRotationB = new Transform[SEQUENCE];
        slideB = new Transform[SEQUENCE];
        spinApproachB = new Transform[SEQUENCE];
        Random j = new Random(0x7177_E400L);
        Vec3 rest = restB[0].translation();
        for (int i = 0; i < SEQUENCE; i++) {
            Vec3 carry = new Vec3(i * (ONE >> 6), 0, -i * (ONE >> 7));
            carriedA[i] = Transform.translation(carry);
            carriedB[i] = Transform.of(tilt, rest.add(carry));
            jitterPositionB[i] = Transform.of(tilt, rest.add(new Vec3(j.nextInt(9) - 4, j.nextInt(9) - 4, j.nextInt(9) - 4)));
            jitterRotationB[i] = Transform.of(new Quat(tilt.w() + j.nextInt(9) - 4, tilt.x() + j.nextInt(9) - 4,
                    tilt.y() + j.nextInt(9) - 4, tilt.z() + j.nextInt(9) - 4), rest);
            slideB[i] = Transform.of(tilt, rest.add(new Vec3(i * (ONE >> 8) - ONE / 2, 0, 0)));
            spinApproachB[i] = Transform.of(Quat.fromAxisAngle(SPIN_AXIS, ONE / 3 + i * (ONE >> 8)),
                    new Vec3(ONE / 8, 4 * ONE - i * (ONE >> 8), ONE / 16));
        }
        // edge to edge: A turned 45 degrees about z (top edge along z), B turned 45 degrees about x
        // (bottom edge along x) and a little about y, falling 2^-10 units per tick: separated by
        // the edge pair's axis
        edgeApproachA = Transform.of(Quat.fromAxisAngle(Vec3.UNIT_Z, Fixed.HALF_PI / 2), Vec3.ZERO);
        edgeApproachB = new Transform[SEQUENCE];
        Quat edgeDown = Quat.fromAxisAngle(Vec3.UNIT_Y, ONE / 8).multiply(Quat.fromAxisAngle(Vec3.UNIT_X, Fixed.HALF_PI / 2));
        for (int i = 0; i < SEQUENCE; i++) {
            // edges 0.9 to 0.65 units apart (centres 2 sqrt 2 plus that): only the edge axis separates
            edgeApproachB[i] = Transform.of(edgeDown, new Vec3(ONE / 16, 0x3_BA8F_5C28L - i * (ONE >> 10), -ONE / 32));
        }
        // random hulls of `vertices` points: the first random pair touching over a whole slide of
        // 2^-10 units per tick along z (no turning), and the first separated over a whole approach
        // of 2^-12 units per tick along -x
        hullSlideB2 = new Transform[SEQUENCE];
        hullApproachB2 = new Transform[SEQUENCE];
        for (int i = 0; i < SEQUENCE && (hullSlideA == null || hullApproachA == null); i++) {
            Vec3 base = posesB[i].translation();
            Transform first = posesB[i];
            Transform lastSlide = Transform.of(first.rotation(), base.add(new Vec3(0, 0, (SEQUENCE - 1) * (ONE >> 10))));
            Transform lastApproach = Transform.of(first.rotation(), base.add(new Vec3(-(SEQUENCE - 1) * (ONE >> 12), 0, 0)));
            boolean touchingFirst = HullHullContact.collide(hullsA[i], posesA[i], hullsB[i], first, 0, ws, null, manifold) > 0;
            if (hullSlideA == null && touchingFirst
                    && HullHullContact.collide(hullsA[i], posesA[i], hullsB[i], lastSlide, 0, ws, null, manifold) > 0) {
                hullSlideA = hullsA[i];
                hullSlideB = hullsB[i];
                hullSlideTa = posesA[i];
                for (int k = 0; k < SEQUENCE; k++) {
                    hullSlideB2[k] = Transform.of(first.rotation(), base.add(new Vec3(0, 0, k * (ONE >> 10))));
                }
            }
            if (hullApproachA == null && !touchingFirst
                    && HullHullContact.collide(hullsA[i], posesA[i], hullsB[i], lastApproach, 0, ws, null, manifold) == 0) {
                hullApproachA = hullsA[i];
                hullApproachB = hullsB[i];
                hullApproachTa = posesA[i];
                for (int k = 0; k < SEQUENCE; k++) {
                    hullApproachB2[k] = Transform.of(first.rotation(), base.add(new Vec3(-k * (ONE >> 12), 0, 0)));
                }
            }
        }
        setUpTurning();
    }

    /**
     * The first random pair touching over a whole slide of 2^-10 units per tick along z while B
     * turns by 2^-11 rad per tick about a skew axis (issue 20: the relative rotation changes on
     * every query, as for most touching bodies in a world).
     */
    private void setUpTurning() {
        hullTurnB2 = new Transform[SEQUENCE];
        for (int i = 0; i < SEQUENCE && hullTurnA == null; i++) {
            for (int k = 0; k < SEQUENCE; k++) {
                hullTurnB2[k] = turned(posesB[i], k);
            }
            if (HullHullContact.collide(hullsA[i], posesA[i], hullsB[i], hullTurnB2[0], 0, ws, null, manifold) > 0
                    && HullHullContact.collide(hullsA[i], posesA[i], hullsB[i], hullTurnB2[SEQUENCE / 2], 0, ws, null,
                            manifold) > 0
                    && HullHullContact.collide(hullsA[i], posesA[i], hullsB[i], hullTurnB2[SEQUENCE - 1], 0, ws, null,
                            manifold) > 0) {
                hullTurnA = hullsA[i];
                hullTurnB = hullsB[i];
                hullTurnTa = posesA[i];
            }
        }
    }

    private static Transform turned(Transform first, int k) {
        Quat turn = Quat.fromAxisAngle(SPIN_AXIS, k * (ONE >> 11));
        return Transform.of(turn.multiply(first.rotation()).normalize(),
                first.translation().add(new Vec3(0, 0, k * (ONE >> 10))));
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

    /**
     * {@link #randomHullPair}'s hulls in shallow contact ({@link RandomHullPairs#shallow}: every
     * pair overlapping by {@code 2^-8} units along x), the case a simulation meets when bodies
     * come to rest on each other.
     */
    @Benchmark
    public int shallowHullPair() {
        if (shallowPosesB == null) {
            throw new IllegalStateException("shallowHullPair: run it with -p vertices=20,32,128");
        }
        int i = step();
        return HullHullContact.collide(hullsA[i], posesA[i], hullsB[i], shallowPosesB[i], 0, ws, null, manifold);
    }

    /**
     * {@link #randomHullPair}'s poses with hulls whose faces are all planar: the edge query may
     * skip whole arcs there ({@code sat.ArcBound}), which it may not on hulls with bent faces.
     */
    @Benchmark
    public int randomPlanarHullPair() {
        if (planarA == null) {
            throw new IllegalStateException("randomPlanarHullPair: run it with -p vertices=8,32");
        }
        int i = step();
        return HullHullContact.collide(planarA[i], posesA[i], planarB[i], posesB[i], 0, ws, null, manifold);
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
    public int coherentCarriedUncached() {
        int i = step();
        return HullHullContact.collide(box, carriedA[i], box, carriedB[i], 0, ws, null, manifold);
    }

    @Benchmark
    public int coherentCarriedCached() {
        int i = step();
        return HullHullContact.collide(box, carriedA[i], box, carriedB[i], 0, ws, cache, manifold);
    }

    @Benchmark
    public int coherentJitterPositionUncached() {
        int i = step();
        return HullHullContact.collide(box, boxBelow, box, jitterPositionB[i], 0, ws, null, manifold);
    }

    @Benchmark
    public int coherentJitterPositionCached() {
        int i = step();
        return HullHullContact.collide(box, boxBelow, box, jitterPositionB[i], 0, ws, cache, manifold);
    }

    @Benchmark
    public int coherentJitterRotationUncached() {
        int i = step();
        return HullHullContact.collide(box, boxBelow, box, jitterRotationB[i], 0, ws, null, manifold);
    }

    @Benchmark
    public int coherentJitterRotationCached() {
        int i = step();
        return HullHullContact.collide(box, boxBelow, box, jitterRotationB[i], 0, ws, cache, manifold);
    }

    @Benchmark
    public int coherentSlidingUncached() {
        int i = step();
        return HullHullContact.collide(box, boxBelow, box, slideB[i], 0, ws, null, manifold);
    }

    @Benchmark
    public int coherentSlidingCached() {
        int i = step();
        return HullHullContact.collide(box, boxBelow, box, slideB[i], 0, ws, cache, manifold);
    }

    @Benchmark
    public int coherentApproachSpinningUncached() {
        int i = step();
        return HullHullContact.collide(box, approachA[i], box, spinApproachB[i], 0, ws, null, manifold);
    }

    @Benchmark
    public int coherentApproachSpinningCached() {
        int i = step();
        return HullHullContact.collide(box, approachA[i], box, spinApproachB[i], 0, ws, cache, manifold);
    }

    @Benchmark
    public int coherentApproachEdgeUncached() {
        int i = step();
        return HullHullContact.collide(box, edgeApproachA, box, edgeApproachB[i], 0, ws, null, manifold);
    }

    @Benchmark
    public int coherentApproachEdgeCached() {
        int i = step();
        return HullHullContact.collide(box, edgeApproachA, box, edgeApproachB[i], 0, ws, cache, manifold);
    }

    @Benchmark
    public int coherentHullSlidingUncached() {
        int i = step();
        return HullHullContact.collide(hullSlideA, hullSlideTa, hullSlideB, hullSlideB2[i], 0, ws, null, manifold);
    }

    @Benchmark
    public int coherentHullSlidingCached() {
        int i = step();
        return HullHullContact.collide(hullSlideA, hullSlideTa, hullSlideB, hullSlideB2[i], 0, ws, cache, manifold);
    }

    @Benchmark
    public int coherentHullApproachUncached() {
        int i = step();
        return HullHullContact.collide(hullApproachA, hullApproachTa, hullApproachB, hullApproachB2[i], 0, ws, null, manifold);
    }

    @Benchmark
    public int coherentHullApproachCached() {
        int i = step();
        return HullHullContact.collide(hullApproachA, hullApproachTa, hullApproachB, hullApproachB2[i], 0, ws, cache, manifold);
    }

    @Benchmark
    public int coherentHullTurningUncached() {
        int i = step();
        return HullHullContact.collide(hullTurnA, hullTurnTa, hullTurnB, hullTurnB2[i], 0, ws, null, manifold);
    }

    @Benchmark
    public int coherentHullTurningCached() {
        int i = step();
        return HullHullContact.collide(hullTurnA, hullTurnTa, hullTurnB, hullTurnB2[i], 0, ws, cache, manifold);
    }

    /**
     * The floor of any same-bit cache on {@link #coherentHullTurningCached}'s poses (issue 20):
     * the manifold built from the winning feature known for free, no SAT search
     * ({@code KnownFeatureFloor}; a measurement, not a route of the library).
     */
    @Benchmark
    public int coherentHullTurningFloor() {
        int i = step();
        return turningFloor().collide(i, ws, manifold);
    }

    /** The placement part of {@link #coherentHullTurningFloor} alone (relative pose, B's vertices and normals). */
    @Benchmark
    public int coherentHullTurningPlacement() {
        int i = step();
        return turningFloor().place(i, ws);
    }

    private KnownFeatureFloor turningFloor() {
        if (hullTurnFloor == null) {
            hullTurnFloor = new KnownFeatureFloor(hullTurnA, hullTurnTa, hullTurnB, hullTurnB2, ws);
        }
        return hullTurnFloor;
    }

    @Benchmark
    public boolean timeOfImpact() {
        int i = step();
        return TimeOfImpact.compute(hullsA[i], posesA[i], Vec3.ZERO, hullsB[i], posesB[i], VELOCITY, satWs, toi);
    }

    private static final Vec3 VELOCITY = new Vec3(-2 * ONE, 0, 0);
    private static final Vec3 SPIN_AXIS = new Vec3(ONE, 2 * ONE, 3 * ONE);
}
