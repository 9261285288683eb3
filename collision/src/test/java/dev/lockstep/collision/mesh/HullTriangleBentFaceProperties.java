package dev.lockstep.collision.mesh;

import static org.junit.jupiter.api.Assertions.assertTrue;
import static org.quicktheories.QuickTheory.qt;
import static org.quicktheories.generators.SourceDSL.longs;

import dev.lockstep.collision.narrow.HullScenes;
import dev.lockstep.collision.sat.SatConstants;
import dev.lockstep.collision.shape.ConvexHull;
import dev.lockstep.collision.shape.HullBuildException;
import dev.lockstep.collision.shape.HullBuilder;
import dev.lockstep.fixedpoint.Fixed;
import dev.lockstep.fixedpoint.MutableVec3;
import dev.lockstep.fixedpoint.Transform;
import dev.lockstep.fixedpoint.Vec3;
import dev.lockstep.fixedpoint.VecMath;
import java.math.BigDecimal;
import java.math.BigInteger;
import java.math.MathContext;
import java.util.Random;
import org.junit.jupiter.api.Test;

/**
 * The hull-triangle SAT against the exact separation along its own axis, on hulls with bent faces
 * ({@link HullTriangleBentFaceTest}): after {@link HullTriangleContact#satAxes} its largest
 * separation is at most the true separation of the placed hull and the triangle along its axis
 * plus the slack of {@code checkedSeparation}, and an axis it calls separating truly separates by
 * more than {@code Ir} minus that slack, so no contact is lost to an overstated axis. Scenes: the
 * triangle lies on or just off a bent face, one edge nearly parallel to an edge of that face
 * (where the Gauss map test, reading the bent face's normal, accepts axes off the Minkowski
 * faces), shifted sideways; hulls of 4 to 63 points at half a unit to 32 units. Without the check
 * 121 of 3,000 such scenes fail (2026-11-23).
 *
 * <p>Every bent face's axis is held tighter, to the rounded true separation along the placed face
 * normal (half an ulp either way): it is measured from the hull's support along the normal, not
 * from a vertex of the face, whose plane need not support the hull. Measured from the face's
 * first vertex, 1,208 of 1,500 scenes of {@link #scene} fail (seeds 1 to 1,500, 2026-11-23).
 */
class HullTriangleBentFaceProperties {
    private static final long ONE = Fixed.ONE;
    private static final MathContext MC = new MathContext(40);

    /** A bent hull, its placement, the triangle (9 raw coordinates) and the contact distance. */
    record Scene(ConvexHull hull, Transform placement, long[] triangle, long contactDistance) {
    }

    @Test
    void satSeparations_neverExceedTheTrueSeparationAlongTheirAxis() {
        int[] counts = new int[3];                                   // scenes, SAT ran to the end, separated
        qt().withFixedSeed(0xBE47_F0CEL).withExamples(1500).forAll(longs().all()).checkAssert(seed -> {
            Scene s = scene(new Random(seed));
            TriangleMesh mesh = TriangleMesh.of(s.triangle(), new int[] {0, 1, 2});
            TriangleKernel k = new TriangleKernel();
            if (!k.load(mesh, 0)) {
                return;
            }
            counts[0]++;
            boolean ran = checkSat(s, k, "seed " + seed);
            counts[ran ? 1 : 2]++;
        });
        assertTrue(counts[1] > 300 && counts[2] > 300, "both outcomes exercised: " + counts[1] + " / " + counts[2]);
    }

