package dev.lockstep.collision.mesh;

import dev.lockstep.collision.internal.sat.EdgePairAxis;
import dev.lockstep.collision.internal.sat.SatConstants;
import dev.lockstep.fixedpoint.Fixed;

/**
 * The SAT of a placed hull ({@link MeshSpaceHull}) against the loaded triangle, step 3 of
 * {@link HullTriangleContact}: the hull's face axes, then the hull-edge x triangle-edge axes that
 * build a face of the Minkowski difference (Gauss map pruning, seed 001; the pairs and everything
 * about them but the separation dot come from {@link HullTriangleSatTables}). Any separation above
 * {@code Ir} ends the test (seed 000 figure 1). The separation is no output of the contact: it
 * decides the early out and FACE against delayed.
 *
 * <p>Face axis {@code f}: {@code n_f . (t - v)} for the triangle corner {@code t} with the exactly
 * smallest {@code n_f . t} and the face's support vertex {@code v}
 * ({@link MeshSpaceHull#faceSupport}; on a bent face the hull's exact support along its normal),
 * one rounded dot. Edge pair: along the axis {@code a} oriented outward at the hull edge (positive
 * dot with the sum of its two face normals, exact sign) the hull's farthest points are the edge's
 * and the triangle's nearest are the triangle edge's (seed 001's reason for the Gauss map test),
 * so the separation is {@code s / L} with {@code s = a . (t_e - h_a)} (one rounding) and
 * {@code L = |a|}; the cross product is scaled by a power of two so its largest component lies in
 * {@code [2^31, 2^32)} raw (only low bits dropped). Pairs too close to parallel for an axis are
 * skipped with the hull-hull edge query's limits ({@link EdgePairAxis#nearlyParallel(long, long, long)}:
 * the rounded cross product's largest component below {@link SatConstants#EDGE_CROSS_MIN_RAW} or
 * below {@link SatConstants#EDGE_PARALLEL_SHIFT} of the edges' product). {@code s / L} is compared
 * with {@code Ir} and the best separation exactly by {@link SeparationRatio} (squares in 128 bits,
 * no square root); only a new best (or magnitudes beyond that helper's range) pays for {@code L}
 * and the quotient (rounded once each). Ties keep the earlier axis.
 *
 * <p>With {@code plainArithmetic} every shortcut is off (the oracle route of
 * {@code HullTriangleShortcutProperties}): a pair ruled out by the running best alone, an axis
 * along z measured from its one term and compared in 64 bits ({@link #comparePole}).
 */
final class HullTriangleSat {
    private final boolean plainArithmetic;

    HullTriangleSat(boolean plainArithmetic) {
        this.plainArithmetic = plainArithmetic;
    }

    /**
     * Runs the SAT on the loaded triangle, loading its edge normals ({@link HullTriangleSatTables#slotFor}).
     * Returns true with the largest separation and its axis (from the triangle toward the hull) in
     * {@code outAxis}; false at the first axis separating by more than {@code Ir}, left in
     * {@code outAxis} without its separation.
     */
    boolean run(MeshSpaceHull hull, HullTriangleSatTables tables, TriangleKernel k, TriangleSatAxis outAxis) {
        long best = 0;
        long lx = 0;
        long ly = 0;
        long lz = 0;
        int slot = tables.slotFor(hull, k);
        int faceCount = hull.faceCount;
        long[] faceNormal = hull.faceNormal;
        int[] faceCorner = tables.faceCorner;
        long inflated = hull.inflated;
        // hull face axes: separation of the triangle outside face f
        for (int f = 0; f < faceCount; f++) {
            long fx = faceNormal[3 * f];
            long fy = faceNormal[3 * f + 1];
            long fz = faceNormal[3 * f + 2];
            long sep = faceSeparation(hull, k, f, faceCorner[slot * faceCount + f]);
            if (sep > inflated) {
                outAxis.setAxis(-fx, -fy, -fz);
                return false;
            }
            if (f == 0 || sep > best) {
                best = sep;
                lx = -fx;
                ly = -fy;
                lz = -fz;
            }
        }
        // edge-pair axes: only the pairs that build a face of the Minkowski difference (Gauss map
        // pruning, seed 001), in one pass. A separating axis, if any, is among those face normals,
        // and another pair's edges are not the supports along its axis, so its one-dot separation
        // would not be one. No second pass over the other pairs: the SAT separation sorts no
        // delayed contact (those are sorted by height or by the true distance, HullTriangleDistance);
        // it only decides the early out and FACE against delayed
        outAxis.set(best, lx, ly, lz);
        return edgeAxes(hull, tables, k, slot, outAxis);
    }

