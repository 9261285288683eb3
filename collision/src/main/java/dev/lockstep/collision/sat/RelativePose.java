package dev.lockstep.collision.sat;

import dev.lockstep.fixedpoint.Fixed;
import dev.lockstep.fixedpoint.Transform;

/**
 * The pose of B's local frame in A's, {@code (R, p)} with {@code R = RA^T RB} and
 * {@code p = RA^T (pB - pA)}, raw Q31.32: the one transform every hull-hull query places B by.
 * Mutable scratch owned by a {@link SatWorkspace} (or a cache that keeps a copy), reloaded by
 * {@link #setFrom} for each query.
 *
 * <p>Rounding: each entry of {@link #setFrom} is one rounded {@code Fixed.dot3} of exact inputs
 * ({@code pB - pA} is an exact difference), so the pose depends only on the bits of the two
 * transforms, and adding the same offset to both translations leaves it unchanged bit for bit.
 * {@link #applyX} and friends are the one rotate-and-add of every placement: one rounded
 * {@code Fixed.dot3} per component, then an exact (checked) add.
 */
public final class RelativePose {
    long r00;
    long r01;
    long r02;
    long r10;
    long r11;
    long r12;
    long r20;
    long r21;
    long r22;
    long px;
    long py;
    long pz;

    /** Creates the identity pose. */
    public RelativePose() {
        r00 = Fixed.ONE;
        r11 = Fixed.ONE;
        r22 = Fixed.ONE;
    }

    /** Sets this to B-into-A of {@code ta} and {@code tb}. */
    public void setFrom(Transform ta, Transform tb) {
        Transform a = ta;                   // basis entries read raw: a mutable pose makes no Mat3
        Transform b = tb;
        if (isIdentity(a)) {
            // every dot3 below has one exactly-one and two zero factors: it returns the other
            // factor unrounded, so copying gives the same bits (static ground, aligned bodies)
            r00 = b.m00();
            r01 = b.m01();
            r02 = b.m02();
            r10 = b.m10();
            r11 = b.m11();
            r12 = b.m12();
            r20 = b.m20();
            r21 = b.m21();
            r22 = b.m22();
            px = Fixed.sub(tb.px(), ta.px());
            py = Fixed.sub(tb.py(), ta.py());
            pz = Fixed.sub(tb.pz(), ta.pz());
            return;
        }
        r00 = Fixed.dot3(a.m00(), a.m10(), a.m20(), b.m00(), b.m10(), b.m20());
        r01 = Fixed.dot3(a.m00(), a.m10(), a.m20(), b.m01(), b.m11(), b.m21());
        r02 = Fixed.dot3(a.m00(), a.m10(), a.m20(), b.m02(), b.m12(), b.m22());
        r10 = Fixed.dot3(a.m01(), a.m11(), a.m21(), b.m00(), b.m10(), b.m20());
        r11 = Fixed.dot3(a.m01(), a.m11(), a.m21(), b.m01(), b.m11(), b.m21());
        r12 = Fixed.dot3(a.m01(), a.m11(), a.m21(), b.m02(), b.m12(), b.m22());
        r20 = Fixed.dot3(a.m02(), a.m12(), a.m22(), b.m00(), b.m10(), b.m20());
        r21 = Fixed.dot3(a.m02(), a.m12(), a.m22(), b.m01(), b.m11(), b.m21());
        r22 = Fixed.dot3(a.m02(), a.m12(), a.m22(), b.m02(), b.m12(), b.m22());
        long dx = Fixed.sub(tb.px(), ta.px());
        long dy = Fixed.sub(tb.py(), ta.py());
        long dz = Fixed.sub(tb.pz(), ta.pz());
        px = Fixed.dot3(a.m00(), a.m10(), a.m20(), dx, dy, dz);
        py = Fixed.dot3(a.m01(), a.m11(), a.m21(), dx, dy, dz);
        pz = Fixed.dot3(a.m02(), a.m12(), a.m22(), dx, dy, dz);
    }

