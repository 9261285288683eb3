package dev.lockstep.collision.internal.sat;

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
    /** Rotation rows, row-major, then the translation: an array so row and column loops index it. */
    private final long[] m = new long[12];

    /** Creates the identity pose. */
    public RelativePose() {
        m[0] = Fixed.ONE;
        m[4] = Fixed.ONE;
        m[8] = Fixed.ONE;
    }

    /** Sets this to B-into-A of {@code ta} and {@code tb}. */
    public void setFrom(Transform ta, Transform tb) {
        Transform a = ta;                   // basis entries read raw: a mutable pose makes no Mat3
        Transform b = tb;
        if (isIdentity(a)) {
            // every dot3 below has one exactly-one and two zero factors: it returns the other
            // factor unrounded, so copying gives the same bits (static ground, aligned bodies)
            m[0] = b.m00();
            m[1] = b.m01();
            m[2] = b.m02();
            m[3] = b.m10();
            m[4] = b.m11();
            m[5] = b.m12();
            m[6] = b.m20();
            m[7] = b.m21();
            m[8] = b.m22();
            m[9] = Fixed.sub(tb.px(), ta.px());
            m[10] = Fixed.sub(tb.py(), ta.py());
            m[11] = Fixed.sub(tb.pz(), ta.pz());
            return;
        }
        m[0] = Fixed.dot3(a.m00(), a.m10(), a.m20(), b.m00(), b.m10(), b.m20());
        m[1] = Fixed.dot3(a.m00(), a.m10(), a.m20(), b.m01(), b.m11(), b.m21());
        m[2] = Fixed.dot3(a.m00(), a.m10(), a.m20(), b.m02(), b.m12(), b.m22());
        m[3] = Fixed.dot3(a.m01(), a.m11(), a.m21(), b.m00(), b.m10(), b.m20());
        m[4] = Fixed.dot3(a.m01(), a.m11(), a.m21(), b.m01(), b.m11(), b.m21());
        m[5] = Fixed.dot3(a.m01(), a.m11(), a.m21(), b.m02(), b.m12(), b.m22());
        m[6] = Fixed.dot3(a.m02(), a.m12(), a.m22(), b.m00(), b.m10(), b.m20());
        m[7] = Fixed.dot3(a.m02(), a.m12(), a.m22(), b.m01(), b.m11(), b.m21());
        m[8] = Fixed.dot3(a.m02(), a.m12(), a.m22(), b.m02(), b.m12(), b.m22());
        long dx = Fixed.sub(tb.px(), ta.px());
        long dy = Fixed.sub(tb.py(), ta.py());
        long dz = Fixed.sub(tb.pz(), ta.pz());
        m[9] = Fixed.dot3(a.m00(), a.m10(), a.m20(), dx, dy, dz);
        m[10] = Fixed.dot3(a.m01(), a.m11(), a.m21(), dx, dy, dz);
        m[11] = Fixed.dot3(a.m02(), a.m12(), a.m22(), dx, dy, dz);
    }

    /** Sets this to the bits of {@code other}. */
    public void set(RelativePose other) {
        System.arraycopy(other.m, 0, m, 0, 12);
    }

    /** Sets the rotation rows, raw, as given (no check that they form a rotation). */
    public void setRotation(long m00, long m01, long m02, long m10, long m11, long m12, long m20, long m21, long m22) {
        m[0] = m00;
        m[1] = m01;
        m[2] = m02;
        m[3] = m10;
        m[4] = m11;
        m[5] = m12;
        m[6] = m20;
        m[7] = m21;
        m[8] = m22;
    }

    /** Sets the translation, raw. */
    public void setTranslation(long x, long y, long z) {
        m[9] = x;
        m[10] = y;
        m[11] = z;
    }

    /** Returns true when this and {@code other} hold the same twelve entries, bit for bit. */
    public boolean samePose(RelativePose other) {
        return sameRotation(other) && m[9] == other.m[9] && m[10] == other.m[10] && m[11] == other.m[11];
    }

    /** Returns true when this and {@code other} hold the same nine rotation entries, bit for bit. */
    public boolean sameRotation(RelativePose other) {
        return m[0] == other.m[0] && m[1] == other.m[1] && m[2] == other.m[2] && m[3] == other.m[3] && m[4] == other.m[4]
                && m[5] == other.m[5] && m[6] == other.m[6] && m[7] == other.m[7] && m[8] == other.m[8];
    }

    /**
     * Returns true when {@code bits[at..at+8]} holds the nine rotation entries, row-major, bit for
     * bit (as {@link #rotationInto} wrote them): for caches that keep a rotation among other values.
     */
    public boolean sameRotation(long[] bits, int at) {
        return bits[at] == m[0] && bits[at + 1] == m[1] && bits[at + 2] == m[2] && bits[at + 3] == m[3]
                && bits[at + 4] == m[4] && bits[at + 5] == m[5] && bits[at + 6] == m[6] && bits[at + 7] == m[7]
                && bits[at + 8] == m[8];
    }

    /** Writes the nine rotation entries, row-major, into {@code out[at..at+8]}. */
    public void rotationInto(long[] out, int at) {
        out[at] = m[0];
        out[at + 1] = m[1];
        out[at + 2] = m[2];
        out[at + 3] = m[3];
        out[at + 4] = m[4];
        out[at + 5] = m[5];
        out[at + 6] = m[6];
        out[at + 7] = m[7];
        out[at + 8] = m[8];
    }

    /**
     * Returns true when the rotation is exactly the identity: then {@code Fixed.dot3} of a row
     * with any vector returns that vector's component unrounded, so callers may copy instead of
     * multiplying.
     */
    public boolean isIdentityRotation() {
        return m[0] == Fixed.ONE && m[4] == Fixed.ONE && m[8] == Fixed.ONE && m[1] == 0 && m[2] == 0 && m[3] == 0
                && m[5] == 0 && m[6] == 0 && m[7] == 0;
    }

    /** Returns x of {@code R v + p}: one rounded {@code Fixed.dot3}, then a checked add. */
    public long applyX(long x, long y, long z) {
        return Fixed.add(Fixed.dot3(m[0], m[1], m[2], x, y, z), m[9]);
    }

    /** Returns y of {@code R v + p}, see {@link #applyX}. */
    public long applyY(long x, long y, long z) {
        return Fixed.add(Fixed.dot3(m[3], m[4], m[5], x, y, z), m[10]);
    }

    /** Returns z of {@code R v + p}, see {@link #applyX}. */
    public long applyZ(long x, long y, long z) {
        return Fixed.add(Fixed.dot3(m[6], m[7], m[8], x, y, z), m[11]);
    }

    /** Returns x of {@code R n}: one rounded {@code Fixed.dot3}. */
    public long rotateX(long x, long y, long z) {
        return Fixed.dot3(m[0], m[1], m[2], x, y, z);
    }

    /** Returns y of {@code R n}, see {@link #rotateX}. */
    public long rotateY(long x, long y, long z) {
        return Fixed.dot3(m[3], m[4], m[5], x, y, z);
    }

    /** Returns z of {@code R n}, see {@link #rotateX}. */
    public long rotateZ(long x, long y, long z) {
        return Fixed.dot3(m[6], m[7], m[8], x, y, z);
    }

    /**
     * Writes {@code R^T (x - p)}, the A-frame point {@code x} in B's frame, into
     * {@code out[at..at+2]}; one rounding per component (the difference is exact).
     */
    public void inverseApplyInto(long x, long y, long z, long[] out, int at) {
        long dx = Fixed.sub(x, m[9]);
        long dy = Fixed.sub(y, m[10]);
        long dz = Fixed.sub(z, m[11]);
        if (isIdentityRotation()) {
            out[at] = dx;                       // the dot3s would return these unrounded
            out[at + 1] = dy;
            out[at + 2] = dz;
            return;
        }
        out[at] = Fixed.dot3(m[0], m[3], m[6], dx, dy, dz);
        out[at + 1] = Fixed.dot3(m[1], m[4], m[7], dx, dy, dz);
        out[at + 2] = Fixed.dot3(m[2], m[5], m[8], dx, dy, dz);
    }

    /** Returns true when every rotation entry lies within {@code [-bound, bound]}, raw. */
    public boolean rotationWithin(long bound) {
        return within(m[0], bound) && within(m[1], bound) && within(m[2], bound) && within(m[3], bound)
                && within(m[4], bound) && within(m[5], bound) && within(m[6], bound) && within(m[7], bound)
                && within(m[8], bound);
    }

    /** Returns true when every translation component lies within {@code [-bound, bound]}, raw. */
    public boolean translationWithin(long bound) {
        return within(m[9], bound) && within(m[10], bound) && within(m[11], bound);
    }

    private static boolean within(long v, long bound) {
        return v <= bound && v >= -bound;
    }

    /**
     * Returns rotation entry {@code (row, col)}, raw, rows and columns 0 to 2: for code that
     * loops over the rows or columns (a box's face normals are the rotation's columns).
     */
    public long rotation(int row, int col) {
        return m[3 * row + col];
    }

    /** Returns translation component {@code axis} (0 x, 1 y, 2 z), raw. */
    public long translation(int axis) {
        return m[9 + axis];
    }

    /** Returns rotation entry (row 0, column 0), raw. */
    public long r00() {
        return m[0];
    }

    /** Returns rotation entry (0, 1), raw. */
    public long r01() {
        return m[1];
    }

    /** Returns rotation entry (0, 2), raw. */
    public long r02() {
        return m[2];
    }

    /** Returns rotation entry (1, 0), raw. */
    public long r10() {
        return m[3];
    }

    /** Returns rotation entry (1, 1), raw. */
    public long r11() {
        return m[4];
    }

    /** Returns rotation entry (1, 2), raw. */
    public long r12() {
        return m[5];
    }

    /** Returns rotation entry (2, 0), raw. */
    public long r20() {
        return m[6];
    }

    /** Returns rotation entry (2, 1), raw. */
    public long r21() {
        return m[7];
    }

    /** Returns rotation entry (2, 2), raw. */
    public long r22() {
        return m[8];
    }

    /** Returns the translation's x, raw. */
    public long px() {
        return m[9];
    }

    /** Returns the translation's y, raw. */
    public long py() {
        return m[10];
    }

    /** Returns the translation's z, raw. */
    public long pz() {
        return m[11];
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
