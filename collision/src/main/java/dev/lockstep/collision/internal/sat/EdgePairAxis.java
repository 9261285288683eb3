package dev.lockstep.collision.internal.sat;

import dev.lockstep.collision.internal.shape.HullQueryIndex;
import dev.lockstep.collision.shape.ConvexHull;
import dev.lockstep.fixedpoint.Fixed;
import dev.lockstep.fixedpoint.FixedOverflowException;
import dev.lockstep.fixedpoint.MutableVec3;
import dev.lockstep.fixedpoint.VecMath;
import dev.lockstep.fixedpoint.wide.Dot128;
import dev.lockstep.fixedpoint.wide.Int128;

/**
 * One edge pair's axis and separation (seed 001, "Hull vs Hull: Testing Edge Separation"): the
 * unit axis {@code normalize(eA x eB)} oriented away from A ({@link #pairAxis}), the parallel
 * limits that refuse it ({@link #nearlyParallel}), and the separation of B's edge from A's
 * along it, held to the true separation for pairs on bent faces ({@link #checkedSeparation});
 * whether a pair is a candidate at all ({@link #candidateAxis}).
 * Every edge loop (the {@link EdgeQuery}'s scan and walk, the box SAT, the pair cache, the time
 * of impact) computes a pair's axis and separation here, so all of them agree bit for bit.
 * Static and allocation-free; results go to caller-owned {@link MutableVec3}s.
 */
public final class EdgePairAxis {
    private EdgePairAxis() {
    }

    /**
     * Returns the separation edge pair {@code (i, j)} contributes, given its computed separation
     * {@code d = round(axis . (qB - pA))} ({@code pA}, {@code qB} the first vertices of the two
     * edges): {@code d} itself, except for a pair with an edge on a bent face of either hull
     * ({@link HullQueryIndex#planarFace} false for one of its four faces) whose {@code d} exceeds
     * the true separation of the placed hulls along {@code axis},
     * {@code S = min_b axis . b - max_a axis . a} (exact, by scans), by more than the slack of
     * {@link SatConstants#EDGE_SUPPORT_SLACK_SHIFT}: then {@code round(S)}.
     *
     * <p>Why: on a pair of Minkowski faces {@code pA} is A's support along the axis and {@code qB}
     * B's against it, so {@code d} is {@code S} up to rounding. A bent face's normal is not
     * perpendicular to its edges, and the Gauss-map predicate (which reads edge vectors for the
     * normals' cross products) can then accept a pair whose axis is off the Minkowski faces; its
     * {@code d} can exceed {@code S} by a lot (1.2 units in a debug scene), which would overstate
     * the separation, up to a false "separated". {@code S} is a separation along a valid axis, so
     * the SAT stays a SAT. Every SAT path offers the same pairs in the same order and calls this
     * on the same ones (the kept candidates of {@link EdgeQuery#offerPair}, and {@link #candidateSeparation}),
     * so the paths still agree bit for bit; the arc skip relies on it ({@link ArcBound}): a kept
     * separation is at most {@code S} plus the slack.
     */
    static long checkedSeparation(PlacedHull a, int i, PlacedHull b, int j, MutableVec3 axis, long d) {
        if (!touchesBentFace(a, i) && !touchesBentFace(b, j)) {
            return d;
        }
        long ax = axis.x;
        long ay = axis.y;
        long az = axis.z;
        int top = a.minVertex(-ax, -ay, -az);
        int bottom = b.minVertex(ax, ay, az);
        int a0 = a.hull.edgeVertexA(i);
        int b0 = b.hull.edgeVertexA(j);
        long rx = Fixed.sub(b.x(b0), a.x(a0));
        long ry = Fixed.sub(b.y(b0), a.y(a0));
        long rz = Fixed.sub(b.z(b0), a.z(a0));
        long sx = Fixed.sub(b.x(bottom), a.x(top));
        long sy = Fixed.sub(b.y(bottom), a.y(top));
        long sz = Fixed.sub(b.z(bottom), a.z(top));
        // a unit axis is 2^32 raw long; coordinates within the documented bounds keep the dots in 128 bits
        return checkedSeparation(d, ax, ay, az, rx, ry, rz, sx, sy, sz, supportSlack(a.hull, b.hull), 32);
    }

