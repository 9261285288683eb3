package dev.lockstep.collision.mesh;

import dev.lockstep.fixedpoint.Fixed;
import dev.lockstep.fixedpoint.FixedFormat;
import dev.lockstep.fixedpoint.MutableVec3;
import dev.lockstep.fixedpoint.VecMath;
import dev.lockstep.fixedpoint.wide.Int128;

/**
 * Sphere against one triangle (seed 000 section 4a): back-face culling against the sphere center,
 * distance D and closest point Cp, feature code, and the inflated radius {@code Ir = Sr + contact
 * distance} (figure 1: triangles with {@code D > Ir} are ignored).
 *
 * <p>Classification, with the triangle's unit normal {@code n} and in-plane edge normals
 * {@code m_k} of {@link TriangleKernel}, {@code p} the sphere center:
 * <ol>
 *   <li>back face: the exact sign of {@code n . (p - a)} is negative: culled. (A center exactly
 *       in the plane is kept.)</li>
 *   <li>the exact signs {@code s_k} of {@code m_k . (p - v_k)} say where the projection of
 *       {@code p} falls. All positive: FACE. All non-negative: the projection lies on the boundary:
 *       one zero is EDGE k, two zeros the VERTEX they share. In both cases Cp is the projection,
 *       {@code D = n . (p - a)} (rounded once) and the normal is {@code n} itself: the exact answer,
 *       where {@code normalize(p - Cp)} would only round to it (a deliberate deviation from the
 *       seed's formula that keeps contacts on a flat floor exactly vertical).</li>
 *   <li>otherwise Cp is on an edge with {@code s_k < 0}: per such edge the closest point of the
 *       segment, whose region (either vertex or the interior) is decided exactly; the nearest by
 *       rounded squared distance wins, ties to the lower edge. Interior points are
 *       {@code v_k + e * (w.e) / (e.e)} with both dots rounded once and one {@code mulDiv} per
 *       component. {@code D = |p - Cp|} rounded once, normal {@code normalize(p - Cp)} (the seed's
 *       normal), or {@code n} if that vector is zero.</li>
 * </ol>
 * Output: contact point {@code p - normal * Sr} (the sphere's surface point toward the triangle,
 * rounded once per component), closest point Cp on the triangle (for face, edge-on-boundary and
 * vertex-on-boundary cases {@code p - n * D}, rounded once per component), depth {@code Sr - D}
 * (positive when penetrating).
 */
final class SphereTriangleContact implements TriangleContactGenerator {
    private long px;
    private long py;
    private long pz;
    private long radius;
    private long inflated;
    private final MutableVec3 unit = new MutableVec3();

    /**
     * Configures the sphere (center in mesh space, raw) and the user contact distance.
     *
     * @throws IllegalArgumentException if the center exceeds {@link TriangleMesh#MAX_COORDINATE},
     *     {@code radius <= 0}, {@code contactDistance < 0}, or the inflated radius exceeds
     *     {@link TriangleMesh#MAX_COORDINATE}
     */
    public void set(long centerX, long centerY, long centerZ, long radius, long contactDistance) {
        TriangleKernel.checkQueryPoint(centerX, centerY, centerZ, "sphere center");
        if (radius <= 0 || contactDistance < 0 || radius > TriangleMesh.MAX_COORDINATE
                || contactDistance > TriangleMesh.MAX_COORDINATE - radius) {
            throw new IllegalArgumentException("sphere radius " + FixedFormat.toExactString(radius)
                    + " and contact distance " + FixedFormat.toExactString(contactDistance)
                    + " must be positive, non-negative, and sum to at most 8192");
        }
        this.px = centerX;
        this.py = centerY;
        this.pz = centerZ;
        this.radius = radius;
        this.inflated = radius + contactDistance;
    }

    @Override
    public void queryBox(long[] outBox) {
        outBox[0] = px - inflated;
        outBox[1] = py - inflated;
        outBox[2] = pz - inflated;
        outBox[3] = px + inflated;
        outBox[4] = py + inflated;
        outBox[5] = pz + inflated;
    }