    /** Sets this to the bits of {@code other}. */
    public void set(RelativePose other) {
        setRotation(other.r00, other.r01, other.r02, other.r10, other.r11, other.r12, other.r20, other.r21, other.r22);
        setTranslation(other.px, other.py, other.pz);
    }

    /** Sets the rotation rows, raw, as given (no check that they form a rotation). */
    public void setRotation(long m00, long m01, long m02, long m10, long m11, long m12, long m20, long m21, long m22) {
        r00 = m00;
        r01 = m01;
        r02 = m02;
        r10 = m10;
        r11 = m11;
        r12 = m12;
        r20 = m20;
        r21 = m21;
        r22 = m22;
    }

    /** Sets the translation, raw. */
    public void setTranslation(long x, long y, long z) {
        px = x;
        py = y;
        pz = z;
    }

    /** Returns true when this and {@code other} hold the same twelve entries, bit for bit. */
    public boolean samePose(RelativePose other) {
        return sameRotation(other) && px == other.px && py == other.py && pz == other.pz;
    }

    /** Returns true when this and {@code other} hold the same nine rotation entries, bit for bit. */
    public boolean sameRotation(RelativePose other) {
        return r00 == other.r00 && r01 == other.r01 && r02 == other.r02 && r10 == other.r10 && r11 == other.r11
                && r12 == other.r12 && r20 == other.r20 && r21 == other.r21 && r22 == other.r22;
    }

    /**
     * Returns true when {@code bits[at..at+8]} holds the nine rotation entries, row-major, bit for
     * bit (as {@link #rotationInto} wrote them): for caches that keep a rotation among other values.
     */
    public boolean sameRotation(long[] bits, int at) {
        return bits[at] == r00 && bits[at + 1] == r01 && bits[at + 2] == r02 && bits[at + 3] == r10
                && bits[at + 4] == r11 && bits[at + 5] == r12 && bits[at + 6] == r20 && bits[at + 7] == r21
                && bits[at + 8] == r22;
    }

    /** Writes the nine rotation entries, row-major, into {@code out[at..at+8]}. */
    public void rotationInto(long[] out, int at) {
        out[at] = r00;
        out[at + 1] = r01;
        out[at + 2] = r02;
        out[at + 3] = r10;
        out[at + 4] = r11;
        out[at + 5] = r12;
        out[at + 6] = r20;
        out[at + 7] = r21;
        out[at + 8] = r22;
    }

    /**
     * Returns true when the rotation is exactly the identity: then {@code Fixed.dot3} of a row
     * with any vector returns that vector's component unrounded, so callers may copy instead of
     * multiplying.
     */
    public boolean isIdentityRotation() {
        return r00 == Fixed.ONE && r11 == Fixed.ONE && r22 == Fixed.ONE && r01 == 0 && r02 == 0 && r10 == 0
                && r12 == 0 && r20 == 0 && r21 == 0;
    }

    /** Returns x of {@code R v + p}: one rounded {@code Fixed.dot3}, then a checked add. */
    public long applyX(long x, long y, long z) {
        return Fixed.add(Fixed.dot3(r00, r01, r02, x, y, z), px);
    }

    /** Returns y of {@code R v + p}, see {@link #applyX}. */
    public long applyY(long x, long y, long z) {
        return Fixed.add(Fixed.dot3(r10, r11, r12, x, y, z), py);
    }

    /** Returns z of {@code R v + p}, see {@link #applyX}. */
    public long applyZ(long x, long y, long z) {
        return Fixed.add(Fixed.dot3(r20, r21, r22, x, y, z), pz);
    }

    /** Returns x of {@code R n}: one rounded {@code Fixed.dot3}. */
    public long rotateX(long x, long y, long z) {
        return Fixed.dot3(r00, r01, r02, x, y, z);
    }

    /** Returns y of {@code R n}, see {@link #rotateX}. */
    public long rotateY(long x, long y, long z) {
        return Fixed.dot3(r10, r11, r12, x, y, z);
    }

