package dev.lockstep.collision.internal.narrow;

import dev.lockstep.collision.internal.clip.IncidentFace;
import dev.lockstep.collision.internal.sat.PlacedHull;
import dev.lockstep.collision.internal.sat.SatWorkspace;
import dev.lockstep.collision.internal.shape.BoxFeatures;
import dev.lockstep.collision.internal.shape.HullQueryIndex;
import dev.lockstep.collision.manifold.FeatureId;
import dev.lockstep.collision.shape.ConvexHull;
import dev.lockstep.fixedpoint.Fixed;

/**
 * The face contact of {@link HullHullContact} for the commonest box-on-box case: the reference
 * face is a face of box A (placed by the identity, so its normal is {@code s ONE e_k}) and the
 * incident face of B lies wholly inside the reference face's side planes, so clipping changes
 * nothing. Writes the A-frame result the general face contact writes, bit for bit, or returns
 * false without writing when the case does not apply (the general code then runs). Issue 4,
 * box-vs-box speed (seed 001, "Hull vs Hull: Face Contact").
 *
 * <p>Why the bits are equal:
 * <ul>
 *   <li><b>Incident face</b>: {@link IncidentFace#find}, the same call.</li>
 *   <li><b>No clipping.</b> A side plane of the reference face passes through a vertex
 *       {@code v0} of the face with normal {@code (v1 - v0) x n} (the hull's side normal): for a
 *       box face along {@code k} it lies along an in-plane axis {@code t}, points out of the face
 *       (the loop is counter-clockwise about {@code n}), and {@code v0_t = +-h_t} with the sign
 *       of that normal. A point with {@code |x_t| <= h_t} on both in-plane axes therefore has an
 *       exact product {@code normal_t (x_t - v0_t) <= 0} and a rounded distance {@code <= 0} on
 *       every side plane: {@code PolygonClipper} keeps the polygon as it is (same vertices, same
 *       order, features (reference FACE, incident VERTEX)). Only then does this class answer.</li>
 *   <li><b>Points</b>: {@code Fixed.dot3(n, p)} is {@code s p_k} unrounded ({@code Fixed.neg}
 *       throws exactly where {@code Fixed.mul(-ONE, p_k)} would), and the projection
 *       {@code p - n sep} changes coordinate {@code k} only, by {@code s sep}; depth
 *       {@code -sep}; points above the contact distance are dropped, as there.</li>
 *   <li><b>At most four points</b> (a box face has four vertices), so the reduction keeps them
 *       in order, as {@code ContactReduction.reduceInPlane} does.</li>
 * </ul>
 * {@code BoxBoxContactProperties} compares the manifolds with the general path's.
 */
final class BoxFaceContact {
    private BoxFaceContact() {
    }

    /**
     * Writes the face contact on face {@code ws.sat.faceA.result().face()} of A into {@code ws.frame} and
     * returns true, or returns false (writing nothing) when A or B is not a centred box or the
     * incident face is not wholly inside the reference face.
     */
    static boolean faceOfA(HullHullScratch ws, long contactDistance) {
        SatWorkspace sat = ws.sat;
        PlacedHull ref = sat.a;
        PlacedHull inc = sat.b;
        BoxFeatures box = HullQueryIndex.of(ref.hull()).box();
        if (box == null || !ref.isExact() || HullQueryIndex.of(inc.hull()).box() == null) {
            return false;
        }
        int refFace = sat.faceA.result().face();
        int k = box.faceAxis(refFace);
        boolean positive = box.faceSign(refFace) > 0;
        long nx = ref.nx(refFace);
        long ny = ref.ny(refFace);
        long nz = ref.nz(refFace);
        int incFace = IncidentFace.find(inc, nx, ny, nz);
        ConvexHull hi = inc.hull();
        int m1 = k == 0 ? 1 : 0;
        int m2 = k == 2 ? 1 : 2;
        long h1 = box.halfExtent(m1);
        long h2 = box.halfExtent(m2);
        int first = hi.faceFirstEdge(incFace);
        for (int j = 0, e = first; j < 4; j++, e = hi.halfEdgeNext(e)) {
            int v = hi.halfEdgeOrigin(e);
            long c1 = coordinate(inc, v, m1);
            long c2 = coordinate(inc, v, m2);
            if (c1 > h1 || c1 < -h1 || c2 > h2 || c2 < -h2) {
                return false;
            }
        }
        long offset = ref.offset(refFace);
        int kept = 0;
        for (int j = 0, e = first; j < 4; j++, e = hi.halfEdgeNext(e)) {
            int v = hi.halfEdgeOrigin(e);
            long px = inc.x(v);
            long py = inc.y(v);
            long pz = inc.z(v);
            long pk = k == 0 ? px : k == 1 ? py : pz;
            long sep = Fixed.sub(positive ? pk : Fixed.neg(pk), offset);
            if (sep > contactDistance) {
                continue;
            }
            long qk = Fixed.sub(pk, positive ? sep : Fixed.neg(sep));
            HullHullContact.writePoint(ws, kept, k == 0 ? qk : px, k == 1 ? qk : py, k == 2 ? qk : pz, px, py, pz,
                    Fixed.neg(sep), FeatureId.of(FeatureId.FACE, refFace, FeatureId.VERTEX, v));
            kept++;
        }
        ws.frame.setNormalAndCount(nx, ny, nz, kept);
        return true;
    }

    private static long coordinate(PlacedHull h, int v, int axis) {
        return axis == 0 ? h.x(v) : axis == 1 ? h.y(v) : h.z(v);
    }
}
