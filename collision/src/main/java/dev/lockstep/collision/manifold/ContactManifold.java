package dev.lockstep.collision.manifold;

import dev.lockstep.fixedpoint.MutableVec3;
import dev.lockstep.fixedpoint.Vec3;

/**
 * The contact between two shapes A and B: up to {@link #MAX_POINTS} {@link ManifoldPoint}s that
 * share one normal (seed 001 "Contact Manifolds"), plus two friction tangents (seed 003).
 * Caller-owned and reused: every collision query {@link #reset}s it and fills it, so steady-state
 * queries allocate nothing.
 *
 * <h2>Contract</h2>
 * <ul>
 *   <li><b>normal</b>: unit (within 1 ulp per component, raw), pointing <em>from A to B</em>:
 *       moving B along the normal by the depth separates the shapes. Meaningful only when
 *       {@link #pointCount()} &gt; 0; after {@link #reset} it is zero.</li>
 *   <li><b>tangents</b>: {@link TangentBasis} of the normal, recomputed by every
 *       {@link #setNormal}, so the same normal bits always give the same tangent bits.</li>
 *   <li><b>points</b>: indices {@code 0 .. pointCount-1}; see {@link ManifoldPoint} for the depth
 *       sign convention (positive = penetrating).</li>
 * </ul>
 *
 * <p>{@link #swapAB()} turns the manifold of (A, B) into the manifold of (B, A): normal negated
 * (exact), tangents recomputed for the negated normal, local witnesses and feature ids swapped,
 * world positions and depths unchanged. The dispatcher uses it so that only one canonical order of
 * each pair is ever implemented.
 */
public final class ContactManifold {
    /** Most points a manifold holds (seed 001: "four contact points are usually enough"). */
    public static final int MAX_POINTS = 4;

    private final ManifoldPoint[] points = new ManifoldPoint[MAX_POINTS];
    private final MutableVec3 tangent1 = new MutableVec3();
    private final MutableVec3 tangent2 = new MutableVec3();
    private int pointCount;
    private long normalX;
    private long normalY;
    private long normalZ;

    /** Creates an empty manifold with its four point slots allocated once. */
    public ContactManifold() {
        for (int i = 0; i < MAX_POINTS; i++) {
            points[i] = new ManifoldPoint();
        }
    }

    /** Empties the manifold: no points, zero normal and tangents. */
    public void reset() {
        pointCount = 0;
        normalX = 0;
        normalY = 0;
        normalZ = 0;
        tangent1.set(0, 0, 0);
        tangent2.set(0, 0, 0);
    }

    /**
     * Sets the unit normal (A to B, raw) and recomputes both tangents from it.
     *
     * @throws IllegalArgumentException if a component lies outside [-1, 1] (see {@link TangentBasis})
     */
    public void setNormal(long nx, long ny, long nz) {
        TangentBasis.computeInto(nx, ny, nz, tangent1, tangent2);
        normalX = nx;
        normalY = ny;
        normalZ = nz;
    }

    /**
     * Appends a point and returns its slot for the caller to fill; the slot holds stale data until
     * filled.
     *
     * @throws IllegalStateException if the manifold already holds {@link #MAX_POINTS} points
     */
    public ManifoldPoint addPoint() {
        if (pointCount == MAX_POINTS) {
            throw new IllegalStateException("ContactManifold.addPoint: already holds " + MAX_POINTS + " points");
        }
        return points[pointCount++];
    }

    /**
     * Removes the point at {@code index}, moving the later points down one slot (order kept).
     *
     * @throws IndexOutOfBoundsException if {@code index} is not in {@code [0, pointCount)}
     */
    public void removePoint(int index) {
        checkIndex(index);
        ManifoldPoint removed = points[index];
        for (int i = index; i < pointCount - 1; i++) {
            points[i] = points[i + 1];
        }
        points[pointCount - 1] = removed;
        pointCount--;
    }

    /** Returns the number of points, 0 when the shapes are farther apart than the contact distance. */
    public int pointCount() {
        return pointCount;
    }

