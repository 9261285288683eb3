package dev.lockstep.fixedpoint.wide;

/**
 * The exact sum {@code ax*bx + ay*by + az*bz} of three 64 x 64-bit products as a signed 128-bit
 * pair: {@link #high} the signed high word, {@link #low} the unsigned low word; its sign; and the
 * squared length {@code |v|^2} with its exact comparison. The kernel of every exact support scan,
 * climb and Gauss-map sign in the collision code, where a dot product decides a choice and may not
 * be rounded. The order, sums and shifts of such pairs are {@link Int128}'s.
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
 * flag arithmetic; written once, in {@link Int128}). Checked against BigInteger by
 * {@code Dot128Properties}.
 */
public final class Dot128 {
    private Dot128() {
    }

    /** Returns the signed high word of the exact {@code ax*bx + ay*by + az*bz} (see the class precondition). */
    public static long high(long ax, long ay, long az, long bx, long by, long bz) {
        return Int128.addHigh(Int128.mulAddHigh(ax, bx, ay, by), ax * bx + ay * by, Math.multiplyHigh(az, bz), az * bz);
    }

    /** Returns the unsigned low word of the exact {@code ax*bx + ay*by + az*bz}: the wrapping sum of the low products. */
    public static long low(long ax, long ay, long az, long bx, long by, long bz) {
        return ax * bx + ay * by + az * bz;
    }

    /** Returns the sign (-1, 0, 1) of the exact {@code ax*bx + ay*by + az*bz} (see the class precondition). */
    public static int signum(long ax, long ay, long az, long bx, long by, long bz) {
        return Int128.signum(high(ax, ay, az, bx, by, bz), low(ax, ay, az, bx, by, bz));
    }

    /** Returns the high word of the exact squared length {@code x^2 + y^2 + z^2} (components within {@code [-2^62, 2^62)}). */
    public static long lengthSquaredHigh(long x, long y, long z) {
        return high(x, y, z, x, y, z);
    }

    /** Returns the low word of the exact squared length {@code x^2 + y^2 + z^2}. */
    public static long lengthSquaredLow(long x, long y, long z) {
        return x * x + y * y + z * z;
    }

    /**
     * Returns -1, 0 or 1 as {@code |p|^2} is below, equal to or above {@code |q|^2}, exactly: the
     * "which is closer" decision that must not depend on rounding (components within
     * {@code [-2^62, 2^62)}).
     */
    public static int compareLengthSquared(long px, long py, long pz, long qx, long qy, long qz) {
        return Int128.compare(lengthSquaredHigh(px, py, pz), lengthSquaredLow(px, py, pz),
                lengthSquaredHigh(qx, qy, qz), lengthSquaredLow(qx, qy, qz));
    }
}
