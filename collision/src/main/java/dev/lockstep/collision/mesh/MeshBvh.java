package dev.lockstep.collision.mesh;

import dev.lockstep.collision.CollisionTolerances;
import dev.lockstep.collision.shape.Aabb;

/**
 * A static AABB tree over the triangles of one {@link TriangleMesh}: the midphase of seed 000
 * ("the set of triangles from the mesh that the sphere overlaps").
 *
 * <p><b>Build rule</b> (deterministic, the tree is a function of the mesh alone): a node over
 * more than {@link #MAX_LEAF_TRIANGLES} triangles splits its triangles sorted by the total key
 * (centroid coordinate on the split axis, then triangle index) near the median: the lower
 * {@code 4 * ceil(L / 2)} go left, where {@code L = ceil(n / 4)} is the number of leaves the node
 * needs, so every leaf but the last of each subtree is full. The split axis is the longest axis of the node's centroid bounds
 * (ties: x before y before z). Centroids are compared as exact sums {@code a + b + c} (three
 * times the centroid, no division). Leaves list their triangles in increasing index order. The
 * partition is computed by a selection algorithm, but since the key is total the resulting sets
 * do not depend on how it is computed.
 *
 * <p><b>Layout</b> (flat arrays, no objects per node): nodes in depth-first pre-order; the left
 * child of an inner node is the next node, and every node stores its <em>escape</em> index (the
 * node after its subtree), so queries walk the array without a stack. Per node: 6 longs of
 * bounds (48 bytes) and 2 ints (escape, leaf range: 8 bytes); per triangle one int of the leaf
 * permutation. With full leaves there are about {@code n / 2} nodes for {@code n}
 * triangles, so about 32 bytes per triangle (measured in {@code MeshBvhBenchmark}, reported by
 * {@link #bytesUsed()}), on top of the mesh's 36 bytes per triangle-ish (12 per index, 24 per
 * vertex).
 *
 * <p><b>Queries</b> are allocation-free: they append to a caller-owned {@link TriangleList} or
 * write a caller-owned {@link RayHit}. Box tests use closed boxes and exact comparisons. The ray
 * query's arithmetic is described on {@link #raycast}.
 */
public final class MeshBvh {
    /** Largest number of triangles in a leaf. Four keeps the tree shallow and leaves cache-sized. */
    public static final int MAX_LEAF_TRIANGLES = 4;

    private final TriangleMesh mesh;
    private final long[] bounds;
    private final int[] escape;
    private final int[] leaf;       // (first << 3) | count for leaves, 0 for inner nodes
    private final int[] triangles;
    private final int depth;

    private MeshBvh(TriangleMesh mesh, long[] bounds, int[] escape, int[] leaf, int[] triangles, int depth) {
        this.mesh = mesh;
        this.bounds = bounds;
        this.escape = escape;
        this.leaf = leaf;
        this.triangles = triangles;
        this.depth = depth;
    }

    /** Returns the tree over all triangles of {@code mesh} (an empty mesh gives an empty tree). */
    public static MeshBvh build(TriangleMesh mesh) {
        return new MeshBvhBuilder(mesh).build();
    }

    static MeshBvh of(TriangleMesh mesh, long[] bounds, int[] escape, int[] leaf, int[] triangles, int depth) {
        return new MeshBvh(mesh, bounds, escape, leaf, triangles, depth);
    }

    public TriangleMesh mesh() {
        return mesh;
    }

    public int nodeCount() {
        return escape.length;
    }

    /** Returns the number of levels (1 for a single leaf, 0 for an empty tree). */
    public int depth() {
        return depth;
    }

    /** Returns the bytes held by the tree's arrays (not the mesh), excluding object headers. */
    public long bytesUsed() {
        return 8L * bounds.length + 4L * escape.length + 4L * leaf.length + 4L * triangles.length;
    }

    /**
     * Appends to {@code outTriangles} every triangle whose bounding box overlaps the closed box
     * (raw corners), in tree order. The list is not cleared first. Returns the number appended.
     */
    public int queryOverlap(long minX, long minY, long minZ, long maxX, long maxY, long maxZ, TriangleList outTriangles) {
        int found = 0;
        int n = escape.length;
        int i = 0;
        while (i < n) {
            int b = 6 * i;
            if (bounds[b] > maxX || bounds[b + 3] < minX || bounds[b + 1] > maxY || bounds[b + 4] < minY
                    || bounds[b + 2] > maxZ || bounds[b + 5] < minZ) {
                i = escape[i];
                continue;
            }
            int l = leaf[i];
            if (l != 0) {
                int first = l >>> 3;
                int end = first + (l & 7);
                for (int k = first; k < end; k++) {
                    int t = triangles[k];
                    if (triangleOverlaps(t, minX, minY, minZ, maxX, maxY, maxZ)) {
                        outTriangles.add(t);
                        found++;
                    }
                }
            }
            i++;
        }
        return found;
    }

