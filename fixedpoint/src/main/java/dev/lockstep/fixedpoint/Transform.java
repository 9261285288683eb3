package dev.lockstep.fixedpoint;

import java.util.Objects;

/**
 * A rigid transform: rotation (unit quaternion) then translation, {@code T(v) = R v + p}. The
 * rotation matrix {@code R = Mat3.fromQuat(rotation)} is computed once per rotation, so applying a
 * transform costs three rounded dot products per point.
 *
 * <p>Every transform made by {@link #of}, {@link #translation}, {@link #compose}, {@link #inverse}
 * and {@link #immutable} is immutable. The one subclass, {@link MutableTransform}, is a pose that
 * its owner overwrites in place (the world's bodies and shapes, so that a moving body costs no
 * allocation per step). Code that receives a {@code Transform} reads it during the call; code that
 * keeps a pose past the call copies its bits ({@link MutableTransform#set}) or takes
 * {@link #immutable()}, never the reference.
 *
 * <p>The raw accessors ({@link #qw()}, {@link #px()}, {@link #m00()}, ...) and the {@code ...Into}
 * methods read the pose without allocating; {@link #rotation()}, {@link #translation()} and
 * {@link #basis()} return the value objects (held by an immutable transform, made on each call for
 * a mutable one).
 *
 * <p>Rounding: {@link #applyToPoint} rounds each component of {@code R v} once, then adds
 * {@code p} exactly. {@link #compose} and {@link #inverse} round, so
 * {@code t.inverse().inverse()} may differ from {@code t} by a few ulps; simulation code that needs
 * exact round trips keeps the original transform rather than inverting twice.
 */
public sealed class Transform permits MutableTransform {
    /** The identity transform. */
    public static final Transform IDENTITY = new Transform(Quat.IDENTITY, Vec3.ZERO);

    // The pose as raw Q31.32: rotation q, translation p, basis m = Mat3.fromQuat(q) row-major.
    // Written by the constructors and, for a MutableTransform only, by its setters.
    long qw;
    long qx;
    long qy;
    long qz;
    long px;
    long py;
    long pz;
    long m00;
    long m01;
    long m02;
    long m10;
    long m11;
    long m12;
    long m20;
    long m21;
    long m22;

    // Value objects of an immutable transform; null in a MutableTransform.
    private final Quat rotation;
    private final Vec3 translation;
    private final Mat3 basis;

    private Transform(Quat rotation, Vec3 translation) {
        this(rotation, translation, Mat3.fromQuat(rotation));
    }

    private Transform(Quat rotation, Vec3 translation, Mat3 basis) {
        this.rotation = rotation;
        this.translation = translation;
        this.basis = basis;
        qw = rotation.w();
        qx = rotation.x();
        qy = rotation.y();
        qz = rotation.z();
        px = translation.x();
        py = translation.y();
        pz = translation.z();
        m00 = basis.m00();
        m01 = basis.m01();
        m02 = basis.m02();
        m10 = basis.m10();
        m11 = basis.m11();
        m12 = basis.m12();
        m20 = basis.m20();
        m21 = basis.m21();
        m22 = basis.m22();
    }

    /** The identity pose without value objects: the start of a {@link MutableTransform}. */
    Transform() {
        rotation = null;
        translation = null;
        basis = null;
        qw = Fixed.ONE;
        m00 = Fixed.ONE;
        m11 = Fixed.ONE;
        m22 = Fixed.ONE;
    }

    /**
     * Returns the transform with the given rotation and translation. The rotation is used as
     * given (callers normalise first, see {@link Quat#normalize}); the bits are what you pass.
     */
    public static Transform of(Quat rotation, Vec3 translation) {
        return new Transform(Objects.requireNonNull(rotation, "rotation"), Objects.requireNonNull(translation, "translation"));
    }

    /** Returns a pure translation. */
    public static Transform translation(Vec3 p) {
        return of(Quat.IDENTITY, p);
    }

