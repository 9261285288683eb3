package dev.lockstep.world;

import java.util.Arrays;

/**
 * Caller-owned hits of a ray query, in the documented order: fraction ascending, then shape key
 * ascending (the static meshes, key {@link ContactEvents#MESH}, after every body shape), then mesh
 * index, then triangle index. A total order on the hits, so it never depends on how the shapes
 * were found. Reused across queries: arrays grow when needed and are kept, so a query in steady
 * state allocates nothing (except {@link #body}, which makes a handle).
 *
 * <p>Per hit (raw Q31.32): the fraction {@code f} of the ray's translation, the point
 * {@code origin + translation * f} (each product rounded once), and the unit surface normal in the
 * world frame, facing the ray for meshes (a mesh is hit on either side).
 */
public final class RayCastResult {
    private final ShapeHits hits = new ShapeHits(4);
    private long[] fraction = new long[4];
    private long[] point = new long[12];
    private long[] normal = new long[12];
    /** Made once: a method reference per sort would allocate. */
    private final HitOrder.IndexComparator byHitOrder = this::compareHits;

    void clear() {
        hits.clear();
    }

    void add(long f, long shapeKey, int bodyIndex, int bodyGeneration, int meshIndex, int triangleIndex, long px, long py,
            long pz, long nx, long ny, long nz) {
        int i = hits.add(shapeKey, bodyIndex, bodyGeneration, meshIndex, triangleIndex);
        if (fraction.length < hits.capacity()) {
            int n = hits.capacity();
            fraction = Arrays.copyOf(fraction, n);
            point = Arrays.copyOf(point, 3 * n);
            normal = Arrays.copyOf(normal, 3 * n);
        }
        fraction[i] = f;
        point[3 * i] = px;
        point[3 * i + 1] = py;
        point[3 * i + 2] = pz;
        normal[3 * i] = nx;
        normal[3 * i + 1] = ny;
        normal[3 * i + 2] = nz;
    }

    /** Puts the hits in the documented order (a stable merge sort of indices; no allocation). */
    void sort() {
        hits.sort(byHitOrder);
    }

    private int compareHits(int a, int b) {
        int c = Long.compare(fraction[a], fraction[b]);
        return c != 0 ? c : hits.compareShapes(a, b);
    }

    /** Returns the number of hits. */
    public int count() {
        return hits.count();
    }

    private int at(int i) {
        return hits.at(i, "hit");
    }

    /** Returns the raw fraction of hit {@code i}. */
    public long fraction(int i) {
        return fraction[at(i)];
    }

    /** Returns the shape key of hit {@code i}: {@code body index * 2^16 + ordinal}, or {@link ContactEvents#MESH}. */
    public long shapeKey(int i) {
        return hits.shapeKey(at(i));
    }

    /** Returns the body slot of hit {@code i} (for a mesh, the body that owns it). */
    public int bodyIndex(int i) {
        return hits.bodyIndex(at(i));
    }

    /** Returns the handle of the body of hit {@code i} (allocates a handle). */
    public BodyId body(int i) {
        return hits.body(at(i));
    }

    /** Returns the world's mesh index of hit {@code i}, or -1 for a body shape. */
    public int mesh(int i) {
        return hits.mesh(at(i));
    }

    /** Returns the triangle of hit {@code i} within its mesh, or -1 for a body shape. */
    public int triangle(int i) {
        return hits.triangle(at(i));
    }

    public long pointX(int i) {
        return point[3 * at(i)];
    }

    public long pointY(int i) {
        return point[3 * at(i) + 1];
    }

    public long pointZ(int i) {
        return point[3 * at(i) + 2];
    }

    public long normalX(int i) {
        return normal[3 * at(i)];
    }

    public long normalY(int i) {
        return normal[3 * at(i) + 1];
    }

    public long normalZ(int i) {
        return normal[3 * at(i) + 2];
    }
}
