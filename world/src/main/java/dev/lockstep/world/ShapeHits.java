package dev.lockstep.world;

import java.util.Arrays;

/**
 * The columns every query result shares: which shape or triangle an entry names (shape key, body
 * slot and generation, mesh and triangle index) and the entry order after sorting. The result
 * classes add their own columns (a ray's fraction, point and normal) and sort with a comparator
 * that ends in {@link #compareShapes}, so two entries are ordered by shape key, then mesh index,
 * then triangle index whenever their own columns tie: a total order that never depends on how the
 * shapes were found. Arrays grow by doubling and are kept, so a result reused across queries
 * allocates nothing in steady state.
 */
final class ShapeHits {
    private int count;
    private long[] key;
    private int[] body;
    private int[] generation;
    private int[] mesh;
    private int[] triangle;
    private int[] order;
    private int[] scratch;

    ShapeHits(int capacity) {
        key = new long[capacity];
        body = new int[capacity];
        generation = new int[capacity];
        mesh = new int[capacity];
        triangle = new int[capacity];
        order = new int[capacity];
        scratch = new int[capacity];
    }

    void clear() {
        count = 0;
    }

    int count() {
        return count;
    }

    /** The entry capacity; a result with columns of its own grows them when this grows. */
    int capacity() {
        return key.length;
    }

    /** Appends an entry and returns its index (its position before sorting). */
    int add(long shapeKey, int bodyIndex, int bodyGeneration, int meshIndex, int triangleIndex) {
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
        return i;
    }

    /** Compares entries (by index before sorting) by shape key, then mesh index, then triangle index. */
    int compareShapes(int a, int b) {
        int c = Long.compare(key[a], key[b]);
        if (c == 0) {
            c = Integer.compare(mesh[a], mesh[b]);
        }
        return c != 0 ? c : Integer.compare(triangle[a], triangle[b]);
    }

    /** Puts the entries in {@code cmp}'s order (a stable merge sort of indices; no allocation). */
    void sort(HitOrder.IndexComparator cmp) {
        HitOrder.sort(order, scratch, count, cmp);
    }

    /** The index before sorting of sorted entry {@code i}; {@code what} names an entry in the error. */
    int at(int i, String what) {
        if (i < 0 || i >= count) {
            throw new IndexOutOfBoundsException(what + " " + i + " of " + count);
        }
        return order[i];
    }

    long shapeKey(int k) {
        return key[k];
    }

    int bodyIndex(int k) {
        return body[k];
    }

    BodyId body(int k) {
        return new BodyId(body[k], generation[k]);
    }

    int mesh(int k) {
        return mesh[k];
    }

    int triangle(int k) {
        return triangle[k];
    }
}
