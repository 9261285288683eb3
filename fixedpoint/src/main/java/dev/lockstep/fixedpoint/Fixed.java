package dev.lockstep.fixedpoint;

import dev.lockstep.fixedpoint.wide.Dot128;
import dev.lockstep.fixedpoint.wide.Int128;
import dev.lockstep.fixedpoint.wide.UInt128;
import java.math.BigInteger;

/**
 * Q31.32 fixed-point arithmetic on raw {@code long}s: the value of a raw {@code r} is
 * {@code r / 2^32}. Every operation is a pure function of its raw operands, defined bit for bit
 * in {@code fixedpoint/docs/numeric-contract.md}, so a port in any language can reproduce it.
 *
 * <h2>Contract shared by every method</h2>
 * <ul>
 *   <li><b>Range</b>: {@code [-2^31, 2^31 - 2^-32]}; resolution (one ulp) {@code 2^-32}.</li>
 *   <li><b>Rounding</b>: each operation computes its exact mathematical result (in 128-bit integer
 *       arithmetic where needed) and rounds <em>once</em> to the nearest raw value, ties to even.
 *       Fused operations ({@link #dot3}, {@link #length3}, {@link #mulDiv}) round once at the end.</li>
 *   <li><b>Overflow</b>: a result outside the range throws {@link FixedOverflowException}; division
 *       by zero and the square root of a negative throw {@link ArithmeticException}. Nothing wraps.</li>
 * </ul>
 *
 * <pre>{@code
 * Fixed.mul(Fixed.fromInt(3), Fixed.HALF)  == Fixed.fromInt(3) / 2      // 1.5, exact
 * Fixed.mul(1, Fixed.HALF)                 == 0                          // 0.5 ulp ties to even (0)
 * Fixed.mul(3, Fixed.HALF)                 == 2                          // 1.5 ulp ties to even (2)
 * Fixed.mul(-3, Fixed.HALF)                == -2                         // symmetric about zero
 * }</pre>
 *
 * <p>World-size budget: a squared coordinate overflows Q31.32 above {@code 46340.95} (sqrt(2^31)),
 * so vector operations here accumulate exact 128-bit sums and narrow once, checked; coordinates up
 * to the full range are safe as long as the final result fits.
 */
public final class Fixed {
    /** Number of fraction bits. */
    public static final int FRACTION_BITS = 32;
    /** Raw value of 1.0. */
    public static final long ONE = 1L << FRACTION_BITS;
    /** Raw value of 0.5. */
    public static final long HALF = ONE >>> 1;
    /** Raw value of 2.0. */
    public static final long TWO = ONE << 1;
    /** Smallest positive value, {@code 2^-32}. */
    public static final long ULP = 1L;
    /** Most negative value, {@code -2^31}. */
    public static final long MIN_VALUE = Long.MIN_VALUE;
    /** Largest value, {@code 2^31 - 2^-32}. */
    public static final long MAX_VALUE = Long.MAX_VALUE;
    /** pi rounded to nearest: 0x3_243F_6A89 (3.14159265358979323846... * 2^32 = 13493037704.52). */
    public static final long PI = 0x3_243F_6A89L;
    /** pi/2 rounded to nearest: 0x1_921F_B544. */
    public static final long HALF_PI = 0x1_921F_B544L;
    /** 2*pi rounded to nearest: 0x6_487E_D511. */
    public static final long TWO_PI = 0x6_487E_D511L;

    private static final long FRACTION_MASK = ONE - 1;
    private static final long HALF_ULP_OF_SHIFT = 1L << 31;
    private static final long SIGN_BIT = Long.MIN_VALUE;

    private Fixed() {
    }

    // ------------------------------------------------------------------ conversion

    /** Returns the raw value of the integer {@code i}; always exact. */
    public static long fromInt(int i) {
        return (long) i << FRACTION_BITS;
    }

    /**
     * Returns the raw value of the integer {@code v}.
     *
     * @throws FixedOverflowException if {@code v} is outside {@code [-2^31, 2^31 - 1]}
     */
    public static long fromLongExact(long v) {
        if (v != (int) v) {
            throw FixedOverflowException.outOfRange("fromLongExact", "integer " + v + " outside [-2^31, 2^31-1]");
        }
        return v << FRACTION_BITS;
    }

