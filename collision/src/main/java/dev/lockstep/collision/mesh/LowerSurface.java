package dev.lockstep.collision.mesh;

/**
 * The hull's lower surface clipped to the loaded triangle's closed prism ({@link LowerSurfaceClip}):
 * {@link #count} distinct points (0: the hull is not over the triangle), each with its height
 * above the triangle's plane (raw, one rounded dot) and the set of the prism's side planes it lies
 * on by construction (bit {@code e} for side plane {@code e}). Owned by one
 * {@link HullTriangleContact}, overwritten by each clip.
 */
final class LowerSurface {
    long[] point = new long[3 * 32];
    long[] height = new long[32];
    int[] mask = new int[32];
    int count;

    /** Makes room for {@code capacity} points. */
    void ensure(int capacity) {
        if (height.length < capacity) {
            point = new long[3 * capacity];
            height = new long[capacity];
            mask = new int[capacity];
        }
    }

    /** Returns the lowest height, raw; needs {@code count > 0}. */
    long lowestHeight() {
        long[] height = this.height;
        long lowest = height[0];
        for (int i = 1; i < count; i++) {
            lowest = Math.min(lowest, height[i]);
        }
        return lowest;
    }

    /**
     * Returns the triangle feature under the lowest point (the one on the fewest side planes among
     * those at {@code lowest}, then the lowest index): FACE inside, EDGE k on side plane k, VERTEX
     * k on the two planes through corner k.
     */
    int lowestPointFeature(long lowest) {
        int m = 7;
        for (int i = 0; i < count; i++) {
            if (height[i] == lowest && Integer.bitCount(mask[i]) < Integer.bitCount(m)) {
                m = mask[i];
            }
        }
        switch (m) {
            case 0:
                return MeshFeature.FACE;
            case 1:
            case 2:
            case 4:
                return MeshFeature.EDGE_0 + Integer.numberOfTrailingZeros(m);
            case 3:
                return MeshFeature.VERTEX_0 + 1;
            case 6:
                return MeshFeature.VERTEX_0 + 2;
            default:
                return MeshFeature.VERTEX_0;                          // planes 2 and 0 meet at corner 0
        }
    }
}
