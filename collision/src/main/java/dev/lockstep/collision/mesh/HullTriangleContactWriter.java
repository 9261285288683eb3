package dev.lockstep.collision.mesh;

import dev.lockstep.fixedpoint.Fixed;
import dev.lockstep.fixedpoint.MutableVec3;
import dev.lockstep.fixedpoint.VecMath;
import dev.lockstep.fixedpoint.wide.Int128;

/**
 * Writes what {@link HullTriangleContact} decided into a {@link TriangleContact}, with its seed
 * 000 bookkeeping (feature and sort key of a delayed contact):
 * <ul>
 *   <li>a face-style contact (steps 4 and 5): normal {@code n}, the clipped lower surface's
 *       points within {@code Ir} reduced to four ({@link TriangleFaceReduction}, the deepest
 *       first), D the lowest height; delayed ones keyed by the signed lowest height and voidable
 *       through the triangle feature under the lowest point or the triangle's support feature
 *       along the SAT axis ({@link #supportFeature});</li>
 *   <li>a beside contact (step 6): the closest points of {@link HullTriangleDistance}, D their
 *       distance, the normal {@code normalize(hull point - Cp)}, keyed by the exact squared
 *       distance in the tier {@link HullTriangleContact#BESIDE_TIER} above every reaching contact.</li>
 * </ul>
 * Scratch owned by one {@link HullTriangleContact}. With {@code plainArithmetic} heights times a
 * floor normal's components and the reduction's areas are plain products (the oracle route of
 * {@code HullTriangleShortcutProperties}).
 */
final class HullTriangleContactWriter {
    private final boolean plainArithmetic;
    private final MutableVec3 scratch = new MutableVec3();
    private final TriangleFaceReduction reduction = new TriangleFaceReduction();
    /** The points within {@code Ir} of the lower surface being written, and their heights. */
    private long[] kept = new long[3 * 32];
    private long[] keptHeight = new long[32];

    HullTriangleContactWriter(boolean plainArithmetic) {
        this.plainArithmetic = plainArithmetic;
    }

    /** Makes room for {@code capacity} lower-surface points. */
    void reserve(int capacity) {
        if (keptHeight.length < capacity) {
            kept = new long[3 * capacity];
            keptHeight = new long[capacity];
        }
    }

    /**
     * Writes the face-style contact of {@code surface} (at least one point within {@code Ir}) on
     * the loaded triangle: normal {@code n}, the points within {@code Ir}, reduced to four, the
     * deepest first; D is the lowest height.
     */
    void faceContact(MeshSpaceHull hull, TriangleKernel k, LowerSurface surface, TriangleContact out) {
        long inflated = hull.inflated;
        long radius = hull.radius;
        long[] point = surface.point;
        long[] height = surface.height;
        long[] pts = kept;
        long[] heights = keptHeight;
        int count = 0;
        for (int i = 0, n = surface.count; i < n; i++) {
            long h = height[i];
            if (h <= inflated) {
                pts[3 * count] = point[3 * i];
                pts[3 * count + 1] = point[3 * i + 1];
                pts[3 * count + 2] = point[3 * i + 2];
                heights[count++] = h;
            }
        }
        long nx = k.nx;
        long ny = k.ny;
        long nz = k.nz;
        int chosen = reduction.choose(pts, heights, count, nx, ny, nz, plainArithmetic);
        long rx = Fixed.mul(nx, radius);                              // the same for every point
        long ry = Fixed.mul(ny, radius);
        long rz = Fixed.mul(nz, radius);
        for (int j = 0; j < chosen; j++) {
            int i = reduction.index(j);
            long h = heights[i];
            long px = pts[3 * i] - rx;
            long py = pts[3 * i + 1] - ry;
            long pz = pts[3 * i + 2] - rz;
            long cx = pts[3 * i] - scaled(nx, h);
            long cy = pts[3 * i + 1] - scaled(ny, h);
            long cz = pts[3 * i + 2] - scaled(nz, h);
            if (j == 0) {
                out.set(h, radius - h, nx, ny, nz, px, py, pz, cx, cy, cz);   // the deepest point first: D = its height
            } else {
                out.addFacePoint(radius - h, px, py, pz, cx, cy, cz);
            }
        }
    }

    /**
     * Writes the beside contact of {@code distance} (just run on the loaded triangle) and returns
     * its triangle feature, or returns {@link MeshFeature#NONE} when it is farther than
     * {@code Ir} (figure 1, decided exactly on squares).
     */
    int besideContact(MeshSpaceHull hull, TriangleKernel k, HullTriangleDistance distance, TriangleContact out) {
        long ir = hull.inflated;
        if (Int128.less(Int128.productHigh(ir, ir), Int128.productLow(ir, ir), distance.keyHi, distance.keyLo)) {
            return MeshFeature.NONE;
        }
        long radius = hull.radius;
        long dx = distance.hullX - distance.triX;
        long dy = distance.hullY - distance.triY;
        long dz = distance.hullZ - distance.triZ;
        long d = Fixed.length3(dx, dy, dz);
        long lx = k.nx;
        long ly = k.ny;
        long lz = k.nz;
        if (d != 0) {
            VecMath.normalizeInto(dx, dy, dz, scratch);
            lx = scratch.x;
            ly = scratch.y;
            lz = scratch.z;
        }
        out.set(d, radius - d, lx, ly, lz, distance.hullX - Fixed.mul(lx, radius), distance.hullY - Fixed.mul(ly, radius),
                distance.hullZ - Fixed.mul(lz, radius), distance.triX, distance.triY, distance.triZ);
        out.setTieredSortKey(HullTriangleContact.BESIDE_TIER, distance.keyHi, distance.keyLo);
        return distance.feature;
    }

    /**
     * Returns {@code Fixed.mul(c, h)}, taken without the product for {@code c} 0 or +-1 (a floor
     * normal's components), where it is exact.
     */
    private long scaled(long c, long h) {
        if (plainArithmetic) {
            return Fixed.mul(c, h);
        }
        return c == 0 ? 0 : c == Fixed.ONE ? h : c == -Fixed.ONE ? -h : Fixed.mul(c, h);
    }

    /** Returns FACE, EDGE k or VERTEX k: the loaded triangle's support set along {@code l}, by exact ties. */
    static int supportFeature(TriangleKernel k, long lx, long ly, long lz) {
        int top = k.minCorner(-lx, -ly, -lz);
        int count = 0;
        int other = -1;
        for (int c = 0; c < 3; c++) {
            if (c != top && Fixed.compareDot3(k.cornerX(c), k.cornerY(c), k.cornerZ(c), k.cornerX(top), k.cornerY(top),
                    k.cornerZ(top), lx, ly, lz) == 0) {
                count++;
                other = c;
            }
        }
        if (count == 2) {
            return MeshFeature.FACE;
        }
        if (count == 1) {
            int lo = Math.min(top, other);
            int hi = Math.max(top, other);
            return MeshFeature.EDGE_0 + (hi - lo == 1 ? lo : 2);      // edge k runs from corner k to k + 1
        }
        return MeshFeature.VERTEX_0 + top;
    }
}
