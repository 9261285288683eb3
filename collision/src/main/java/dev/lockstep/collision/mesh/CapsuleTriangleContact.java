package dev.lockstep.collision.mesh;

import dev.lockstep.fixedpoint.Fixed;
import dev.lockstep.fixedpoint.FixedFormat;
import dev.lockstep.fixedpoint.MutableVec3;
import dev.lockstep.fixedpoint.VecMath;
import dev.lockstep.fixedpoint.wide.Int128;

/**
 * Capsule against one triangle, the triangle treated as a hull (seed 001, "Triangles as Hulls")
 * inside seed 000's per-triangle step. The capsule is its core segment {@code P0 P1} (mesh space)
 * plus a radius; {@code Ir = radius + contact distance}.
 *
 * <p>Classification, with the triangle's unit normal {@code n}, its in-plane edge normals
 * {@code m_k} ({@link TriangleKernel}) and the prism over the closed triangle:
 * <ol>
 *   <li>back face: both endpoints strictly behind the plane (exact signs): culled, as the sphere
 *       culls on its center (seed 000 4a).</li>
 *   <li>prism overlap, decided exactly by the separating-axis test in the plane: the axes
 *       {@code m_k} (both endpoints strictly outside edge k separate) and {@code u = n x (P1 - P0)}
 *       (all three corners strictly on one side of the segment's line, for both endpoints). The
 *       test is exact because it only takes signs of unrounded dots; for triangles in a
 *       coordinate plane {@code m_k} and {@code u} are themselves exact.</li>
 *   <li>overlap: the segment is clipped to the prism (entry and exit fractions rounded once each);
 *       the contact normal is {@code n} itself, {@code D} the lower height of the clipped ends, and
 *       both clipped ends within {@code Ir} become points (seed issue 5: "a capsule lying on a face
 *       gives two points by clipping the segment to the triangle"). This is a FACE contact, except
 *       when the whole segment lies on the line of edge k (a boundary touch, exact signs): then it
 *       is a delayed EDGE k contact (both points kept or voided together), still with normal
 *       {@code n}, so a neighbouring face contact voids it. A contact whose normal is the triangle's own normal cannot be a ghost, which is
 *       what keeps a flat floor exact (no near-tied edge distances decide anything). If both
 *       clipped ends are higher than {@code Ir}, the boundary may still be within reach: step 4.</li>
 *   <li>no overlap: the closest points of the segment and each triangle edge (Ericson's
 *       segment-segment closest points, rounded; unit directions where his products would leave
 *       Q31.32); the nearest by exact squared distance wins (ties
 *       to the lower edge); an edge fraction clamped to 0 or 1 is the VERTEX, else the EDGE.
 *       {@code D > Ir} is decided exactly on squared lengths; normal {@code normalize(S - Cp)}
 *       (the seed's edge-contact normal: on a convex cliff edge this is the edge normal).</li>
 * </ol>
 * Points: capsule witness {@code S - normal * radius}, closest point Cp on the triangle, depth
 * {@code radius - height} (face) or {@code radius - D} (edge, vertex); positive when penetrating.
 *
 * <p>Numeric bound: no {@code FixedOverflowException} for any capsule whose endpoints, and any
 * triangle whose corners, lie within {@link TriangleMesh#MAX_COORDINATE} (8192 units per
 * coordinate; radius plus contact distance at most 8192, checked by {@link #set}). Every length,
 * offset and dot of the steps above is then below {@code 16384 sqrt 3} units (or its square,
 * below 2^30 square units). Ericson's segment-segment products ({@code |d1|^2 |d2|^2} and
 * {@code (d1 . d2)(d2 . r) - (d1 . r)|d2|^2}, which grow like core x edge x (edge + offset)) are
 * only used where they fit; elsewhere, decided exactly, the step uses unit directions (see
 * {@code closestSegmentEdge}). Normal-sized geometry keeps the bits it had before that switch.
 */