    /** Returns the raw value {@code raw} unchanged; names the intent at call sites. */
    public static long fromRaw(long raw) {
        return raw;
    }

    /** Returns the largest integer not greater than {@code a} (that is, {@code floor(a)}) as an int. */
    public static int toIntFloor(long a) {
        return (int) (a >> FRACTION_BITS);
    }

    /**
     * Returns {@code a} as a double, for display and logging only. Never feed the result back into
     * simulation state: doubles are exactly what this library exists to avoid.
     */
    public static double toDoubleForDisplay(long a) {
        return a / 4294967296.0;
    }

    /** Returns the exact decimal expansion of {@code a}; see {@link FixedFormat#toExactString}. */
    public static String toString(long a) {
        return FixedFormat.toExactString(a);
    }

    // ------------------------------------------------------------------ add / sub / neg / abs

    /** Returns {@code a + b}, exact. @throws FixedOverflowException if the sum is out of range */
    public static long add(long a, long b) {
        long r = a + b;
        if (((a ^ r) & (b ^ r)) < 0) {
            throw new FixedOverflowException("add", a, b);
        }
        return r;
    }

    /** Returns {@code a - b}, exact. @throws FixedOverflowException if the difference is out of range */
    public static long sub(long a, long b) {
        long r = a - b;
        if (((a ^ b) & (a ^ r)) < 0) {
            throw new FixedOverflowException("sub", a, b);
        }
        return r;
    }

    /** Returns {@code -a}, exact. @throws FixedOverflowException if {@code a == MIN_VALUE} */
    public static long neg(long a) {
        if (a == MIN_VALUE) {
            throw new FixedOverflowException("neg", a);
        }
        return -a;
    }

    /** Returns {@code |a|}, exact. @throws FixedOverflowException if {@code a == MIN_VALUE} */
    public static long abs(long a) {
        if (a == MIN_VALUE) {
            throw new FixedOverflowException("abs", a);
        }
        return a < 0 ? -a : a;
    }

    /** Returns {@code a * n} for an integer {@code n}, exact. @throws FixedOverflowException if out of range */
    public static long mulInt(long a, int n) {
        long hi = Int128.productHigh(a, n);
        long lo = Int128.productLow(a, n);
        if (hi != (lo >> 63)) {
            throw new FixedOverflowException("mulInt", a, fromInt(n));
        }
        return lo;
    }

    // ------------------------------------------------------------------ mul / div / mulDiv

    /**
     * Returns {@code a * b} rounded to nearest, ties to even.
     *
     * <p>Bit-level definition: let {@code P} be the exact 128-bit product; the result is
     * {@code P >> 32} (floor), plus one if the discarded 32 bits exceed {@code 2^31}, or equal
     * {@code 2^31} and the floor is odd.
     *
     * @throws FixedOverflowException if the rounded product is out of range
     */
    public static long mul(long a, long b) {
        long hi = Int128.productHigh(a, b);
        long lo = Int128.productLow(a, b);
        if (!fitsRoundedShift32(hi, lo)) {
            throw new FixedOverflowException("mul", a, b);
        }
        return roundedShift32(hi, lo);
    }

    /**
     * Returns {@code num / denom} clamped to {@code [0, max]}: the same bits as
     * {@code clamp(div(num, denom), 0, max)} whenever {@code div} returns, but the upper clamp is
     * decided exactly first ({@code num * 2^32 >= max * denom} in 128 bits), so the quotient is
     * only formed when it is in range and this never overflows. Made for closest-point fractions
     * along a segment, where a nearly parallel pair divides by a tiny rounded denominator and the
     * unclamped quotient may not fit. Returns 0 when {@code num <= 0} or {@code denom <= 0} (a
     * non-positive fraction, or no direction to divide by).
     *
     * @throws IllegalArgumentException if {@code max < 0}
     */
    public static long divClamped(long num, long denom, long max) {
        if (max < 0) {
            throw new IllegalArgumentException("divClamped: max must be >= 0, got " + max);
        }
        if (num <= 0 || denom <= 0) {
            return 0;
        }
        // num / denom >= max  <=>  num * 2^32 >= max * denom (both sides non-negative, 128 bits)
        if (Int128.compareQuotient(num, denom, max) >= 0) {
            return max;
        }
        return div(num, denom);
    }

