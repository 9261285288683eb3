package dev.lockstep.collision.mesh;

import static dev.lockstep.collision.mesh.MeshFixtures.ONE;
import static org.junit.jupiter.api.Assertions.assertTrue;
import static org.quicktheories.QuickTheory.qt;
import static org.quicktheories.generators.SourceDSL.longs;

import dev.lockstep.collision.shape.Capsule;
import dev.lockstep.fixedpoint.Fixed;
import dev.lockstep.fixedpoint.MutableVec3;
import dev.lockstep.fixedpoint.Transform;
import dev.lockstep.fixedpoint.Vec3;
import dev.lockstep.fixedpoint.VecMath;
import java.math.BigDecimal;
import java.math.BigInteger;
import java.math.MathContext;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import java.util.Random;
import org.junit.jupiter.api.Test;

/**
 * Capsule against random triangles up to the mesh coordinate bound (issue 5, numeric contract):
 * no input within {@link TriangleMesh#MAX_COORDINATE} throws, and when the core lies wholly
 * outside one edge's half-plane (the edge/vertex path) the reported distance equals the exact
 * segment-to-triangle distance, computed with BigInteger rationals and a 40-digit BigDecimal
 * square root, within {@link #DISTANCE_TOLERANCE}; the normal joins the reported witnesses.
 */
class CapsuleTriangleContactProperties {
    /**
     * Largest accepted error, raw (2^10 raw, about 2.4e-7 units): of the distance against the
     * exact oracle, of the witnesses from the core and from the triangle boundary, and of
     * {@code S - Cp} from {@code normal * D}. Both forms put each witness on its segment within
     * an ulp (one {@code mulDiv} per component along the exact direction); the fractions' own
     * errors (for the unit-direction form up to about one ulp of a unit times 16384 sqrt 3 units)
     * move the witnesses along the segments, which changes the distance only to second order.
     * Measured over this run: at most 1 raw (the coverage message prints it).
     */
    static final long DISTANCE_TOLERANCE = 1L << 10;
    private static final MathContext MC = new MathContext(40);
    private static final long MAX = TriangleMesh.MAX_COORDINATE;

