package dev.lockstep.fixedpoint.wide;

/**
 * Signed 128-bit integers as {@code (hi, lo)} pairs of {@code long}s: {@code hi} the signed high
 * word, {@code lo} the low word read as unsigned, the value {@code hi 2^64 + lo}. Exact products,
 * sums and differences of products, the order, the sign, and right shifts (floor and rounded):
 * every 128-bit step of the kernel, so that the carry idiom is written once.
 *
 * <p>Why pairs of functions ({@code mulSubHigh} and {@code mulSubLow}) instead of one returning
 * a pair: Java has no value type for it, and a result object or array slot costs stores and loads
 * on the hottest paths. Each function is a pure function of its operands; a caller that needs both
 * words calls both, and once they are inlined the JIT computes the shared low products once (C2
 * value numbering), so the cost is that of the hand-written idiom ({@code Dot128Benchmark},
 * fixedpoint/docs/experiments.md). The low word of a sum or difference is the wrapping sum or
 * difference of the low words; the {@code …Low} functions exist so that both halves read alike.
 *
 * <p>Arithmetic is modulo {@code 2^128}: a result is exact when the true value lies in
 * {@code [-2^127, 2^127)}, which each function's precondition (or its caller's documented bound)
 * guarantees. A single product of two longs is always exact; a sum or difference of two products
 * is exact unless both operands of both products are near {@code Long.MIN_VALUE}
 * ({@code MIN * MIN - MIN * MAX} is the one family beyond {@code 2^127}). Nothing here allocates
 * or branches on data except where a method says so. {@code Int128Properties} checks every
 * function against BigInteger, with the boundary candidates ({@code Long.MIN_VALUE},
 * {@code MAX_VALUE}, powers of two and their neighbours) mixed in.
 */
public final class Int128 {
    private Int128() {
    }

    // ------------------------------------------------------------------ products

    /** Returns the signed high word of the exact product {@code a * b} (always exact). */
    public static long productHigh(long a, long b) {
        return Math.multiplyHigh(a, b);
    }

    /** Returns the low word of the exact product {@code a * b}: the wrapping 64-bit product. */
    public static long productLow(long a, long b) {
        return a * b;
    }

    /** Returns the high word of the exact {@code a*b + c*d} (exact unless both products are near {@code 2^126}). */
    public static long mulAddHigh(long a, long b, long c, long d) {
        long l1 = a * b;
        long lo = l1 + c * d;
        return Math.multiplyHigh(a, b) + Math.multiplyHigh(c, d) + carry(lo, l1);
    }

    /** Returns the low word of the exact {@code a*b + c*d}. */
    public static long mulAddLow(long a, long b, long c, long d) {
        return a * b + c * d;
    }

    /**
     * Returns the high word of the exact {@code a*b - c*d}, the 2x2 determinant and cross-product
     * kernel (exact unless both products are near {@code 2^126} with opposite signs).
     */
    public static long mulSubHigh(long a, long b, long c, long d) {
        long l1 = a * b;
        long l2 = c * d;
        return Math.multiplyHigh(a, b) - Math.multiplyHigh(c, d) - borrow(l1, l2);
    }

    /** Returns the low word of the exact {@code a*b - c*d}. */
    public static long mulSubLow(long a, long b, long c, long d) {
        return a * b - c * d;
    }

    /** Returns true when {@code a * b == c * d} exactly (no precondition: both products are exact). */
    public static boolean productsEqual(long a, long b, long c, long d) {
        return a * b == c * d && Math.multiplyHigh(a, b) == Math.multiplyHigh(c, d);
    }

    /**
     * Returns -1, 0 or 1 as {@code a * b} is below, equal to or above {@code c * d}, exactly (no
     * precondition). For {@code b, d > 0} this orders the ratios: {@code a / b < c / d} exactly when
     * {@code compareProducts(a, d, c, b) < 0}.
     */
    public static int compareProducts(long a, long b, long c, long d) {
        return compare(Math.multiplyHigh(a, b), a * b, Math.multiplyHigh(c, d), c * d);
    }

    /**
     * Returns -1, 0 or 1 as the exact Q31.32 quotient {@code num / den} is below, equal to or
     * above {@code q}: the sign of {@code num 2^32 - q den}, for {@code den > 0} (no other
     * precondition: both sides are exact in 128 bits). Decides a clamp or a comparison of a
     * quotient before (or instead of) rounding it.
     */
    public static int compareQuotient(long num, long den, long q) {
        return compare(num >> 32, num << 32, Math.multiplyHigh(q, den), q * den);
    }

    // ------------------------------------------------------------------ sums of pairs

    /** Returns the high word of {@code (aHi:aLo) + (bHi:bLo)} (modulo {@code 2^128}). */
    public static long addHigh(long aHi, long aLo, long bHi, long bLo) {
        return aHi + bHi + carry(aLo + bLo, aLo);
    }

