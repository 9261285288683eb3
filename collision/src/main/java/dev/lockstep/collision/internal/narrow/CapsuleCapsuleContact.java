package dev.lockstep.collision.internal.narrow;

import dev.lockstep.collision.manifold.ContactManifold;
import dev.lockstep.collision.manifold.FeatureId;
import dev.lockstep.collision.manifold.TangentBasis;
import dev.lockstep.collision.shape.Capsule;
import dev.lockstep.fixedpoint.Fixed;
import dev.lockstep.fixedpoint.MutableVec3;
import dev.lockstep.fixedpoint.Transform;
import dev.lockstep.fixedpoint.VecMath;

/**
 * Capsule (A) vs capsule (B) (seed 001, "Capsule vs Capsule" and "Capsule vs Capsule: Stacking /
 * Clipping"), closed form, one or two points.
 *
 * <h2>Steps</h2>
 * <ol>
 *   <li><b>Closest points of the inner segments</b> (seed 004's edge-edge derivation, Ericson's
 *       clamped form) with unit directions {@code uA}, {@code uB} and lengths so every quantity
 *       stays near unit scale: with {@code r = a0 - b0}, {@code b = uA.uB}, {@code c = uA.r},
 *       {@code f = uB.r} (each one rounding) and {@code denom = 1 - b^2} (one rounding),
 *       <pre>
 *   s = clamp((b*f - c) / denom, 0, lenA)     (0 when parallel)
 *   t = b*s + f;  if t &lt; 0: t = 0, s = clamp(-c, 0, lenA)
 *                 if t &gt; lenB: t = lenB, s = clamp(b*lenB - c, 0, lenA)
 *       </pre>
 *       and the core points {@code a0 + eA*s/lenA}, {@code b0 + eB*t/lenB} ({@link ContactMath#pointAt}).
 *       A zero-length segment is a point: its parameter is 0 and the other is the clamped
 *       projection.</li>
 *   <li>{@code d = coreB - coreA}; depth {@code rA + rB - |d|}; no contact when below
 *       {@code -contactDistance}.</li>
 *   <li><b>Normal</b>. Both closest points interior and the segments not parallel: {@code uA x uB}
 *       normalised, oriented along {@code d} (seed 001 "Capsule vs Capsule: Degenerate Case", the
 *       cross product; applied whenever {@code d} is perpendicular to both segments in exact
 *       arithmetic, not only when it rounds to 0, because a nearly zero {@code d} is rounding
 *       noise: issue 20, crossing capsules got world +Y). One point interior: {@code d} without
 *       its rounding component along that segment ({@link #perpendicularNormal}). Otherwise
 *       {@code d/|d|}. When the segments touch ({@code d == 0}) and the cross rule does not
 *       apply: not parallel, {@code uA x uB} normalised and oriented from A's
 *       segment midpoint towards B's (kept as is when the midpoints are level with it); parallel,
 *       the first {@link TangentBasis} tangent of {@code uA} (of {@code uB} if A is a point);
 *       two points, {@link ContactConstants#DEFAULT_NORMAL_Y}.</li>
 *   <li><b>Parallel segments</b> ({@code denom <= } {@link ContactConstants#PARALLEL_SINE_SQUARED},
 *       neither a point) whose extents overlap along A: two points, by clipping B's segment against
 *       the two side planes of A's segment (the planes through {@code a0} and {@code a1} normal to
 *       {@code uA}). Each clipped end is either an end of B inside A's slab (paired with its
 *       projection on A) or an end of A (paired with its closest point on B). Each point's depth
 *       is {@code rA + rB - (q - p).n} along the common normal, and points below
 *       {@code -contactDistance} are dropped; if both are, the single closest point is used.</li>
 * </ol>
 *
 * <p>Feature ids: per side, {@code VERTEX 0}/{@code VERTEX 1} when the core point is exactly that
 * segment end, {@code EDGE 0} for an interior point. Two clipped points therefore have different
 * ids (an end of A or B each), stable while the same ends bound the overlap.
 *
 * <p>Same-type symmetry: the swapped query solves the same problem with the roles exchanged, so the
 * closest points agree within the rounding of the steps above (and exactly in the clamped-end
 * cases); parallel clipping then clips A against B instead of B against A, which gives the same
 * points to within rounding. {@code CapsuleCapsuleProperties} checks the documented tolerance.
 */