    /**
     * Runs the SAT of {@code s} on the loaded {@code k} and checks it against the exact oracle
     * (message {@code what}); returns true when the SAT did not separate.
     */
    static boolean checkSat(Scene s, TriangleKernel k, String what) {
        HullTriangleContact g = new HullTriangleContact();
        g.set(s.hull(), s.placement(), s.contactDistance());
        k.loadEdgeNormals();
        checkBentFaceAxes(s, g, k, what);
        boolean ran = g.satAxes(k);
        long ax = g.axisX();
        long ay = g.axisY();
        long az = g.axisZ();
        long[] placed = placed(s.hull(), s.placement());
        // true separation along the axis (from the triangle toward the hull), raw: exact dots over |a|
        BigInteger minHull = null;
        for (int i = 0; i < placed.length; i += 3) {
            BigInteger d = dot(ax, ay, az, placed[i], placed[i + 1], placed[i + 2]);
            minHull = minHull == null || d.compareTo(minHull) < 0 ? d : minHull;
        }
        BigInteger maxTriangle = null;
        for (int c = 0; c < 3; c++) {
            BigInteger d = dot(ax, ay, az, k.cornerX(c), k.cornerY(c), k.cornerZ(c));
            maxTriangle = maxTriangle == null || d.compareTo(maxTriangle) > 0 ? d : maxTriangle;
        }
        BigDecimal length = new BigDecimal(BigInteger.valueOf(ax).pow(2).add(BigInteger.valueOf(ay).pow(2))
                .add(BigInteger.valueOf(az).pow(2))).sqrt(MC);
        BigDecimal trueSeparation = new BigDecimal(minHull.subtract(maxTriangle)).divide(length, MC);
        BigDecimal slack = BigDecimal.valueOf(slack(placed, k));
        long inflated = s.hull().coreRadius() + s.contactDistance();
        if (ran) {
            assertTrue(BigDecimal.valueOf(g.axisSeparation()).compareTo(trueSeparation.add(slack)) <= 0,
                    what + ": SAT separation " + g.axisSeparation() + " above the true " + trueSeparation + " + slack " + slack);
        } else {
            assertTrue(trueSeparation.add(slack).compareTo(BigDecimal.valueOf(inflated)) > 0,
                    what + ": separated beyond Ir " + inflated + " along an axis whose true separation is " + trueSeparation);
        }
        return ran;
    }

    /**
     * Holds the face axis of every bent face of {@code s} ({@code g} set to it, {@code k} loaded)
     * to the rounded exact separation of hull and triangle along the placed face normal:
     * {@code |2^32 s - (min_t n . t - max_v n . v)| <= 2^31} (the one rounding of its dot).
     */
    static void checkBentFaceAxes(Scene s, HullTriangleContact g, TriangleKernel k, String what) {
        long[] placed = placed(s.hull(), s.placement());
        MutableVec3 n = new MutableVec3();
        for (int f : s.hull().queryIndex().bentFaces()) {
            ConvexHull h = s.hull();
            s.placement().applyToVectorInto(h.faceNormalX(f), h.faceNormalY(f), h.faceNormalZ(f), n);
            BigInteger maxHull = null;
            for (int i = 0; i < placed.length; i += 3) {
                BigInteger d = dot(n.x, n.y, n.z, placed[i], placed[i + 1], placed[i + 2]);
                maxHull = maxHull == null || d.compareTo(maxHull) > 0 ? d : maxHull;
            }
            BigInteger minTriangle = null;
            for (int c = 0; c < 3; c++) {
                BigInteger d = dot(n.x, n.y, n.z, k.cornerX(c), k.cornerY(c), k.cornerZ(c));
                minTriangle = minTriangle == null || d.compareTo(minTriangle) < 0 ? d : minTriangle;
            }
            BigInteger truth = minTriangle.subtract(maxHull);
            long sep = g.faceSeparation(k, f);
            BigInteger error = BigInteger.valueOf(sep).shiftLeft(32).subtract(truth);
            BigDecimal trueRaw = new BigDecimal(truth).divide(new BigDecimal(BigInteger.ONE.shiftLeft(32)), MC);
            assertTrue(error.abs().compareTo(BigInteger.ONE.shiftLeft(31)) <= 0,
                    what + ": face " + f + " axis separation " + sep + " raw, the true one " + trueRaw);
        }
    }

