package dev.lockstep.collision.mesh;

import static dev.lockstep.collision.mesh.MeshFixtures.ONE;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.lockstep.collision.shape.ConvexHull;
import dev.lockstep.fixedpoint.Quat;
import dev.lockstep.fixedpoint.Transform;
import dev.lockstep.fixedpoint.Vec3;
import java.math.BigDecimal;
import java.math.BigInteger;
import java.math.MathContext;
import java.util.Random;
import org.junit.jupiter.api.Test;

/**
 * The box-frame SAT ({@link BoxTriangleSat}) against exact oracles on the placed box in mesh
 * space (issue 20, sections 1 and 4: no reported separation exceeds its axis's exact projection
 * gap; no separating axis is missed). Random boxes (half extents 1/8 to 9/8 units, some up to 40),
 * unturned, yawed and in random orientations, over flat grids, bumpy height fields and triangle
 * soups, from deep inside to beyond the contact distance, at random contact distances.
 *
 * <p>The bound {@link #bound}: the box frame rounds each corner component once, and {@code R^T}
 * is not exactly {@code R}'s inverse (a rotation matrix from a rounded unit quaternion is
 * orthonormal to about {@code 2^-31}), so against the placed box (whose corners are
 * {@code round(R v) + p}) a point at distance {@code D} from the box centre, box corners
 * included, moves by up to about {@code D 2^-31} plus a raw unit; the edge axes' gaps are rounded
 * to within 1.5 raw along a scaled axis at least {@code 2^31} raw long (3 raw of separation). The
 * largest excess seen, over the 6,000 samples, was {@code 2.5 D 2^-32}; the bound allows
 * {@code 8 + D 2^-29}.
 */
class BoxTriangleSatProperties {
    private static final MathContext MC = new MathContext(40);

    /** Tolerance (raw) of a separation measured for a triangle whose farthest corner is {@code reach} raw from the box centre. */
    static long bound(long reach) {
        return 8 + (reach >> 29);
    }

