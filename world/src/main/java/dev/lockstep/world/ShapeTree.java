package dev.lockstep.world;

import dev.lockstep.collision.ray.RaySegment;
import java.util.Arrays;
import java.util.Comparator;

/**
 * The queries' candidate search over the body shapes: a static AABB tree over the shapes' fat
 * boxes, rebuilt from scratch when a fat box, a body or a shape changed since the last build
 * ({@link BroadPhase#version}). Queries then visit {@code O(log n + k)} nodes instead of every
 * shape.
 *
 * <p><b>Build rule</b> (a function of the live shapes and their fat boxes alone, never of history):
 * a node over more than {@link #MAX_LEAF_SHAPES} shapes sorts them by the total key (centre on the
 * longest axis of the node's centre bounds as the exact sum {@code min + max}, ties x before y
 * before z; then shape key) and splits at the middle. Nodes in depth-first pre-order with escape
 * indices (as {@code MeshBvh}).
 *
 * <p><b>Order never depends on the tree</b>: a query collects the candidates and hands them out
 * sorted by shape key ({@link #sortByKey}), so the callers run exactly the per-shape loop of a
 * linear scan in key order, only over fewer shapes. Culls are conservative (closed boxes, exact
 * tests), and every candidate is then tested against its own fat box as before.
 *
 * <p>Cost: a rebuild is {@code O(n log n)} and allocates (the sort's comparator, array growth);
 * a world stepped between every query batch pays one rebuild per step on its first query.
 */
final class ShapeTree {
    /** Most shapes in a leaf: 4, as {@code MeshBvh}. */
    static final int MAX_LEAF_SHAPES = 4;

    private long builtVersion = -1;
    private BodyShape[] shapes = new BodyShape[16];
    private int shapeCount;
    private long[] bounds = new long[6 * 16];
    private int[] escape = new int[16];
    /** {@code (first << 3) | count} for leaves (count 1..4), 0 for inner nodes. */
    private int[] leaf = new int[16];
    private int nodeCount;

    /** Candidates of the last query, in key order after {@link #sortByKey}. */
    private BodyShape[] found = new BodyShape[16];
    private int foundCount;
    private int[] order = new int[16];
    private int[] scratch = new int[16];
    private final HitOrder.IndexComparator byKey = (a, b) -> Long.compare(found[a].key, found[b].key);

    /** Rebuilds the tree when the world's shapes or fat boxes changed since the last build. */
    void refresh(World world) {
        long version = world.broadPhase().version;
        if (version == builtVersion) {
            return;
        }
        builtVersion = version;
        Bodies bodies = world.bodies;
        shapeCount = 0;
        for (int i = 0; i < bodies.count; i++) {
            if (!bodies.alive(i)) {
                continue;
            }
            for (BodyShape s : bodies.shapes[i]) {
                if (shapeCount == shapes.length) {
                    shapes = Arrays.copyOf(shapes, 2 * shapeCount);
                }
                shapes[shapeCount++] = s;
            }
        }
        int maxNodes = Math.max(1, 2 * shapeCount);
        if (escape.length < maxNodes) {
            escape = new int[maxNodes];
            leaf = new int[maxNodes];
            bounds = new long[6 * maxNodes];
        }
        nodeCount = 0;
        if (shapeCount > 0) {
            build(0, shapeCount);
        }
    }