    /**
     * The rule of {@link #checkedSeparation(PlacedHull, int, PlacedHull, int, MutableVec3, long)} once
     * the supports are found, shared with the hull-triangle SAT ({@code mesh.HullTriangleContact}):
     * returns {@code d}, the pair's computed separation along the axis {@code a}, unless the exact
     * {@code a . r} ({@code r} from the pair's first vertex to the other shape's edge vertex)
     * exceeds the exact {@code a . s} ({@code s} between the true supports, so {@code a . s} is the
     * true separation {@code S} times {@code |a|}) by more than {@code slack 2^axisShift}; then
     * {@code round(a . s / 2^32)} (ties to even). {@code 2^axisShift} is the axis's length, or a
     * lower bound of it, raw ({@code 32} for a unit axis, {@code 31} for an axis scaled to a
     * largest component in {@code [2^31, 2^32)}), so a kept {@code d / |a|} is at most {@code S}
     * plus the slack. Products exact in 128 bits ({@code Dot128}: every component below
     * {@code 2^62}); {@code 1 <= axisShift <= 63}.
     *
     * @throws FixedOverflowException if {@code round(a . s / 2^32)} does not fit a long
     */
    public static long checkedSeparation(long d, long ax, long ay, long az, long rx, long ry, long rz, long sx, long sy,
            long sz, long slack, int axisShift) {
        long pairHi = Dot128.high(ax, ay, az, rx, ry, rz);
        long pairLo = Dot128.low(ax, ay, az, rx, ry, rz);
        long trueHi = Dot128.high(ax, ay, az, sx, sy, sz);
        long trueLo = Dot128.low(ax, ay, az, sx, sy, sz);
        long overHi = Int128.subHigh(pairHi, pairLo, trueHi, trueLo);
        long overLo = Int128.subLow(pairLo, trueLo);
        // over > slack 2^axisShift (slack raw, the dot sums raw times raw)
        long slackHi = slack >>> (64 - axisShift);
        long slackLo = slack << axisShift;
        if (!Int128.less(slackHi, slackLo, overHi, overLo)) {
            return d;
        }
        if (!Fixed.fitsRoundedShift32(trueHi, trueLo)) {
            throw new FixedOverflowException("EdgePairAxis.checkedSeparation", ax, ay, az, sx, sy, sz);
        }
        return Fixed.roundedShift32(trueHi, trueLo);
    }

    /** Returns true when one of edge {@code e}'s two faces is bent ({@link HullQueryIndex#planarFace} false). */
    private static boolean touchesBentFace(PlacedHull p, int e) {
        HullQueryIndex index = HullQueryIndex.of(p.hull);
        return !index.planarFace(p.hull.edgeFaceA(e)) || !index.planarFace(p.hull.edgeFaceB(e));
    }

    /**
     * Returns the slack of {@link #checkedSeparation} for hulls {@code a} and {@code b}, raw:
     * {@code (D_A + D_B) >> EDGE_SUPPORT_SLACK_SHIFT} plus {@code EDGE_SUPPORT_SLACK_MIN_RAW},
     * {@code D} the diagonal of the hull's own bounding box ({@link ArcBound#diameter}); half of
     * {@code Long.MAX_VALUE} for hulls beyond {@code 2^60} raw (never checked in practice: far
     * outside the documented bounds). From the hulls alone, so every path uses the same value.
     */
    static long supportSlack(ConvexHull a, ConvexHull b) {
        return supportSlack(ArcBound.diameter(a), ArcBound.diameter(b));
    }

    /**
     * Returns the slack of {@link #checkedSeparation} for two shapes whose bounding-box diagonals
     * are {@code da} and {@code db}, raw: {@code (da + db) >> EDGE_SUPPORT_SLACK_SHIFT} plus
     * {@code EDGE_SUPPORT_SLACK_MIN_RAW}; half of {@code Long.MAX_VALUE} when either is negative
     * (a diagonal beyond {@code 2^60} raw, reported so by {@link ArcBound#diameter}).
     */
    public static long supportSlack(long da, long db) {
        if (da < 0 || db < 0) {
            return Long.MAX_VALUE >> 1;
        }
        return ((da + db) >> SatConstants.EDGE_SUPPORT_SLACK_SHIFT) + SatConstants.EDGE_SUPPORT_SLACK_MIN_RAW;
    }

