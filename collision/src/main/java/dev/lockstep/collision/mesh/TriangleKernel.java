package dev.lockstep.collision.mesh;

import dev.lockstep.fixedpoint.Fixed;
import dev.lockstep.fixedpoint.VecMath;

/**
 * Per-triangle scratch and leaf kernels shared by the ray query and the contact generators: the
 * loaded corners, the unit normal and the three in-plane edge normals, on scalar long fields.
 *
 * <p>Numeric contract (all inputs within {@link TriangleMesh#MAX_COORDINATE}, so edge vectors
 * are below 2^14 units and every product below fits Q31.32):
 * <ul>
 *   <li>{@code n} is the mesh's cached unit normal ({@link TriangleMesh#normalX}). A triangle
 *       whose rounded cross product is zero is degenerate and {@link #load} returns false.</li>
 *   <li>edge normals {@code m_k = n x e_k} (edge {@code k} from corner {@code k} to {@code k+1}),
 *       each component rounded once; they point into the triangle for its winding.</li>
 *   <li>side tests {@code sign(m_k . (p - v_k))} are exact signs of the unrounded dot
 *       ({@code Fixed.signOfDot3}) of the rounded {@code m_k}. For a triangle in a coordinate
 *       plane (the normal exactly a unit axis) {@code m_k} is exact, so these tests are exact.</li>
 * </ul>
 */
final class TriangleKernel {
    long ax;
    long ay;
    long az;
    long bx;
    long by;
    long bz;
    long cx;
    long cy;
    long cz;
    long nx;
    long ny;
    long nz;
    final long[] m = new long[9];
    /**
     * The loaded corners again, interleaved x, y, z: {@link #cornerX} and friends index it instead
     * of choosing among the fields, a branch the hull SAT's loops mispredicted (a sixteenth of a
     * box-on-grid query in a profile).
     */
    private final long[] corner = new long[9];
    long hitX;
    long hitY;
    long hitZ;

    /**
     * Loads triangle {@code t} and its cached unit normal; returns false when it is degenerate
     * (normal zero). Edge normals are computed by {@link #loadEdgeNormals} when needed.
     */
    boolean load(TriangleMesh mesh, int t) {
        nx = mesh.normalX(t);
        ny = mesh.normalY(t);
        nz = mesh.normalZ(t);
        if ((nx | ny | nz) == 0) {
            return false;
        }
        int a = mesh.vertex(t, 0);
        int b = mesh.vertex(t, 1);
        int c = mesh.vertex(t, 2);
        ax = mesh.x(a);
        ay = mesh.y(a);
        az = mesh.z(a);
        bx = mesh.x(b);
        by = mesh.y(b);
        bz = mesh.z(b);
        cx = mesh.x(c);
        cy = mesh.y(c);
        cz = mesh.z(c);
        long[] p = corner;
        p[0] = ax;
        p[1] = ay;
        p[2] = az;
        p[3] = bx;
        p[4] = by;
        p[5] = bz;
        p[6] = cx;
        p[7] = cy;
        p[8] = cz;
        return true;
    }

    /** Computes the three in-plane edge normals of the loaded triangle. */
    void loadEdgeNormals() {
        edgeNormal(0, bx - ax, by - ay, bz - az);
        edgeNormal(1, cx - bx, cy - by, cz - bz);
        edgeNormal(2, ax - cx, ay - cy, az - cz);
    }

    private void edgeNormal(int k, long ex, long ey, long ez) {
        m[3 * k] = VecMath.crossX(ny, nz, ey, ez);
        m[3 * k + 1] = VecMath.crossY(nx, nz, ex, ez);
        m[3 * k + 2] = VecMath.crossZ(nx, ny, ex, ey);
    }

    long cornerX(int k) {
        return corner[3 * k];
    }

    long cornerY(int k) {
        return corner[3 * k + 1];
    }

    long cornerZ(int k) {
        return corner[3 * k + 2];
    }

    /** Returns the loaded corner with the smallest exact dot with {@code d} (ties: lowest corner). */
    int minCorner(long dx, long dy, long dz) {
        // each dot is rounded once, so rounded dots 2 or more ulps apart order as the exact ones
        int best = 0;
        long bestDot = Fixed.dot3(ax, ay, az, dx, dy, dz);
        for (int c = 1; c < 3; c++) {
            long dot = Fixed.dot3(cornerX(c), cornerY(c), cornerZ(c), dx, dy, dz);
            if (dot <= bestDot - 2 || dot <= bestDot + 1 && Fixed.compareDot3(cornerX(c), cornerY(c), cornerZ(c),
                    cornerX(best), cornerY(best), cornerZ(best), dx, dy, dz) < 0) {
                best = c;
                bestDot = dot;
            }
        }
        return best;
    }

    /** Returns the exact sign of {@code m_k . (p - v_k)}: positive inside edge k's half-plane. */
    int side(int k, long px, long py, long pz) {
        return Fixed.signOfDot3(m[3 * k], m[3 * k + 1], m[3 * k + 2], px - cornerX(k), py - cornerY(k), pz - cornerZ(k));
    }

    /**
     * Returns the raw fraction where the segment {@code o + f d} meets the loaded triangle's plane
     * inside the closed triangle, with {@code 0 <= f <= maxFraction}, or -1; sets {@code hit*}.
     */
    long rayFraction(long ox, long oy, long oz, long dx, long dy, long dz, long maxFraction) {
        long denom = Fixed.dot3(dx, dy, dz, nx, ny, nz);
        if (denom == 0) {
            return -1;
        }
        long num = Fixed.dot3(ax - ox, ay - oy, az - oz, nx, ny, nz);
        if (num != 0 && (num < 0) != (denom < 0)) {
            return -1;
        }
        if (Math.abs(num) > Math.abs(denom)) {
            return -1;
        }
        long f = Fixed.div(num, denom);
        loadEdgeNormals();
        if (f > maxFraction) {
            return -1;
        }
        hitX = ox + Fixed.mul(dx, f);
        hitY = oy + Fixed.mul(dy, f);
        hitZ = oz + Fixed.mul(dz, f);
        for (int k = 0; k < 3; k++) {
            if (side(k, hitX, hitY, hitZ) < 0) {
                return -1;
            }
        }
        return f;
    }

    /**
     * @throws IllegalArgumentException if a coordinate exceeds {@link TriangleMesh#MAX_COORDINATE}
     */
    static void checkQueryPoint(long x, long y, long z, String what) {
        long max = TriangleMesh.MAX_COORDINATE;
        if (x > max || x < -max || y > max || y < -max || z > max || z < -max) {
            throw new IllegalArgumentException(what + " (" + dev.lockstep.fixedpoint.FixedFormat.toExactString(x) + ", "
                    + dev.lockstep.fixedpoint.FixedFormat.toExactString(y) + ", "
                    + dev.lockstep.fixedpoint.FixedFormat.toExactString(z) + ") exceeds MAX_COORDINATE 8192");
        }
    }
}