    /**
     * Returns {@code a / b} rounded to nearest, ties to even: the exact quotient
     * {@code a * 2^32 / b} of the raw values, rounded once.
     *
     * @throws ArithmeticException if {@code b == 0}
     * @throws FixedOverflowException if the rounded quotient is out of range
     */
    public static long div(long a, long b) {
        if (b == 0) {
            throw FixedOverflowException.domain("div", "division by zero", a, b);
        }
        boolean negative = (a ^ b) < 0;
        long ua = a < 0 ? -a : a;        // unsigned magnitudes: MIN_VALUE reads as 2^63
        long ub = b < 0 ? -b : b;
        long m = roundedQuotientMagnitude(ua >>> 32, ua << 32, ub);
        if (Long.compareUnsigned(m, negative ? SIGN_BIT : MAX_VALUE) > 0) {
            throw new FixedOverflowException("div", a, b);
        }
        return negative ? -m : m;
    }

    /**
     * Returns {@code a * b / c} with a single rounding (to nearest, ties to even): the exact
     * rational {@code rawA * rawB / rawC} rounded to a raw integer. Use it for interpolation
     * parameters and barycentric coordinates, where a separate mul then div would round twice.
     *
     * @throws ArithmeticException if {@code c == 0}
     * @throws FixedOverflowException if the rounded result is out of range
     */
    public static long mulDiv(long a, long b, long c) {
        if (c == 0) {
            throw FixedOverflowException.domain("mulDiv", "division by zero", a, b, c);
        }
        long hi = Int128.productHigh(a, b);
        long lo = Int128.productLow(a, b);
        boolean negative = (hi < 0) != (c < 0) && (hi | lo) != 0;
        if (hi < 0) {                     // |P| as unsigned 128 bits
            lo = -lo;
            hi = lo == 0 ? -hi : ~hi;
        }
        long uc = c < 0 ? -c : c;
        long m = roundedQuotientMagnitude(hi, lo, uc);
        if (Long.compareUnsigned(m, negative ? SIGN_BIT : MAX_VALUE) > 0) {
            throw new FixedOverflowException("mulDiv", a, b, c);
        }
        return negative ? -m : m;
    }

    /**
     * Returns the unsigned magnitude {@code round(hi:lo / d)} (ties to even), or a value above
     * {@code 2^63} (unsigned) when the quotient cannot fit, so that one range check in the caller
     * covers both cases.
     */
    private static long roundedQuotientMagnitude(long hi, long lo, long d) {
        if (Long.compareUnsigned(hi, d) >= 0) {
            return -1L;
        }
        long q = UInt128.divideUnsigned(hi, lo, d);
        long r = lo - q * d;              // exact: the true remainder is below d
        long rest = d - r;                // compare 2r with d without overflowing
        int c = Long.compareUnsigned(r, rest);
        if (c > 0 || c == 0 && (q & 1) != 0) {
            q++;                          // 2^64 - 1 + 1 wraps to 0: caught below
            if (q == 0) {
                return -1L;
            }
        }
        return q;
    }

    // ------------------------------------------------------------------ fused sums of products

    /**
     * Returns {@code a*b + c*d}, computed exactly in 128 bits and rounded once.
     * @throws FixedOverflowException if the rounded result is out of range
     */
    public static long dot2(long a, long b, long c, long d) {
        // each product's high word is within [-2^62, 2^62], so hi cannot wrap
        long hi = Int128.mulAddHigh(a, b, c, d);
        long lo = Int128.mulAddLow(a, b, c, d);
        if (!fitsRoundedShift32(hi, lo)) {
            throw new FixedOverflowException("dot2", a, b, c, d);
        }
        return roundedShift32(hi, lo);
    }