final class CapsuleTriangleContact implements TriangleContactGenerator {
    private long p0x;
    private long p0y;
    private long p0z;
    private long p1x;
    private long p1y;
    private long p1z;
    private long radius;
    private long inflated;
    private final MutableVec3 unit = new MutableVec3();
    private long sx;
    private long sy;
    private long sz;
    private long qx;
    private long qy;
    private long qz;
    private long edgeFraction;

    /**
     * Configures the capsule: core segment endpoints in mesh space (raw), radius and the user
     * contact distance.
     *
     * @throws IllegalArgumentException if an endpoint exceeds {@link TriangleMesh#MAX_COORDINATE},
     *     {@code radius <= 0}, {@code contactDistance < 0}, or their sum exceeds it
     */
    public void set(long x0, long y0, long z0, long x1, long y1, long z1, long radius, long contactDistance) {
        TriangleKernel.checkQueryPoint(x0, y0, z0, "capsule endpoint 0");
        TriangleKernel.checkQueryPoint(x1, y1, z1, "capsule endpoint 1");
        if (radius <= 0 || contactDistance < 0 || radius > TriangleMesh.MAX_COORDINATE
                || contactDistance > TriangleMesh.MAX_COORDINATE - radius) {
            throw new IllegalArgumentException("capsule radius " + FixedFormat.toExactString(radius)
                    + " and contact distance " + FixedFormat.toExactString(contactDistance)
                    + " must be positive, non-negative, and sum to at most 8192");
        }
        p0x = x0;
        p0y = y0;
        p0z = z0;
        p1x = x1;
        p1y = y1;
        p1z = z1;
        this.radius = radius;
        this.inflated = radius + contactDistance;
    }

    @Override
    public void queryBox(long[] outBox) {
        outBox[0] = Math.min(p0x, p1x) - inflated;
        outBox[1] = Math.min(p0y, p1y) - inflated;
        outBox[2] = Math.min(p0z, p1z) - inflated;
        outBox[3] = Math.max(p0x, p1x) + inflated;
        outBox[4] = Math.max(p0y, p1y) + inflated;
        outBox[5] = Math.max(p0z, p1z) + inflated;
    }

    @Override
    public int generate(TriangleMesh mesh, int triangle, MeshContactWorkspace workspace, TriangleContact out) {
        TriangleKernel k = workspace.kernel;
        if (!k.load(mesh, triangle)) {
            return MeshFeature.NONE;
        }
        if (Fixed.signOfDot3(k.nx, k.ny, k.nz, p0x - k.ax, p0y - k.ay, p0z - k.az) < 0
                && Fixed.signOfDot3(k.nx, k.ny, k.nz, p1x - k.ax, p1y - k.ay, p1z - k.az) < 0) {
            return MeshFeature.NONE;                                  // back face
        }
        long h0 = Fixed.dot3(k.nx, k.ny, k.nz, p0x - k.ax, p0y - k.ay, p0z - k.az);
        long h1 = Fixed.dot3(k.nx, k.ny, k.nz, p1x - k.ax, p1y - k.ay, p1z - k.az);
        if (h0 > inflated && h1 > inflated) {
            return MeshFeature.NONE;                                  // every point higher than Ir (figure 1)
        }
        k.loadEdgeNormals();
        long dx = p1x - p0x;
        long dy = p1y - p0y;
        long dz = p1z - p0z;
        // prism overlap by exact in-plane SAT; remember the edge whose line holds the whole segment
        int onEdgeLine = -1;
        long enter = 0;
        long exit = Fixed.ONE;
        boolean overlap = true;
        for (int e = 0; e < 3 && overlap; e++) {
            int s0 = k.side(e, p0x, p0y, p0z);
            int s1 = k.side(e, p1x, p1y, p1z);
            if (s0 < 0 && s1 < 0) {
                overlap = false;
            } else if (s0 == 0 && s1 == 0) {
                onEdgeLine = e;
            } else if (s0 < 0 || s1 < 0) {
                long g0 = Fixed.dot3(k.m[3 * e], k.m[3 * e + 1], k.m[3 * e + 2], p0x - k.cornerX(e), p0y - k.cornerY(e),
                        p0z - k.cornerZ(e));
                long g1 = Fixed.dot3(k.m[3 * e], k.m[3 * e + 1], k.m[3 * e + 2], p1x - k.cornerX(e), p1y - k.cornerY(e),
                        p1z - k.cornerZ(e));
                long f = g0 == g1 ? (s0 < 0 ? Fixed.ONE : 0) : Fixed.clamp(Fixed.div(g0, g0 - g1), 0, Fixed.ONE);
                if (s0 < 0) {
                    enter = Math.max(enter, f);                       // entering the half-plane at f
                } else {
                    exit = Math.min(exit, f);
                }
            }
        }
        if (overlap && !separatedBySegmentLine(k, dx, dy, dz)) {
            if (exit < enter) {
                exit = enter;                                         // rounding of a touching overlap
            }
            return faceContact(k, enter, exit, dx, dy, dz, onEdgeLine, out);
        }
        return edgeContact(k, dx, dy, dz, out);
    }

