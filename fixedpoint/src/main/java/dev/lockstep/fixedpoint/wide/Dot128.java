package dev.lockstep.fixedpoint.wide;

/**
 * The exact sum {@code ax*bx + ay*by + az*bz} of three 64 x 64-bit products as a signed 128-bit
 * pair: {@link #high} the signed high word, {@link #low} the unsigned low word; plus the sign and
 * the order of such pairs. The kernel of every exact support scan, climb and Gauss-map sign in
 * the collision code, where a dot product decides a choice and may not be rounded.
 *
 * <p>Precondition: the exact sum lies in {@code [-2^127, 2^127)}; then both words are exact (else
 * they are the sum modulo {@code 2^128}). It holds whenever every operand lies in
 * {@code [-2^62, 2^62)}: each product is below {@code 2^124} in magnitude, the sum below
 * {@code 2^126}. Callers document which bound gives it.
 *
 * <p>Why two functions instead of one returning a pair: Java has no value type for it, and the
 * alternatives (a result object, a caller's array slot) cost stores and loads. {@link #high} and
 * {@link #low} are pure functions of the same six operands; a caller that needs both calls both,
 * and once they are inlined the JIT computes the shared low products once (C2 value numbering).
 * Measured (collision's {@code PlacedHull.climbMin} rewritten on these, CPU-time probe A/B): no
 * slower than hand-inlined copies; see fixedpoint/docs/experiments.md.
 *
 * <p>No allocation, no branch on data except the carries ({@code compareUnsigned}, compiled to
 * flag arithmetic). Checked against BigInteger by {@code Dot128Properties}.
 */
public final class Dot128 {
    private Dot128() {
    }

    /** Returns the signed high word of the exact {@code ax*bx + ay*by + az*bz} (see the class precondition). */
    public static long high(long ax, long ay, long az, long bx, long by, long bz) {
        long l1 = ax * bx;
        long lo = l1 + ay * by;
        long hi = Math.multiplyHigh(ax, bx) + Math.multiplyHigh(ay, by) + (Long.compareUnsigned(lo, l1) < 0 ? 1 : 0);
        long sum = lo + az * bz;
        return hi + Math.multiplyHigh(az, bz) + (Long.compareUnsigned(sum, lo) < 0 ? 1 : 0);
    }

    /** Returns the unsigned low word of the exact {@code ax*bx + ay*by + az*bz}: the wrapping sum of the low products. */
    public static long low(long ax, long ay, long az, long bx, long by, long bz) {
        return ax * bx + ay * by + az * bz;
    }

    /** Returns the sign (-1, 0, 1) of the exact {@code ax*bx + ay*by + az*bz} (see the class precondition). */
    public static int signum(long ax, long ay, long az, long bx, long by, long bz) {
        return signum(high(ax, ay, az, bx, by, bz), low(ax, ay, az, bx, by, bz));
    }

    /** Returns the sign (-1, 0, 1) of the signed 128-bit value {@code hi:lo}, without a data-dependent branch. */
    public static int signum(long hi, long lo) {
        return Long.signum(hi | ((lo | -lo) >>> 63));
    }

    /**
     * Returns true when the signed 128-bit {@code hi1:lo1} is strictly below {@code hi2:lo2}
     * (high words signed, low words unsigned).
     */
    public static boolean less(long hi1, long lo1, long hi2, long lo2) {
        return hi1 < hi2 || hi1 == hi2 && Long.compareUnsigned(lo1, lo2) < 0;
    }

    /**
     * Returns {@code -1} (all bits set) when {@code hi1:lo1 < hi2:lo2}, else {@code 0}: the order of
     * {@link #less} for every input, computed without a branch (Hacker's Delight, 2nd ed., 2-12),
     * for selecting by mask ({@code best ^= (best ^ x) & mask}). A running minimum over sums whose
     * order is unpredictable mispredicts about one compare in two; JFR: the climbs of
     * the hull SAT spent more time there than in the products.
     */
    public static long lessMask(long hi1, long lo1, long hi2, long lo2) {
        long dh = hi1 - hi2;
        long ltHi = dh ^ ((hi1 ^ hi2) & (dh ^ hi1));                  // sign bit: hi1 < hi2 (signed)
        long x = hi1 ^ hi2;
        long neHi = x | -x;                                            // sign bit: hi1 != hi2
        long ltLo = (~lo1 & lo2) | (~(lo1 ^ lo2) & (lo1 - lo2));      // sign bit: lo1 < lo2 (unsigned)
        return (ltHi | (~neHi & ltLo)) >> 63;
    }
}