    /**
     * Writes {@code eA x eB} of edge {@code i} of {@code a} and edge {@code j} of {@code b} (edge
     * vectors exact differences of placed vertices, {@code VecMath.cross*} per component) into
     * {@code outCross}: the unnormalised edge axis shared by {@link #pairAxis} and the bound skip.
     */
    static void edgeCrossInto(PlacedHull a, int i, PlacedHull b, int j, MutableVec3 outCross) {
        ConvexHull ha = a.hull;
        ConvexHull hb = b.hull;
        int a0 = ha.edgeVertexA(i);
        int a1 = ha.edgeVertexB(i);
        int b0 = hb.edgeVertexA(j);
        int b1 = hb.edgeVertexB(j);
        long ux = Fixed.sub(a.x(a1), a.x(a0));
        long uy = Fixed.sub(a.y(a1), a.y(a0));
        long uz = Fixed.sub(a.z(a1), a.z(a0));
        long vx = Fixed.sub(b.x(b1), b.x(b0));
        long vy = Fixed.sub(b.y(b1), b.y(b0));
        long vz = Fixed.sub(b.z(b1), b.z(b0));
        long cx = VecMath.crossX(uy, uz, vy, vz);
        long cy = VecMath.crossY(ux, uz, vx, vz);
        long cz = VecMath.crossZ(ux, uy, vx, vy);
        outCross.set(cx, cy, cz);
    }

    /**
     * Returns true when edge {@code i} of {@code a} and edge {@code j} of {@code b}, whose rounded
     * cross product has largest component magnitude {@code cMax}, are too close to parallel for
     * an edge axis: {@code cMax} below {@link SatConstants#EDGE_CROSS_MIN_RAW} or below
     * {@code (|eA|_max |eB|_max) >> EDGE_PARALLEL_SHIFT} ({@link SatConstants#EDGE_PARALLEL_SHIFT};
     * the product exact in 128 bits, then shifted, edge components below {@code 2^62}).
     */
    static boolean nearlyParallel(PlacedHull a, int i, PlacedHull b, int j, long cMax) {
        if (cMax < SatConstants.EDGE_CROSS_MIN_RAW) {
            return true;
        }
        return nearlyParallel(cMax, edgeMaxComponent(a, i), edgeMaxComponent(b, j));
    }

    /**
     * The test of {@link #nearlyParallel(PlacedHull, int, PlacedHull, int, long)} on magnitudes:
     * true when {@code cMax}, the largest component magnitude of the rounded cross product of two
     * edge vectors whose largest component magnitudes are {@code uMax} and {@code vMax} (below
     * {@code 2^62}, raw), is below {@link SatConstants#EDGE_CROSS_MIN_RAW} or below
     * {@code (uMax vMax) >> EDGE_PARALLEL_SHIFT} ({@link SatConstants#EDGE_PARALLEL_SHIFT}). Public
     * for the hull-triangle SAT ({@code mesh.HullTriangleContact}), whose edge axes take the same
     * limits.
     */
    public static boolean nearlyParallel(long cMax, long uMax, long vMax) {
        if (cMax < SatConstants.EDGE_CROSS_MIN_RAW) {
            return true;
        }
        // raw product u v / 2^32, shifted right by the limit's 16 more: (u v) >> 48 of the 128-bit product
        long hi = Int128.productHigh(uMax, vMax);
        long lo = Int128.productLow(uMax, vMax);
        int shift = 32 + SatConstants.EDGE_PARALLEL_SHIFT;
        long limit = Int128.fitsShiftRight(hi, shift) ? Int128.shiftRightLow(hi, lo, shift) : Long.MAX_VALUE;
        return cMax < limit;
    }

    /** Returns the largest component magnitude of edge {@code e}'s vector (an exact difference of placed vertices). */
    private static long edgeMaxComponent(PlacedHull p, int e) {
        int v0 = p.hull.edgeVertexA(e);
        int v1 = p.hull.edgeVertexB(e);
        return Math.max(Math.abs(Fixed.sub(p.x(v1), p.x(v0))),
                Math.max(Math.abs(Fixed.sub(p.y(v1), p.y(v0))), Math.abs(Fixed.sub(p.z(v1), p.z(v0)))));
    }

