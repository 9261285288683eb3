package dev.lockstep.collision.internal.sat;

import dev.lockstep.collision.internal.shape.HullQueryIndex;
import dev.lockstep.collision.shape.ConvexHull;
import dev.lockstep.fixedpoint.Fixed;

/**
 * Finds the edges of B that build a Minkowski face with one edge of A by walking B's Gauss map
 * along the edge's arc ({@link #arcPairs}), with the brute force over every edge of B as the
 * fallback and the reference ({@link #arcPairsBruteForce}); the partners of {@link EdgeQuery#runWalk}
 * and of the time of impact's edge axes. Signs exact, or filtered ({@link FilteredSigns}) when both
 * placed hulls are within {@link PlacedHull#withinTableBounds}; the same decisions either way.
 * Scratch owned by an {@link EdgeQuery}; arrays grow to the largest hulls seen, then stay.
 */
public final class GaussMapWalk {
    /** Per-arc memo of B's face signs: valid where {@code faceStamp[f] == arcStamp}. */
    private int[] faceStamp = new int[16];
    private byte[] faceSigns = new byte[16];
    private int arcStamp;
    private long arcUx;
    private long arcUy;
    private long arcUz;
    private int[] arcScratch = new int[16];
    /** True while both placed hulls are within {@link PlacedHull#withinTableBounds}: signs by {@link FilteredSigns}. */
    boolean fastSigns;
    /** Shifts of {@link FilteredSigns#sign} for A's edge vectors, B's edge vectors, A's normals, B's normals (set with {@link #fastSigns}). */
    private int shiftEdgeA;
    /** See {@link #shiftEdgeA}. */
    private int shiftEdgeB;
    /** See {@link #shiftEdgeA}. */
    int shiftNormalA;
    /** See {@link #shiftEdgeA}. */
    private int shiftNormalB;
    /** Shift of the offsets between a vertex of A and one of B (the pair bound's and the arc skip's). */
    int shiftOffset;
    /** Shift of the pair bound's sums of two of A's normals ({@link EdgePairBound#setShifts}). */
    int shiftNormalPairA;

    /** Creates empty scratch. */
    public GaussMapWalk() {
    }

    /**
     * Sets {@link #fastSigns} for hulls {@code a} and {@code b} and, when true, the shifts of the
     * filtered signs from the hulls' largest magnitudes (and those of the bounds that share
     * them, {@link #shiftOffset}, {@link #shiftNormalPairA}); returns {@link #fastSigns}.
     */
    boolean prepareFiltered(PlacedHull a, PlacedHull b) {
        fastSigns = a.withinTableBounds() && b.withinTableBounds();
        if (fastSigns) {
            // right shifts that bring each operand of the walk's signs within 2^30 (FilteredSigns):
            // an edge vector is within twice the largest coordinate of its hull
            // A is placed by the identity in the SAT: the hull's own bits, whose magnitudes its index keeps
            long coordinatesA = a.isExact() ? HullQueryIndex.of(a.hull).vertexMagnitudeBits()
                    : FilteredSigns.magnitudeBits(a.xyz, 3 * a.vertexCount);
            long coordinatesB = FilteredSigns.magnitudeBits(b.xyz, 3 * b.vertexCount);
            long normalBitsA = a.isExact() ? HullQueryIndex.of(a.hull).normalMagnitudeBits()
                    : FilteredSigns.magnitudeBits(a.normal, 3 * a.faceCount);
            shiftEdgeA = FilteredSigns.shift(coordinatesA, 1);
            shiftEdgeB = FilteredSigns.shift(coordinatesB, 1);
            shiftNormalA = FilteredSigns.shift(normalBitsA, 0);
            shiftNormalB = FilteredSigns.shift(FilteredSigns.magnitudeBits(b.normal, 3 * b.faceCount), 0);
            // the bound's operands: w = n_a + n_b (twice a normal), r = qB - pA (two coordinates)
            shiftOffset = FilteredSigns.shift(coordinatesA | coordinatesB, 1);
            shiftNormalPairA = FilteredSigns.shift(normalBitsA, 1);
        }
        return fastSigns;
    }