public final class CapsuleCapsuleContact {
    private CapsuleCapsuleContact() {
    }

    /**
     * Resets {@code outManifold} and fills it with the contact of capsule {@code a} (placed by
     * {@code ta}) and capsule {@code b} (placed by {@code tb}), normal from A to B; returns the
     * number of points (0, 1 or 2).
     *
     * @param contactDistance raw, {@code >= 0}: points are also produced for separations up to this
     * @throws IllegalArgumentException if {@code contactDistance < 0}
     * @throws dev.lockstep.fixedpoint.FixedOverflowException if world coordinates exceed the
     *     documented bound ({@code |coordinate| < 2^30})
     */
    public static int collide(Capsule a, Transform ta, Capsule b, Transform tb, long contactDistance,
            NarrowScratch ws, ContactManifold outManifold) {
        ContactMath.checkContactDistance(contactDistance);
        outManifold.reset();
        MutableVec3 a0 = ws.a0;
        MutableVec3 a1 = ws.a1;
        MutableVec3 b0 = ws.b0;
        MutableVec3 b1 = ws.b1;
        ta.applyToPointInto(a.p0().x(), a.p0().y(), a.p0().z(), a0);
        ta.applyToPointInto(a.p1().x(), a.p1().y(), a.p1().z(), a1);
        tb.applyToPointInto(b.p0().x(), b.p0().y(), b.p0().z(), b0);
        tb.applyToPointInto(b.p1().x(), b.p1().y(), b.p1().z(), b1);
        MutableVec3 uA = ws.uA;
        MutableVec3 uB = ws.uB;
        MutableVec3 coreA = ws.coreA;
        MutableVec3 coreB = ws.coreB;
        SegmentClosestPoints seg = ws.segments;
        seg.compute(a0, a1, b0, b1, uA, uB, coreA, coreB);
        long eAx = seg.eAx;
        long eAy = seg.eAy;
        long eAz = seg.eAz;
        long eBx = seg.eBx;
        long eBy = seg.eBy;
        long eBz = seg.eBz;
        long lenA = seg.lenA;
        long lenB = seg.lenB;
        long s = seg.s;
        long t = seg.t;
        boolean parallel = seg.parallel;

        // ---- distance test
        long dx = Fixed.sub(coreB.x, coreA.x);
        long dy = Fixed.sub(coreB.y, coreA.y);
        long dz = Fixed.sub(coreB.z, coreA.z);
        boolean touching = (dx | dy | dz) == 0;
        long dist = touching ? 0 : Fixed.length3(dx, dy, dz);
        long radii = Fixed.add(a.radius(), b.radius());
        long depth = Fixed.sub(radii, dist);
        if (depth < -contactDistance) {
            return 0;
        }

        // ---- normal
        MutableVec3 n = ws.normal;
        boolean interiorA = s != 0 && s != lenA;
        boolean interiorB = t != 0 && t != lenB;
        if (interiorA && interiorB && !parallel) {
            // both closest points interior: d is perpendicular to both segments, so the normal is
            // the cross product's direction; d itself may be rounding noise (issue 20)
            crossingNormal(a0, a1, b0, b1, uA, uB, dx, dy, dz, n);
        } else if (!touching && interiorA) {
            perpendicularNormal(dx, dy, dz, uA, n, ws.t2);
        } else if (!touching && interiorB) {
            perpendicularNormal(dx, dy, dz, uB, n, ws.t2);
        } else if (!touching) {
            VecMath.normalizeInto(dx, dy, dz, n);
        } else if (lenA != 0 && lenB != 0 && !parallel) {
            crossingNormal(a0, a1, b0, b1, uA, uB, 0, 0, 0, n);
        } else if (lenA != 0) {
            TangentBasis.computeInto(uA.x, uA.y, uA.z, n, ws.t2);
        } else if (lenB != 0) {
            TangentBasis.computeInto(uB.x, uB.y, uB.z, n, ws.t2);
        } else {
            n.set(ContactConstants.DEFAULT_NORMAL_X, ContactConstants.DEFAULT_NORMAL_Y, ContactConstants.DEFAULT_NORMAL_Z);
        }
        outManifold.setNormal(n.x, n.y, n.z);

        // ---- two points for parallel, overlapping segments (seed 001 "Capsule vs Capsule: Clipping")
        if (parallel && clipParallel(a, b, eAx, eAy, eAz, lenA, eBx, eBy, eBz, lenB, radii, contactDistance,
                ta, tb, ws, outManifold) > 0) {
            return outManifold.pointCount();
        }
        ContactMath.addRoundPoint(outManifold, coreA, a.radius(), coreB, b.radius(), n, depth,
                FeatureId.of(featureType(s, lenA), s != 0 && s == lenA ? 1 : 0, featureType(t, lenB),
                        t != 0 && t == lenB ? 1 : 0), ta, tb, ws.local);
        return 1;
    }

