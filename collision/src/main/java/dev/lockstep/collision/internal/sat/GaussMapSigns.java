package dev.lockstep.collision.internal.sat;

import dev.lockstep.collision.internal.shape.HullQueryIndex;
import dev.lockstep.collision.shape.ConvexHull;
import dev.lockstep.fixedpoint.Fixed;

/**
 * The Gauss-map signs of seed 001's Minkowski-face test ({@link GaussMapPruning}), tabulated for
 * one pair of placed hulls: the sign of {@code n . u} for every edge {@code u} of A against every
 * face normal {@code n} of B, and the other way round, each computed once instead of once per
 * edge pair. Exact signs, the same as {@link GaussMapPruning#isMinkowskiFace}. Scratch owned by
 * an {@link EdgeQuery}; arrays grow to the largest hulls seen, then stay.
 */
public final class GaussMapSigns {
    /** Marks a B-side sign not computed yet (signs are -1, 0, 1). */
    static final byte UNKNOWN = 2;
    /** A's edges against B's faces, row-major by edge of A. */
    byte[] signsAB = new byte[12 * 6];
    /** B's edges against A's faces, row-major by edge of B; {@link #UNKNOWN} where not computed yet. */
    byte[] signsBA = new byte[12 * 6];
    private int signFaces;
    /** Table the B-side signs are computed from on demand; null when they were all filled. */
    private FaceDotTable lazyTable;
    private int signFacesA;
    private ConvexHull signHullA;
    private ConvexHull signHullB;

    /** Creates empty tables. */
    public GaussMapSigns() {
    }

    /**
     * Returns true when some two faces of B that share an edge have strictly opposite signs in
     * {@code signs[row .. row + faceCount - 1]} (B's faces against one edge of A); B has at
     * most 64 faces.
     */
    static boolean anyOppositeNeighbours(byte[] signs, int row, int faceCount, HullQueryIndex indexB) {
        long pos = 0;
        long neg = 0;
        for (int f = 0; f < faceCount; f++) {
            int s = signs[row + f];
            pos |= (long) (s > 0 ? 1 : 0) << f;
            neg |= (long) (s < 0 ? 1 : 0) << f;
        }
        for (long m = pos; m != 0; m &= m - 1) {
            if ((indexB.faceNeighbourMask(Long.numberOfTrailingZeros(m)) & neg) != 0) {
                return true;
            }
        }
        return false;
    }

    /**
     * Tabulates the Gauss-map signs of every edge of A against every face of B ({@code n . u})
     * and every edge of B against every face of A ({@code n . v}), each computed once instead of
     * once per pair; the same exact signs as {@link GaussMapPruning#isMinkowskiFace}. With complete
     * face-query tables (and coordinates within {@link PlacedHull#withinTableBounds}) a sign is the
     * comparison of two stored exact sums, {@code n . v1 - n . v0 = n . (v1 - v0)} exactly;
     * otherwise it is one {@code Fixed.signOfDot3} of the edge vector.
     */
    public void fill(PlacedHull a, PlacedHull b, FaceQuery facesOfA, FaceQuery facesOfB) {
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
        if (facesOfA != null && facesOfB != null && facesOfA.table.hasFullTable(a, b) && facesOfB.table.hasFullTable(b, a)
                && a.withinTableBounds() && b.withinTableBounds()) {
            fillSignsFromTable(ha, a.exact, fb, facesOfB.table, signsAB);
            // B's side lazily: a pair reaches it only after passing the A-side test, so most
            // entries are never read; UNKNOWN marks the ones not computed yet
            java.util.Arrays.fill(signsBA, 0, me * fa, UNKNOWN);
            lazyTable = facesOfA.table;
            return;
        }
        lazyTable = null;
        fillSignsByDot(a, b, signsAB);
        fillSignsByDot(b, a, signsBA);
    }

    /** Signs of the edges of {@code edges} against the faces whose table is {@code table} (rows: faces, columns: vertices of {@code edges}). */
    private static void fillSignsFromTable(ConvexHull edges, boolean unrounded, int faceCount, FaceDotTable table,
            byte[] outSigns) {
        long[] hi = table.dotHi;
        long[] lo = table.dotLo;
        int stride = table.tableStride;
        int ne = edges.edgeCount();
        HullQueryIndex index = HullQueryIndex.of(edges);
        // face-major: one table row (the face against every vertex) stays in L1 while all edges use it
        for (int f = 0; f < faceCount; f++) {
            int row = f * stride;
            for (int i = 0, k = f; i < ne; i++, k += faceCount) {
                int c = index.edgeClass(i);
                if (unrounded && c != i) {
                    // exactly parallel to an earlier edge (unrounded placement keeps it so): same
                    // exact sign up to orientation
                    outSigns[k] = (byte) (index.edgeClassSign(i) * outSigns[c * faceCount + f]);
                    continue;
                }
                int k1 = row + edges.edgeVertexB(i);
                int k0 = row + edges.edgeVertexA(i);
                outSigns[k] = (byte) signOfDifference(hi[k1], lo[k1], hi[k0], lo[k0]);
            }
        }
    }

    /** Returns the B-side sign of edge {@code j} of B against face {@code f} of A, computing it on first use. */
    int signBA(int j, int f) {
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
     * unpredictable, and a mispredicted compare chain cost more than the arithmetic (JFR).
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
     * the signs of the last {@link #fill} (same decision as {@link GaussMapPruning#isMinkowskiFace}).
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
}
