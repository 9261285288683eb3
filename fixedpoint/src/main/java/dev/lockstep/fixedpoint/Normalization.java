package dev.lockstep.fixedpoint;

import dev.lockstep.fixedpoint.wide.Int128;
import dev.lockstep.fixedpoint.wide.UInt128;

/**
 * Shared kernel for normalising a 3- or 4-component vector to unit length.
 *
 * <p>Definition (also in {@code fixedpoint/docs/numeric-contract.md}): let {@code m} be the largest component
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
        // each square is below 2^124, the sum below 2^126: exact, and its root below 2^63
        long loAB = Int128.mulAddLow(a, a, b, b);
        long loCD = Int128.mulAddLow(c, c, d, d);
        long hi = Int128.addHigh(Int128.mulAddHigh(a, a, b, b), loAB, Int128.mulAddHigh(c, c, d, d), loCD);
        return UInt128.sqrtRounded(hi, Int128.addLow(loAB, loCD));
    }

    /** Returns round(c * 2^32 / len) for |c| <= len, len > 0; always within [-ONE, ONE]. */
    static long divide(long c, long len) {
        return Fixed.div(c, len);
    }

    /**
     * Returns {@code floor(2^124 / len)} for {@code 2^61 <= len < 2^63}, read as unsigned (at most
     * {@code 2^63}, reached when {@code len = 2^61}). {@link #divide(long, long, long)} uses it to
     * replace three 128/64 divisions per normalisation by one.
     */
    static long reciprocal(long len) {
        return UInt128.divideUnsigned(1L << 60, 0, len);
    }

    /**
     * Returns exactly {@link #divide(long, long)}, {@code RNE(c * 2^32 / len)}, from the reciprocal
     * {@code inv = floor(2^124 / len)}: the estimate {@code floor(|c| * inv / 2^92)} is at most 2
     * below the floor quotient (inv is below the true reciprocal by less than 1, times
     * {@code |c| / 2^92 < 1}, plus the floor), so the exact 128-bit remainder fixes it in at most two
     * steps and then decides the rounding (ties to even). Same bits, proved by {@code VectorProperties}
     * and the conformance vectors.
     */
    static long divide(long c, long len, long inv) {
        long uc = c < 0 ? -c : c;                        // |c| < 2^62 (shifted components)
        long q = UInt128.multiplyHighUnsigned(uc, inv) >>> 28;   // floor(|c| * inv / 2^92); inv may be 2^63
        // r = |c| * 2^32 - q * len, exact in 128 bits (true value in [0, 3 len))
        long nHi = uc >>> 32;
        long nLo = uc << 32;
        long pLo = q * len;
        long pHi = UInt128.multiplyHighUnsigned(q, len);
        long rLo = nLo - pLo;
        long rHi = nHi - pHi - (Long.compareUnsigned(nLo, pLo) < 0 ? 1 : 0);
        while (rHi != 0 || Long.compareUnsigned(rLo, len) >= 0) {
            long before = rLo;
            rLo -= len;
            rHi -= Long.compareUnsigned(before, len) < 0 ? 1 : 0;
            q++;
        }
        long rest = len - rLo;                           // compare 2r with len without overflow
        if (Long.compareUnsigned(rLo, rest) > 0 || rLo == rest && (q & 1) != 0) {
            q++;
        }
        return c < 0 ? -q : q;
    }
}
