package dev.lockstep.collision.sat;

import dev.lockstep.fixedpoint.Fixed;
import dev.lockstep.fixedpoint.Mat3;
import dev.lockstep.fixedpoint.Transform;

/**
 * The transform from B's local frame into A's, {@code (R, p)} with {@code R = RA^T RB} and
 * {@code p = RA^T (pB - pA)}, written into a {@code long[12]} (row-major {@code R}, then
 * {@code p}). Each entry is one rounded {@code Fixed.dot3} of exact inputs ({@code pB - pA} is an
 * exact difference), so the result depends only on the bits of the two transforms, and adding the
 * same offset to both translations leaves it unchanged bit for bit.
 */
public final class RelativeTransform {
    private RelativeTransform() {
    }

    /** Writes B-into-A of {@code ta}, {@code tb} into {@code out[0..11]}. */
    public static void computeInto(Transform ta, Transform tb, long[] out) {
        Transform a = ta;                   // basis entries read raw: a mutable pose makes no Mat3
        Transform b = tb;
        if (isIdentity(a)) {
            // every dot3 below has one exactly-one and two zero factors: it returns the other
            // factor unrounded, so copying gives the same bits (static ground, aligned bodies)
            out[0] = b.m00();
            out[1] = b.m01();
            out[2] = b.m02();
            out[3] = b.m10();
            out[4] = b.m11();
            out[5] = b.m12();
            out[6] = b.m20();
            out[7] = b.m21();
            out[8] = b.m22();
            out[9] = Fixed.sub(tb.px(), ta.px());
            out[10] = Fixed.sub(tb.py(), ta.py());
            out[11] = Fixed.sub(tb.pz(), ta.pz());
            return;
        }
        out[0] = Fixed.dot3(a.m00(), a.m10(), a.m20(), b.m00(), b.m10(), b.m20());
        out[1] = Fixed.dot3(a.m00(), a.m10(), a.m20(), b.m01(), b.m11(), b.m21());
        out[2] = Fixed.dot3(a.m00(), a.m10(), a.m20(), b.m02(), b.m12(), b.m22());
        out[3] = Fixed.dot3(a.m01(), a.m11(), a.m21(), b.m00(), b.m10(), b.m20());
        out[4] = Fixed.dot3(a.m01(), a.m11(), a.m21(), b.m01(), b.m11(), b.m21());
        out[5] = Fixed.dot3(a.m01(), a.m11(), a.m21(), b.m02(), b.m12(), b.m22());
        out[6] = Fixed.dot3(a.m02(), a.m12(), a.m22(), b.m00(), b.m10(), b.m20());
        out[7] = Fixed.dot3(a.m02(), a.m12(), a.m22(), b.m01(), b.m11(), b.m21());
        out[8] = Fixed.dot3(a.m02(), a.m12(), a.m22(), b.m02(), b.m12(), b.m22());
        long dx = Fixed.sub(tb.px(), ta.px());
        long dy = Fixed.sub(tb.py(), ta.py());
        long dz = Fixed.sub(tb.pz(), ta.pz());
        out[9] = Fixed.dot3(a.m00(), a.m10(), a.m20(), dx, dy, dz);
        out[10] = Fixed.dot3(a.m01(), a.m11(), a.m21(), dx, dy, dz);
        out[11] = Fixed.dot3(a.m02(), a.m12(), a.m22(), dx, dy, dz);
    }

    /**
     * Writes {@code R^T (x - p)}, the A-frame point {@code x} in B's frame, into
     * {@code out[at..at+2]}; one rounding per component (the difference is exact).
     */
    public static void inverseApplyInto(long[] rel, long x, long y, long z, long[] out, int at) {
        long dx = Fixed.sub(x, rel[9]);
        long dy = Fixed.sub(y, rel[10]);
        long dz = Fixed.sub(z, rel[11]);
        if (isIdentityRotation(rel)) {
            out[at] = dx;                       // the dot3s would return these unrounded
            out[at + 1] = dy;
            out[at + 2] = dz;
            return;
        }
        out[at] = Fixed.dot3(rel[0], rel[3], rel[6], dx, dy, dz);
        out[at + 1] = Fixed.dot3(rel[1], rel[4], rel[7], dx, dy, dz);
        out[at + 2] = Fixed.dot3(rel[2], rel[5], rel[8], dx, dy, dz);
    }

    /**
     * Returns true when {@code m} is exactly the identity. Then {@code Fixed.dot3} of a row with
     * any vector returns that vector's component unrounded (one product is {@code 2^32 x}, exact
     * after the shift, the others are zero), so callers may copy instead of multiplying.
     */
    public static boolean isIdentity(Mat3 m) {
        return m.m00() == Fixed.ONE && m.m11() == Fixed.ONE && m.m22() == Fixed.ONE && m.m01() == 0 && m.m02() == 0
                && m.m10() == 0 && m.m12() == 0 && m.m20() == 0 && m.m21() == 0;
    }

    /** As {@link #isIdentity(Mat3)} for the basis of {@code t}, read without allocating. */
    public static boolean isIdentity(Transform t) {
        return t.m00() == Fixed.ONE && t.m11() == Fixed.ONE && t.m22() == Fixed.ONE && t.m01() == 0 && t.m02() == 0
                && t.m10() == 0 && t.m12() == 0 && t.m20() == 0 && t.m21() == 0;
    }

    /** Returns true when the rotation part {@code rel[0..8]} is exactly the identity (see {@link #isIdentity}). */
    public static boolean isIdentityRotation(long[] rel) {
        return rel[0] == Fixed.ONE && rel[4] == Fixed.ONE && rel[8] == Fixed.ONE && rel[1] == 0 && rel[2] == 0
                && rel[3] == 0 && rel[5] == 0 && rel[6] == 0 && rel[7] == 0;
    }
}
