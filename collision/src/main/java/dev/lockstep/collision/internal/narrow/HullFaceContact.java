package dev.lockstep.collision.internal.narrow;

import dev.lockstep.collision.gjk.DistanceResult;
import dev.lockstep.collision.internal.gjk.GjkLoop;
import dev.lockstep.collision.internal.clip.ClipWorkspace;
import dev.lockstep.collision.internal.clip.IncidentFace;
import dev.lockstep.collision.internal.clip.ReferenceFace;
import dev.lockstep.collision.internal.manifold.ContactReduction;
import dev.lockstep.collision.internal.sat.HullHullSat;
import dev.lockstep.collision.internal.sat.PlacedHull;
import dev.lockstep.collision.internal.sat.RelativePose;
import dev.lockstep.collision.internal.sat.SatWorkspace;
import dev.lockstep.collision.internal.shape.HullQueryIndex;
import dev.lockstep.collision.manifold.ContactManifold;
import dev.lockstep.collision.manifold.FeatureId;
import dev.lockstep.collision.manifold.TangentBasis;
import dev.lockstep.fixedpoint.Fixed;
import dev.lockstep.fixedpoint.Transform;

/**
 * The face contact of {@link HullHullContact} (seed 001, "Contact Creation"): the incident face
 * clipped against the reference face's side planes, kept points moved onto the reference face
 * (or onto the triangles of a bent one), at most four kept by area; a deep or speculative point
 * when the clip keeps nothing. Writes into the workspace's A-frame result
 * ({@link HullHullContact#writePoint}); static, allocation-free.
 */
final class HullFaceContact {
    private HullFaceContact() {
    }

