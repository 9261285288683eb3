package dev.lockstep.collision.internal.narrow;

import dev.lockstep.collision.CollisionTolerances;
import dev.lockstep.collision.internal.sat.SatConstants;
import dev.lockstep.fixedpoint.Fixed;

/**
 * The tolerances and default directions of the closed-form contact functions, in raw Q31.32
 * units, each with its value, meaning, seed source and consequence (the Box2D {@code constants.h}
 * habit). Nothing in this package uses an inline epsilon.
 */
public final class ContactConstants {
    /**
     * Normal used when two core points coincide exactly and nothing else defines a direction:
     * {@code +Y = (0, 1, 0)}, raw {@code (0, 0x1_0000_0000, 0)}. Seed 001, "Sphere vs Sphere:
     * Degenerate Case": "we simply choose the global up axis as our normal direction". Used by
     * sphere-sphere with coincident centers, sphere-capsule and capsule-capsule when every core is
     * a point. Consequence: both argument orders return +Y there, so for two spheres with one
     * center the swapped query is <em>not</em> the negated one (documented exception to the
     * same-type symmetry).
     */
    public static final long DEFAULT_NORMAL_X = 0;
    /** See {@link #DEFAULT_NORMAL_X}. */
    public static final long DEFAULT_NORMAL_Y = Fixed.ONE;
    /** See {@link #DEFAULT_NORMAL_X}. */
    public static final long DEFAULT_NORMAL_Z = 0;

    /**
     * Two capsule segments count as parallel when {@code 1 - (uA.uB)^2}, the squared sine of the
     * angle between their unit directions (rounded once), is at most this: {@code 2^-12}, raw
     * {@code 0x10_0000} (1,048,576), a sine of {@code 2^-6 = 0.015625}, about 0.9 degrees.
     * Seed 001, "Capsule vs Capsule: Stacking": "before we run the test shown earlier we test
     * whether the two capsules can be considered parallel". Consequences: parallel pairs whose
     * extents overlap get two points by clipping; the crossing-segments solve divides by at least
     * this, which bounds how far rounding can move the closest points along the segments
     * (collision/docs/convex-pairs.md, "Numeric contract").
     */
    public static final long PARALLEL_SINE_SQUARED = 1L << 20;

    /**
     * In deep capsule-hull contact, an edge axis replaces the best face axis only when its
     * separation is larger by more than this: the flip-flop bias {@link SatConstants#FLIP_FLOP_ABSOLUTE}
     * ({@code LINEAR_SLOP}, {@code 2^-10} units), defined there. Seed 001, "Hull vs Hull: Feature
     * Flip-Flop": "we apply a bias (or weighting) to prefer face contacts over edge contacts".
     * Consequence: nearly equal face and edge axes give the face contact (two clipped points) every
     * frame instead of alternating.
     */
    public static final long FACE_PREFERENCE = SatConstants.FLIP_FLOP_ABSOLUTE;

    /**
     * GJK core distances at or below this are confirmed by SAT before a hull contact is treated
     * as shallow: {@code LINEAR_SLOP >> 6}, {@code 2^-16} units, raw {@code 0x1_0000} (65,536).
     * Seed 001, "Shallow and Deep Penetration". Reason, found by
     * {@code ClosedFormOracleProperties}: GJK's rounded simplex solve reported a core point
     * 1 ulp from the center of a unit box as separated by 1 ulp (termination REPEATED_SUPPORT),
     * which would make a deeply buried sphere a grazing contact. When SAT (face axes, plus edge
     * axes for capsules) finds overlap, the deep path is used. Consequence: near-touching hull
     * pairs pay one extra SAT pass.
     */
    public static final long GJK_CONFIRM_DISTANCE = CollisionTolerances.LINEAR_SLOP >> 6;

    /**
     * Shallow capsule-hull clipping against a reference face is kept only when its deepest point
     * is at most this much shallower than GJK's closest-point depth: {@code LINEAR_SLOP >> 2},
     * {@code 2^-12} units, raw {@code 0x10_0000}. Reason, found by {@code ClosedFormOracleProperties}: a normal within
     * {@link #PARALLEL_SINE_SQUARED} of a face normal can come from a closest point on an edge
     * beyond the face, where the clipped points (measured along the face normal) are much
     * shallower than the true contact. Consequence: the manifold's deepest point is never more than
     * this shallower than the true one; merged near-coplanar faces (about 1e-5 off their vertices)
     * stay within it.
     */
    public static final long CLIP_DEPTH_TOLERANCE = CollisionTolerances.LINEAR_SLOP >> 2;

    /**
     * How far apart a separated hull pair's SAT axis separation, its manifold's smallest point
     * separation and GJK's distance may be for the SAT manifold to stand as the pair's distance
     * ({@link SeparatedHullContact}): the absolute flip-flop bias
     * {@link SatConstants#FLIP_FLOP_ABSOLUTE} ({@code LINEAR_SLOP}, {@code 2^-10} units, raw
     * {@code 0x40_0000}, about a fifth of the world's default linear slop), defined there. Seed 001, "Shallow and Deep Penetration" (GJK
     * answers for disjoint shapes) and "Feature Flip-Flop" (prefer the face manifold unless the
     * alternative is better by more than a bias). Why not the rounding of the three (a few
     * ulps): with {@code 2^-20} a box hovering within the contact distance switched between its
     * four face points and GJK's one point as it tilted by micro-radians, and the world's mixed
     * pile settled at tick 361 (215 with this value, 186 before issue 20; pyramid20 63, 57 and
     * 52). Consequence: a
     * separated hull pair reports its Euclidean distance within this (exactly GJK's whenever the
     * face or edge axis is off by more), and no separation larger than its normal's projection
     * gap by more than this.
     */
    public static final long SEPARATION_MATCH_TOLERANCE = SatConstants.FLIP_FLOP_ABSOLUTE;

    /**
     * A vector from a point to its closest point inside a segment counts as rounding, and the
     * point as lying on the segment's axis, when every component of its part perpendicular to the
     * segment is at most this: {@code LINEAR_SLOP >> 6}, {@code 2^-16} units, raw {@code 0x1_0000}
     * (65,536), the scale of {@link #GJK_CONFIRM_DISTANCE}. Seed 001, "Sphere vs Capsule: Degenerate Case" ("any
     * direction which is perpendicular to the inner capsule segment"). Reason (issue 20): a sphere
     * centre placed on a turned capsule's axis lands a few ulps off it, and the normal made of
     * those ulps pointed up to 18 degrees off the perpendicular
     * ({@code SphereCapsuleContactTest.issue20_sphereCentreOnTurnedCapsuleAxis_normalIsPerpendicularToTheAxis}).
     * Consequence: such a point gets the segment's first {@code TangentBasis} tangent, exactly
     * perpendicular, at a depth error of at most {@code sqrt 3 * 2^-16} units; above it the
     * normal's angle to the perpendicular is at most about {@code 2^-15} rad.
     */
    public static final long AXIS_NOISE = CollisionTolerances.LINEAR_SLOP >> 6;

    private ContactConstants() {
    }
}