    @Test
    void randomCapsulesBesideRandomLargeTriangles_neverThrow_andMatchTheExactDistance() {
        MeshContactWorkspace ws = new MeshContactWorkspace();
        MeshContactResult out = new MeshContactResult();
        int[] coverage = new int[4];                                  // oracle-checked, other paths, vertex, long form
        long[] worst = new long[1];
        List<String> failures = new ArrayList<>();
        qt().withFixedSeed(0xCA95_B16EL).withExamples(2000).forAll(longs().all()).checkAssert(seed -> {
            Random r = new Random(seed);
            long[] tri = randomTriangle(r);
            long[] cap = capsuleNear(tri, r);
            if (cap == null) {
                return;                                               // degenerate triangle or out of bounds
            }
            String where = "seed " + seed + " tri " + Arrays.toString(tri) + " capsule " + Arrays.toString(cap);
            MeshBvh bvh = MeshBvh.build(TriangleMesh.of(tri, new int[] {0, 1, 2}));
            long radius = cap[6];
            long contactDistance = cap[7];
            MeshContacts.capsuleVsMesh(new Capsule(new Vec3(cap[0], cap[1], cap[2]), new Vec3(cap[3], cap[4], cap[5]),
                    radius), Transform.IDENTITY, contactDistance, bvh, ws, out);   // must not throw
            if (!besideOneEdge(tri, cap)) {
                coverage[1]++;
                return;
            }
            BigDecimal exact = oracleDistance(tri, cap);
            boolean reachable = exact.compareTo(BigDecimal.valueOf(radius + contactDistance - DISTANCE_TOLERANCE)) <= 0;
            if (out.count() == 0) {
                if (reachable) {
                    failures.add(where + ": no contact, exact distance " + exact);
                }
                return;
            }
            coverage[0]++;
            coverage[2] += MeshFeature.isVertex(out.feature(0)) ? 1 : 0;
            coverage[3] += usesLongForm(tri, cap) ? 1 : 0;
            long err = exact.subtract(BigDecimal.valueOf(out.distance(0))).abs().longValue();
            // witnesses: S = point + n radius on the core, Cp on the triangle boundary, S - Cp = n D
            long nx = out.normalX(0);
            long ny = out.normalY(0);
            long nz = out.normalZ(0);
            long d = out.distance(0);
            long sx = out.pointX(0) + Fixed.mul(nx, radius);
            long sy = out.pointY(0) + Fixed.mul(ny, radius);
            long sz = out.pointZ(0) + Fixed.mul(nz, radius);
            long cx = out.closestX(0);
            long cy = out.closestY(0);
            long cz = out.closestZ(0);
            err = Math.max(err, sqrtRaw(pointSegmentSq(sx, sy, sz, cap[0], cap[1], cap[2], cap[3], cap[4], cap[5])));
            BigDecimal toEdge = null;
            for (int e = 0; e < 3; e++) {
                int n = (e + 1) % 3;
                BigDecimal q = pointSegmentSq(cx, cy, cz, tri[3 * e], tri[3 * e + 1], tri[3 * e + 2], tri[3 * n],
                        tri[3 * n + 1], tri[3 * n + 2]);
                toEdge = toEdge == null || q.compareTo(toEdge) < 0 ? q : toEdge;
            }
            err = Math.max(err, sqrtRaw(toEdge));
            err = Math.max(err, Math.abs(sx - cx - Fixed.mul(nx, d)));
            err = Math.max(err, Math.abs(sy - cy - Fixed.mul(ny, d)));
            err = Math.max(err, Math.abs(sz - cz - Fixed.mul(nz, d)));
            worst[0] = Math.max(worst[0], err);
            if (err > DISTANCE_TOLERANCE) {
                failures.add(where + ": error " + err + " raw, distance " + out.distance(0) + " exact " + exact);
            }
        });
        assertTrue(failures.isEmpty(), failures.size() + " failures, first: " + (failures.isEmpty() ? "" : failures.get(0)));
        assertTrue(coverage[0] > 500 && coverage[1] > 100 && coverage[2] > 100 && coverage[3] > 300,
                "oracle-checked, other paths, vertex features, long form: " + Arrays.toString(coverage)
                        + "; worst error raw " + worst[0]);
    }

    /**
     * The exactly clamped quotient returns the bits of {@code clamp(div(num, denom), 0, ONE)}
     * whenever that returns, and ONE instead of {@code FixedOverflowException} when the quotient
     * is far above 1 (nearly parallel lines over a tiny rounded denominator).
     */
    @Test
    void unitClampedQuotient_sameBitsAsClampedDiv_neverThrows() {
        int[] coverage = new int[3];                                  // div threw, clamped to an end, interior
        qt().withFixedSeed(0xC1A3_9ED0L).withExamples(3000).forAll(longs().all(), longs().all()).checkAssert((x, y) -> {
            long num = (x >> (x & 63)) ^ (x & 1);
            long denom = y >> (y & 63);
            long got = CapsuleTriangleContact.unitClampedQuotient(num, denom);
            long want;
            try {
                want = denom == 0 ? 0 : Fixed.clamp(Fixed.div(num, denom), 0, ONE);
                if (denom < 0) {
                    want = 0;                                         // callers never pass it; documented as 0
                }
            } catch (ArithmeticException overflow) {
                coverage[0]++;
                assertTrue(got == 0 || got == ONE, "num " + num + " denom " + denom + " got " + got);
                want = num > 0 && denom > 0 ? ONE : 0;
            }
            coverage[want == 0 || want == ONE ? 1 : 2]++;
            assertTrue(got == want, "num " + num + " denom " + denom + ": got " + got + ", want " + want);
        });
        assertTrue(coverage[0] > 100 && coverage[1] > 100 && coverage[2] > 50, Arrays.toString(coverage));
    }

