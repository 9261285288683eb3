package dev.lockstep.collision.mesh;

import dev.lockstep.collision.internal.shape.BoxFeatures;
import dev.lockstep.fixedpoint.Fixed;
import dev.lockstep.fixedpoint.Transform;

/**
 * Step 3 of {@link HullTriangleContact} for a centred box ({@link BoxFeatures}), in the box's
 * frame: the 3 face axes and the 9 box-edge x triangle-edge axes of the classic box-triangle SAT,
 * each measured as the exact gap between the two projection intervals (issue 20, section 4). It
 * answers what {@link HullTriangleSat} answers (the largest separation and its axis, or the first
 * axis separating by more than {@code Ir}) for about a tenth of its work: the box frame turns every
 * box axis into a coordinate and every edge axis into a two-term product.
 *
 * <p><b>The box-frame triangle.</b> With {@code R} the placement's rotation and {@code p} the box
 * centre placed, corner 0 goes in as {@code t'_0 = round(R^T (t_0 - p))} and the other corners as
 * {@code t'_0 + d'_0} and {@code t'_0 + d'_0 + d'_1}, with {@code d'_e = round(R^T d_e)} of the mesh
 * edge vectors (each component rounded once). The edge vectors and everything built from them
 * depend only on the triangle's shape, so they are kept per shape ({@link #SLOTS}, the key of
 * {@link HullTriangleSatTables}): a grid's cells share two. Everything after that is exact on this
 * triangle. It differs from the exact image {@code R^T (t - p)} by at most a raw unit per corner
 * component plus {@code R}'s distance from orthonormal times {@code |t - p|}: the bound
 * {@code BoxTriangleSatProperties} holds each separation to, against an exact oracle on the placed
 * hull in mesh space.
 *
 * <p><b>Face axes</b> {@code +-e_k}: the triangle's interval on coordinate {@code k} against
 * {@code [-h_k, h_k]}; separations {@code min t'_k - h_k} (beyond face {@code +k}) and
 * {@code -max t'_k - h_k}, exact.
 *
 * <p><b>Edge axes</b> {@code a = e_j x d'_e}, one component zero, the other two scaled by a power
 * of two so the larger lies in {@code [2^31, 2^32)} (as {@link HullTriangleSat}'s, so
 * {@link SeparationRatio} compares them); an axis with a zero component is along a face axis
 * (already measured exactly) or none, and is skipped, so a flat box's pole axes never outbid its
 * bottom face by a rounding. No Gauss map pruning: each axis is measured as the full interval gap
 * {@code max(P_min - r, -P_max - r)}, with {@code P} the three corners' projections and
 * {@code r = sum h_i |a_i|} the box's, so every axis gives a true separation and none overstates it
 * (the largest over all axes is the separation over the Minkowski faces' normals; an axis that is
 * no face normal only separates less). {@code P_0} is one two-term product per triangle; the
 * corner offsets {@code a . d'}, their minimum and maximum and {@code r} are kept per shape; each
 * is rounded once, so the gap {@code s} is within 1.5 raw of the exact gap along the scaled axis.
 *
 * <p>Order and ties as {@link HullTriangleSat}: face axes {@code k = 0, 1, 2} ({@code +} before
 * {@code -}), then edge axes by box axis and triangle edge; the first of equal separations is
 * kept; the quotient {@code s / |a|} is rounded only for a new best. The axis reported is in mesh
 * space: a face axis is {@code -+} column {@code k} of {@code R} (the placed face normal, exact), an
 * edge axis {@code R a} rounded per component.
 */