    /** Returns true when all three corners lie strictly on one side of the segment's line, seen from both ends. */
    private boolean separatedBySegmentLine(TriangleKernel k, long dx, long dy, long dz) {
        long ux = VecMath.crossX(k.ny, k.nz, dy, dz);
        long uy = VecMath.crossY(k.nx, k.nz, dx, dz);
        long uz = VecMath.crossZ(k.nx, k.ny, dx, dy);
        if ((ux | uy | uz) == 0) {
            return false;                                             // segment along n: projects to a point
        }
        int positive = 0;
        int negative = 0;
        for (int c = 0; c < 3; c++) {
            for (int end = 0; end < 2; end++) {
                long ox = end == 0 ? p0x : p1x;
                long oy = end == 0 ? p0y : p1y;
                long oz = end == 0 ? p0z : p1z;
                int s = Fixed.signOfDot3(ux, uy, uz, k.cornerX(c) - ox, k.cornerY(c) - oy, k.cornerZ(c) - oz);
                positive += s > 0 ? 1 : 0;
                negative += s < 0 ? 1 : 0;
            }
        }
        return positive == 6 || negative == 6;
    }

    private int faceContact(TriangleKernel k, long enter, long exit, long dx, long dy, long dz, int onEdgeLine,
            TriangleContact out) {
        long ax = enter == 0 ? p0x : p0x + Fixed.mul(dx, enter);
        long ay = enter == 0 ? p0y : p0y + Fixed.mul(dy, enter);
        long az = enter == 0 ? p0z : p0z + Fixed.mul(dz, enter);
        long bx = exit == Fixed.ONE ? p1x : p0x + Fixed.mul(dx, exit);
        long by = exit == Fixed.ONE ? p1y : p0y + Fixed.mul(dy, exit);
        long bz = exit == Fixed.ONE ? p1z : p0z + Fixed.mul(dz, exit);
        long ha = Fixed.dot3(k.nx, k.ny, k.nz, ax - k.ax, ay - k.ay, az - k.az);
        long hb = Fixed.dot3(k.nx, k.ny, k.nz, bx - k.ax, by - k.ay, bz - k.az);
        long low = Math.min(ha, hb);
        if (low > inflated) {
            // the part over the triangle is out of reach, but the segment may still come within Ir of
            // the boundary (it descends beside the triangle): report that as the edge contact it is,
            // so the triangle still enters V in distance order and voids its neighbours' ghosts
            return edgeContact(k, dx, dy, dz, out);
        }
        // the lower end first (ties: the entry end), the other end as a second point when within Ir
        boolean entryFirst = ha <= hb;
        emitPoint(k, low, entryFirst ? ax : bx, entryFirst ? ay : by, entryFirst ? az : bz, out, true);
        long high = Math.max(ha, hb);
        if (exit != enter && high <= inflated) {
            emitPoint(k, high, entryFirst ? bx : ax, entryFirst ? by : ay, entryFirst ? bz : az, out, false);
        }
        if (onEdgeLine >= 0) {
            out.setSortKey(Fixed.mul(k.nx, low), Fixed.mul(k.ny, low), Fixed.mul(k.nz, low));
            return MeshFeature.EDGE_0 + onEdgeLine;
        }
        return MeshFeature.FACE;
    }

