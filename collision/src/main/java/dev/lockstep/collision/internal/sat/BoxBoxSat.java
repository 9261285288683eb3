package dev.lockstep.collision.internal.sat;

import dev.lockstep.collision.internal.shape.BoxFeatures;
import dev.lockstep.collision.internal.shape.HullQueryIndex;
import dev.lockstep.collision.shape.ConvexHull;
import dev.lockstep.fixedpoint.Fixed;
import dev.lockstep.fixedpoint.MutableVec3;

/**
 * {@link HullHullSat#runScanning} for two centred boxes ({@link BoxFeatures}), in closed form,
 * with the same result bits: kind, face of A and its separation, face of B and its separation,
 * edge pair, its separation and axis, and the {@code separating} flags. Issue 4, box-vs-box speed
 * (seed 001, "Hull vs Hull: The Separating Axis Test").
 *
 * <p>A is placed by the identity (its own bits, by the caller as in the general path) and B by
 * {@link BoxPlacement} (the bits of {@link PlacedHull#loadTransformed}), so everything downstream
 * (face and edge contact, pair cache) reads the same placed values; B's face offsets only once
 * the faces of A have not separated (before that nothing reads them). Then, in the general
 * path's order and with its early outs:
 * <ol>
 *   <li><b>Faces of A against B.</b> A's normal of face {@code f} is {@code s ONE e_k}, so the
 *       exact {@code n . v} of a placed vertex of B is {@code s 2^32 v_k}: the support is B's
 *       smallest ({@code s > 0}) or largest ({@code s < 0}) placed coordinate {@code k}, and
 *       {@code Fixed.dot3(n, support)} returns {@code +-} that coordinate unrounded. The
 *       separation {@code Fixed.sub(value, offset)} is the general one whatever support index
 *       the scan's tie rule picks (all tied supports have this value).</li>
 *   <li><b>Faces of B against A.</b> A's exact minimiser of {@code n' . a} over {@code a =
 *       (+-hx, +-hy, +-hz)} takes {@code +h_k} where {@code n'_k < 0} and {@code -h_k} otherwise
 *       (zero components tie, without changing the value); the separation is the same
 *       {@code Fixed.dot3} minus the same placed offset. Opposite faces of B have exactly
 *       negated normals and opposite supports, so the same exact value: one dot serves both.</li>
 *   <li><b>Edge pairs</b> in {@code (edge of A, edge of B)} order, with the Gauss-map signs of
 *       {@link EdgeQuery#run} read off the axes: A's edge vector is exactly {@code +-2 h_a e_a}
 *       and B's placed normals are {@code +-} columns of {@code R}, so {@code sign(n' . u)} is
 *       the sign of one entry of {@code R} times the edge's direction; A's normals are
 *       {@code +-ONE e_k}, so {@code sign(n . v)} is the sign of one component of B's placed
 *       edge vector. From the zero pattern of {@code R} alone, an edge of A along {@code a} and
 *       an edge of B along its axis {@code b} can pass only when four entries of {@code R} are
 *       non-zero ({@link #classPairCanPass}); an edge of A with no such {@code b} skips its
 *       twelve pairs (an identity {@code R}, or a turn about one axis: every pair). Passing
 *       pairs get {@link EdgePairAxis#pairAxis} and the separation of {@code EdgeQuery.run}.</li>
 *   <li>{@link HullHullSat#choose} with the flip-flop bias.</li>
 * </ol>
 * The face queries' vertex-normal tables are not built; they are marked empty, so nothing reads
 * stale ones. {@code BoxBoxProperties} compares every field with {@link HullHullSat#runScanning}.
 */
public final class BoxBoxSat {
    private BoxBoxSat() {
    }

    /** Returns true when both hulls are centred boxes, the premise of {@link #run}. */
    public static boolean applies(ConvexHull a, ConvexHull b) {
        return HullQueryIndex.of(a).box() != null && HullQueryIndex.of(b).box() != null;
    }

    /**
     * Places {@code b} by {@code ws.relative} into {@code ws.b}, runs the SAT against
     * {@code ws.a} and returns the kind; afterwards {@code ws} holds what
     * {@code loadTransformed} and {@link HullHullSat#run} would leave in every field a caller
     * reads.
     *
     * @throws IllegalArgumentException if {@code ws.a} does not hold a centred box placed by
     *     {@link PlacedHull#loadIdentity}, or {@code b} is not a centred box
     */
    public static int run(SatWorkspace ws, ConvexHull b, long contactDistance) {
        return run(ws, b, contactDistance, false);
    }

