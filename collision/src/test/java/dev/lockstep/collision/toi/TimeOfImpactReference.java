package dev.lockstep.collision.toi;

import dev.lockstep.collision.internal.sat.EdgePairAxis;
import dev.lockstep.collision.internal.sat.EdgeQuery;
import dev.lockstep.collision.internal.sat.PlacedHull;
import dev.lockstep.collision.internal.sat.SatWorkspace;
import dev.lockstep.collision.shape.ConvexHull;
import dev.lockstep.fixedpoint.Fixed;
import dev.lockstep.fixedpoint.MutableVec3;
import dev.lockstep.fixedpoint.Transform;
import dev.lockstep.fixedpoint.Vec3;

/**
 * The brute-force oracle of {@code TimeOfImpactProperties}: {@link TimeOfImpact#compute} as it was
 * before the searching version (commit {@code 540c647}), kept verbatim but for its name, so the
 * production code (both {@link TimeOfImpact#computeScanning} and
 * {@link TimeOfImpact#computeWalking}) is compared with the code it replaced: for every axis
 * (A's faces, B's faces, every Gauss-map-qualified edge pair from the full sign tables) a scan
 * of every vertex of both hulls and an unconditional division per interval end.
 */
final class TimeOfImpactReference {
    private static final long TIME_SATURATED = TimeOfImpact.TIME_SATURATED;

    private TimeOfImpactReference() {
    }

    /**
     * Fills {@code out} with the first and last contact times of hull {@code a} (at {@code ta},
     * velocity {@code va} per tick, world, raw) and hull {@code b} (at {@code tb}, velocity
     * {@code vb}); see {@link ToiResult}. Returns {@code out.hit}.
     */
    static boolean compute(ConvexHull a, Transform ta, Vec3 va, ConvexHull b, Transform tb, Vec3 vb, SatWorkspace ws,
            ToiResult out) {
        out.hit = false;
        out.tFirst = 0;
        out.tLast = TIME_SATURATED;
        out.axisKind = 0;
        out.axisIndex1 = 0;
        out.axisIndex2 = 0;
        out.axisX = 0;
        out.axisY = 0;
        out.axisZ = 0;
        ws.relative.setFrom(ta, tb);
        ws.a.loadIdentity(a);
        ws.b.loadTransformed(b, ws.relative);
        MutableVec3 v = ws.axis;
        ta.inverseApplyToVectorInto(Fixed.sub(vb.x(), va.x()), Fixed.sub(vb.y(), va.y()), Fixed.sub(vb.z(), va.z()), v);
        long vx = v.x;
        long vy = v.y;
        long vz = v.z;
        PlacedHull pa = ws.a;
        PlacedHull pb = ws.b;
        for (int f = 0; f < pa.faceCount(); f++) {
            if (!axis(pa, pb, pa.nx(f), pa.ny(f), pa.nz(f), vx, vy, vz, 1, f, 0, out)) {
                return finish(ta, ws, out, false);
            }
        }
        for (int f = 0; f < pb.faceCount(); f++) {
            if (!axis(pa, pb, pb.nx(f), pb.ny(f), pb.nz(f), vx, vy, vz, 2, f, 0, out)) {
                return finish(ta, ws, out, false);
            }
        }
        // Gauss-map signs tabulated once (same exact signs as EdgePairAxis.candidateAxis's check)
        ws.faceA.fillTable(pa, pb);
        ws.faceB.fillTable(pb, pa);
        EdgeQuery edges = ws.edge;
        edges.signs().fill(pa, pb, ws.faceA, ws.faceB);
        for (int i = 0, ne = a.edgeCount(); i < ne; i++) {
            for (int j = 0, me = b.edgeCount(); j < me; j++) {
                if (!edges.signs().isMinkowskiPair(i, j) || !EdgePairAxis.pairAxis(pa, i, pb, j, v)) {
                    continue;
                }
                if (!axis(pa, pb, v.x, v.y, v.z, vx, vy, vz, 3, i, j, out)) {
                    return finish(ta, ws, out, false);
                }
            }
        }
        return finish(ta, ws, out, true);
    }

    private static boolean finish(Transform ta, SatWorkspace ws, ToiResult out, boolean hit) {
        out.hit = hit;
        if (out.axisKind != 0) {
            MutableVec3 w = ws.axis;
            ta.applyToVectorInto(out.axisX, out.axisY, out.axisZ, w);
            out.axisX = w.x;
            out.axisY = w.y;
            out.axisZ = w.z;
        }
        return hit;
    }

    /** Seed 004's NoIntersect on one axis; returns false when the axis proves "no contact". */
    private static boolean axis(PlacedHull a, PlacedHull b, long dx, long dy, long dz, long vx, long vy, long vz, int kind,
            int i1, int i2, ToiResult out) {
        // one pass per hull for both extremes (same vertices as minVertex(d) and minVertex(-d))
        long ea = a.minMaxVertex(dx, dy, dz);
        long eb = b.minMaxVertex(dx, dy, dz);
        long min0 = a.dot((int) ea, dx, dy, dz);
        long max0 = a.dot((int) (ea >>> 32), dx, dy, dz);
        long min1 = b.dot((int) eb, dx, dy, dz);
        long max1 = b.dot((int) (eb >>> 32), dx, dy, dz);
        long speed = Fixed.dot3(dx, dy, dz, vx, vy, vz);
        if (max1 < min0) {
            if (speed <= 0) {
                return false;
            }
            raiseFirst(ratio(Fixed.sub(min0, max1), speed), dx, dy, dz, kind, i1, i2, out);
            out.tLast = Math.min(out.tLast, ratio(Fixed.sub(max0, min1), speed));
        } else if (max0 < min1) {
            if (speed >= 0) {
                return false;
            }
            raiseFirst(ratio(Fixed.sub(min1, max0), -speed), dx, dy, dz, kind, i1, i2, out);
            out.tLast = Math.min(out.tLast, ratio(Fixed.sub(max1, min0), -speed));
        } else if (speed > 0) {
            out.tLast = Math.min(out.tLast, ratio(Fixed.sub(max0, min1), speed));
        } else if (speed < 0) {
            out.tLast = Math.min(out.tLast, ratio(Fixed.sub(max1, min0), -speed));
        }
        return out.tFirst <= Fixed.ONE && out.tFirst <= out.tLast;
    }

    private static void raiseFirst(long t, long dx, long dy, long dz, int kind, int i1, int i2, ToiResult out) {
        if (t > out.tFirst) {
            out.tFirst = t;
            out.axisX = dx;
            out.axisY = dy;
            out.axisZ = dz;
            out.axisKind = kind;
            out.axisIndex1 = i1;
            out.axisIndex2 = i2;
        }
    }

    /** Returns {@code num / den} (both {@code >= 0}, {@code den > 0}), one rounding, saturating at {@link #TIME_SATURATED}. */
    static long ratio(long num, long den) {
        if ((num >> 30) >= den) {
            return TIME_SATURATED;
        }
        return Fixed.div(num, den);
    }
}