    private void emitPoint(TriangleKernel k, long height, long cx, long cy, long cz, TriangleContact out, boolean first) {
        long px = cx - Fixed.mul(k.nx, radius);
        long py = cy - Fixed.mul(k.ny, radius);
        long pz = cz - Fixed.mul(k.nz, radius);
        long qx0 = cx - Fixed.mul(k.nx, height);
        long qy0 = cy - Fixed.mul(k.ny, height);
        long qz0 = cz - Fixed.mul(k.nz, height);
        if (first) {
            out.set(height, radius - height, k.nx, k.ny, k.nz, px, py, pz, qx0, qy0, qz0);
        } else {
            out.addFacePoint(radius - height, px, py, pz, qx0, qy0, qz0);
        }
    }

    private int edgeContact(TriangleKernel k, long dx, long dy, long dz, TriangleContact out) {
        int feature = MeshFeature.NONE;
        long bestHi = 0;
        long bestLo = 0;
        long bsx = 0;
        long bsy = 0;
        long bsz = 0;
        long bqx = 0;
        long bqy = 0;
        long bqz = 0;
        for (int e = 0; e < 3; e++) {
            int next = e == 2 ? 0 : e + 1;
            closestSegmentEdge(k.cornerX(e), k.cornerY(e), k.cornerZ(e), k.cornerX(next) - k.cornerX(e),
                    k.cornerY(next) - k.cornerY(e), k.cornerZ(next) - k.cornerZ(e), dx, dy, dz);
            out.setSortKey(sx - qx, sy - qy, sz - qz);
            if (feature == MeshFeature.NONE || Int128.less(out.keyHi, out.keyLo, bestHi, bestLo)) {
                feature = edgeFraction == 0 ? MeshFeature.VERTEX_0 + e
                        : edgeFraction == Fixed.ONE ? MeshFeature.VERTEX_0 + next : MeshFeature.EDGE_0 + e;
                bestHi = out.keyHi;
                bestLo = out.keyLo;
                bsx = sx;
                bsy = sy;
                bsz = sz;
                bqx = qx;
                bqy = qy;
                bqz = qz;
            }
        }
        if (Int128.less(Int128.productHigh(inflated, inflated), Int128.productLow(inflated, inflated), bestHi, bestLo)) {
            return MeshFeature.NONE;                                  // D > Ir, decided exactly
        }
        long vx = bsx - bqx;
        long vy = bsy - bqy;
        long vz = bsz - bqz;
        long distance = Fixed.length3(vx, vy, vz);
        long nx = k.nx;
        long ny = k.ny;
        long nz = k.nz;
        if ((vx | vy | vz) != 0) {
            VecMath.normalizeInto(vx, vy, vz, unit);
            nx = unit.x;
            ny = unit.y;
            nz = unit.z;
        }
        out.set(distance, radius - distance, nx, ny, nz, bsx - Fixed.mul(nx, radius), bsy - Fixed.mul(ny, radius),
                bsz - Fixed.mul(nz, radius), bqx, bqy, bqz);
        out.keyHi = bestHi;
        out.keyLo = bestLo;
        return feature;
    }