    /** Corners anywhere in the coordinate cube (huge triangles), or a small triangle (for long cores). */
    private static long[] randomTriangle(Random r) {
        long[] t = new long[9];
        boolean small = r.nextInt(5) == 0;
        long cx = coordinate(r, MAX - 8 * ONE);
        long cy = coordinate(r, MAX - 8 * ONE);
        long cz = coordinate(r, MAX - 8 * ONE);
        for (int i = 0; i < 9; i++) {
            t[i] = small ? (i % 3 == 0 ? cx : i % 3 == 1 ? cy : cz) + coordinate(r, 4 * ONE) : coordinate(r, MAX);
        }
        return t;
    }

    private static long coordinate(Random r, long max) {
        long v = r.nextLong() % (max + 1);
        return r.nextInt(8) == 0 ? v & ~0xFFFF_FFFFL : v;           // sometimes whole units
    }

    /**
     * P0 at a random point of a random edge, pushed outward in the plane by up to 3 units and off
     * it by -1 to 2 units; the core of length 0, about 2, up to 100 or up to 8000 in a random
     * direction (clamped to the bound); radius 0.5, contact distance 0 to 4. Returns
     * {@code {P0, P1, radius, contactDistance}}, or null for a degenerate triangle.
     */
    private static long[] capsuleNear(long[] t, Random r) {
        MutableVec3 n = new MutableVec3();
        MutableVec3 w = new MutableVec3();
        long e1x = t[3] - t[0];
        long e1y = t[4] - t[1];
        long e1z = t[5] - t[2];
        long e2x = t[6] - t[0];
        long e2y = t[7] - t[1];
        long e2z = t[8] - t[2];
        long scale = 1L << 40;                                    // keep the cross product in range
        long nxr = Fixed.mulSubMul(e1y, e2z, e1z, e2y) / 2 / scale * scale;
        long nyr = Fixed.mulSubMul(e1z, e2x, e1x, e2z) / 2 / scale * scale;
        long nzr = Fixed.mulSubMul(e1x, e2y, e1y, e2x) / 2 / scale * scale;
        if ((nxr | nyr | nzr) == 0) {
            return null;
        }
        VecMath.normalizeInto(nxr, nyr, nzr, n);
        int k = r.nextInt(3);
        int kn = (k + 1) % 3;
        long ex = t[3 * kn] - t[3 * k];
        long ey = t[3 * kn + 1] - t[3 * k + 1];
        long ez = t[3 * kn + 2] - t[3 * k + 2];
        if ((ex | ey | ez) == 0) {
            return null;
        }
        VecMath.normalizeInto(ex, ey, ez, w);
        // outward in-plane direction for a counter-clockwise triangle about n: edge x n
        long ox = VecMath.crossX(w.y, w.z, n.y, n.z);
        long oy = VecMath.crossY(w.x, w.z, n.x, n.z);
        long oz = VecMath.crossZ(w.x, w.y, n.x, n.y);
        int where = r.nextInt(4);                                 // 0: beyond corner k, 1: beyond corner k+1, else along the edge
        long frac = where == 0 ? 0 : where == 1 ? ONE : r.nextLong() & 0xFFFF_FFFFL;
        long along = where >= 2 ? 0 : (where == 0 ? -1 : 1) * ((r.nextLong() & 0xFFFF_FFFFL) * 2);
        long off = (r.nextLong() & 0xFFFF_FFFFL) * 3 + 1;
        long h = (r.nextLong() & 0xFFFF_FFFFL) * 3 - ONE;
        long[] c = new long[8];
        c[0] = t[3 * k] + Fixed.mul(ex, frac) + Fixed.mul(ox, off) + Fixed.mul(n.x, h) + Fixed.mul(w.x, along);
        c[1] = t[3 * k + 1] + Fixed.mul(ey, frac) + Fixed.mul(oy, off) + Fixed.mul(n.y, h) + Fixed.mul(w.y, along);
        c[2] = t[3 * k + 2] + Fixed.mul(ez, frac) + Fixed.mul(oz, off) + Fixed.mul(n.z, h) + Fixed.mul(w.z, along);
        int kind = r.nextInt(8);
        long len = kind == 0 ? 0 : kind <= 4 ? 2 * ONE + (r.nextLong() & 0xFFFF_FFFL) : kind <= 6
                ? (r.nextLong() & 0x3F_FFFF_FFFFL) + 1 : (r.nextLong() & 0x1FFF_FFFF_FFFFL) + 1;
        long dx = r.nextLong() >> 20;
        long dy = r.nextLong() >> 20;
        long dz = r.nextLong() >> 20;
        if (r.nextBoolean()) {                                    // often leaning away from the edge
            dx = Math.abs(dx) * Long.signum(ox == 0 ? 1 : ox);
            dy = Math.abs(dy) * Long.signum(oy == 0 ? 1 : oy);
        }
        VecMath.normalizeInto(dx | 1, dy, dz, w);
        for (int i = 0; i < 3; i++) {
            c[i] = Math.max(-MAX, Math.min(MAX, c[i]));
            long u = i == 0 ? w.x : i == 1 ? w.y : w.z;
            c[3 + i] = Math.max(-MAX, Math.min(MAX, c[i] + Fixed.mul(u, len)));
        }
        c[6] = ONE / 2;
        c[7] = (r.nextLong() & 0xFFFF_FFFFL) * 4;
        return c;
    }

