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
        long lo = Int128.addLow(loAB, loCD);
        long excessHi = hi - UNIT_SUM_HIGH;
        if (excessHi >> NEAR_UNIT_SUM_SHIFT == 0 || excessHi >> NEAR_UNIT_SUM_SHIFT == -1) {
            return nearUnitRoundedLength(hi, lo, excessHi);
        }
        return UInt128.sqrtRounded(hi, lo);
    }

    /**
     * High word of {@code 2^124}, the sum of squares of a unit-length vector shifted into
     * {@code [2^61, 2^62)} (the usual input: rotated normals, rotation matrix columns, quaternions).
     */
    private static final long UNIT_SUM_HIGH = 1L << 60;
    /** {@link #roundedLength} takes {@link #nearUnitRoundedLength} when {@code |S - 2^124| < 2^97}. */
    private static final int NEAR_UNIT_SUM_SHIFT = 33;

    /**
     * Returns {@code round(sqrt(S))} for {@code S = hi:lo} with {@code D = S - 2^124} below
     * {@code 2^97} in magnitude ({@code excessHi} its high word), without a division:
     * {@code sqrt(2^124 + D) = 2^62 + D / 2^63 - D^2 / 2^189 + e} with {@code |e| < 2^-20} here, so
     * the estimate {@code x = 2^62 + c - floor(c^2 / 2^63)}, {@code c = floor(D / 2^63)}, is within
     * 2 of the root; exact comparisons of squares then step it to the floor root, and
     * {@code S > r (r + 1)} rounds up, as {@link UInt128#sqrtRounded} does. Same result, checked
     * against BigInteger by {@code NearUnitNormalizationProperties}.
     */
    private static long nearUnitRoundedLength(long hi, long lo, long excessHi) {
        long c = Int128.shiftRightLow(excessHi, lo, 63);         // floor(D / 2^63), |c| < 2^34
        long x = (1L << 62) + c - Int128.shiftRightLow(Int128.productHigh(c, c), Int128.productLow(c, c), 63);
        while (UInt128.squareExceeds(x, hi, lo)) {
            x--;
        }
        while (!UInt128.squareExceeds(x + 1, hi, lo)) {
            x++;
        }
        long pHi = UInt128.multiplyHighUnsigned(x, x + 1);
        long pLo = x * (x + 1);
        // both below 2^127 (S and r (r + 1) are about 2^124), so the signed order is the unsigned one
        return Int128.less(pHi, pLo, hi, lo) ? x + 1 : x;
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
        long d = len - (1L << 62);
        if (d >> NEAR_UNIT_LENGTH_SHIFT == 0 || d >> NEAR_UNIT_LENGTH_SHIFT == -1) {
            return nearUnitReciprocal(len, d);
        }
        return UInt128.divideUnsigned(1L << 60, 0, len);
    }

    /** {@link #reciprocal} takes {@link #nearUnitReciprocal} when {@code |len - 2^62| < 2^34}. */
    private static final int NEAR_UNIT_LENGTH_SHIFT = 34;

    /**
     * Returns {@code floor(2^124 / len)} for {@code len = 2^62 + d}, {@code |d| < 2^34} (the rounded
     * length of a unit-length vector), without a division: {@code 2^124 / len = 2^62 - d +
     * d^2 / (2^62 + d)}, and {@code floor(d^2 / 2^62)} differs from the last term by less than 1,
     * so the estimate is within 1 of the floor; the exact 128-bit remainder {@code 2^124 - q len}
     * steps it there ({@code NearUnitNormalizationProperties} against BigInteger).
     */
    private static long nearUnitReciprocal(long len, long d) {
        long q = (1L << 62) - d + Int128.shiftRightLow(Int128.productHigh(d, d), Int128.productLow(d, d), 62);
        // r = 2^124 - q len, signed 128 bits (q, len < 2^63: the product is below 2^126)
        long rHi = Int128.subHigh(1L << 60, 0, Int128.productHigh(q, len), Int128.productLow(q, len));
        long rLo = Int128.subLow(0, Int128.productLow(q, len));
        while (rHi < 0) {
            rHi = Int128.addHigh(rHi, rLo, 0, len);
            rLo = Int128.addLow(rLo, len);
            q--;
        }
        while (rHi != 0 || Long.compareUnsigned(rLo, len) >= 0) {
            rHi = Int128.subHigh(rHi, rLo, 0, len);
            rLo = Int128.subLow(rLo, len);
            q++;
        }
        return q;
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
