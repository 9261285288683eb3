package dev.lockstep.world;

import dev.lockstep.collision.shape.ConvexHull;
import dev.lockstep.fixedpoint.Vec3;

/**
 * The box hulls of the last {@link #SIZE} half extents, shared by every world of the JVM. Hulls are
 * immutable and a pure function of the extents, so sharing never changes a result. Guarded by the
 * class lock (worlds on several threads may create boxes at once).
 */
final class BoxHulls {
    static final int SIZE = 8;
    private static final Vec3[] EXTENTS = new Vec3[SIZE];
    private static final ConvexHull[] HULLS = new ConvexHull[SIZE];
    private static int next;

    private BoxHulls() {
    }

    static synchronized ConvexHull of(Vec3 halfExtents) {
        for (int i = 0; i < SIZE; i++) {
            if (halfExtents.equals(EXTENTS[i])) {
                return HULLS[i];
            }
        }
        ConvexHull hull = ConvexHull.box(halfExtents);
        EXTENTS[next] = halfExtents;
        HULLS[next] = hull;
        next = (next + 1) % SIZE;
        return hull;
    }
}
