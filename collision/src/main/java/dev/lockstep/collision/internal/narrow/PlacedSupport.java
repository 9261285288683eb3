package dev.lockstep.collision.internal.narrow;

import dev.lockstep.collision.internal.gjk.MinkowskiDifference;
import dev.lockstep.collision.internal.sat.PlacedHull;
import dev.lockstep.collision.shape.SupportMap;
import dev.lockstep.fixedpoint.MutableVec3;

/**
 * The support mapping of a hull as the SAT placed it ({@link PlacedHull}, in A's frame), so that
 * GJK can measure the true gap of a pair from the same bits the SAT and the clipping read: run
 * with identity transforms, its result is a pure function of the relative pose, like the rest of
 * the manifold (the pair cache relies on that). Vertex indices are the hull's. Scratch of a
 * {@link HullHullScratch}; {@link #of} re-targets it, nothing is allocated.
 */
final class PlacedSupport implements SupportMap {
    private PlacedHull placed;

    /** Points this support map at {@code p} and returns it. */
    PlacedSupport of(PlacedHull p) {
        placed = p;
        return this;
    }

    @Override
    public long coreRadius() {
        return 0;
    }

    /**
     * The vertex with the exactly largest {@code v . d}, ties to the lowest index: the exact
     * minimiser of {@code v . (-d)} ({@link PlacedHull#minVertex}, same tie rule). GJK's
     * directions stay far below {@code 2^63} ({@link MinkowskiDifference}), so the negation is exact.
     */
    @Override
    public int supportCore(long dx, long dy, long dz, MutableVec3 out) {
        int v = placed.minVertex(-dx, -dy, -dz);
        out.x = placed.x(v);
        out.y = placed.y(v);
        out.z = placed.z(v);
        return v;
    }

    /**
     * Returns true when every placed coordinate is within GJK's working bound
     * ({@link MinkowskiDifference#MAX_SUPPORT_COORDINATE}), so {@link MinkowskiDifference#support}
     * cannot throw for this hull.
     */
    boolean withinGjkBounds() {
        long bound = MinkowskiDifference.MAX_SUPPORT_COORDINATE;
        for (int i = 0, n = placed.vertexCount(); i < n; i++) {
            long x = placed.x(i);
            long y = placed.y(i);
            long z = placed.z(i);
            if (x > bound || x < -bound || y > bound || y < -bound || z > bound || z < -bound) {
                return false;
            }
        }
        return true;
    }
}
