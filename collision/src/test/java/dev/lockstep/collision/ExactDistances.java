package dev.lockstep.collision;

import java.math.BigDecimal;
import java.math.BigInteger;
import java.math.MathContext;

/**
 * Exact squared distances between points, segments and triangles with integer (raw) coordinates,
 * for test oracles: BigInteger throughout, one BigDecimal division at 40 digits where a distance
 * is a quotient. Shared by the bent-face oracles of the hull-triangle and the sphere/capsule-hull
 * tests ({@code mesh.HullTriangleBentFaceProperties}, {@code narrow.BentHullOracle}).
 */
public final class ExactDistances {
    /** Precision of the quotients: 40 significant digits. */
    public static final MathContext MC = new MathContext(40);

    private ExactDistances() {
    }

    /** Returns the smaller of {@code a} and {@code b}; {@code a} may be null (none yet). */
    public static BigDecimal min(BigDecimal a, BigDecimal b) {
        return a == null || b.compareTo(a) < 0 ? b : a;
    }

    /** Exact squared distance of point {@code p} and triangle {@code q} (raw squared). */
    public static BigDecimal pointTriangle(BigInteger[] p, BigInteger[][] q) {
        BigInteger[] n = crossOf(q[0], q[1], q[2]);
        boolean in = true;
        for (int i = 0; i < 3 && in; i++) {
            in = dot(cross(sub(q[(i + 1) % 3], q[i]), sub(p, q[i])), n).signum() >= 0;
        }
        BigInteger nn = dot(n, n);
        if (in && nn.signum() > 0) {
            BigInteger d = dot(n, sub(p, q[0]));
            return new BigDecimal(d.multiply(d)).divide(new BigDecimal(nn), MC);
        }
        BigDecimal best = null;
        for (int i = 0; i < 3; i++) {
            best = min(best, pointSegment(p, q[i], q[(i + 1) % 3]));
        }
        return best;
    }

    /** Exact squared distance of point {@code p} and segment {@code a b}. */
    public static BigDecimal pointSegment(BigInteger[] p, BigInteger[] a, BigInteger[] b) {
        BigInteger[] e = sub(b, a);
        BigInteger[] w = sub(p, a);
        BigInteger along = dot(w, e);
        BigInteger ee = dot(e, e);
        if (along.signum() <= 0 || ee.signum() == 0) {
            return new BigDecimal(dot(w, w));
        }
        if (along.compareTo(ee) >= 0) {
            BigInteger[] u = sub(p, b);
            return new BigDecimal(dot(u, u));
        }
        return new BigDecimal(dot(w, w).multiply(ee).subtract(along.multiply(along))).divide(new BigDecimal(ee), MC);
    }

    /** Exact squared distance of segments {@code p0 p1} and {@code q0 q1}. */
    public static BigDecimal segmentSegment(BigInteger[] p0, BigInteger[] p1, BigInteger[] q0, BigInteger[] q1) {
        BigDecimal best = min(min(pointSegment(p0, q0, q1), pointSegment(p1, q0, q1)),
                min(pointSegment(q0, p0, p1), pointSegment(q1, p0, p1)));
        BigInteger[] d1 = sub(p1, p0);
        BigInteger[] d2 = sub(q1, q0);
        BigInteger[] r = sub(p0, q0);
        BigInteger a = dot(d1, d1);
        BigInteger e = dot(d2, d2);
        BigInteger b = dot(d1, d2);
        BigInteger c = dot(d1, r);
        BigInteger f = dot(d2, r);
        BigInteger denom = a.multiply(e).subtract(b.multiply(b));
        if (denom.signum() > 0) {
            BigInteger s = b.multiply(f).subtract(c.multiply(e));
            BigInteger u = a.multiply(f).subtract(b.multiply(c));
            if (s.signum() > 0 && s.compareTo(denom) < 0 && u.signum() > 0 && u.compareTo(denom) < 0) {
                BigInteger d = dot(r, cross(d1, d2));
                best = min(best, new BigDecimal(d.multiply(d)).divide(new BigDecimal(denom), MC));
            }
        }
        return best;
    }

    /** True when segment {@code p q} meets triangle {@code t} (exact; touching counts). */
    public static boolean crosses(BigInteger[] p, BigInteger[] q, BigInteger[][] t) {
        BigInteger[] n = crossOf(t[0], t[1], t[2]);
        int sp = dot(n, sub(p, t[0])).signum();
        int sq = dot(n, sub(q, t[0])).signum();
        if (sp * sq > 0) {
            return false;
        }
        int positive = 0;
        int negative = 0;
        for (int i = 0; i < 3; i++) {
            int sign = dot(cross(sub(q, p), sub(t[i], p)), sub(t[(i + 1) % 3], p)).signum();
            positive += sign > 0 ? 1 : 0;
            negative += sign < 0 ? 1 : 0;
        }
        return positive == 0 || negative == 0;
    }

    /** {@code a - b}. */
    public static BigInteger[] sub(BigInteger[] a, BigInteger[] b) {
        return new BigInteger[] {a[0].subtract(b[0]), a[1].subtract(b[1]), a[2].subtract(b[2])};
    }

    /** {@code a x b}. */
    public static BigInteger[] cross(BigInteger[] a, BigInteger[] b) {
        return new BigInteger[] {a[1].multiply(b[2]).subtract(a[2].multiply(b[1])),
            a[2].multiply(b[0]).subtract(a[0].multiply(b[2])), a[0].multiply(b[1]).subtract(a[1].multiply(b[0]))};
    }

    /** {@code (b - a) x (c - a)}. */
    public static BigInteger[] crossOf(BigInteger[] a, BigInteger[] b, BigInteger[] c) {
        return cross(sub(b, a), sub(c, a));
    }

    /** {@code a . b}. */
    public static BigInteger dot(BigInteger[] a, BigInteger[] b) {
        return a[0].multiply(b[0]).add(a[1].multiply(b[1])).add(a[2].multiply(b[2]));
    }
}