    /**
     * Returns the separation of the loaded triangle outside hull face {@code f}, the corner of the
     * smallest {@code n_f . t} found here. For a bent face that is the rounded true separation of
     * hull and triangle along {@code n_f} ({@code HullTriangleBentFaceProperties} holds it to that).
     */
    static long faceSeparation(MeshSpaceHull hull, TriangleKernel k, int f) {
        long[] faceNormal = hull.faceNormal;
        return faceSeparation(hull, k, f, k.minCorner(faceNormal[3 * f], faceNormal[3 * f + 1], faceNormal[3 * f + 2]));
    }

    /** As {@link #faceSeparation(MeshSpaceHull, TriangleKernel, int)} with the triangle corner {@code c} given. */
    private static long faceSeparation(MeshSpaceHull hull, TriangleKernel k, int f, int c) {
        long[] faceNormal = hull.faceNormal;
        long[] vertex = hull.vertex;
        int v = hull.faceSupport[f];
        return Fixed.dot3(faceNormal[3 * f], faceNormal[3 * f + 1], faceNormal[3 * f + 2], k.cornerX(c) - vertex[3 * v],
                k.cornerY(c) - vertex[3 * v + 1], k.cornerZ(c) - vertex[3 * v + 2]);
    }

    /**
     * Returns how far a separation of this SAT may exceed the exact gap of the placed hull and the
     * loaded triangle along its axis, raw, plus the restricted height's rounding: {@code 8 + D 2^-28}
     * with {@code D} the 1-norm extents of the placed hull and the triangle added. An edge axis is
     * a cross product with its low bits dropped, so it is perpendicular to the edges only to about
     * {@code 2^-31}, and the far ends of the edges lie off its support by up to their length times
     * that; a face axis is a rounded unit normal; {@code s}, the quotient and the restricted
     * height's cut points add a few raw ({@code HullTriangleSatRoundingProperties} holds every
     * separation near contact to the SAT's share). A pole pair (a level hull edge over a level
     * triangle edge, the axis along {@code n}) measures a resting hull's bottom as the restricted
     * {@code n} axis does, so without this slack FACE against delayed went by a raw unit or two
     * (48 decisions in the world's mixed pile); with it ties go to {@code n}, as
     * {@link BoxTriangleSat#tieSlack} does for boxes.
     */
    static long tieSlack(MeshSpaceHull hull, TriangleKernel k) {
        long[] mm = hull.minMax;
        long reach = mm[3] - mm[0] + mm[4] - mm[1] + mm[5] - mm[2] + spread(k.ax, k.bx, k.cx) + spread(k.ay, k.by, k.cy)
                + spread(k.az, k.bz, k.cz);
        return 8 + (reach >> 28);
    }

    private static long spread(long a, long b, long c) {
        return Math.max(a, Math.max(b, c)) - Math.min(a, Math.min(b, c));
    }