    @Test
    void reportedSeparation_neverExceedsTheExactGapAlongItsAxis_andIsNeverBelowTheClassicAxes() {
        Random r = new Random(20_4);
        TriangleMesh[] meshes = {MeshFixtures.grid(12, ONE),
            HullTriangleSatTableProperties.heightField(12, ONE / 2, new Random(5)),
            MeshFixtures.randomSoup(200, 6 * ONE, 11)};
        HullTriangleContact boxFrame = new HullTriangleContact();
        HullTriangleContact general = new HullTriangleContact(false, true, false, true);
        TriangleKernel k = new TriangleKernel();
        TriangleKernel kg = new TriangleKernel();
        int checked = 0;
        int separated = 0;
        int runs = 0;
        long worst = 0;
        for (int sample = 0; sample < 6_000; sample++) {
            long scale = r.nextInt(20) == 0 ? 40 * ONE : ONE;
            ConvexHull box = ConvexHull.box(new Vec3(ONE / 8 + Math.floorMod(r.nextLong(), scale),
                    ONE / 8 + Math.floorMod(r.nextLong(), scale), ONE / 8 + Math.floorMod(r.nextLong(), scale)));
            Quat q = rotation(r);
            TriangleMesh mesh = meshes[r.nextInt(meshes.length)];
            int t = r.nextInt(mesh.triangleCount());
            if (!k.load(mesh, t) || !kg.load(mesh, t)) {
                continue;
            }
            Vec3 centre = centreNear(r, k);
            long x = centre.x();
            long y = centre.y();
            long z = centre.z();
            Transform pose = Transform.of(q, centre);
            long contactDistance = r.nextBoolean() ? 0 : Math.floorMod(r.nextLong(), ONE / 4);
            boxFrame.set(box, pose, contactDistance);
            general.set(box, pose, contactDistance);
            long[] v = HullTriangleBentFaceProperties.placed(box, pose);
            long[] tri = {k.ax, k.ay, k.az, k.bx, k.by, k.bz, k.cx, k.cy, k.cz};
            long reach = 0;
            for (int c = 0; c < 3; c++) {
                reach = Math.max(reach, Math.abs(tri[3 * c] - x) + Math.abs(tri[3 * c + 1] - y)
                        + Math.abs(tri[3 * c + 2] - z));
            }
            reach = Math.max(reach, box.vertexX(7) + box.vertexY(7) + box.vertexZ(7));
            long tolerance = bound(reach);
            boolean apart = !boxFrame.satAxes(k);
            TriangleSatAxis axis = boxFrame.satAxis();
            BigDecimal along = directedGap(axis.x, axis.y, axis.z, tri, v);
            long inflated = contactDistance;
            runs++;
            if (apart) {
                separated++;
                assertTrue(along.compareTo(BigDecimal.valueOf(inflated - tolerance)) > 0, "sample " + sample
                        + ": reported separated beyond Ir = " + inflated + " along an axis whose exact gap is " + along);
                continue;
            }
            // (a) the best separation is a true gap along its axis: never above it
            BigDecimal best = BigDecimal.valueOf(axis.separation);
            worst = Math.max(worst, best.subtract(along).longValue());
            assertTrue(best.compareTo(along.add(BigDecimal.valueOf(tolerance))) <= 0, "sample " + sample
                    + ": separation " + axis.separation + " above the exact gap " + along + " along its axis");
            // (b) and never below the exact classic axes (the face columns, column x edge when not near parallel)
            BigDecimal classic = classicBest(pose, tri, v);
            assertTrue(best.compareTo(classic.subtract(BigDecimal.valueOf(tolerance + (1L << 16)))) >= 0, "sample "
                    + sample + ": separation " + axis.separation + " below the classic axes' exact " + classic);
            assertTrue(best.compareTo(BigDecimal.valueOf(inflated + tolerance)) <= 0, "sample " + sample
                    + ": not separated, yet the best separation " + axis.separation + " is above Ir " + inflated);
            // (c) the general SAT (Minkowski face axes, rounded) never finds a larger separation
            if (general.satAxes(kg)) {
                long g = general.satAxis().separation;
                assertTrue(axis.separation >= g - tolerance - (1L << 16), "sample " + sample + ": box frame "
                        + axis.separation + " below the general SAT's " + g);
            } else {
                assertTrue(axis.separation > inflated - tolerance - (1L << 16), "sample " + sample
                        + ": the general SAT separates beyond Ir " + inflated + ", the box frame's best is "
                        + axis.separation);
            }
            checked++;
        }
        assertTrue(checked > 2_000 && separated > 500, checked + " touching, " + separated + " separated of " + runs);
        assertTrue(worst > 0, "the bound is exercised: largest excess " + worst + " raw");
    }

    /**
     * A yawed box resting flat on a grid, 64 poses: every contact carries the floor normal (face
     * contacts and delayed face-style ones alike), and no more than four points per candidate.
     */
    @Test
    void yawedBoxRestingFlat_getsOnlyTheFloorNormal() {
        TriangleMesh grid = MeshFixtures.grid(8, ONE);
        ConvexHull box = ConvexHull.box(new Vec3(ONE / 2, ONE / 2, ONE / 2));
        MeshBvh bvh = MeshBvh.build(grid);
        MeshContactWorkspace ws = new MeshContactWorkspace();
        MeshContactResult out = new MeshContactResult();
        for (int i = 0; i < 64; i++) {
            Quat yaw = Quat.fromAxisAngle(new Vec3(0, 0, ONE), i * ONE / 10);
            Transform pose = Transform.of(yaw, new Vec3(3 * ONE + (i % 8) * ONE / 8, 3 * ONE + (i / 8) * ONE / 8,
                    ONE * 45 / 100));
            MeshContacts.hullVsMesh(box, pose, 0, bvh, ws, out);
            assertTrue(out.count() > 0, "pose " + i);
            for (int c = 0; c < out.count(); c++) {
                assertEquals(0, out.normalX(c), "pose " + i + " contact " + c + ": the floor normal");
                assertEquals(0, out.normalY(c), "pose " + i + " contact " + c);
                assertEquals(ONE, out.normalZ(c), "pose " + i + " contact " + c);
            }
            assertFalse(out.count() > 4 * 18, "pose " + i);
        }
    }

