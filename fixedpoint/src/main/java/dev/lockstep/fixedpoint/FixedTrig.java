package dev.lockstep.fixedpoint;

import dev.lockstep.fixedpoint.wide.UInt128;

/**
 * Deterministic trigonometry on Q31.32 raw values (angles in radians), using integer arithmetic
 * only. Every function is defined bit for bit in {@code fixedpoint/docs/numeric-contract.md} ("Trigonometry"),
 * including every constant below, so a port reproduces the same raw results.
 *
 * <h2>Error bound</h2>
 * Each result is within {@code 0.5 + 2^-20} ulp ({@code 2^-32}) of the exact value: the internal
 * computation carries 62 fraction bits with a total absolute error below {@code 2^-55}, and the
 * final step rounds to nearest, ties to even. So the result is the correctly rounded value except
 * when the exact value lies within {@code 2^-20} ulp of a rounding tie, and never more than 1 ulp
 * off. {@code FixedTrigProperties} checks {@code |error| <= 0.5 + 2^-10} ulp against a BigDecimal
 * series oracle over edge and random inputs.
 *
 * <h2>Algorithms</h2>
 * <ul>
 *   <li>{@link #sin}/{@link #cos}: work on {@code |a|} (so {@code sin(-a) == -sin(a)} and
 *       {@code cos(-a) == cos(a)} bit for bit). {@code k = round(|a| * 2/pi)} from a 64-bit
 *       {@code 2/pi}; the remainder {@code r = |a| - k*pi/2} is formed exactly in 128 bits against
 *       {@code pi/2} with 96 fraction bits (error below {@code 2^-66} for every input), then kept
 *       with 62 fraction bits. Taylor polynomials in Horner form (sin to {@code r^17}, cos to
 *       {@code r^16}) on {@code |r| <= pi/4 + 2^-30}; quadrant {@code k mod 4} picks and signs.</li>
 *   <li>{@link #atan2}: octant reduction to {@code t = min/max} of the magnitudes in [0, 1] (one
 *       128/64 division), a table of {@code atan(j/16)}, {@code j = round(16 t)}, and
 *       {@code atan(t) = atan(j/16) + atan(u)}, {@code u = (t - j/16) / (1 + t j/16)},
 *       {@code |u| <= 1/32}, by its odd Taylor series to {@code u^13}.</li>
 *   <li>{@link #asin}/{@link #acos}: {@code atan2} of {@code x} and {@code sqrt(1 - x^2)}, both
 *       formed with 62 fraction bits from the exact square.</li>
 * </ul>
 */
public final class FixedTrig {
    /** {@code floor(2/pi * 2^64)}, read as unsigned. */
    static final long TWO_OVER_PI_Q64 = 0xA2F9836E4E441529L;
    /** {@code round(pi/2 * 2^96)} as a 128-bit value {@code (HI, LO)}. */
    static final long HALF_PI_Q96_HI = 0x1921FB544L;
    static final long HALF_PI_Q96_LO = 0x42D18469898CC517L;
    /** {@code round(pi * 2^61)}, also {@code round(pi/2 * 2^62)}. */
    static final long PI_Q61 = 0x6487ED5110B4611AL;
    static final long HALF_PI_Q62 = PI_Q61;
    /** 1.0 with 62 fraction bits. */
    static final long ONE_Q62 = 1L << 62;