    /**
     * Raises {@code ioAxis} (separation and axis) over the edge pairs of table {@code slot};
     * returns false, the axis in {@code ioAxis}, when one separates by more than {@code Ir}.
     */
    private boolean edgeAxes(MeshSpaceHull hull, HullTriangleSatTables tables, TriangleKernel k, int slot,
            TriangleSatAxis ioAxis) {
        boolean plain = plainArithmetic;
        long inflated = hull.inflated;
        boolean irAlwaysDecided = hull.irAlwaysDecided;
        long[] vertex = hull.vertex;
        int[] edgeA = hull.edgeA;
        boolean[] edgeOnBentFace = hull.edgeOnBentFace;
        int[] hullEdge = tables.hullEdge;
        int[] triangleEdge = tables.triangleEdge;
        long[] axis = tables.axis;
        long[] lengthHi = tables.lengthHi;
        long[] lengthLo = tables.lengthLo;
        long axisSep = ioAxis.separation;
        long axisX = ioAxis.x;
        long axisY = ioAxis.y;
        long axisZ = ioAxis.z;
        // axes along z compared by comparePole where SeparationRatio would decide (Ir and the best within
        // 2^30 raw) and no hull face is bent (no checkedSeparation to run first)
        boolean fastPoles = irAlwaysDecided && hull.hullDiameter == 0 && !plain;
        for (int p = slot * tables.stride, end = p + tables.count(slot); p < end; p++) {
            int h = hullEdge[p];
            int e = triangleEdge[p];
            long cx = axis[3 * p];
            long cy = axis[3 * p + 1];
            long cz = axis[3 * p + 2];
            int va = edgeA[h];
            long dz = k.cornerZ(e) - vertex[3 * va + 2];
            long best = axisSep;
            boolean pole = (cx | cy) == 0 && fastPoles;
            boolean poleVsBest = pole && best > -SeparationRatio.ALWAYS_DECIDED_BELOW
                    && best < SeparationRatio.ALWAYS_DECIDED_BELOW;
            if (poleVsBest && best <= inflated && (cz > 0 ? dz : -dz) < best - 1) {
                // below the best by more than comparePole's 1 raw: the skip below, without s
                continue;
            }
            // an axis along z (a horizontal hull edge over a horizontal triangle edge: most pairs of a box
            // resting on a flat floor) has the bits of Fixed.dot3 from its one non-zero term
            long s = (cx | cy) == 0 && !plain ? Fixed.mul(cz, dz)
                    : Fixed.dot3(cx, cy, cz, k.cornerX(e) - vertex[3 * va], k.cornerY(e) - vertex[3 * va + 1], dz);
            // the separation s / L against Ir and the best so far, exactly and without a square root
            // where the magnitudes allow (SeparationRatio); the rounded value only for a new best
            long lenHi = lengthHi[p];
            long lenLo = lengthLo[p];
            if (edgeOnBentFace[h] && (mayCount(SeparationRatio.compare(s, lenHi, lenLo, inflated))
                    || mayCount(SeparationRatio.compare(s, lenHi, lenLo, axisSep)))) {
                // only a pair that would separate or win is checked: the check never raises s
                s = checkedSeparation(hull, k, h, e, cx, cy, cz, s);
            }
            int vsBest = poleVsBest ? comparePole(cz, dz, s, best) : SeparationRatio.compare(s, lenHi, lenLo, axisSep);
            boolean notAbove = vsBest <= 0 && vsBest != SeparationRatio.UNDECIDED;
            if (notAbove && irAlwaysDecided && axisSep <= inflated && !plain) {
                // s / L <= best <= Ir exactly, so the comparison with Ir would be decided and not above:
                // the pair neither wins nor separates (a rounded best can exceed Ir by an ulp, hence the check)
                continue;
            }
            int vsIr = pole ? comparePole(cz, dz, s, inflated) : SeparationRatio.compare(s, lenHi, lenLo, inflated);
            if (vsIr > 0) {
                ioAxis.setAxis(-cx, -cy, -cz);                          // the separating axis, for tests
                return false;
            }
            boolean irUnknown = vsIr == SeparationRatio.UNDECIDED;
            boolean bestUnknown = vsBest == SeparationRatio.UNDECIDED;
            if (!irUnknown && !bestUnknown && vsBest <= 0) {
                continue;                                             // can neither win nor separate
            }
            long sep = Fixed.div(s, tables.length(p));
            if (irUnknown && sep > inflated) {
                ioAxis.setAxis(-cx, -cy, -cz);
                return false;
            }
            if (bestUnknown ? sep <= axisSep : vsBest <= 0) {
                continue;
            }
            axisSep = sep;
            axisX = -cx;                                              // from the triangle toward the hull
            axisY = -cy;
            axisZ = -cz;
        }
        ioAxis.set(axisSep, axisX, axisY, axisZ);
        return true;
    }

    /**
     * Returns {@link SeparationRatio#compare}'s answer for the axis {@code (0, 0, cz)}
     * ({@code 2^31 <= |cz| < 2^32}) with {@code s = Fixed.mul(cz, dz)}, for {@code |t| < 2^30}
     * (where that answer is never {@link SeparationRatio#UNDECIDED}): the sign of
     * {@code s 2^32 / |cz| - t}, exactly, in 64 bits. With {@code sd = sign(cz) dz} and the
     * rounding error {@code r = s 2^32 - cz dz} ({@code |r| <= 2^31}, so its 64-bit wrapped value is
     * exact), {@code s 2^32 / |cz| - t = ((sd - t) |cz| + r) / |cz|}, and {@code |r / |cz|| <= 1}
     * decides every {@code |sd - t| >= 2} by the sign of {@code sd - t}.
     */
    static int comparePole(long cz, long dz, long s, long t) {
        long d = (cz > 0 ? dz : -dz) - t;
        if (d >= 2 || d <= -2) {
            return d > 0 ? 1 : -1;
        }
        long r = (s << 32) - cz * dz;
        return Long.signum(d * Math.abs(cz) + r);
    }

