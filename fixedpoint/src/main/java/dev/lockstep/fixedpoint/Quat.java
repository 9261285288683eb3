package dev.lockstep.fixedpoint;

/**
 * An immutable quaternion {@code w + xi + yj + zk} of raw Q31.32 components, used for rotations.
 *
 * <p>Rotations are applied through {@link Mat3#fromQuat}, whose entries are rounded once each;
 * {@link #rotate} is defined as {@code Mat3.fromQuat(this).transform(v)} so that a
 * {@link Transform}, which caches that matrix, gives the same bits.
 */
public record Quat(long w, long x, long y, long z) {
    /** The identity rotation. */
    public static final Quat IDENTITY = new Quat(Fixed.ONE, 0, 0, 0);

    /**
     * Returns the unit quaternion rotating by {@code angle} radians about {@code axis}:
     * {@code (cos(angle/2), n sin(angle/2))} with {@code n = axis.normalize()}.
     *
     * <p>The axis need not be unit length: it is normalised inside (the {@link Normalization}
     * kernel, within 1 ulp per component). The half angle is exact ({@code angle / 2^33}; no
     * rounding), its sine and cosine carry 62 fraction bits ({@link FixedTrig}), {@code w} is the
     * cosine rounded once, and each vector component is {@code round(n_i * sin / 2^62)}, ties to
     * even. Each component is within 2 ulp of the exact quaternion for the given axis direction,
     * checked by {@code QuatProperties}.
     *
     * <pre>{@code
     * Quat.fromAxisAngle(Vec3.UNIT_Z, Fixed.HALF_PI) == new Quat(0xB504_F334, 0, 0, 0xB504_F334) // (cos 45deg, 0, 0, sin 45deg)
     * }</pre>
     *
     * @throws ArithmeticException if {@code axis} is the zero vector
     */
    public static Quat fromAxisAngle(Vec3 axis, long angle) {
        MutableVec3 n = new MutableVec3();
        VecMath.normalizeInto(axis.x(), axis.y(), axis.z(), n);
        long ua = angle < 0 ? -angle : angle;
        long s = FixedTrig.sinQ62(ua, 1);
        if (angle < 0) {
            s = -s;
        }
        long c = FixedTrig.cosQ62(ua, 1);
        return new Quat(FixedTrig.roundQ62(c), FixedTrig.mulRoundQ62(n.x, s),
                FixedTrig.mulRoundQ62(n.y, s), FixedTrig.mulRoundQ62(n.z, s));
    }

    /**
     * Returns the Hamilton product {@code this * o} (apply {@code o} first, then {@code this}).
     * Each component is a four-term sum of products, accumulated exactly and rounded once.
     */
    public Quat multiply(Quat o) {
        return new Quat(productW(w, x, y, z, o.w, o.x, o.y, o.z), productX(w, x, y, z, o.w, o.x, o.y, o.z),
                productY(w, x, y, z, o.w, o.x, o.y, o.z), productZ(w, x, y, z, o.w, o.x, o.y, o.z));
    }

    // The components of multiply on raw operands (a * b), shared with MutableTransform for the same bits.

    static long productW(long aw, long ax, long ay, long az, long bw, long bx, long by, long bz) {
        return Fixed.dot4(aw, bw, ax, Fixed.neg(bx), ay, Fixed.neg(by), az, Fixed.neg(bz));
    }

    static long productX(long aw, long ax, long ay, long az, long bw, long bx, long by, long bz) {
        return Fixed.dot4(aw, bx, ax, bw, ay, bz, az, Fixed.neg(by));
    }

    static long productY(long aw, long ax, long ay, long az, long bw, long bx, long by, long bz) {
        return Fixed.dot4(aw, by, ax, Fixed.neg(bz), ay, bw, az, bx);
    }

    static long productZ(long aw, long ax, long ay, long az, long bw, long bx, long by, long bz) {
        return Fixed.dot4(aw, bz, ax, by, ay, Fixed.neg(bx), az, bw);
    }