    @Override
    public int generate(TriangleMesh mesh, int triangle, MeshContactWorkspace workspace, TriangleContact outContact) {
        TriangleKernel k = workspace.kernel;
        if (!k.load(mesh, triangle)) {
            return MeshFeature.NONE;
        }
        long wx = px - k.ax;
        long wy = py - k.ay;
        long wz = pz - k.az;
        if (Fixed.signOfDot3(k.nx, k.ny, k.nz, wx, wy, wz) < 0) {
            return MeshFeature.NONE;                      // back face (seed 000 4a)
        }
        long plane = Fixed.dot3(k.nx, k.ny, k.nz, wx, wy, wz);
        if (plane > inflated) {
            return MeshFeature.NONE;                      // D >= plane distance > Ir (figure 1)
        }
        k.loadEdgeNormals();
        int s0 = k.side(0, px, py, pz);
        int s1 = k.side(1, px, py, pz);
        int s2 = k.side(2, px, py, pz);
        if (s0 >= 0 && s1 >= 0 && s2 >= 0) {
            int feature;
            if (s0 > 0 && s1 > 0 && s2 > 0) {
                feature = MeshFeature.FACE;
            } else if (s0 == 0 && s1 == 0) {
                feature = MeshFeature.VERTEX_0 + 1;
            } else if (s1 == 0 && s2 == 0) {
                feature = MeshFeature.VERTEX_0 + 2;
            } else if (s2 == 0 && s0 == 0) {
                feature = MeshFeature.VERTEX_0;
            } else {
                feature = MeshFeature.EDGE_0 + (s0 == 0 ? 0 : s1 == 0 ? 1 : 2);
            }
            long cx = px - Fixed.mul(k.nx, plane);
            long cy = py - Fixed.mul(k.ny, plane);
            long cz = pz - Fixed.mul(k.nz, plane);
            emit(plane, k.nx, k.ny, k.nz, cx, cy, cz, outContact);
            outContact.setSortKey(px - cx, py - cy, pz - cz);
            return feature;
        }
        // the projection is outside: the closest point is on an edge whose half-plane excludes p
        int feature = MeshFeature.NONE;
        long bestD2 = 0;
        long cpx = 0;
        long cpy = 0;
        long cpz = 0;
        for (int e = 0; e < 3; e++) {
            int s = e == 0 ? s0 : e == 1 ? s1 : s2;
            if (s >= 0) {
                continue;
            }
            int next = e == 2 ? 0 : e + 1;
            long vx = k.cornerX(e);
            long vy = k.cornerY(e);
            long vz = k.cornerZ(e);
            long ex = k.cornerX(next) - vx;
            long ey = k.cornerY(next) - vy;
            long ez = k.cornerZ(next) - vz;
            long qx = px - vx;
            long qy = py - vy;
            long qz = pz - vz;
            int f;
            long x;
            long y;
            long z;
            if (Fixed.signOfDot3(qx, qy, qz, ex, ey, ez) <= 0) {
                f = MeshFeature.VERTEX_0 + e;
                x = vx;
                y = vy;
                z = vz;
            } else if (Fixed.compareDot3(qx, qy, qz, ex, ey, ez, ex, ey, ez) >= 0) {
                f = MeshFeature.VERTEX_0 + next;
                x = vx + ex;
                y = vy + ey;
                z = vz + ez;
            } else {
                long tn = Fixed.dot3(qx, qy, qz, ex, ey, ez);
                long td = Fixed.dot3(ex, ey, ez, ex, ey, ez);
                f = MeshFeature.EDGE_0 + e;
                x = vx + Fixed.mulDiv(ex, tn, td);
                y = vy + Fixed.mulDiv(ey, tn, td);
                z = vz + Fixed.mulDiv(ez, tn, td);
            }
            long d2 = Fixed.dot3(px - x, py - y, pz - z, px - x, py - y, pz - z);
            if (feature == MeshFeature.NONE || d2 < bestD2) {
                feature = f;
                bestD2 = d2;
                cpx = x;
                cpy = y;
                cpz = z;
            }
        }
        long dx = px - cpx;
        long dy = py - cpy;
        long dz = pz - cpz;
        outContact.setPending(cpx, cpy, cpz, k.nx, k.ny, k.nz);
        outContact.setSortKey(dx, dy, dz);
        // D > Ir decided exactly on the squared lengths (both below 2^96 as unsigned 128-bit)
        if (Int128.less(Int128.productHigh(inflated, inflated), Int128.productLow(inflated, inflated),
                outContact.keyHi, outContact.keyLo)) {
            return MeshFeature.NONE;
        }
        return feature;
    }

    @Override
    public void completeDelayed(TriangleContact io) {
        long dx = px - io.closestX;
        long dy = py - io.closestY;
        long dz = pz - io.closestZ;
        long distance = Fixed.length3(dx, dy, dz);
        if ((dx | dy | dz) == 0) {
            // only if rounding put Cp exactly on Sc: no direction, use the triangle's normal (seed 000)
            emit(distance, io.normalX, io.normalY, io.normalZ, io.closestX, io.closestY, io.closestZ, io);
        } else {
            VecMath.normalizeInto(dx, dy, dz, unit);
            emit(distance, unit.x, unit.y, unit.z, io.closestX, io.closestY, io.closestZ, io);
        }
    }

    private void emit(long distance, long nx, long ny, long nz, long cx, long cy, long cz, TriangleContact out) {
        out.set(distance, radius - distance, nx, ny, nz, px - Fixed.mul(nx, radius), py - Fixed.mul(ny, radius),
                pz - Fixed.mul(nz, radius), cx, cy, cz);
    }
}
