package dev.lockstep.collision.shape;

import dev.lockstep.fixedpoint.Fixed;
import dev.lockstep.fixedpoint.MutableVec3;

/**
 * A convex polyhedron (local frame). Interim form: vertices only, with an exact brute-force
 * support mapping; the half-edge topology and the quickhull builder complete it.
 */
public final class ConvexHull implements Shape {
    private final long[] xyz;

    ConvexHull(long[] xyz) {
        this.xyz = xyz.clone();
    }

    @Override
    public ShapeType type() {
        return ShapeType.HULL;
    }

    @Override
    public long coreRadius() {
        return 0;
    }

    /** Returns the number of vertices. */
    public int vertexCount() {
        return xyz.length / 3;
    }

    /** Writes vertex {@code i} into {@code out}. */
    public void vertex(int i, MutableVec3 out) {
        out.set(xyz[3 * i], xyz[3 * i + 1], xyz[3 * i + 2]);
    }

    @Override
    public int supportCore(long dx, long dy, long dz, MutableVec3 out) {
        int best = 0;
        for (int i = 1; i < vertexCount(); i++) {
            if (Fixed.compareDot3(xyz[3 * i], xyz[3 * i + 1], xyz[3 * i + 2],
                    xyz[3 * best], xyz[3 * best + 1], xyz[3 * best + 2], dx, dy, dz) > 0) {
                best = i;
            }
        }
        vertex(best, out);
        return best;
    }

    @Override
    public Aabb localBounds() {
        long minX = Long.MAX_VALUE, minY = Long.MAX_VALUE, minZ = Long.MAX_VALUE;
        long maxX = Long.MIN_VALUE, maxY = Long.MIN_VALUE, maxZ = Long.MIN_VALUE;
        for (int i = 0; i < xyz.length; i += 3) {
            minX = Math.min(minX, xyz[i]);
            minY = Math.min(minY, xyz[i + 1]);
            minZ = Math.min(minZ, xyz[i + 2]);
            maxX = Math.max(maxX, xyz[i]);
            maxY = Math.max(maxY, xyz[i + 1]);
            maxZ = Math.max(maxZ, xyz[i + 2]);
        }
        return new Aabb(minX, minY, minZ, maxX, maxY, maxZ);
    }
}
