package dev.lockstep.collision.narrow;

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
     * (README "numeric contract").
     */
    public static final long PARALLEL_SINE_SQUARED = 1L << 20;

    private ContactConstants() {
    }
}
