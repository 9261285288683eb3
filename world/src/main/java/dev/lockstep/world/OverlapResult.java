package dev.lockstep.world;

/**
 * Caller-owned results of an overlap query, sorted by shape key, then mesh index, then triangle
 * index (the static meshes, key {@link ContactEvents#MESH}, after every body shape). Reused across
 * queries; allocation-free in steady state.
 */
public final class OverlapResult {
    private final ShapeHits hits = new ShapeHits(8);
    private final HitOrder.IndexComparator byShape = hits::compareShapes;

    void clear() {
        hits.clear();
    }

    void add(long shapeKey, int bodyIndex, int bodyGeneration, int meshIndex, int triangleIndex) {
        hits.add(shapeKey, bodyIndex, bodyGeneration, meshIndex, triangleIndex);
    }

    void sort() {
        hits.sort(byShape);
    }

    /** Returns the number of shapes (and triangles) found. */
    public int count() {
        return hits.count();
    }

    private int at(int i) {
        return hits.at(i, "overlap");
    }

    /** Returns the shape key of entry {@code i}, or {@link ContactEvents#MESH} for a triangle. */
    public long shapeKey(int i) {
        return hits.shapeKey(at(i));
    }

    /** Returns the body slot of entry {@code i} (for a triangle, the body that owns its mesh). */
    public int bodyIndex(int i) {
        return hits.bodyIndex(at(i));
    }

    /** Returns the handle of the body of entry {@code i} (allocates a handle). */
    public BodyId body(int i) {
        return hits.body(at(i));
    }

    /** Returns the world's mesh index of entry {@code i}, or -1 for a body shape. */
    public int mesh(int i) {
        return hits.mesh(at(i));
    }

    /** Returns the triangle of entry {@code i}, or -1 for a body shape. */
    public int triangle(int i) {
        return hits.triangle(at(i));
    }
}
