package dev.lockstep.tools.scenario;

import dev.lockstep.collision.mesh.MeshBvh;
import dev.lockstep.collision.mesh.TriangleMesh;
import dev.lockstep.fixedpoint.Fixed;
import dev.lockstep.fixedpoint.Vec3;
import dev.lockstep.tools.collide.MeshSpec;
import java.util.ArrayList;
import java.util.List;

/**
 * The arena's static level: a square floor of {@value #CELLS} x {@value #CELLS} cells spanning
 * {@code [-HALF_SIZE, HALF_SIZE]} in x and z, each cell two triangles, over a bumpy height field
 * (vertex heights 0, 1/4 or 1/2 in a fixed pattern, 0 on the border) so that bodies slide over
 * shared edges and creases, where ghost contacts would show. Wound counter-clockwise seen from +y, so triangle normals point up.
 */
final class ArenaLevel {
    static final int CELLS = 8;
    static final int HALF_SIZE = 12;

    private ArenaLevel() {
    }

    /** Returns the level as a mesh description (vertices row by row along x, then z). */
    static MeshSpec spec() {
        List<Vec3> vertices = new ArrayList<>();
        long step = Fixed.fromInt(2 * HALF_SIZE / CELLS);
        for (int k = 0; k <= CELLS; k++) {
            for (int i = 0; i <= CELLS; i++) {
                long x = Fixed.fromInt(-HALF_SIZE) + i * step;
                long z = Fixed.fromInt(-HALF_SIZE) + k * step;
                vertices.add(new Vec3(x, height(i, k), z));
            }
        }
        int[] idx = new int[CELLS * CELLS * 6];
        int n = 0;
        for (int k = 0; k < CELLS; k++) {
            for (int i = 0; i < CELLS; i++) {
                int v00 = k * (CELLS + 1) + i;
                int v10 = v00 + 1;
                int v01 = v00 + CELLS + 1;
                int v11 = v01 + 1;
                // counter-clockwise seen from +y: (x, z) = (0,0) -> (0,1) -> (1,0) has normal +y
                idx[n++] = v00;
                idx[n++] = v01;
                idx[n++] = v10;
                idx[n++] = v10;
                idx[n++] = v01;
                idx[n++] = v11;
            }
        }
        return new MeshSpec(vertices, idx);
    }

    /** Height of grid vertex (i, k): 0, 1/4 or 1/2 units in a fixed pattern; 0 on the border. */
    private static long height(int i, int k) {
        int interior = i > 0 && i < CELLS && k > 0 && k < CELLS ? 1 : 0;
        return ((i * 5 + k * 3) % 3) * interior * (Fixed.ONE >> 2);
    }

    /** Builds the kernel mesh and its BVH. */
    static MeshBvh build() {
        MeshSpec spec = spec();
        return MeshBvh.build(TriangleMesh.of(spec.vertices().toArray(new Vec3[0]), spec.triangles()));
    }
}
