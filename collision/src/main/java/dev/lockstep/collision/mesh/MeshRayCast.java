package dev.lockstep.collision.mesh;

/**
 * One ray against one triangle, with exactly the arithmetic of {@link MeshBvh#raycast} (the same
 * {@link TriangleKernel} calls): for queries that want every hit along a ray rather than the first,
 * and for brute-force oracles that skip the tree. Candidates come from
 * {@link MeshBvh#querySegment}, the same cull {@code raycast} uses.
 */
public final class MeshRayCast {
    private MeshRayCast() {
    }

    /**
     * Casts the segment {@code o + f d}, {@code 0 <= f <= maxFraction}, against triangle {@code t}
     * of {@code mesh} (both sides) and writes the hit into {@code outHit} (reset first). Returns true
     * on a hit. Degenerate triangles (zero normal) and triangles parallel to the ray never hit.
     *
     * @throws IllegalArgumentException if {@code maxFraction} is outside {@code [0, ONE]} or a
     *     coordinate of the origin or of {@code d} exceeds {@link TriangleMesh#MAX_COORDINATE}
     */
    public static boolean castTriangle(TriangleMesh mesh, int t, long ox, long oy, long oz, long dx, long dy, long dz,
            long maxFraction, MeshContactWorkspace workspace, RayHit outHit) {
        checkRay(ox, oy, oz, dx, dy, dz, maxFraction);
        outHit.reset();
        TriangleKernel kernel = workspace.kernel;
        if (!kernel.load(mesh, t)) {
            return false;
        }
        long f = kernel.rayFraction(ox, oy, oz, dx, dy, dz, maxFraction);
        if (f < 0) {
            return false;
        }
        outHit.set(t, f, kernel.hitX, kernel.hitY, kernel.hitZ, kernel.nx, kernel.ny, kernel.nz);
        return true;
    }

    /**
     * Checks a ray for the mesh kernels' range.
     *
     * @throws IllegalArgumentException as {@link #castTriangle}
     */
    public static void checkRay(long ox, long oy, long oz, long dx, long dy, long dz, long maxFraction) {
        if (maxFraction < 0 || maxFraction > dev.lockstep.fixedpoint.Fixed.ONE) {
            throw new IllegalArgumentException("maxFraction raw " + maxFraction + " outside [0, ONE]");
        }
        TriangleKernel.checkQueryPoint(ox, oy, oz, "ray origin");
        TriangleKernel.checkQueryPoint(dx, dy, dz, "ray direction");
    }
}