    /**
     * Returns {@code a*b - c*d}, computed exactly in 128 bits and rounded once (the 2x2
     * determinant and cross-product kernel; no negation of an operand, so MIN_VALUE is fine).
     * @throws FixedOverflowException if the rounded result is out of range
     */
    public static long mulSubMul(long a, long b, long c, long d) {
        long hi = Int128.mulSubHigh(a, b, c, d);
        long lo = Int128.mulSubLow(a, b, c, d);
        if (!fitsRoundedShift32(hi, lo)) {
            throw new FixedOverflowException("mulSubMul", a, b, c, d);
        }
        return roundedShift32(hi, lo);
    }

    /**
     * Returns {@code ax*bx + ay*by + az*bz}, computed exactly and rounded once (ties to even).
     *
     * <p>The high words are added without overflow checks on purpose: each lies in
     * {@code [-2^62, 2^62]}, so a wrapped sum lands at least {@code 2^62 - 4} away from zero and
     * always fails the final range check, which is the only way the exact result can be out of
     * range (proved in {@code FixedProperties.dot3MatchesBigIntegerOracle} at the extremes).
     *
     * @throws FixedOverflowException if the rounded result is out of range
     */
    public static long dot3(long ax, long ay, long az, long bx, long by, long bz) {
        long hi = Dot128.high(ax, ay, az, bx, by, bz);
        long lo3 = Dot128.low(ax, ay, az, bx, by, bz);
        if (!fitsRoundedShift32(hi, lo3)) {
            throw new FixedOverflowException("dot3", ax, ay, az, bx, by, bz);
        }
        return roundedShift32(hi, lo3);
    }

    /**
     * Returns {@code a0*b0 + a1*b1 + a2*b2 + a3*b3}, computed exactly and rounded once.
     *
     * <p>When every operand is within {@code [-2^62, 2^62)} (values below 2^30, the case for
     * quaternions and directions) the 128-bit sum cannot overflow; otherwise the exact sum is
     * formed with BigInteger, which is slower but gives the same bits.
     *
     * @throws FixedOverflowException if the rounded result is out of range
     */
    public static long dot4(long a0, long b0, long a1, long b1, long a2, long b2, long a3, long b3) {
        if (!within62(a0) || !within62(b0) || !within62(a1) || !within62(b1)
                || !within62(a2) || !within62(b2) || !within62(a3) || !within62(b3)) {
            return dot4Big(a0, b0, a1, b1, a2, b2, a3, b3);
        }
        long lo01 = Int128.mulAddLow(a0, b0, a1, b1);
        long lo23 = Int128.mulAddLow(a2, b2, a3, b3);
        long hi = Int128.addHigh(Int128.mulAddHigh(a0, b0, a1, b1), lo01, Int128.mulAddHigh(a2, b2, a3, b3), lo23);
        long s = Int128.addLow(lo01, lo23);
        if (!fitsRoundedShift32(hi, s)) {
            throw new FixedOverflowException("dot4", a0, b0, a1, b1, a2, b2, a3, b3);
        }
        return roundedShift32(hi, s);
    }

    /**
     * Returns the sign (-1, 0 or 1) of the exact, unrounded {@code ax*bx + ay*by + az*bz}.
     * Support mappings use it so that "furthest along d" is decided exactly, never by a rounded
     * dot product that could tie two different vertices.
     */
    public static int signOfDot3(long ax, long ay, long az, long bx, long by, long bz) {
        if (!within62(ax) || !within62(ay) || !within62(az) || !within62(bx) || !within62(by) || !within62(bz)) {
            return BigInteger.valueOf(ax).multiply(BigInteger.valueOf(bx))
                    .add(BigInteger.valueOf(ay).multiply(BigInteger.valueOf(by)))
                    .add(BigInteger.valueOf(az).multiply(BigInteger.valueOf(bz))).signum();
        }
        // below 2^62 per operand each product is below 2^124 and the sum cannot wrap 128 bits
        return Dot128.signum(ax, ay, az, bx, by, bz);
    }

