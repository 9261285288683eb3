package dev.lockstep.collision.epa;

import dev.lockstep.collision.gjk.DistanceResult;
import dev.lockstep.collision.gjk.Gjk;
import dev.lockstep.collision.gjk.GjkWorkspace;
import dev.lockstep.collision.internal.epa.Epa;
import dev.lockstep.collision.internal.gjk.GjkLoop;
import dev.lockstep.collision.shape.SupportMap;
import dev.lockstep.fixedpoint.Transform;

/**
 * The GJK+EPA queries (seed 001's "if the core shapes overlap we fall back onto some other
 * algorithm", seed 003's EPA): the signed distance between two core-plus-radius shapes, negative
 * when they overlap, which is the fallback for any convex pair; and the penetration of a pair
 * whose cores {@link Gjk#distance} found overlapping. EPA continues from GJK's terminating simplex
 * and expands a fixed-capacity polytope (seed 003's directed edge list); it stops within raw
 * {@code 2^10} ({@code LINEAR_SLOP >> 12}, see {@code CollisionTolerances}) of the closest face or
 * by the combinatorial repeat test, with an expansion cap and the polytope capacities as
 * backstops ({@link EpaTermination}). The algorithm is internal
 * ({@code dev.lockstep.collision.internal.epa}); the design page is {@code collision/docs/gjk-epa.md}.
 */
public final class GjkEpa {
    private GjkEpa() {
    }

    /**
     * Fills {@code out} with the signed distance of A and B: GJK when the cores are separated (see
     * {@link Gjk#distance}), otherwise EPA, reported as {@code distance = -depth} with
     * {@link DistanceResult#penetrating()} set, the EPA normal (A to B), witness points and the
     * features of EPA's witness triangle.
     *
     * @throws IllegalArgumentException if a support point lies beyond the working bound
     *         ({@link Gjk#MAX_SUPPORT_COORDINATE})
     */
    public static void signedDistance(SupportMap a, Transform ta, SupportMap b, Transform tb, GjkWorkspace gjk,
                                      EpaWorkspace epa, DistanceResult out) {
        GjkLoop.distance(a, ta, b, tb, gjk, out);
        if (!out.coresOverlap()) {
            return;
        }
        PenetrationResult p = Epa.penetrationScratch(epa);
        Epa.penetration(gjk, epa, p);
        GjkLoop.setPenetration(out, p.coreDepth(), p.depth(), p);
    }

    /**
     * Fills {@code out} with the penetration of the pair that the last {@link Gjk#distance} query
     * on {@code gjk} found overlapping ({@link DistanceResult#coresOverlap()}): EPA continues from
     * the terminating simplex that {@code gjk} holds.
     *
     * @throws IllegalStateException if the last GJK query on {@code gjk} found the cores separated
     */
    public static void penetration(GjkWorkspace gjk, EpaWorkspace epa, PenetrationResult out) {
        Epa.penetration(gjk, epa, out);
    }
}