    /**
     * The face contact of seed 001 ("Contact Creation": reference face, incident face, clipping):
     * the incident face clipped against the reference face's side planes, each clipped point
     * within the contact distance of the reference face kept and moved onto it
     * ({@link #keepPoint}), at most four kept by area ({@link ContactReduction}).
     *
     * <p>When no clipped point is kept and the SAT's separation for the face is not positive (the
     * hulls overlap), the incident hull's deepest vertex along the reference normal (its support
     * for the SAT's face axis) is offered instead, the one point of a deep contact. Why: in a deep
     * overlap the reference face the SAT keeps (the flip-flop bias may keep
     * A's face while B's is up to about 5% shallower, {@link HullHullSat#bias}) and its incident
     * face need not overlap side to side, so the clip can come out empty although the hulls
     * overlap along this axis by its full depth; the contact was then lost and the bodies reported
     * apart (20-, 32- and 128-point sphere-like pairs up to 1.4 units deep: 1, 2 and 11 of the
     * 256 benchmark pairs). The vertex is where this axis's separation is
     * attained, so its depth is the SAT's depth for the axis (on a bent reference face, measured
     * by the same triangle rule as clipped points, never deeper). A pair apart by up to the
     * contact distance gets its true gap instead ({@link #speculativePoint}): with nothing of the
     * faces side by side its nearest features are usually a vertex or an edge, whose gap the face
     * axis understates.
     */
    static void faceContact(HullHullScratch ws, boolean refIsA, long contactDistance) {
        SatWorkspace sat = ws.sat;
        PlacedHull ref = refIsA ? sat.a : sat.b;
        PlacedHull inc = refIsA ? sat.b : sat.a;
        int refFace = refIsA ? sat.faceA.result().face() : sat.faceB.result().face();
        long nx = ref.nx(refFace);
        long ny = ref.ny(refFace);
        long nz = ref.nz(refFace);
        long offset = ref.offset(refFace);
        int incFace = IncidentFace.find(inc, nx, ny, nz);
        ClipWorkspace clip = ws.clip;
        ReferenceFace.clipIncident(ref, refFace, inc, incFace, clip);
        // manifold normal A -> B: the reference normal, negated when the reference face is B's
        long mx = refIsA ? nx : -nx;
        long my = refIsA ? ny : -ny;
        long mz = refIsA ? nz : -nz;
        ws.reserve(clip.count() + 1);
        int triangles = bentTriangles(ws, ref, refFace, refIsA);
        int kept = 0;
        long deepest = 0;
        for (int i = 0, n = clip.count(); i < n; i++) {
            if (keepPoint(ws, kept, clip.x(i), clip.y(i), clip.z(i), clip.refFeature(i), clip.incFeature(i), nx, ny, nz,
                    offset, triangles, refIsA, contactDistance)) {
                deepest = kept == 0 ? ws.depth[0] : Math.max(deepest, ws.depth[kept]);
                kept++;
            }
        }
        long faceSeparation = refIsA ? sat.faceA.result().separation() : sat.faceB.result().separation();
        boolean supportClipped = kept > 0 && faceSeparation <= 0 && deepest < 0;
        if (kept == 0 || supportClipped) {
            // nothing of the incident face kept over the reference face, or only points shallower
            // than the face's depth (the support vertex lies beyond the side planes, so the
            // clipped manifold understates the overlap along its own normal, and can call an
            // overlapping pair apart; issue 20): overlapping, the deepest vertex too, so the
            // manifold's depth is the axis's; apart by up to the contact distance, the true gap
            // (see above)
            int s = inc.minVertex(nx, ny, nz);
            int speculative = faceSeparation <= 0 ? CORES_TOUCH : speculativePoint(ws, refIsA, refFace, s, contactDistance);
            if (speculative == 1) {
                kept = 1;
            } else if (speculative == CORES_TOUCH) {
                // overlapping, or apart by less than GJK can resolve (before issue 20 such a
                // touching pair got no point at all): the deepest vertex, at the face's separation
                if (keepPoint(ws, kept, inc.x(s), inc.y(s), inc.z(s), ClipWorkspace.pack(FeatureId.FACE, refFace),
                        ClipWorkspace.pack(FeatureId.VERTEX, s), nx, ny, nz, offset, triangles, refIsA,
                        contactDistance)) {
                    kept++;
                }
            }
        }
        if (kept > ContactManifold.MAX_POINTS) {
            // in-plane coordinates only feed the reduction, which keeps up to four points as they are
            // a placed normal of B may exceed 1 by an ulp of rounding; clamped as emit clamps it
            TangentBasis.computeInto(Fixed.clamp(mx, -Fixed.ONE, Fixed.ONE), Fixed.clamp(my, -Fixed.ONE, Fixed.ONE),
                    Fixed.clamp(mz, -Fixed.ONE, Fixed.ONE), ws.t1, ws.t2);
            long[] q = refIsA ? ws.wa : ws.wb;
            for (int i = 0; i < kept; i++) {
                long qx = q[3 * i];
                long qy = q[3 * i + 1];
                long qz = q[3 * i + 2];
                ws.u[i] = Fixed.dot3(ws.t1.x, ws.t1.y, ws.t1.z, qx, qy, qz);
                ws.v[i] = Fixed.dot3(ws.t2.x, ws.t2.y, ws.t2.z, qx, qy, qz);
            }
        }
        int k = ContactReduction.reduceInPlane(kept, ws.u, ws.v, ws.depth, ws.id, ws.keep);
        ws.frame.setNormalAndCount(mx, my, mz, k);
        for (int j = 0; j < k; j++) {
            int i = ws.keep[j];
            HullHullContact.writePoint(ws, j, ws.wa[3 * i], ws.wa[3 * i + 1], ws.wa[3 * i + 2], ws.wb[3 * i], ws.wb[3 * i + 1],
                    ws.wb[3 * i + 2], ws.depth[i], ws.id[i]);
        }
    }

