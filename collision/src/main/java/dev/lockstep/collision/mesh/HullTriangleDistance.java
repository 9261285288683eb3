package dev.lockstep.collision.mesh;

import dev.lockstep.fixedpoint.Fixed;
import dev.lockstep.fixedpoint.VecMath;
import dev.lockstep.fixedpoint.wide.Dot128;
import dev.lockstep.fixedpoint.wide.Int128;

/**
 * Closest points between a convex hull and a triangle that do not touch over the triangle (the
 * hull is beside the loaded triangle's prism, or over it only higher than the inflated radius):
 * the distance seed 000 sorts delayed contacts by. Used by {@link HullTriangleContact} for such
 * "beside" triangles, whose SAT separation is only a lower bound of the distance.
 *
 * <p>The closest pair of two disjoint convex polytopes is a vertex against a face, or an edge
 * against an edge, so the minimum over these candidates is the distance:
 * <ul>
 *   <li>each hull vertex against the triangle (its projection when it lies over the closed
 *       triangle, else the nearest point of each edge: fraction {@code (AP . AB) / |AB|^2}, clamped
 *       by exact comparisons, the point rounded once per component with {@code mulDiv});</li>
 *   <li>each triangle corner against each hull face it lies in front of, when its projection
 *       falls inside the face (exact signs against the face's in-plane edge normals, either
 *       winding); a bent face ({@link #bentSurface}) as its triangles;</li>
 *   <li>each hull edge, then each crease of a bent face, against each triangle edge (Ericson's
 *       segment-segment closest points, fractions rounded once each).</li>
 * </ul>
 * Candidates are compared by the exact 128-bit squared length of the difference of their rounded
 * points; the first smallest wins (hull vertices, then corners, then edge pairs, each in index
 * order). The triangle feature is FACE, EDGE k or VERTEX k from where the triangle's point lies
 * (a clamped fraction is the vertex). Edges or offsets of 128 units or more use unit directions
 * ({@link #SHORT_SQUARED}), so no product leaves Q31.32 anywhere within the coordinate bound.
 */
final class HullTriangleDistance {
    /**
     * Squared length (raw Q31.32, 128 units squared = 2^46 raw) from which the segment-segment step
     * switches to unit directions: below it Ericson's products of squared lengths stay far inside
     * Q31.32; above it they could overflow near the coordinate bound.
     */
    static final long SHORT_SQUARED = 1L << 46;
    private final dev.lockstep.fixedpoint.MutableVec3 unit = new dev.lockstep.fixedpoint.MutableVec3();
    long hullX;
    long hullY;
    long hullZ;
    long triX;
    long triY;
    long triZ;
    int feature;
    long keyHi;
    long keyLo;
    private boolean found;
    /** The placed hull's bent-face surface ({@link #bentSurface}); null: every face planar. */
    private int[] triangleStart;
    private int[] triangleVertex;
    private long[] triangleNormal;
    private int[] creaseA;
    private int[] creaseB;
    private int creaseCount;

    /**
     * Sets the true surface under the placed hull's bent faces
     * ({@code HullQueryIndex.bentTriangleStart}, normals placed): per face its first triangle
     * ({@code faceCount + 1} entries, an empty range for a planar face), three vertices and a unit
     * normal per triangle, and the creases between them. A bent face's normal is not
     * perpendicular to its edges, and the plane through one of its vertices lies above or below
     * the hull by up to the bend (about 1% of the face's width per merge, HullBuilder), so the
     * projection of a corner onto it missed the hull: in a search of 3,000 scenes of triangles
     * beside bent faces (hulls of 8 to 128 points at 2^-2 to 2^6 units), of the 560
     * that reached this step 527 distances were off by more than 10^-6 of the hull's size, up to
     * 10.8 units too long (the corner behind that plane, the face skipped, an edge far away left)
     * and 0.19 too short, losing 118 contacts within {@code Ir} and making 20 beyond it. On its
     * triangles, and with its creases as edges (a triangle edge crossing over a bent face is
     * closest to one: 26 distances up to 0.018 units too long without them), the candidates are
     * those of the hull's true surface, so the minimum is the distance again (within 1.3e-9 of
     * the hull's size there). Planar faces keep their polygon and there are no creases, so hulls
     * without bent faces keep every bit. Arrays are read, not copied.
     */
    void bentSurface(int[] triangleStart, int[] triangleVertex, long[] triangleNormal, int[] creaseA, int[] creaseB,
            int creaseCount) {
        this.triangleStart = triangleStart;
        this.triangleVertex = triangleVertex;
        this.triangleNormal = triangleNormal;
        this.creaseA = creaseA;
        this.creaseB = creaseB;
        this.creaseCount = creaseCount;
    }