final class BoxTriangleSat {
    /** Triangle shapes kept per query; four cover a grid's two and a few more. */
    static final int SLOTS = 4;
    /** Edge-axis entries per shape: box axis {@code j} times triangle edge {@code e}. */
    private static final int AXES = 9;
    private final boolean reuse;
    private long m00;
    private long m01;
    private long m02;
    private long m10;
    private long m11;
    private long m12;
    private long m20;
    private long m21;
    private long m22;
    private final long[] half = new long[3];
    /** The shapes' keys and edge normals, kept across queries (they depend on the triangle alone). */
    private final TriangleShapeSlots shapes = new TriangleShapeSlots(SLOTS);
    /** Per slot and box axis: the smallest and largest corner offset on that coordinate. */
    private final long[] faceLo = new long[3 * SLOTS];
    private final long[] faceHi = new long[3 * SLOTS];
    /** Per slot: the edge axes kept, at {@code slot * AXES}. */
    private final int[] axisCount = new int[SLOTS];
    private final int[] axisU = new int[AXES * SLOTS];
    private final int[] axisV = new int[AXES * SLOTS];
    private final long[] axisA = new long[AXES * SLOTS];
    private final long[] axisB = new long[AXES * SLOTS];
    private final long[] offsetMin = new long[AXES * SLOTS];
    private final long[] offsetMax = new long[AXES * SLOTS];
    private final long[] radius = new long[AXES * SLOTS];
    private final long[] lengthHi = new long[AXES * SLOTS];
    private final long[] lengthLo = new long[AXES * SLOTS];
    /** Per entry: the axis's rounded length, or 0 until first needed. */
    private final long[] roundedLength = new long[AXES * SLOTS];
    /** Scratch of {@link #build}: the box-frame edge vectors d'_0, d'_1, d'_2. */
    private final long[] frameEdges = new long[9];
    /** Counts {@link #reset}s: a slot's box-frame part is valid while its {@link #builtFor} equals it. */
    private long query;
    /**
     * Per slot: the query its box-frame part was built for. The key and the edge normals depend on
     * the triangle alone and stay valid across queries (a body resting on the same triangles).
     */
    private final long[] builtFor = new long[SLOTS];
    /** The last run's axis ({@link #writeAxis}): {@code -1 - k} for face axis k, else the edge entry; and its sign. */
    private int axisEntry;
    private int axisSign;

    /** {@code reuse} false rebuilds the per-shape tables for every triangle (the oracle route of the tests). */
    BoxTriangleSat(boolean reuse) {
        this.reuse = reuse;
    }

    /** Takes the box's half extents and the placement's rotation for one query; every slot's box-frame part goes stale. */
    void reset(BoxFeatures box, Transform placement) {
        half[0] = box.halfExtent(0);
        half[1] = box.halfExtent(1);
        half[2] = box.halfExtent(2);
        m00 = placement.m00();
        m01 = placement.m01();
        m02 = placement.m02();
        m10 = placement.m10();
        m11 = placement.m11();
        m12 = placement.m12();
        m20 = placement.m20();
        m21 = placement.m21();
        m22 = placement.m22();
        query++;                                                      // every slot's box-frame part is stale now
    }

