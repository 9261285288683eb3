package dev.lockstep.collision.mesh;

import java.util.Arrays;

/**
 * Potential contacts recorded during the midphase pass (seed 000: face contacts and "delayed"
 * edge and vertex contacts), in flat growable arrays reused across queries, with the total sort
 * of section 5a: distance D (as the exact squared length from the shape's core to Cp, which
 * orders like D without a rounded square root), then mesh index, then triangle index, then
 * feature id.
 */
final class DelayedContacts {
    int count;
    int[] mesh = new int[32];
    int[] triangle = new int[32];
    int[] feature = new int[32];
    long[] distance = new long[32];
    long[] depth = new long[32];
    long[] normal = new long[96];
    long[] point = new long[96];
    long[] closest = new long[96];
    long[] keyHi = new long[32];
    long[] keyLo = new long[32];
    boolean[] complete = new boolean[32];
    /** True for a further point of the entry just before it in sorted order (same key, triangle and feature). */
    boolean[] follower = new boolean[32];
    int[] order = new int[32];

    void clear() {
        count = 0;
    }

    void add(int meshIndex, int t, int f, TriangleContact c) {
        if (count == mesh.length) {
            int n = 2 * count;
            mesh = Arrays.copyOf(mesh, n);
            triangle = Arrays.copyOf(triangle, n);
            feature = Arrays.copyOf(feature, n);
            distance = Arrays.copyOf(distance, n);
            depth = Arrays.copyOf(depth, n);
            normal = Arrays.copyOf(normal, 3 * n);
            point = Arrays.copyOf(point, 3 * n);
            closest = Arrays.copyOf(closest, 3 * n);
            keyHi = Arrays.copyOf(keyHi, n);
            keyLo = Arrays.copyOf(keyLo, n);
            complete = Arrays.copyOf(complete, n);
            follower = Arrays.copyOf(follower, n);
            order = Arrays.copyOf(order, n);
        }
        int i = count++;
        mesh[i] = meshIndex;
        triangle[i] = t;
        feature[i] = f;
        keyHi[i] = c.keyHi;
        keyLo[i] = c.keyLo;
        follower[i] = false;
        store(i, c);
    }

    /** Adds extra point {@code j} of face contact {@code c} as its own entry (same triangle, feature and normal). */
    void addExtraPoint(int meshIndex, int t, int f, TriangleContact c, int j) {
        add(meshIndex, t, f, c);
        int i = count - 1;
        depth[i] = c.extraDepth[j];
        System.arraycopy(c.extraPoint, 3 * j, point, 3 * i, 3);
        System.arraycopy(c.extraClosest, 3 * j, closest, 3 * i, 3);
        follower[i] = true;
    }

    /** Overwrites the geometric fields of entry {@code i} from {@code c}. */
    void store(int i, TriangleContact c) {
        complete[i] = c.complete;
        distance[i] = c.distance;
        depth[i] = c.depth;
        normal[3 * i] = c.normalX;
        normal[3 * i + 1] = c.normalY;
        normal[3 * i + 2] = c.normalZ;
        point[3 * i] = c.pointX;
        point[3 * i + 1] = c.pointY;
        point[3 * i + 2] = c.pointZ;
        closest[3 * i] = c.closestX;
        closest[3 * i + 1] = c.closestY;
        closest[3 * i + 2] = c.closestZ;
    }

    /** Fills {@link #order} with 0..count-1 sorted by the total key (stable insertion sort; counts are small). */
    void sort() {
        for (int i = 0; i < count; i++) {
            int x = i;
            int j = i - 1;
            while (j >= 0 && compare(order[j], x) > 0) {
                order[j + 1] = order[j];
                j--;
            }
            order[j + 1] = x;
        }
    }

    private int compare(int a, int b) {
        if (keyHi[a] != keyHi[b] || keyLo[a] != keyLo[b]) {
            return keyHi[a] != keyHi[b] ? Long.compare(keyHi[a], keyHi[b]) : Long.compareUnsigned(keyLo[a], keyLo[b]);
        }
        if (mesh[a] != mesh[b]) {
            return Integer.compare(mesh[a], mesh[b]);
        }
        if (triangle[a] != triangle[b]) {
            return Integer.compare(triangle[a], triangle[b]);
        }
        return Integer.compare(feature[a], feature[b]);
    }
}