    /**
     * Writes into {@code outPairs} the edges {@code j} of B that build a Minkowski face with edge
     * {@code i} of A (the pairs {@link GaussMapPruning#isMinkowskiFace} accepts), in walk order,
     * and returns their number; or returns -1 when the walk meets a case it does not decide (the
     * caller then uses {@link #arcPairsBruteForce}). {@code support[f]}: B's vertex with the
     * exactly smallest {@code n_f . v} for face {@code f} of A.
     *
     * <p>The walk: on B's Gauss map, negated (the Minkowski difference {@code A - B} uses
     * {@code -n} for B's faces), vertex {@code x} of B owns the region of directions {@code w}
     * for which {@code x} minimises {@code w . v}; its borders are the arcs of the edges at
     * {@code x}. A's edge {@code i} is the arc from {@code a} (normal of its face
     * {@code edgeFaceA}) to {@code b} ({@code edgeFaceB}); it starts in the region of
     * {@code support[a]}, leaves each region across the one border arc it crosses (an edge at the
     * current vertex, other than the one it came in by, passing the exact Minkowski test), and
     * must end in the region of {@code support[b]}. Each crossing is a Minkowski-face pair.
     *
     * <p>The walk stops as soon as it is in {@code support[b]}'s region (at the start, when both
     * supports coincide): an arc cannot leave a convex region it ends in. At the start that is
     * exact for the edges at the vertex ({@code x} minimises both {@code a . v} and
     * {@code b . v}, so {@code a . v_j} and {@code b . v_j} never have strictly opposite signs).
     *
     * <p>Undecided (returns -1): a Gauss-map sign of zero at a visited vertex (the arc touches a
     * border or a face normal of B: coplanar or aligned features), two candidate exits at one
     * vertex, as many steps as B has edges, or a walk that stops without reaching
     * {@code support[b]}. What is not exact: that the arc meets no border away from the walked
     * regions, true on the exact Gauss map (convex regions), relied on for the rounded placed
     * normals; {@code EdgeWalkProperties} compares the walked pairs with the brute force's on
     * random, aligned, nearly aligned and coplanar-faced hulls.
     */
    public int arcPairs(PlacedHull a, PlacedHull b, int i, int[] support, int[] outPairs) {
        return arcPairs(a, b, i, support, outPairs, false);
    }

