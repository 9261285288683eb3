package dev.lockstep.collision.mesh;

import dev.lockstep.collision.internal.sat.EdgePairAxis;
import dev.lockstep.fixedpoint.Fixed;
import dev.lockstep.fixedpoint.VecMath;

/**
 * The hull-triangle SAT's tables per triangle shape, kept for the last {@link #SLOTS} shapes of
 * one mesh query. Everything about an axis but its separation dot depends only on the placed hull
 * ({@link MeshSpaceHull}) and on the triangle's normal and edge vectors: the Gauss map pruning
 * ({@link TriangleGaussMap}), each edge pair's cross product, its scaling, orientation and exact
 * squared length, its rounded length, and each hull face's nearest triangle corner. So triangles
 * of one shape and orientation (every cell of a grid, the flat parts of most levels) share one
 * table; a table holds the very values a per-triangle build computes, in its order, so the SAT's
 * bits do not change ({@code HullTriangleSatTableProperties}). The triangle's in-plane edge normals
 * are a function of the key too and are kept with it.
 *
 * <p>Per slot, entries {@code slot * stride .. + count(slot) - 1} hold the pairs in (hull edge,
 * triangle edge) order: {@link #hullEdge}, {@link #triangleEdge}, the scaled axis
 * {@link #axis} oriented outward at the hull edge, its exact squared length
 * ({@link #lengthHi}, {@link #lengthLo}) and, once needed, its rounded length ({@link #length}).
 * {@link #faceCorner} holds per slot and hull face the triangle corner with the exactly smallest
 * {@code N_f . t}. Scratch owned by one {@link HullTriangleContact}.
 */
final class HullTriangleSatTables {
    /** Triangle shapes whose tables are kept; four cover a grid's two and a few more. */
    static final int SLOTS = 4;
    private final boolean plainArithmetic;
    private final boolean reuse;
    private final TriangleGaussMap gaussMap;
    /** The shapes' keys and edge normals, slot for slot with the tables. */
    private final TriangleShapeSlots shapes = new TriangleShapeSlots(SLOTS);
    private final int[] pairCount = new int[SLOTS];
    /** Entries per slot: every hull edge with every triangle edge. */
    int stride;
    int[] faceCorner = new int[6 * SLOTS];
    int[] hullEdge = new int[36 * SLOTS];
    int[] triangleEdge = new int[36 * SLOTS];
    long[] axis = new long[3 * 36 * SLOTS];
    long[] lengthHi = new long[36 * SLOTS];
    long[] lengthLo = new long[36 * SLOTS];
    /** Per entry: the axis's rounded length, or 0 until first needed ({@link #length}). */
    private long[] roundedLength = new long[36 * SLOTS];

    /**
     * Creates empty tables. {@code plainArithmetic}: no same-bit shortcut in the builds (the oracle
     * route); {@code reuse} false: every triangle rebuilds its table (the oracle of
     * {@code HullTriangleSatTableProperties}).
     */
    HullTriangleSatTables(boolean plainArithmetic, boolean reuse) {
        this.plainArithmetic = plainArithmetic;
        this.reuse = reuse;
        this.gaussMap = new TriangleGaussMap(plainArithmetic);
    }

    /** Forgets every table and sizes them for {@code hull}, just placed. */
    void reset(MeshSpaceHull hull) {
        shapes.clear();
        stride = 3 * hull.edgeCount;
        if (hullEdge.length < SLOTS * stride) {
            hullEdge = new int[SLOTS * stride];
            triangleEdge = new int[SLOTS * stride];
            axis = new long[3 * SLOTS * stride];
            lengthHi = new long[SLOTS * stride];
            lengthLo = new long[SLOTS * stride];
            roundedLength = new long[SLOTS * stride];
        }
        if (faceCorner.length < SLOTS * hull.faceCount) {
            faceCorner = new int[SLOTS * hull.faceCount];
        }
    }

    /** Returns the number of pairs in table {@code slot}. */
    int count(int slot) {
        return pairCount[slot];
    }

    /**
     * Returns the slot holding the tables of the loaded triangle and loads its edge normals into
     * {@code k} (copied from the slot on a hit, computed on a miss), building the table on a miss.
     * Slots are reused round robin: which slot a shape lands in changes only the speed.
     */
    int slotFor(MeshSpaceHull hull, TriangleKernel k) {
        int slot = reuse ? shapes.find(k) : -1;
        if (slot >= 0) {
            shapes.loadEdgeNormals(slot, k);
            return slot;
        }
        slot = shapes.claim(k);
        build(hull, k, slot);
        return slot;
    }

    /** Returns the rounded length of entry {@code p}'s axis, computed once per entry when first needed. */
    long length(int p) {
        long l = roundedLength[p];
        if (l == 0) {
            long cx = axis[3 * p];
            long cy = axis[3 * p + 1];
            long cz = axis[3 * p + 2];
            // along z the rounded square root of cz^2 is |cz| exactly (a perfect square)
            l = (cx | cy) == 0 && !plainArithmetic ? Math.abs(cz) : Fixed.length3(cx, cy, cz);
            roundedLength[p] = l;
        }
        return l;
    }

