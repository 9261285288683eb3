package dev.lockstep.collision.mesh;

import dev.lockstep.collision.shape.Capsule;
import dev.lockstep.collision.shape.ConvexHull;
import dev.lockstep.fixedpoint.Transform;

/**
 * Temporal coherence for one shape against static meshes: the inputs and the result of the last
 * query, returned again when the next query's inputs are bit-identical (a body at rest, asleep or
 * resting without jitter: the most coherent query there is). Caller-owned, one per shape-mesh
 * pair, kept across ticks; {@link #clear()} when the pair is created or a mesh changes.
 *
 * <p>Exact by construction: a mesh query is a pure function of the shape (immutable), the meshes
 * (immutable), the bits of the placement, the contact distance and the query kind (one mesh or
 * several, {@link MeshContacts}), so a hit copies what the uncached query would compute, bit for
 * bit ({@code MeshContactCacheTest}). Shapes and meshes are compared by identity (both are
 * immutable, so the same object means the same geometry), the placement by its raw rotation and
 * translation. Any other query is a miss: it runs the uncached query and remembers it; a miss
 * costs the uncached query plus the key check and one copy of the result.
 *
 * <p>The cache cannot change results, so it need not be hashed or snapshotted.
 */
public final class MeshContactCache {
    private static final int KIND_NONE = 0;
    private static final int KIND_HULL_MESH = 1;
    private static final int KIND_HULL_MESHES = 2;
    private static final int KIND_CAPSULE_MESH = 3;
    private static final int KIND_CAPSULE_MESHES = 4;

    private final MeshContactResult cached = new MeshContactResult();
    private int kind = KIND_NONE;
    private Object shape;
    private MeshBvh[] meshes = new MeshBvh[1];
    private int meshCount;
    private long qw;
    private long qx;
    private long qy;
    private long qz;
    private long px;
    private long py;
    private long pz;
    private long contactDistance;
    private long hits;
    private long misses;

    /** Forgets the last query: the next one is a miss. */
    public void clear() {
        kind = KIND_NONE;
        shape = null;
        for (int i = 0; i < meshCount; i++) {
            meshes[i] = null;
        }
        meshCount = 0;
    }

    /** Returns how many queries were answered from the cache since construction. */
    public long hits() {
        return hits;
    }

    /** Returns how many queries ran uncached since construction. */
    public long misses() {
        return misses;
    }

    /** As {@link MeshContacts#hullVsMesh}, answered from the cache when every input is bit-identical to the last query's. */
    public void hullVsMesh(ConvexHull hull, Transform placement, long contactDistance, MeshBvh bvh,
            MeshContactWorkspace workspace, MeshContactResult outResult) {
        if (!hit(KIND_HULL_MESH, hull, placement, contactDistance, bvh, null, outResult)) {
            MeshContacts.hullVsMesh(hull, placement, contactDistance, bvh, workspace, outResult);
            remember(KIND_HULL_MESH, hull, placement, contactDistance, bvh, null, outResult);
        }
    }

    /** As {@link MeshContacts#hullVsMeshes}, answered from the cache when every input is bit-identical to the last query's. */
    public void hullVsMeshes(ConvexHull hull, Transform placement, long contactDistance, MeshBvh[] bvhs,
            MeshContactWorkspace workspace, MeshContactResult outResult) {
        if (!hit(KIND_HULL_MESHES, hull, placement, contactDistance, null, bvhs, outResult)) {
            MeshContacts.hullVsMeshes(hull, placement, contactDistance, bvhs, workspace, outResult);
            remember(KIND_HULL_MESHES, hull, placement, contactDistance, null, bvhs, outResult);
        }
    }

    /** As {@link MeshContacts#capsuleVsMesh}, answered from the cache when every input is bit-identical to the last query's. */
    public void capsuleVsMesh(Capsule capsule, Transform placement, long contactDistance, MeshBvh bvh,
            MeshContactWorkspace workspace, MeshContactResult outResult) {
        if (!hit(KIND_CAPSULE_MESH, capsule, placement, contactDistance, bvh, null, outResult)) {
            MeshContacts.capsuleVsMesh(capsule, placement, contactDistance, bvh, workspace, outResult);
            remember(KIND_CAPSULE_MESH, capsule, placement, contactDistance, bvh, null, outResult);
        }
    }

    /** As {@link MeshContacts#capsuleVsMeshes}, answered from the cache when every input is bit-identical to the last query's. */
    public void capsuleVsMeshes(Capsule capsule, Transform placement, long contactDistance, MeshBvh[] bvhs,
            MeshContactWorkspace workspace, MeshContactResult outResult) {
        if (!hit(KIND_CAPSULE_MESHES, capsule, placement, contactDistance, null, bvhs, outResult)) {
            MeshContacts.capsuleVsMeshes(capsule, placement, contactDistance, bvhs, workspace, outResult);
            remember(KIND_CAPSULE_MESHES, capsule, placement, contactDistance, null, bvhs, outResult);
        }
    }

    /** On bit-identical inputs copies the cached result into {@code outResult} and returns true. */
    private boolean hit(int queryKind, Object queryShape, Transform placement, long distance, MeshBvh bvh,
            MeshBvh[] bvhs, MeshContactResult outResult) {
        boolean same = kind == queryKind && shape == queryShape && contactDistance == distance
                && placement.qw() == qw && placement.qx() == qx && placement.qy() == qy && placement.qz() == qz
                && placement.px() == px && placement.py() == py && placement.pz() == pz && sameMeshes(bvh, bvhs);
        if (same) {
            outResult.copyFrom(cached);
            hits++;
        } else {
            misses++;
        }
        return same;
    }

    private boolean sameMeshes(MeshBvh bvh, MeshBvh[] bvhs) {
        if (bvhs == null) {
            return meshCount == 1 && meshes[0] == bvh;
        }
        if (meshCount != bvhs.length) {
            return false;
        }
        for (int i = 0; i < meshCount; i++) {
            if (meshes[i] != bvhs[i]) {
                return false;
            }
        }
        return true;
    }

    private void remember(int queryKind, Object queryShape, Transform placement, long distance, MeshBvh bvh,
            MeshBvh[] bvhs, MeshContactResult result) {
        clear();
        int n = bvhs == null ? 1 : bvhs.length;
        if (meshes.length < n) {
            meshes = new MeshBvh[n];
        }
        if (bvhs == null) {
            meshes[0] = bvh;
        } else {
            System.arraycopy(bvhs, 0, meshes, 0, n);              // by element: the caller may refill its array
        }
        meshCount = n;
        kind = queryKind;
        shape = queryShape;
        contactDistance = distance;
        qw = placement.qw();
        qx = placement.qx();
        qy = placement.qy();
        qz = placement.qz();
        px = placement.px();
        py = placement.py();
        pz = placement.pz();
        cached.copyFrom(result);
    }
}