    private static BigInteger[] vec(long[] a, int i, long[] b, int j) {
        return new BigInteger[] {BigInteger.valueOf(a[i]).subtract(BigInteger.valueOf(b[j])),
            BigInteger.valueOf(a[i + 1]).subtract(BigInteger.valueOf(b[j + 1])),
            BigInteger.valueOf(a[i + 2]).subtract(BigInteger.valueOf(b[j + 2]))};
    }

    private static BigInteger dot(BigInteger[] a, BigInteger[] b) {
        return a[0].multiply(b[0]).add(a[1].multiply(b[1])).add(a[2].multiply(b[2]));
    }

    private static BigInteger[] cross(BigInteger[] a, BigInteger[] b) {
        return new BigInteger[] {a[1].multiply(b[2]).subtract(a[2].multiply(b[1])),
            a[2].multiply(b[0]).subtract(a[0].multiply(b[2])), a[0].multiply(b[1]).subtract(a[1].multiply(b[0]))};
    }

    /** Exact: not behind the plane at both ends, and both core ends strictly outside one edge's line in the plane. */
    static boolean besideOneEdge(long[] t, long[] c) {
        BigInteger[] normal = cross(vec(t, 3, t, 0), vec(t, 6, t, 0));
        if (dot(normal, vec(c, 0, t, 0)).signum() < 0 && dot(normal, vec(c, 3, t, 0)).signum() < 0) {
            return false;                                         // back face: culled
        }
        for (int e = 0; e < 3; e++) {
            int n = (e + 1) % 3;
            BigInteger[] edgeNormal = cross(vec(t, 3 * n, t, 3 * e), normal);
            if (dot(edgeNormal, vec(c, 0, t, 3 * e)).signum() > 0 && dot(edgeNormal, vec(c, 3, t, 3 * e)).signum() > 0) {
                return true;
            }
        }
        return false;
    }

    /** Whether Ericson's products overflow somewhere for this pair (so the unit-direction form ran). */
    private static boolean usesLongForm(long[] t, long[] c) {
        BigInteger limit = BigInteger.ONE.shiftLeft(63 + 32);
        BigInteger[] d1 = vec(c, 3, c, 0);
        for (int e = 0; e < 3; e++) {
            BigInteger[] d2 = vec(t, 3 * ((e + 1) % 3), t, 3 * e);
            BigInteger[] r = vec(c, 0, t, 3 * e);
            BigInteger a = dot(d1, d1);
            BigInteger ee = dot(d2, d2);
            BigInteger b = dot(d1, d2);
            BigInteger f = dot(d2, r);
            BigInteger cc = dot(d1, r);
            // raw products of raw dots carry 2^96 scale: compare with 2^(63+32) after the 2^-64 of two roundings
            BigInteger num = b.multiply(f).subtract(cc.multiply(ee)).shiftRight(64).abs();
            BigInteger den = a.multiply(ee).subtract(b.multiply(b)).shiftRight(64).abs();
            if (num.compareTo(limit) >= 0 || den.compareTo(limit) >= 0) {
                return true;
            }
        }
        return false;
    }