    /** VERTEX at an end (including a point-like segment), EDGE in the interior. */
    private static int featureType(long s, long len) {
        return s == 0 || s == len ? FeatureId.VERTEX : FeatureId.EDGE;
    }

    /**
     * Writes the normal of crossing segments whose closest points are both interior:
     * {@code uA x uB} normalised (its length is the sine, above 2^-6 because the segments are not
     * parallel), oriented along {@code d = coreB - coreA} (sign of {@code n.d}, exact), or when
     * that is 0 (the segments touch) flipped when it points from B's midpoint towards A's (sign of
     * {@code n.((b0 + b1) - (a0 + a1))}, exact).
     */
    private static void crossingNormal(MutableVec3 a0, MutableVec3 a1, MutableVec3 b0, MutableVec3 b1,
            MutableVec3 uA, MutableVec3 uB, long dx, long dy, long dz, MutableVec3 out) {
        VecMath.crossInto(uA.x, uA.y, uA.z, uB.x, uB.y, uB.z, out);
        VecMath.normalizeInto(out.x, out.y, out.z, out);
        int along = Fixed.signOfDot3(out.x, out.y, out.z, dx, dy, dz);
        if (along != 0) {
            if (along < 0) {
                out.set(-out.x, -out.y, -out.z);
            }
            return;
        }
        long gx = Fixed.add(Fixed.sub(b0.x, a0.x), Fixed.sub(b1.x, a1.x));
        long gy = Fixed.add(Fixed.sub(b0.y, a0.y), Fixed.sub(b1.y, a1.y));
        long gz = Fixed.add(Fixed.sub(b0.z, a0.z), Fixed.sub(b1.z, a1.z));
        if (Fixed.signOfDot3(out.x, out.y, out.z, gx, gy, gz) < 0) {
            out.set(-out.x, -out.y, -out.z);
        }
    }

    /**
     * Writes {@code d} without its component along the unit direction {@code u} of a segment whose
     * closest point is interior, normalised: in exact arithmetic {@code d} is perpendicular to
     * that segment, so the component is rounding (issue 20: a sphere centre on a capsule's axis
     * left a normal along the axis). The component is one {@code Fixed.dot3} and each product one
     * rounding. When nothing beyond rounding is left (every component at most
     * {@link ContactConstants#AXIS_NOISE}), the first {@link TangentBasis} tangent of {@code u} ({@code scratch}
     * takes the second; seed
     * 001, "Sphere vs Capsule: Degenerate Case": any direction perpendicular to the segment).
     */
    static void perpendicularNormal(long dx, long dy, long dz, MutableVec3 u, MutableVec3 out, MutableVec3 scratch) {
        long along = Fixed.dot3(dx, dy, dz, u.x, u.y, u.z);
        long px = Fixed.sub(dx, Fixed.mul(u.x, along));
        long py = Fixed.sub(dy, Fixed.mul(u.y, along));
        long pz = Fixed.sub(dz, Fixed.mul(u.z, along));
        if (Math.max(Math.abs(px), Math.max(Math.abs(py), Math.abs(pz))) <= ContactConstants.AXIS_NOISE) {
            TangentBasis.computeInto(u.x, u.y, u.z, out, scratch);
            return;
        }
        VecMath.normalizeInto(px, py, pz, out);
    }