    /**
     * Writes the unit axis of edge {@code i} of {@code a} and edge {@code j} of {@code b}, oriented
     * away from A, into {@code outAxis}; returns false (and leaves it unspecified) when the edges
     * are too close to parallel ({@link #nearlyParallel}).
     */
    public static boolean pairAxis(PlacedHull a, int i, PlacedHull b, int j, MutableVec3 outAxis) {
        ConvexHull ha = a.hull;
        edgeCrossInto(a, i, b, j, outAxis);
        long cx = outAxis.x;
        long cy = outAxis.y;
        long cz = outAxis.z;
        if (nearlyParallel(a, i, b, j, Math.max(Math.abs(cx), Math.max(Math.abs(cy), Math.abs(cz))))) {
            return false;
        }
        VecMath.normalizeInto(cx, cy, cz, outAxis);
        int fa = ha.edgeFaceA(i);
        int fb = ha.edgeFaceB(i);
        // a + b may round nothing: unit components sum below 2^34, exact
        if (Fixed.signOfDot3(outAxis.x, outAxis.y, outAxis.z, a.nx(fa) + a.nx(fb), a.ny(fa) + a.ny(fb),
                a.nz(fa) + a.nz(fb)) < 0) {
            outAxis.set(-outAxis.x, -outAxis.y, -outAxis.z);
        }
        return true;
    }

    /**
     * Returns true when edge pair {@code (i, j)} is a candidate of the edge query: it builds a face
     * of the Minkowski difference ({@link GaussMapPruning#isMinkowskiFace}, exact signs) and its
     * edges are not too close to parallel ({@link #nearlyParallel}); then writes its unit axis,
     * oriented away from A ({@link #pairAxis}), into {@code outAxis}. False: not a candidate,
     * {@code outAxis} unspecified. Reads only edge {@code j}'s two vertices and two face normals
     * of B (the pair cache places just those).
     */
    public static boolean candidateAxis(PlacedHull a, int i, PlacedHull b, int j, MutableVec3 outAxis) {
        ConvexHull ha = a.hull;
        ConvexHull hb = b.hull;
        int a0 = ha.edgeVertexA(i);
        int a1 = ha.edgeVertexB(i);
        int fa = ha.edgeFaceA(i);
        int fb = ha.edgeFaceB(i);
        int b0 = hb.edgeVertexA(j);
        int b1 = hb.edgeVertexB(j);
        int fc = hb.edgeFaceA(j);
        int fd = hb.edgeFaceB(j);
        long ux = Fixed.sub(a.x(a1), a.x(a0));
        long uy = Fixed.sub(a.y(a1), a.y(a0));
        long uz = Fixed.sub(a.z(a1), a.z(a0));
        long vx = Fixed.sub(b.x(b1), b.x(b0));
        long vy = Fixed.sub(b.y(b1), b.y(b0));
        long vz = Fixed.sub(b.z(b1), b.z(b0));
        return GaussMapPruning.isMinkowskiFace(a.nx(fa), a.ny(fa), a.nz(fa), a.nx(fb), a.ny(fb), a.nz(fb), ux, uy, uz,
                b.nx(fc), b.ny(fc), b.nz(fc), b.nx(fd), b.ny(fd), b.nz(fd), vx, vy, vz)
                && pairAxis(a, i, b, j, outAxis);
    }

    /**
     * Returns the separation of candidate edge pair {@code (i, j)} along {@code axis} (the unit
     * axis {@link #candidateAxis} wrote for it), raw, computed exactly as the edge query computes
     * it ({@link EdgeQuery#offerPair}): {@code round(axis . (qB - pA))}, held to the true
     * separation for a pair on a bent face ({@link #checkedSeparation}).
     */
    public static long candidateSeparation(PlacedHull a, int i, PlacedHull b, int j, MutableVec3 axis) {
        int a0 = a.hull.edgeVertexA(i);
        int b0 = b.hull.edgeVertexA(j);
        long d = Fixed.dot3(axis.x, axis.y, axis.z, Fixed.sub(b.x(b0), a.x(a0)), Fixed.sub(b.y(b0), a.y(a0)),
                Fixed.sub(b.z(b0), a.z(a0)));
        return checkedSeparation(a, i, b, j, axis, d);
    }
}
