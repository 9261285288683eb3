package dev.lockstep.collision.internal.shape;

import dev.lockstep.fixedpoint.MutableVec3;
import dev.lockstep.fixedpoint.VecMath;
import dev.lockstep.fixedpoint.wide.Dot128;
import dev.lockstep.fixedpoint.wide.Int128;
import java.math.BigInteger;

/**
 * Exact integer predicates on raw Q31.32 coordinates for the hull builder, the hull validator
 * and the hull's query index ({@code shape} and here, hence public in an internal package).
 * Every value here is an exact integer in raw units (a product of two raw coordinates is in
 * raw^2 units, and so on); nothing is rounded until {@link #normalizeInto}.
 *
 * <p>BigInteger is used on purpose: these run once per hull build or validation, never per
 * query, and with coordinates up to {@code HullBuilder.MAX_COORDINATE} an orientation
 * determinant needs about 142 bits, more than a 128-bit pair holds; the visibility test of
 * quickhull uses the exact long filter {@link #filteredSign} first.
 */
public final class ExactGeometry {
    private ExactGeometry() {
    }

    /** Returns the exact integer {@code (b - a) x (c - a)} of three points (raw^2 units). */
    public static BigInteger[] triangleNormal(BigInteger[] a, BigInteger[] b, BigInteger[] c) {
        BigInteger ux = b[0].subtract(a[0]);
        BigInteger uy = b[1].subtract(a[1]);
        BigInteger uz = b[2].subtract(a[2]);
        BigInteger vx = c[0].subtract(a[0]);
        BigInteger vy = c[1].subtract(a[1]);
        BigInteger vz = c[2].subtract(a[2]);
        return new BigInteger[] {
            uy.multiply(vz).subtract(uz.multiply(vy)),
            uz.multiply(vx).subtract(ux.multiply(vz)),
            ux.multiply(vy).subtract(uy.multiply(vx))};
    }

    /** Returns the exact dot product of two integer vectors. */
    public static BigInteger dot(BigInteger[] n, BigInteger[] p) {
        return n[0].multiply(p[0]).add(n[1].multiply(p[1])).add(n[2].multiply(p[2]));
    }

    /**
     * Returns the sign of the orientation of {@code d} against the plane through {@code a, b, c}:
     * positive when {@code d} lies on the side {@code (b - a) x (c - a)} points to, zero when the
     * four points are coplanar. Exact.
     */
    public static int orient(BigInteger[] a, BigInteger[] b, BigInteger[] c, BigInteger[] d) {
        BigInteger[] n = triangleNormal(a, b, c);
        return dot(n, d).compareTo(dot(n, a));
    }

    /** Returns true when the exact integer vector is zero. */
    public static boolean isZero(BigInteger[] v) {
        return v[0].signum() == 0 && v[1].signum() == 0 && v[2].signum() == 0;
    }

    /** Returns the exact cross product of two integer vectors. */
    public static BigInteger[] cross(BigInteger[] u, BigInteger[] v) {
        return new BigInteger[] {
            u[1].multiply(v[2]).subtract(u[2].multiply(v[1])),
            u[2].multiply(v[0]).subtract(u[0].multiply(v[2])),
            u[0].multiply(v[1]).subtract(u[1].multiply(v[0]))};
    }

    /** Returns {@code u + v}, exact. */
    public static BigInteger[] add(BigInteger[] u, BigInteger[] v) {
        return new BigInteger[] {u[0].add(v[0]), u[1].add(v[1]), u[2].add(v[2])};
    }

    /** Returns {@code u - v}, exact. */
    public static BigInteger[] sub(BigInteger[] u, BigInteger[] v) {
        return new BigInteger[] {u[0].subtract(v[0]), u[1].subtract(v[1]), u[2].subtract(v[2])};
    }

