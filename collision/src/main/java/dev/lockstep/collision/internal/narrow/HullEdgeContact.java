package dev.lockstep.collision.internal.narrow;

import dev.lockstep.collision.internal.sat.EdgeResult;
import dev.lockstep.collision.internal.sat.PlacedHull;
import dev.lockstep.collision.internal.sat.SatWorkspace;
import dev.lockstep.collision.manifold.FeatureId;
import dev.lockstep.fixedpoint.Fixed;
import dev.lockstep.fixedpoint.MutableVec3;
import dev.lockstep.fixedpoint.VecMath;

/**
 * The edge contact of {@link HullHullContact} (seed 004, "Edge-to-edge intersections"): the
 * closest points of the SAT's two witness edges, one point in the middle, the normal the SAT's
 * edge axis. Writes into the workspace's A-frame result ({@link HullHullContact#writePoint});
 * static, allocation-free.
 */
final class HullEdgeContact {
    private HullEdgeContact() {
    }

    static void edgeContact(HullHullScratch ws) {
        SatWorkspace sat = ws.sat;
        PlacedHull a = sat.a;
        PlacedHull b = sat.b;
        EdgeResult edge = sat.edge.result();
        int ea = edge.edgeA();
        int eb = edge.edgeB();
        int a0 = a.hull().edgeVertexA(ea);
        int a1 = a.hull().edgeVertexB(ea);
        int b0 = b.hull().edgeVertexA(eb);
        int b1 = b.hull().edgeVertexB(eb);
        MutableVec3 pa = ws.p;
        MutableVec3 pb = ws.q;
        closestOnEdge(a.x(a0), a.y(a0), a.z(a0), a.x(a1), a.y(a1), a.z(a1), b.x(b0), b.y(b0), b.z(b0), b.x(b1), b.y(b1),
                b.z(b1), ws.t1, ws.t2, pa, pb);
        ws.frame.setNormalAndCount(edge.axisX(), edge.axisY(), edge.axisZ(), 1);
        HullHullContact.writePoint(ws, 0, pa.x, pa.y, pa.z, pb.x, pb.y, pb.z, Fixed.neg(edge.separation()),
                FeatureId.of(FeatureId.EDGE, ea, FeatureId.EDGE, eb));
    }

    /**
     * Writes the closest points of segments {@code p0 -> p1} and {@code q0 -> q1} (non-parallel)
     * into {@code outP} and {@code outQ}; see the class description for the formula and its
     * roundings. {@code uA} and {@code uB} are scratch for the unit directions.
     */
    static void closestOnEdge(long p0x, long p0y, long p0z, long p1x, long p1y, long p1z, long q0x, long q0y, long q0z,
            long q1x, long q1y, long q1z, MutableVec3 uA, MutableVec3 uB, MutableVec3 outP, MutableVec3 outQ) {
        long dax = Fixed.sub(p1x, p0x);
        long day = Fixed.sub(p1y, p0y);
        long daz = Fixed.sub(p1z, p0z);
        long dbx = Fixed.sub(q1x, q0x);
        long dby = Fixed.sub(q1y, q0y);
        long dbz = Fixed.sub(q1z, q0z);
        long lenA = Fixed.length3(dax, day, daz);
        long lenB = Fixed.length3(dbx, dby, dbz);
        VecMath.normalizeInto(dax, day, daz, uA);
        VecMath.normalizeInto(dbx, dby, dbz, uB);
        long rx = Fixed.sub(p0x, q0x);
        long ry = Fixed.sub(p0y, q0y);
        long rz = Fixed.sub(p0z, q0z);
        long bb = Fixed.dot3(uA.x, uA.y, uA.z, uB.x, uB.y, uB.z);
        long c = Fixed.dot3(uA.x, uA.y, uA.z, rx, ry, rz);
        long f = Fixed.dot3(uB.x, uB.y, uB.z, rx, ry, rz);
        long den = Fixed.mulSubMul(Fixed.ONE, Fixed.ONE, bb, bb);
        long sA = along(Fixed.mulSubMul(bb, f, c, Fixed.ONE), den, lenA);
        long sB = along(Fixed.mulSubMul(f, Fixed.ONE, bb, c), den, lenB);
        outP.set(at(p0x, dax, sA, lenA), at(p0y, day, sA, lenA), at(p0z, daz, sA, lenA));
        outQ.set(at(q0x, dbx, sB, lenB), at(q0y, dby, sB, lenB), at(q0z, dbz, sB, lenB));
    }

    /** Returns {@code clamp(num / den, 0, len)} (one rounding; half the edge when {@code den <= 0}). */
    private static long along(long num, long den, long len) {
        if (den <= 0) {
            return len >> 1;
        }
        if (num <= 0) {
            return 0;
        }
        if (num >= Fixed.mul(den, len)) {
            return len;
        }
        return Fixed.div(num, den);
    }

    private static long at(long p0, long d, long s, long len) {
        return s == 0 ? p0 : s == len ? Fixed.add(p0, d) : Fixed.add(p0, Fixed.mulDiv(d, s, len));
    }
}