    /** Computes the closest pair of the placed hull (arrays of {@link HullTriangleContact}) and the loaded triangle. */
    void run(long[] vertex, int vertexCount, int[] edgeA, int[] edgeB, int edgeCount, long[] faceNormal, int[] faceStart,
            int[] faceLoop, int faceCount, TriangleKernel k) {
        found = false;
        for (int i = 0; i < vertexCount; i++) {
            pointTriangle(vertex[3 * i], vertex[3 * i + 1], vertex[3 * i + 2], k);
        }
        for (int c = 0; c < 3; c++) {
            for (int f = 0; f < faceCount; f++) {
                if (triangleStart == null || triangleStart[f] == triangleStart[f + 1]) {
                    cornerFace(c, faceNormal, f, faceLoop, faceStart[f], faceStart[f + 1] - faceStart[f], vertex, k);
                    continue;
                }
                // a bent face: its triangles (bentSurface), not the plane through its first vertex
                for (int t = triangleStart[f]; t < triangleStart[f + 1]; t++) {
                    cornerFace(c, triangleNormal, t, triangleVertex, 3 * t, 3, vertex, k);
                }
            }
        }
        for (int h = 0; h < edgeCount; h++) {
            for (int e = 0; e < 3; e++) {
                segmentSegment(vertex, edgeA[h], edgeB[h], e, k);
            }
        }
        for (int i = 0; i < creaseCount; i++) {
            for (int e = 0; e < 3; e++) {
                segmentSegment(vertex, creaseA[i], creaseB[i], e, k);
            }
        }
    }

    private void pointTriangle(long px, long py, long pz, TriangleKernel k) {
        if (k.side(0, px, py, pz) >= 0 && k.side(1, px, py, pz) >= 0 && k.side(2, px, py, pz) >= 0) {
            long h = Fixed.dot3(k.nx, k.ny, k.nz, px - k.ax, py - k.ay, pz - k.az);
            consider(px, py, pz, px - Fixed.mul(k.nx, h), py - Fixed.mul(k.ny, h), pz - Fixed.mul(k.nz, h),
                    MeshFeature.FACE);
            return;
        }
        for (int e = 0; e < 3; e++) {
            int next = e == 2 ? 0 : e + 1;
            long ax = k.cornerX(e);
            long ay = k.cornerY(e);
            long az = k.cornerZ(e);
            long abx = k.cornerX(next) - ax;
            long aby = k.cornerY(next) - ay;
            long abz = k.cornerZ(next) - az;
            if (Fixed.signOfDot3(px - ax, py - ay, pz - az, abx, aby, abz) <= 0) {
                consider(px, py, pz, ax, ay, az, MeshFeature.VERTEX_0 + e);
                continue;
            }
            // P . AB >= B . AB  <=>  AP . AB >= AB . AB (exact)
            if (Fixed.compareDot3(px, py, pz, k.cornerX(next), k.cornerY(next), k.cornerZ(next), abx, aby, abz) >= 0) {
                consider(px, py, pz, k.cornerX(next), k.cornerY(next), k.cornerZ(next), MeshFeature.VERTEX_0 + next);
                continue;
            }
            long num = Fixed.dot3(px - ax, py - ay, pz - az, abx, aby, abz);
            long den = Fixed.dot3(abx, aby, abz, abx, aby, abz);
            consider(px, py, pz, ax + Fixed.mulDiv(abx, num, den), ay + Fixed.mulDiv(aby, num, den),
                    az + Fixed.mulDiv(abz, num, den), MeshFeature.EDGE_0 + e);
        }
    }