    /**
     * {@link #run} for a caller that reads only what the contact (and the pair cache) needs: the
     * returned kind, both face queries, and the edge query's fields when it returns
     * {@link HullHullSat#EDGE} or an edge pair separates; all of those are the same as
     * {@link #run}'s, bit for bit. Edge pairs whose separation certainly cannot exceed
     * {@code floor = min(bias(face), contactDistance)} ({@code face} the face {@link HullHullSat#choose}
     * keeps, {@code bias} the flip-flop threshold an edge pair must exceed) are skipped before
     * their axis is normalised, by {@link EdgeQuery}'s exact bound ({@code cannotExceed}), as
     * {@link HullHullSat#runForContact} does with {@link EdgeQuery#runWalkAbove}: a skipped pair
     * is never the first maximum above {@code floor} nor the pair an early out stops at, so
     * when the edge query's separation exceeds {@code floor} (or it separates) every field is
     * {@link #run}'s; otherwise it may hold another pair at or below {@code floor}, which
     * {@code choose} rejects either way (same kind) and nobody reads. Why: a box resting on a box
     * with rotational noise has every entry of {@code R} non-zero, so the zero-pattern skip of
     * {@link #run} does not apply, and each passing pair would cost a square root and divisions
     * ({@link EdgePairAxis#pairAxis}). Checked by {@code BoxBoxForContactProperties}.
     *
     * <p>The pair cache reads, after this, only what the contact reads: {@code recordSeparation}
     * the separating query's features, {@code TranslationCoherence.afterFullSat} the placed hulls
     * and the relative transform (it rebuilds its own edge candidates), {@code recordTouching}
     * the finished contact.
     */
    public static int runForContact(SatWorkspace ws, ConvexHull b, long contactDistance) {
        return run(ws, b, contactDistance, true);
    }

    private static int run(SatWorkspace ws, ConvexHull b, long contactDistance, boolean forContact) {
        PlacedHull pa = ws.a;
        PlacedHull pb = ws.b;
        BoxFeatures boxA = pa.hull == null ? null : HullQueryIndex.of(pa.hull).box();
        BoxFeatures boxB = HullQueryIndex.of(b).box();
        if (boxA == null || boxB == null || !pa.exact) {
            throw new IllegalArgumentException("BoxBoxSat.run: needs two centred boxes, A placed by the identity");
        }
        BoxPlacement.place(pb, b, boxB, ws.relative);
        FaceQuery faceA = ws.faceA;
        FaceQuery faceB = ws.faceB;
        EdgeQuery edge = ws.edge;
        forgetTable(faceA);
        forgetTable(faceB);
        faceB.result().setSeparating(false);
        edge.result().reset();
        if (facesOfA(faceA, pa, boxA, pb, contactDistance)) {
            return HullHullSat.SEPARATED;       // B's offsets stay unplaced: nothing reads them
        }
        BoxPlacement.placeOffsets(pb, boxB);
        if (facesOfB(faceB, pb, boxB, pa, contactDistance)) {
            return HullHullSat.SEPARATED;
        }
        boolean useFloor = false;
        long floor = 0;
        if (forContact) {
            // an edge pair is chosen only above the bias of the face choose() keeps
            long biasA = HullHullSat.bias(faceA.result().separation());
            long face = faceB.result().separation() > biasA ? faceB.result().separation() : faceA.result().separation();
            useFloor = true;
            floor = Math.min(HullHullSat.bias(face), contactDistance);
        }
        if (edgePairs(edge, pa, boxA, pb, ws.relative, ws.axis, contactDistance, useFloor, floor)) {
            return HullHullSat.SEPARATED;
        }
        return HullHullSat.choose(faceA.result(), faceB.result(), edge.result());
    }

    private static void forgetTable(FaceQuery q) {
        q.table.forget();
        q.supportRows = 0;
    }

    /** The face query of A's faces against B (step 1); returns its {@code separating}. */
    private static boolean facesOfA(FaceQuery q, PlacedHull a, BoxFeatures boxA, PlacedHull b, long stopAbove) {
        long[] v = b.xyz;
        // with an identity R every placed coordinate is -h + p (vertex 0) or h + p (vertex 7),
        // exact adds, so those two vertices hold the extremes; otherwise scan all eight
        long minX = v[0];
        long maxX = v[21];
        long minY = v[1];
        long maxY = v[22];
        long minZ = v[2];
        long maxZ = v[23];
        if (!b.identityRotation) {
            for (int k = 0; k < 24; k += 3) {
                minX = Math.min(minX, v[k]);
                maxX = Math.max(maxX, v[k]);
                minY = Math.min(minY, v[k + 1]);
                maxY = Math.max(maxY, v[k + 1]);
                minZ = Math.min(minZ, v[k + 2]);
                maxZ = Math.max(maxZ, v[k + 2]);
            }
        }
        FaceResult result = q.result();
        result.reset();
        for (int f = 0; f < 6; f++) {
            int k = boxA.faceAxis(f);
            long value = boxA.faceSign(f) > 0 ? (k == 0 ? minX : k == 1 ? minY : minZ)
                    : Fixed.neg(k == 0 ? maxX : k == 1 ? maxY : maxZ);
            long d = Fixed.sub(value, a.offset[f]);
            if (f == 0 || d > result.separation()) {
                result.keep(f, d);
                if (d > stopAbove) {
                    result.setSeparating(true);
                    return true;
                }
            }
        }
        return false;
    }