    /** Exact squared distance (raw^2) from the core to the closest triangle edge. */
    private static BigDecimal oracleDistance(long[] t, long[] c) {
        BigDecimal best = null;
        for (int e = 0; e < 3; e++) {
            int n = (e + 1) % 3;
            BigDecimal q = segmentSegmentSq(c, t, 3 * e, 3 * n);
            best = best == null || q.compareTo(best) < 0 ? q : best;
        }
        return best.sqrt(MC);
    }

    /** Squared distance of segments {@code c[0..2] c[3..5]} and {@code t[i] t[j]}: min of the four end-to-segment distances and the interior critical pair. */
    private static BigDecimal segmentSegmentSq(long[] c, long[] t, int i, int j) {
        BigDecimal best = pointSegmentSq(c[0], c[1], c[2], t[i], t[i + 1], t[i + 2], t[j], t[j + 1], t[j + 2]);
        best = best.min(pointSegmentSq(c[3], c[4], c[5], t[i], t[i + 1], t[i + 2], t[j], t[j + 1], t[j + 2]));
        best = best.min(pointSegmentSq(t[i], t[i + 1], t[i + 2], c[0], c[1], c[2], c[3], c[4], c[5]));
        best = best.min(pointSegmentSq(t[j], t[j + 1], t[j + 2], c[0], c[1], c[2], c[3], c[4], c[5]));
        BigInteger[] d1 = vec(c, 3, c, 0);
        BigInteger[] d2 = vec(t, j, t, i);
        BigInteger[] r = vec(c, 0, t, i);
        BigInteger a = dot(d1, d1);
        BigInteger e = dot(d2, d2);
        BigInteger b = dot(d1, d2);
        BigInteger cc = dot(d1, r);
        BigInteger f = dot(d2, r);
        BigInteger den = a.multiply(e).subtract(b.multiply(b));
        if (den.signum() > 0) {
            BigInteger sn = b.multiply(f).subtract(cc.multiply(e));
            BigInteger tn = a.multiply(f).subtract(b.multiply(cc));
            if (sn.signum() >= 0 && sn.compareTo(den) <= 0 && tn.signum() >= 0 && tn.compareTo(den) <= 0) {
                BigInteger sq = BigInteger.ZERO;
                for (int k = 0; k < 3; k++) {
                    BigInteger v = r[k].multiply(den).add(sn.multiply(d1[k])).subtract(tn.multiply(d2[k]));
                    sq = sq.add(v.multiply(v));
                }
                best = best.min(new BigDecimal(sq).divide(new BigDecimal(den.multiply(den)), MC));
            }
        }
        return best;
    }

    /** Exact squared distance (raw^2, 40 digits) from X to segment AB. */
    static BigDecimal pointSegmentSq(long x, long y, long z, long ax, long ay, long az, long bx, long by, long bz) {
        long[] p = {x, y, z, ax, ay, az, bx, by, bz};
        BigInteger[] ap = vec(p, 0, p, 3);
        BigInteger[] ab = vec(p, 6, p, 3);
        BigInteger num = dot(ap, ab);
        BigInteger den = dot(ab, ab);
        if (num.signum() <= 0 || den.signum() == 0) {
            return new BigDecimal(dot(ap, ap));
        }
        if (num.compareTo(den) >= 0) {
            BigInteger[] bp = vec(p, 0, p, 6);
            return new BigDecimal(dot(bp, bp));
        }
        BigInteger sq = dot(ap, ap).multiply(den).subtract(num.multiply(num));
        return new BigDecimal(sq).divide(new BigDecimal(den), MC);
    }

    private static long sqrtRaw(BigDecimal sq) {
        return sq.signum() <= 0 ? 0 : sq.sqrt(MC).longValue();
    }
}