    /**
     * Fills table {@code slot} for the loaded triangle: each hull face's exactly nearest triangle
     * corner ({@link TriangleKernel#minCorner}, decided by exact comparisons of corner
     * differences, so the same for every triangle of these edge vectors), and the hull-edge x
     * triangle-edge pairs that build a face of the Minkowski difference and are not nearly
     * parallel, with the scaled axis oriented outward at the hull edge and its exact squared
     * length ({@link HullTriangleSat} says why each). The rounded length is left 0 until the SAT
     * needs it: a scaled axis has a component of at least 2^31 raw, so 0 never is a length.
     */
    private void build(MeshSpaceHull hull, TriangleKernel k, int slot) {
        int faceCount = hull.faceCount;
        long[] faceNormal = hull.faceNormal;
        long[] vertex = hull.vertex;
        int[] edgeA = hull.edgeA;
        int[] edgeB = hull.edgeB;
        int[] edgeFaceA = hull.edgeFaceA;
        int[] edgeFaceB = hull.edgeFaceB;
        long[] edgeOutward = hull.edgeOutward;
        boolean plain = plainArithmetic;
        for (int f = 0; f < faceCount; f++) {
            faceCorner[slot * faceCount + f] = k.minCorner(faceNormal[3 * f], faceNormal[3 * f + 1], faceNormal[3 * f + 2]);
        }
        gaussMap.load(hull, k);
        int p = slot * stride;
        int start = p;
        for (int h = 0, edgeCount = hull.edgeCount; h < edgeCount; h++) {
            int va = edgeA[h];
            long hx = vertex[3 * edgeB[h]] - vertex[3 * va];
            long hy = vertex[3 * edgeB[h] + 1] - vertex[3 * va + 1];
            long hz = vertex[3 * edgeB[h] + 2] - vertex[3 * va + 2];
            long hMax = Math.max(Math.abs(hx), Math.max(Math.abs(hy), Math.abs(hz)));
            for (int e = 0; e < 3; e++) {
                int next = e == 2 ? 0 : e + 1;
                long ex = k.cornerX(next) - k.cornerX(e);
                long ey = k.cornerY(next) - k.cornerY(e);
                long ez = k.cornerZ(next) - k.cornerZ(e);
                if (!gaussMap.isMinkowskiFace(edgeFaceA[h], edgeFaceB[h], e)) {
                    continue;
                }
                // both edges horizontal (a box's over a flat floor's): the x and y products are exactly 0
                boolean flat = (hz | ez) == 0 && !plain;
                long cx = flat ? 0 : VecMath.crossX(hy, hz, ey, ez);
                long cy = flat ? 0 : VecMath.crossY(hx, hz, ex, ez);
                long cz = VecMath.crossZ(hx, hy, ex, ey);
                long m = Math.max(Math.abs(cx), Math.max(Math.abs(cy), Math.abs(cz)));
                // nearly parallel edges (the hull-hull edge query's limits; seed 001, edge queries): their
                // arcs lie nearly in one plane, so the Gauss map test above is decided by the rounding of
                // the placed normals and accepts pairs that build no Minkowski face (their edges are not
                // the supports), and the rounded cross product may carry no direction. Skipping only
                // lowers the SAT's best separation; such edges touch along a face axis or n
                // (HullTriangleEdgeAxisTest: a box 0.0003 into a floor was reported separated without it)
                long eMax = Math.max(Math.abs(ex), Math.max(Math.abs(ey), Math.abs(ez)));
                if (EdgePairAxis.nearlyParallel(m, hMax, eMax)) {
                    continue;
                }
                int shift = Long.numberOfLeadingZeros(m) - 32;        // largest component to [2^31, 2^32)
                if (shift >= 0) {
                    cx <<= shift;
                    cy <<= shift;
                    cz <<= shift;
                } else {
                    cx >>= -shift;
                    cy >>= -shift;
                    cz >>= -shift;
                }
                long ox = edgeOutward[3 * h];
                long oy = edgeOutward[3 * h + 1];
                long oz = edgeOutward[3 * h + 2];
                long o = flat ? Fixed.mul(cz, oz) : Fixed.dot3(cx, cy, cz, ox, oy, oz);   // dot3's bits, one term
                if (o < 0 || o == 0 && Fixed.signOfDot3(cx, cy, cz, ox, oy, oz) < 0) {
                    cx = -cx;                                         // outward from the hull at its edge
                    cy = -cy;
                    cz = -cz;
                }
                hullEdge[p] = h;
                triangleEdge[p] = e;
                axis[3 * p] = cx;
                axis[3 * p + 1] = cy;
                axis[3 * p + 2] = cz;
                lengthHi[p] = SeparationRatio.lengthSquaredHi(cx, cy, cz);
                lengthLo[p] = SeparationRatio.lengthSquaredLo(cx, cy, cz);
                roundedLength[p] = 0;                                 // computed when first needed
                p++;
            }
        }
        pairCount[slot] = p - start;
    }
}
