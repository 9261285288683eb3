package dev.lockstep.collision.cast;

import dev.lockstep.collision.mesh.TriangleMesh;
import dev.lockstep.collision.shape.SupportMap;
import dev.lockstep.fixedpoint.Fixed;
import dev.lockstep.fixedpoint.MutableVec3;

/**
 * One mesh triangle as a {@link SupportMap} (seed 001, "Triangles as Hulls": a flat polytope of
 * three vertices, radius 0), in the mesh's frame, so that the GJK distance and the shape cast can
 * take it as a target. Mutable and reusable: {@link #load} points it at another triangle.
 */
public final class TriangleSupport implements SupportMap {
    private final long[] xyz = new long[9];

    /** Loads triangle {@code t} of {@code mesh}; returns this. */
    public TriangleSupport load(TriangleMesh mesh, int t) {
        for (int c = 0; c < 3; c++) {
            int v = mesh.vertex(t, c);
            xyz[3 * c] = mesh.x(v);
            xyz[3 * c + 1] = mesh.y(v);
            xyz[3 * c + 2] = mesh.z(v);
        }
        return this;
    }

    /** Loads the triangle of the three given vertices (raw); returns this. */
    public TriangleSupport load(long ax, long ay, long az, long bx, long by, long bz, long cx, long cy, long cz) {
        xyz[0] = ax;
        xyz[1] = ay;
        xyz[2] = az;
        xyz[3] = bx;
        xyz[4] = by;
        xyz[5] = bz;
        xyz[6] = cx;
        xyz[7] = cy;
        xyz[8] = cz;
        return this;
    }

    @Override
    public long coreRadius() {
        return 0;
    }

    /** {@inheritDoc} Exact comparison of the unrounded dots; ties to the lowest corner. */
    @Override
    public int supportCore(long dx, long dy, long dz, MutableVec3 out) {
        int best = 0;
        for (int c = 1; c < 3; c++) {
            if (Fixed.compareDot3(xyz[3 * c], xyz[3 * c + 1], xyz[3 * c + 2], xyz[3 * best], xyz[3 * best + 1],
                    xyz[3 * best + 2], dx, dy, dz) > 0) {
                best = c;
            }
        }
        out.x = xyz[3 * best];
        out.y = xyz[3 * best + 1];
        out.z = xyz[3 * best + 2];
        return best;
    }
}
