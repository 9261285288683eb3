package dev.lockstep.collision.gjk;

import dev.lockstep.fixedpoint.MutableVec3;
import dev.lockstep.fixedpoint.Transform;
import dev.lockstep.fixedpoint.Vec3;

/**
 * The caller-owned, reusable result of a distance query ({@link Gjk#distance}, or the combined
 * GJK+EPA query). Every query resets it and fills it; nothing is allocated. Raw Q31.32, world frame.
 *
 * <p>What each output holds:
 * <ul>
 *   <li><b>separated cores</b> ({@code !coresOverlap()}): {@link #coreDistance()} {@code > 0};
 *       {@link #distance()} {@code = coreDistance - rA - rB} (negative when the radii overlap);
 *       {@link #normalX()} etc. the unit normal from A to B; {@code pointA}/{@code pointB} the
 *       closest points of the full shapes (core closest point moved by the radius along the normal),
 *       so {@code pointB - pointA = distance * normal} up to rounding.</li>
 *   <li><b>overlapping or touching cores, from GJK alone</b>: {@code coresOverlap()}, core distance 0,
 *       {@code distance = -(rA + rB)} (an upper bound of the signed distance), normal and points zero.</li>
 *   <li><b>overlapping cores, from the combined query</b>: {@link #penetrating()};
 *       {@code coreDistance = -coreDepth}, {@code distance = -(coreDepth + rA + rB)}, the EPA
 *       normal (A to B) and witness points with radii applied.</li>
 * </ul>
 * The feature sets are the distinct feature indices (as returned by {@code SupportMap.supportCore})
 * of the vertices that support the closest points, on A and on B, ascending: those of the terminating
 * GJK simplex, or of EPA's witness triangle when penetrating. For example one index on A and two on
 * B is a vertex of A against an edge of B.
 */
public final class DistanceResult {
    boolean coresOverlap;
    boolean penetrating;
    long coreDistance;
    long distance;
    private long nx, ny, nz;
    private long pax, pay, paz;
    private long pbx, pby, pbz;
    private final int[] featuresA = new int[4];
    private final int[] featuresB = new int[4];
    private int featureCountA;
    private int featureCountB;
    GjkTermination termination = GjkTermination.CONVERGED;
    int iterations;

    /** Returns true when the core shapes overlap or touch (GJK found the origin in {@code A - B}). */
    public boolean coresOverlap() {
        return coresOverlap;
    }

    /** Returns true when the combined query ran EPA and {@link #distance()} is minus a penetration depth. */
    public boolean penetrating() {
        return penetrating;
    }

    /** Returns the raw signed distance between the full shapes (negative when they overlap). */
    public long distance() {
        return distance;
    }

    /** Returns the raw signed distance between the core shapes (radii not applied). */
    public long coreDistance() {
        return coreDistance;
    }

    /** Returns the raw x of the unit normal from A to B (world). */
    public long normalX() {
        return nx;
    }

    /** Returns the raw y of the unit normal from A to B (world). */
    public long normalY() {
        return ny;
    }

    /** Returns the raw z of the unit normal from A to B (world). */
    public long normalZ() {
        return nz;
    }

    /** Returns the normal as a value (allocates; for tests and tools). */
    public Vec3 normal() {
        return new Vec3(nx, ny, nz);
    }

    /** Returns the point on A as a value (allocates). */
    public Vec3 pointA() {
        return new Vec3(pax, pay, paz);
    }

    /** Returns the point on B as a value (allocates). */
    public Vec3 pointB() {
        return new Vec3(pbx, pby, pbz);
    }

    /** Writes the normal into {@code out}. */
    public void normalInto(MutableVec3 out) {
        out.set(nx, ny, nz);
    }

    /** Writes the point on A into {@code out}. */
    public void pointAInto(MutableVec3 out) {
        out.set(pax, pay, paz);
    }

    /** Writes the point on B into {@code out}. */
    public void pointBInto(MutableVec3 out) {
        out.set(pbx, pby, pbz);
    }

