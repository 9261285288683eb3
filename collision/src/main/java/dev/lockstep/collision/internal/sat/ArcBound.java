package dev.lockstep.collision.internal.sat;

import dev.lockstep.collision.internal.shape.HullQueryIndex;
import dev.lockstep.collision.shape.ConvexHull;
import dev.lockstep.fixedpoint.Fixed;
import dev.lockstep.fixedpoint.wide.Int128;

/**
 * Skips a whole arc of the edge query: proves, from a few 64-bit products per arc, that no edge
 * pair of edge {@code i} of A separates by more than a limit, without finding its partners on B
 * (seed 001, "Testing Edge Separation": only pairs that build a face of the Minkowski difference
 * count). In an overlapping query almost every arc is far from the deepest features; the Gauss-map
 * walk and the pair bounds of {@link EdgeQuery#runWalk} were about half of a 32-vertex query, and
 * about 88% of the arcs are skipped (random sphere-like 32-point hulls).
 *
 * <h2>Why it holds</h2>
 * Edge {@code i} of A joins faces {@code f1}, {@code f2} with normals {@code n1}, {@code n2}; its
 * arc on the Gauss map runs from {@code n1} to {@code n2}. A partner {@code j} (an edge of B that
 * builds a Minkowski face with it) has the axis {@code n = c / |c|}, {@code c = eA x eB}, oriented
 * away from A, and {@link EdgeQuery#offerPair} computes its separation
 * {@code d = round(axis . (qj - p))} with {@code p} vertex {@code edgeVertexA(i)} of A and
 * {@code qj} a vertex of edge {@code j}. On the exact Gauss map:
 * <ul>
 *   <li>{@code n} lies on the arc, {@code n = (a n1 + b n2) / N} with {@code a, b >= 0},
 *       {@code a + b = 1}, {@code N = |a n1 + b n2| <= 1};</li>
 *   <li>edge {@code j} is B's support for {@code -n}: {@code n . qj <= n . s} for every vertex
 *       {@code s} of B.</li>
 * </ul>
 * So with {@code s} any vertex of B (the supports of {@code f1} and {@code f2} are tried),
 * {@code X = n1 . (s - p)} and {@code Y = n2 . (s - p)}:
 * {@code n . (qj - p) <= n . (s - p) = (a X + b Y) / N <= max(X, Y)} when {@code max(X, Y) <= 0}.
 * The arc is skipped when {@code max(X, Y) <= min(limit, 0) - margin}.
 *
 * <h2>The margin</h2>
 * The Gauss-map signs are exact signs of rounded normals, so an accepted pair is on the exact
 * arcs only up to an angle. With {@code e} the largest angle between a placed normal and the exact
 * normal of its face on the exact placed polytope ({@code M . hull + t}, {@code M} the raw
 * rotation taken exactly): a sign of {@code n_f . u} can be wrong only when {@code n_f} is within
 * {@code asin(e / sin psi)} of {@code +-n} ({@code psi} the angle between the edges), and an edge
 * axis has {@code sin psi >= 2^-18} ({@link SatConstants#EDGE_PARALLEL_SHIFT}: at least
 * {@code 2^-16 / 3}, less the cross product's rounding). Moving each wrongly signed normal across
 * {@code +-n} along its arc's great circle gives a configuration whose exact test accepts the
 * pair, so {@code n} is within {@code 2 phi <= pi e 2^18 <= e 2^20} of both exact arcs. Then,
 * with {@code R = |s - p|_1} and {@code D} the diameter of B:
 * <ul>
 *   <li>support: {@code n . qj <= n . s + e 2^20 D} (plus {@code 2} raw of vertex rounding);</li>
 *   <li>cone: {@code n . (s - p) <= max(X*, Y*) + e 2^20 R} ({@code X*}, {@code Y*} with the
 *       exact normals, {@code |X - X*| <= e R});</li>
 *   <li>rounding of {@code d}: at most {@code |qj - p|_1 2^-32 + 1/2} raw above
 *       {@code n . (qj - p)} (axis components within 1 raw, {@code VecMath.normalizeInto}), when
 *       the axis is oriented like {@code n}, which holds as the arc is under 160 degrees wide
 *       (checked) and {@code 2 phi + e <= 2^-6}.</li>
 * </ul>
 * So {@code margin = ceil(k (R + D)) + 3} raw with {@code k = e (2^20 + 1) + 2^-31} (the last
 * term for the rounding of {@code d}: {@code |qj - p|_1 <= sqrt 3 (R + D)}). Placed
 * normals: the hull's are within 1 raw per component of unit ({@code ConvexHull}), the
 * rotation's skew {@code tau} ({@link PlacedHull#rotationSkew}, largest entry of
 * {@code |M^T M - I|}) turns them by at most {@code 4 tau}, and the placement rounds once:
 * {@code e <= 2^-29 + 4 tau}. The skip is off when {@code k > 2^-6}, for a placement not by a
 * known rotation, outside {@link PlacedHull#withinTableBounds} (the products' premise), and
 * for an arc whose end faces are not both planar ({@link HullQueryIndex#planarFace}: a nearly
 * coplanar merge tilts a face's normal off its edges by up to about a degree, far beyond
 * {@code e}; a debug scene had a pair accepted 2.7 degrees outside A's arc). The argument uses
 * only the four faces at the two edges: A's two end faces for the cone, B's two faces at the
 * partner edge for the support. So it covers the partners between planar faces of B.
 *
 * <h2>Partners on a bent face of B</h2>
 * There B's partner edge need not be B's support along the axis: a bent face's normal is not
 * perpendicular to its edges, so the predicate can accept a pair off the Minkowski faces (a
 * debug scene had one 2.7 degrees outside A's arc's partner region, its separation 1.2 units
 * above the true one). Such a pair is held to {@code S + slack} by the edge query itself
 * ({@link EdgePairAxis#checkedSeparation}: {@code S} the true separation along the pair's axis,
 * the slack of {@link SatConstants#EDGE_SUPPORT_SLACK_SHIFT}), and {@code S <= n . (s - p)}
 * for every vertex {@code s} of B ({@code p} is a vertex of A). Only the cone is needed then,
 * which uses A's end faces alone: the same test covers these partners when the slack (plus one
 * raw for the rounding of {@code S}) is taken off its ceiling (the support margin already
 * includes the cone's). That term is proved, not seen: in the test scenes the support margin
 * ({@code k D}, {@code k >= 2^-9}) covers it by itself, so leaving it out fails no test.
 *
 * <p>What is exact and what is relied on: every inequality above is proved for the exact Gauss
 * map and carried to the rounded one by the angle bound; the products that decide
 * {@code max(X, Y) <= limit - margin} are certain (64-bit with a proven error bound, as
 * {@link FilteredSigns#sign}). {@code ArcBoundProperties} compares the edge query with and
 * without the skip on random, aligned, nearly aligned and coplanar-faced hulls.
 */