    /**
     * Runs the SAT on the loaded triangle, loading its edge normals into {@code k} unless it
     * separates. Returns true with the largest separation (and the rounding slack of FACE against
     * delayed) in {@code outAxis}; false at the first axis separating by more than {@code Ir}.
     * Either axis (from the triangle toward the box) goes into {@code outAxis} by
     * {@link #writeAxis}, on demand.
     */
    boolean run(MeshSpaceHull hull, TriangleKernel k, TriangleSatAxis outAxis) {
        int slot = slotFor(k);
        long inflated = hull.inflated;
        long dx = k.ax - hull.refX;
        long dy = k.ay - hull.refY;
        long dz = k.az - hull.refZ;
        long t0 = Fixed.dot3(m00, m10, m20, dx, dy, dz);
        long t1 = Fixed.dot3(m01, m11, m21, dx, dy, dz);
        long t2 = Fixed.dot3(m02, m12, m22, dx, dy, dz);
        // face axes: the winner as (axis index, sign): k for +e_k's face (axis -e_k toward the box), 3 + k for -e_k's
        long best = 0;
        int winner = -1;
        for (int c = 0; c < 3; c++) {
            long t = c == 0 ? t0 : c == 1 ? t1 : t2;
            long h = half[c];
            long beyondPlus = t + faceLo[3 * slot + c] - h;
            long beyondMinus = -(t + faceHi[3 * slot + c]) - h;
            if (beyondPlus > inflated) {
                return separatedAlongFace(c, 1);
            }
            if (beyondMinus > inflated) {
                return separatedAlongFace(c, -1);
            }
            if (winner < 0 || beyondPlus > best) {
                best = beyondPlus;
                winner = c;
            }
            if (beyondMinus > best) {
                best = beyondMinus;
                winner = 3 + c;
            }
        }
        int winnerSign = 0;
        for (int q = slot * AXES, end = q + axisCount[slot]; q < end; q++) {
            long au = axisA[q];
            long av = axisB[q];
            int u = axisU[q];
            int v = axisV[q];
            long tu = u == 0 ? t0 : t1;
            long tv = v == 1 ? t1 : t2;
            long p0 = Fixed.dot2(au, tu, av, tv);
            long r = radius[q];
            long beyondPlus = p0 + offsetMin[q] - r;                  // the triangle on the +a side: axis -a
            long beyondMinus = -(p0 + offsetMax[q]) - r;              // on the -a side: axis +a
            int sign = beyondPlus >= beyondMinus ? 1 : -1;
            long s = sign > 0 ? beyondPlus : beyondMinus;
            long lenHi = lengthHi[q];
            long lenLo = lengthLo[q];
            int vsIr = SeparationRatio.compare(s, lenHi, lenLo, inflated);
            if (vsIr > 0) {
                return separatedAlongEdge(q, sign);
            }
            int vsBest = SeparationRatio.compare(s, lenHi, lenLo, best);
            boolean irUnknown = vsIr == SeparationRatio.UNDECIDED;
            boolean bestUnknown = vsBest == SeparationRatio.UNDECIDED;
            if (!irUnknown && !bestUnknown && vsBest <= 0) {
                continue;                                             // can neither win nor separate
            }
            long sep = Fixed.div(s, length(q));
            if (irUnknown && sep > inflated) {
                return separatedAlongEdge(q, sign);
            }
            if (bestUnknown ? sep <= best : vsBest <= 0) {
                continue;
            }
            best = sep;
            winner = 6 + q - slot * AXES;
            winnerSign = sign;
        }
        if (winner < 6) {
            recordFaceAxis(winner % 3, winner < 3 ? 1 : -1);
        } else {
            recordEdgeAxis(slot * AXES + winner - 6, winnerSign);
        }
        outAxis.separation = best;
        outAxis.tieSlack = tieSlack(t0, t1, t2, slot);
        shapes.loadEdgeNormals(slot, k);                              // for the clip; a separated triangle needs none
        return true;
    }

    /**
     * Returns how far a separation of this SAT may exceed the exact separation of the placed box and
     * the loaded triangle along its axis: {@code 8 + D 2^-29} raw for {@code D} a bound of the
     * distance (1-norm) of the triangle's corners and the box's from the box centre. The box frame
     * rounds each corner component once and reads the box through {@code R^T}, which is {@code R}'s
     * inverse only to about {@code 2^-31} (a rotation matrix from a rounded unit quaternion), so a
     * point at distance {@code D} moves by up to about {@code D 2^-31} plus a raw unit, and an edge
     * axis's gap is rounded to 1.5 raw along an axis at least {@code 2^31} raw long.
     * {@code BoxTriangleSatProperties} holds every separation to this bound (the largest excess it
     * saw was {@code 2.5 D 2^-32}). A flat box's pole axes measure its bottom face to within this,
     * so without the slack a rounding decided FACE against delayed (the world's mixed pile, a box
     * landing across two coplanar triangles: 1 raw).
     */
    long tieSlack(long t0, long t1, long t2, int slot) {
        long reach = Math.abs(t0) + Math.abs(t1) + Math.abs(t2) + half[0] + half[1] + half[2];
        for (int c = 0; c < 3; c++) {
            reach += faceHi[3 * slot + c] - faceLo[3 * slot + c];
        }
        return 8 + (reach >> 29);
    }

