package dev.lockstep.collision.internal.gjk;

/**
 * Exact power-of-two rescaling of direction-only vectors (edge vectors before a cross product,
 * search directions before a rotation). Only the direction of such a vector matters, so shifting
 * all components by the same {@code k} brings the largest magnitude into {@code [2^45, 2^46)} raw:
 * small vectors keep every significant bit through the following rounded products, and large ones
 * cannot overflow them. A left shift is exact; a right shift (only for magnitudes of
 * {@code 2^46} raw or more) floors, which changes the direction by at most {@code 2^-45}
 * relative.
 */
final class Scaling {
    /** The exponent of the target range: the largest magnitude lands in {@code [2^45, 2^46)}. */
    static final int TARGET_BIT = 45;

    private Scaling() {
    }

    /** Returns the largest of {@code |x|, |y|, |z|}, for inputs above {@code Long.MIN_VALUE}. */
    public static long maxMagnitude(long x, long y, long z) {
        return Math.max(Math.max(Math.abs(x), Math.abs(y)), Math.abs(z));
    }

    /** Returns the shift that brings a non-zero magnitude {@code m} into {@code [2^45, 2^46)}; 0 for 0. */
    public static int shiftFor(long m) {
        return m == 0 ? 0 : Long.numberOfLeadingZeros(m) - (63 - TARGET_BIT);
    }

    /** Returns {@code c} shifted left by {@code k} (exact) or right by {@code -k} (floor). */
    public static long shift(long c, int k) {
        return k >= 0 ? c << k : c >> -k;
    }
}