    /**
     * Compares {@code a . d} with {@code b . d} exactly (unrounded), returning a negative number,
     * zero or a positive number as the first is smaller, equal or larger. This is the primitive of
     * every support mapping: the furthest vertex is decided exactly.
     */
    public static int compareDot3(long ax, long ay, long az, long bx, long by, long bz, long dx, long dy, long dz) {
        if (!within62(ax) || !within62(ay) || !within62(az) || !within62(bx) || !within62(by) || !within62(bz)
                || !within62(dx) || !within62(dy) || !within62(dz)) {
            BigInteger d0 = BigInteger.valueOf(dx);
            BigInteger d1 = BigInteger.valueOf(dy);
            BigInteger d2 = BigInteger.valueOf(dz);
            BigInteger a = BigInteger.valueOf(ax).multiply(d0).add(BigInteger.valueOf(ay).multiply(d1))
                    .add(BigInteger.valueOf(az).multiply(d2));
            BigInteger b = BigInteger.valueOf(bx).multiply(d0).add(BigInteger.valueOf(by).multiply(d1))
                    .add(BigInteger.valueOf(bz).multiply(d2));
            return a.compareTo(b);
        }
        // each dot is below 3 * 2^124 in magnitude: exact in a signed 128-bit pair
        return Int128.compare(Dot128.high(ax, ay, az, dx, dy, dz), Dot128.low(ax, ay, az, dx, dy, dz),
                Dot128.high(bx, by, bz, dx, dy, dz), Dot128.low(bx, by, bz, dx, dy, dz));
    }

    private static boolean within62(long v) {
        return (v >> 62) == (v >> 63);
    }

    private static long dot4Big(long a0, long b0, long a1, long b1, long a2, long b2, long a3, long b3) {
        BigInteger sum = BigInteger.valueOf(a0).multiply(BigInteger.valueOf(b0))
                .add(BigInteger.valueOf(a1).multiply(BigInteger.valueOf(b1)))
                .add(BigInteger.valueOf(a2).multiply(BigInteger.valueOf(b2)))
                .add(BigInteger.valueOf(a3).multiply(BigInteger.valueOf(b3)));
        BigInteger[] qr = sum.divideAndRemainder(BigInteger.ONE.shiftLeft(FRACTION_BITS));
        BigInteger q = qr[0];
        BigInteger r = qr[1];
        if (r.signum() < 0) {             // make it a floor division
            q = q.subtract(BigInteger.ONE);
            r = r.add(BigInteger.ONE.shiftLeft(FRACTION_BITS));
        }
        int c = r.compareTo(BigInteger.valueOf(HALF_ULP_OF_SHIFT));
        if (c > 0 || c == 0 && q.testBit(0)) {
            q = q.add(BigInteger.ONE);
        }
        if (q.bitLength() > 63) {
            throw new FixedOverflowException("dot4", a0, b0, a1, b1, a2, b2, a3, b3);
        }
        return q.longValue();
    }

    /**
     * Returns true when {@code round((hi:lo) / 2^32)} (ties to even) fits in a long. The floor
     * fits exactly when bits 127..95 of the product agree, that is {@code hi == (int) hi}; rounding
     * up can still overflow from {@code MAX_VALUE}.
     */
    public static boolean fitsRoundedShift32(long hi, long lo) {
        return Int128.fitsRoundedShiftRight(hi, lo, FRACTION_BITS);
    }

    /**
     * Returns {@code round((hi:lo) / 2^32)}, ties to even, for a signed 128-bit value that
     * {@link #fitsRoundedShift32} accepted. The bit-level rule every fused operation shares.
     */
    public static long roundedShift32(long hi, long lo) {
        return Int128.roundedShiftRight(hi, lo, FRACTION_BITS);
    }

    // ------------------------------------------------------------------ roots

    /**
     * Returns {@code sqrt(a)} rounded to nearest: the integer nearest to {@code sqrt(rawA * 2^32)}.
     * (A square root of an integer is never exactly halfway between two integers, so no tie rule
     * is needed.) The result is always in range.
     *
     * @throws ArithmeticException if {@code a < 0}
     */
    public static long sqrt(long a) {
        if (a < 0) {
            throw FixedOverflowException.domain("sqrt", "negative argument", a);
        }
        long hi = a >>> 32;
        long lo = a << 32;
        long r = UInt128.sqrtFloor(hi, lo);
        // round up when N - r^2 > r, since (r + 1/2)^2 = r^2 + r + 1/4; N - r^2 <= 2r < 2^49
        long rest = lo - r * r;
        return rest > r ? r + 1 : r;
    }

