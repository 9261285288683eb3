package dev.lockstep.fixedpoint.wide;

/**
 * Unsigned 128-by-64-bit division on pairs of {@code long}s, the one primitive that fixed-point
 * division, {@code mulDiv} and square root need beyond {@link Math#multiplyHigh}.
 *
 * <p>Java 17 has no 128-bit integer type and no {@code unsignedMultiplyHigh} (that is @since 18),
 * so a 128-bit value is passed as {@code (hi, lo)} and results come back as a single {@code long};
 * the remainder is recomputed by the caller as {@code lo - q * divisor} (mod 2^64), which is exact
 * because the true remainder is below the divisor. Nothing here allocates.
 */
public final class UInt128 {
    private static final long HALF_MASK = 0xFFFF_FFFFL;
    private static final long BASE = 1L << 32;

    private UInt128() {
    }

    /**
     * Returns {@code floor((hi * 2^64 + lo) / divisor)} with every value read as unsigned.
     *
     * <p>Precondition (checked by callers, asserted here): {@code hi < divisor} unsigned, which is
     * exactly the condition for the quotient to fit in 64 bits, and {@code divisor != 0}.
     * This is the two-digit long division of Hacker's Delight, 2nd ed., section 9-4 ("divlu"),
     * with base 2^32 digits: normalise the divisor so its top bit is set, estimate each quotient
     * digit from the top two dividend digits, and correct the estimate at most twice.
     */
    public static long divideUnsigned(long hi, long lo, long divisor) {
        assert divisor != 0 && Long.compareUnsigned(hi, divisor) < 0 : "quotient does not fit in 64 bits";
        if (hi == 0) {
            return Long.divideUnsigned(lo, divisor);
        }
        int s = Long.numberOfLeadingZeros(divisor);
        long v = divisor << s;
        long vn1 = v >>> 32;
        long vn0 = v & HALF_MASK;
        long un32 = s == 0 ? hi : (hi << s) | (lo >>> (64 - s));
        long un10 = lo << s;
        long un1 = un10 >>> 32;
        long un0 = un10 & HALF_MASK;

        long q1 = Long.divideUnsigned(un32, vn1);
        long rhat = un32 - q1 * vn1;
        while (Long.compareUnsigned(q1, BASE) >= 0
                || Long.compareUnsigned(q1 * vn0, (rhat << 32) | un1) > 0) {
            q1--;
            rhat += vn1;
            if (Long.compareUnsigned(rhat, BASE) >= 0) {
                break;
            }
        }
        long un21 = ((un32 << 32) | un1) - q1 * v;

        long q0 = Long.divideUnsigned(un21, vn1);
        rhat = un21 - q0 * vn1;
        while (Long.compareUnsigned(q0, BASE) >= 0
                || Long.compareUnsigned(q0 * vn0, (rhat << 32) | un0) > 0) {
            q0--;
            rhat += vn1;
            if (Long.compareUnsigned(rhat, BASE) >= 0) {
                break;
            }
        }
        return (q1 << 32) | q0;
    }

    /**
     * Returns {@code floor(sqrt(hi * 2^64 + lo))} (unsigned), exact for every 128-bit input.
     *
     * <p>Method: an over-estimate from the top 62 significant bits (integer Newton on 64 bits from
     * a power-of-two seed), then one Newton step on the full value, which cannot land below the
     * floor root (AM-GM, with floor divisions), then a downward correction by exact 128-bit
     * comparison. The seed is within a factor {@code 1 + 2^-30} of the root, so after the Newton
     * step the over-estimate is below 9 and the correction loop is short; {@code UInt128Properties}
     * checks the result against {@code BigInteger.sqrt}.
     */
    public static long sqrtFloor(long hi, long lo) {
        if (hi == 0 && lo >= 0) {
            return sqrtFloor63(lo);
        }
        int bits = 128 - (hi != 0 ? Long.numberOfLeadingZeros(hi) : 64 + Long.numberOfLeadingZeros(lo));
        int shift = (bits - 62 + 1) & ~1;        // even, so that sqrt(2^shift) = 2^(shift/2)
        long top = shiftRight(hi, lo, shift);   // < 2^62
        long r = sqrtFloor63(top) + 1;           // r * 2^(shift/2) > sqrt(value)
        int half = shift >>> 1;
        long x = r << half;
        if (half > 0 && (r >>> (64 - half)) != 0) {
            x = -1L; // 2^64 would not fit; 2^64 - 1 still bounds the root of a 128-bit value
        }
        // one Newton step from above: x1 = (x + value / x) / 2, never below floor(sqrt(value)).
        long q = Long.compareUnsigned(hi, x) < 0 ? divideUnsigned(hi, lo, x) : -1L;
        long sumLo = x + q;
        long carry = Long.compareUnsigned(sumLo, x) < 0 ? 1L : 0L;
        long x1 = (sumLo >>> 1) | (carry << 63);
        if (Long.compareUnsigned(x1, x) > 0) {
            x1 = x;
        }
        while (squareExceeds(x1, hi, lo)) {
            x1--;
        }
        return x1;
    }

    /** Returns true when {@code x * x > hi * 2^64 + lo}, all unsigned. */
    public static boolean squareExceeds(long x, long hi, long lo) {
        long sqHi = multiplyHighUnsigned(x, x);
        long sqLo = x * x;
        int c = Long.compareUnsigned(sqHi, hi);
        return c > 0 || c == 0 && Long.compareUnsigned(sqLo, lo) > 0;
    }

    /** Returns the high 64 bits of the unsigned 128-bit product {@code a * b}. */
    public static long multiplyHighUnsigned(long a, long b) {
        // Hacker's Delight 8-3: the signed high product corrected for the operands' sign bits.
        return Math.multiplyHigh(a, b) + ((a >> 63) & b) + ((b >> 63) & a);
    }

    private static long shiftRight(long hi, long lo, int shift) {
        if (shift == 0) {
            return lo;
        }
        if (shift >= 64) {
            return hi >>> (shift - 64);
        }
        return (hi << (64 - shift)) | (lo >>> shift);
    }

    /** floor(sqrt(v)) for 0 <= v < 2^63, by integer Newton from a power-of-two over-estimate. */
    static long sqrtFloor63(long v) {
        if (v < 2) {
            return v;
        }
        int bits = 64 - Long.numberOfLeadingZeros(v);
        long x = 1L << ((bits + 1) >>> 1);    // > sqrt(v)
        while (true) {
            long next = (x + v / x) >>> 1;
            if (next >= x) {
                return x;
            }
            x = next;
        }
    }
}