    /** {@code round(2^62 / k!)} for odd {@code k = 3..17}, sine Taylor coefficients. */
    static final long[] SIN_COEFFS = {
        0xAAAAAAAAAAAAAABL, 0x88888888888889L, 0x3403403403403L, 0xB8EF1D2AB64L,
        0x1AE64567F5L, 0x2C248C27L, 0x35CFE8L, 0x32A6L,
    };
    /** {@code round(2^62 / k!)} for even {@code k = 2..16}, cosine Taylor coefficients. */
    static final long[] COS_COEFFS = {
        0x2000000000000000L, 0x2AAAAAAAAAAAAABL, 0x16C16C16C16C17L, 0x680680680680L,
        0x127E4FB778AL, 0x23DDB1DFFL, 0x3272E95L, 0x35CFEL,
    };
    /** {@code round(2^62 / k)} for odd {@code k = 3..13}, arctangent Taylor coefficients. */
    static final long[] ATAN_COEFFS = {
        0x1555555555555555L, 0xCCCCCCCCCCCCCCDL, 0x924924924924925L,
        0x71C71C71C71C71CL, 0x5D1745D1745D174L, 0x4EC4EC4EC4EC4ECL,
    };
    /** {@code round(atan(j/16) * 2^62)} for {@code j = 0..16}. */
    static final long[] ATAN_TABLE = {
        0x0L, 0x3FEAB76E59FBD39L, 0x7F56EA6AB0BDB72L, 0xBDCBDA5E72D8113L, 0xFADBAFC96406EB1L,
        0x1362773707EBCBCDL, 0x16F61941E4DEF08EL, 0x1A64EEC3CC23FCB7L, 0x1DAC670561BB4F69L,
        0x20CAFD29B6619F8BL, 0x23C01757BDFD67E7L, 0x268BE0399C6F7688L, 0x292F1F464D3DC249L,
        0x2BAB130E2D363020L, 0x2E014F8AF08C679DL, 0x3033A16E2B149990L, 0x3243F6A8885A308DL,
    };

    private FixedTrig() {
    }

    // ------------------------------------------------------------------ sin / cos

    /**
     * Returns {@code sin(a)} for an angle {@code a} in radians, within {@code 0.5 + 2^-20} ulp.
     * Defined for every raw input; {@code sin(-a) == -sin(a)}.
     *
     * <pre>{@code
     * FixedTrig.sin(0)             == 0
     * FixedTrig.sin(Fixed.HALF_PI) == Fixed.ONE          // 0x1_0000_0000
     * FixedTrig.sin(Fixed.PI)      == 0                  // Fixed.PI is pi + 0.48 ulp: sin = -0.48 ulp, rounds to 0
     * }</pre>
     */
    public static long sin(long a) {
        long ua = a < 0 ? -a : a;        // MIN_VALUE reads as 2^63 unsigned
        long s = sinQ62(ua, 0);
        return roundQ62(a < 0 ? -s : s);
    }

    /**
     * Returns {@code cos(a)} for an angle {@code a} in radians, within {@code 0.5 + 2^-20} ulp.
     * Defined for every raw input; {@code cos(-a) == cos(a)}.
     */
    public static long cos(long a) {
        long ua = a < 0 ? -a : a;
        return roundQ62(cosQ62(ua, 0));
    }

    /**
     * Returns {@code sin(|a| / 2^(32 + halfShift))} with 62 fraction bits, where {@code ua} is an
     * unsigned magnitude and {@code halfShift} is 0 (Q32 angle) or 1 (half of a Q32 angle, exact).
     */
    static long sinQ62(long ua, int halfShift) {
        long k = quadrantCount(ua, halfShift);
        long r = reducedQ62(ua, halfShift, k);
        switch ((int) (k & 3)) {
            case 0: return sinPoly(r);
            case 1: return cosPoly(r);
            case 2: return -sinPoly(r);
            default: return -cosPoly(r);
        }
    }

    /** Returns {@code cos(|a| / 2^(32 + halfShift))} with 62 fraction bits; see {@link #sinQ62}. */
    static long cosQ62(long ua, int halfShift) {
        long k = quadrantCount(ua, halfShift);
        long r = reducedQ62(ua, halfShift, k);
        switch ((int) (k & 3)) {
            case 0: return cosPoly(r);
            case 1: return -sinPoly(r);
            case 2: return -cosPoly(r);
            default: return sinPoly(r);
        }
    }

    /**
     * Returns {@code k = round(x * 2/pi)} approximately (off by at most one near a half), where
     * {@code x = ua / 2^(32 + halfShift)}; {@code k < 2^31}. Any such {@code k} leaves
     * {@code |x - k pi/2| <= pi/4 + 2^-30}, inside the polynomials' domain.
     */
    static long quadrantCount(long ua, int halfShift) {
        long scaled = UInt128.multiplyHighUnsigned(ua, TWO_OVER_PI_Q64);   // x * 2/pi * 2^32
        int shift = 32 + halfShift;
        return (scaled >>> shift) + ((scaled >>> (shift - 1)) & 1);
    }