final class ArcBound {
    /** Shift of A's normals into {@code [-2^30, 2^30]} (the edge query's {@code shiftNormalA}). */
    private int shiftNormal;
    /** Shift of the offsets {@code s - p} into {@code [-2^30, 2^30]} (the edge query's {@code shiftOffset}). */
    private int shiftOffset;
    /** {@code k} of the margin, in units of {@code 2^-32}; -1 when the skip is off for this query. */
    private long coefficient = -1;
    /** Diameter bound of B, raw. */
    private long diameterB;
    /** The edge query's slack for partners on bent faces ({@link EdgePairAxis#supportSlack}) plus 1 raw. */
    private long bentSlack;
    /** A's faces' planarity ({@link HullQueryIndex#planarFace}): an arc is skipped only between two planar faces. */
    private HullQueryIndex planarA;
    /** {@link #bentSlack} when B has a bent face, else 0: what {@link #cannotExceed} takes off its ceiling. */
    private long slackB;
    /** A placed by the identity ({@link PlacedHull#isExact}): its arcs' premises are the hull's ({@link HullQueryIndex#skippableArc}). */
    private boolean identityA;

    /** Largest {@code k} (raw, units of {@code 2^-32}) for which the orientation argument holds: {@code 2^-6}. */
    private static final long MAX_COEFFICIENT = 1L << 26;
    /** {@code e}'s part from the hull's and the placement's roundings: {@code 2^-29}, raw. */
    private static final long NORMAL_ROUNDING = 8;

