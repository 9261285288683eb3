package dev.lockstep.collision.epa;

import dev.lockstep.collision.gjk.DistanceResult;
import dev.lockstep.collision.gjk.Gjk;
import dev.lockstep.collision.gjk.GjkWorkspace;
import dev.lockstep.collision.shape.SupportMap;
import dev.lockstep.fixedpoint.Transform;

/**
 * The GJK+EPA fallback for any convex pair (seed 001's "if the core shapes overlap we fall back
 * onto some other algorithm"): the signed distance between two core-plus-radius shapes, negative
 * when they overlap.
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
     *         ({@link dev.lockstep.collision.gjk.MinkowskiDifference#MAX_SUPPORT_COORDINATE})
     */
    public static void signedDistance(SupportMap a, Transform ta, SupportMap b, Transform tb, GjkWorkspace gjk,
                                      EpaWorkspace epa, DistanceResult out) {
        Gjk.distance(a, ta, b, tb, gjk, out);
        if (!out.coresOverlap()) {
            return;
        }
        PenetrationResult p = epa.penetration;
        Epa.penetration(gjk, epa, p);
        out.setPenetration(p.coreDepth, p.depth, p.normalX(), p.normalY(), p.normalZ(), p.pointAX(), p.pointAY(),
                p.pointAZ(), p.pointBX(), p.pointBY(), p.pointBZ());
        out.copyFeaturesFrom(p);
    }
}
