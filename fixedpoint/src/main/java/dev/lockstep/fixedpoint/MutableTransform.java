package dev.lockstep.fixedpoint;

/**
 * A {@link Transform} that its owner overwrites in place: a per-body or per-shape pose that a
 * simulation refreshes every step without allocating. Every setter gives the bits that the
 * immutable operation gives ({@link Transform#of}, {@link Transform#compose}), basis included, so a
 * kernel that reads either kind computes the same result.
 *
 * <p>The owner never hands one out as a value (it returns {@link #immutable()} instead), and a
 * reader does not keep the reference past its call: the next step changes the bits behind it.
 * Starts as the identity.
 */
public final class MutableTransform extends Transform {
    /** Creates the identity pose. */
    public MutableTransform() {
        super();
    }

    /** Copies {@code t}'s pose (rotation, translation and basis bits) and returns {@code this}. */
    public MutableTransform set(Transform t) {
        qw = t.qw;
        qx = t.qx;
        qy = t.qy;
        qz = t.qz;
        px = t.px;
        py = t.py;
        pz = t.pz;
        m00 = t.m00;
        m01 = t.m01;
        m02 = t.m02;
        m10 = t.m10;
        m11 = t.m11;
        m12 = t.m12;
        m20 = t.m20;
        m21 = t.m21;
        m22 = t.m22;
        return this;
    }

    /**
     * Sets the rotation to the raw quaternion {@code (w, x, y, z)}, used as given (callers
     * normalise), and the basis to {@code Mat3.fromQuat} of it, bit for bit; returns {@code this}.
     */
    public MutableTransform setRotation(long w, long x, long y, long z) {
        long e00 = Mat3.quatDiagonal(y, z);
        long e01 = Mat3.quatDifference(x, y, w, z);
        long e02 = Mat3.quatSum(x, z, w, y);
        long e10 = Mat3.quatSum(x, y, w, z);
        long e11 = Mat3.quatDiagonal(x, z);
        long e12 = Mat3.quatDifference(y, z, w, x);
        long e20 = Mat3.quatDifference(x, z, w, y);
        long e21 = Mat3.quatSum(y, z, w, x);
        long e22 = Mat3.quatDiagonal(x, y);
        // assigned only once every entry is computed: an overflow leaves the pose as it was
        qw = w;
        qx = x;
        qy = y;
        qz = z;
        m00 = e00;
        m01 = e01;
        m02 = e02;
        m10 = e10;
        m11 = e11;
        m12 = e12;
        m20 = e20;
        m21 = e21;
        m22 = e22;
        return this;
    }

    /** Sets the raw translation and returns {@code this}. */
    public MutableTransform setTranslation(long x, long y, long z) {
        px = x;
        py = y;
        pz = z;
        return this;
    }

    /**
     * Sets this to {@code outer.compose(inner)}, bit for bit: rotation {@code q_outer * q_inner}
     * (rounded, not renormalised), translation {@code R_outer p_inner + p_outer}. Either argument
     * may be {@code this}. Returns {@code this}.
     */
    public MutableTransform setComposed(Transform outer, Transform inner) {
        long ow = outer.qw;
        long ox = outer.qx;
        long oy = outer.qy;
        long oz = outer.qz;
        long iw = inner.qw;
        long ix = inner.qx;
        long iy = inner.qy;
        long iz = inner.qz;
        long x = inner.px;
        long y = inner.py;
        long z = inner.pz;
        long tx = Fixed.add(Fixed.dot3(outer.m00, outer.m01, outer.m02, x, y, z), outer.px);
        long ty = Fixed.add(Fixed.dot3(outer.m10, outer.m11, outer.m12, x, y, z), outer.py);
        long tz = Fixed.add(Fixed.dot3(outer.m20, outer.m21, outer.m22, x, y, z), outer.pz);
        setRotation(Quat.productW(ow, ox, oy, oz, iw, ix, iy, iz), Quat.productX(ow, ox, oy, oz, iw, ix, iy, iz),
                Quat.productY(ow, ox, oy, oz, iw, ix, iy, iz), Quat.productZ(ow, ox, oy, oz, iw, ix, iy, iz));
        return setTranslation(tx, ty, tz);
    }
}
