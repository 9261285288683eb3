package dev.lockstep.collision.bench;

import com.bulletphysics.collision.narrowphase.DiscreteCollisionDetectorInterface;
import com.bulletphysics.collision.narrowphase.GjkEpaPenetrationDepthSolver;
import com.bulletphysics.collision.narrowphase.GjkPairDetector;
import com.bulletphysics.collision.narrowphase.VoronoiSimplexSolver;
import com.bulletphysics.collision.shapes.ConvexShape;
import javax.vecmath.Quat4f;
import javax.vecmath.Vector3f;

/**
 * JBullet's convex-pair narrow phase as the reference benchmarks call it: a {@code GjkPairDetector}
 * with the Voronoi simplex solver and GJK-EPA penetration, asked for the closest points within both
 * collision margins plus 0.02, and a result that counts the points (one at most per call) and keeps
 * the last depth. Owns its scratch, so each benchmark state holds one.
 */
final class JBulletGjk {
    private final GjkPairDetector gjk = new GjkPairDetector();
    private final VoronoiSimplexSolver simplex = new VoronoiSimplexSolver();
    private final GjkEpaPenetrationDepthSolver epa = new GjkEpaPenetrationDepthSolver();
    private final DiscreteCollisionDetectorInterface.ClosestPointInput input =
            new DiscreteCollisionDetectorInterface.ClosestPointInput();
    private final CountingResult result = new CountingResult();
    private final Quat4f q = new Quat4f();

    /**
     * Returns the number of points JBullet reports for {@code a} at pose {@code pa} and {@code b} at
     * {@code pb}, poses as {@code {qw, qx, qy, qz, px, py, pz}}.
     */
    int collide(ConvexShape a, double[] pa, ConvexShape b, double[] pb) {
        input.init();
        set(input.transformA, pa);
        set(input.transformB, pb);
        float reach = a.getMargin() + b.getMargin() + 0.02f;
        input.maximumDistanceSquared = reach * reach;
        simplex.reset();
        gjk.init(a, b, simplex, epa);
        result.points = 0;
        gjk.getClosestPoints(input, result, null, false);
        return result.points;
    }

    /** Depth of the last point reported (negative: penetration). */
    float depth() {
        return result.depth;
    }

    private void set(com.bulletphysics.linearmath.Transform t, double[] p) {
        q.set((float) p[1], (float) p[2], (float) p[3], (float) p[0]);
        t.setIdentity();
        t.setRotation(q);
        t.origin.set((float) p[4], (float) p[5], (float) p[6]);
    }

    /** Counts the points GJK reports (one at most per call). */
    private static final class CountingResult extends DiscreteCollisionDetectorInterface.Result {
        int points;
        float depth;

        @Override
        public void setShapeIdentifiers(int partId0, int index0, int partId1, int index1) {
        }

        @Override
        public void addContactPoint(Vector3f normalOnBInWorld, Vector3f pointInWorld, float depth) {
            points++;
            this.depth = depth;
        }
    }
}