    /** {@link #arcPairs}, with {@code filtered}: the walk's signs by {@link FilteredSigns#sign} (only inside {@link EdgeQuery#runWalk}, which sets its shifts). */
    int arcPairs(PlacedHull a, PlacedHull b, int i, int[] support, int[] outPairs, boolean filtered) {
        ConvexHull ha = a.hull;
        ConvexHull hb = b.hull;
        HullQueryIndex index = HullQueryIndex.of(hb);
        int fa = ha.edgeFaceA(i);
        int fb = ha.edgeFaceB(i);
        long anx = a.nx(fa);
        long any = a.ny(fa);
        long anz = a.nz(fa);
        long bnx = a.nx(fb);
        long bny = a.ny(fb);
        long bnz = a.nz(fb);
        int x = support[fa];
        int end = support[fb];
        if (x == end) {
            // both ends of the arc in one region: no border crossed. Exact for the edges at x
            // (x minimises both a . v and b . v, so a . v_j and b . v_j never have opposite
            // signs); for the others it is the convexity of the region (EdgeWalkProperties)
            return 0;
        }
        int from = -1;
        int n = 0;
        beginArc(a, i, b.faceCount);
        for (int steps = 0;; steps++) {
            if (steps >= hb.edgeCount()) {
                // an arc crosses each of B's borders at most once, so a walk still going after
                // edgeCount crossings repeats one: undecided. This also keeps outPairs writes
                // within edgeCount entries (with "steps > edgeCount" a looping walk could write
                // entry edgeCount, one past runWalk's buffer)
                return -1;
            }
            int exit = -1;
            for (int k = index.vertexEdgeStart(x), kEnd = index.vertexEdgeStart(x + 1); k < kEnd; k++) {
                int j = index.vertexEdge(k);
                if (j == from) {
                    continue;
                }
                int cu = filtered ? filteredFaceSign(b, hb.edgeFaceA(j)) : faceSign(b, hb.edgeFaceA(j));
                int du = filtered ? filteredFaceSign(b, hb.edgeFaceB(j)) : faceSign(b, hb.edgeFaceB(j));
                if (cu == 0 || du == 0) {
                    return -1;
                }
                if (cu == du) {
                    continue;
                }
                int b0 = hb.edgeVertexA(j);
                int b1 = hb.edgeVertexB(j);
                long vx = Fixed.sub(b.x(b1), b.x(b0));
                long vy = Fixed.sub(b.y(b1), b.y(b0));
                long vz = Fixed.sub(b.z(b1), b.z(b0));
                int av = filtered ? FilteredSigns.sign(anx, any, anz, vx, vy, vz, shiftNormalA, shiftEdgeB)
                        : sign(anx, any, anz, vx, vy, vz);
                int bv = filtered ? FilteredSigns.sign(bnx, bny, bnz, vx, vy, vz, shiftNormalA, shiftEdgeB)
                        : sign(bnx, bny, bnz, vx, vy, vz);
                if (av == 0 || bv == 0) {
                    return -1;
                }
                if (av == bv || cu * bv >= 0) {
                    continue;
                }
                if (exit >= 0) {
                    return -1;
                }
                exit = j;
            }
            if (exit < 0) {
                return x == end ? n : -1;
            }
            outPairs[n++] = exit;
            from = exit;
            x = hb.edgeVertexA(exit) == x ? hb.edgeVertexB(exit) : hb.edgeVertexA(exit);
            if (x == end) {
                // in b's region: the arc entered it through one border and cannot leave it
                // again (same convexity argument as for x == end at the start)
                return n;
            }
        }
    }

    /**
     * Writes into {@code outPairs}, ascending, every edge {@code j} of B that builds a Minkowski
     * face with edge {@code i} of A, testing all of them (exact signs, the predicate of
     * {@link GaussMapPruning#isMinkowskiFace}); returns their number.
     */
    public int arcPairsBruteForce(PlacedHull a, PlacedHull b, int i, int[] outPairs) {
        ConvexHull ha = a.hull;
        ConvexHull hb = b.hull;
        int fa = ha.edgeFaceA(i);
        int fb = ha.edgeFaceB(i);
        beginArc(a, i, b.faceCount);
        int n = 0;
        for (int j = 0, me = hb.edgeCount(); j < me; j++) {
            int cu = faceSign(b, hb.edgeFaceA(j));
            int du = faceSign(b, hb.edgeFaceB(j));
            if (cu * du >= 0) {
                continue;
            }
            int b0 = hb.edgeVertexA(j);
            int b1 = hb.edgeVertexB(j);
            long vx = Fixed.sub(b.x(b1), b.x(b0));
            long vy = Fixed.sub(b.y(b1), b.y(b0));
            long vz = Fixed.sub(b.z(b1), b.z(b0));
            int av = sign(a.nx(fa), a.ny(fa), a.nz(fa), vx, vy, vz);
            int bv = sign(a.nx(fb), a.ny(fb), a.nz(fb), vx, vy, vz);
            if (av * bv < 0 && cu * bv < 0) {
                outPairs[n++] = j;
            }
        }
        return n;
    }

