package dev.lockstep.collision.mesh;

import java.util.Arrays;

/**
 * A caller-owned, reusable list of triangle indices: the result buffer of {@link MeshBvh} queries.
 * It grows (doubling) only when a query returns more triangles than ever before, so repeated
 * queries of similar size allocate nothing.
 */
public final class TriangleList {
    private int[] items;
    private int size;

    public TriangleList() {
        this(64);
    }

    public TriangleList(int initialCapacity) {
        items = new int[Math.max(1, initialCapacity)];
    }

    public void clear() {
        size = 0;
    }

    public int size() {
        return size;
    }

    /** Returns the {@code i}-th triangle index, {@code 0 <= i < size()}. */
    public int get(int i) {
        if (i >= size) {
            throw new IndexOutOfBoundsException("index " + i + " of " + size);
        }
        return items[i];
    }

    public void add(int triangle) {
        if (size == items.length) {
            items = Arrays.copyOf(items, 2 * items.length);
        }
        items[size++] = triangle;
    }

    /** Returns a copy of the contents (tests and tools). */
    public int[] toArray() {
        return Arrays.copyOf(items, size);
    }
}
