package dev.lockstep.collision.sat;

import dev.lockstep.collision.shape.ConvexHull;
import dev.lockstep.fixedpoint.Fixed;
import dev.lockstep.fixedpoint.MutableVec3;
import dev.lockstep.fixedpoint.VecMath;

/**
 * The edge query of seed 001 ("Hull vs Hull: Testing Edge Separation"): for every edge pair that
 * builds a face of the Minkowski difference ({@link GaussMapPruning}), the axis
 * {@code normalize(eA x eB)} oriented away from A, and the distance of B's edge to the plane
 * through A's edge along it; the result is the largest distance and its pair.
 *
 * <p>Orientation (deviation from the seed's "edge vertex minus hull center"): the axis is flipped
 * when {@code axis . (a + b) < 0}, {@code a, b} the normals of A's two faces at the edge. For a
 * Minkowski-face pair the axis lies on A's arc between {@code a} and {@code b}, so this is exactly
 * the outward side, and it needs no interior point (a vertex centroid need not be strictly inside
 * after rounding, and an AABB center need not be inside at all). The sign is exact.
 *
 * <p>Distance: {@code Fixed.dot3(axis, qB - pA)}, one rounding, with {@code pA}, {@code qB} the
 * first vertices of the two edges (on a Minkowski face the plane through A's edge is a supporting
 * plane of A and B's edge is B's support against the axis).
 */
public final class EdgeQuery {
    /** Edge index on A of the maximising (or first separating) pair; -1 when no pair qualified. */
    public int edgeA;
    /** Edge index on B of that pair. */
    public int edgeB;
    /** Its separation, raw; meaningless when {@link #edgeA} is -1. */
    public long separation;
    /** True when the query stopped at a pair with {@code separation > stopAbove}. */
    public boolean separating;
    /** Unit axis of the pair, raw, in the query frame, pointing away from A. */
    public long axisX;
    /** See {@link #axisX}. */
    public long axisY;
    /** See {@link #axisX}. */
    public long axisZ;

    private final MutableVec3 axis = new MutableVec3();
    private byte[] signsAB = new byte[12 * 6];
    private byte[] signsBA = new byte[12 * 6];

    /** Creates an empty result. */
    public EdgeQuery() {
    }

