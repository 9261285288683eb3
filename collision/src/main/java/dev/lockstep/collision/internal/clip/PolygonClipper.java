package dev.lockstep.collision.internal.clip;

import dev.lockstep.fixedpoint.Fixed;

/**
 * Sutherland-Hodgman clipping of the polygon in a {@link ClipWorkspace} against one plane (seed
 * 001, "Face Contact Clipping"; seed 004, "Clipping an edge"). Allocation-free.
 *
 * <p>The plane is {@code {x : n . (x - q) <= 0}} (the kept side), {@code n} not necessarily
 * unit. Each vertex distance is {@code Fixed.dot3(n, x - q)}, one rounding (one {@code Fixed.mul}
 * when {@code n} lies along a coordinate axis: the same exact sum, the same bits; the differences
 * on the other axes are not formed, which within the documented coordinate bounds never
 * overflow). Walking the closed
 * loop {@code p0 -> p1}:
 * <pre>
 *   p0 in,  p1 in : emit p1
 *   p0 in,  p1 out: emit X if d0 &lt; 0        (X = p0 when d0 == 0 is p0 itself, already emitted)
 *   p0 out, p1 in : emit X if d1 &lt; 0, emit p1
 *   both out      : nothing
 *   X = p0 + (p1 - p0) * d0 / (d0 - d1), each component one Fixed.mulDiv (single rounding)
 * </pre>
 * "in" means {@code d <= 0}. {@code d0 - d1} is never zero where X is formed (the signs differ
 * strictly), and its magnitude is at least {@code |d0|}, so the parameter lies in {@code [0, 1]}
 * and the mulDiv cannot overflow. A coordinate along which the segment does not move is
 * {@code c0} itself, without the division (see {@link #between}).
 *
 * <p>Features: an intersection point gets reference feature {@code planeFeature} and, as incident
 * feature, the segment feature of the edge it lies on; the segment leaving an exit point runs
 * along the plane and gets {@code alongFeature}. A two-vertex polygon is a segment (walked
 * {@code p0 -> p1 -> p0}), so capsule-on-face clipping reuses this class unchanged.
 */
public final class PolygonClipper {
    private PolygonClipper() {
    }

    /** Clips the workspace polygon in place against the plane {@code n . (x - q) <= 0}. */
    public static void clip(ClipWorkspace ws, long nx, long ny, long nz, long qx, long qy, long qz, int planeFeature,
            int alongFeature) {
        int n = ws.count;
        if (n == 0) {
            return;
        }
        ws.reserve(n + 1);
        long[] d = ws.dist;
        boolean allIn = true;
        if (ny == 0 && nz == 0) {
            // a normal along one axis (every side plane of a box face in its own frame): the other
            // two products of the dot are exactly zero, so one product rounded once is the same bits
            for (int i = 0; i < n; i++) {
                d[i] = Fixed.mul(nx, Fixed.sub(ws.x[i], qx));
                allIn &= d[i] <= 0;
            }
        } else if (nx == 0 && nz == 0) {
            for (int i = 0; i < n; i++) {
                d[i] = Fixed.mul(ny, Fixed.sub(ws.y[i], qy));
                allIn &= d[i] <= 0;
            }
        } else if (nx == 0 && ny == 0) {
            for (int i = 0; i < n; i++) {
                d[i] = Fixed.mul(nz, Fixed.sub(ws.z[i], qz));
                allIn &= d[i] <= 0;
            }
        } else {
            for (int i = 0; i < n; i++) {
                d[i] = Fixed.dot3(nx, ny, nz, Fixed.sub(ws.x[i], qx), Fixed.sub(ws.y[i], qy), Fixed.sub(ws.z[i], qz));
                allIn &= d[i] <= 0;
            }
        }
        if (allIn) {
            // every step below would be "both in: emit p1", which re-emits p0 .. p(n-1) in the
            // same order with the same features: the polygon is already the result (a face
            // resting inside or flush with the reference face meets this at every side plane)
            return;
        }
        ws.outCount = 0;
        for (int i0 = n - 1, i1 = 0; i1 < n; i0 = i1++) {
            long d0 = d[i0];
            long d1 = d[i1];
            boolean in0 = d0 <= 0;
            boolean in1 = d1 <= 0;
            if (in0 && in1) {
                emit(ws, i1);
            } else if (in0) {
                if (d0 < 0) {
                    emitIntersection(ws, i0, i1, d0, d1, planeFeature, alongFeature);
                }
            } else if (in1) {
                if (d1 < 0) {
                    emitIntersection(ws, i0, i1, d0, d1, planeFeature, ws.seg[i0]);
                }
                emit(ws, i1);
            }
        }
        ws.swapBuffers();
    }

    private static void emit(ClipWorkspace ws, int i) {
        int k = ws.outCount++;
        ws.ox[k] = ws.x[i];
        ws.oy[k] = ws.y[i];
        ws.oz[k] = ws.z[i];
        ws.oref[k] = ws.ref[i];
        ws.oinc[k] = ws.inc[i];
        ws.oseg[k] = ws.seg[i];
    }

    private static void emitIntersection(ClipWorkspace ws, int i0, int i1, long d0, long d1, int planeFeature,
            int nextSegment) {
        long den = d0 - d1;
        int k = ws.outCount++;
        ws.ox[k] = between(ws.x[i0], ws.x[i1], d0, den);
        ws.oy[k] = between(ws.y[i0], ws.y[i1], d0, den);
        ws.oz[k] = between(ws.z[i0], ws.z[i1], d0, den);
        ws.oref[k] = planeFeature;
        ws.oinc[k] = ws.seg[i0];
        ws.oseg[k] = nextSegment;
    }

    /**
     * Returns {@code c0 + mulDiv(c1 - c0, d0, den)}; {@code c0} itself when the segment does not
     * move along this coordinate (mulDiv of a zero product is exactly 0, so the same bits without
     * the 128-bit division: an incident face lying in a coordinate plane meets this on one axis).
     */
    private static long between(long c0, long c1, long d0, long den) {
        return c0 == c1 ? c0 : Fixed.add(c0, Fixed.mulDiv(Fixed.sub(c1, c0), d0, den));
    }
}
