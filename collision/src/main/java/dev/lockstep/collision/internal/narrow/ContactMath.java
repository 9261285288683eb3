package dev.lockstep.collision.internal.narrow;

import dev.lockstep.collision.manifold.ContactManifold;
import dev.lockstep.fixedpoint.Fixed;
import dev.lockstep.fixedpoint.FixedFormat;
import dev.lockstep.fixedpoint.MutableVec3;
import dev.lockstep.fixedpoint.Transform;
import dev.lockstep.fixedpoint.VecMath;

/**
 * Small leaf helpers shared by the closed-form pair functions (kept short so HotSpot inlines
 * them). Every rounding is one {@link Fixed} operation; the comments say which.
 */
final class ContactMath {
    private ContactMath() {
    }

    /**
     * @throws IllegalArgumentException if {@code contactDistance < 0}
     */
    static void checkContactDistance(long contactDistance) {
        if (contactDistance < 0) {
            throw new IllegalArgumentException("contactDistance must be >= 0, got "
                    + FixedFormat.toExactString(contactDistance) + " (raw " + contactDistance + ")");
        }
    }

    /** Returns {@code (a + b) / 2} rounded to nearest, ties to even; never overflows. */
    static long midpoint(long a, long b) {
        long floor = (a >> 1) + (b >> 1) + (a & b & 1);
        // the exact half-sum has a .5 fraction exactly when a + b is odd; then round to even
        if (((a ^ b) & 1) != 0 && (floor & 1) != 0) {
            return floor + 1;
        }
        return floor;
    }

    /**
     * Returns the parameter, in length units along the segment, of the point of segment
     * {@code a0 + s*u, s in [0, len]} closest to {@code p}: {@code clamp(u.(p - a0), 0, len)}, the
     * dot product rounded once. {@code u} must be the unit direction of a segment of length
     * {@code len > 0}.
     */
    static long projectClamped(MutableVec3 a0, MutableVec3 u, long len, long px, long py, long pz) {
        long s = Fixed.dot3(u.x, u.y, u.z, Fixed.sub(px, a0.x), Fixed.sub(py, a0.y), Fixed.sub(pz, a0.z));
        return s <= 0 ? 0 : s >= len ? len : s;
    }

    /**
     * Writes the point at length {@code s in [0, len]} along segment {@code a0 -> a0 + e} into
     * {@code out}: {@code a0 + e*s/len}, each component one {@link Fixed#mulDiv} (single rounding),
     * and exactly {@code a0} or {@code a0 + e} at the ends, so end points stay end points bit for
     * bit. Using {@code e*s/len} rather than {@code u*s} keeps the point within 0.5 ulp per
     * component of the true segment however long it is.
     */
    static void pointAt(MutableVec3 a0, MutableVec3 a1, long ex, long ey, long ez, long s, long len, MutableVec3 out) {
        if (s == 0) {
            out.set(a0);
        } else if (s == len) {
            out.set(a1);
        } else {
            out.set(Fixed.add(a0.x, Fixed.mulDiv(ex, s, len)), Fixed.add(a0.y, Fixed.mulDiv(ey, s, len)),
                    Fixed.add(a0.z, Fixed.mulDiv(ez, s, len)));
        }
    }

    /**
     * Appends one point for two round cores touching along the manifold normal {@code n}: witness
     * on A {@code pA = coreA + n*rA}, witness on B {@code pB = coreB - n*rB} (each product rounded
     * once), world position their midpoint, local witnesses through the inverse transforms.
     */
    static void addRoundPoint(ContactManifold out, MutableVec3 coreA, long rA, MutableVec3 coreB, long rB,
            MutableVec3 n, long depth, long featureId, Transform ta, Transform tb, MutableVec3 scratch) {
        long pax = Fixed.add(coreA.x, Fixed.mul(n.x, rA));
        long pay = Fixed.add(coreA.y, Fixed.mul(n.y, rA));
        long paz = Fixed.add(coreA.z, Fixed.mul(n.z, rA));
        long pbx = Fixed.sub(coreB.x, Fixed.mul(n.x, rB));
        long pby = Fixed.sub(coreB.y, Fixed.mul(n.y, rB));
        long pbz = Fixed.sub(coreB.z, Fixed.mul(n.z, rB));
        var p = out.addPoint();
        p.setWorld(midpoint(pax, pbx), midpoint(pay, pby), midpoint(paz, pbz));
        ta.inverseApplyToPointInto(pax, pay, paz, scratch);
        p.setLocalA(scratch.x, scratch.y, scratch.z);
        tb.inverseApplyToPointInto(pbx, pby, pbz, scratch);
        p.setLocalB(scratch.x, scratch.y, scratch.z);
        p.setDepth(depth).setFeatureId(featureId);
    }

    /**
     * Sets the manifold normal to the unit vector along {@code (x, y, z)} (re-normalised with
     * {@link VecMath#normalizeInto}, so rotated or externally computed normals stay within the
     * tangent basis' unit-component requirement), or to {@link ContactConstants#DEFAULT_NORMAL_Y}
     * for the zero vector; the normal is also left in {@code outNormal}.
     */
    static void setUnitNormal(long x, long y, long z, MutableVec3 outNormal, ContactManifold out) {
        if ((x | y | z) == 0) {
            outNormal.set(ContactConstants.DEFAULT_NORMAL_X, ContactConstants.DEFAULT_NORMAL_Y, ContactConstants.DEFAULT_NORMAL_Z);
        } else {
            VecMath.normalizeInto(x, y, z, outNormal);
        }
        out.setNormal(outNormal.x, outNormal.y, outNormal.z);
    }

    /**
     * Appends one point from two world witnesses when B's witness is already known in B's frame
     * ({@code localB}, with {@code pB = tb(localB)}): world position the midpoint, local witness on
     * A through A's inverse transform, local witness on B {@code localB} itself, which is exact
     * where the round trip {@code tb^-1(tb(localB))} would round twice more.
     */
    static void addWitnessPointLocalB(ContactManifold out, MutableVec3 pA, MutableVec3 pB, long localBx, long localBy,
            long localBz, long depth, long featureId, Transform ta, MutableVec3 scratch) {
        var p = out.addPoint();
        p.setWorld(midpoint(pA.x, pB.x), midpoint(pA.y, pB.y), midpoint(pA.z, pB.z));
        ta.inverseApplyToPointInto(pA.x, pA.y, pA.z, scratch);
        p.setLocalA(scratch.x, scratch.y, scratch.z);
        p.setLocalB(localBx, localBy, localBz);
        p.setDepth(depth).setFeatureId(featureId);
    }

    /**
     * Appends one point from two world witnesses: world position their midpoint, local witnesses
     * through the inverse transforms.
     */
    static void addWitnessPoint(ContactManifold out, MutableVec3 pA, MutableVec3 pB, long depth, long featureId,
            Transform ta, Transform tb, MutableVec3 scratch) {
        var p = out.addPoint();
        p.setWorld(midpoint(pA.x, pB.x), midpoint(pA.y, pB.y), midpoint(pA.z, pB.z));
        ta.inverseApplyToPointInto(pA.x, pA.y, pA.z, scratch);
        p.setLocalA(scratch.x, scratch.y, scratch.z);
        tb.inverseApplyToPointInto(pB.x, pB.y, pB.z, scratch);
        p.setLocalB(scratch.x, scratch.y, scratch.z);
        p.setDepth(depth).setFeatureId(featureId);
    }
}
