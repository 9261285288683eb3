package dev.lockstep.collision.internal.narrow;

import dev.lockstep.fixedpoint.Fixed;
import dev.lockstep.fixedpoint.MutableVec3;
import dev.lockstep.fixedpoint.Transform;
import dev.lockstep.fixedpoint.wide.Int128;

/**
 * Places two points that differ on one coordinate only (a box face point's two witnesses: the
 * face projection and the capsule point, both {@code q} moved along the face's axis) with the
 * bits of two {@link Transform#applyToPointInto} calls and two thirds of their products: each
 * world coordinate is {@code round(m_i . p) + t_i}, the dot the exact 128-bit sum rounded once,
 * and the exact partial sum over the two shared coordinates is formed once per row. The sums are
 * the ones {@link Fixed#dot3} forms, modulo {@code 2^128} in another order, so the words and the
 * rounding are the same.
 */
final class AxisPairPlacement {
    private AxisPairPlacement() {
    }

    /**
     * Writes {@code t(b)} into {@code outB} and {@code t(a)} into {@code outA}, where {@code b} and
     * {@code a} are {@code (x, y, z)} with coordinate {@code k} replaced by {@code kB} and {@code kA}:
     * the same bits, and the same exception where one would throw, as
     * {@code t.applyToPointInto(b, outB); t.applyToPointInto(a, outA)}.
     */
    static void applyToPointsInto(Transform t, int k, long x, long y, long z, long kB, long kA, MutableVec3 outB,
            MutableVec3 outA) {
        // the shared coordinates u, v and each row's coefficients on u, v and on axis k
        long u = k == 0 ? y : x;
        long v = k == 2 ? y : z;
        long m0u = k == 0 ? t.m01() : t.m00();
        long m0v = k == 2 ? t.m01() : t.m02();
        long m0k = k == 0 ? t.m00() : k == 1 ? t.m01() : t.m02();
        long m1u = k == 0 ? t.m11() : t.m10();
        long m1v = k == 2 ? t.m11() : t.m12();
        long m1k = k == 0 ? t.m10() : k == 1 ? t.m11() : t.m12();
        long m2u = k == 0 ? t.m21() : t.m20();
        long m2v = k == 2 ? t.m21() : t.m22();
        long m2k = k == 0 ? t.m20() : k == 1 ? t.m21() : t.m22();
        long lo0 = m0u * u + m0v * v;
        long hi0 = Int128.mulAddHigh(m0u, u, m0v, v);
        long lo1 = m1u * u + m1v * v;
        long hi1 = Int128.mulAddHigh(m1u, u, m1v, v);
        long lo2 = m2u * u + m2v * v;
        long hi2 = Int128.mulAddHigh(m2u, u, m2v, v);
        long hb0 = withHigh(hi0, lo0, m0k, kB);
        long lb0 = lo0 + m0k * kB;
        long hb1 = withHigh(hi1, lo1, m1k, kB);
        long lb1 = lo1 + m1k * kB;
        long hb2 = withHigh(hi2, lo2, m2k, kB);
        long lb2 = lo2 + m2k * kB;
        long ha0 = withHigh(hi0, lo0, m0k, kA);
        long la0 = lo0 + m0k * kA;
        long ha1 = withHigh(hi1, lo1, m1k, kA);
        long la1 = lo1 + m1k * kA;
        long ha2 = withHigh(hi2, lo2, m2k, kA);
        long la2 = lo2 + m2k * kA;
        if (!(Fixed.fitsRoundedShift32(hb0, lb0) && Fixed.fitsRoundedShift32(hb1, lb1) && Fixed.fitsRoundedShift32(hb2, lb2)
                && Fixed.fitsRoundedShift32(ha0, la0) && Fixed.fitsRoundedShift32(ha1, la1)
                && Fixed.fitsRoundedShift32(ha2, la2))) {
            // a dot out of range: the plain transforms throw dot3's exception, in their order
            t.applyToPointInto(k == 0 ? kB : x, k == 1 ? kB : y, k == 2 ? kB : z, outB);
            t.applyToPointInto(k == 0 ? kA : x, k == 1 ? kA : y, k == 2 ? kA : z, outA);
            return;
        }
        outB.set(Fixed.add(Fixed.roundedShift32(hb0, lb0), t.px()), Fixed.add(Fixed.roundedShift32(hb1, lb1), t.py()),
                Fixed.add(Fixed.roundedShift32(hb2, lb2), t.pz()));
        outA.set(Fixed.add(Fixed.roundedShift32(ha0, la0), t.px()), Fixed.add(Fixed.roundedShift32(ha1, la1), t.py()),
                Fixed.add(Fixed.roundedShift32(ha2, la2), t.pz()));
    }

    /** Returns the high word of {@code (hi:lo) + m c}, modulo {@code 2^128}. */
    private static long withHigh(long hi, long lo, long m, long c) {
        return Int128.addHigh(hi, lo, Int128.productHigh(m, c), Int128.productLow(m, c));
    }
}
