package dev.lockstep.collision.internal.sat;

import dev.lockstep.collision.CollisionTolerances;

/**
 * The tolerances of hull-vs-hull SAT and of the feature choice that follows it, in raw Q31.32
 * units, each with value, meaning, seed source and consequence (the Box2D {@code constants.h}
 * habit). No other file of the SAT, clipping or reduction code uses an inline epsilon.
 */
public final class SatConstants {
    /**
     * Relative part of the feature flip-flop bias, as the fraction {@code FLIP_FLOP_RELATIVE_NUM /
     * FLIP_FLOP_RELATIVE_DEN = 243 / 256 = 0.94921875}. Seed 001, "Hull vs Hull: Feature
     * Flip-Flop": "apply a bias (or weighting) to prefer face contacts over edge contacts and one
     * face axis over another". A challenger separation {@code s} replaces the preferred one
     * {@code p} only when {@code s > p * 243/256 + FLIP_FLOP_ABSOLUTE} (the scaled product is one
     * {@code Fixed.mulDiv}, a single rounding). Consequence: when two axes give penetrations
     * within about 5% (plus the absolute slop) of each other, the face of A wins over the face of
     * B and faces win over edge pairs, so a box resting on a box keeps the same features tick
     * after tick ({@code HullHullContactTest.issue4_flipFlop_keepsFeatures}).
     */
    public static final long FLIP_FLOP_RELATIVE_NUM = 243;
    /** Denominator of the relative bias; see {@link #FLIP_FLOP_RELATIVE_NUM}. */
    public static final long FLIP_FLOP_RELATIVE_DEN = 256;

    /**
     * Absolute part of the feature flip-flop bias: {@link CollisionTolerances#LINEAR_SLOP}
     * ({@code 2^-10} units, raw {@code 0x40_0000}), the one definition of this bias; the capsule-hull
     * axis choice ({@code ContactConstants.FACE_PREFERENCE}) and the separated-pair distance match
     * ({@code ContactConstants.SEPARATION_MATCH_TOLERANCE}) apply the same value. Seed 001, "Hull vs
     * Hull: Feature Flip-Flop". Needed because the relative part vanishes for touching shapes
     * (separations near zero). Consequence: an edge pair or the face of B must be shallower than
     * the preferred face by more than this to be chosen.
     */
    public static final long FLIP_FLOP_ABSOLUTE = CollisionTolerances.LINEAR_SLOP;

    /**
     * Smallest largest-component magnitude, raw, of the cross product of two edge vectors for the
     * pair to be an edge axis: {@code 2^12} raw (4096, about 9.5e-7 units^2). Seed 001, edge
     * queries (cross products of nearly parallel edges are ill-defined). Below it the cross
     * product's single rounding (0.5 ulp per component) would move the normalised axis by more
     * than {@code 2^-13} rad. Consequence: such pairs are skipped; nearly parallel edges touch
     * along a face axis (of A, of B, or of a neighbouring face), which the face queries cover.
     * The hull-triangle SAT's edge axes take the same limit ({@code mesh.HullTriangleContact},
     * through {@link EdgePairAxis#nearlyParallel(long, long, long)}).
     */
    public static final long EDGE_CROSS_MIN_RAW = 1L << 12;

    /**
     * Relative parallel limit of an edge axis, as a shift: a pair is an edge axis only when the
     * largest component of {@code eA x eB} is at least {@code 2^-16} times the product of the
     * edges' largest components ({@code |c|_max >= (|eA|_max |eB|_max) >> 16}, raw), that is when
     * the edges are at least about {@code 2^-16} rad (0.0009 degrees) from parallel, at any edge
     * length: the sine of their angle is then at least {@code 2^-16 / 3}, and pairs at
     * {@code sqrt 3 2^-16} rad or more always qualify. Seed 001, edge queries: nearly parallel
     * edges give ill-conditioned axes; {@link #EDGE_CROSS_MIN_RAW} alone is an absolute limit,
     * which for edges of length {@code L} units admits angles down to {@code 2^-20 / L^2} rad.
     * Consequence: such pairs are skipped, as the exactly parallel ones (their contact is a face
     * contact of a neighbouring face); and the skip of whole arcs in the edge query
     * ({@code EdgeQuery.runWalkAbove}) has a finite error bound: a rounded Gauss-map sign moves an
     * accepted axis off the exact arcs by at most about {@code 5 e 2^16} rad for normals within
     * {@code e} rad. The hull-triangle SAT's edge axes take the same limit
     * ({@code mesh.HullTriangleContact}): without it its Gauss map test, decided by the rounding of
     * the placed normals, accepted a box edge 2.7e-10 rad from a floor triangle's edge and lost
     * the box's contact ({@code HullTriangleEdgeAxisTest}).
     */
    public static final int EDGE_PARALLEL_SHIFT = 16;

    /**
     * How far an edge pair's separation may exceed the true separation of the two hulls along
     * the pair's own axis before the edge query holds it to the true one
     * ({@link EdgePairAxis#checkedSeparation}), for pairs with an edge on a bent face (a face merged
     * from nearly coplanar triangles, whose normal is not perpendicular to its edges, so the
     * Gauss-map predicate can accept a pair off the Minkowski faces; seed 001, "Testing Edge
     * Separation" assumes planar faces): the sum of the two hulls' diameters shifted right by
     * this, plus {@link #EDGE_SUPPORT_SLACK_MIN_RAW}; about {@code 2^-14} of the hulls' size
     * ({@code 0.00024} units for two unit-radius hulls). Pairs of genuine Minkowski faces next to
     * a bent face exceed the true separation by far less (at most {@code 0.00003} units on the
     * benchmark's 32- and 128-point pairs), and one held to the truth anyway only
     * becomes exact; off-face pairs were seen to exceed it by 1.2 units, and by as little as
     * 0.005: the first value of this constant, {@code 2^-9} ({@code 0.008} units), let such a pair
     * report two overlapping 20-point hulls separated
     * ({@code BentFaceSeparationTest.issue4_offFacePairWithinTheOldSlack_doesNotSeparateOverlappingHulls};
     * 2 lost contacts in 6,000 searched pairs, none with {@code 2^-14}; no golden changed). Pairs
     * of four planar faces are never checked.
     *
     * <p>Second user: the hull-triangle SAT's mesh twin of that check
     * ({@code mesh.HullTriangleSat.checkedSeparation}; seed 001, "Triangles as Hulls"), for a
     * hull edge on a bent face against a triangle edge, with the triangle's bounding-box diagonal
     * in place of the second hull's diameter (the same slack, so both queries tolerate the same
     * overstatement; off-face pairs there were seen to exceed the truth by 225 units).
     */
    public static final int EDGE_SUPPORT_SLACK_SHIFT = 14;

    /** Smallest slack of {@link #EDGE_SUPPORT_SLACK_SHIFT}: {@code 2^8} raw (covers the pair's one rounding). */
    public static final long EDGE_SUPPORT_SLACK_MIN_RAW = 1L << 8;

    private SatConstants() {
    }
}