    private boolean separatedAlongFace(int c, int faceSign) {
        recordFaceAxis(c, faceSign);
        return false;
    }

    private boolean separatedAlongEdge(int q, int sign) {
        recordEdgeAxis(q, sign);
        return false;
    }

    private void recordFaceAxis(int c, int faceSign) {
        axisEntry = -1 - c;
        axisSign = faceSign;
    }

    private void recordEdgeAxis(int q, int sign) {
        axisEntry = q;
        axisSign = sign;
    }

    /**
     * Writes the axis the last {@link #run} reported (its winner, or the axis it separated along)
     * into {@code outAxis}, in mesh space: on demand, since only a delayed contact whose lowest
     * point is inside reads it ({@link HullTriangleContactWriter#supportFeature}), and an edge
     * axis takes three rounded dots to turn into mesh space.
     */
    void writeAxis(TriangleSatAxis outAxis) {
        if (axisEntry < 0) {
            setFaceAxis(-1 - axisEntry, axisSign, outAxis);
        } else {
            setEdgeAxis(axisEntry, axisSign, outAxis);
        }
    }

    /** Sets the axis toward the box of face {@code faceSign e_c}: minus that face's placed normal, column c of R. */
    private void setFaceAxis(int c, int faceSign, TriangleSatAxis outAxis) {
        long x = c == 0 ? m00 : c == 1 ? m01 : m02;
        long y = c == 0 ? m10 : c == 1 ? m11 : m12;
        long z = c == 0 ? m20 : c == 1 ? m21 : m22;
        outAxis.setAxis(faceSign > 0 ? -x : x, faceSign > 0 ? -y : y, faceSign > 0 ? -z : z);
    }

    /** Sets the axis toward the box of edge entry {@code q}: {@code -sign R a}, rounded per component. */
    private void setEdgeAxis(int q, int sign, TriangleSatAxis outAxis) {
        long a0 = 0;
        long a1 = 0;
        long a2 = 0;
        long au = sign > 0 ? -axisA[q] : axisA[q];
        long av = sign > 0 ? -axisB[q] : axisB[q];
        if (axisU[q] == 0) {
            a0 = au;
        } else {
            a1 = au;
        }
        if (axisV[q] == 1) {
            a1 = av;
        } else {
            a2 = av;
        }
        outAxis.setAxis(Fixed.dot3(m00, m01, m02, a0, a1, a2), Fixed.dot3(m10, m11, m12, a0, a1, a2),
                Fixed.dot3(m20, m21, m22, a0, a1, a2));
    }

    /** Returns the rounded length of entry {@code q}'s axis, computed once per entry when first needed. */
    private long length(int q) {
        long l = roundedLength[q];
        if (l == 0) {
            l = Fixed.length3(axisA[q], axisB[q], 0);
            roundedLength[q] = l;
        }
        return l;
    }

    /**
     * Returns the slot holding the loaded triangle's shape: on a miss the slot is keyed anew and its
     * edge normals computed (into {@code k} too); its box-frame part is built once per query. Slots
     * are reused round robin: which slot a shape lands in changes only the speed.
     */
    private int slotFor(TriangleKernel k) {
        int slot = reuse ? shapes.find(k) : -1;
        if (slot < 0) {
            slot = shapes.claim(k);
        } else if (builtFor[slot] == query) {
            return slot;
        }
        build(slot, k.bx - k.ax, k.by - k.ay, k.bz - k.az, k.cx - k.bx, k.cy - k.by, k.cz - k.bz);
        builtFor[slot] = query;
        return slot;
    }