    /**
     * Returns {@code x - k pi/2} with 62 fraction bits, where {@code x = ua / 2^(32 + halfShift)}.
     * Formed exactly as the 128-bit difference {@code x * 2^96 - k * HALF_PI_Q96} (the true value
     * is below 2^96 in magnitude, so the wrapped 128-bit difference is exact), then floored to 62
     * fraction bits.
     */
    static long reducedQ62(long ua, int halfShift, long k) {
        long xHi = halfShift == 0 ? ua : ua >>> 1;
        long xLo = halfShift == 0 ? 0 : ua << 63;
        long pLo = k * HALF_PI_Q96_LO;
        long pHi = UInt128.multiplyHighUnsigned(k, HALF_PI_Q96_LO) + k * HALF_PI_Q96_HI;
        long rLo = xLo - pLo;
        long rHi = xHi - pHi - (Long.compareUnsigned(xLo, pLo) < 0 ? 1 : 0);
        return (rHi << 30) | (rLo >>> 34);
    }

    /** Returns {@code r - r^3/3! + ... + r^17/17!} for {@code |r| < 0.8}, all with 62 fraction bits. */
    static long sinPoly(long r) {
        long r2 = mulQ62(r, r);
        long p = SIN_COEFFS[7];
        for (int i = 6; i >= 0; i--) {
            p = SIN_COEFFS[i] - mulQ62(r2, p);
        }
        p = ONE_Q62 - mulQ62(r2, p);
        return mulQ62(r, p);
    }

    /** Returns {@code 1 - r^2/2! + ... + r^16/16!} for {@code |r| < 0.8}, all with 62 fraction bits. */
    static long cosPoly(long r) {
        long r2 = mulQ62(r, r);
        long p = COS_COEFFS[7];
        for (int i = 6; i >= 0; i--) {
            p = COS_COEFFS[i] - mulQ62(r2, p);
        }
        return ONE_Q62 - mulQ62(r2, p);
    }

    // ------------------------------------------------------------------ atan2 / asin / acos

    /**
     * Returns the angle of the point {@code (x, y)} in radians, in {@code (-pi, pi]}, within
     * {@code 0.5 + 2^-20} ulp. Defined for every pair of raw inputs: {@code atan2(0, 0) == 0},
     * {@code atan2(0, x < 0) == Fixed.PI}, {@code atan2(y > 0, 0) == Fixed.HALF_PI}. The result
     * depends only on the ratio and signs, so scaling both operands by a power of two never changes it.
     *
     * <pre>{@code
     * FixedTrig.atan2(Fixed.ONE, Fixed.ONE)   == 0xC90F_DAA2   // pi/4
     * FixedTrig.atan2(-Fixed.ONE, -Fixed.ONE) == -0x2_5B2F_8FE6 // -3pi/4
     * }</pre>
     */
    public static long atan2(long y, long x) {
        long uy = y < 0 ? -y : y;
        long ux = x < 0 ? -x : x;
        return roundQ61(atan2Q61(uy, y < 0, ux, x < 0));
    }

    /**
     * Returns {@code asin(a)} in {@code [-pi/2, pi/2]}, within {@code 0.5 + 2^-20} ulp.
     *
     * @throws ArithmeticException if {@code |a| > 1} (raw above {@code Fixed.ONE})
     */
    public static long asin(long a) {
        if (a > Fixed.ONE || a < -Fixed.ONE) {
            throw FixedOverflowException.domain("asin", "argument outside [-1, 1]", a);
        }
        long ua = a < 0 ? -a : a;
        return roundQ61(atan2Q61(ua << 30, a < 0, cosineSideQ62(ua), false));
    }

    /**
     * Returns {@code acos(a)} in {@code [0, pi]}, within {@code 0.5 + 2^-20} ulp.
     *
     * @throws ArithmeticException if {@code |a| > 1} (raw above {@code Fixed.ONE})
     */
    public static long acos(long a) {
        if (a > Fixed.ONE || a < -Fixed.ONE) {
            throw FixedOverflowException.domain("acos", "argument outside [-1, 1]", a);
        }
        long ua = a < 0 ? -a : a;
        return roundQ61(atan2Q61(cosineSideQ62(ua), false, ua << 30, a < 0));
    }