    /** Returns the low word of {@code (aHi:aLo) + (bHi:bLo)}. */
    public static long addLow(long aLo, long bLo) {
        return aLo + bLo;
    }

    /** Returns the high word of {@code (aHi:aLo) - (bHi:bLo)} (modulo {@code 2^128}). */
    public static long subHigh(long aHi, long aLo, long bHi, long bLo) {
        return aHi - bHi - borrow(aLo, bLo);
    }

    /** Returns the low word of {@code (aHi:aLo) - (bHi:bLo)}. */
    public static long subLow(long aLo, long bLo) {
        return aLo - bLo;
    }

    /**
     * Returns the high word of {@code (hi:lo) + a * b}, the step of an exact sum of products (the
     * solver's relative velocities and separations: one rounding at the end instead of one per
     * product). Checked: a partial sum at or beyond {@code 2^127} in magnitude throws, so a run of
     * these never wraps; that is conservative only where products of about {@code 2^126} (operands
     * near the Q31.32 limit) cancel, and a sum that reaches it has no value in range otherwise.
     *
     * @throws ArithmeticException if the sum leaves the signed 128-bit range
     */
    public static long addProductHighExact(long hi, long lo, long a, long b) {
        return Math.addExact(hi, Math.multiplyHigh(a, b) + carry(lo + a * b, lo));
    }

    /** Returns the low word of {@code (hi:lo) + a * b}. */
    public static long addProductLow(long lo, long a, long b) {
        return lo + a * b;
    }

    /**
     * Returns the high word of {@code (hi:lo) - a * b}, checked as {@link #addProductHighExact}.
     *
     * @throws ArithmeticException if the difference leaves the signed 128-bit range
     */
    public static long subProductHighExact(long hi, long lo, long a, long b) {
        return Math.subtractExact(hi, Math.multiplyHigh(a, b) + borrow(lo, a * b));
    }

    /** Returns the low word of {@code (hi:lo) - a * b}. */
    public static long subProductLow(long lo, long a, long b) {
        return lo - a * b;
    }

    /** Returns the high word of {@code -(hi:lo)} (modulo {@code 2^128}: {@code -2^127} maps to itself). */
    public static long negateHigh(long hi, long lo) {
        return ~hi + (lo == 0 ? 1 : 0);
    }

    /** Returns the low word of {@code -(hi:lo)}. */
    public static long negateLow(long lo) {
        return -lo;
    }

    /** Returns 1 when the unsigned sum {@code sum = x + y} carried out of 64 bits (so {@code sum < x} unsigned), else 0. */
    private static long carry(long sum, long x) {
        return Long.compareUnsigned(sum, x) < 0 ? 1 : 0;
    }

    /** Returns 1 when the unsigned difference {@code x - y} borrows ({@code x < y} unsigned), else 0. */
    private static long borrow(long x, long y) {
        return Long.compareUnsigned(x, y) < 0 ? 1 : 0;
    }

    // ------------------------------------------------------------------ order and sign

    /** Returns -1, 0 or 1 as {@code hi1:lo1} is below, equal to or above {@code hi2:lo2}. */
    public static int compare(long hi1, long lo1, long hi2, long lo2) {
        return hi1 != hi2 ? Long.compare(hi1, hi2) : Long.signum(Long.compareUnsigned(lo1, lo2));
    }

    /** Returns true when {@code hi1:lo1} is strictly below {@code hi2:lo2}. */
    public static boolean less(long hi1, long lo1, long hi2, long lo2) {
        return hi1 < hi2 || hi1 == hi2 && Long.compareUnsigned(lo1, lo2) < 0;
    }

    /**
     * Returns {@code -1} (all bits set) when {@code hi1:lo1 < hi2:lo2}, else {@code 0}: the order of
     * {@link #less} for every input, computed without a branch (Hacker's Delight, 2nd ed., 2-12),
     * for selecting by mask ({@code best ^= (best ^ x) & mask}). A running minimum over sums whose
     * order is unpredictable mispredicts about one compare in two; JFR: the climbs of the hull SAT
     * spent more time there than in the products.
     */
    public static long lessMask(long hi1, long lo1, long hi2, long lo2) {
        long dh = hi1 - hi2;
        long ltHi = dh ^ ((hi1 ^ hi2) & (dh ^ hi1));                  // sign bit: hi1 < hi2 (signed)
        long x = hi1 ^ hi2;
        long neHi = x | -x;                                            // sign bit: hi1 != hi2
        long ltLo = (~lo1 & lo2) | (~(lo1 ^ lo2) & (lo1 - lo2));      // sign bit: lo1 < lo2 (unsigned)
        return (ltHi | (~neHi & ltLo)) >> 63;
    }

    /** Returns the sign (-1, 0, 1) of {@code hi:lo}, without a data-dependent branch. */
    public static int signum(long hi, long lo) {
        return Long.signum(hi | ((lo | -lo) >>> 63));
    }

