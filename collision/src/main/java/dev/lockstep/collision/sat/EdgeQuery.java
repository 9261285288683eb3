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
    private int signFaces;
    /** Marks a B-side sign not computed yet (signs are -1, 0, 1). */
    private static final byte UNKNOWN = 2;
    /** Table the B-side signs are computed from on demand; null when they were all filled. */
    private FaceQuery lazyTable;
    private int signFacesA;
    private ConvexHull signHullA;
    private ConvexHull signHullB;

    /** Creates an empty result. */
    public EdgeQuery() {
    }

    /**
     * Tests every Gauss-map-qualified edge pair of {@code a} and {@code b} (same frame) and fills
     * this query; ties keep the first pair in (edge of A, edge of B) ascending order.
     */
    public void run(PlacedHull a, PlacedHull b, long stopAbove) {
        run(a, b, stopAbove, null, null);
    }

    /**
     * As {@link #run(PlacedHull, PlacedHull, long)}, taking the Gauss-map signs from the exact
     * vertex-normal tables of the two face queries when they are complete ({@code facesOfA}: A's
     * faces against B, {@code facesOfB}: B's faces against A, as {@link HullHullSat} runs them);
     * same signs, same decisions, same result bits.
     */
    public void run(PlacedHull a, PlacedHull b, long stopAbove, FaceQuery facesOfA, FaceQuery facesOfB) {
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
        fillSigns(a, b, facesOfA, facesOfB);
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
                if (av == UNKNOWN) {
                    av = signBA(j, faceLeft);
                }
                if (bv == UNKNOWN) {
                    bv = signBA(j, faceRight);
                }
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
     * Tabulates the Gauss-map signs of every edge of A against every face of B ({@code n . u})
     * and every edge of B against every face of A ({@code n . v}), each computed once instead of
     * once per pair; the same exact signs as {@link GaussMapPruning#isMinkowskiFace}. With complete
     * face-query tables (and coordinates within {@link PlacedHull#withinTableBounds}) a sign is the
     * comparison of two stored exact sums, {@code n . v1 - n . v0 = n . (v1 - v0)} exactly;
     * otherwise it is one {@code Fixed.signOfDot3} of the edge vector.
     */
    public void fillSigns(PlacedHull a, PlacedHull b, FaceQuery facesOfA, FaceQuery facesOfB) {
        ConvexHull ha = a.hull;
        ConvexHull hb = b.hull;
        int ne = ha.edgeCount();
        int me = hb.edgeCount();
        int fa = a.faceCount;
        int fb = b.faceCount;
        if (signsAB.length < ne * fb) {
            signsAB = new byte[ne * fb];
        }
        if (signsBA.length < me * fa) {
            signsBA = new byte[me * fa];
        }
        signFaces = fb;
        signFacesA = fa;
        signHullA = ha;
        signHullB = hb;
        if (facesOfA != null && facesOfB != null && facesOfA.hasFullTable(a, b) && facesOfB.hasFullTable(b, a)
                && a.withinTableBounds() && b.withinTableBounds()) {
            fillSignsFromTable(ha, fb, facesOfB, signsAB);
            // B's side lazily: a pair reaches it only after passing the A-side test, so most
            // entries are never read; UNKNOWN marks the ones not computed yet
            java.util.Arrays.fill(signsBA, 0, me * fa, UNKNOWN);
            lazyTable = facesOfA;
            return;
        }
        lazyTable = null;
        fillSignsByDot(a, b, signsAB);
        fillSignsByDot(b, a, signsBA);
    }

    /** Signs of the edges of {@code edges} against the faces whose table is {@code table} (rows: faces, columns: vertices of {@code edges}). */
    private static void fillSignsFromTable(ConvexHull edges, int faceCount, FaceQuery table, byte[] outSigns) {
        long[] hi = table.dotHi;
        long[] lo = table.dotLo;
        int stride = table.tableStride;
        int ne = edges.edgeCount();
        // face-major: one table row (the face against every vertex) stays in L1 while all edges use it
        for (int f = 0; f < faceCount; f++) {
            int row = f * stride;
            for (int i = 0, k = f; i < ne; i++, k += faceCount) {
                int k1 = row + edges.edgeVertexB(i);
                int k0 = row + edges.edgeVertexA(i);
                outSigns[k] = (byte) signOfDifference(hi[k1], lo[k1], hi[k0], lo[k0]);
            }
        }
    }

    /** Returns the B-side sign of edge {@code j} of B against face {@code f} of A, computing it on first use. */
    private int signBA(int j, int f) {
        int k = j * signFacesA + f;
        int s = signsBA[k];
        if (s == UNKNOWN) {
            s = lazyTable.signOfEdge(f, signHullB.edgeVertexA(j), signHullB.edgeVertexB(j));
            signsBA[k] = (byte) s;
        }
        return s;
    }

    /**
     * Returns the sign of {@code (h1:l1) - (h0:l0)}, two signed 128-bit values below {@code 2^126}
     * in magnitude (so the difference cannot wrap), without a data-dependent branch: the signs are
     * unpredictable, and a mispredicted compare chain cost more than the arithmetic (JFR, 2026-11-22).
     */
    static int signOfDifference(long h1, long l1, long h0, long l0) {
        long lo = l1 - l0;
        long borrow = ((~l1 & l0) | (~(l1 ^ l0) & lo)) >>> 63;
        long hi = h1 - h0 - borrow;
        return Long.signum(hi | ((lo | -lo) >>> 63));
    }

    /** Signs of the edges of {@code edges} against the faces of {@code faces}, one exact signed dot each. */
    private static void fillSignsByDot(PlacedHull edges, PlacedHull faces, byte[] outSigns) {
        ConvexHull h = edges.hull;
        int fc = faces.faceCount;
        for (int i = 0, ne = h.edgeCount(); i < ne; i++) {
            int a0 = h.edgeVertexA(i);
            int a1 = h.edgeVertexB(i);
            long ux = Fixed.sub(edges.x(a1), edges.x(a0));
            long uy = Fixed.sub(edges.y(a1), edges.y(a0));
            long uz = Fixed.sub(edges.z(a1), edges.z(a0));
            for (int f = 0; f < fc; f++) {
                outSigns[i * fc + f] = (byte) Fixed.signOfDot3(faces.nx(f), faces.ny(f), faces.nz(f), ux, uy, uz);
            }
        }
    }

    /**
     * Returns true when edge {@code i} of A and edge {@code j} of B build a Minkowski face, from
     * the signs of the last {@link #fillSigns} (same decision as {@link GaussMapPruning#isMinkowskiFace}).
     */
    public boolean isMinkowskiPair(int i, int j) {
        int cu = signsAB[i * signFaces + signHullB.edgeFaceA(j)];
        int du = signsAB[i * signFaces + signHullB.edgeFaceB(j)];
        if (cu * du >= 0) {
            return false;
        }
        int av = signBA(j, signHullA.edgeFaceA(i));
        int bv = signBA(j, signHullA.edgeFaceB(i));
        return av * bv < 0 && cu * bv < 0;
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
