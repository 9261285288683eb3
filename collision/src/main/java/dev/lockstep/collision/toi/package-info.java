/**
 * Time of impact for convex hulls moving with constant linear velocities over one tick (seed 004,
 * "Moving objects"): {@link dev.lockstep.collision.toi.TimeOfImpact} runs the moving-projection
 * test on every SAT axis and returns first and last contact times as raw Q31.32 fractions of the
 * tick in a caller-owned {@link dev.lockstep.collision.toi.ToiResult}.
 *
 * <p>Rotation is ignored during the tick, as in the seed. Guarantees: each time is one rounded
 * {@code Fixed.div}, saturating at {@link dev.lockstep.collision.toi.TimeOfImpact#TIME_SATURATED};
 * interval ends come from exact extreme vertices; results depend only on the input bits. Large
 * pairs find those vertices by certified searches over the vertex adjacency and the edge axes by
 * the SAT's Gauss-map walk, with the same result bits as the scanning version (property-tested
 * against the pre-search code), at a cost about linear in the number of axes instead of
 * quadratic in the hull sizes.
 */
package dev.lockstep.collision.toi;
