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

    private SeparationRatio() {
    }

    /**
     * Returns the sign of {@code s * 2^32 / |(ax, ay, az)| - t} (exact), or {@link #UNDECIDED}.
     * Requires every axis component below {@code 2^32} in magnitude and the axis non-zero.
     */
    static int compare(long s, long ax, long ay, long az, long t) {
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
        // same signs (or s == 0 < t handled above): compare s^2 * 2^64 with t^2 * L^2
        long lenLo = 0;
        long lenHi = 0;
        for (int i = 0; i < 3; i++) {
            long c = i == 0 ? ax : i == 1 ? ay : az;
            long sq = c * c;                                          // |c| < 2^32: the square fits unsigned
            long sum = lenLo + sq;
            lenHi += Long.compareUnsigned(sum, lenLo) < 0 ? 1 : 0;
            lenLo = sum;
        }
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
