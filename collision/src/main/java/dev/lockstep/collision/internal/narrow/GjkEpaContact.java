package dev.lockstep.collision.internal.narrow;

import dev.lockstep.collision.epa.GjkEpa;
import dev.lockstep.collision.gjk.DistanceResult;
import dev.lockstep.collision.manifold.ContactManifold;
import dev.lockstep.collision.shape.Shape;
import dev.lockstep.fixedpoint.Fixed;
import dev.lockstep.fixedpoint.Transform;

/**
 * The fallback for any convex pair (seed 001, "Building Incremental Manifolds (1)": GJK on the
 * core shapes when they are apart, "if the core shapes are actually overlapping we fall back onto
 * some other algorithm (e.g. EPA ...)"; seed 003's EPA): one point per query, the closest (or
 * deepest) pair of witness points of {@link GjkEpa#signedDistance}, for convex pairs without a
 * one-shot manifold (it is not in the table: every convex cell has its own function now); a
 * {@code PersistentManifold} accumulates its points over frames.
 *
 * <p>Depth {@code = -signedDistance}; normal from A to B as GJK/EPA report it (re-normalised, so
 * the manifold's tangents see a unit vector); witnesses {@code pointA}, {@code pointB}; feature id
 * from GJK's terminating simplex ({@link SimplexFeatures}). A zero normal (never produced by the
 * current GJK/EPA, guarded all the same) becomes {@link ContactConstants#DEFAULT_NORMAL_Y}.
 */
final class GjkEpaContact {
    private GjkEpaContact() {
    }

    /**
     * Resets {@code outManifold} and fills it with at most one point for {@code a} and {@code b};
     * returns the number of points.
     *
     * @throws IllegalArgumentException if {@code contactDistance < 0}, or if the shapes are farther
     *     apart than GJK's working bound ({@code MinkowskiDifference.MAX_SUPPORT_COORDINATE})
     */
    public static int collide(Shape a, Transform ta, Shape b, Transform tb, long contactDistance,
            NarrowScratch ws, ContactManifold outManifold) {
        ContactMath.checkContactDistance(contactDistance);
        outManifold.reset();
        DistanceResult r = ws.distance;
        GjkEpa.signedDistance(a, ta, b, tb, ws.gjk, ws.epa, r);
        long depth = Fixed.neg(r.distance());
        if (depth < -contactDistance) {
            return 0;
        }
        ContactMath.setUnitNormal(r.normalX(), r.normalY(), r.normalZ(), ws.normal, outManifold);
        r.pointAInto(ws.coreA);
        r.pointBInto(ws.coreB);
        ContactMath.addWitnessPoint(outManifold, ws.coreA, ws.coreB, depth, SimplexFeatures.featureId(a, b, r),
                ta, tb, ws.local);
        return 1;
    }
}
