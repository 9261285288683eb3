package dev.lockstep.world;

/**
 * Exact sums of Q31.32 products in a signed 128-bit pair {@code (hi, lo)}, rounded once at the end
 * by the caller ({@code Fixed.fitsRoundedShift32} / {@code Fixed.roundedShift32}): the solver's
 * relative velocity and current separation are each one such sum instead of several rounded dot
 * products (see {@code ContactSolver}).
 *
 * <p>Usage per product: {@code hi = addHi(hi, lo, a, b); lo = addLo(lo, a, b);} (the JIT shares the
 * low product between the two). The high words are accumulated with {@code Math.addExact} /
 * {@code subtractExact}: a partial sum at or beyond {@code 2^127} in magnitude throws
 * {@link ArithmeticException}, which the caller turns into a {@code FixedOverflowException}. That is
 * conservative only where products of about {@code 2^126} (operands near the Q31.32 limit) cancel;
 * any sum that reaches it has no value in range otherwise.
 */
final class WideSum {
    private WideSum() {
    }

    /** The high word of {@code (hi, lo) + a * b}. @throws ArithmeticException if it leaves 128 bits */
    static long addHi(long hi, long lo, long a, long b) {
        long sum = lo + a * b;
        return Math.addExact(hi, Math.multiplyHigh(a, b) + (Long.compareUnsigned(sum, lo) < 0 ? 1 : 0));
    }

    /** The low word of {@code (hi, lo) + a * b}. */
    static long addLo(long lo, long a, long b) {
        return lo + a * b;
    }

    /** The high word of {@code (hi, lo) - a * b}. @throws ArithmeticException if it leaves 128 bits */
    static long subHi(long hi, long lo, long a, long b) {
        long p = a * b;
        return Math.subtractExact(hi, Math.multiplyHigh(a, b) + (Long.compareUnsigned(lo, p) < 0 ? 1 : 0));
    }

    /** The low word of {@code (hi, lo) - a * b}. */
    static long subLo(long lo, long a, long b) {
        return lo - a * b;
    }
}
