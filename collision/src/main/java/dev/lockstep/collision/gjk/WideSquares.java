package dev.lockstep.collision.gjk;

/**
 * Exact squared lengths of raw vectors as unsigned 128-bit values, for "which is closer" decisions
 * that must not depend on rounding. Valid for components of magnitude below {@code 2^62}
 * (the working bound keeps them below {@code 2^48}).
 */
public final class WideSquares {
    private WideSquares() {
    }

    /** Returns the sign of {@code |p|^2 - |q|^2}, computed exactly. */
    public static int compare(long px, long py, long pz, long qx, long qy, long qz) {
        long pLo = squareLo(px, py, pz);
        long pHi = squareHi(px, py, pz);
        long qLo = squareLo(qx, qy, qz);
        long qHi = squareHi(qx, qy, qz);
        return pHi != qHi ? Long.compare(pHi, qHi) : Long.compareUnsigned(pLo, qLo);
    }

    /** Returns the low 64 bits of {@code x^2 + y^2 + z^2}. */
    static long squareLo(long x, long y, long z) {
        return x * x + y * y + z * z;
    }

    /** Returns the high 64 bits of {@code x^2 + y^2 + z^2} (exact below 2^62 per component). */
    static long squareHi(long x, long y, long z) {
        long l1 = x * x;
        long l2 = y * y;
        long s = l1 + l2;
        long hi = Math.multiplyHigh(x, x) + Math.multiplyHigh(y, y) + (Long.compareUnsigned(s, l1) < 0 ? 1 : 0);
        long l3 = z * z;
        long s3 = s + l3;
        return hi + Math.multiplyHigh(z, z) + (Long.compareUnsigned(s3, s) < 0 ? 1 : 0);
    }
}
