package dev.lockstep.collision.internal.narrow;

import dev.lockstep.collision.gjk.DistanceResult;
import dev.lockstep.collision.internal.gjk.GjkLoop;
import dev.lockstep.collision.internal.shape.BoxFeatures;
import dev.lockstep.collision.internal.shape.HullQueryIndex;
import dev.lockstep.collision.manifold.ContactManifold;
import dev.lockstep.collision.manifold.FeatureId;
import dev.lockstep.collision.shape.ConvexHull;
import dev.lockstep.collision.shape.Sphere;
import dev.lockstep.fixedpoint.Fixed;
import dev.lockstep.fixedpoint.MutableVec3;
import dev.lockstep.fixedpoint.Transform;

/**
 * Sphere (A) vs convex hull (B) (seed 001, "Sphere vs Hull", "Shallow and Deep Penetration"), one
 * point. Everything is decided in the hull's frame, where the sphere center {@code c} is brought
 * once; the answer is closed form in every common case and GJK is only a fallback.
 *
 * <ol>
 *   <li><b>Face planes</b>: {@code s_f = n_f . c - offset_f} for every face, one rounding each;
 *       the best face {@code F} has the largest (ties: lowest face index).</li>
 *   <li><b>Deep</b> ({@code s_F <= 0}: the center is inside or on every face plane): SAT over the
 *       face normals. Normal {@code -R_B n_F} (from the sphere into the hull), depth
 *       {@code r - s_F}, hull witness the projection {@code c - s_F n_F} (kept as B's local
 *       witness, mapped once to world), sphere witness {@code c + normal * r}; feature A
 *       {@code VERTEX 0}, B {@code FACE F}.</li>
 *   <li><b>Separated</b>: {@code s_F} exceeds {@code r + contactDistance} by more than its rounding
 *       margin: no point (the face plane bounds the distance from below).</li>
 *   <li><b>Shallow</b> (the center is outside): the closest hull feature by exact Voronoi-region
 *       tests ({@link PointHullRegion}). A face region gives the face contact of the deep case
 *       with depth {@code r - s_f} (same formulas, so the two agree at the surface); an edge or
 *       vertex region gives depth {@code r - |p - c|} for the closest point {@code p}, normal along
 *       {@code p - c}, feature B {@code EDGE k} or {@code VERTEX v}. This replaces an iterative
 *       GJK answer by the exact closest point of the region, rounded once per step. A bent face
 *       (merged from nearly coplanar triangles, {@code HullQueryIndex.planarFace} false) is not
 *       its plane: its region, and a center behind every plane but above the bent best face's
 *       true surface, take the closest point on that surface
 *       ({@link PointHullRegion#setBentFace}), depth {@code r - |p - c|}, feature B
 *       {@code FACE f}.</li>
 *   <li><b>Fallback</b> (no region test passed, which needs the closest point off the best face's
 *       closure): {@link Gjk#distance} between the center and the hull, as before the closed
 *       form (depth {@code -distance}, GJK's normal, witnesses and simplex feature; core
 *       distances up to {@link ContactConstants#GJK_CONFIRM_DISTANCE} confirmed by SAT).</li>
 * </ol>
 *
 * <p>A centred box ({@link BoxFeatures}) takes {@link SphereBoxContact}, which gives the same bits
 * by comparisons with the half extents.
 *
 * <p>Why not GJK: a GJK shallow contact costs about 4x as much (1,165 ns per sphere-box pair against
 * about 300); the closed form is exact in its region decisions and at least as accurate in the
 * numbers (collision/docs/convex-pairs.md).
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
            NarrowScratch ws, ContactManifold outManifold) {
        BoxFeatures box = HullQueryIndex.of(b).box();
        if (box != null) {
            return SphereBoxContact.collide(a, ta, b, box, tb, contactDistance, ws, outManifold);
        }
        return collideGeneral(a, ta, b, tb, contactDistance, ws, outManifold);
    }

    /**
     * The general path of {@link #collide} for any hull, boxes included (the box closed form
     * {@link SphereBoxContact} is proven to give its bits; tests compare the two).
     */
    static int collideGeneral(Sphere a, Transform ta, ConvexHull b, Transform tb, long contactDistance,
            NarrowScratch ws, ContactManifold outManifold) {
        ContactMath.checkContactDistance(contactDistance);
        outManifold.reset();
        MutableVec3 c = ws.coreA;
        ta.applyToPointInto(a.center().x(), a.center().y(), a.center().z(), c);
        MutableVec3 cLocal = ws.hullA;
        tb.inverseApplyToPointInto(c.x, c.y, c.z, cLocal);
        int best = bestFace(b, cLocal);
        long s = separation(b, best, cLocal);
        if (s <= 0) {
            if (!HullQueryIndex.of(b).planarFace(best) && PointHullRegion.aboveBentSurface(b, best, cLocal.x, cLocal.y, cLocal.z)) {
                // behind every plane yet above the true surface of the bent best face (the sliver
                // under its plane): outside the hull, the closest point on that surface
                ws.pointRegion.setBentFace(b, best, cLocal.x, cLocal.y, cLocal.z);
                return featureContact(a, ta, b, tb, ws.pointRegion, best, s, contactDistance, ws, outManifold);
            }
            // deep (or on a face plane): the center is inside every face plane
            return faceContact(a, ta, b, tb, best, s, contactDistance, ws, outManifold);
        }
        // separated beyond the contact distance: the true distance is at least s minus the
        // rounding of s and of the plane (n is unit within 2^-31, the dot rounds once), and a
        // computed closest-point distance is within 2 ulps of the truth, so this early out can
        // only skip queries that would return 0 anyway
        if (Fixed.sub(Fixed.sub(s, a.radius()), SEPARATION_MARGIN_FLOOR + (s >> 28)) > contactDistance) {
            return 0;
        }
        PointHullRegion region = ws.pointRegion;
        int type = region.find(b, best, s, cLocal.x, cLocal.y, cLocal.z);
        if (type == FeatureId.FACE) {
            if (!HullQueryIndex.of(b).planarFace(region.index)) {
                // a bent face's plane lies above the hull by up to the bend: measure to its
                // true surface (PointHullRegion.setBentFace), seed 001 "Sphere vs Hull"'s closest point
                region.setBentFace(b, region.index, cLocal.x, cLocal.y, cLocal.z);
                return featureContact(a, ta, b, tb, region, best, s, contactDistance, ws, outManifold);
            }
            return faceContact(a, ta, b, tb, region.index, region.faceSeparation, contactDistance, ws, outManifold);
        }
        if (type != FeatureId.NONE) {
            return featureContact(a, ta, b, tb, region, best, s, contactDistance, ws, outManifold);
        }
        return gjkContact(a, ta, b, tb, contactDistance, ws, outManifold);
    }

    /**
     * Floor of the margin of the separated early out, raw: 8. The margin is
     * {@code 8 + (s >> 28)}: the face-plane lower bound on the distance carries one rounding of the
     * dot (0.5 ulp), the plane's own offset rounding (0.5 ulp) and the normal's length error
     * ({@code s 2^-31}); the computed closest-point distance is within 2 ulps of the exact one.
     */
    static final long SEPARATION_MARGIN_FLOOR = 8;

    /**
     * The face contact, shallow (face region) or deep (center inside every face plane): normal
     * {@code -R_B n_f}, depth {@code r - s_f}, hull witness {@code c - s_f n_f}, sphere witness
     * {@code c + normal r}. {@code ws.coreA} holds the world center, {@code ws.hullA} the center in
     * the hull's frame.
     */
    static int faceContact(Sphere a, Transform ta, ConvexHull b, Transform tb, int face, long separation,
            long contactDistance, NarrowScratch ws, ContactManifold outManifold) {
        long depth = Fixed.sub(a.radius(), separation);
        if (depth < -contactDistance) {
            return 0;
        }
        MutableVec3 c = ws.coreA;
        MutableVec3 cLocal = ws.hullA;
        long nx = b.faceNormalX(face);
        long ny = b.faceNormalY(face);
        long nz = b.faceNormalZ(face);
        MutableVec3 n = ws.normal;
        tb.applyToVectorInto(nx, ny, nz, ws.faceNormal);
        ContactMath.setUnitNormal(-ws.faceNormal.x, -ws.faceNormal.y, -ws.faceNormal.z, n, outManifold);
        // hull witness: the center projected onto the face plane (hull frame), then to world
        long qx = Fixed.sub(cLocal.x, Fixed.mul(separation, nx));
        long qy = Fixed.sub(cLocal.y, Fixed.mul(separation, ny));
        long qz = Fixed.sub(cLocal.z, Fixed.mul(separation, nz));
        tb.applyToPointInto(qx, qy, qz, ws.coreB);
        MutableVec3 pA = ws.hullB;
        pA.set(Fixed.add(c.x, Fixed.mul(n.x, a.radius())), Fixed.add(c.y, Fixed.mul(n.y, a.radius())),
                Fixed.add(c.z, Fixed.mul(n.z, a.radius())));
        ContactMath.addWitnessPointLocalB(outManifold, pA, ws.coreB, qx, qy, qz, depth,
                FeatureId.of(FeatureId.VERTEX, 0, FeatureId.FACE, face), ta, ws.local);
        return 1;
    }

    /**
     * The edge or vertex contact of the closed form: closest hull point {@code p} (hull frame),
     * depth {@code r - |p - c|}, normal along {@code p - c} (scaled up by a power of two before
     * the rotation so a short offset keeps its direction bits), sphere witness
     * {@code c + normal r}. A center exactly on the hull point (possible only when rounded face
     * planes put it 1 ulp outside) gives the face contact of the best face.
     */
    static int featureContact(Sphere a, Transform ta, ConvexHull b, Transform tb, PointHullRegion region,
            int bestFace, long bestSeparation, long contactDistance, NarrowScratch ws, ContactManifold outManifold) {
        MutableVec3 cLocal = ws.hullA;
        long dx = Fixed.sub(region.x, cLocal.x);
        long dy = Fixed.sub(region.y, cLocal.y);
        long dz = Fixed.sub(region.z, cLocal.z);
        if ((dx | dy | dz) == 0) {
            return faceContact(a, ta, b, tb, bestFace, bestSeparation, contactDistance, ws, outManifold);
        }
        long depth = Fixed.sub(a.radius(), Fixed.length3(dx, dy, dz));
        if (depth < -contactDistance) {
            return 0;
        }
        long m = Math.max(Math.abs(dx), Math.max(Math.abs(dy), Math.abs(dz)));
        int k = Math.max(0, Long.numberOfLeadingZeros(m) - (63 - NORMAL_SCALE_BITS));
        tb.applyToVectorInto(dx << k, dy << k, dz << k, ws.faceNormal);
        MutableVec3 n = ws.normal;
        ContactMath.setUnitNormal(ws.faceNormal.x, ws.faceNormal.y, ws.faceNormal.z, n, outManifold);
        tb.applyToPointInto(region.x, region.y, region.z, ws.coreB);
        MutableVec3 c = ws.coreA;
        MutableVec3 pA = ws.hullB;
        pA.set(Fixed.add(c.x, Fixed.mul(n.x, a.radius())), Fixed.add(c.y, Fixed.mul(n.y, a.radius())),
                Fixed.add(c.z, Fixed.mul(n.z, a.radius())));
        ContactMath.addWitnessPointLocalB(outManifold, pA, ws.coreB, region.x, region.y, region.z, depth,
                FeatureId.of(FeatureId.VERTEX, 0, region.type, region.index), ta, ws.local);
        return 1;
    }

    /**
     * Scale of the offset {@code p - c} before it is rotated to world, in bits: the largest
     * component is shifted left (exactly) to at least {@code 2^40} raw, so the rotation's rounding
     * (0.5 ulp per product) moves the direction by at most about {@code 2^-40}.
     */
    private static final int NORMAL_SCALE_BITS = 40;

    /**
     * The same contact computed by the GJK path only (the behaviour before the closed form), for
     * the tests that cross-check the two; not used by {@link #collide} except as its fallback.
     */
    static int collideByGjk(Sphere a, Transform ta, ConvexHull b, Transform tb, long contactDistance,
            NarrowScratch ws, ContactManifold outManifold) {
        ContactMath.checkContactDistance(contactDistance);
        outManifold.reset();
        ta.applyToPointInto(a.center().x(), a.center().y(), a.center().z(), ws.coreA);
        tb.inverseApplyToPointInto(ws.coreA.x, ws.coreA.y, ws.coreA.z, ws.hullA);
        return gjkContact(a, ta, b, tb, contactDistance, ws, outManifold);
    }

    /**
     * The GJK path, kept for points whose closest hull feature is not on the best face's closure
     * (see {@link PointHullRegion}): GJK between the center and the hull; core distances up to
     * {@link ContactConstants#GJK_CONFIRM_DISTANCE} are confirmed by SAT.
     */
    private static int gjkContact(Sphere a, Transform ta, ConvexHull b, Transform tb, long contactDistance,
            NarrowScratch ws, ContactManifold outManifold) {
        DistanceResult r = ws.distance;
        GjkLoop.distance(a, ta, b, tb, ws.gjk, r);
        MutableVec3 cLocal = ws.hullA;
        if (r.coresOverlap() || r.coreDistance() <= ContactConstants.GJK_CONFIRM_DISTANCE
                && separation(b, bestFace(b, cLocal), cLocal) < 0) {
            int best = bestFace(b, cLocal);
            return faceContact(a, ta, b, tb, best, separation(b, best, cLocal), contactDistance, ws, outManifold);
        }
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