    /**
     * Adds up to two points for parallel segments by clipping B against A's side planes; returns
     * how many were added (0 when the extents do not overlap along A or both points are too far).
     */
    private static int clipParallel(Capsule a, Capsule b, long eAx, long eAy, long eAz, long lenA,
            long eBx, long eBy, long eBz, long lenB, long radii, long contactDistance,
            Transform ta, Transform tb, NarrowScratch ws, ContactManifold out) {
        MutableVec3 a0 = ws.a0;
        MutableVec3 uA = ws.uA;
        // signed positions of B's ends along A (unclamped, one rounding each)
        long s0 = Fixed.dot3(uA.x, uA.y, uA.z, Fixed.sub(ws.b0.x, a0.x), Fixed.sub(ws.b0.y, a0.y), Fixed.sub(ws.b0.z, a0.z));
        long s1 = Fixed.dot3(uA.x, uA.y, uA.z, Fixed.sub(ws.b1.x, a0.x), Fixed.sub(ws.b1.y, a0.y), Fixed.sub(ws.b1.z, a0.z));
        int lowEnd = s1 < s0 ? 1 : 0;     // tie (impossible for parallel, non-point B) goes to end 0
        long lo = lowEnd == 0 ? s0 : s1;
        long hi = lowEnd == 0 ? s1 : s0;
        if (Math.max(lo, 0) >= Math.min(hi, lenA)) {
            return 0;
        }
        int added = clipPoint(a, b, lo >= 0, lowEnd, lo, 0, eAx, eAy, eAz, lenA, eBx, eBy, eBz, lenB,
                radii, contactDistance, ta, tb, ws, out);
        added += clipPoint(a, b, hi <= lenA, 1 - lowEnd, hi, 1, eAx, eAy, eAz, lenA, eBx, eBy, eBz, lenB,
                radii, contactDistance, ta, tb, ws, out);
        return added;
    }

    /**
     * Adds one clipped point: B's end {@code endB} (at {@code sB} along A) with its projection on A
     * when {@code bEndInside}, else A's end {@code endA} with its closest point on B.
     */
    private static int clipPoint(Capsule a, Capsule b, boolean bEndInside, int endB, long sB, int endA,
            long eAx, long eAy, long eAz, long lenA, long eBx, long eBy, long eBz, long lenB, long radii,
            long contactDistance, Transform ta, Transform tb, NarrowScratch ws, ContactManifold out) {
        // own scratch: coreA/coreB still hold the closest points for the single-point fallback
        MutableVec3 p = ws.clipA;
        MutableVec3 q = ws.clipB;
        long feature;
        if (bEndInside) {
            q.set(endB == 0 ? ws.b0 : ws.b1);
            ContactMath.pointAt(ws.a0, ws.a1, eAx, eAy, eAz, sB, lenA, p);
            feature = FeatureId.of(featureType(sB, lenA), sB != 0 && sB == lenA ? 1 : 0, FeatureId.VERTEX, endB);
        } else {
            p.set(endA == 0 ? ws.a0 : ws.a1);
            long t = ContactMath.projectClamped(ws.b0, ws.uB, lenB, p.x, p.y, p.z);
            ContactMath.pointAt(ws.b0, ws.b1, eBx, eBy, eBz, t, lenB, q);
            feature = FeatureId.of(FeatureId.VERTEX, endA, featureType(t, lenB), t != 0 && t == lenB ? 1 : 0);
        }
        MutableVec3 n = ws.normal;
        long separation = Fixed.dot3(Fixed.sub(q.x, p.x), Fixed.sub(q.y, p.y), Fixed.sub(q.z, p.z), n.x, n.y, n.z);
        long depth = Fixed.sub(radii, separation);
        if (depth < -contactDistance) {
            return 0;
        }
        ContactMath.addRoundPoint(out, p, a.radius(), q, b.radius(), n, depth, feature, ta, tb, ws.local);
        return 1;
    }
}
