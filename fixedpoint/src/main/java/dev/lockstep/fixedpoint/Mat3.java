package dev.lockstep.fixedpoint;

/**
 * An immutable 3x3 matrix of raw Q31.32 entries, row-major ({@code mRC} is row R, column C).
 * Used as the rotation basis of a {@link Transform}; products of vectors with it accumulate
 * exactly and round once per output component.
 */
public record Mat3(long m00, long m01, long m02,
                   long m10, long m11, long m12,
                   long m20, long m21, long m22) {
    /** The identity matrix. */
    public static final Mat3 IDENTITY = new Mat3(Fixed.ONE, 0, 0, 0, Fixed.ONE, 0, 0, 0, Fixed.ONE);

    /**
     * Returns the rotation matrix of a unit quaternion. Bit-level, with {@code X = 2x} etc.
     * (exact doublings): {@code m00 = ONE - (Y*y + Z*z)}, {@code m01 = X*y - W*z},
     * {@code m02 = X*z + W*y}, {@code m10 = X*y + W*z}, {@code m11 = ONE - (X*x + Z*z)},
     * {@code m12 = Y*z - W*x}, {@code m20 = X*z - W*y}, {@code m21 = Y*z + W*x},
     * {@code m22 = ONE - (X*x + Y*y)}, each two-product term rounded once.
     */
    public static Mat3 fromQuat(Quat q) {
        long w = q.w();
        long x = q.x();
        long y = q.y();
        long z = q.z();
        return new Mat3(
                quatDiagonal(y, z), quatDifference(x, y, w, z), quatSum(x, z, w, y),
                quatSum(x, y, w, z), quatDiagonal(x, z), quatDifference(y, z, w, x),
                quatDifference(x, z, w, y), quatSum(y, z, w, x), quatDiagonal(x, y));
    }

    // The three entry shapes of fromQuat, shared with MutableTransform so both give the same bits.

    /** {@code ONE - (2a a + 2b b)}, the products accumulated exactly and rounded once: a diagonal entry. */
    static long quatDiagonal(long a, long b) {
        return Fixed.sub(Fixed.ONE, Fixed.dot2(Fixed.add(a, a), a, Fixed.add(b, b), b));
    }

    /** {@code 2a b + 2w c}, rounded once: an off-diagonal entry. */
    static long quatSum(long a, long b, long w, long c) {
        return Fixed.dot2(Fixed.add(a, a), b, Fixed.add(w, w), c);
    }

    /** {@code 2a b - 2w c}, rounded once: an off-diagonal entry. */
    static long quatDifference(long a, long b, long w, long c) {
        return Fixed.mulSubMul(Fixed.add(a, a), b, Fixed.add(w, w), c);
    }

    /** Returns {@code M v}, each component a 3-term dot product rounded once. */
    public Vec3 transform(Vec3 v) {
        return new Vec3(
                Fixed.dot3(m00, m01, m02, v.x(), v.y(), v.z()),
                Fixed.dot3(m10, m11, m12, v.x(), v.y(), v.z()),
                Fixed.dot3(m20, m21, m22, v.x(), v.y(), v.z()));
    }

    /** Returns {@code M^T v} (the inverse rotation for an orthonormal M), each component rounded once. */
    public Vec3 transposeTransform(Vec3 v) {
        return new Vec3(
                Fixed.dot3(m00, m10, m20, v.x(), v.y(), v.z()),
                Fixed.dot3(m01, m11, m21, v.x(), v.y(), v.z()),
                Fixed.dot3(m02, m12, m22, v.x(), v.y(), v.z()));
    }

    /** Writes {@code M (x, y, z)} into {@code out}; allocation-free twin of {@link #transform}. */
    public void transformInto(long x, long y, long z, MutableVec3 out) {
        out.set(Fixed.dot3(m00, m01, m02, x, y, z), Fixed.dot3(m10, m11, m12, x, y, z), Fixed.dot3(m20, m21, m22, x, y, z));
    }

    /** Writes {@code M^T (x, y, z)} into {@code out}; allocation-free twin of {@link #transposeTransform}. */
    public void transposeTransformInto(long x, long y, long z, MutableVec3 out) {
        out.set(Fixed.dot3(m00, m10, m20, x, y, z), Fixed.dot3(m01, m11, m21, x, y, z), Fixed.dot3(m02, m12, m22, x, y, z));
    }

    /** Returns the matrix product {@code this * o}, each entry rounded once. */
    public Mat3 multiply(Mat3 o) {
        return new Mat3(
                Fixed.dot3(m00, m01, m02, o.m00, o.m10, o.m20), Fixed.dot3(m00, m01, m02, o.m01, o.m11, o.m21), Fixed.dot3(m00, m01, m02, o.m02, o.m12, o.m22),
                Fixed.dot3(m10, m11, m12, o.m00, o.m10, o.m20), Fixed.dot3(m10, m11, m12, o.m01, o.m11, o.m21), Fixed.dot3(m10, m11, m12, o.m02, o.m12, o.m22),
                Fixed.dot3(m20, m21, m22, o.m00, o.m10, o.m20), Fixed.dot3(m20, m21, m22, o.m01, o.m11, o.m21), Fixed.dot3(m20, m21, m22, o.m02, o.m12, o.m22));
    }

    /** Returns the transpose. Exact. */
    public Mat3 transpose() {
        return new Mat3(m00, m10, m20, m01, m11, m21, m02, m12, m22);
    }

    /** Returns row {@code r} as a vector. */
    public Vec3 row(int r) {
        switch (r) {
            case 0: return new Vec3(m00, m01, m02);
            case 1: return new Vec3(m10, m11, m12);
            case 2: return new Vec3(m20, m21, m22);
            default: throw new IndexOutOfBoundsException("row " + r);
        }
    }

    /** Returns column {@code c} as a vector (for a rotation: the image of axis c). */
    public Vec3 column(int c) {
        switch (c) {
            case 0: return new Vec3(m00, m10, m20);
            case 1: return new Vec3(m01, m11, m21);
            case 2: return new Vec3(m02, m12, m22);
            default: throw new IndexOutOfBoundsException("column " + c);
        }
    }
}