    /**
     * The speculative point of a face contact whose clip kept nothing while the hulls are apart
     * (the face's separation is positive, at most the contact distance): the closest points of
     * the two placed hulls by GJK ({@link PlacedSupport}, A's frame, identity transforms), kept
     * when their distance {@code d} is at most {@code contactDistance}, as point 0 with depth
     * {@code -d}, the witnesses on A and on B, and the same features as the deep point
     * (reference FACE, incident VERTEX {@code s}: the incident hull's deepest vertex along the
     * reference normal), so a pair that closes in keeps its feature id. Returns 1 when kept, 0
     * when not, {@link #CORES_TOUCH} when GJK finds the hulls touching within its rounding
     * (then the caller offers the deepest vertex, as for an overlap).
     *
     * <p>Why GJK and not the face axis: with nothing of the two faces side by side, the nearest
     * features are usually a vertex or an edge beside the reference face, and the face axis
     * understates their gap (up to the whole contact distance). Taking {@code -d} as the depth is
     * what a speculative contact needs: the bodies cannot touch before one of them has moved
     * {@code d} relative to the other, along any direction, so along the manifold normal too.
     * Without this step such pairs have no point at all (10 of 1,603 speculative pairs in a search
     * over random sphere-like hulls of 32 and 128 points, contact distance 1/32).
     *
     * <p>Hulls placed beyond GJK's working bound ({@code MinkowskiDifference.MAX_SUPPORT_COORDINATE},
     * 8192 units from A's origin, far outside what a contact distance reaches for hulls within
     * {@code HullBuilder.MAX_COORDINATE}) get no point, as before.
     */
    private static int speculativePoint(HullHullScratch ws, boolean refIsA, int refFace, int s,
            long contactDistance) {
        SatWorkspace sat = ws.sat;
        PlacedSupport a = ws.supportA.of(sat.a);
        PlacedSupport b = ws.supportB.of(sat.b);
        if (!a.withinGjkBounds() || !b.withinGjkBounds()) {
            return 0;
        }
        DistanceResult gap = ws.gap;
        GjkLoop.distance(a, Transform.IDENTITY, b, Transform.IDENTITY, ws.gjk, gap);
        if (gap.coresOverlap()) {
            return CORES_TOUCH;
        }
        if (gap.distance() > contactDistance) {
            return 0;
        }
        setPoint(ws.wa, 0, gap.pointAX(), gap.pointAY(), gap.pointAZ());
        setPoint(ws.wb, 0, gap.pointBX(), gap.pointBY(), gap.pointBZ());
        ws.depth[0] = Fixed.neg(gap.distance());
        ws.id[0] = refIsA ? FeatureId.of(FeatureId.FACE, refFace, FeatureId.VERTEX, s)
                : FeatureId.of(FeatureId.VERTEX, s, FeatureId.FACE, refFace);
        return 1;
    }

    /** {@link #speculativePoint}'s answer when GJK finds the placed hulls touching or overlapping. */
    private static final int CORES_TOUCH = -1;

    /**
     * Offers point {@code p} of the incident hull (reference and incident features packed as
     * {@link ClipWorkspace} packs them) as point {@code kept} of the face contact: its separation
     * from the reference face ({@code n}, {@code offset}), or on a bent reference face the largest
     * over the face plane and its {@code triangles} placed triangle planes ({@link #bentTriangles});
     * when it is within {@code contactDistance}, the point is moved onto that plane along its
     * normal, both witnesses, the depth and the feature id are written at {@code kept}, and true
     * is returned.
     */
    private static boolean keepPoint(HullHullScratch ws, int kept, long px, long py, long pz, int r, int c, long nx,
            long ny, long nz, long offset, int triangles, boolean refIsA, long contactDistance) {
        long sep = Fixed.sub(dotWithNormal(nx, ny, nz, px, py, pz), offset);
        // the direction the point is moved along: the reference normal, or on a bent reference
        // face the normal of the triangle plane that gave its separation (bentTriangles)
        long ux = nx;
        long uy = ny;
        long uz = nz;
        long[] t = ws.bentPlanes;
        for (int k = 0; k < triangles; k++) {
            long st = Fixed.sub(Fixed.dot3(t[4 * k], t[4 * k + 1], t[4 * k + 2], px, py, pz), t[4 * k + 3]);
            if (st > sep) {
                sep = st;
                ux = t[4 * k];
                uy = t[4 * k + 1];
                uz = t[4 * k + 2];
            }
        }
        if (sep > contactDistance) {
            return false;
        }
        // a zero normal component moves nothing: Fixed.mul(0, sep) is exactly 0
        long qx = ux == 0 ? px : Fixed.sub(px, Fixed.mul(ux, sep));
        long qy = uy == 0 ? py : Fixed.sub(py, Fixed.mul(uy, sep));
        long qz = uz == 0 ? pz : Fixed.sub(pz, Fixed.mul(uz, sep));
        long id;
        if (refIsA) {
            setPoint(ws.wa, kept, qx, qy, qz);
            setPoint(ws.wb, kept, px, py, pz);
            id = FeatureId.of(ClipWorkspace.type(r), ClipWorkspace.index(r), ClipWorkspace.type(c), ClipWorkspace.index(c));
        } else {
            setPoint(ws.wa, kept, px, py, pz);
            setPoint(ws.wb, kept, qx, qy, qz);
            id = FeatureId.of(ClipWorkspace.type(c), ClipWorkspace.index(c), ClipWorkspace.type(r), ClipWorkspace.index(r));
        }
        ws.depth[kept] = Fixed.neg(sep);
        ws.id[kept] = id;
        return true;
    }

