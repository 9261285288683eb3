package dev.lockstep.world;

import dev.lockstep.collision.mesh.MeshBvh;
import dev.lockstep.collision.mesh.TriangleMesh;
import dev.lockstep.fixedpoint.MutableVec3;
import dev.lockstep.fixedpoint.Transform;
import java.util.Arrays;

/**
 * The world's static triangle meshes, placed in world space once when their body is created, and
 * queried together: a shape against all of them is one candidate set, so features shared across
 * meshes are voided by exact position (seed 000 section 6). Meshes are world definition, never
 * part of a snapshot.
 */
final class MeshSet {
    MeshBvh[] bvhs = new MeshBvh[0];
    /** Body index and shape key of each mesh, for events. */
    int[] ownerBody = new int[0];
    long[] ownerKey = new long[0];
    /** Creation number (definition) of each mesh's body: meshes are in creation order. */
    int[] ownerDefinition = new int[0];
    /** Bounds of all meshes: minX, minY, minZ, maxX, maxY, maxZ (valid when count > 0). */
    final long[] bounds = new long[6];

    int count() {
        return bvhs.length;
    }

    /** Places {@code mesh} by {@code placement} (every vertex {@code R v + p}, rounded as {@link Transform}) and adds it. */
    void add(TriangleMesh mesh, Transform placement, int body, long key, int definition, long worldExtent) {
        int n = mesh.vertexCount();
        long[] xyz = new long[3 * n];
        MutableVec3 p = new MutableVec3();
        for (int v = 0; v < n; v++) {
            placement.applyToPointInto(mesh.x(v), mesh.y(v), mesh.z(v), p);
            if (Math.abs(p.x) > worldExtent || Math.abs(p.y) > worldExtent || Math.abs(p.z) > worldExtent) {
                throw new IllegalArgumentException("mesh vertex " + v + " of body " + body + " lies at " + p
                        + ", outside the world-size budget of +-" + dev.lockstep.fixedpoint.Fixed.toString(worldExtent));
            }
            xyz[3 * v] = p.x;
            xyz[3 * v + 1] = p.y;
            xyz[3 * v + 2] = p.z;
        }
        int[] tris = new int[3 * mesh.triangleCount()];
        for (int t = 0; t < mesh.triangleCount(); t++) {
            tris[3 * t] = mesh.vertex(t, 0);
            tris[3 * t + 1] = mesh.vertex(t, 1);
            tris[3 * t + 2] = mesh.vertex(t, 2);
        }
        MeshBvh bvh = MeshBvh.build(TriangleMesh.of(xyz, tris));
        int i = bvhs.length;
        bvhs = Arrays.copyOf(bvhs, i + 1);
        ownerBody = Arrays.copyOf(ownerBody, i + 1);
        ownerKey = Arrays.copyOf(ownerKey, i + 1);
        ownerDefinition = Arrays.copyOf(ownerDefinition, i + 1);
        ownerDefinition[i] = definition;
        bvhs[i] = bvh;
        ownerBody[i] = body;
        ownerKey[i] = key;
        for (int v = 0; v < n; v++) {
            for (int k = 0; k < 3; k++) {
                long c = xyz[3 * v + k];
                if (i == 0 && v == 0) {
                    bounds[k] = c;
                    bounds[k + 3] = c;
                } else {
                    bounds[k] = Math.min(bounds[k], c);
                    bounds[k + 3] = Math.max(bounds[k + 3], c);
                }
            }
        }
    }

    /**
     * Drops the meshes of bodies created at or after creation number {@code created} (a restore to a
     * state before they existed), and recomputes the bounds.
     */
    void truncate(int created) {
        int n = 0;
        while (n < bvhs.length && ownerDefinition[n] < created) {
            n++;
        }
        if (n == bvhs.length) {
            return;
        }
        bvhs = Arrays.copyOf(bvhs, n);
        ownerBody = Arrays.copyOf(ownerBody, n);
        ownerKey = Arrays.copyOf(ownerKey, n);
        ownerDefinition = Arrays.copyOf(ownerDefinition, n);
        for (int i = 0; i < n; i++) {
            var m = bvhs[i].mesh();
            for (int v = 0; v < m.vertexCount(); v++) {
                for (int k = 0; k < 3; k++) {
                    long c = m.coordinate(v, k);
                    if (i == 0 && v == 0) {
                        bounds[k] = c;
                        bounds[k + 3] = c;
                    } else {
                        bounds[k] = Math.min(bounds[k], c);
                        bounds[k + 3] = Math.max(bounds[k + 3], c);
                    }
                }
            }
        }
    }

    /** Returns true when the box {@code fat} overlaps the bounds of the meshes. */
    boolean overlaps(long[] fat) {
        return bvhs.length > 0 && fat[0] <= bounds[3] && bounds[0] <= fat[3] && fat[1] <= bounds[4]
                && bounds[1] <= fat[4] && fat[2] <= bounds[5] && bounds[2] <= fat[5];
    }
}