    /**
     * Tests every Gauss-map-qualified edge pair of {@code a} and {@code b} (same frame) and fills
     * this query; ties keep the first pair in (edge of A, edge of B) ascending order.
     */
    public void run(PlacedHull a, PlacedHull b, long stopAbove) {
        edgeA = -1;
        edgeB = -1;
        separation = 0;
        separating = false;
        ConvexHull ha = a.hull;
        ConvexHull hb = b.hull;
        int ne = ha.edgeCount();
        int me = hb.edgeCount();
        int fa = a.faceCount;
        int fb = b.faceCount;
        // Gauss-map signs, each computed once instead of once per pair: n . u for every face of B
        // and edge of A, n . v for every face of A and edge of B (same exact signs, same decisions
        // as GaussMapPruning.isMinkowskiFace, which pairSeparation uses)
        if (signsAB.length < ne * fb) {
            signsAB = new byte[ne * fb];
        }
        if (signsBA.length < me * fa) {
            signsBA = new byte[me * fa];
        }
        for (int i = 0; i < ne; i++) {
            int a0 = ha.edgeVertexA(i);
            int a1 = ha.edgeVertexB(i);
            long ux = Fixed.sub(a.x(a1), a.x(a0));
            long uy = Fixed.sub(a.y(a1), a.y(a0));
            long uz = Fixed.sub(a.z(a1), a.z(a0));
            for (int f = 0; f < fb; f++) {
                signsAB[i * fb + f] = (byte) Fixed.signOfDot3(b.nx(f), b.ny(f), b.nz(f), ux, uy, uz);
            }
        }
        for (int j = 0; j < me; j++) {
            int b0 = hb.edgeVertexA(j);
            int b1 = hb.edgeVertexB(j);
            long vx = Fixed.sub(b.x(b1), b.x(b0));
            long vy = Fixed.sub(b.y(b1), b.y(b0));
            long vz = Fixed.sub(b.z(b1), b.z(b0));
            for (int f = 0; f < fa; f++) {
                signsBA[j * fa + f] = (byte) Fixed.signOfDot3(a.nx(f), a.ny(f), a.nz(f), vx, vy, vz);
            }
        }
        byte[] sab = signsAB;
        byte[] sba = signsBA;
        for (int i = 0; i < ne; i++) {
            int rowA = i * fb;
            int faceLeft = ha.edgeFaceA(i);
            int faceRight = ha.edgeFaceB(i);
            for (int j = 0; j < me; j++) {
                int cu = sab[rowA + hb.edgeFaceA(j)];
                int du = sab[rowA + hb.edgeFaceB(j)];
                if (cu * du >= 0) {
                    continue;
                }
                int av = sba[j * fa + faceLeft];
                int bv = sba[j * fa + faceRight];
                if (av * bv >= 0 || cu * bv >= 0) {
                    continue;
                }
                if (!pairAxis(a, i, b, j, axis)) {
                    continue;
                }
                int a0 = ha.edgeVertexA(i);
                int b0 = hb.edgeVertexA(j);
                long d = Fixed.dot3(axis.x, axis.y, axis.z, Fixed.sub(b.x(b0), a.x(a0)), Fixed.sub(b.y(b0), a.y(a0)),
                        Fixed.sub(b.z(b0), a.z(a0)));
                if (edgeA < 0 || d > separation) {
                    edgeA = i;
                    edgeB = j;
                    separation = d;
                    axisX = axis.x;
                    axisY = axis.y;
                    axisZ = axis.z;
                    if (d > stopAbove) {
                        separating = true;
                        return;
                    }
                }
            }
        }
    }

    /**
     * Writes the unit axis of edge {@code i} of {@code a} and edge {@code j} of {@code b}, oriented
     * away from A, into {@code outAxis}; returns false (and leaves it unspecified) when the edges
     * are too close to parallel ({@link SatConstants#EDGE_CROSS_MIN_RAW}).
     */
    public static boolean pairAxis(PlacedHull a, int i, PlacedHull b, int j, MutableVec3 outAxis) {
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
        if (Math.abs(cx) < SatConstants.EDGE_CROSS_MIN_RAW && Math.abs(cy) < SatConstants.EDGE_CROSS_MIN_RAW
                && Math.abs(cz) < SatConstants.EDGE_CROSS_MIN_RAW) {
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
     * Returns the separation of edge pair {@code (i, j)} computed exactly as {@link #run} does,
     * after checking the Gauss map; writes the axis into {@code outAxis}. Returns
     * {@code Long.MIN_VALUE} as "not a candidate" (the pair does not build a Minkowski face or is
     * too close to parallel); callers test for it by equality, never negate it.
     */
    public static long pairSeparation(PlacedHull a, int i, PlacedHull b, int j, MutableVec3 outAxis) {
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
        if (!GaussMapPruning.isMinkowskiFace(a.nx(fa), a.ny(fa), a.nz(fa), a.nx(fb), a.ny(fb), a.nz(fb), ux, uy, uz,
                b.nx(fc), b.ny(fc), b.nz(fc), b.nx(fd), b.ny(fd), b.nz(fd), vx, vy, vz)
                || !pairAxis(a, i, b, j, outAxis)) {
            return Long.MIN_VALUE;
        }
        return Fixed.dot3(outAxis.x, outAxis.y, outAxis.z, Fixed.sub(b.x(b0), a.x(a0)), Fixed.sub(b.y(b0), a.y(a0)),
                Fixed.sub(b.z(b0), a.z(a0)));
    }
}