    /** Returns {@code floor(sqrt(1 - (ua/2^32)^2) * 2^62)} for {@code 0 <= ua <= 2^32}. */
    static long cosineSideQ62(long ua) {
        if (ua == 0) {
            return ONE_Q62;
        }
        long rest = -(ua * ua);           // 2^64 - ua^2, exact for 0 < ua^2 <= 2^64 (0 when ua = 2^32)
        return UInt128.sqrtFloor(rest >>> 4, rest << 60);
    }

    /**
     * Returns the angle of {@code (x, y)} with 61 fraction bits, from unsigned magnitudes and signs.
     * Steps: octant ({@code t = small/big}), table plus series for {@code atan(t)} in [0, pi/4],
     * then {@code pi/2 - .} if swapped, {@code pi - .} if {@code x < 0}, negated if {@code y < 0}.
     */
    static long atan2Q61(long uy, boolean yNegative, long ux, boolean xNegative) {
        if (uy == 0) {
            return xNegative ? PI_Q61 : 0;
        }
        boolean swapped = Long.compareUnsigned(uy, ux) > 0;
        long small = swapped ? ux : uy;
        long big = swapped ? uy : ux;
        // t = small * 2^62 / big in [0, 2^62]; small >>> 2 < big so the quotient fits
        long t = small == 0 ? 0 : UInt128.divideUnsigned(small >>> 2, small << 62, big);
        long theta = atanUnitQ62(t);                                  // [0, pi/4]
        if (swapped) {
            theta = HALF_PI_Q62 - theta;                             // [pi/4, pi/2]
        }
        long theta61 = theta >> 1;
        if (xNegative) {
            theta61 = PI_Q61 - theta61;
        }
        return yNegative ? -theta61 : theta61;
    }

    /** Returns {@code atan(t)} for {@code t} in {@code [0, 1]}, both with 62 fraction bits. */
    static long atanUnitQ62(long t) {
        int j = (int) ((t + (1L << 57)) >>> 58);                    // round(16 t), 0..16
        long c = (long) j << 58;                                     // j/16
        long num = t - c;                                            // |num| <= 2^57
        long den = ONE_Q62 + mulQ62(t, c);                           // [1, 2], unsigned up to 2^63
        long un = num < 0 ? -num : num;
        long uq = UInt128.divideUnsigned(un >>> 2, un << 62, den);  // |u| <= 1/32
        long u = num < 0 ? -uq : uq;
        long u2 = mulQ62(u, u);
        long p = ATAN_COEFFS[5];
        for (int i = 4; i >= 0; i--) {
            p = ATAN_COEFFS[i] - mulQ62(u2, p);
        }
        p = ONE_Q62 - mulQ62(u2, p);
        return ATAN_TABLE[j] + mulQ62(u, p);
    }

    // ------------------------------------------------------------------ 62-bit helpers

    /** Returns {@code floor(a * b / 2^62)} for signed values whose product is below 2^125. */
    static long mulQ62(long a, long b) {
        return (Math.multiplyHigh(a, b) << 2) | ((a * b) >>> 62);
    }

    /** Rounds a value with 62 fraction bits to a Q31.32 raw value, ties to even. */
    static long roundQ62(long v) {
        return roundShift(v, 30);
    }

    /** Rounds a value with 61 fraction bits to a Q31.32 raw value, ties to even. */
    static long roundQ61(long v) {
        return roundShift(v, 29);
    }

    /**
     * Returns {@code round(a * b62 / 2^62)}, ties to even, for a Q31.32 {@code a} and a factor
     * {@code b62} with 62 fraction bits, {@code |b62| <= 2^62} (so the result is within range).
     */
    static long mulRoundQ62(long a, long b62) {
        long hi = Math.multiplyHigh(a, b62);
        long lo = a * b62;
        long q = (hi << 2) | (lo >>> 62);
        long rem = lo & (ONE_Q62 - 1);
        long half = 1L << 61;
        if (rem > half || rem == half && (q & 1) != 0) {
            q++;
        }
        return q;
    }

    private static long roundShift(long v, int shift) {
        long q = v >> shift;
        long rem = v & ((1L << shift) - 1);
        long half = 1L << (shift - 1);
        if (rem > half || rem == half && (q & 1) != 0) {
            q++;
        }
        return q;
    }
}
