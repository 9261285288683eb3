package dev.lockstep.collision.mesh;

import dev.lockstep.fixedpoint.wide.UInt128;

/**
 * Exact comparison of a separation along an unnormalised axis with a raw value, without the square
 * root of the axis length: the SAT's "compare axes without normalising where only the order
 * matters" (issue 5). The separation is {@code s * 2^32 / L} raw, where {@code s} is the raw
 * (rounded) dot of the axis {@code a} with a point difference and {@code L = |a|} raw.
 *
 * <p>Signs decide mixed cases; otherwise {@code s * 2^32} is compared with {@code t * L} through
 * their squares, {@code s^2 * 2^64} against {@code t^2 * L^2}, with {@code L^2} the exact sum of
 * squares of the components. Both fit in 128 unsigned bits when {@code |s|, |t| < 2^31} and every
 * component is below {@code 2^32} in magnitude ({@code L^2 < 3 * 2^64}, {@code t^2 < 2^62}). With
 * the axis scaled so its largest component is at least {@code 2^31} ({@code L < 2^32 sqrt 3}), an
 * {@code |s| >= 2^31} means {@code |s / L| > 2^30} raw, which decides against any
 * {@code |t| < 2^30} by the sign of {@code s}. Otherwise (comparisons with a quarter unit or more)
 * the answer is {@link #UNDECIDED} and the caller computes the rounded quotient.
 */
final class SeparationRatio {
    /** Returned when the magnitudes exceed the exact 128-bit range. */
    static final int UNDECIDED = Integer.MIN_VALUE;
    private static final long LIMIT = 1L << 31;
    /**
     * Comparisons with a {@code t} in {@code [0, 2^30)} raw (under a quarter unit) are never
     * {@link #UNDECIDED}: a positive {@code t} below {@code LIMIT / 2} is decided for every
     * {@code s} (by sign, by {@code |s| >= LIMIT}, or by the squares), {@code t = 0} by the sign.
     */
    static final long ALWAYS_DECIDED_BELOW = LIMIT >> 1;

    private SeparationRatio() {
    }

    /**
     * Returns the sign of {@code s * 2^32 / |(ax, ay, az)| - t} (exact), or {@link #UNDECIDED}.
     * Requires every axis component below {@code 2^32} in magnitude and the axis non-zero.
     */
    static int compare(long s, long ax, long ay, long az, long t) {
        return compare(s, lengthSquaredHi(ax, ay, az), lengthSquaredLo(ax, ay, az), t);
    }

    /** Returns the high word of the exact {@code ax^2 + ay^2 + az^2} (components below 2^32 in magnitude). */
    static long lengthSquaredHi(long ax, long ay, long az) {
        long lo = ax * ax;
        long hi = 0;
        long sum = lo + ay * ay;
        hi += Long.compareUnsigned(sum, lo) < 0 ? 1 : 0;
        long sum2 = sum + az * az;
        return hi + (Long.compareUnsigned(sum2, sum) < 0 ? 1 : 0);
    }

    /** Returns the low word of the exact {@code ax^2 + ay^2 + az^2} (components below 2^32 in magnitude). */
    static long lengthSquaredLo(long ax, long ay, long az) {
        return ax * ax + ay * ay + az * az;                           // each square fits unsigned; the sum wraps mod 2^64
    }

    /**
     * As {@link #compare(long, long, long, long, long)} with the axis given by its exact squared
     * length {@code (lenHi, lenLo)}, computed once for several comparisons.
     */
    static int compare(long s, long lenHi, long lenLo, long t) {
        if (s >= 0 && t < 0) {
            return 1;
        }
        if (t == 0) {
            return Long.signum(s);
        }
        if (s <= 0 && t > 0) {
            return -1;
        }
        if (t >= LIMIT || t <= -LIMIT) {
            return UNDECIDED;
        }
        if (s >= LIMIT || s <= -LIMIT) {
            // |s / L| > 2^31 * 2^32 / (2^32 sqrt 3) > 2^30 raw: beyond any |t| < 2^30 on the side of s
            return t > -(LIMIT >> 1) && t < LIMIT >> 1 ? (s > 0 ? 1 : -1) : UNDECIDED;
        }
        // same signs: compare s^2 * 2^64 with t^2 * L^2
        long tt = t * t;                                              // < 2^62
        long rhsLo = tt * lenLo;
        long rhsHi = UInt128.multiplyHighUnsigned(tt, lenLo) + tt * lenHi;
        long lhsHi = s * s;                                           // s^2 * 2^64: low word zero
        int c = Long.compareUnsigned(lhsHi, rhsHi);
        if (c == 0) {
            c = rhsLo == 0 ? 0 : -1;
        }
        return s > 0 || t > 0 ? c : -c;                               // both negative: |s| / L < |t| means s / L > t
    }
}