    private int build(int lo, int hi) {
        int node = nodeCount++;
        int b = 6 * node;
        long cMinX = Long.MAX_VALUE;
        long cMinY = Long.MAX_VALUE;
        long cMinZ = Long.MAX_VALUE;
        long cMaxX = Long.MIN_VALUE;
        long cMaxY = Long.MIN_VALUE;
        long cMaxZ = Long.MIN_VALUE;
        for (int k = 0; k < 3; k++) {
            bounds[b + k] = Long.MAX_VALUE;
            bounds[b + 3 + k] = Long.MIN_VALUE;
        }
        for (int i = lo; i < hi; i++) {
            long[] f = shapes[i].fat;
            for (int k = 0; k < 3; k++) {
                bounds[b + k] = Math.min(bounds[b + k], f[k]);
                bounds[b + 3 + k] = Math.max(bounds[b + 3 + k], f[k + 3]);
            }
            cMinX = Math.min(cMinX, f[0] + f[3]);
            cMaxX = Math.max(cMaxX, f[0] + f[3]);
            cMinY = Math.min(cMinY, f[1] + f[4]);
            cMaxY = Math.max(cMaxY, f[1] + f[4]);
            cMinZ = Math.min(cMinZ, f[2] + f[5]);
            cMaxZ = Math.max(cMaxZ, f[2] + f[5]);
        }
        if (hi - lo <= MAX_LEAF_SHAPES) {
            leaf[node] = (lo << 3) | (hi - lo);
            escape[node] = nodeCount;
            return node;
        }
        leaf[node] = 0;
        long ex = cMaxX - cMinX;
        long ey = cMaxY - cMinY;
        long ez = cMaxZ - cMinZ;
        int axis = ex >= ey && ex >= ez ? 0 : ey >= ez ? 1 : 2;
        Arrays.sort(shapes, lo, hi, AXIS_ORDER[axis]);
        int mid = lo + (hi - lo) / 2;
        build(lo, mid);
        build(mid, hi);
        escape[node] = nodeCount;
        return node;
    }

    /** Per axis: (centre as min + max, then key), a total order. Made once: no per-build lambdas. */
    private static final Comparator<BodyShape>[] AXIS_ORDER = axisOrders();

    @SuppressWarnings("unchecked")
    private static Comparator<BodyShape>[] axisOrders() {
        Comparator<BodyShape>[] c = new Comparator[3];
        for (int axis = 0; axis < 3; axis++) {
            int k = axis;
            c[axis] = (p, q) -> {
                int r = Long.compare(p.fat[k] + p.fat[k + 3], q.fat[k] + q.fat[k + 3]);
                return r != 0 ? r : Long.compare(p.key, q.key);
            };
        }
        return c;
    }

    /** Collects the shapes of every leaf whose box the segment {@code 0 <= f <= limit} meets; returns the count. */
    int querySegment(RaySegment r, long limit) {
        foundCount = 0;
        int i = 0;
        while (i < nodeCount) {
            if (!WorldQueries.segmentTouchesBox(r, bounds, 6 * i, limit)) {
                i = escape[i];
                continue;
            }
            collectLeaf(i);
            i++;
        }
        return foundCount;
    }

    /** Collects the shapes of every leaf whose box overlaps the closed box {@code q}; returns the count. */
    int queryBox(long[] q) {
        foundCount = 0;
        int i = 0;
        while (i < nodeCount) {
            int b = 6 * i;
            if (bounds[b] > q[3] || q[0] > bounds[b + 3] || bounds[b + 1] > q[4] || q[1] > bounds[b + 4] || bounds[b + 2] > q[5]
                    || q[2] > bounds[b + 5]) {
                i = escape[i];
                continue;
            }
            collectLeaf(i);
            i++;
        }
        return foundCount;
    }

    private void collectLeaf(int node) {
        int l = leaf[node];
        if (l == 0) {
            return;
        }
        int first = l >>> 3;
        for (int k = first, end = first + (l & 7); k < end; k++) {
            if (foundCount == found.length) {
                found = Arrays.copyOf(found, 2 * foundCount);
                order = new int[found.length];
                scratch = new int[found.length];
            }
            found[foundCount++] = shapes[k];
        }
    }

    /** Puts the candidates in key order (a stable merge sort of indices); read them with {@link #candidate}. */
    void sortByKey() {
        for (int i = 0; i < foundCount; i++) {
            order[i] = i;
        }
        HitOrder.sort(order, scratch, foundCount, byKey);
    }

    /** Returns candidate {@code i} in key order (after {@link #sortByKey}). */
    BodyShape candidate(int i) {
        return found[order[i]];
    }

    /** Returns the number of candidates of the last query. */
    int foundCount() {
        return foundCount;
    }

    /** Returns the number of nodes (for tests). */
    int nodeCount() {
        return nodeCount;
    }
}