    /**
     * Closest points of the capsule core {@code P0 + s d1} and the edge {@code E0 + t d2}
     * (Ericson, Real-Time Collision Detection 5.1.9), fractions clamped to [0, 1]; writes S, Q and
     * the edge fraction. Each fraction is one rounded quotient of fused (single-rounding) terms,
     * its clamps decided exactly before dividing ({@link #unitClampedQuotient}).
     *
     * <p>Switch, exact: Ericson's two fused products {@code a e - b^2} and {@code b f - c e} are
     * formed in 128 bits; when either does not fit Q31.32 ({@link #fitsMulSubMul}, the very test
     * {@code Fixed.mulSubMul} throws on) the pair is solved by {@link #closestSegmentEdgeLong}
     * instead. Every input on which this form did not overflow keeps its bits; the rest (roughly
     * core x edge x (edge + offset) beyond 2^31 cubic units, e.g. a 2-unit core beside a
     * 1,300-unit edge) gets an answer instead of {@code FixedOverflowException}.
     */
    private void closestSegmentEdge(long ex0, long ey0, long ez0, long d2x, long d2y, long d2z, long d1x, long d1y,
            long d1z) {
        long rx = p0x - ex0;
        long ry = p0y - ey0;
        long rz = p0z - ez0;
        long a = Fixed.dot3(d1x, d1y, d1z, d1x, d1y, d1z);
        long e = Fixed.dot3(d2x, d2y, d2z, d2x, d2y, d2z);
        long f = Fixed.dot3(d2x, d2y, d2z, rx, ry, rz);
        long s;
        long t;
        if (a == 0) {
            s = 0;
            t = unitClampedQuotient(f, e);
        } else {
            long c = Fixed.dot3(d1x, d1y, d1z, rx, ry, rz);
            long b = Fixed.dot3(d1x, d1y, d1z, d2x, d2y, d2z);
            if (!fitsMulSubMul(a, e, b, b)) {
                closestSegmentEdgeLong(ex0, ey0, ez0, d2x, d2y, d2z, d1x, d1y, d1z);
                return;
            }
            long denom = Fixed.mulSubMul(a, e, b, b);
            if (denom > 0) {
                if (!fitsMulSubMul(b, f, c, e)) {
                    closestSegmentEdgeLong(ex0, ey0, ez0, d2x, d2y, d2z, d1x, d1y, d1z);
                    return;
                }
                s = unitClampedQuotient(Fixed.mulSubMul(b, f, c, e), denom);
            } else {
                s = 0;
            }
            long tn = Fixed.mul(b, s) + f;
            if (tn <= 0) {
                t = 0;
                s = unitClampedQuotient(-c, a);
            } else if (tn >= e) {
                t = Fixed.ONE;
                s = unitClampedQuotient(b - c, a);
            } else {
                // interior of the edge: Q = E0 + d2 * tn / e with one rounding per component (mulDiv),
                // not via a rounded fraction t, whose error the edge length would multiply
                edgeFraction = Fixed.div(tn, e);
                setPoints(s, d1x, d1y, d1z);
                qx = ex0 + Fixed.mulDiv(d2x, tn, e);
                qy = ey0 + Fixed.mulDiv(d2y, tn, e);
                qz = ez0 + Fixed.mulDiv(d2z, tn, e);
                return;
            }
        }
        edgeFraction = t;
        setPoints(s, d1x, d1y, d1z);
        qx = t == 0 ? ex0 : ex0 + Fixed.mul(d2x, t);
        qy = t == 0 ? ey0 : ey0 + Fixed.mul(d2y, t);
        qz = t == 0 ? ez0 : ez0 + Fixed.mul(d2z, t);
    }

