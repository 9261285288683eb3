package dev.lockstep.collision.internal.narrow;

import dev.lockstep.collision.internal.shape.BoxFeatures;
import dev.lockstep.collision.manifold.ContactManifold;
import dev.lockstep.collision.manifold.FeatureId;
import dev.lockstep.collision.shape.ConvexHull;
import dev.lockstep.collision.shape.Sphere;
import dev.lockstep.fixedpoint.Fixed;
import dev.lockstep.fixedpoint.MutableVec3;
import dev.lockstep.fixedpoint.Transform;

/**
 * Sphere (A) vs a centred box hull (B, {@link BoxFeatures}) in closed form (issue 20): the closest
 * point on an oriented box is the center clamped to the half extents in the box's frame. Called by
 * {@link SphereHullContact#collide} for every box; it gives the bits, feature ids and contact
 * semantics of the general sphere-hull path ({@link SphereHullContact#collideGeneral} with
 * {@link PointHullRegion}), only without its dot products and half-edge walks.
 *
 * <p>Why the bits are the same. A box face normal is exactly {@code +-ONE} on one axis and its
 * offset exactly the half extent, so the general path's {@code s_f = n_f . c - offset_f} (one
 * rounded dot) is exactly {@code +-c_k - h_k}, computed here directly; the best face is the
 * largest, ties to the lowest face index, as there. A box side-plane normal
 * {@code (v_j - v_i) x n_F} is exactly {@code +-2 h} along one axis (the products by {@code ONE}
 * do not round), so the general path's exact region signs are the comparisons of the center's
 * coordinates with the half extents. With {@code F} of axis {@code a} and {@code s_F > 0}, and
 * {@code j}, {@code k} the other two axes:
 * <ul>
 *   <li>{@code |c_j| <= h_j} and {@code |c_k| <= h_k}: face {@code F} (on a side plane counts as
 *       inside, as {@code insideFace});</li>
 *   <li>{@code |c_j| > h_j} and {@code |c_k| < h_k}: the edge of {@code F} along {@code k} on the
 *       side of {@code c_j} (its twin face's side plane is {@code F}'s plane, so the twin test
 *       always holds); the closest point is computed by the same {@link PointHullRegion#setEdge}
 *       from the same half-edge of {@code F}'s loop, so it rounds alike;</li>
 *   <li>otherwise ({@code c} outside one side plane and at or beyond the other, or outside both):
 *       the vertex of {@code F} at the signs of {@code c_j}, {@code c_k} (the span tests include
 *       their ends, and every neighbour test of that vertex holds).</li>
 * </ul>
 * The search never reaches the general path's other faces or its GJK fallback: from {@code F}
 * one of the three cases always holds. {@code SphereBoxClosedFormProperties} checks every bit of
 * the manifold against the general path over random poses at every depth.
 */
final class SphereBoxContact {
    private SphereBoxContact() {
    }

    static int collide(Sphere a, Transform ta, ConvexHull b, BoxFeatures box, Transform tb, long contactDistance,
            NarrowScratch ws, ContactManifold outManifold) {
        ContactMath.checkContactDistance(contactDistance);
        outManifold.reset();
        MutableVec3 c = ws.coreA;
        ta.applyToPointInto(a.center().x(), a.center().y(), a.center().z(), c);
        MutableVec3 cLocal = ws.hullA;
        tb.inverseApplyToPointInto(c.x, c.y, c.z, cLocal);
        long cx = cLocal.x;
        long cy = cLocal.y;
        long cz = cLocal.z;
        long hx = box.halfExtent(0);
        long hy = box.halfExtent(1);
        long hz = box.halfExtent(2);
        // the best face: largest s_f = +-c_k - h_k, ties to the lowest face index
        int best = 0;
        long s = Long.MIN_VALUE;
        for (int f = 0; f < 6; f++) {
            int axis = box.faceAxis(f);
            long ck = axis == 0 ? cx : axis == 1 ? cy : cz;
            long sf = Fixed.sub(box.faceSign(f) > 0 ? ck : Fixed.neg(ck), axis == 0 ? hx : axis == 1 ? hy : hz);
            if (sf > s) {
                best = f;
                s = sf;
            }
        }
        if (s <= 0) {
            // deep (or on a face plane): the center is inside every face plane
            return SphereHullContact.faceContact(a, ta, b, tb, best, s, contactDistance, ws, outManifold);
        }
        if (Fixed.sub(Fixed.sub(s, a.radius()), SphereHullContact.SEPARATION_MARGIN_FLOOR + (s >> 28)) > contactDistance) {
            return 0;
        }
        int faceAxis = box.faceAxis(best);
        int j = faceAxis == 0 ? 1 : 0;
        int k = faceAxis == 2 ? 1 : 2;
        long cj = j == 0 ? cx : cy;
        long ck = k == 1 ? cy : cz;
        long hj = j == 0 ? hx : hy;
        long hk = k == 1 ? hy : hz;
        boolean outJ = cj > hj || cj < -hj;
        boolean outK = ck > hk || ck < -hk;
        PointHullRegion region = ws.pointRegion;
        if (!outJ && !outK) {
            // the face region; the region record is kept as the general path leaves it (tests read it)
            region.type = FeatureId.FACE;
            region.index = best;
            region.faceSeparation = s;
            region.x = faceAxis == 0 ? box.faceSign(best) * hx : cx;
            region.y = faceAxis == 1 ? box.faceSign(best) * hy : cy;
            region.z = faceAxis == 2 ? box.faceSign(best) * hz : cz;
            return SphereHullContact.faceContact(a, ta, b, tb, best, s, contactDistance, ws, outManifold);
        }
        boolean withinJ = cj < hj && cj > -hj;
        boolean withinK = ck < hk && ck > -hk;
        if (outJ && withinK || outK && withinJ) {
            setEdge(b, best, outJ ? j : k, cx, cy, cz, region);
        } else {
            // the corner of F on the sides of c_j and c_k (vertex bits: 4 = +x, 2 = +y, 1 = +z)
            int v = (box.faceSign(best) > 0 ? 4 >> faceAxis : 0) | (cj > 0 ? 4 >> j : 0) | (ck > 0 ? 4 >> k : 0);
            region.setVertex(b, v);
        }
        return SphereHullContact.featureContact(a, ta, b, tb, region, best, s, contactDistance, ws, outManifold);
    }