    /** Returns z of {@code R n}, see {@link #rotateX}. */
    public long rotateZ(long x, long y, long z) {
        return Fixed.dot3(r20, r21, r22, x, y, z);
    }

    /**
     * Writes {@code R^T (x - p)}, the A-frame point {@code x} in B's frame, into
     * {@code out[at..at+2]}; one rounding per component (the difference is exact).
     */
    public void inverseApplyInto(long x, long y, long z, long[] out, int at) {
        long dx = Fixed.sub(x, px);
        long dy = Fixed.sub(y, py);
        long dz = Fixed.sub(z, pz);
        if (isIdentityRotation()) {
            out[at] = dx;                       // the dot3s would return these unrounded
            out[at + 1] = dy;
            out[at + 2] = dz;
            return;
        }
        out[at] = Fixed.dot3(r00, r10, r20, dx, dy, dz);
        out[at + 1] = Fixed.dot3(r01, r11, r21, dx, dy, dz);
        out[at + 2] = Fixed.dot3(r02, r12, r22, dx, dy, dz);
    }

    /** Returns true when every rotation entry lies within {@code [-bound, bound]}, raw. */
    public boolean rotationWithin(long bound) {
        return within(r00, bound) && within(r01, bound) && within(r02, bound) && within(r10, bound)
                && within(r11, bound) && within(r12, bound) && within(r20, bound) && within(r21, bound)
                && within(r22, bound);
    }

    /** Returns true when every translation component lies within {@code [-bound, bound]}, raw. */
    public boolean translationWithin(long bound) {
        return within(px, bound) && within(py, bound) && within(pz, bound);
    }

    private static boolean within(long v, long bound) {
        return v <= bound && v >= -bound;
    }

    /**
     * Returns rotation entry {@code (row, col)}, raw, rows and columns 0 to 2: for code that
     * loops over the rows or columns (a box's face normals are the rotation's columns).
     */
    public long rotation(int row, int col) {
        if (row == 0) {
            return col == 0 ? r00 : col == 1 ? r01 : r02;
        }
        if (row == 1) {
            return col == 0 ? r10 : col == 1 ? r11 : r12;
        }
        return col == 0 ? r20 : col == 1 ? r21 : r22;
    }

    /** Returns translation component {@code axis} (0 x, 1 y, 2 z), raw. */
    public long translation(int axis) {
        return axis == 0 ? px : axis == 1 ? py : pz;
    }

    /** Returns rotation entry (row 0, column 0), raw. */
    public long r00() {
        return r00;
    }

    /** Returns rotation entry (0, 1), raw. */
    public long r01() {
        return r01;
    }

    /** Returns rotation entry (0, 2), raw. */
    public long r02() {
        return r02;
    }

    /** Returns rotation entry (1, 0), raw. */
    public long r10() {
        return r10;
    }

    /** Returns rotation entry (1, 1), raw. */
    public long r11() {
        return r11;
    }

    /** Returns rotation entry (1, 2), raw. */
    public long r12() {
        return r12;
    }

    /** Returns rotation entry (2, 0), raw. */
    public long r20() {
        return r20;
    }

    /** Returns rotation entry (2, 1), raw. */
    public long r21() {
        return r21;
    }

    /** Returns rotation entry (2, 2), raw. */
    public long r22() {
        return r22;
    }

    /** Returns the translation's x, raw. */
    public long px() {
        return px;
    }

    /** Returns the translation's y, raw. */
    public long py() {
        return py;
    }

    /** Returns the translation's z, raw. */
    public long pz() {
        return pz;
    }

    /**
     * Returns true when the basis of {@code t} is exactly the identity (see
     * {@link #isIdentityRotation}), read without allocating.
     */
    public static boolean isIdentity(Transform t) {
        return t.m00() == Fixed.ONE && t.m11() == Fixed.ONE && t.m22() == Fixed.ONE && t.m01() == 0 && t.m02() == 0
                && t.m10() == 0 && t.m12() == 0 && t.m20() == 0 && t.m21() == 0;
    }
}