    /** Returns true when a {@link SeparationRatio#compare} result may let a pair separate or win: above, or undecided. */
    private static boolean mayCount(int comparison) {
        return comparison > 0 || comparison == SeparationRatio.UNDECIDED;
    }

    /**
     * Returns the {@code s} edge pair {@code (h, e)} contributes along its scaled axis {@code c},
     * given its computed {@code s = round(c . (t_e - h_a))}: {@code s} itself, unless it exceeds
     * the true separation of the placed hull and the triangle along {@code c},
     * {@code S = min_t c . t - max_v c . v} (exact, by scans), by more than the slack; then
     * {@code round(S)}. Only for a hull edge on a bent face. The rule is the hull-hull edge
     * query's, written once in {@link EdgePairAxis#checkedSeparation(long, long, long, long, long,
     * long, long, long, long, long, long, int)}, with its slack
     * ({@link EdgePairAxis#supportSlack(long, long)}) from the placed hull's and the triangle's box
     * diagonals.
     *
     * <p>Why: the supports {@code h_a} and {@code t_e} are right only when {@code c} lies on the
     * hull edge's arc and the triangle edge's. The Gauss map test ({@link TriangleGaussMap}) reads
     * the hull's face normals, and a bent face's normal is not perpendicular to its edges, so the
     * crossing point it tests is not {@code c}: for a triangle edge nearly parallel to the hull
     * edge it accepts axes far off both arcs, whose {@code s} is above {@code S} on either side
     * (hull or triangle; 225 units in a search of 64-unit hulls). Such an {@code s} above
     * {@code Ir} lost contacts, and above the best axis turned face contacts into delayed ones
     * ({@code HullTriangleBentFaceTest}). {@code S} is a separation along a valid axis, so the SAT
     * stays a SAT.
     */
    private static long checkedSeparation(MeshSpaceHull hull, TriangleKernel k, int h, int e, long cx, long cy, long cz,
            long s) {
        long[] vertex = hull.vertex;
        int va = hull.edgeA[h];
        int top = hull.minVertex(-cx, -cy, -cz);
        int bottom = k.minCorner(cx, cy, cz);
        long rx = k.cornerX(e) - vertex[3 * va];
        long ry = k.cornerY(e) - vertex[3 * va + 1];
        long rz = k.cornerZ(e) - vertex[3 * va + 2];
        long sx = k.cornerX(bottom) - vertex[3 * top];
        long sy = k.cornerY(bottom) - vertex[3 * top + 1];
        long sz = k.cornerZ(bottom) - vertex[3 * top + 2];
        // the rule of the hull-hull edge query, one rule for both: differences below 2^46 and |c| below
        // 2^32, so the dots are exact in 128 bits and |S| below 2^80 fits after the shift (never throws);
        // the scaled axis is at least 2^31 raw long, so a kept s / |c| is at most S / |c| plus the slack
        long slack = EdgePairAxis.supportSlack(hull.hullDiameter, triangleDiameter(k));
        return EdgePairAxis.checkedSeparation(s, cx, cy, cz, rx, ry, rz, sx, sy, sz, slack, 31);
    }

    /** Returns the diagonal of the loaded triangle's bounding box, raw (plus 1). */
    private static long triangleDiameter(TriangleKernel k) {
        long ex = Math.max(k.ax, Math.max(k.bx, k.cx)) - Math.min(k.ax, Math.min(k.bx, k.cx));
        long ey = Math.max(k.ay, Math.max(k.by, k.cy)) - Math.min(k.ay, Math.min(k.by, k.cy));
        long ez = Math.max(k.az, Math.max(k.bz, k.cz)) - Math.min(k.az, Math.min(k.bz, k.cz));
        return Fixed.length3(ex, ey, ez) + 1;
    }
}
