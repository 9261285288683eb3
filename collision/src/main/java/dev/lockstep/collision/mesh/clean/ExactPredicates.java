package dev.lockstep.collision.mesh.clean;

import dev.lockstep.collision.mesh.TriangleMesh;
import dev.lockstep.fixedpoint.wide.Int128;
import java.math.BigInteger;

/**
 * Exact geometric predicates on mesh vertices for the clean-up tools. They run once per asset,
 * off the simulation path, so they use {@link BigInteger} on raw coordinates: no rounding, so a
 * predicate never disagrees with itself under a permutation of its input.
 */
final class ExactPredicates {
    private ExactPredicates() {
    }

    private static BigInteger big(long v) {
        return BigInteger.valueOf(v);
    }

    /** Returns true when triangle {@code t} has exactly zero area (collinear or repeated corners). */
    static boolean zeroArea(TriangleMesh m, int t) {
        int a = m.vertex(t, 0);
        int b = m.vertex(t, 1);
        int c = m.vertex(t, 2);
        long ux = m.x(b) - m.x(a);
        long uy = m.y(b) - m.y(a);
        long uz = m.z(b) - m.z(a);
        long vx = m.x(c) - m.x(a);
        long vy = m.y(c) - m.y(a);
        long vz = m.z(c) - m.z(a);
        // coordinates below 2^46 in magnitude: differences below 2^47, products below 2^94, so
        // each 2x2 minor is exact as a 128-bit (high, low) pair
        return Int128.productsEqual(uy, vz, uz, vy) && Int128.productsEqual(uz, vx, ux, vz)
                && Int128.productsEqual(ux, vy, uy, vx);
    }

    /** Returns the exact cross product {@code (b - a) x (c - a)} of triangle {@code t}. */
    static BigInteger[] normal(TriangleMesh m, int t) {
        int a = m.vertex(t, 0);
        int b = m.vertex(t, 1);
        int c = m.vertex(t, 2);
        BigInteger ux = big(m.x(b) - m.x(a));
        BigInteger uy = big(m.y(b) - m.y(a));
        BigInteger uz = big(m.z(b) - m.z(a));
        BigInteger vx = big(m.x(c) - m.x(a));
        BigInteger vy = big(m.y(c) - m.y(a));
        BigInteger vz = big(m.z(c) - m.z(a));
        return new BigInteger[] {uy.multiply(vz).subtract(uz.multiply(vy)), uz.multiply(vx).subtract(ux.multiply(vz)),
            ux.multiply(vy).subtract(uy.multiply(vx))};
    }

    /** Returns the sign of {@code n . (p - a)} for vertex {@code p} and corner 0 {@code a} of the plane. */
    static int side(BigInteger[] n, TriangleMesh m, int a, int p) {
        return n[0].multiply(big(m.x(p) - m.x(a))).add(n[1].multiply(big(m.y(p) - m.y(a))))
                .add(n[2].multiply(big(m.z(p) - m.z(a)))).signum();
    }

    static int dotSign(BigInteger[] n, BigInteger[] o) {
        return n[0].multiply(o[0]).add(n[1].multiply(o[1])).add(n[2].multiply(o[2])).signum();
    }

    /** Returns true when the squared distance between vertices {@code p} and {@code q} is at most {@code tol^2}. */
    static boolean within(TriangleMesh m, int p, int q, long tol) {
        BigInteger dx = big(m.x(p) - m.x(q));
        BigInteger dy = big(m.y(p) - m.y(q));
        BigInteger dz = big(m.z(p) - m.z(q));
        BigInteger t = big(tol);
        return dx.multiply(dx).add(dy.multiply(dy)).add(dz.multiply(dz)).compareTo(t.multiply(t)) <= 0;
    }

    /**
     * Returns true when vertex {@code p} lies within {@code tol} of the closed segment {@code (a, b)}.
     * With {@code d = b - a}, {@code w = p - a}, {@code s = w.d}, {@code L = d.d}: the clamped
     * parameter decides between the endpoints and the interior, where the test is
     * {@code |w|^2 L - s^2 <= tol^2 L} (no division).
     */
    static boolean nearSegment(TriangleMesh m, int p, int a, int b, long tol) {
        BigInteger dx = big(m.x(b) - m.x(a));
        BigInteger dy = big(m.y(b) - m.y(a));
        BigInteger dz = big(m.z(b) - m.z(a));
        BigInteger wx = big(m.x(p) - m.x(a));
        BigInteger wy = big(m.y(p) - m.y(a));
        BigInteger wz = big(m.z(p) - m.z(a));
        BigInteger s = wx.multiply(dx).add(wy.multiply(dy)).add(wz.multiply(dz));
        BigInteger len = dx.multiply(dx).add(dy.multiply(dy)).add(dz.multiply(dz));
        if (s.signum() <= 0 || len.signum() == 0) {
            return within(m, p, a, tol);
        }
        if (s.compareTo(len) >= 0) {
            return within(m, p, b, tol);
        }
        BigInteger w2 = wx.multiply(wx).add(wy.multiply(wy)).add(wz.multiply(wz));
        BigInteger t2 = big(tol).multiply(big(tol));
        return w2.multiply(len).subtract(s.multiply(s)).compareTo(t2.multiply(len)) <= 0;
    }

    /** Compares the projections of vertices {@code p} and {@code q} onto the direction {@code b - a}. */
    static int compareAlong(TriangleMesh m, int p, int q, int a, int b) {
        BigInteger dx = big(m.x(b) - m.x(a));
        BigInteger dy = big(m.y(b) - m.y(a));
        BigInteger dz = big(m.z(b) - m.z(a));
        BigInteger sp = big(m.x(p)).multiply(dx).add(big(m.y(p)).multiply(dy)).add(big(m.z(p)).multiply(dz));
        BigInteger sq = big(m.x(q)).multiply(dx).add(big(m.y(q)).multiply(dy)).add(big(m.z(q)).multiply(dz));
        return sp.compareTo(sq);
    }
}