    /** Convenience overload of {@link #queryOverlap(long, long, long, long, long, long, TriangleList)}. */
    public int queryOverlap(Aabb box, TriangleList outTriangles) {
        return queryOverlap(box.minX(), box.minY(), box.minZ(), box.maxX(), box.maxY(), box.maxZ(), outTriangles);
    }

    private boolean triangleOverlaps(int t, long minX, long minY, long minZ, long maxX, long maxY, long maxZ) {
        int va = mesh.vertex(t, 0);
        int vb = mesh.vertex(t, 1);
        int vc = mesh.vertex(t, 2);
        for (int axis = 0; axis < 3; axis++) {
            long a = mesh.coordinate(va, axis);
            long b = mesh.coordinate(vb, axis);
            long c = mesh.coordinate(vc, axis);
            long lo = Math.min(a, Math.min(b, c));
            long hi = Math.max(a, Math.max(b, c));
            long qlo = axis == 0 ? minX : axis == 1 ? minY : minZ;
            long qhi = axis == 0 ? maxX : axis == 1 ? maxY : maxZ;
            if (lo > qhi || hi < qlo) {
                return false;
            }
        }
        return true;
    }

    /**
     * Casts the segment {@code origin + f * direction}, {@code 0 <= f <= maxFraction}, against the
     * mesh (both triangle sides) and writes the first hit into {@code outHit}. Returns true on a hit.
     *
     * <p>Culling: a node is visited when the segment up to the best fraction found so far meets its
     * box grown by {@link #RAY_NODE_MARGIN} (an exact slab test), so a ray visits the nodes along
     * its path, {@code O(log n)} for a ray over a mesh of well-shaped triangles, instead of every
     * node its bounding box overlaps. The margin makes the cull looser than the triangle kernel
     * (whose rounded edge normals can accept a point a few ulps outside a triangle's box), so the
     * result is the brute force's over every triangle ({@code RayCastProperties}).
     *
     * <p>Arithmetic (see {@link TriangleKernel}): the triangle's unit normal is rounded once per
     * component; the fraction is {@code ((a - o) . n) / (d . n)}, each dot rounded once and the
     * quotient rounded once; the hit point is {@code o + d * f} rounded once per component; the
     * inside test uses exact signs of dot products with the rounded in-plane edge normals, closed
     * (points on an edge hit). Rays parallel to a triangle's plane (exact zero denominator) miss it.
     * First hit: smallest fraction, ties to the lowest triangle index.
     *
     * @param maxFraction raw, in {@code [0, ONE]}
     * @throws IllegalArgumentException if {@code maxFraction} is outside {@code [0, ONE]} or a
     *     coordinate of the origin or of {@code direction} exceeds {@link TriangleMesh#MAX_COORDINATE}
     */
    public boolean raycast(long ox, long oy, long oz, long dx, long dy, long dz, long maxFraction, RayHit outHit,
            MeshContactWorkspace workspace) {
        if (maxFraction < 0 || maxFraction > dev.lockstep.fixedpoint.Fixed.ONE) {
            throw new IllegalArgumentException("maxFraction raw " + maxFraction + " outside [0, ONE]");
        }
        TriangleKernel.checkQueryPoint(ox, oy, oz, "ray origin");
        TriangleKernel.checkQueryPoint(dx, dy, dz, "ray direction");
        outHit.reset();
        long best = maxFraction;
        TriangleKernel kernel = workspace.kernel;
        int n = escape.length;
        int i = 0;
        while (i < n) {
            if (!segmentMeetsNode(6 * i, ox, oy, oz, dx, dy, dz, best, 0, 0, 0)) {
                i = escape[i];
                continue;
            }
            int l = leaf[i];
            if (l != 0) {
                int first = l >>> 3;
                int end = first + (l & 7);
                for (int k = first; k < end; k++) {
                    int t = triangles[k];
                    if (!kernel.load(mesh, t)) {
                        continue;
                    }
                    long f = kernel.rayFraction(ox, oy, oz, dx, dy, dz, best);
                    if (f >= 0 && (f < best || f == best && (!outHit.hit() || t < outHit.triangle()) )) {
                        best = f;
                        outHit.set(t, f, kernel.hitX, kernel.hitY, kernel.hitZ, kernel.nx, kernel.ny, kernel.nz);
                    }
                }
            }
            i++;
        }
        return outHit.hit();
    }
    /**
     * Margin by which {@link #raycast} and {@link #querySegment} grow the node boxes: {@code 2^-16} m,
     * raw {@code 2^16} ({@code LINEAR_SLOP >> 6}). Covers the triangle kernel's rounding (edge normals
     * rounded once, hit fraction rounded once: at most {@code 2^-19} m along a ray of the largest
     * allowed length).
     */
    public static final long RAY_NODE_MARGIN = CollisionTolerances.LINEAR_SLOP >> 6;