    /**
     * Returns how many distinct features of A support the closest point (1 vertex, 2 edge, 3 face):
     * of GJK's terminating simplex, or, when {@link #penetrating()}, of EPA's witness triangle
     * (vertices with a non-zero weight).
     */
    public int featureCountA() {
        return featureCountA;
    }

    /** Returns the {@code i}-th distinct feature index of A, ascending. */
    public int featureA(int i) {
        return featuresA[i];
    }

    /** Returns how many distinct features of B support the closest point. */
    public int featureCountB() {
        return featureCountB;
    }

    /** Returns the {@code i}-th distinct feature index of B, ascending. */
    public int featureB(int i) {
        return featuresB[i];
    }

    /** Returns why GJK stopped. */
    public GjkTermination termination() {
        return termination;
    }

    /** Returns the number of GJK iterations. */
    public int iterations() {
        return iterations;
    }

    /**
     * Overwrites the geometric outputs with an overlap result from another producer (EPA): sets
     * {@link #penetrating()}, core distance {@code -coreDepth}, distance {@code -depth}, and the
     * world normal and points. Keeps the feature sets (see {@link #setFeatures}), GJK termination and
     * iteration count.
     */
    public void setPenetration(long coreDepth, long depth, long normalX, long normalY, long normalZ,
                               long pointAX, long pointAY, long pointAZ, long pointBX, long pointBY, long pointBZ) {
        coresOverlap = true;
        penetrating = true;
        coreDistance = -coreDepth;
        distance = -depth;
        nx = normalX;
        ny = normalY;
        nz = normalZ;
        pax = pointAX;
        pay = pointAY;
        paz = pointAZ;
        pbx = pointBX;
        pby = pointBY;
        pbz = pointBZ;
    }

    void reset() {
        coresOverlap = false;
        penetrating = false;
        coreDistance = 0;
        distance = 0;
        nx = ny = nz = 0;
        pax = pay = paz = 0;
        pbx = pby = pbz = 0;
        featureCountA = 0;
        featureCountB = 0;
        iterations = 0;
    }

    /** Sets normal and points from A-frame values, mapping them to the world with {@code ta}. */
    void setWorld(Transform ta, long lnx, long lny, long lnz, long lax, long lay, long laz,
                  long lbx, long lby, long lbz, MutableVec3 tmp) {
        ta.applyToVectorInto(lnx, lny, lnz, tmp);
        nx = tmp.x;
        ny = tmp.y;
        nz = tmp.z;
        ta.applyToPointInto(lax, lay, laz, tmp);
        pax = tmp.x;
        pay = tmp.y;
        paz = tmp.z;
        ta.applyToPointInto(lbx, lby, lbz, tmp);
        pbx = tmp.x;
        pby = tmp.y;
        pbz = tmp.z;
    }

    /**
     * Overwrites the feature sets (for producers in other packages, EPA): the first {@code countA}
     * entries of {@code a} and {@code countB} of {@code b}, each already distinct and ascending,
     * at most 4.
     */
    public void setFeatures(int countA, int[] a, int countB, int[] b) {
        featureCountA = countA;
        featureCountB = countB;
        System.arraycopy(a, 0, featuresA, 0, countA);
        System.arraycopy(b, 0, featuresB, 0, countB);
    }

    void setFeatures(Simplex s) {
        featureCountA = 0;
        featureCountB = 0;
        for (int i = 0; i < s.count(); i++) {
            featureCountA = insertDistinct(featuresA, featureCountA, s.point(i).indexA);
            featureCountB = insertDistinct(featuresB, featureCountB, s.point(i).indexB);
        }
    }

    /** Inserts {@code v} into the ascending prefix {@code a[0..n)} unless present; returns the new size. */
    public static int insertDistinct(int[] a, int n, int v) {
        int i = n;
        while (i > 0 && a[i - 1] > v) {
            i--;
        }
        if (i > 0 && a[i - 1] == v) {
            return n;
        }
        System.arraycopy(a, i, a, i + 1, n - i);
        a[i] = v;
        return n + 1;
    }
}