    /**
     * Writes the placed planes of the triangles under a bent reference face into
     * {@code ws.bentPlanes} (unit normal x, y, z and offset, four entries each) and returns their
     * number; 0 for a planar face (every face of most hulls, which keep their bits). Why: a bent
     * face (merged from nearly coplanar triangles, {@code HullQueryIndex.planarFace} false) has a
     * plane that supports the hull but lies above its true surface by up to the bend; measured
     * against it, clipped points sat in the air and depths were overstated, by up to 2.1e-3 of the
     * face's width (0.045 units on 16-unit hulls), and 0.8% of such contacts were made on pairs
     * truly apart (a search of 24,000 shallow pairs). Each triangle plane
     * ({@code HullQueryIndex.bentTriangleStart}) also supports the hull, so the largest
     * separation over the face plane and these is never farther than the truth, and is the
     * point's height over the surface under it (the capsule rule, {@code CapsuleHullContact}).
     * Normals: the hull's triangle normals, rotated as {@link PlacedHull#placeNormal} rotates
     * face normals when the reference hull is B ({@code sat.relative}: the same relative rotation
     * every SAT path placed B by); offsets: the placed first vertex's rounded dot.
     */
    static int bentTriangles(HullHullScratch ws, PlacedHull ref, int refFace, boolean refIsA) {
        HullQueryIndex index = HullQueryIndex.of(ref.hull());
        int first = index.bentTriangleStart(refFace);
        int count = index.bentTriangleStart(refFace + 1) - first;
        if (count == 0) {
            return 0;
        }
        if (ws.bentPlanes.length < 4 * count) {
            ws.bentPlanes = new long[4 * count];
        }
        RelativePose pose = ws.sat.relative;
        for (int k = 0; k < count; k++) {
            int t = first + k;
            long x = index.bentTriangleNormalX(t);
            long y = index.bentTriangleNormalY(t);
            long z = index.bentTriangleNormalZ(t);
            if (!refIsA) {
                long rx = pose.rotateX(x, y, z);
                long ry = pose.rotateY(x, y, z);
                long rz = pose.rotateZ(x, y, z);
                x = rx;
                y = ry;
                z = rz;
            }
            int v = index.bentTriangleVertex(t, 0);
            ws.bentPlanes[4 * k] = x;
            ws.bentPlanes[4 * k + 1] = y;
            ws.bentPlanes[4 * k + 2] = z;
            ws.bentPlanes[4 * k + 3] = Fixed.dot3(x, y, z, ref.x(v), ref.y(v), ref.z(v));
        }
        return count;
    }

    /**
     * Returns {@code Fixed.dot3(n, p)}: one {@code Fixed.mul} when {@code n} lies along a
     * coordinate axis (a box face in its own frame), the other products being
     * exactly zero, so the same exact sum and the same rounding.
     */
    private static long dotWithNormal(long nx, long ny, long nz, long px, long py, long pz) {
        if (ny == 0 && nz == 0) {
            return Fixed.mul(nx, px);
        }
        if (nx == 0 && nz == 0) {
            return Fixed.mul(ny, py);
        }
        if (nx == 0 && ny == 0) {
            return Fixed.mul(nz, pz);
        }
        return Fixed.dot3(nx, ny, nz, px, py, pz);
    }

    private static void setPoint(long[] arr, int i, long x, long y, long z) {
        arr[3 * i] = x;
        arr[3 * i + 1] = y;
        arr[3 * i + 2] = z;
    }
}