    /**
     * Returns {@code sqrt(x^2 + y^2 + z^2)} with the sum formed exactly (128 bits) and one
     * rounding to nearest: the integer nearest to {@code sqrt(rawX^2 + rawY^2 + rawZ^2)}.
     *
     * @throws FixedOverflowException if the length is out of range (only near the range limits)
     */
    public static long length3(long x, long y, long z) {
        long hi = UInt128.multiplyHighUnsigned(absUnsigned(x), absUnsigned(x));
        long lo = x * x;
        long p = y * y;
        long s = lo + p;
        hi += UInt128.multiplyHighUnsigned(absUnsigned(y), absUnsigned(y)) + (Long.compareUnsigned(s, lo) < 0 ? 1 : 0);
        p = z * z;
        lo = s + p;
        hi += UInt128.multiplyHighUnsigned(absUnsigned(z), absUnsigned(z)) + (Long.compareUnsigned(lo, s) < 0 ? 1 : 0);
        // the sum of three squares is below 3 * 2^126 < 2^128: exact as an unsigned 128-bit value
        // the root is below 2^63.8 < 2^64 - 1; it fits a long exactly when it reads non-negative
        long r = UInt128.sqrtRounded(hi, lo);
        if (r < 0) {
            throw new FixedOverflowException("length3", x, y, z);
        }
        return r;
    }

    private static long absUnsigned(long v) {
        return v < 0 ? -v : v;            // MIN_VALUE stays 2^63 as unsigned
    }

    // ------------------------------------------------------------------ comparison and rounding

    /** Returns the smaller of {@code a} and {@code b}. */
    public static long min(long a, long b) {
        return a <= b ? a : b;
    }

    /** Returns the larger of {@code a} and {@code b}. */
    public static long max(long a, long b) {
        return a >= b ? a : b;
    }

    /**
     * Returns {@code a} clamped to {@code [lo, hi]}.
     * @throws IllegalArgumentException if {@code lo > hi}
     */
    public static long clamp(long a, long lo, long hi) {
        if (lo > hi) {
            throw new IllegalArgumentException("clamp: lo " + toString(lo) + " > hi " + toString(hi));
        }
        return a < lo ? lo : a > hi ? hi : a;
    }

    /** Returns -1, 0 or 1 as {@code a} is negative, zero or positive. */
    public static int signum(long a) {
        return Long.signum(a);
    }

    /** Compares two values numerically, as {@link Long#compare}. */
    public static int compare(long a, long b) {
        return Long.compare(a, b);
    }

    /** Returns {@code floor(a)}: the largest integral value not greater than {@code a}. Always in range. */
    public static long floor(long a) {
        return a & ~FRACTION_MASK;
    }

    /**
     * Returns {@code ceil(a)}: the smallest integral value not less than {@code a}.
     * @throws FixedOverflowException if {@code a > 2^31 - 1}
     */
    public static long ceil(long a) {
        long f = a & ~FRACTION_MASK;
        if (f == a) {
            return a;
        }
        if (f == floor(MAX_VALUE)) {
            throw new FixedOverflowException("ceil", a);
        }
        return f + ONE;
    }

    /**
     * Returns {@code a} rounded to the nearest integral value, ties to even
     * ({@code round(2.5) == 2}, {@code round(-2.5) == -2}, {@code round(3.5) == 4}).
     * @throws FixedOverflowException if the result is {@code 2^31}
     */
    public static long round(long a) {
        long f = a & ~FRACTION_MASK;
        long frac = a & FRACTION_MASK;
        if (frac > HALF || frac == HALF && (f & ONE) != 0) {
            if (f == floor(MAX_VALUE)) {
                throw new FixedOverflowException("round", a);
            }
            return f + ONE;
        }
        return f;
    }
}