    /**
     * Triangle corner {@code c} against the planar polygon {@code loop[start .. start + n - 1]}
     * of unit normal {@code normal[3 f ..]}: a planar hull face, or a triangle of a bent one.
     */
    private void cornerFace(int c, long[] normal, int f, int[] loop, int start, int n, long[] vertex, TriangleKernel k) {
        long fx = normal[3 * f];
        long fy = normal[3 * f + 1];
        long fz = normal[3 * f + 2];
        long cx = k.cornerX(c);
        long cy = k.cornerY(c);
        long cz = k.cornerZ(c);
        int v0 = loop[start];
        if (Fixed.signOfDot3(fx, fy, fz, cx - vertex[3 * v0], cy - vertex[3 * v0 + 1], cz - vertex[3 * v0 + 2]) <= 0) {
            return;                                                   // behind or on the face plane: not this pair
        }
        int positive = 0;
        int negative = 0;
        for (int i = 0; i < n; i++) {
            int a = loop[start + i];
            int b = loop[start + (i + 1 == n ? 0 : i + 1)];
            long ex = vertex[3 * b] - vertex[3 * a];
            long ey = vertex[3 * b + 1] - vertex[3 * a + 1];
            long ez = vertex[3 * b + 2] - vertex[3 * a + 2];
            int s = Fixed.signOfDot3(VecMath.crossX(fy, fz, ey, ez), VecMath.crossY(fx, fz, ex, ez),
                    VecMath.crossZ(fx, fy, ex, ey), cx - vertex[3 * a], cy - vertex[3 * a + 1], cz - vertex[3 * a + 2]);
            positive += s > 0 ? 1 : 0;
            negative += s < 0 ? 1 : 0;
        }
        if (positive > 0 && negative > 0) {
            return;                                                   // projects outside the face
        }
        long d = Fixed.dot3(fx, fy, fz, cx - vertex[3 * v0], cy - vertex[3 * v0 + 1], cz - vertex[3 * v0 + 2]);
        consider(cx - Fixed.mul(fx, d), cy - Fixed.mul(fy, d), cz - Fixed.mul(fz, d), cx, cy, cz, MeshFeature.VERTEX_0 + c);
    }

    /** Ericson's closest points of hull edge {@code p -> q} and triangle edge {@code e} (Real-Time Collision Detection 5.1.9). */
    private void segmentSegment(long[] vertex, int p, int q, int e, TriangleKernel k) {
        int next = e == 2 ? 0 : e + 1;
        long p1x = vertex[3 * p];
        long p1y = vertex[3 * p + 1];
        long p1z = vertex[3 * p + 2];
        long d1x = vertex[3 * q] - p1x;
        long d1y = vertex[3 * q + 1] - p1y;
        long d1z = vertex[3 * q + 2] - p1z;
        long p2x = k.cornerX(e);
        long p2y = k.cornerY(e);
        long p2z = k.cornerZ(e);
        long d2x = k.cornerX(next) - p2x;
        long d2y = k.cornerY(next) - p2y;
        long d2z = k.cornerZ(next) - p2z;
        long rx = p1x - p2x;
        long ry = p1y - p2y;
        long rz = p1z - p2z;
        long a = Fixed.dot3(d1x, d1y, d1z, d1x, d1y, d1z);
        long ee = Fixed.dot3(d2x, d2y, d2z, d2x, d2y, d2z);
        if (a >= SHORT_SQUARED || ee >= SHORT_SQUARED || Fixed.dot3(rx, ry, rz, rx, ry, rz) >= SHORT_SQUARED) {
            segmentSegmentLong(p1x, p1y, p1z, d1x, d1y, d1z, e, k);
            return;
        }
        long f = Fixed.dot3(d2x, d2y, d2z, rx, ry, rz);
        long c = Fixed.dot3(d1x, d1y, d1z, rx, ry, rz);
        long b = Fixed.dot3(d1x, d1y, d1z, d2x, d2y, d2z);
        long denom = Fixed.mulSubMul(a, ee, b, b);
        long s = Fixed.divClamped(Fixed.mulSubMul(b, f, c, ee), denom, Fixed.ONE);
        long tNum = Fixed.mul(b, s) + f;
        long t;
        if (tNum <= 0) {
            t = 0;
            s = Fixed.divClamped(-c, a, Fixed.ONE);
        } else if (tNum >= ee) {
            t = Fixed.ONE;
            s = Fixed.divClamped(b - c, a, Fixed.ONE);
        } else {
            t = Fixed.div(tNum, ee);
        }
        int feature = t == 0 ? MeshFeature.VERTEX_0 + e : t == Fixed.ONE ? MeshFeature.VERTEX_0 + next : MeshFeature.EDGE_0 + e;
        long tx = t == 0 ? p2x : t == Fixed.ONE ? k.cornerX(next) : p2x + Fixed.mul(d2x, t);
        long ty = t == 0 ? p2y : t == Fixed.ONE ? k.cornerY(next) : p2y + Fixed.mul(d2y, t);
        long tz = t == 0 ? p2z : t == Fixed.ONE ? k.cornerZ(next) : p2z + Fixed.mul(d2z, t);
        consider(p1x + Fixed.mul(d1x, s), p1y + Fixed.mul(d1y, s), p1z + Fixed.mul(d1z, s), tx, ty, tz, feature);
    }

