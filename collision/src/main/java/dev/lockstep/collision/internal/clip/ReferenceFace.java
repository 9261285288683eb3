package dev.lockstep.collision.internal.clip;

import dev.lockstep.collision.internal.sat.PlacedHull;
import dev.lockstep.collision.manifold.FeatureId;
import dev.lockstep.collision.shape.ConvexHull;
import dev.lockstep.fixedpoint.Fixed;
import dev.lockstep.fixedpoint.VecMath;

/**
 * Clips the incident face against the side planes of the reference face (seed 001, "Hull vs
 * Hull: Face Contact Clipping"; seed 004, "Clip incident face against edges of reference face").
 *
 * <p>Side plane of reference half-edge {@code v0 -> v1} (face loops are counter-clockwise seen
 * from outside): normal {@code (v1 - v0) x n} (one rounding per component, not normalised: the
 * clip parameter is scale-free), pointing out of the face, through {@code v0}. The reference plane itself is not clipped against (seed 001: those points "will not
 * add to the stability"); the caller keeps points below it.
 *
 * <p>Features after clipping: an incident vertex that survives has reference {@code FACE r} and
 * incident {@code VERTEX v}; a point made on side plane {@code k} has reference {@code EDGE k}
 * and incident {@code EDGE e} (the incident edge it lies on) or incident {@code FACE f} (when it
 * lies on a segment that an earlier side plane produced). All indices are the hulls' own, so the
 * ids stay the same while the same features touch.
 */
public final class ReferenceFace {
    private ReferenceFace() {
    }

    /**
     * Loads face {@code incFace} of {@code inc} into {@code ws} and clips it by every side plane of
     * face {@code refFace} of {@code ref} (both hulls placed in the same frame); the result is the
     * workspace polygon.
     */
    public static void clipIncident(PlacedHull ref, int refFace, PlacedHull inc, int incFace, ClipWorkspace ws) {
        ConvexHull hi = inc.hull();
        ConvexHull hr = ref.hull();
        int incCount = hi.faceVertexCount(incFace);
        int refCount = hr.faceVertexCount(refFace);
        ws.reserve(incCount + refCount + 1);
        ws.clear();
        int refFacePacked = ClipWorkspace.pack(FeatureId.FACE, refFace);
        for (int k = 0, e = hi.faceFirstEdge(incFace); k < incCount; k++, e = hi.halfEdgeNext(e)) {
            int v = hi.halfEdgeOrigin(e);
            ws.add(inc.x(v), inc.y(v), inc.z(v), refFacePacked, ClipWorkspace.pack(FeatureId.VERTEX, v),
                    ClipWorkspace.pack(FeatureId.EDGE, e >> 1));
        }
        long nx = ref.nx(refFace);
        long ny = ref.ny(refFace);
        long nz = ref.nz(refFace);
        int along = ClipWorkspace.pack(FeatureId.FACE, incFace);
        boolean exact = ref.isExact();
        for (int k = 0, e = hr.faceFirstEdge(refFace); k < refCount && ws.count > 0; k++, e = hr.halfEdgeNext(e)) {
            int v0 = hr.halfEdgeOrigin(e);
            int planeFeature = ClipWorkspace.pack(FeatureId.EDGE, e >> 1);
            if (exact) {
                // identity placement: the hull's precomputed side normal is this very cross
                // product of the same bits (ConvexHull.sideNormalX: same mulSubMul per component)
                PolygonClipper.clip(ws, hr.sideNormalX(e), hr.sideNormalY(e), hr.sideNormalZ(e), ref.x(v0), ref.y(v0),
                        ref.z(v0), planeFeature, along);
                continue;
            }
            int v1 = hr.halfEdgeOrigin(hr.halfEdgeNext(e));
            long ex = Fixed.sub(ref.x(v1), ref.x(v0));
            long ey = Fixed.sub(ref.y(v1), ref.y(v0));
            long ez = Fixed.sub(ref.z(v1), ref.z(v0));
            // not normalised: the clip parameter d0 / (d0 - d1) does not depend on the plane
            // normal's length, and |e x n| = |e| keeps the distances in range (a sqrt saved per plane)
            PolygonClipper.clip(ws, VecMath.crossX(ey, ez, ny, nz), VecMath.crossY(ex, ez, nx, nz), VecMath.crossZ(ex, ey, nx, ny),
                    ref.x(v0), ref.y(v0), ref.z(v0), planeFeature, along);
        }
    }
}