    /** Returns the conjugate {@code (w, -x, -y, -z)}, the inverse of a unit quaternion. Exact. */
    public Quat conjugate() {
        return new Quat(w, Fixed.neg(x), Fixed.neg(y), Fixed.neg(z));
    }

    /**
     * Returns this quaternion scaled to unit length, each component within 1 ulp of the exact
     * quotient (the {@link Normalization} kernel, four components).
     *
     * @throws ArithmeticException if all components are zero
     */
    public Quat normalize() {
        long m = VecMath.maxMagnitude(VecMath.maxMagnitude(VecMath.abs(w), VecMath.abs(x)),
                VecMath.maxMagnitude(VecMath.abs(y), VecMath.abs(z)));
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
        return new Quat(Normalization.divide(sw, len, inv), Normalization.divide(sx, len, inv),
                Normalization.divide(sy, len, inv), Normalization.divide(sz, len, inv));
    }

    /**
     * Returns {@code v} rotated by this (unit) quaternion: the bits of
     * {@code Mat3.fromQuat(this).transform(v)}, with the matrix entries held in locals.
     */
    public Vec3 rotate(Vec3 v) {
        // no Mat3 object: compiled too big to inline, fromQuat lets its matrix escape (an
        // allocation per call; fixedpoint/docs/experiments.md)
        long m00 = Mat3.quatDiagonal(y, z);
        long m01 = Mat3.quatDifference(x, y, w, z);
        long m02 = Mat3.quatSum(x, z, w, y);
        long m10 = Mat3.quatSum(x, y, w, z);
        long m11 = Mat3.quatDiagonal(x, z);
        long m12 = Mat3.quatDifference(y, z, w, x);
        long m20 = Mat3.quatDifference(x, z, w, y);
        long m21 = Mat3.quatSum(y, z, w, x);
        long m22 = Mat3.quatDiagonal(x, y);
        long vx = v.x();
        long vy = v.y();
        long vz = v.z();
        return new Vec3(Fixed.dot3(m00, m01, m02, vx, vy, vz), Fixed.dot3(m10, m11, m12, vx, vy, vz),
                Fixed.dot3(m20, m21, m22, vx, vy, vz));
    }

    /**
     * Returns the orientation after spinning at angular velocity {@code omega} (radians per unit
     * time, world frame) for {@code dt}: {@code normalize(q + (dt/2) * (omega, 0) * q)}, the
     * first-order integrator every rigid-body engine uses.
     *
     * <p>Bit-level: {@code h = mul(dt, HALF)}; the spin quaternion {@code s = (0, omega) * q} has
     * components that are 3-term sums rounded once ({@link Fixed#dot3}); each component of
     * {@code q} gets {@code add(q_i, mul(h, s_i))}; the sum is normalised.
     */
    public Quat integrate(Vec3 omega, long dt) {
        long h = Fixed.mul(dt, Fixed.HALF);
        long ox = omega.x();
        long oy = omega.y();
        long oz = omega.z();
        long sw = Fixed.neg(Fixed.dot3(ox, oy, oz, x, y, z));
        long sx = Fixed.dot3(ox, oy, oz, w, z, Fixed.neg(y));
        long sy = Fixed.dot3(oy, oz, ox, w, x, Fixed.neg(z));
        long sz = Fixed.dot3(oz, ox, oy, w, y, Fixed.neg(x));
        return new Quat(Fixed.add(w, Fixed.mul(h, sw)), Fixed.add(x, Fixed.mul(h, sx)),
                Fixed.add(y, Fixed.mul(h, sy)), Fixed.add(z, Fixed.mul(h, sz))).normalize();
    }

    @Override
    public String toString() {
        return "Quat(" + FixedFormat.toExactString(w) + ", " + FixedFormat.toExactString(x) + ", "
                + FixedFormat.toExactString(y) + ", " + FixedFormat.toExactString(z) + ")";
    }
}