    /**
     * The same closest points for long cores, edges or offsets (where {@link #closestSegmentEdge}'s
     * products leave Q31.32): seed 004's form with unit directions {@code u1, u2}
     * ({@code VecMath.normalizeInto}, within 1 ulp) and lengths {@code L1, L2} ({@code length3}),
     * so no product exceeds a length times a unit: {@code b = u1 . u2}, {@code c = u1 . r},
     * {@code f = u2 . r}, {@code s = (b f - c) / (1 - b^2)} clamped to {@code [0, L1]} exactly,
     * {@code t = b s + f}; if t leaves {@code [0, L2]} it is clamped and s recomputed as the
     * projection {@code clamp(b t - c, 0, L1)}. Points are {@code P0 + d1 s / L1} and
     * {@code E0 + d2 t / L2} with one {@code mulDiv} per component (on the exact direction, not a
     * rounded unit times a long length); a clamped end is that exact endpoint or corner. Both
     * segments are non-degenerate here ({@code a > 0}, {@code e > 0}: otherwise the short form's
     * products are zero or negative and fit).
     */
    private void closestSegmentEdgeLong(long ex0, long ey0, long ez0, long d2x, long d2y, long d2z, long d1x, long d1y,
            long d1z) {
        long len1 = Fixed.length3(d1x, d1y, d1z);
        long len2 = Fixed.length3(d2x, d2y, d2z);
        VecMath.normalizeInto(d1x, d1y, d1z, unit);
        long u1x = unit.x;
        long u1y = unit.y;
        long u1z = unit.z;
        VecMath.normalizeInto(d2x, d2y, d2z, unit);
        long rx = p0x - ex0;
        long ry = p0y - ey0;
        long rz = p0z - ez0;
        long b = Fixed.dot3(u1x, u1y, u1z, unit.x, unit.y, unit.z);
        long c = Fixed.dot3(u1x, u1y, u1z, rx, ry, rz);
        long f = Fixed.dot3(unit.x, unit.y, unit.z, rx, ry, rz);
        long denom = Fixed.mulSubMul(Fixed.ONE, Fixed.ONE, b, b);
        long s = Fixed.divClamped(Fixed.mulSubMul(b, f, c, Fixed.ONE), denom, len1);
        long t = Fixed.mul(b, s) + f;
        if (t <= 0) {
            t = 0;
            s = Fixed.clamp(-c, 0, len1);
        } else if (t >= len2) {
            t = len2;
            s = Fixed.clamp(Fixed.mul(b, len2) - c, 0, len1);
        }
        // only 0 and ONE name a corner (MeshFeature.VERTEX); an interior t keeps an interior fraction
        edgeFraction = t == 0 ? 0 : t == len2 ? Fixed.ONE : Fixed.clamp(Fixed.div(t, len2), 1, Fixed.ONE - 1);
        sx = s == 0 ? p0x : s == len1 ? p1x : p0x + Fixed.mulDiv(d1x, s, len1);
        sy = s == 0 ? p0y : s == len1 ? p1y : p0y + Fixed.mulDiv(d1y, s, len1);
        sz = s == 0 ? p0z : s == len1 ? p1z : p0z + Fixed.mulDiv(d1z, s, len1);
        qx = t == 0 ? ex0 : t == len2 ? ex0 + d2x : ex0 + Fixed.mulDiv(d2x, t, len2);
        qy = t == 0 ? ey0 : t == len2 ? ey0 + d2y : ey0 + Fixed.mulDiv(d2y, t, len2);
        qz = t == 0 ? ez0 : t == len2 ? ez0 + d2z : ez0 + Fixed.mulDiv(d2z, t, len2);
    }

    /**
     * Returns true when {@code a b - c d}, formed exactly in 128 bits, fits Q31.32 after rounding:
     * exactly when {@code Fixed.mulSubMul(a, b, c, d)} returns instead of throwing.
     */
    static boolean fitsMulSubMul(long a, long b, long c, long d) {
        return Fixed.fitsRoundedShift32(Int128.mulSubHigh(a, b, c, d), Int128.mulSubLow(a, b, c, d));
    }

    /**
     * Returns {@code clamp(num / denom, 0, ONE)}: the same bits as {@code Fixed.clamp(Fixed.div(num,
     * denom), 0, ONE)} whenever that returns, but the clamps are decided exactly first, so a
     * quotient far outside [0, 1] (nearly parallel lines, a tiny core) cannot overflow; 0 when
     * {@code denom <= 0}.
     */
    static long unitClampedQuotient(long num, long denom) {
        return Fixed.divClamped(num, denom, Fixed.ONE);
    }

    private void setPoints(long s, long d1x, long d1y, long d1z) {
        sx = s == 0 ? p0x : s == Fixed.ONE ? p1x : p0x + Fixed.mul(d1x, s);
        sy = s == 0 ? p0y : s == Fixed.ONE ? p1y : p0y + Fixed.mul(d1y, s);
        sz = s == 0 ? p0z : s == Fixed.ONE ? p1z : p0z + Fixed.mul(d1z, s);
    }

    @Override
    public void completeDelayed(TriangleContact ioContact) {
        // every contact is completed in generate (edge contacts need S, which the pending form does not keep)
    }
}