    /**
     * The edge region of face {@code f} across its side plane normal to {@code sideAxis} on the
     * side of the center: found in {@code f}'s loop as the general path finds it (the one half-edge
     * whose side plane the center is strictly outside of), so the closest point is computed from
     * the same origin and direction.
     */
    private static void setEdge(ConvexHull b, int f, int sideAxis, long cx, long cy, long cz, PointHullRegion region) {
        int e = b.faceFirstEdge(f);
        for (int n = 4; n > 0; n--, e = b.halfEdgeNext(e)) {
            int vi = b.halfEdgeOrigin(e);
            int vj = b.halfEdgeOrigin(b.halfEdgeNext(e));
            // an edge normal to sideAxis keeps that coordinate; it is the side of the center when
            // the center is strictly beyond it (the caller knows one such edge exists)
            long vs = sideAxis == 0 ? b.vertexX(vi) : sideAxis == 1 ? b.vertexY(vi) : b.vertexZ(vi);
            long wt = sideAxis == 0 ? b.vertexX(vj) : sideAxis == 1 ? b.vertexY(vj) : b.vertexZ(vj);
            long c = sideAxis == 0 ? cx : sideAxis == 1 ? cy : cz;
            if (vs == wt && (vs > 0 ? c > vs : c < vs)) {
                setAxisEdge(b, e, vi, vj, cx, cy, cz, region);
                return;
            }
        }
        throw new IllegalStateException("SphereBoxContact: no edge of face " + f + " across axis " + sideAxis);
    }

    /**
     * {@link PointHullRegion#setEdge} for an edge along one axis, with the same bits: the edge
     * direction {@code d} is zero on the two other axes, so there the general path's
     * {@code mulDiv(0, num, den)} is exactly 0 and the point keeps {@code v_i}'s coordinates, and
     * its {@code dot3}s of one nonzero product round as the one {@link Fixed#mul} each (the same
     * rounding of the same exact product); only the edge's own axis is computed.
     */
    private static void setAxisEdge(ConvexHull b, int e, int vi, int vj, long cx, long cy, long cz, PointHullRegion region) {
        long ax = b.vertexX(vi);
        long ay = b.vertexY(vi);
        long az = b.vertexZ(vi);
        int axis = ax != b.vertexX(vj) ? 0 : ay != b.vertexY(vj) ? 1 : 2;
        long a = axis == 0 ? ax : axis == 1 ? ay : az;
        long d = Fixed.sub(axis == 0 ? b.vertexX(vj) : axis == 1 ? b.vertexY(vj) : b.vertexZ(vj), a);
        // d scaled to at least 2^40 raw, as PointHullRegion.closestOnSegment scales it
        int k = Math.max(0, Long.numberOfLeadingZeros(Math.abs(d)) - (63 - 40));
        long sd = d << k;
        long num = Fixed.mul(Fixed.sub(axis == 0 ? cx : axis == 1 ? cy : cz, a), sd);
        long den = Fixed.mul(sd, sd);
        if (num <= 0) {
            num = 0;
        } else if (num >= den) {
            num = den;
        }
        long p = Fixed.add(a, Fixed.mulDiv(sd, num, den));
        region.type = FeatureId.EDGE;
        region.index = e >> 1;
        region.x = axis == 0 ? p : ax;
        region.y = axis == 1 ? p : ay;
        region.z = axis == 2 ? p : az;
    }
}
