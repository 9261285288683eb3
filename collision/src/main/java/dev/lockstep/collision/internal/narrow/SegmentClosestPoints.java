package dev.lockstep.collision.internal.narrow;

import dev.lockstep.fixedpoint.Fixed;
import dev.lockstep.fixedpoint.MutableVec3;
import dev.lockstep.fixedpoint.VecMath;

/**
 * Closest points of two segments (seed 004's edge-edge derivation, Ericson's clamped form), the
 * shared kernel of capsule-capsule and of capsule-hull edge contacts. One instance lives in each
 * {@link NarrowScratch}; {@link #compute} overwrites every field.
 *
 * <p>With unit directions {@code uA}, {@code uB} and lengths so that every quantity stays near
 * unit scale, {@code r = a0 - b0}, {@code b = uA.uB}, {@code c = uA.r}, {@code f = uB.r} (each one
 * rounding) and {@code denom = 1 - b^2} (one rounding):
 * <pre>
 *   s = clamp((b*f - c) / denom, 0, lenA)     (0 when parallel)
 *   t = b*s + f;  if t &lt; 0: t = 0, s = clamp(-c, 0, lenA)
 *                 if t &gt; lenB: t = lenB, s = clamp(b*lenB - c, 0, lenA)
 * </pre>
 * and the points {@code a0 + eA*s/lenA}, {@code b0 + eB*t/lenB} ({@link ContactMath#pointAt}:
 * exact at the ends). A zero-length segment is a point: its parameter is 0 and the other is the
 * clamped projection.
 */
final class SegmentClosestPoints {
    long eAx;
    long eAy;
    long eAz;
    long eBx;
    long eBy;
    long eBz;
    /** Segment lengths (one rounding each); 0 exactly for a point-like segment. */
    long lenA;
    long lenB;
    /** Closest-point parameters, in length units along each segment. */
    long s;
    long t;
    /** True when both segments have length and {@code 1 - (uA.uB)^2 <= PARALLEL_SINE_SQUARED}. */
    boolean parallel;

    /**
     * Computes the closest points of {@code a0-a1} and {@code b0-b1}; writes the unit directions
     * into {@code outUA}/{@code outUB} (untouched for a point-like segment) and the points into
     * {@code outA}/{@code outB}.
     */
    void compute(MutableVec3 a0, MutableVec3 a1, MutableVec3 b0, MutableVec3 b1, MutableVec3 outUA, MutableVec3 outUB,
            MutableVec3 outA, MutableVec3 outB) {
        eAx = Fixed.sub(a1.x, a0.x);
        eAy = Fixed.sub(a1.y, a0.y);
        eAz = Fixed.sub(a1.z, a0.z);
        eBx = Fixed.sub(b1.x, b0.x);
        eBy = Fixed.sub(b1.y, b0.y);
        eBz = Fixed.sub(b1.z, b0.z);
        lenA = (eAx | eAy | eAz) == 0 ? 0 : Fixed.length3(eAx, eAy, eAz);
        lenB = (eBx | eBy | eBz) == 0 ? 0 : Fixed.length3(eBx, eBy, eBz);
        if (lenA != 0) {
            VecMath.normalizeInto(eAx, eAy, eAz, outUA);
        }
        if (lenB != 0) {
            VecMath.normalizeInto(eBx, eBy, eBz, outUB);
        }
        long rx = Fixed.sub(a0.x, b0.x);
        long ry = Fixed.sub(a0.y, b0.y);
        long rz = Fixed.sub(a0.z, b0.z);
        parallel = false;
        if (lenA == 0 && lenB == 0) {
            s = 0;
            t = 0;
        } else if (lenA == 0) {
            s = 0;
            t = clamp(Fixed.dot3(outUB.x, outUB.y, outUB.z, rx, ry, rz), lenB);
        } else if (lenB == 0) {
            t = 0;
            s = clamp(-Fixed.dot3(outUA.x, outUA.y, outUA.z, rx, ry, rz), lenA);
        } else {
            long bb = Fixed.dot3(outUA.x, outUA.y, outUA.z, outUB.x, outUB.y, outUB.z);
            long c = Fixed.dot3(outUA.x, outUA.y, outUA.z, rx, ry, rz);
            long f = Fixed.dot3(outUB.x, outUB.y, outUB.z, rx, ry, rz);
            long denom = Fixed.mulSubMul(Fixed.ONE, Fixed.ONE, bb, bb);
            parallel = denom <= ContactConstants.PARALLEL_SINE_SQUARED;
            s = parallel ? 0 : Fixed.divClamped(Fixed.mulSubMul(bb, f, c, Fixed.ONE), denom, lenA);
            t = Fixed.dot2(bb, s, f, Fixed.ONE);
            if (t < 0) {
                t = 0;
                s = clamp(Fixed.neg(c), lenA);
            } else if (t > lenB) {
                t = lenB;
                s = clamp(Fixed.mulSubMul(bb, lenB, c, Fixed.ONE), lenA);
            }
        }
        ContactMath.pointAt(a0, a1, eAx, eAy, eAz, s, lenA, outA);
        ContactMath.pointAt(b0, b1, eBx, eBy, eBz, t, lenB, outB);
    }

    static long clamp(long s, long len) {
        return s <= 0 ? 0 : s >= len ? len : s;
    }
}