    /**
     * Appends to {@code outTriangles} the triangles of every leaf whose box, grown by
     * {@link #RAY_NODE_MARGIN}, the segment {@code o + f d}, {@code 0 <= f <= maxFraction}, meets
     * (exact slab test), in tree order: the candidates of a query for every hit along a ray. The
     * list is not cleared first. Returns the number appended.
     *
     * @throws IllegalArgumentException as {@link #raycast}
     */
    public int querySegment(long ox, long oy, long oz, long dx, long dy, long dz, long maxFraction, TriangleList outTriangles) {
        return querySweep(ox, oy, oz, dx, dy, dz, maxFraction, 0, 0, 0, outTriangles);
    }

    /**
     * Appends to {@code outTriangles} the triangles of every leaf whose box, grown by
     * {@code (hx, hy, hz)} plus {@link #RAY_NODE_MARGIN}, the segment {@code o + f d},
     * {@code 0 <= f <= maxFraction}, meets: the candidates of a swept box of half extents
     * {@code h} whose centre follows the segment (a shape cast), in tree order. Not cleared first.
     * Returns the number appended.
     *
     * @throws IllegalArgumentException as {@link #raycast}, or if a half extent is negative or
     *     above {@link TriangleMesh#MAX_COORDINATE}
     */
    public int querySweep(long ox, long oy, long oz, long dx, long dy, long dz, long maxFraction, long hx, long hy, long hz,
            TriangleList outTriangles) {
        MeshRayCast.checkRay(ox, oy, oz, dx, dy, dz, maxFraction);
        long max = TriangleMesh.MAX_COORDINATE;
        if (hx < 0 || hy < 0 || hz < 0 || hx > max || hy > max || hz > max) {
            throw new IllegalArgumentException("sweep half extents raw (" + hx + ", " + hy + ", " + hz + ") outside [0, 2^45]");
        }
        int found = 0;
        int n = escape.length;
        int i = 0;
        while (i < n) {
            if (!segmentMeetsNode(6 * i, ox, oy, oz, dx, dy, dz, maxFraction, hx, hy, hz)) {
                i = escape[i];
                continue;
            }
            int l = leaf[i];
            if (l != 0) {
                int first = l >>> 3;
                int end = first + (l & 7);
                for (int k = first; k < end; k++) {
                    outTriangles.add(triangles[k]);
                    found++;
                }
            }
            i++;
        }
        return found;
    }

    /**
     * Returns whether {@code o + f d}, {@code 0 <= f <= limit}, meets node box {@code b} grown by
     * {@link #RAY_NODE_MARGIN} plus {@code (hx, hy, hz)}: per axis the slab's entry and exit kept as exact rationals
     * {@code num / |d|} and compared by 128-bit cross products. With coordinates inside
     * {@link TriangleMesh#MAX_COORDINATE} (half extents too) the numerators stay below {@code 2^48}
     * and every product below {@code 2^94}.
     */
    private boolean segmentMeetsNode(int b, long ox, long oy, long oz, long dx, long dy, long dz, long limit, long hx, long hy,
            long hz) {
        return dev.lockstep.collision.ray.SegmentSlabs.meets(ox, oy, oz, dx, dy, dz, bounds, b, RAY_NODE_MARGIN + hx,
                RAY_NODE_MARGIN + hy, RAY_NODE_MARGIN + hz, limit);
    }
}
