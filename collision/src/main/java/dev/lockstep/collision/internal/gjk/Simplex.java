package dev.lockstep.collision.internal.gjk;

/**
 * GJK's simplex: 1 to 4 {@link SupportPoint}s of {@code A - B} (A's frame), the barycentric
 * weights of the closest point to the origin, and that closest point {@code v}. After
 * {@link GjkLoop} returns it holds the terminating simplex, already reduced to the vertices that
 * support {@code v} (or the full tetrahedron that encloses the origin); EPA starts from it.
 *
 * <p>A mutable object owned by a {@link GjkScratch}.
 */
public final class Simplex {
    private final SupportPoint[] points = {new SupportPoint(), new SupportPoint(), new SupportPoint(), new SupportPoint()};
    private final long[] weights = new long[4];
    private int count;
    private long vx;
    private long vy;
    private long vz;
    private boolean enclosesOrigin;

    /** Returns the number of vertices, 0 to 4. */
    public int count() {
        return count;
    }

    /** Returns vertex {@code i} (0-based, below {@link #count()}); a live view, do not keep it. */
    public SupportPoint point(int i) {
        return points[i];
    }

    /** Returns the raw weight of vertex {@code i} in the closest point (0 when the origin is enclosed). */
    public long weight(int i) {
        return weights[i];
    }

    /** Returns the raw x of the closest point {@code v} of the simplex to the origin. */
    public long closestX() {
        return vx;
    }

    /** Returns the raw y of the closest point {@code v}. */
    public long closestY() {
        return vy;
    }

    /** Returns the raw z of the closest point {@code v}. */
    public long closestZ() {
        return vz;
    }

    /** Returns true when the simplex is a tetrahedron containing the origin (inside or on a face). */
    public boolean enclosesOrigin() {
        return enclosesOrigin;
    }

    /** Returns true when the closest point is exactly the origin (overlap or touching cores). */
    public boolean touchesOrigin() {
        return enclosesOrigin || (vx | vy | vz) == 0;
    }

    void clear() {
        count = 0;
        vx = 0;
        vy = 0;
        vz = 0;
        enclosesOrigin = false;
    }

    /** Appends a copy of {@code p}. */
    void add(SupportPoint p) {
        points[count++].set(p);
    }

    /** Returns true when a vertex came from the same pair of features as {@code p}. */
    boolean containsFeatures(SupportPoint p) {
        for (int i = 0; i < count; i++) {
            if (points[i].sameFeatures(p)) {
                return true;
            }
        }
        return false;
    }

    SupportPoint[] points() {
        return points;
    }

    /** Keeps the vertices in {@code solution.mask} (in slot order) with their weights, and {@code v}. */
    void reduceTo(SubSimplex solution) {
        int n = 0;
        for (int i = 0; i < count; i++) {
            if ((solution.mask & (1 << i)) != 0) {
                if (n != i) {
                    points[n].set(points[i]);
                }
                weights[n] = solution.weight[i];
                n++;
            }
        }
        for (int i = n; i < 4; i++) {
            weights[i] = 0;
        }
        count = n;
        vx = solution.vx;
        vy = solution.vy;
        vz = solution.vz;
        enclosesOrigin = solution.enclosesOrigin;
    }

    /**
     * Snaps the closest point to the origin when it is within the rounding noise of the solver
     * (see {@link SimplexSolver#closestPointNoise}); returns true when it did. Such a {@code v} has
     * no reliable direction or length, so no termination test may treat it as a separation.
     */
    boolean snapToOriginWithinNoise() {
        if (count < 2 || enclosesOrigin || (vx | vy | vz) == 0) {
            return false;
        }
        long extent = 0;
        for (int i = 1; i < count; i++) {
            extent = Math.max(extent, Scaling.maxMagnitude(points[i].wx - points[0].wx, points[i].wy - points[0].wy,
                    points[i].wz - points[0].wz));
        }
        if (Scaling.maxMagnitude(vx, vy, vz) > SimplexSolver.closestPointNoise(extent)) {
            return false;
        }
        vx = 0;
        vy = 0;
        vz = 0;
        return true;
    }

    /** Copies {@code s} into this simplex. */
    void set(Simplex s) {
        count = s.count;
        for (int i = 0; i < 4; i++) {
            points[i].set(s.points[i]);
            weights[i] = s.weights[i];
        }
        vx = s.vx;
        vy = s.vy;
        vz = s.vz;
        enclosesOrigin = s.enclosesOrigin;
    }
}
