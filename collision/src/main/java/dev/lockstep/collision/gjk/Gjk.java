package dev.lockstep.collision.gjk;

import dev.lockstep.collision.internal.gjk.GjkLoop;
import dev.lockstep.collision.internal.gjk.MinkowskiDifference;
import dev.lockstep.collision.shape.SupportMap;
import dev.lockstep.fixedpoint.Transform;

/**
 * GJK distance between the core shapes of two convex {@link SupportMap}s (seed 001, "Recap: GJK"
 * and the shallow-contact slides: GJK runs on the core, the radii are applied afterwards).
 *
 * <p>Termination is combinatorial: an exact optimality test ({@code w . -v <= v . -v} on unrounded
 * 128-bit products) or a repeated support-feature pair (Box2D's test), with an exact
 * strictly-decreasing {@code |v|^2} check against rounding stalls and {@link #MAX_ITERATIONS} as a
 * backstop; {@link GjkTermination} names every exit. Work happens in A's local frame, so the
 * result is the same bits for a common translation of both transforms, and identical on every
 * run. The loop and its building blocks (simplex, simplex solver, Minkowski difference) are
 * internal ({@code dev.lockstep.collision.internal.gjk}); the design page is
 * {@code collision/docs/gjk-epa.md}.
 */
public final class Gjk {
    /**
     * Iteration cap: a backstop, not the normal exit. The property tests over random clouds and
     * quickhull hulls of 4 to 64 points assert that it is never reached; two 32-vertex sphere
     * hulls take 5.0 iterations on average. 64 leaves a wide margin while bounding a
     * pathological query to 64 simplex solves.
     */
    public static final int MAX_ITERATIONS = 64;

    /**
     * The working bound, raw {@code 2^45} (8192.0 units): the largest magnitude allowed for any
     * coordinate of a support point of A or of B once expressed in A's frame. Within it every
     * product of the simplex solver and of EPA fits Q31.32; beyond it a query throws
     * {@link IllegalArgumentException} (a narrow-phase pair that far apart in A's frame is a
     * broad-phase bug, not a contact).
     */
    public static final long MAX_SUPPORT_COORDINATE = MinkowskiDifference.MAX_SUPPORT_COORDINATE;

    private Gjk() {
    }

    /**
     * Fills {@code out} with the distance between A and B (each a core shape plus its radius,
     * placed by {@code ta} and {@code tb}), leaving the terminating simplex in {@code ws}.
     *
     * <p>Separated cores: the signed distance {@code coreDistance - rA - rB} (negative when only
     * the radii overlap), the unit normal from A to B, and the closest points in world frame with
     * the radii applied ({@code pointB - pointA = distance * normal} up to rounding). Overlapping
     * or touching cores ({@link DistanceResult#coresOverlap()}): core distance 0, the normal and
     * points are zero; use {@code GjkEpa} for the depth.
     *
     * @throws IllegalArgumentException if a support point lies beyond {@link #MAX_SUPPORT_COORDINATE}
     *         in A's frame
     * @throws dev.lockstep.fixedpoint.FixedOverflowException if the transforms are out of range
     */
    public static void distance(SupportMap a, Transform ta, SupportMap b, Transform tb, GjkWorkspace ws,
                                DistanceResult out) {
        GjkLoop.distance(a, ta, b, tb, ws, out);
    }

    /**
     * As {@link #distance(SupportMap, Transform, SupportMap, Transform, GjkWorkspace, DistanceResult)}
     * with A moved by the world translation {@code (shiftX, shiftY, shiftZ)} on top of {@code ta}:
     * the same bits as with a transform whose translation is {@code ta}'s plus the shift, and no
     * transform to allocate (a shape cast's steps).
     */
    public static void distance(SupportMap a, Transform ta, long shiftX, long shiftY, long shiftZ, SupportMap b,
                                Transform tb, GjkWorkspace ws, DistanceResult out) {
        GjkLoop.distance(a, ta, shiftX, shiftY, shiftZ, b, tb, ws, out);
    }
}
