package dev.lockstep.collision.internal.narrow;

import dev.lockstep.collision.gjk.DistanceResult;
import dev.lockstep.collision.internal.gjk.GjkLoop;
import dev.lockstep.collision.internal.sat.HullHullSat;
import dev.lockstep.collision.internal.sat.SatWorkspace;
import dev.lockstep.fixedpoint.Fixed;
import dev.lockstep.fixedpoint.Transform;

/**
 * The distance contract of a hull pair that the SAT's manifold reports apart (its deepest point
 * has a positive separation): seed 001, "Shallow and Deep Penetration" (GJK for disjoint shapes,
 * SAT for overlapping ones) applied to hull vs hull. Issue 20, "The distance contract".
 *
 * <p>Why: for separated hulls the SAT's best axis separation is only a lower bound of the
 * distance (a vertex-vertex or vertex-edge pair of closest features is farther apart than any
 * face or edge axis shows), and the face contact's deepest clipped point can be farther still
 * from the reference face than the axis's projection gap when the incident hull's support vertex
 * lies outside the reference face's side planes (the clip drops it): the issue's {@code collide}
 * line reported 0.19871 along a face whose gap is 0.18670, true distance 0.18748. A speculative
 * contact that overstates the gap lets the solver close more than the room there is.
 *
 * <p>Rule (A's frame, the placed hulls of the SAT, so still a pure function of the relative pose):
 * GJK ({@link PlacedSupport}, identity transforms) gives the distance {@code d}, the closest
 * points and the unit normal along them. The SAT manifold stays when its axis realises the
 * distance and its deepest point sits on that axis's gap: {@code |d - s| <= }
 * {@link ContactConstants#SEPARATION_MATCH_TOLERANCE} and {@code m <= s + }that tolerance, for
 * the axis separation {@code s} and the smallest point separation {@code m} (then
 * {@code m}, {@code s} and {@code d} agree within the tolerance, and resting boxes keep their
 * four points). Otherwise the manifold is replaced by the one GJK point: normal along the closest
 * points, depth {@code -d}, witnesses the closest points, features from GJK's terminating
 * simplex ({@link SimplexFeatures}); and by nothing when {@code d} exceeds the contact distance
 * (the SAT's lower bound had let it through).
 *
 * <p>Hulls placed beyond GJK's working bound ({@code MinkowskiDifference.MAX_SUPPORT_COORDINATE})
 * keep the SAT manifold, as the speculative point of {@link HullHullContact} does.
 */
final class SeparatedHullContact {
    private SeparatedHullContact() {
    }

    /**
     * Checks the A-frame result in {@code ws.frame} of SAT contact {@code kind} against GJK when
     * its deepest point is apart, and rewrites it as described in the class comment.
     */
    static void confirm(HullHullScratch ws, int kind, long contactDistance) {
        FrameManifold f = ws.frame;
        int k = f.count();
        if (k == 0) {
            return;
        }
        long deepest = f.depth(0);
        for (int j = 1; j < k; j++) {
            deepest = Math.max(deepest, f.depth(j));
        }
        if (deepest >= 0) {
            return;     // touching or overlapping: the SAT's manifold (seed 001, deep contact)
        }
        SatWorkspace sat = ws.sat;
        PlacedSupport a = ws.supportA.of(sat.a);
        PlacedSupport b = ws.supportB.of(sat.b);
        if (!a.withinGjkBounds() || !b.withinGjkBounds()) {
            return;
        }
        DistanceResult gap = ws.gap;
        GjkLoop.distance(a, Transform.IDENTITY, b, Transform.IDENTITY, ws.gjk, gap);
        long d = gap.coresOverlap() ? 0 : gap.distance();
        long m = Fixed.neg(deepest);
        long s = kind == HullHullSat.EDGE ? sat.edge.result().separation()
                : kind == HullHullSat.FACE_A ? sat.faceA.result().separation() : sat.faceB.result().separation();
        long tolerance = ContactConstants.SEPARATION_MATCH_TOLERANCE;
        if (Math.abs(d - s) <= tolerance && m - s <= tolerance) {
            return;
        }
        if (gap.coresOverlap()) {
            // cores that touch within GJK's rounding while an axis shows a gap: no direction is
            // known better than the SAT's
            return;
        }
        if (d > contactDistance) {
            f.setCount(0);
            return;
        }
        f.setNormalAndCount(gap.normalX(), gap.normalY(), gap.normalZ(), 1);
        HullHullContact.writePoint(ws, 0, gap.pointAX(), gap.pointAY(), gap.pointAZ(), gap.pointBX(), gap.pointBY(),
                gap.pointBZ(), Fixed.neg(d), SimplexFeatures.featureId(sat.a.hull(), sat.b.hull(), gap));
    }
}