    /** Returns the rotation quaternion (allocates for a {@link MutableTransform}). */
    public Quat rotation() {
        return rotation != null ? rotation : new Quat(qw, qx, qy, qz);
    }

    /** Returns the translation (allocates for a {@link MutableTransform}). */
    public Vec3 translation() {
        return translation != null ? translation : new Vec3(px, py, pz);
    }

    /** Returns the rotation matrix derived from {@link #rotation()} (allocates for a {@link MutableTransform}). */
    public Mat3 basis() {
        return basis != null ? basis : new Mat3(m00, m01, m02, m10, m11, m12, m20, m21, m22);
    }

    /**
     * Returns a transform with these bits that nobody can change: {@code this} when this one is
     * immutable, else a copy of the current pose.
     */
    public Transform immutable() {
        if (rotation != null) {
            return this;
        }
        return new Transform(new Quat(qw, qx, qy, qz), new Vec3(px, py, pz),
                new Mat3(m00, m01, m02, m10, m11, m12, m20, m21, m22));
    }

    /** Raw w of {@link #rotation()}. */
    public final long qw() {
        return qw;
    }

    /** Raw x of {@link #rotation()}. */
    public final long qx() {
        return qx;
    }

    /** Raw y of {@link #rotation()}. */
    public final long qy() {
        return qy;
    }

    /** Raw z of {@link #rotation()}. */
    public final long qz() {
        return qz;
    }

    /** Raw x of {@link #translation()}. */
    public final long px() {
        return px;
    }

    /** Raw y of {@link #translation()}. */
    public final long py() {
        return py;
    }

    /** Raw z of {@link #translation()}. */
    public final long pz() {
        return pz;
    }

    /** Raw row 0, column 0 of {@link #basis()}. */
    public final long m00() {
        return m00;
    }

    /** Raw row 0, column 1 of {@link #basis()}. */
    public final long m01() {
        return m01;
    }

    /** Raw row 0, column 2 of {@link #basis()}. */
    public final long m02() {
        return m02;
    }

    /** Raw row 1, column 0 of {@link #basis()}. */
    public final long m10() {
        return m10;
    }

    /** Raw row 1, column 1 of {@link #basis()}. */
    public final long m11() {
        return m11;
    }

    /** Raw row 1, column 2 of {@link #basis()}. */
    public final long m12() {
        return m12;
    }

    /** Raw row 2, column 0 of {@link #basis()}. */
    public final long m20() {
        return m20;
    }

    /** Raw row 2, column 1 of {@link #basis()}. */
    public final long m21() {
        return m21;
    }

    /** Raw row 2, column 2 of {@link #basis()}. */
    public final long m22() {
        return m22;
    }

    /**
     * Returns true when {@code o} holds the same rotation and translation bits (the basis follows
     * from the rotation); a mutable pose compares by its current bits.
     */
    public final boolean sameBits(Transform o) {
        return qw == o.qw && qx == o.qx && qy == o.qy && qz == o.qz && px == o.px && py == o.py && pz == o.pz;
    }

    /** Returns {@code R v + p}. */
    public Vec3 applyToPoint(Vec3 v) {
        return new Vec3(Fixed.add(Fixed.dot3(m00, m01, m02, v.x(), v.y(), v.z()), px),
                Fixed.add(Fixed.dot3(m10, m11, m12, v.x(), v.y(), v.z()), py),
                Fixed.add(Fixed.dot3(m20, m21, m22, v.x(), v.y(), v.z()), pz));
    }

    /** Returns {@code R v} (directions and offsets ignore translation). */
    public Vec3 applyToVector(Vec3 v) {
        return new Vec3(Fixed.dot3(m00, m01, m02, v.x(), v.y(), v.z()), Fixed.dot3(m10, m11, m12, v.x(), v.y(), v.z()),
                Fixed.dot3(m20, m21, m22, v.x(), v.y(), v.z()));
    }