    /**
     * The world's mixed pile, tick 47: a box landing across the two coplanar triangles of one
     * quad of the bowl floor, its lowest point on their shared diagonal 172,563 raw deep. Over the
     * first triangle the box frame's best axis (a pole edge axis) reads -172,562, one raw above
     * the restricted height -172,563 that the general SAT's bottom face matches exactly; without
     * {@link BoxTriangleSat#tieSlack} that rounding made the contact delayed, and it was voided.
     */
    @Test
    void mixedPileTick47_boxAcrossTheDiagonal_keepsTheFaceContactAtARoundingTie() {
        long[] xyz = {-17179869184L, 536870912L, -17179869184L, -17179869184L, 335544320L, -8589934592L,
            -8589934592L, 134217728L, -8589934592L, -8589934592L, 335544320L, -17179869184L};
        TriangleMesh quad = TriangleMesh.of(xyz, new int[] {0, 1, 2, 0, 2, 3});
        ConvexHull box = ConvexHull.box(new Vec3(ONE / 2, ONE / 2, ONE / 2));
        Transform pose = Transform.of(new Quat(4294294523L, 50147517L, -359246L, -57128997L),
                new Vec3(-12629967034L, 2479924361L, -12687563075L));
        HullTriangleContact g = new HullTriangleContact();
        g.set(box, pose, 0);
        TriangleKernel k = new TriangleKernel();
        assertTrue(k.load(quad, 0));
        assertTrue(g.satAxes(k), "touching");
        assertEquals(-172562L, g.satAxis().separation, "the pole axis, one raw above the height");
        TriangleContact out = new TriangleContact();
        assertEquals(MeshFeature.FACE, g.generate(quad, 0, new MeshContactWorkspace(), out));
        assertEquals(-172563L, out.distance, "D: the restricted height");
    }

    static Quat rotation(Random r) {
        int kind = r.nextInt(3);
        if (kind == 0) {
            return Quat.IDENTITY;
        }
        if (kind == 1) {
            return Quat.fromAxisAngle(new Vec3(0, 0, ONE), Math.floorMod(r.nextLong(), 7 * ONE));
        }
        return new Quat(Math.floorMod(r.nextLong(), 2 * ONE) - ONE, Math.floorMod(r.nextLong(), 2 * ONE) - ONE,
                Math.floorMod(r.nextLong(), 2 * ONE) - ONE, (Math.floorMod(r.nextLong(), 2 * ONE) - ONE) | 1).normalize();
    }

    /** A random point of the loaded triangle pushed along its normal by -2 .. +2 units: a shape's centre near it. */
    static Vec3 centreNear(Random r, TriangleKernel k) {
        long w0 = Math.floorMod(r.nextLong(), ONE);
        long w1 = Math.floorMod(r.nextLong(), ONE - w0);
        long push = Math.floorMod(r.nextLong(), 4 * ONE) - 2 * ONE;
        return new Vec3(k.ax + mulFrac(k.bx - k.ax, w0) + mulFrac(k.cx - k.ax, w1) + mulFrac(k.nx, push),
                k.ay + mulFrac(k.by - k.ay, w0) + mulFrac(k.cy - k.ay, w1) + mulFrac(k.ny, push),
                k.az + mulFrac(k.bz - k.az, w0) + mulFrac(k.cz - k.az, w1) + mulFrac(k.nz, push));
    }

    private static long mulFrac(long a, long f) {
        return BigInteger.valueOf(a).multiply(BigInteger.valueOf(f)).shiftRight(32).longValueExact();
    }

