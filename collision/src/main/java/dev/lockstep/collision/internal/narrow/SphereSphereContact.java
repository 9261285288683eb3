package dev.lockstep.collision.internal.narrow;

import dev.lockstep.collision.manifold.ContactManifold;
import dev.lockstep.collision.manifold.FeatureId;
import dev.lockstep.collision.shape.Sphere;
import dev.lockstep.fixedpoint.Fixed;
import dev.lockstep.fixedpoint.MutableVec3;
import dev.lockstep.fixedpoint.Transform;
import dev.lockstep.fixedpoint.VecMath;

/**
 * Sphere vs sphere (seed 001, "Sphere vs Sphere"), closed form, at most one point.
 *
 * <ol>
 *   <li>World centers {@code cA = TA(centerA)}, {@code cB = TB(centerB)}; {@code d = cB - cA} exact.</li>
 *   <li>{@code |d|} by {@link Fixed#length3} (exact sum of squares, one rounding);
 *       {@code depth = rA + rB - |d|} exact from there. No point when
 *       {@code depth < -contactDistance}.</li>
 *   <li>Normal {@code d / |d|} ({@link VecMath#normalizeInto}); coincident centers
 *       ({@code d == 0} exactly) take {@link ContactConstants#DEFAULT_NORMAL_Y} (+Y), seed 001's
 *       "global up axis".</li>
 *   <li>Witnesses {@code cA + n*rA} and {@code cB - n*rB}; the point is their midpoint ("the middle
 *       of the two surface points, not the middle of the two center points").</li>
 * </ol>
 * Feature id: {@code VERTEX 0} on both sides (the centers), constant while the spheres touch.
 *
 * <p>Symmetry: swapping the spheres negates {@code d} exactly, and every rounding used is
 * symmetric under negation, so the swapped query gives the negated normal and swapped witnesses bit
 * for bit, except for coincident centers (both orders give +Y) and centers at least {@code 2^30}
 * apart on an axis (normalisation then shifts right, which rounds toward minus infinity).
 */
public final class SphereSphereContact {
    private SphereSphereContact() {
    }

    /** The feature id of every sphere-sphere point: center of A against center of B. */
    public static final long FEATURE = FeatureId.of(FeatureId.VERTEX, 0, FeatureId.VERTEX, 0);

    /**
     * Resets {@code outManifold} and fills it with the contact of sphere {@code a} placed by
     * {@code ta} and sphere {@code b} placed by {@code tb}; returns the number of points (0 or 1).
     *
     * @param contactDistance raw, {@code >= 0}: a point is also produced when the spheres are
     *     separated by at most this much (its depth is then negative)
     * @throws IllegalArgumentException if {@code contactDistance < 0}
     * @throws dev.lockstep.fixedpoint.FixedOverflowException if world coordinates exceed the
     *     documented bound ({@code |coordinate| < 2^30}) so that a difference overflows
     */
    public static int collide(Sphere a, Transform ta, Sphere b, Transform tb, long contactDistance,
            NarrowScratch ws, ContactManifold outManifold) {
        ContactMath.checkContactDistance(contactDistance);
        outManifold.reset();
        MutableVec3 ca = ws.coreA;
        MutableVec3 cb = ws.coreB;
        ta.applyToPointInto(a.center().x(), a.center().y(), a.center().z(), ca);
        tb.applyToPointInto(b.center().x(), b.center().y(), b.center().z(), cb);
        long dx = Fixed.sub(cb.x, ca.x);
        long dy = Fixed.sub(cb.y, ca.y);
        long dz = Fixed.sub(cb.z, ca.z);
        boolean coincident = (dx | dy | dz) == 0;
        long dist = coincident ? 0 : Fixed.length3(dx, dy, dz);
        long depth = Fixed.sub(Fixed.add(a.radius(), b.radius()), dist);
        if (depth < -contactDistance) {
            return 0;
        }
        MutableVec3 n = ws.normal;
        if (coincident) {
            n.set(ContactConstants.DEFAULT_NORMAL_X, ContactConstants.DEFAULT_NORMAL_Y, ContactConstants.DEFAULT_NORMAL_Z);
        } else {
            VecMath.normalizeInto(dx, dy, dz, n);
        }
        outManifold.setNormal(n.x, n.y, n.z);
        ContactMath.addRoundPoint(outManifold, ca, a.radius(), cb, b.radius(), n, depth, FEATURE, ta, tb, ws.local);
        return 1;
    }
}
