package dev.lockstep.collision.shape;

/** Test-only door to the two support strategies of {@link ConvexHull}, for benchmarks. */
public final class HullSupportAccess {
    private HullSupportAccess() {
    }

    /** Returns {@link ConvexHull#supportByScan}. */
    public static int scan(ConvexHull hull, long dx, long dy, long dz) {
        return hull.supportByScan(dx, dy, dz);
    }

    /** Returns {@link ConvexHull#supportByClimbing}. */
    public static int climb(ConvexHull hull, long dx, long dy, long dz) {
        return hull.supportByClimbing(dx, dy, dz);
    }
}
