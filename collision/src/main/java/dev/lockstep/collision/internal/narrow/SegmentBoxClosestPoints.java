package dev.lockstep.collision.internal.narrow;

import dev.lockstep.collision.internal.shape.BoxFeatures;
import dev.lockstep.fixedpoint.Fixed;
import dev.lockstep.fixedpoint.MutableVec3;

/**
 * The point of a segment closest to a centred box, in the box's frame (issue 20, capsule vs box
 * apart without GJK). With {@code p(t) = s0 + t d}, {@code t in [0, 1]}, the squared distance
 * {@code f(t) = sum_k max(0, |p_k(t)| - h_k)^2} is convex and piecewise quadratic; its pieces
 * change where {@code p_k(t) = +-h_k} (at most six breakpoints). Its slope
 * {@code f'(t) / 2 = sum_k d_k phi_k(p_k(t))}, {@code phi(x) = x - h} above the box, {@code x + h}
 * below, 0 within, never decreases, so:
 * <ol>
 *   <li>if the slope at 0 is {@code >= 0}, {@code t = 0}; else the largest breakpoint (or 0) with a
 *       negative slope {@code lo} and the smallest one (or 1) with a slope {@code >= 0} {@code hi}
 *       bracket the minimum with no breakpoint between them;</li>
 *   <li>on {@code (lo, hi)} the axes outside the box (read at the middle of the bracket) are fixed,
 *       each with its bound {@code b_k = +-h_k}, and the minimum of the quadratic is
 *       {@code t = sum d_k (b_k - s0_k) / sum d_k^2} over them, clamped to the bracket; when no
 *       axis outside moves with {@code t} ({@code sum d_k^2 = 0}: the segment runs parallel to the
 *       face or edge it faces) every {@code t} of the bracket is closest and the middle is taken.</li>
 * </ol>
 * The closest box point is {@code p(t)} clamped to the half extents. Fractions are raw Q31.32
 * ({@code Fixed.ONE} = the whole segment); {@code p_k(t) = s0_k + d_k t} is one {@link Fixed#mul};
 * the breakpoints and the quadratic's minimum one {@link Fixed#mulDiv} each. Rounding can only move
 * {@code t} within a bracket whose slope changes sign, where the distance is flat to first order:
 * the distance is within a few ulps of the exact one ({@code CapsuleBoxClosedFormProperties}
 * checks it against the exact oracle).
 */
final class SegmentBoxClosestPoints {
    private SegmentBoxClosestPoints() {
    }

    /**
     * Returns the closest parameter {@code t} (raw, in {@code [0, ONE]}) of box-frame segment
     * {@code s0 -> s1} to the centred box; {@code 0} for a point-like segment. Box-frame
     * coordinates must stay below {@code 2^61} raw in magnitude (differences and sums exact).
     */
    static long parameter(BoxFeatures box, MutableVec3 s0, MutableVec3 s1) {
        long dx = s1.x - s0.x;
        long dy = s1.y - s0.y;
        long dz = s1.z - s0.z;
        if ((dx | dy | dz) == 0 || slope(box, s0, dx, dy, dz, 0) >= 0) {
            return 0;
        }
        long lo = 0;
        long hi = Fixed.ONE;
        boolean hiSlopeKnown = false;
        for (int k = 0; k < 3; k++) {
            long d = k == 0 ? dx : k == 1 ? dy : dz;
            if (d == 0) {
                continue;
            }
            long o = k == 0 ? s0.x : k == 1 ? s0.y : s0.z;
            long h = box.halfExtent(k);
            for (int side = -1; side <= 1; side += 2) {
                long num = side * h - o;
                // the breakpoint num / d, only when strictly inside (0, 1) (no division otherwise)
                if (num == 0 || (num > 0) != (d > 0) || Math.abs(num) >= Math.abs(d)) {
                    continue;
                }
                long t = Fixed.mulDiv(num, Fixed.ONE, d);
                if (t <= lo || t >= hi) {
                    continue;
                }
                if (slope(box, s0, dx, dy, dz, t) < 0) {
                    lo = t;
                } else {
                    hi = t;
                    hiSlopeKnown = true;
                }
            }
        }
        if (!hiSlopeKnown && hi == Fixed.ONE && slope(box, s0, dx, dy, dz, Fixed.ONE) <= 0) {
            return Fixed.ONE;
        }
        // the axes outside the box on the bracket, read at its middle
        long mid = lo + ((hi - lo) >> 1);
        long bx = bound(s0.x + Fixed.mul(dx, mid), box.halfExtent(0));
        long by = bound(s0.y + Fixed.mul(dy, mid), box.halfExtent(1));
        long bz = bound(s0.z + Fixed.mul(dz, mid), box.halfExtent(2));
        long ax = bx == 0 ? 0 : dx;
        long ay = by == 0 ? 0 : dy;
        long az = bz == 0 ? 0 : dz;
        long den = Fixed.dot3(ax, ay, az, ax, ay, az);
        if (den <= 0) {
            return mid;
        }
        long num = Fixed.dot3(ax, ay, az, bx == 0 ? 0 : bx - s0.x, by == 0 ? 0 : by - s0.y, bz == 0 ? 0 : bz - s0.z);
        long t = Fixed.divClamped(num, den, Fixed.ONE);
        return t < lo ? lo : t > hi ? hi : t;
    }

    /** Returns the bound {@code +-h} that {@code x} lies beyond, or 0 when {@code |x| <= h}. */
    private static long bound(long x, long h) {
        return x > h ? h : x < -h ? -h : 0;
    }

    /** Returns the sign-exact-enough slope {@code sum d_k phi_k(p_k(t))} at raw fraction {@code t}, rounded once. */
    private static long slope(BoxFeatures box, MutableVec3 s0, long dx, long dy, long dz, long t) {
        return Fixed.dot3(dx, dy, dz, outside(s0.x + Fixed.mul(dx, t), box.halfExtent(0)),
                outside(s0.y + Fixed.mul(dy, t), box.halfExtent(1)), outside(s0.z + Fixed.mul(dz, t), box.halfExtent(2)));
    }

    /** Returns how far {@code x} lies beyond {@code [-h, h]}, signed: {@code x - h}, {@code x + h} or 0. */
    private static long outside(long x, long h) {
        return x > h ? x - h : x < -h ? x + h : 0;
    }
}
