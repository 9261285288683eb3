package dev.lockstep.world;

import java.util.Arrays;

/**
 * Caller-owned results of an overlap query, sorted by shape key, then mesh index, then triangle
 * index (the static meshes, key {@link ContactEvents#MESH}, after every body shape). Reused across
 * queries; allocation-free in steady state.
 */
public final class OverlapResult {
    private int count;
    private long[] key = new long[8];
    private int[] body = new int[8];
    private int[] generation = new int[8];
    private int[] mesh = new int[8];
    private int[] triangle = new int[8];
    private int[] order = new int[8];
    private int[] scratch = new int[8];
    private final HitOrder.IndexComparator byKey = this::compareEntries;

    void clear() {
        count = 0;
    }

    void add(long shapeKey, int bodyIndex, int bodyGeneration, int meshIndex, int triangleIndex) {
        if (count == key.length) {
            int n = 2 * count;
            key = Arrays.copyOf(key, n);
            body = Arrays.copyOf(body, n);
            generation = Arrays.copyOf(generation, n);
            mesh = Arrays.copyOf(mesh, n);
            triangle = Arrays.copyOf(triangle, n);
            order = Arrays.copyOf(order, n);
            scratch = Arrays.copyOf(scratch, n);
        }
        int i = count++;
        key[i] = shapeKey;
        body[i] = bodyIndex;
        generation[i] = bodyGeneration;
        mesh[i] = meshIndex;
        triangle[i] = triangleIndex;
        order[i] = i;
    }

    void sort() {
        HitOrder.sort(order, scratch, count, byKey);
    }

    private int compareEntries(int a, int b) {
        int c = Long.compare(key[a], key[b]);
        if (c == 0) {
            c = Integer.compare(mesh[a], mesh[b]);
        }
        return c != 0 ? c : Integer.compare(triangle[a], triangle[b]);
    }

    /** Returns the number of shapes (and triangles) found. */
    public int count() {
        return count;
    }

    private int at(int i) {
        if (i < 0 || i >= count) {
            throw new IndexOutOfBoundsException("overlap " + i + " of " + count);
        }
        return order[i];
    }

    /** Returns the shape key of entry {@code i}, or {@link ContactEvents#MESH} for a triangle. */
    public long shapeKey(int i) {
        return key[at(i)];
    }

    /** Returns the body slot of entry {@code i} (for a triangle, the body that owns its mesh). */
    public int bodyIndex(int i) {
        return body[at(i)];
    }

    /** Returns the handle of the body of entry {@code i} (allocates a handle). */
    public BodyId body(int i) {
        int k = at(i);
        return new BodyId(body[k], generation[k]);
    }

    /** Returns the world's mesh index of entry {@code i}, or -1 for a body shape. */
    public int mesh(int i) {
        return mesh[at(i)];
    }

    /** Returns the triangle of entry {@code i}, or -1 for a body shape. */
    public int triangle(int i) {
        return triangle[at(i)];
    }
}