    /**
     * Prepares {@link #arcPairs} and {@link #arcPairsBruteForce} for hulls {@code a} and
     * {@code b} outside {@link EdgeQuery#runWalk} (which does this itself): chooses the sign routine from
     * their bounds, so a call never uses the fast signs a previous query's hulls allowed. Same
     * signs either way; only the cost differs.
     */
    public void prepare(PlacedHull a, PlacedHull b) {
        fastSigns = a.withinTableBounds() && b.withinTableBounds();
    }

    /** Returns scratch for at least {@code n} pair indices. */
    public int[] reservePairs(int n) {
        if (arcScratch.length < n) {
            arcScratch = new int[n];
        }
        return arcScratch;
    }

    /** Starts the per-arc memo of B's face signs against edge {@code i} of A. */
    private void beginArc(PlacedHull a, int i, int faceCountB) {
        ConvexHull ha = a.hull;
        int a0 = ha.edgeVertexA(i);
        int a1 = ha.edgeVertexB(i);
        arcUx = Fixed.sub(a.x(a1), a.x(a0));
        arcUy = Fixed.sub(a.y(a1), a.y(a0));
        arcUz = Fixed.sub(a.z(a1), a.z(a0));
        if (faceStamp.length < faceCountB) {
            faceStamp = new int[faceCountB];
            faceSigns = new byte[faceCountB];
            arcStamp = 0;
        }
        if (arcStamp == Integer.MAX_VALUE) {
            java.util.Arrays.fill(faceStamp, 0);
            arcStamp = 0;
        }
        arcStamp++;
    }

    /**
     * Returns the exact sign of {@code n_f . u} (face {@code f} of B, the current arc's edge
     * vector); memoised per arc on the slow path only: with {@link #fastSigns} the six products
     * cost less than the mispredicted memo test (each face is met about twice, hit or miss at
     * random; CPU probe, 128 vertices about 5% faster).
     */
    private int faceSign(PlacedHull b, int f) {
        if (fastSigns) {
            return FilteredSigns.exactSign(b.nx(f), b.ny(f), b.nz(f), arcUx, arcUy, arcUz);
        }
        if (faceStamp[f] == arcStamp) {
            return faceSigns[f];
        }
        int s = sign(b.nx(f), b.ny(f), b.nz(f), arcUx, arcUy, arcUz);
        faceStamp[f] = arcStamp;
        faceSigns[f] = (byte) s;
        return s;
    }

    /** {@link #faceSign} by {@link FilteredSigns#sign}, with the shifts {@link EdgeQuery#runWalk} set for these hulls. */
    private int filteredFaceSign(PlacedHull b, int f) {
        return FilteredSigns.sign(b.nx(f), b.ny(f), b.nz(f), arcUx, arcUy, arcUz, shiftNormalB, shiftEdgeA);
    }

    /**
     * Returns the sign of the exact {@code a . b} for operands within {@code [-2^62, 2^62)} (the
     * products stay below {@code 2^124}, their sum below {@code 2^126}: exact in 128 bits), the
     * same value as {@code Fixed.signOfDot3} without its range checks and BigInteger path; the
     * walk uses it only when both placed hulls are {@link PlacedHull#withinTableBounds}.
     */
    private int sign(long ax, long ay, long az, long bx, long by, long bz) {
        return fastSigns ? FilteredSigns.exactSign(ax, ay, az, bx, by, bz) : Fixed.signOfDot3(ax, ay, az, bx, by, bz);
    }

    /**
     * Sorts {@code v[0..n)} ascending, in place (insertion sort: an arc has a few partners), so
     * walked pairs come in the brute force's order; shared with the time of impact.
     */
    public static void sortAscending(int[] v, int n) {
        for (int k = 1; k < n; k++) {
            int x = v[k];
            int m = k - 1;
            while (m >= 0 && v[m] > x) {
                v[m + 1] = v[m];
                m--;
            }
            v[m + 1] = x;
        }
    }
}