    /** Fills slot {@code slot} from the mesh edge vectors {@code d_0}, {@code d_1}. */
    private void build(int slot, long e0x, long e0y, long e0z, long e1x, long e1y, long e1z) {
        // box-frame edges d'_0, d'_1 rounded; d'_2 closes the triangle exactly
        long[] d = frameEdges;
        d[0] = Fixed.dot3(m00, m10, m20, e0x, e0y, e0z);
        d[1] = Fixed.dot3(m01, m11, m21, e0x, e0y, e0z);
        d[2] = Fixed.dot3(m02, m12, m22, e0x, e0y, e0z);
        d[3] = Fixed.dot3(m00, m10, m20, e1x, e1y, e1z);
        d[4] = Fixed.dot3(m01, m11, m21, e1x, e1y, e1z);
        d[5] = Fixed.dot3(m02, m12, m22, e1x, e1y, e1z);
        d[6] = -(d[0] + d[3]);
        d[7] = -(d[1] + d[4]);
        d[8] = -(d[2] + d[5]);
        // corner offsets from corner 0: 0, d'_0, d'_0 + d'_1
        long o1x = d[0];
        long o1y = d[1];
        long o1z = d[2];
        long o2x = d[0] + d[3];
        long o2y = d[1] + d[4];
        long o2z = d[2] + d[5];
        faceLo[3 * slot] = Math.min(0, Math.min(o1x, o2x));
        faceHi[3 * slot] = Math.max(0, Math.max(o1x, o2x));
        faceLo[3 * slot + 1] = Math.min(0, Math.min(o1y, o2y));
        faceHi[3 * slot + 1] = Math.max(0, Math.max(o1y, o2y));
        faceLo[3 * slot + 2] = Math.min(0, Math.min(o1z, o2z));
        faceHi[3 * slot + 2] = Math.max(0, Math.max(o1z, o2z));
        int q = slot * AXES;
        for (int j = 0; j < 3; j++) {
            for (int e = 0; e < 3; e++) {
                long ex = d[3 * e];
                long ey = d[3 * e + 1];
                long ez = d[3 * e + 2];
                // e_j x d': j = 0 -> (0, -dz, dy), 1 -> (dz, 0, -dx), 2 -> (-dy, dx, 0)
                int u = j == 0 ? 1 : 0;
                int v = j == 2 ? 1 : 2;
                long au = j == 0 ? -ez : j == 1 ? ez : -ey;
                long av = j == 0 ? ey : j == 1 ? -ex : ex;
                if (au == 0 || av == 0) {
                    continue;                                         // along a face axis (measured exactly) or none
                }
                int shift = Long.numberOfLeadingZeros(Math.max(Math.abs(au), Math.abs(av))) - 32;
                if (shift >= 0) {
                    au <<= shift;
                    av <<= shift;
                } else {
                    au >>= -shift;
                    av >>= -shift;
                }
                if (au == 0 || av == 0) {
                    continue;                                         // a face axis after the scaling's floor
                }
                long ou = u == 0 ? o1x : o1y;
                long ov = v == 1 ? o1y : o1z;
                long pu = u == 0 ? o2x : o2y;
                long pv = v == 1 ? o2y : o2z;
                long c1 = Fixed.dot2(au, ou, av, ov);
                long c2 = Fixed.dot2(au, pu, av, pv);
                axisU[q] = u;
                axisV[q] = v;
                axisA[q] = au;
                axisB[q] = av;
                offsetMin[q] = Math.min(0, Math.min(c1, c2));
                offsetMax[q] = Math.max(0, Math.max(c1, c2));
                radius[q] = Fixed.dot2(half[u], Math.abs(au), half[v], Math.abs(av));
                lengthHi[q] = SeparationRatio.lengthSquaredHi(au, av, 0);
                lengthLo[q] = SeparationRatio.lengthSquaredLo(au, av, 0);
                roundedLength[q] = 0;
                q++;
            }
        }
        axisCount[slot] = q - slot * AXES;
    }
}
