package dev.lockstep.fixedpoint;

import java.util.Objects;

/**
 * An immutable rigid transform: rotation (unit quaternion) then translation,
 * {@code T(v) = R v + p}. The rotation matrix {@code R = Mat3.fromQuat(rotation)} is computed once
 * at construction, so applying a transform costs three rounded dot products per point.
 *
 * <p>Rounding: {@link #applyToPoint} rounds each component of {@code R v} once, then adds
 * {@code p} exactly. {@link #compose} and {@link #inverse} round, so
 * {@code t.inverse().inverse()} may differ from {@code t} by a few ulps; simulation code that needs
 * exact round trips keeps the original transform rather than inverting twice.
 */
public final class Transform {
    /** The identity transform. */
    public static final Transform IDENTITY = new Transform(Quat.IDENTITY, Vec3.ZERO);

    private final Quat rotation;
    private final Vec3 translation;
    private final Mat3 basis;

    private Transform(Quat rotation, Vec3 translation) {
        this.rotation = rotation;
        this.translation = translation;
        this.basis = Mat3.fromQuat(rotation);
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

    /** Returns the rotation quaternion. */
    public Quat rotation() {
        return rotation;
    }

    /** Returns the translation. */
    public Vec3 translation() {
        return translation;
    }

    /** Returns the rotation matrix derived from {@link #rotation()}. */
    public Mat3 basis() {
        return basis;
    }

    /** Returns {@code R v + p}. */
    public Vec3 applyToPoint(Vec3 v) {
        Vec3 r = basis.transform(v);
        return new Vec3(Fixed.add(r.x(), translation.x()), Fixed.add(r.y(), translation.y()), Fixed.add(r.z(), translation.z()));
    }

    /** Returns {@code R v} (directions and offsets ignore translation). */
    public Vec3 applyToVector(Vec3 v) {
        return basis.transform(v);
    }

    /** Returns {@code R^T (v - p)}: the point {@code v} expressed in this transform's local frame. */
    public Vec3 inverseApplyToPoint(Vec3 v) {
        return basis.transposeTransform(v.sub(translation));
    }

    /** Returns {@code R^T v}. */
    public Vec3 inverseApplyToVector(Vec3 v) {
        return basis.transposeTransform(v);
    }

    /** Writes {@code R (x,y,z) + p} into {@code out}; allocation-free twin of {@link #applyToPoint}. */
    public void applyToPointInto(long x, long y, long z, MutableVec3 out) {
        basis.transformInto(x, y, z, out);
        out.set(Fixed.add(out.x, translation.x()), Fixed.add(out.y, translation.y()), Fixed.add(out.z, translation.z()));
    }

    /** Writes {@code R (x,y,z)} into {@code out}. */
    public void applyToVectorInto(long x, long y, long z, MutableVec3 out) {
        basis.transformInto(x, y, z, out);
    }

    /** Writes {@code R^T ((x,y,z) - p)} into {@code out}. */
    public void inverseApplyToPointInto(long x, long y, long z, MutableVec3 out) {
        basis.transposeTransformInto(Fixed.sub(x, translation.x()), Fixed.sub(y, translation.y()),
                Fixed.sub(z, translation.z()), out);
    }

    /** Writes {@code R^T (x,y,z)} into {@code out}. */
    public void inverseApplyToVectorInto(long x, long y, long z, MutableVec3 out) {
        basis.transposeTransformInto(x, y, z, out);
    }

    /**
     * Returns {@code this ∘ inner}: the transform that applies {@code inner} first, then this.
     * Rotation {@code q_this * q_inner} (rounded, not renormalised); translation
     * {@code R_this p_inner + p_this}.
     */
    public Transform compose(Transform inner) {
        return new Transform(rotation.multiply(inner.rotation), applyToPoint(inner.translation));
    }

    /** Returns the inverse: rotation conjugated, translation {@code -(R^T p)}. */
    public Transform inverse() {
        return new Transform(rotation.conjugate(), basis.transposeTransform(translation).neg());
    }

    @Override
    public boolean equals(Object o) {
        return o instanceof Transform && ((Transform) o).rotation.equals(rotation)
                && ((Transform) o).translation.equals(translation);
    }

    @Override
    public int hashCode() {
        return 31 * rotation.hashCode() + translation.hashCode();
    }

    @Override
    public String toString() {
        return "Transform(" + rotation + ", " + translation + ")";
    }
}