    /**
     * The exact separation of the placed box {@code v} beyond the triangle along {@code a} (from
     * the triangle toward the box): {@code (min_v a.v - max_t a.t) / |a|}, raw.
     */
    static BigDecimal directedGap(long ax, long ay, long az, long[] tri, long[] v) {
        BigInteger[] a = {BigInteger.valueOf(ax), BigInteger.valueOf(ay), BigInteger.valueOf(az)};
        BigInteger minV = null;
        for (int i = 0; i < v.length; i += 3) {
            BigInteger d = dot(a, v, i);
            minV = minV == null || d.compareTo(minV) < 0 ? d : minV;
        }
        BigInteger maxT = null;
        for (int i = 0; i < 9; i += 3) {
            BigInteger d = dot(a, tri, i);
            maxT = maxT == null || d.compareTo(maxT) > 0 ? d : maxT;
        }
        BigDecimal len = new BigDecimal(a[0].pow(2).add(a[1].pow(2)).add(a[2].pow(2))).sqrt(MC);
        return new BigDecimal(minV.subtract(maxT)).divide(len, MC);
    }

    /**
     * The largest exact separation over the classic box-triangle axes in mesh space: the placed face
     * normals (columns of {@code R}, both ways) and each column crossed with each triangle edge
     * (both ways) unless within {@code 2^-8} of parallel (where a rounded edge axis may point
     * elsewhere by more than the test's tolerance).
     */
    static BigDecimal classicBest(Transform pose, long[] tri, long[] v) {
        long[][] col = {{pose.m00(), pose.m10(), pose.m20()}, {pose.m01(), pose.m11(), pose.m21()},
            {pose.m02(), pose.m12(), pose.m22()}};
        BigDecimal best = null;
        for (long[] c : col) {
            best = max(best, directedGap(c[0], c[1], c[2], tri, v));
            best = max(best, directedGap(-c[0], -c[1], -c[2], tri, v));
            for (int e = 0; e < 3; e++) {
                int n = e == 2 ? 0 : e + 1;
                long dx = tri[3 * n] - tri[3 * e];
                long dy = tri[3 * n + 1] - tri[3 * e + 1];
                long dz = tri[3 * n + 2] - tri[3 * e + 2];
                // exact cross in BigInteger, then scaled down to below 2^40 for the long axis
                BigInteger[] a = {
                    BigInteger.valueOf(c[1]).multiply(BigInteger.valueOf(dz)).subtract(BigInteger.valueOf(c[2]).multiply(BigInteger.valueOf(dy))),
                    BigInteger.valueOf(c[2]).multiply(BigInteger.valueOf(dx)).subtract(BigInteger.valueOf(c[0]).multiply(BigInteger.valueOf(dz))),
                    BigInteger.valueOf(c[0]).multiply(BigInteger.valueOf(dy)).subtract(BigInteger.valueOf(c[1]).multiply(BigInteger.valueOf(dx)))};
                BigDecimal len = new BigDecimal(a[0].pow(2).add(a[1].pow(2)).add(a[2].pow(2))).sqrt(MC);
                BigDecimal edge = new BigDecimal(BigInteger.valueOf(dx).pow(2).add(BigInteger.valueOf(dy).pow(2))
                        .add(BigInteger.valueOf(dz).pow(2))).sqrt(MC).multiply(BigDecimal.valueOf(1L << 32));
                if (len.compareTo(edge.divide(BigDecimal.valueOf(256), MC)) < 0) {
                    continue;
                }
                int shift = Math.max(0, a[0].abs().max(a[1].abs()).max(a[2].abs()).bitLength() - 40);
                long ax = a[0].shiftRight(shift).longValueExact();
                long ay = a[1].shiftRight(shift).longValueExact();
                long az = a[2].shiftRight(shift).longValueExact();
                best = max(best, directedGap(ax, ay, az, tri, v));
                best = max(best, directedGap(-ax, -ay, -az, tri, v));
            }
        }
        return best;
    }

    private static BigDecimal max(BigDecimal a, BigDecimal b) {
        return a == null || b.compareTo(a) > 0 ? b : a;
    }

    private static BigInteger dot(BigInteger[] a, long[] p, int i) {
        return a[0].multiply(BigInteger.valueOf(p[i])).add(a[1].multiply(BigInteger.valueOf(p[i + 1])))
                .add(a[2].multiply(BigInteger.valueOf(p[i + 2])));
    }
}