    /**
     * Returns the point at {@code index} (owned by this manifold; valid until the next refill).
     *
     * @throws IndexOutOfBoundsException if {@code index} is not in {@code [0, pointCount)}
     */
    public ManifoldPoint point(int index) {
        checkIndex(index);
        return points[index];
    }

    private void checkIndex(int index) {
        if (index < 0 || index >= pointCount) {
            throw new IndexOutOfBoundsException("ContactManifold point " + index + " of " + pointCount);
        }
    }

    /**
     * Turns this manifold of (A, B) into the manifold of (B, A), bit for bit what a query with the
     * arguments swapped must return: normal negated, tangents of the negated normal, local witnesses
     * and feature ids swapped; world positions, depths and point order unchanged.
     */
    public void swapAB() {
        if ((normalX | normalY | normalZ) != 0) {
            // negation is exact: a unit component is never Long.MIN_VALUE
            setNormal(-normalX, -normalY, -normalZ);
        }
        for (int i = 0; i < pointCount; i++) {
            points[i].swapAB();
        }
    }

    /** Copies normal, tangents and points of {@code o} into {@code this}. */
    public void copyFrom(ContactManifold o) {
        normalX = o.normalX;
        normalY = o.normalY;
        normalZ = o.normalZ;
        tangent1.set(o.tangent1);
        tangent2.set(o.tangent2);
        pointCount = o.pointCount;
        for (int i = 0; i < o.pointCount; i++) {
            points[i].copyFrom(o.points[i]);
        }
    }

    /** Returns the raw normal x (A to B). */
    public long normalX() {
        return normalX;
    }

    /** Returns the raw normal y (A to B). */
    public long normalY() {
        return normalY;
    }

    /** Returns the raw normal z (A to B). */
    public long normalZ() {
        return normalZ;
    }

    /** Returns the raw x of the first tangent. */
    public long tangent1X() {
        return tangent1.x;
    }

    /** Returns the raw y of the first tangent. */
    public long tangent1Y() {
        return tangent1.y;
    }

    /** Returns the raw z of the first tangent. */
    public long tangent1Z() {
        return tangent1.z;
    }

    /** Returns the raw x of the second tangent. */
    public long tangent2X() {
        return tangent2.x;
    }

    /** Returns the raw y of the second tangent. */
    public long tangent2Y() {
        return tangent2.y;
    }

    /** Returns the raw z of the second tangent. */
    public long tangent2Z() {
        return tangent2.z;
    }

    /** Returns the normal as a value (allocates; for API use and tests). */
    public Vec3 normal() {
        return new Vec3(normalX, normalY, normalZ);
    }

    /** Returns the first tangent as a value (allocates). */
    public Vec3 tangent1() {
        return tangent1.toVec3();
    }

    /** Returns the second tangent as a value (allocates). */
    public Vec3 tangent2() {
        return tangent2.toVec3();
    }

    /** Returns true when normal, tangents and every point equal {@code o}'s, bit for bit, in order. */
    public boolean sameBits(ContactManifold o) {
        if (pointCount != o.pointCount || normalX != o.normalX || normalY != o.normalY || normalZ != o.normalZ
                || tangent1.x != o.tangent1.x || tangent1.y != o.tangent1.y || tangent1.z != o.tangent1.z
                || tangent2.x != o.tangent2.x || tangent2.y != o.tangent2.y || tangent2.z != o.tangent2.z) {
            return false;
        }
        for (int i = 0; i < pointCount; i++) {
            if (!points[i].sameBits(o.points[i])) {
                return false;
            }
        }
        return true;
    }

    /** Returns a readable multi-field form with exact decimals, for messages only. */
    @Override
    public String toString() {
        StringBuilder sb = new StringBuilder("ContactManifold[normal=").append(normal())
                .append(", t1=").append(tangent1()).append(", t2=").append(tangent2())
                .append(", points=").append(pointCount);
        for (int i = 0; i < pointCount; i++) {
            sb.append("\n  ").append(points[i]);
        }
        return sb.append(']').toString();
    }
}
