package dev.lockstep.collision;

/**
 * The unit of every collision length tolerance: {@link #LINEAR_SLOP}. Each tolerance is defined
 * once, next to the code that applies it, as a named multiple or shift of this one value (Box2D's
 * {@code B2_LINEAR_SLOP} habit), so the family reads as one scale:
 *
 * <pre>
 * tolerance (where defined)                        value               raw    source
 * PersistentManifold.MATCH_DISTANCE, DRIFT_DISTANCE LINEAR_SLOP &lt;&lt; 4  2^26   seed 001 (distance heuristic), 003
 * SatConstants.FLIP_FLOP_ABSOLUTE                  LINEAR_SLOP         2^22   seed 001, "Feature Flip-Flop"
 *   ContactConstants.FACE_PREFERENCE               the same bias, capsule vs hull axis choice
 *   ContactConstants.SEPARATION_MATCH_TOLERANCE    the same bias, SAT manifold vs GJK distance
 * CapsuleHullContact.BOX_DEEP_MARGIN             LINEAR_SLOP &lt;&lt; 2    2^24   a capsule core certainly deep in a box
 * ContactConstants.CLIP_DEPTH_TOLERANCE            LINEAR_SLOP &gt;&gt; 2    2^20   ClosedFormOracleProperties
 * ShapeCast.TARGET                                 LINEAR_SLOP &gt;&gt; 2    2^20   conservative advancement
 * ShapeCast.TOLERANCE                              TARGET &gt;&gt; 2         2^18   (Box2D's quarter of the target)
 * ContactConstants.GJK_CONFIRM_DISTANCE            LINEAR_SLOP &gt;&gt; 6    2^16   seed 001, "Shallow and Deep Penetration"
 * ContactConstants.AXIS_NOISE                      LINEAR_SLOP &gt;&gt; 6    2^16   seed 001, "Sphere vs Capsule: Degenerate Case"
 * MeshBvh.RAY_NODE_MARGIN                          LINEAR_SLOP &gt;&gt; 6    2^16   covers the triangle ray kernel's rounding
 * Welder.WELD_TOLERANCE (default)                  LINEAR_SLOP &gt;&gt; 2    2^20   mesh cleaning
 * Welder.MAX_WELD_TOLERANCE                        LINEAR_SLOP &lt;&lt; 8    2^30   squared distances fit a long
 * Epa.TOLERANCE                                    LINEAR_SLOP &gt;&gt; 12   2^10   seed 003, "EPA"
 * WorldQueries.PLACED_BOUNDS_MARGIN (world)        LINEAR_SLOP         2^22   query broadphase margin
 * </pre>
 *
 * <p>Not in the family, on purpose: tolerances that are not lengths (the parallel limits
 * {@code ContactConstants.PARALLEL_SINE_SQUARED}, {@code SatConstants.EDGE_PARALLEL_SHIFT} and
 * {@code EDGE_CROSS_MIN_RAW}, {@code HullBuilder.NEAR_COPLANAR_COS_SLACK}), and floors that
 * count roundings in ulps ({@code SatConstants.EDGE_SUPPORT_SLACK_MIN_RAW},
 * {@code SphereHullContact.SEPARATION_MARGIN_FLOOR}), and overflow guards on squared lengths
 * ({@code HullTriangleDistance.SHORT_SQUARED}). The world's {@code WorldDef} linear slop
 * (default 0.005 units) is a different quantity: the penetration the solver leaves alone, set per
 * world; this one is fixed and about a fifth of it.
 *
 * <p>{@code CollisionTolerancesTest} pins every member's raw value, so moving this unit moves the
 * whole family visibly (and every golden with it).
 */
public final class CollisionTolerances {
    /**
     * The collision slop: {@code 2^-10} units, raw {@code 2^22 = 0x40_0000} (4,194,304), about 1 mm
     * for metre units. The smallest length the contact code treats as meaningful (above it, two
     * candidate features or distances are different; below it, rounding or a deliberate bias),
     * about a thousand times the rounding of a unit-scale dot product ({@code 2^-32} per term) and a
     * fifth of the solver's default slop. A power of two, so every member of the family is an exact
     * shift of it.
     */
    public static final long LINEAR_SLOP = 1L << 22;

    private CollisionTolerances() {
    }
}
