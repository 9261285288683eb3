package dev.lockstep.fixedpoint;

import dev.lockstep.fixedpoint.wide.UInt128;

/**
 * Shared kernel for normalising a 3- or 4-component vector to unit length.
 *
 * <p>Definition (also in {@code fixedpoint/README.md}): let {@code m} be the largest component
 * magnitude. All components are shifted by the same {@code k} so that {@code m << k} lies in
 * {@code [2^61, 2^62)} (a left shift is exact; a right shift by at most 2 happens only for values
 * of 2^30 or more). Let {@code S} be the exact 128-bit sum of the squared shifted components and
 * {@code L = round(sqrt(S))}. Each result component is {@code round(c_i * 2^32 / L)}, ties to even.
 *
 * <p>Error: {@code L} is at least {@code 2^61} with absolute error at most 1/2, so its relative
 * error is below {@code 2^-62}; every result component is within {@code 0.5 + 2^-29} ulp of the
 * exact {@code c_i / |c|}, which the tests check against a BigDecimal oracle as "at most 1 ulp".
 */
final class Normalization {
    private Normalization() {
    }

    /** Returns the shift that brings magnitude {@code m} (unsigned, non-zero) into [2^61, 2^62). */
    static int shiftFor(long m) {
        return Long.numberOfLeadingZeros(m) - 2;
    }

    static long shifted(long c, int k) {
        return k >= 0 ? c << k : c >> -k;
    }

    /** Returns round(sqrt(sum of squares)) of up to four shifted components (each below 2^62). */
    static long roundedLength(long a, long b, long c, long d) {
        long hi = 0;
        long lo = 0;
        // unrolled to stay allocation-free: each square is below 2^124, the sum below 2^126
        long p = a * a;
        hi += Math.multiplyHigh(a, a);
        lo = p;
        p = b * b;
        long s = lo + p;
        hi += Math.multiplyHigh(b, b) + (Long.compareUnsigned(s, lo) < 0 ? 1 : 0);
        lo = s;
        p = c * c;
        s = lo + p;
        hi += Math.multiplyHigh(c, c) + (Long.compareUnsigned(s, lo) < 0 ? 1 : 0);
        lo = s;
        p = d * d;
        s = lo + p;
        hi += Math.multiplyHigh(d, d) + (Long.compareUnsigned(s, lo) < 0 ? 1 : 0);
        lo = s;
        long r = UInt128.sqrtFloor(hi, lo);  // below 2^63
        long pHi = UInt128.multiplyHighUnsigned(r, r + 1);
        long pLo = r * (r + 1);
        int cmp = Long.compareUnsigned(hi, pHi);
        return cmp > 0 || cmp == 0 && Long.compareUnsigned(lo, pLo) > 0 ? r + 1 : r;
    }

    /** Returns round(c * 2^32 / len) for |c| <= len, len > 0; always within [-ONE, ONE]. */
    static long divide(long c, long len) {
        return Fixed.div(c, len);
    }
}