    /**
     * Returns the exact Newell normal of a closed polygon loop given by point indices into
     * {@code points}: {@code sum (v_i - v_0) x (v_{i+1} - v_0)}, twice the vector area. For a
     * planar loop it is perpendicular to the plane; for a slightly non-planar one it is the
     * area-weighted mean of its fan triangles' normals. Dropping a vertex that lies exactly on
     * the segment between its neighbours does not change it.
     */
    public static BigInteger[] newellNormal(BigInteger[][] points, int[] loop, int count) {
        BigInteger[] origin = points[loop[0]];
        BigInteger[] sum = {BigInteger.ZERO, BigInteger.ZERO, BigInteger.ZERO};
        for (int i = 1; i + 1 < count; i++) {
            sum = add(sum, triangleNormal(origin, points[loop[i]], points[loop[i + 1]]));
        }
        return sum;
    }

    /**
     * Writes the unit vector along the exact integer vector {@code n} into {@code out}.
     * Rounding: {@code n} is first shifted right (floor) by {@code max(0, bitLength - 62)} so
     * every component fits in a long (a relative change below 2^-60, far under one Q31.32 ulp),
     * then {@link VecMath#normalizeInto} rounds each component once (within 1 ulp of exact).
     *
     * @throws IllegalArgumentException if {@code n} is zero
     */
    public static void normalizeInto(BigInteger[] n, MutableVec3 out) {
        int bits = Math.max(n[0].abs().bitLength(), Math.max(n[1].abs().bitLength(), n[2].abs().bitLength()));
        if (bits == 0) {
            throw new IllegalArgumentException("normal of a zero-area face");
        }
        int shift = Math.max(0, bits - 62);
        VecMath.normalizeInto(n[0].shiftRight(shift).longValueExact(), n[1].shiftRight(shift).longValueExact(),
                n[2].shiftRight(shift).longValueExact(), out);
    }

    /** Returned by {@link #filteredSign} when the long filter cannot decide. */
    public static final int UNDECIDED = 2;

    /**
     * Returns the shift {@code s = max(0, bitLength - 62)} that brings the largest component of
     * the integer vector {@code n} below 2^62 (the shifted components are {@code floor(n_i / 2^s)}).
     */
    public static int filterShift(BigInteger[] n) {
        int bits = Math.max(n[0].abs().bitLength(), Math.max(n[1].abs().bitLength(), n[2].abs().bitLength()));
        return Math.max(0, bits - 62);
    }

    /**
     * Returns the sign of {@code n . q} for an integer vector {@code n} given as
     * {@code ns_i = floor(n_i / 2^shift)} (each below 2^62), and {@code q} with components below
     * 2^48 in magnitude; or {@link #UNDECIDED}. Exact when it decides.
     *
     * <p>Proof: {@code n_i = 2^s ns_i + r_i} with {@code 0 <= r_i < 2^s}, so
     * {@code n . q = 2^s A + R} with {@code A = ns . q} (exact here in 128 bits: each product is
     * below 2^110) and {@code |R| < 2^s S}, {@code S = |q_x| + |q_y| + |q_z|}. When
     * {@code |A| >= S} the sign of {@code n . q} is the sign of {@code A}; with {@code s = 0},
     * {@code R = 0} and {@code A} is the answer.
     */
    public static int filteredSign(long nsx, long nsy, long nsz, int shift, long qx, long qy, long qz) {
        long hi = Dot128.high(nsx, nsy, nsz, qx, qy, qz);
        long sum = Dot128.low(nsx, nsy, nsz, qx, qy, qz);
        if (shift == 0) {
            return Int128.signum(hi, sum);
        }
        long bound = Math.abs(qx) + Math.abs(qy) + Math.abs(qz);  // below 3 * 2^48
        if (bound == 0) {
            return 0;
        }
        return Int128.absAtLeast(hi, sum, 0, bound) ? Int128.signum(hi, sum) : UNDECIDED;
    }

    /** Returns the exact integer coordinates of point {@code i} of an interleaved xyz array. */
    public static BigInteger[] point(long[] xyz, int i) {
        return new BigInteger[] {
            BigInteger.valueOf(xyz[3 * i]), BigInteger.valueOf(xyz[3 * i + 1]), BigInteger.valueOf(xyz[3 * i + 2])};
    }
}