    /** Returns {@code R^T (v - p)}: the point {@code v} expressed in this transform's local frame. */
    public Vec3 inverseApplyToPoint(Vec3 v) {
        return inverseApplyToVector(new Vec3(Fixed.sub(v.x(), px), Fixed.sub(v.y(), py), Fixed.sub(v.z(), pz)));
    }

    /** Returns {@code R^T v}. */
    public Vec3 inverseApplyToVector(Vec3 v) {
        return new Vec3(Fixed.dot3(m00, m10, m20, v.x(), v.y(), v.z()), Fixed.dot3(m01, m11, m21, v.x(), v.y(), v.z()),
                Fixed.dot3(m02, m12, m22, v.x(), v.y(), v.z()));
    }

    /** Writes {@code R (x,y,z) + p} into {@code out}; allocation-free twin of {@link #applyToPoint}. */
    public void applyToPointInto(long x, long y, long z, MutableVec3 out) {
        out.set(Fixed.add(Fixed.dot3(m00, m01, m02, x, y, z), px), Fixed.add(Fixed.dot3(m10, m11, m12, x, y, z), py),
                Fixed.add(Fixed.dot3(m20, m21, m22, x, y, z), pz));
    }

    /** Writes {@code R (x,y,z)} into {@code out}. */
    public void applyToVectorInto(long x, long y, long z, MutableVec3 out) {
        out.set(Fixed.dot3(m00, m01, m02, x, y, z), Fixed.dot3(m10, m11, m12, x, y, z), Fixed.dot3(m20, m21, m22, x, y, z));
    }

    /** Writes {@code R^T ((x,y,z) - p)} into {@code out}. */
    public void inverseApplyToPointInto(long x, long y, long z, MutableVec3 out) {
        inverseApplyToVectorInto(Fixed.sub(x, px), Fixed.sub(y, py), Fixed.sub(z, pz), out);
    }

    /** Writes {@code R^T (x,y,z)} into {@code out}. */
    public void inverseApplyToVectorInto(long x, long y, long z, MutableVec3 out) {
        out.set(Fixed.dot3(m00, m10, m20, x, y, z), Fixed.dot3(m01, m11, m21, x, y, z), Fixed.dot3(m02, m12, m22, x, y, z));
    }

    /**
     * Returns {@code this ∘ inner}: the transform that applies {@code inner} first, then this.
     * Rotation {@code q_this * q_inner} (rounded, not renormalised); translation
     * {@code R_this p_inner + p_this}. Immutable; {@link MutableTransform#setComposed} writes the
     * same bits in place.
     */
    public Transform compose(Transform inner) {
        Quat q = new Quat(Quat.productW(qw, qx, qy, qz, inner.qw, inner.qx, inner.qy, inner.qz),
                Quat.productX(qw, qx, qy, qz, inner.qw, inner.qx, inner.qy, inner.qz),
                Quat.productY(qw, qx, qy, qz, inner.qw, inner.qx, inner.qy, inner.qz),
                Quat.productZ(qw, qx, qy, qz, inner.qw, inner.qx, inner.qy, inner.qz));
        return new Transform(q, applyToPoint(new Vec3(inner.px, inner.py, inner.pz)));
    }

    /** Returns the inverse: rotation conjugated, translation {@code -(R^T p)}. Immutable. */
    public Transform inverse() {
        return new Transform(new Quat(qw, Fixed.neg(qx), Fixed.neg(qy), Fixed.neg(qz)),
                inverseApplyToVector(new Vec3(px, py, pz)).neg());
    }

    /** Equal bits ({@link #sameBits}); a {@link MutableTransform} compares by its current pose. */
    @Override
    public boolean equals(Object o) {
        return o instanceof Transform && sameBits((Transform) o);
    }

    @Override
    public int hashCode() {
        long h = qw;
        h = 31 * h + qx;
        h = 31 * h + qy;
        h = 31 * h + qz;
        h = 31 * h + px;
        h = 31 * h + py;
        h = 31 * h + pz;
        return Long.hashCode(h);
    }

    @Override
    public String toString() {
        return "Transform(" + rotation() + ", " + translation() + ")";
    }
}