    /**
     * Prepares the bound for placed hulls {@code a} (its arcs) and {@code b} with the given
     * shifts (each within {@code [-2^30, 2^30]} after shifting: A's normals, and both hulls'
     * coordinates plus one bit for differences); returns false when the skip cannot be used.
     */
    boolean prepare(PlacedHull a, PlacedHull b, int shiftNormalA, int shiftOffsets) {
        coefficient = -1;
        planarA = HullQueryIndex.of(a.hull);
        long tauA = a.rotationSkew();
        long tauB = b.rotationSkew();
        if (tauA < 0 || tauB < 0 || tauA > 1L << 20 || tauB > 1L << 20) {
            return false;
        }
        long e = NORMAL_ROUNDING + 4 * Math.max(tauA, tauB);
        long k = e * ((1L << 20) + 1) + 2;
        if (k > MAX_COEFFICIENT) {
            return false;
        }
        long diameter = diameter(b.hull);
        if (diameter < 0 || diameter(a.hull) < 0) {
            return false;
        }
        bentSlack = EdgePairAxis.supportSlack(a.hull, b.hull) + 1;
        slackB = HullQueryIndex.of(b.hull).bentFaces().length == 0 ? 0 : bentSlack;
        identityA = a.isExact();
        // the placed hull is M times the hull: longer by at most the factor 1 + 2 tau <= 1 + 2^-27
        diameterB = diameter + (diameter >> 26) + 2;
        shiftNormal = shiftNormalA;
        shiftOffset = shiftOffsets;
        coefficient = k;
        return true;
    }

    /**
     * {@link #prepare(PlacedHull, PlacedHull, int, int)} with the shifts computed here from the
     * hulls' largest magnitudes (the edge query passes the ones it already has).
     */
    boolean prepare(PlacedHull a, PlacedHull b) {
        if (!a.withinTableBounds() || !b.withinTableBounds()) {
            coefficient = -1;
            return false;
        }
        int normalShift = FilteredSigns.shift(FilteredSigns.magnitudeBits(a.normal, 3 * a.faceCount), 0);
        int offsetShift = FilteredSigns.shift(FilteredSigns.magnitudeBits(a.xyz, 3 * a.vertexCount)
                | FilteredSigns.magnitudeBits(b.xyz, 3 * b.vertexCount), 1);
        return prepare(a, b, normalShift, offsetShift);
    }

    /** Returns {@link HullQueryIndex#diameterBound()} of {@code h}: an upper bound of its diameter, raw, or -1 beyond {@code 2^60}. */
    static long diameter(ConvexHull h) {
        return HullQueryIndex.of(h).diameterBound();
    }

