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
            return divide64(lo, divisor);
        }
        int s = Long.numberOfLeadingZeros(divisor);
        long v = divisor << s;
        long vn1 = v >>> 32;
        long vn0 = v & HALF_MASK;
        long un32 = s == 0 ? hi : (hi << s) | (lo >>> (64 - s));
        long un10 = lo << s;
        long un1 = un10 >>> 32;
        long un0 = un10 & HALF_MASK;

        long q1 = divide64(un32, vn1);
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

        long q0 = divide64(un21, vn1);
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
     * <p>Method (no 128-bit division): shift the value right by an even {@code 2h} so that its top
     * {@code T} has 61 or 62 bits, take the exact floor root {@code r} of {@code T}
     * ({@code 2^30 <= r < 2^31}), then one Newton step from {@code x0 = r * 2^h} written with the
     * remainder: {@code x1 = x0 + (N - x0^2) / (2 x0)}, where {@code N - x0^2 = (T - r^2) 2^2h + low}.
     * The real Newton step lands in {@code [sqrt(N), sqrt(N) + 2^(h-1)/r] = [sqrt(N), sqrt(N) + 4]};
     * computed with {@code (rem << (h-1) + mid >>> 1) / r} it is within 2 more, so at most a few
     * exact square comparisons finish it. {@code UInt128Properties} checks it against
     * {@code BigInteger.sqrt}, including perfect squares and their neighbours.
     */
    public static long sqrtFloor(long hi, long lo) {
        if (hi == 0 && lo >= 0) {
            return sqrtFloor63(lo);
        }
        int bits = 128 - (hi != 0 ? Long.numberOfLeadingZeros(hi) : 64 + Long.numberOfLeadingZeros(lo));
        int shift = (bits - 62 + 1) & ~1;        // even, >= 2; the top has 61 or 62 bits
        int h = shift >>> 1;                     // 1..33
        long top = shiftRight(hi, lo, shift);
        long r = sqrtFloor63(top);               // 2^30 <= r < 2^31
        long rem = top - r * r;                  // <= 2r < 2^32
        long mid = shiftRight(hi, lo, h) & ((1L << h) - 1);   // bits [h, 2h) of the value
        long delta = divide64((rem << (h - 1)) + (mid >>> 1), r); // rem << 32 < 2^64: no wrap
        long x0 = r << h;
        long x = x0 + delta;
        if (Long.compareUnsigned(x, x0) < 0) {
            x = -1L;                             // 2^64 would not fit; 2^64 - 1 bounds every root
        }
        while (squareExceeds(x, hi, lo)) {
            x--;
        }
        while (x != -1L && !squareExceeds(x + 1, hi, lo)) {
            x++;
        }
        return x;
    }

    /**
     * Returns the integer nearest to {@code sqrt(hi * 2^64 + lo)} (unsigned), for {@code hi} below
     * {@code 2^64 - 1} (so the rounded root fits 64 unsigned bits). No tie rule is needed: the root
     * of an integer is never halfway between two integers, and it rounds up exactly when the value
     * exceeds {@code r (r + 1)}, {@code r} the floor root, since {@code (r + 1/2)^2 = r^2 + r + 1/4}.
     */
    public static long sqrtRounded(long hi, long lo) {
        long r = sqrtFloor(hi, lo);
        if (r == -1L) {
            return r;                    // r (r + 1) = 2^128 - 2^64 exceeds every value with hi < 2^64 - 1
        }
        long pHi = multiplyHighUnsigned(r, r + 1);
        long pLo = r * (r + 1);
        int c = Long.compareUnsigned(hi, pHi);
        return c > 0 || c == 0 && Long.compareUnsigned(lo, pLo) > 0 ? r + 1 : r;
    }

    /**
     * Returns {@code floor(n / d)} with both read as unsigned. Same result as
     * {@link Long#divideUnsigned}, which in JDK 17 falls back to BigInteger (allocating, ~20x
     * slower) whenever {@code n} has its top bit set; here that case halves {@code n}, divides
     * signed, and corrects the quotient once (Hacker's Delight 9-3).
     */
    public static long divide64(long n, long d) {
        if (d < 0) {
            return Long.compareUnsigned(n, d) < 0 ? 0 : 1;
        }
        if (n >= 0) {
            return n / d;
        }
        long q = ((n >>> 1) / d) << 1;
        long r = n - q * d;
        return Long.compareUnsigned(r, d) >= 0 ? q + 1 : q;
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

    /**
     * {@code SQRT_SEED[i] = ceil(sqrt((i + 1) * 2^16))}: an upper bound of {@code sqrt} of every
     * value whose top 8 significant bits are {@code i}, with 8 fraction bits. Built at class
     * initialisation with the integer-only {@link #sqrtFloorNewton}.
     */
    private static final int[] SQRT_SEED = sqrtSeedTable();

    private static int[] sqrtSeedTable() {
        int[] t = new int[256];
        for (int i = 0; i < 256; i++) {
            long n = (long) (i + 1) << 16;
            long r = sqrtFloorNewton(n, 1L << 13);
            t[i] = (int) (r * r == n ? r : r + 1);
        }
        return t;
    }

    /**
     * floor(sqrt(v)) for 0 <= v < 2^63: three integer Newton steps from an over-estimate read from
     * {@link #SQRT_SEED}, then at most one downward correction.
     *
     * <p>Why three steps suffice: floored Newton from above never drops below the floor root, and
     * its relative error obeys {@code e' <= e^2 / 2}. For {@code v >= 2^16} the seed's relative
     * error is below {@code 2^-6.4}, so after three steps it is below {@code 2^-58} and the
     * absolute error (root below {@code 2^31.5}) below 1; for smaller {@code v} the seed is within
     * a factor 2 and three steps leave an error below {@code 0.01 * sqrt(v) < 1}. So the result is
     * the floor root or one above it, which the square test settles. {@code UInt128Properties}
     * checks it against {@code BigInteger.sqrt}. Three divisions instead of the seven of a
     * power-of-two seed make {@code Fixed.sqrt} roughly 35% faster (JMH).
     */
    static long sqrtFloor63(long v) {
        if (v < 2) {
            return v;
        }
        int bits = 64 - Long.numberOfLeadingZeros(v);
        int s = bits > 8 ? (bits - 7) & ~1 : 0;           // even; v >>> s < 256
        long x = (((long) SQRT_SEED[(int) (v >>> s)] << (s >>> 1)) >>> 8) + 1;   // > sqrt(v)
        x = (x + v / x) >>> 1;
        x = (x + v / x) >>> 1;
        x = (x + v / x) >>> 1;
        return Long.compareUnsigned(x * x, v) > 0 ? x - 1 : x;   // x < 2^32: x * x exact unsigned
    }

    /** Integer Newton from an over-estimate {@code x >= floor(sqrt(v))}: the floor root of {@code v}. */
    private static long sqrtFloorNewton(long v, long x) {
        while (true) {
            long next = (x + v / x) >>> 1;
            if (next >= x) {
                return x;
            }
            x = next;
        }
    }
}
