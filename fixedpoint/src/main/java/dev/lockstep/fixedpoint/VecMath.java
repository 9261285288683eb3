package dev.lockstep.fixedpoint;

/**
 * Allocation-free vector kernels on scalarised {@code long} components, the hot-path twins of
 * the {@link Vec3} methods (same bits). Results that are vectors go into an {@code out}
 * parameter; scalars are returned.
 */
public final class VecMath {
    private VecMath() {
    }

    /** Returns the x component of {@code a x b}: {@code ay*bz - az*by}, rounded once. */
    public static long crossX(long ay, long az, long by, long bz) {
        return Fixed.mulSubMul(ay, bz, az, by);
    }

    /** Returns the y component of {@code a x b}: {@code az*bx - ax*bz}, rounded once. */
    public static long crossY(long ax, long az, long bx, long bz) {
        return Fixed.mulSubMul(az, bx, ax, bz);
    }

    /** Returns the z component of {@code a x b}: {@code ax*by - ay*bx}, rounded once. */
    public static long crossZ(long ax, long ay, long bx, long by) {
        return Fixed.mulSubMul(ax, by, ay, bx);
    }

    /** Writes {@code a x b} into {@code out} (which may alias neither input, as inputs are longs). */
    public static void crossInto(long ax, long ay, long az, long bx, long by, long bz, MutableVec3 out) {
        out.set(crossX(ay, az, by, bz), crossY(ax, az, bx, bz), crossZ(ax, ay, bx, by));
    }

    /**
     * Writes the unit vector along {@code (x, y, z)} into {@code out}; see {@link Normalization}
     * for the exact definition and its error bound (within 1 ulp per component).
     *
     * @throws ArithmeticException if the vector is zero
     */
    public static void normalizeInto(long x, long y, long z, MutableVec3 out) {
        long m = maxMagnitude(maxMagnitude(abs(x), abs(y)), abs(z));
        if (m == 0) {
            throw FixedOverflowException.domain("normalize", "zero vector", x, y, z);
        }
        int k = Normalization.shiftFor(m);
        long sx = Normalization.shifted(x, k);
        long sy = Normalization.shifted(y, k);
        long sz = Normalization.shifted(z, k);
        long len = Normalization.roundedLength(sx, sy, sz, 0);
        long inv = Normalization.reciprocal(len);
        out.set(Normalization.divide(sx, len, inv), Normalization.divide(sy, len, inv), Normalization.divide(sz, len, inv));
    }

    /**
     * Writes the unit quaternion along {@code (w, x, y, z)} into {@code out[offset..offset+3]}
     * (w first): the same bits as {@link Quat#normalize}, without allocating.
     *
     * @throws ArithmeticException if all four components are zero
     */
    public static void normalizeQuatInto(long w, long x, long y, long z, long[] out, int offset) {
        long m = maxMagnitude(maxMagnitude(abs(w), abs(x)), maxMagnitude(abs(y), abs(z)));
        if (m == 0) {
            throw FixedOverflowException.domain("Quat.normalize", "zero quaternion", w, x, y, z);
        }
        int k = Normalization.shiftFor(m);
        long sw = Normalization.shifted(w, k);
        long sx = Normalization.shifted(x, k);
        long sy = Normalization.shifted(y, k);
        long sz = Normalization.shifted(z, k);
        long len = Normalization.roundedLength(sw, sx, sy, sz);
        long inv = Normalization.reciprocal(len);
        out[offset] = Normalization.divide(sw, len, inv);
        out[offset + 1] = Normalization.divide(sx, len, inv);
        out[offset + 2] = Normalization.divide(sy, len, inv);
        out[offset + 3] = Normalization.divide(sz, len, inv);
    }

    /** Returns |v| as an unsigned magnitude (MIN_VALUE reads as 2^63). */
    static long abs(long v) {
        return v < 0 ? -v : v;
    }

    static long maxMagnitude(long a, long b) {
        return Long.compareUnsigned(a, b) >= 0 ? a : b;
    }
}