    /**
     * Returns true when no edge pair of edge {@code i} of {@code a} with an edge of {@code b} has
     * a separation ({@link EdgeQuery#offerPair}, checked by {@link EdgePairAxis#checkedSeparation})
     * above {@code limit}: the edge query may then skip the arc without changing its result.
     * {@code support[f]}: a vertex of B for face {@code f} of A (any vertex gives a valid bound;
     * the face query's supports give the tightest). Only after {@link #prepare} returned true for
     * these hulls.
     */
    boolean cannotExceed(PlacedHull a, PlacedHull b, int i, int[] support, long limit) {
        if (coefficient < 0) {
            return false;
        }
        ConvexHull ha = a.hull;
        int f1 = ha.edgeFaceA(i);
        int f2 = ha.edgeFaceB(i);
        // both end faces planar (a bent one: the arc is not where its normals say) and the arc
        // narrower than 160 degrees (the axis's orientation, class description); read from the
        // hull when A is placed by the identity (the same bits)
        if (identityA ? !planarA.skippableArc(i) : !planarA.planarFace(f1) || !planarA.planarFace(f2)) {
            return false;
        }
        long n1x = a.nx(f1);
        long n1y = a.ny(f1);
        long n1z = a.nz(f1);
        long n2x = a.nx(f2);
        long n2y = a.ny(f2);
        long n2z = a.nz(f2);
        if (!identityA && !HullQueryIndex.normalsWithin160Degrees(n1x, n1y, n1z, n2x, n2y, n2z)) {
            return false;
        }
        int p = ha.edgeVertexA(i);
        long px = a.x(p);
        long py = a.y(p);
        long pz = a.z(p);
        // partners between planar faces of B: the support bound; partners on B's bent faces: the
        // cone alone, held to S + slack by the edge query (class description). One test covers
        // both: the support margin includes the cone's, and the ceiling is lowered by the slack
        // when B has a bent face (slackB)
        long slack = slackB;
        if (limit < Long.MIN_VALUE / 2 + slack) {
            return false;
        }
        long ceiling = Math.min(limit - slack, 0);
        for (int side = 0; side < 2; side++) {
            int s = support[side == 0 ? f1 : f2];
            if (coneAtMost(n1x, n1y, n1z, n2x, n2y, n2z, Fixed.sub(b.x(s), px), Fixed.sub(b.y(s), py),
                    Fixed.sub(b.z(s), pz), diameterB, ceiling)) {
                return true;
            }
        }
        return false;
    }

    /**
     * Returns true when {@code max(n1 . d, n2 . d) <= ceiling - margin} is certain, with
     * {@code d = s - p} and the margin for {@code R = |d|_1} plus {@code extra} ({@code D} or the
     * ball's radius); {@code ceiling <= 0}.
     */
    private boolean coneAtMost(long n1x, long n1y, long n1z, long n2x, long n2y, long n2z, long dx, long dy, long dz,
            long extra, long ceiling) {
        long margin = margin(Math.abs(dx) + Math.abs(dy) + Math.abs(dz) + extra);
        if (margin < 0 || ceiling < Long.MIN_VALUE / 2) {
            return false;
        }
        long g = ceiling - margin;
        return atMost(n1x, n1y, n1z, dx, dy, dz, g) && atMost(n2x, n2y, n2z, dx, dy, dz, g);
    }

    /** Returns {@code ceil(k x) + 3} raw for {@code x = R + D}; -1 when it would not fit. */
    private long margin(long x) {
        if (x < 0) {
            return -1;
        }
        long hi = Int128.productHigh(x, coefficient);
        if (hi >= 1L << 29) {
            return -1;
        }
        return Int128.shiftRightLow(hi, Int128.productLow(x, coefficient), 32) + 1 + 3;
    }

    /**
     * Returns true when the exact {@code n . r} (raw times raw, value times {@code 2^64}) is
     * certainly at most {@code g 2^32}: with {@code n' = n >> shiftNormal}, {@code r' = r >> shiftOffset}
     * (floor shifts), {@code n . r < 2^(sn+sr) (sum n'r' + T)}, {@code T = sum|n'| + sum|r'| + 3}
     * (as {@link FilteredSigns#sign}).
     */
    private boolean atMost(long nx, long ny, long nz, long rx, long ry, long rz, long g) {
        long ax = nx >> shiftNormal;
        long ay = ny >> shiftNormal;
        long az = nz >> shiftNormal;
        long bx = rx >> shiftOffset;
        long by = ry >> shiftOffset;
        long bz = rz >> shiftOffset;
        long upper = ax * bx + ay * by + az * bz
                + Math.abs(ax) + Math.abs(ay) + Math.abs(az) + Math.abs(bx) + Math.abs(by) + Math.abs(bz) + 3;
        int s = shiftNormal + shiftOffset;
        if (s <= 32) {
            // upper 2^s <= g 2^32  <=>  upper <= g 2^(32 - s); g <= 0, so a g below -2^(30 + s)
            // (whose product would not fit) is simply not used
            if (g < -(1L << (30 + s))) {
                return false;
            }
            return upper <= g << (32 - s);
        }
        // upper 2^(s - 32) <= g  <=>  upper <= floor(g / 2^(s - 32))
        return upper <= g >> (s - 32);
    }
}
