package dev.lockstep.world;

import dev.lockstep.collision.shape.ConvexHull;
import dev.lockstep.collision.shape.Shape;
import dev.lockstep.fixedpoint.Transform;

/**
 * The last few shapes' exact mass properties, so that a scene of many equal bodies (a pyramid of
 * boxes) pays the exact BigInteger computation once. A hit requires the same geometry (records
 * equal; hulls with the same vertices in the same order), the same local transform bits and the
 * same density; the result is a pure function of those, so the cache can never change a result.
 * Lookup is a linear scan of at most {@link #SIZE} entries, newest replacing oldest.
 */
final class MassCache {
    static final int SIZE = 16;

    private final Shape[] shapes = new Shape[SIZE];
    private final Transform[] locals = new Transform[SIZE];
    private final long[] densities = new long[SIZE];
    private final MassData[] results = new MassData[SIZE];
    private int next;

    MassData find(Shape shape, Transform local, long density) {
        for (int i = 0; i < SIZE; i++) {
            if (results[i] != null && densities[i] == density && locals[i].equals(local) && same(shapes[i], shape)) {
                return results[i];
            }
        }
        return null;
    }

    void put(Shape shape, Transform local, long density, MassData result) {
        shapes[next] = shape;
        locals[next] = local;
        densities[next] = density;
        results[next] = result;
        next = (next + 1) % SIZE;
    }

    private static boolean same(Shape a, Shape b) {
        if (a == b) {
            return true;
        }
        if (a instanceof ConvexHull ha && b instanceof ConvexHull hb) {
            int n = ha.vertexCount();
            if (n != hb.vertexCount()) {
                return false;
            }
            for (int i = 0; i < n; i++) {
                if (ha.vertexX(i) != hb.vertexX(i) || ha.vertexY(i) != hb.vertexY(i) || ha.vertexZ(i) != hb.vertexZ(i)) {
                    return false;
                }
            }
            return true;
        }
        return a.getClass() == b.getClass() && !(a instanceof ConvexHull) && a.equals(b);
    }
}