    /**
     * The closest points of a hull edge and triangle edge {@code e} when an edge or their offset is
     * 128 units or longer: seed 004's form with unit directions ({@code VecMath.normalizeInto},
     * within 1 ulp) and lengths, so every product stays below the coordinates' size (Ericson's
     * form multiplies squared lengths and overflows Q31.32 beyond about 46,000 square units).
     * Fractions along each edge are in length units, clamped by exact comparisons; a clamp to an end
     * of the triangle edge is that exact corner.
     */
    private void segmentSegmentLong(long p1x, long p1y, long p1z, long d1x, long d1y, long d1z, int e, TriangleKernel k) {
        int next = e == 2 ? 0 : e + 1;
        long p2x = k.cornerX(e);
        long p2y = k.cornerY(e);
        long p2z = k.cornerZ(e);
        long d2x = k.cornerX(next) - p2x;
        long d2y = k.cornerY(next) - p2y;
        long d2z = k.cornerZ(next) - p2z;
        long len1 = Fixed.length3(d1x, d1y, d1z);
        long len2 = Fixed.length3(d2x, d2y, d2z);
        VecMath.normalizeInto(d1x, d1y, d1z, unit);
        long u1x = unit.x;
        long u1y = unit.y;
        long u1z = unit.z;
        VecMath.normalizeInto(d2x, d2y, d2z, unit);
        long u2x = unit.x;
        long u2y = unit.y;
        long u2z = unit.z;
        long rx = p1x - p2x;
        long ry = p1y - p2y;
        long rz = p1z - p2z;
        long b = Fixed.dot3(u1x, u1y, u1z, u2x, u2y, u2z);
        long c = Fixed.dot3(u1x, u1y, u1z, rx, ry, rz);
        long f = Fixed.dot3(u2x, u2y, u2z, rx, ry, rz);
        long denom = Fixed.mulSubMul(Fixed.ONE, Fixed.ONE, b, b);
        long num = Fixed.mulSubMul(b, f, c, Fixed.ONE);
        long s = Fixed.divClamped(num, denom, len1);
        long t = Fixed.mul(b, s) + f;
        if (t <= 0) {
            t = 0;
            s = Fixed.clamp(-c, 0, len1);
        } else if (t >= len2) {
            t = len2;
            s = Fixed.clamp(Fixed.mul(b, len2) - c, 0, len1);
        }
        int feature = t == 0 ? MeshFeature.VERTEX_0 + e : t == len2 ? MeshFeature.VERTEX_0 + next : MeshFeature.EDGE_0 + e;
        long tx = t == 0 ? p2x : t == len2 ? k.cornerX(next) : p2x + Fixed.mul(u2x, t);
        long ty = t == 0 ? p2y : t == len2 ? k.cornerY(next) : p2y + Fixed.mul(u2y, t);
        long tz = t == 0 ? p2z : t == len2 ? k.cornerZ(next) : p2z + Fixed.mul(u2z, t);
        consider(p1x + Fixed.mul(u1x, s), p1y + Fixed.mul(u1y, s), p1z + Fixed.mul(u1z, s), tx, ty, tz, feature);
    }

    private void consider(long hx, long hy, long hz, long tx, long ty, long tz, int triangleFeature) {
        long dx = hx - tx;
        long dy = hy - ty;
        long dz = hz - tz;
        long hi = Dot128.lengthSquaredHigh(dx, dy, dz);
        long lo = Dot128.lengthSquaredLow(dx, dy, dz);
        if (found && !Int128.less(hi, lo, keyHi, keyLo)) {
            return;
        }
        found = true;
        keyHi = hi;
        keyLo = lo;
        hullX = hx;
        hullY = hy;
        hullZ = hz;
        triX = tx;
        triY = ty;
        triZ = tz;
        feature = triangleFeature;
    }
}
