package dev.lockstep.collision.narrow;

import dev.lockstep.collision.shape.ConvexHull;
import java.math.BigDecimal;
import java.math.BigInteger;
import java.math.MathContext;
import java.util.ArrayList;
import java.util.List;

/**
 * Exact distances (BigInteger, 40-digit BigDecimal square roots) from a point or a segment to a
 * hull's true surface, in the hull's frame: its planar faces as fans, and for a bent face
 * ({@code HullQueryIndex.planarFace} false) every triangle of its loop vertices that has all hull
 * vertices on or below it (a brute force, independent of {@code HullQueryIndex}'s gift wrapping),
 * as in {@code mesh.HullTriangleBentFaceProperties.exactDistance}. The oracle of the sphere and
 * capsule closed forms on bent faces ({@link SphereCapsuleHullBentFaceProperties}).
 */
final class BentHullOracle {
    private static final MathContext MC = new MathContext(40);
    private final ConvexHull h;
    private final List<BigInteger[][]> surface = new ArrayList<>();

    BentHullOracle(ConvexHull h) {
        this.h = h;
        int nv = h.vertexCount();
        for (int f = 0; f < h.faceCount(); f++) {
            int count = h.faceVertexCount(f);
            int[] loop = new int[count];
            for (int i = 0, e = h.faceFirstEdge(f); i < count; i++, e = h.halfEdgeNext(e)) {
                loop[i] = h.halfEdgeOrigin(e);
            }
            if (h.queryIndex().planarFace(f)) {
                for (int i = 1; i + 1 < count; i++) {
                    surface.add(new BigInteger[][] {vertex(loop[0]), vertex(loop[i]), vertex(loop[i + 1])});
                }
                continue;
            }
            for (int a = 0; a < count; a++) {
                for (int b = a + 1; b < count; b++) {
                    for (int c = b + 1; c < count; c++) {
                        BigInteger[] n = crossOf(vertex(loop[a]), vertex(loop[b]), vertex(loop[c]));
                        boolean facet = n[0].signum() != 0 || n[1].signum() != 0 || n[2].signum() != 0;
                        for (int w = 0; w < nv && facet; w++) {
                            facet = dot(n, sub(vertex(w), vertex(loop[a]))).signum() <= 0;
                        }
                        if (facet) {
                            surface.add(new BigInteger[][] {vertex(loop[a]), vertex(loop[b]), vertex(loop[c])});
                        }
                    }
                }
            }
        }
    }

    /** Exact distance (raw) of point {@code p} (raw, hull frame) and the hull, or null when it is inside or on it. */
    BigDecimal pointDistance(long px, long py, long pz) {
        BigInteger[] p = point(px, py, pz);
        if (inside(p)) {
            return null;
        }
        BigDecimal best = null;
        for (BigInteger[][] q : surface) {
            best = min(best, pointTriangle(p, q));
        }
        return best.sqrt(MC);
    }

    /** Exact distance (raw) of segment {@code p q} (raw, hull frame) and the hull, or null when they meet. */
    BigDecimal segmentDistance(long[] p0, long[] p1) {
        BigInteger[] p = point(p0[0], p0[1], p0[2]);
        BigInteger[] q = point(p1[0], p1[1], p1[2]);
        if (inside(p) || inside(q)) {
            return null;
        }
        BigDecimal best = null;
        for (BigInteger[][] t : surface) {
            if (crosses(p, q, t)) {
                return null;
            }
            best = min(best, min(pointTriangle(p, t), pointTriangle(q, t)));
            for (int i = 0; i < 3; i++) {
                best = min(best, segmentSegment(t[i], t[(i + 1) % 3], p, q));
            }
        }
        return best.sqrt(MC);
    }

    private boolean inside(BigInteger[] p) {
        for (BigInteger[][] q : surface) {
            if (dot(crossOf(q[0], q[1], q[2]), sub(p, q[0])).signum() > 0) {
                return false;
            }
        }
        return true;
    }

    private BigInteger[] vertex(int i) {
        return point(h.vertexX(i), h.vertexY(i), h.vertexZ(i));
    }

    private static BigInteger[] point(long x, long y, long z) {
        return new BigInteger[] {BigInteger.valueOf(x), BigInteger.valueOf(y), BigInteger.valueOf(z)};
    }

    private static BigDecimal min(BigDecimal a, BigDecimal b) {
        return a == null || b.compareTo(a) < 0 ? b : a;
    }

    /** Exact squared distance of point {@code p} and triangle {@code q}. */
    private static BigDecimal pointTriangle(BigInteger[] p, BigInteger[][] q) {
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
    private static BigDecimal pointSegment(BigInteger[] p, BigInteger[] a, BigInteger[] b) {
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
    private static BigDecimal segmentSegment(BigInteger[] p0, BigInteger[] p1, BigInteger[] q0, BigInteger[] q1) {
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
    private static boolean crosses(BigInteger[] p, BigInteger[] q, BigInteger[][] t) {
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

    private static BigInteger[] sub(BigInteger[] a, BigInteger[] b) {
        return new BigInteger[] {a[0].subtract(b[0]), a[1].subtract(b[1]), a[2].subtract(b[2])};
    }

    private static BigInteger[] cross(BigInteger[] a, BigInteger[] b) {
        return new BigInteger[] {a[1].multiply(b[2]).subtract(a[2].multiply(b[1])),
            a[2].multiply(b[0]).subtract(a[0].multiply(b[2])), a[0].multiply(b[1]).subtract(a[1].multiply(b[0]))};
    }

    private static BigInteger[] crossOf(BigInteger[] a, BigInteger[] b, BigInteger[] c) {
        return cross(sub(b, a), sub(c, a));
    }

    private static BigInteger dot(BigInteger[] a, BigInteger[] b) {
        return a[0].multiply(b[0]).add(a[1].multiply(b[1])).add(a[2].multiply(b[2]));
    }
}
