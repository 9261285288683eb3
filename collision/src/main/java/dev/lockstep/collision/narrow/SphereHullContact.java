package dev.lockstep.collision.narrow;

import dev.lockstep.collision.gjk.DistanceResult;
import dev.lockstep.collision.gjk.Gjk;
import dev.lockstep.collision.manifold.ContactManifold;
import dev.lockstep.collision.manifold.FeatureId;
import dev.lockstep.collision.shape.ConvexHull;
import dev.lockstep.collision.shape.Sphere;
import dev.lockstep.fixedpoint.Fixed;
import dev.lockstep.fixedpoint.MutableVec3;
import dev.lockstep.fixedpoint.Transform;

/**
 * Sphere (A) vs convex hull (B) (seed 001, "Sphere vs Hull", "Shallow and Deep Penetration"), one
 * point.
 *
 * <ul>
 *   <li><b>Shallow</b> (the sphere center is outside the hull): {@link Gjk#distance} between the
 *       sphere's core point and the hull ("we use GJK with the sphere center and not the sphere
 *       itself"). Depth {@code = r - |C - L|} (minus GJK's signed distance); normal from the center
 *       to the closest hull point {@code L}; witnesses GJK's points (sphere surface, hull point);
 *       feature A {@code VERTEX 0}, B the hull vertex, edge or face of GJK's simplex.</li>
 *   <li><b>Deep</b> (GJK reports the center inside or on the hull, or reports a core distance of
 *       at most {@link ContactConstants#GJK_CONFIRM_DISTANCE} while SAT finds the center strictly
 *       inside every face plane): SAT over the hull's face
 *       normals only, in the hull's frame. The minimising face is the one with the largest
 *       {@code s_f = n_f . c - offset_f} (the least negative; ties: lowest face index). Normal
 *       {@code -R_B n_f} (from the sphere into the hull), depth {@code r - s_f}, hull witness the
 *       projection {@code c - s_f n_f} of the center onto the face, sphere witness
 *       {@code c + normal * r}; feature A {@code VERTEX 0}, B {@code FACE f}.</li>
 * </ul>
 */
public final class SphereHullContact {
    private SphereHullContact() {
    }

    /**
     * Resets {@code outManifold} and fills it with the contact of sphere {@code a} and hull
     * {@code b}, normal from the sphere to the hull; returns the number of points (0 or 1).
     *
     * @throws IllegalArgumentException if {@code contactDistance < 0}, or if the shapes are farther
     *     apart than GJK's working bound
     */
    public static int collide(Sphere a, Transform ta, ConvexHull b, Transform tb, long contactDistance,
            ContactWorkspace ws, ContactManifold outManifold) {
        ContactMath.checkContactDistance(contactDistance);
        outManifold.reset();
        DistanceResult r = ws.distance;
        Gjk.distance(a, ta, b, tb, ws.gjk, r);
        MutableVec3 c = ws.coreA;
        ta.applyToPointInto(a.center().x(), a.center().y(), a.center().z(), c);
        MutableVec3 cLocal = ws.hullA;
        tb.inverseApplyToPointInto(c.x, c.y, c.z, cLocal);
        int best = -1;
        boolean deep = r.coresOverlap();
        if (!deep && r.coreDistance() <= ContactConstants.GJK_CONFIRM_DISTANCE) {
            best = bestFace(b, cLocal);
            deep = separation(b, best, cLocal) < 0;   // SAT is exact for a point: strictly inside
        }
        if (!deep) {
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
        // ---- deep: the center is inside the hull; SAT over the face normals in the hull's frame
        if (best < 0) {
            best = bestFace(b, cLocal);
        }
        long bestSeparation = separation(b, best, cLocal);
        long depth = Fixed.sub(a.radius(), bestSeparation);
        if (depth < -contactDistance) {
            return 0;                     // unreachable when GJK saw overlap; kept for the contract
        }
        long nx = b.faceNormalX(best);
        long ny = b.faceNormalY(best);
        long nz = b.faceNormalZ(best);
        MutableVec3 n = ws.normal;
        tb.applyToVectorInto(nx, ny, nz, ws.faceNormal);
        ContactMath.setUnitNormal(-ws.faceNormal.x, -ws.faceNormal.y, -ws.faceNormal.z, n, outManifold);
        // hull witness: the center projected onto the face plane (hull frame), then to world
        tb.applyToPointInto(Fixed.sub(cLocal.x, Fixed.mul(bestSeparation, nx)),
                Fixed.sub(cLocal.y, Fixed.mul(bestSeparation, ny)), Fixed.sub(cLocal.z, Fixed.mul(bestSeparation, nz)), ws.coreB);
        MutableVec3 pA = ws.hullB;
        pA.set(Fixed.add(c.x, Fixed.mul(n.x, a.radius())), Fixed.add(c.y, Fixed.mul(n.y, a.radius())),
                Fixed.add(c.z, Fixed.mul(n.z, a.radius())));
        ContactMath.addWitnessPoint(outManifold, pA, ws.coreB, depth,
                FeatureId.of(FeatureId.VERTEX, 0, FeatureId.FACE, best), ta, tb, ws.local);
        return 1;
    }

    /** Returns the face with the largest {@code n_f . c - offset_f} (ties: lowest index). */
    private static int bestFace(ConvexHull b, MutableVec3 c) {
        int best = 0;
        long bestSeparation = separation(b, 0, c);
        for (int f = 1; f < b.faceCount(); f++) {
            long s = separation(b, f, c);
            if (s > bestSeparation) {
                best = f;
                bestSeparation = s;
            }
        }
        return best;
    }

    private static long separation(ConvexHull b, int f, MutableVec3 c) {
        return Fixed.sub(Fixed.dot3(b.faceNormalX(f), b.faceNormalY(f), b.faceNormalZ(f), c.x, c.y, c.z), b.faceOffset(f));
    }
}