    /** The slack of {@code HullTriangleContact.checkedSeparation}: box diagonals of hull and triangle, shifted, plus the minimum. */
    private static long slack(long[] placed, TriangleKernel k) {
        long[] corners = {k.ax, k.ay, k.az, k.bx, k.by, k.bz, k.cx, k.cy, k.cz};
        return (diagonal(placed) + diagonal(corners) >> SatConstants.EDGE_SUPPORT_SLACK_SHIFT)
                + SatConstants.EDGE_SUPPORT_SLACK_MIN_RAW;
    }

    private static long diagonal(long[] xyz) {
        long[] box = {Long.MAX_VALUE, Long.MAX_VALUE, Long.MAX_VALUE, Long.MIN_VALUE, Long.MIN_VALUE, Long.MIN_VALUE};
        for (int i = 0; i < xyz.length; i++) {
            box[i % 3] = Math.min(box[i % 3], xyz[i]);
            box[3 + i % 3] = Math.max(box[3 + i % 3], xyz[i]);
        }
        return Fixed.length3(box[3] - box[0], box[4] - box[1], box[5] - box[2]) + 1;
    }

    private static BigInteger dot(long ax, long ay, long az, long x, long y, long z) {
        return BigInteger.valueOf(ax).multiply(BigInteger.valueOf(x)).add(BigInteger.valueOf(ay).multiply(BigInteger.valueOf(y)))
                .add(BigInteger.valueOf(az).multiply(BigInteger.valueOf(z)));
    }

    /** The hull's vertices placed as {@link HullTriangleContact#set} places them (raw, interleaved). */
    static long[] placed(ConvexHull hull, Transform placement) {
        long[] out = new long[3 * hull.vertexCount()];
        MutableVec3 p = new MutableVec3();
        for (int i = 0; i < hull.vertexCount(); i++) {
            placement.applyToPointInto(hull.vertexX(i), hull.vertexY(i), hull.vertexZ(i), p);
            out[3 * i] = p.x;
            out[3 * i + 1] = p.y;
            out[3 * i + 2] = p.z;
        }
        return out;
    }