    /** The face query of B's faces against A (step 2); returns its {@code separating}. */
    private static boolean facesOfB(FaceQuery q, PlacedHull b, BoxFeatures boxB, PlacedHull a, long stopAbove) {
        FaceResult result = q.result();
        result.reset();
        long[] n = b.normal;
        long value0 = 0;
        long value1 = 0;
        long value2 = 0;
        int known = 0;
        for (int g = 0; g < 6; g++) {
            int k = boxB.faceAxis(g);
            if ((known & (1 << k)) == 0) {
                long nx = n[3 * g];
                long ny = n[3 * g + 1];
                long nz = n[3 * g + 2];
                int s = (nx < 0 ? 4 : 0) | (ny < 0 ? 2 : 0) | (nz < 0 ? 1 : 0);
                // along an axis (an identity or quarter-turn R) the other products are exactly zero
                long value = ny == 0 && nz == 0 ? Fixed.mul(nx, a.x(s)) : nx == 0 && nz == 0 ? Fixed.mul(ny, a.y(s))
                        : nx == 0 && ny == 0 ? Fixed.mul(nz, a.z(s)) : a.dot(s, nx, ny, nz);
                if (k == 0) {
                    value0 = value;
                } else if (k == 1) {
                    value1 = value;
                } else {
                    value2 = value;
                }
                known |= 1 << k;
            }
            long d = Fixed.sub(k == 0 ? value0 : k == 1 ? value1 : value2, b.offset[g]);
            if (g == 0 || d > result.separation()) {
                result.keep(g, d);
                if (d > stopAbove) {
                    result.setSeparating(true);
                    return true;
                }
            }
        }
        return false;
    }

    /**
     * Returns false when no edge of A along axis {@code a} and edge of B along B's axis {@code b}
     * can pass the Gauss-map tests, from the zero pattern of {@code R} alone. The first test
     * ({@code cu du < 0}) reads B's two faces at the edge, normals {@code +-} columns
     * {@code k1, k2 != b} of {@code R}, along {@code a}: it needs {@code R_a,k1} and
     * {@code R_a,k2} non-zero. The second ({@code av bv < 0}) reads B's placed edge vector on the
     * axes {@code m1, m2 != a} of A's two faces at the edge; its component {@code m} is
     * {@code round(S1) - round(S0)} with {@code S1 - S0 = +-2 R_m,b h_b} exactly (the two vertices
     * differ only in the sign of coordinate {@code b}), so zero when {@code R_m,b} is: it needs
     * {@code R_m1,b} and {@code R_m2,b} non-zero. (An identity placement is {@code R = I}.)
     */
    private static boolean classPairCanPass(RelativePose pose, int a, int b) {
        int k1 = b == 0 ? 1 : 0;
        int k2 = b == 2 ? 1 : 2;
        int m1 = a == 0 ? 1 : 0;
        int m2 = a == 2 ? 1 : 2;
        return pose.rotation(a, k1) != 0 && pose.rotation(a, k2) != 0 && pose.rotation(m1, b) != 0
                && pose.rotation(m2, b) != 0;
    }

