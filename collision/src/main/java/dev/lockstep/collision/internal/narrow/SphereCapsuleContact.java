package dev.lockstep.collision.internal.narrow;

import dev.lockstep.collision.manifold.ContactManifold;
import dev.lockstep.collision.manifold.FeatureId;
import dev.lockstep.collision.manifold.TangentBasis;
import dev.lockstep.collision.shape.Capsule;
import dev.lockstep.collision.shape.Sphere;
import dev.lockstep.fixedpoint.Fixed;
import dev.lockstep.fixedpoint.MutableVec3;
import dev.lockstep.fixedpoint.Transform;
import dev.lockstep.fixedpoint.VecMath;

/**
 * Sphere (A) vs capsule (B) (seed 001, "Sphere vs Capsule"), closed form, at most one point: a
 * virtual sphere at the point {@code L} of the capsule's inner segment closest to the sphere
 * center {@code C}, then sphere vs sphere.
 *
 * <ol>
 *   <li>World center {@code C}, world segment {@code c0 -> c1}, {@code e = c1 - c0} exact,
 *       {@code len = |e|} (one rounding), {@code u = e/|e|}.</li>
 *   <li>{@code s = clamp(u.(C - c0), 0, len)} (one rounding); {@code L = c0 + e*s/len}
 *       ({@link ContactMath#pointAt}: exactly {@code c0} or {@code c1} at the ends). A zero-length
 *       capsule ({@code e == 0}) has {@code L = c0}: it is a sphere.</li>
 *   <li>{@code d = L - C}, depth {@code rS + rC - |d|}, normal {@code d/|d|} as for two spheres;
 *       when {@code L} is interior, {@code d} without its rounding component along {@code u}
 *       ({@code CapsuleCapsuleContact.perpendicularNormal}), so a centre on the axis gets a normal
 *       perpendicular to it (issue 20).</li>
 * </ol>
 *
 * <p>Degenerate case (seed 001, "Sphere vs Capsule: Degenerate Case": the sphere center lies
 * exactly on the inner segment, {@code d == 0}): the normal is the first {@link TangentBasis}
 * tangent of {@code u}, a deterministic direction perpendicular to the segment ("any direction
 * which is perpendicular to the inner capsule segment"). For a zero-length capsule it is
 * {@link ContactConstants#DEFAULT_NORMAL_Y}, as for coincident spheres.
 *
 * <p>Feature id: A {@code VERTEX 0}; B {@code VERTEX 0} when {@code L = c0}, {@code VERTEX 1} when
 * {@code L = c1} (clamped to the caps), {@code EDGE 0} on the segment interior.
 */
public final class SphereCapsuleContact {
    private SphereCapsuleContact() {
    }

    /**
     * Resets {@code outManifold} and fills it with the contact of sphere {@code a} (placed by
     * {@code ta}) and capsule {@code b} (placed by {@code tb}), normal from the sphere to the
     * capsule; returns the number of points (0 or 1).
     *
     * @param contactDistance raw, {@code >= 0}: points are also produced for separations up to this
     * @throws IllegalArgumentException if {@code contactDistance < 0}
     * @throws dev.lockstep.fixedpoint.FixedOverflowException if world coordinates exceed the
     *     documented bound ({@code |coordinate| < 2^30})
     */
    public static int collide(Sphere a, Transform ta, Capsule b, Transform tb, long contactDistance,
            NarrowScratch ws, ContactManifold outManifold) {
        ContactMath.checkContactDistance(contactDistance);
        outManifold.reset();
        MutableVec3 c = ws.coreA;
        MutableVec3 c0 = ws.b0;
        MutableVec3 c1 = ws.b1;
        MutableVec3 l = ws.coreB;
        ta.applyToPointInto(a.center().x(), a.center().y(), a.center().z(), c);
        tb.applyToPointInto(b.p0().x(), b.p0().y(), b.p0().z(), c0);
        tb.applyToPointInto(b.p1().x(), b.p1().y(), b.p1().z(), c1);
        long ex = Fixed.sub(c1.x, c0.x);
        long ey = Fixed.sub(c1.y, c0.y);
        long ez = Fixed.sub(c1.z, c0.z);
        boolean pointLike = (ex | ey | ez) == 0;
        int featureB;
        int indexB = 0;
        if (pointLike) {
            l.set(c0);
            featureB = FeatureId.VERTEX;
        } else {
            long len = Fixed.length3(ex, ey, ez);
            VecMath.normalizeInto(ex, ey, ez, ws.uB);
            long s = ContactMath.projectClamped(c0, ws.uB, len, c.x, c.y, c.z);
            ContactMath.pointAt(c0, c1, ex, ey, ez, s, len, l);
            featureB = s == 0 || s == len ? FeatureId.VERTEX : FeatureId.EDGE;
            indexB = s == len ? 1 : 0;
        }
        long dx = Fixed.sub(l.x, c.x);
        long dy = Fixed.sub(l.y, c.y);
        long dz = Fixed.sub(l.z, c.z);
        boolean onSegment = (dx | dy | dz) == 0;
        long dist = onSegment ? 0 : Fixed.length3(dx, dy, dz);
        long depth = Fixed.sub(Fixed.add(a.radius(), b.radius()), dist);
        if (depth < -contactDistance) {
            return 0;
        }
        MutableVec3 n = ws.normal;
        if (!onSegment && featureB == FeatureId.EDGE) {
            CapsuleCapsuleContact.perpendicularNormal(dx, dy, dz, ws.uB, n, ws.t2);
        } else if (!onSegment) {
            VecMath.normalizeInto(dx, dy, dz, n);
        } else if (pointLike) {
            n.set(ContactConstants.DEFAULT_NORMAL_X, ContactConstants.DEFAULT_NORMAL_Y, ContactConstants.DEFAULT_NORMAL_Z);
        } else {
            TangentBasis.computeInto(ws.uB.x, ws.uB.y, ws.uB.z, n, ws.t2);
        }
        outManifold.setNormal(n.x, n.y, n.z);
        ContactMath.addRoundPoint(outManifold, c, a.radius(), l, b.radius(), n, depth,
                FeatureId.of(FeatureId.VERTEX, 0, featureB, indexB), ta, tb, ws.local);
        return 1;
    }
}