    /**
     * Returns true when {@code (aHi:aLo) - (bHi:bLo) > slack} for {@code slack >= 0}: "a exceeds b by
     * more than the slack", the certificate of a local extremum whose neighbours were summed with a
     * bounded error. Exact when the difference lies in {@code [-2^127, 2^127)}.
     */
    public static boolean differenceExceeds(long aHi, long aLo, long bHi, long bLo, long slack) {
        return less(0, slack, subHigh(aHi, aLo, bHi, bLo), aLo - bLo);
    }

    /**
     * Returns true when {@code |hi:lo| >= tHi:tLo}, for a non-negative threshold. Exact for every
     * {@code hi:lo} but {@code -2^127}, whose magnitude does not fit (it reads as {@code -2^127}).
     */
    public static boolean absAtLeast(long hi, long lo, long tHi, long tLo) {
        if (hi < 0) {
            return !less(negateHigh(hi, lo), -lo, tHi, tLo);
        }
        return !less(hi, lo, tHi, tLo);
    }

    /**
     * Returns true when {@code |hi:lo| > tHi:tLo}, for a non-negative threshold: the strict twin of
     * {@link #absAtLeast}. Exact for every {@code hi:lo} but {@code -2^127}, whose magnitude does
     * not fit (it reads as {@code -2^127}, so it exceeds no threshold).
     */
    public static boolean absExceeds(long hi, long lo, long tHi, long tLo) {
        if (hi < 0) {
            return less(tHi, tLo, negateHigh(hi, lo), -lo);
        }
        return less(tHi, tLo, hi, lo);
    }

    // ------------------------------------------------------------------ shifts

    /**
     * Returns true when {@code floor((hi:lo) / 2^n)} fits in a {@code long}, for {@code 1 <= n <= 63}:
     * exactly when bits {@code 127..63+n} agree, that is {@code hi} lies in {@code [-2^(n-1), 2^(n-1))}.
     */
    public static boolean fitsShiftRight(long hi, int n) {
        // hi equals the sign extension of its low n bits: for n = 32 one sign-extending compare
        // (hi >> (n - 1) == hi >> 63 measured slower; fixedpoint/docs/experiments.md)
        return (hi << (64 - n)) >> (64 - n) == hi;
    }

    /**
     * Returns the low word of {@code floor((hi:lo) / 2^n)} (an arithmetic shift right), for
     * {@code 0 <= n <= 63}; the value itself when {@link #fitsShiftRight} holds (or {@code n == 0}
     * and {@code hi:lo} fits a long).
     */
    public static long shiftRightLow(long hi, long lo, int n) {
        return n == 0 ? lo : (hi << (64 - n)) | (lo >>> n);
    }

    /**
     * Returns true when {@link #roundedShiftRight}{@code (hi, lo, n)} is the exact rounded value, that
     * is when {@code round((hi:lo) / 2^n)} (ties to even) fits in a {@code long}, for
     * {@code 1 <= n <= 63}: the floor must fit ({@link #fitsShiftRight}), and rounding up must not
     * step past {@code Long.MAX_VALUE}.
     */
    public static boolean fitsRoundedShiftRight(long hi, long lo, int n) {
        if (!fitsShiftRight(hi, n)) {
            return false;
        }
        long q = (hi << (64 - n)) | (lo >>> n);
        return q != Long.MAX_VALUE || (lo & ((1L << n) - 1)) < 1L << (n - 1);
    }

    /**
     * Returns {@code round((hi:lo) / 2^n)}, ties to even, for {@code 1 <= n <= 63} and a value that
     * {@link #fitsRoundedShiftRight} accepted (else the result wraps). The bit-level rule: the floor
     * {@code q}, plus one when the discarded {@code n} bits exceed {@code 2^(n-1)}, or equal it and
     * {@code q} is odd.
     *
     * <pre>{@code
     * roundedShiftRight(0, 0x180, 8) == 2   // 1.5 rounds to even
     * roundedShiftRight(-1, -0x180, 8) == -2  // -1.5 rounds to even
     * roundedShiftRight(0, 0x281, 8) == 3   // 2.50390625 rounds up
     * }</pre>
     */
    public static long roundedShiftRight(long hi, long lo, int n) {
        long q = (hi << (64 - n)) | (lo >>> n);
        // rounds up exactly when rem + (q & 1) > 2^(n-1), that is when rem + (q & 1) + 2^(n-1) - 1
        // carries into bit n (below 2^64 for n <= 63, so the unsigned shift sees it): an add instead
        // of a branch, which the discarded bits make unpredictable (HullHullCpuTimeProbe measured a
        // tenth of a random hull pair's time in this branch's mispredictions)
        return q + (((lo & ((1L << n) - 1)) + (q & 1) + ((1L << (n - 1)) - 1)) >>> n);
    }
}