    /**
     * The edge query (step 3); returns its {@code separating}. The Gauss-map signs of B's twelve
     * edges go into 12-bit masks first (one bit per edge of B): for each axis {@code m}, the
     * edges whose placed vector has a non-zero / positive component {@code m}; for each row
     * {@code a} of {@code R} in use, the edges whose two faces' normals have strictly opposite
     * signs on axis {@code a} (the first test {@code cu du < 0}, for every edge of A along
     * {@code a}) and those whose first face's sign is positive. An edge of A then visits, in
     * ascending order, only the edges of B passing its first test with both components its faces
     * read non-zero, and finishes the exact sign tests of {@link EdgeQuery#run} on them.
     */
    private static boolean edgePairs(EdgeQuery q, PlacedHull a, BoxFeatures boxA, PlacedHull b, RelativePose pose,
            MutableVec3 axis, long stopAbove, boolean useFloor, long floor) {
        int rows = 0;
        for (int ax = 0; ax < 3; ax++) {
            for (int bx = 0; bx < 3; bx++) {
                rows |= classPairCanPass(pose, ax, bx) ? 1 << ax : 0;
            }
        }
        if (rows == 0) {
            return false;
        }
        ConvexHull ha = a.hull;
        ConvexHull hb = b.hull;
        // the bound skip (runForContact): 0 not prepared yet, 1 usable, -1 off
        int bound = useFloor ? 0 : -1;
        long[] nb = b.normal;
        long[] vb = b.xyz;
        int vNonZero0 = 0;
        int vNonZero1 = 0;
        int vNonZero2 = 0;
        int vPositive0 = 0;
        int vPositive1 = 0;
        int vPositive2 = 0;
        int opposite0 = 0;
        int opposite1 = 0;
        int opposite2 = 0;
        int firstPositive0 = 0;
        int firstPositive1 = 0;
        int firstPositive2 = 0;
        for (int j = 0; j < 12; j++) {
            int bit = 1 << j;
            int b0 = 3 * hb.edgeVertexA(j);
            int b1 = 3 * hb.edgeVertexB(j);
            long vx = Fixed.sub(vb[b1], vb[b0]);
            long vy = Fixed.sub(vb[b1 + 1], vb[b0 + 1]);
            long vz = Fixed.sub(vb[b1 + 2], vb[b0 + 2]);
            vNonZero0 |= vx != 0 ? bit : 0;
            vNonZero1 |= vy != 0 ? bit : 0;
            vNonZero2 |= vz != 0 ? bit : 0;
            vPositive0 |= vx > 0 ? bit : 0;
            vPositive1 |= vy > 0 ? bit : 0;
            vPositive2 |= vz > 0 ? bit : 0;
            int c = 3 * hb.edgeFaceA(j);
            int d = 3 * hb.edgeFaceB(j);
            opposite0 |= Long.signum(nb[c]) * Long.signum(nb[d]) < 0 ? bit : 0;
            opposite1 |= Long.signum(nb[c + 1]) * Long.signum(nb[d + 1]) < 0 ? bit : 0;
            opposite2 |= Long.signum(nb[c + 2]) * Long.signum(nb[d + 2]) < 0 ? bit : 0;
            firstPositive0 |= nb[c] > 0 ? bit : 0;
            firstPositive1 |= nb[c + 1] > 0 ? bit : 0;
            firstPositive2 |= nb[c + 2] > 0 ? bit : 0;
        }
        for (int i = 0; i < 12; i++) {
            int ax = boxA.edgeAxis(i);
            if ((rows & (1 << ax)) == 0) {
                continue;                       // no edge of B passes (classPairCanPass)
            }
            int faceLeft = ha.edgeFaceA(i);
            int faceRight = ha.edgeFaceB(i);
            int leftAxis = boxA.faceAxis(faceLeft);
            int rightAxis = boxA.faceAxis(faceRight);
            int candidates = (ax == 0 ? opposite0 : ax == 1 ? opposite1 : opposite2)
                    & (leftAxis == 0 ? vNonZero0 : leftAxis == 1 ? vNonZero1 : vNonZero2)
                    & (rightAxis == 0 ? vNonZero0 : rightAxis == 1 ? vNonZero1 : vNonZero2);
            int firstPositive = ax == 0 ? firstPositive0 : ax == 1 ? firstPositive1 : firstPositive2;
            int leftPositive = leftAxis == 0 ? vPositive0 : leftAxis == 1 ? vPositive1 : vPositive2;
            int rightPositive = rightAxis == 0 ? vPositive0 : rightAxis == 1 ? vPositive1 : vPositive2;
            int us = boxA.edgeSign(i);
            int leftSign = boxA.faceSign(faceLeft);
            int rightSign = boxA.faceSign(faceRight);
            for (int m = candidates; m != 0; m &= m - 1) {
                int j = Integer.numberOfTrailingZeros(m);
                int bit = 1 << j;
                // exact signs of n'_c . u (A's edge is +-2 h e_ax), n_left . v and n_right . v
                int cu = ((firstPositive & bit) != 0 ? 1 : -1) * us;
                int av = leftSign * ((leftPositive & bit) != 0 ? 1 : -1);
                int bv = rightSign * ((rightPositive & bit) != 0 ? 1 : -1);
                if (av * bv >= 0 || cu * bv >= 0) {
                    continue;
                }
                if (bound >= 0) {
                    if (bound == 0) {
                        bound = q.pairBound.prepare(a, b) ? 1 : -1;
                    }
                    // at or below max(best so far, floor): never the first maximum above floor
                    if (bound > 0 && q.pairBound.cannotExceed(a, i, b, j,
                            !q.result().found() ? floor : Math.max(q.result().separation(), floor))) {
                        q.countBoundSkip();
                        continue;
                    }
                }
                if (q.offerPair(a, i, b, j, stopAbove, axis)) {
                    return true;
                }
            }
        }
        return false;
    }
}