    /** A scene with a bent hull (see the class comment); fixed point throughout. */
    static Scene scene(Random r) {
        ConvexHull hull;
        int shift;
        do {
            shift = r.nextInt(7) - 1;                                 // radius 2^-1 .. 2^5 units
            try {
                hull = scaled(HullScenes.randomHull(r, 4 + r.nextInt(60), ONE), shift);
            } catch (HullBuildException e) {
                hull = null;                                          // a flat cloud: draw again
            }
        } while (hull == null || hull.queryIndex().bentFaces().length == 0);
        long size = shift >= 0 ? ONE << shift : ONE >> -shift;
        Transform placement = Transform.of(HullScenes.randomRotation(r),
                new Vec3(r.nextLong() % size, r.nextLong() % size, r.nextLong() % size));
        long[] v = placed(hull, placement);
        int[] bent = hull.queryIndex().bentFaces();
        int f = bent[r.nextInt(bent.length)];
        MutableVec3 t = new MutableVec3();
        placement.applyToVectorInto(hull.faceNormalX(f), hull.faceNormalY(f), hull.faceNormalZ(f), t);
        long[] normal = {t.x, t.y, t.z};
        int edge = -1;
        for (int e = r.nextInt(hull.edgeCount()), n = 0; n < hull.edgeCount() && edge < 0; e = (e + 1) % hull.edgeCount(), n++) {
            edge = hull.edgeFaceA(e) == f || hull.edgeFaceB(e) == f ? e : -1;
        }
        int a = hull.edgeVertexA(edge);
        int b = hull.edgeVertexB(edge);
        long[] along = unit(v[3 * b] - v[3 * a], v[3 * b + 1] - v[3 * a + 1], v[3 * b + 2] - v[3 * a + 2]);
        long[] side = unit(VecMath.crossX(normal[1], normal[2], along[1], along[2]),
                VecMath.crossY(normal[0], normal[2], along[0], along[2]), VecMath.crossZ(normal[0], normal[1], along[0], along[1]));
        // the triangle edge: 2^-4 .. 2^-16 rad off the hull edge, in the face's plane
        long turn = r.nextLong() % (ONE >> (4 + r.nextInt(13)));
        long[] dir = unit(along[0] + Fixed.mul(side[0], turn), along[1] + Fixed.mul(side[1], turn),
                along[2] + Fixed.mul(side[2], turn));
        long fraction = Math.floorMod(r.nextLong(), ONE);
        long top = Long.MIN_VALUE;
        for (int i = 0; i < v.length; i += 3) {
            top = Math.max(top, Fixed.dot3(normal[0], normal[1], normal[2], v[i], v[i + 1], v[i + 2]));
        }
        long[] q = new long[3];
        for (int c = 0; c < 3; c++) {
            q[c] = v[3 * a + c] + Fixed.mul(v[3 * b + c] - v[3 * a + c], fraction);
        }
        long gap = (r.nextLong() % (size / 10)) >> (r.nextBoolean() ? 0 : 6);
        long lift = top - Fixed.dot3(normal[0], normal[1], normal[2], q[0], q[1], q[2]) + gap;
        long sideways = (r.nextLong() % size) >> (r.nextBoolean() ? 0 : 4);
        long length = size / 5 + Math.floorMod(r.nextLong(), 3 * size);
        long split = Math.floorMod(r.nextLong(), ONE);
        long reach = Math.floorMod(r.nextLong(), length) - length / 2;
        long away = (size / 10 + Math.floorMod(r.nextLong(), 3 * size)) * (r.nextBoolean() ? 1 : -1);
        long[] tri = new long[9];
        for (int c = 0; c < 3; c++) {
            long p = q[c] + Fixed.mul(normal[c], lift) + Fixed.mul(side[c], sideways);
            tri[c] = p - Fixed.mul(dir[c], Fixed.mul(length, split));
            tri[3 + c] = p + Fixed.mul(dir[c], length - Fixed.mul(length, split));
            tri[6 + c] = p + Fixed.mul(dir[c], reach) + Fixed.mul(side[c], away);
        }
        // wound so the hull's reference point is in front (a back face would be culled before the SAT)
        MutableVec3 ref = new MutableVec3();
        placement.applyToPointInto(0, 0, 0, ref);
        long ux = tri[3] - tri[0];
        long uy = tri[4] - tri[1];
        long uz = tri[5] - tri[2];
        long wx = tri[6] - tri[0];
        long wy = tri[7] - tri[1];
        long wz = tri[8] - tri[2];
        if (Fixed.signOfDot3(VecMath.crossX(uy, uz, wy, wz), VecMath.crossY(ux, uz, wx, wz), VecMath.crossZ(ux, uy, wx, wy),
                ref.x - tri[0], ref.y - tri[1], ref.z - tri[2]) < 0) {
            for (int c = 0; c < 3; c++) {
                long swap = tri[3 + c];
                tri[3 + c] = tri[6 + c];
                tri[6 + c] = swap;
            }
        }
        long contactDistance = r.nextInt(3) == 0 ? 0 : Math.floorMod(r.nextLong(), size / 3);
        return new Scene(hull, placement, tri, contactDistance);
    }

    private static long[] unit(long x, long y, long z) {
        MutableVec3 u = new MutableVec3();
        VecMath.normalizeInto(x, y, z, u);
        return new long[] {u.x, u.y, u.z};
    }

    private static ConvexHull scaled(ConvexHull h, int shift) {
        if (shift == 0) {
            return h;
        }
        long[] xyz = new long[3 * h.vertexCount()];
        for (int i = 0; i < h.vertexCount(); i++) {
            xyz[3 * i] = shift > 0 ? h.vertexX(i) << shift : h.vertexX(i) >> -shift;
            xyz[3 * i + 1] = shift > 0 ? h.vertexY(i) << shift : h.vertexY(i) >> -shift;
            xyz[3 * i + 2] = shift > 0 ? h.vertexZ(i) << shift : h.vertexZ(i) >> -shift;
        }
        return HullBuilder.build(xyz);
    }
}
