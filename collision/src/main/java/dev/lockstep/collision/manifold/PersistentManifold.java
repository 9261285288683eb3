package dev.lockstep.collision.manifold;

import dev.lockstep.collision.CollisionTolerances;
import dev.lockstep.collision.internal.manifold.ContactReduction;
import dev.lockstep.fixedpoint.Fixed;
import dev.lockstep.fixedpoint.MutableVec3;
import dev.lockstep.fixedpoint.Transform;

/**
 * The incremental manifold (seed 001, "Building Incremental Manifolds" and "Incremental Manifold
 * Stability"; seed 003's reply on persistent contacts: "generate one contact point per frame and
 * accumulate to up to four contact points over multiple frames", refreshing the cached depths
 * every step). One instance per shape pair, owned by the caller; allocation-free after
 * construction.
 *
 * <h2>One frame: {@link #update}</h2>
 * <ol>
 *   <li>If the fresh query found no point, the pair is out of contact: the manifold is cleared.</li>
 *   <li>The normal becomes the fresh query's normal (A to B).</li>
 *   <li><b>Refresh</b> every kept point from its local witnesses and the current transforms:
 *       {@code pA = TA(localA)}, {@code pB = TB(localB)}, {@code depth = (pA - pB).n} (one
 *       rounding), world position their midpoint. A point is dropped when
 *       {@code depth < -contactDistance} (separated) or when the tangential part of {@code pA - pB}
 *       is longer than {@link #DRIFT_DISTANCE} (the witnesses slid apart).</li>
 *   <li><b>Match</b> each fresh point to a kept point: first the kept point with the same
 *       {@link FeatureId} (ids other than {@link FeatureId#UNKNOWN}); otherwise the kept point whose
 *       world position is nearest, if within {@link #MATCH_DISTANCE} (ties: lowest slot). A match
 *       is overwritten in place (its slot stays, which keeps warm-starting data aligned);
 *       otherwise the point is appended.</li>
 *   <li><b>Reduce</b> five points to four by area (seed 001, "Contact Point Reduction"): first the
 *       deepest; second the farthest from the first; third the one maximising the triangle's area
 *       {@code |((A - C) x (B - C)).n|}; fourth the one adding the largest area outside the
 *       triangle, that is maximising {@code -min} over the triangle's edges {@code XY} of
 *       {@code ((X - Q) x (Y - Q)).n} with the triangle wound counter-clockwise about {@code n}
 *       (if every candidate is inside, the one closest to an edge). Every choice breaks ties by the
 *       lowest feature id, then the lowest slot. The four survivors keep their relative slot
 *       order.</li>
 * </ol>
 *
 * <p>Bounds: the points of one manifold must lie within {@code 2^15} of each other (squared
 * distances and area products are formed in Q31.32 and throw {@code FixedOverflowException}
 * beyond that).
 */
public final class PersistentManifold {
    /**
     * A fresh point matches a kept point whose world position is within this distance:
     * {@code LINEAR_SLOP << 4}, {@code 2^-6 = 0.015625} units, raw {@code 0x0400_0000} (67,108,864). Seed 001: old points are
     * confirmed "using some distance heuristic or feature IDs" (Bullet's contact breaking threshold
     * is 0.02 in the same role). Consequence: two distinct contacts closer than this merge into one.
     */
    public static final long MATCH_DISTANCE = CollisionTolerances.LINEAR_SLOP << 4;
    /**
     * A kept point is dropped when its witnesses have slid apart tangentially by more than this:
     * {@code LINEAR_SLOP << 4}, {@code 2^-6 = 0.015625} units, raw {@code 0x0400_0000}. Seed 003: a cached point is removed "if it
     * has gotten too different from the state in which it was first created". Consequence: a
     * sliding contact is replaced by fresh points every few frames rather than dragged along.
     */
    public static final long DRIFT_DISTANCE = CollisionTolerances.LINEAR_SLOP << 4;

    private static final long MATCH_DISTANCE_SQUARED = Fixed.mul(MATCH_DISTANCE, MATCH_DISTANCE);
    private static final long DRIFT_DISTANCE_SQUARED = Fixed.mul(DRIFT_DISTANCE, DRIFT_DISTANCE);
    private static final int CANDIDATES = ContactManifold.MAX_POINTS + 1;

    private final ContactManifold manifold = new ContactManifold();
    private final ManifoldPoint[] candidates = new ManifoldPoint[CANDIDATES];
    private final boolean[] chosen = new boolean[CANDIDATES];
    private final MutableVec3 pA = new MutableVec3();
    private final MutableVec3 pB = new MutableVec3();
    private final MutableVec3 cross = new MutableVec3();

    /** Creates an empty persistent manifold. */
    public PersistentManifold() {
        for (int i = 0; i < CANDIDATES; i++) {
            candidates[i] = new ManifoldPoint();
        }
    }

    /** Returns the current manifold (owned by this object; read it, do not modify it). */
    public ContactManifold manifold() {
        return manifold;
    }

    /** Returns the number of kept points. */
    public int pointCount() {
        return manifold.pointCount();
    }

    /** Forgets every point. */
    public void clear() {
        manifold.reset();
    }

    /**
     * Advances one frame: refreshes the kept points with the current transforms, merges the points
     * of {@code fresh} (the result of this frame's pair query, same A and B, usually one point) and
     * reduces to at most four. See the class description for every rule.
     *
     * @param contactDistance raw, {@code >= 0}: kept points separated by more than this are dropped
     * @throws IllegalArgumentException if {@code contactDistance < 0}
     */
    public void update(Transform ta, Transform tb, ContactManifold fresh, long contactDistance) {
        if (contactDistance < 0) {
            throw new IllegalArgumentException("contactDistance must be >= 0, got " + Fixed.toString(contactDistance));
        }
        if (fresh.pointCount() == 0) {
            manifold.reset();
            return;
        }
        // keep the old points across setNormal, which only touches normal and tangents
        manifold.setNormal(fresh.normalX(), fresh.normalY(), fresh.normalZ());
        refresh(ta, tb, contactDistance);
        for (int i = 0; i < fresh.pointCount(); i++) {
            merge(fresh.point(i));
        }
    }

    private void refresh(Transform ta, Transform tb, long contactDistance) {
        long nx = manifold.normalX();
        long ny = manifold.normalY();
        long nz = manifold.normalZ();
        for (int i = manifold.pointCount() - 1; i >= 0; i--) {
            ManifoldPoint p = manifold.point(i);
            ta.applyToPointInto(p.localAX(), p.localAY(), p.localAZ(), pA);
            tb.applyToPointInto(p.localBX(), p.localBY(), p.localBZ(), pB);
            long dx = Fixed.sub(pA.x, pB.x);
            long dy = Fixed.sub(pA.y, pB.y);
            long dz = Fixed.sub(pA.z, pB.z);
            long depth = Fixed.dot3(dx, dy, dz, nx, ny, nz);
            long tx = Fixed.sub(dx, Fixed.mul(depth, nx));
            long ty = Fixed.sub(dy, Fixed.mul(depth, ny));
            long tz = Fixed.sub(dz, Fixed.mul(depth, nz));
            // component pre-check keeps the squared length far from overflow for runaway points
            boolean drifted = Math.abs(tx) > DRIFT_DISTANCE || Math.abs(ty) > DRIFT_DISTANCE
                    || Math.abs(tz) > DRIFT_DISTANCE || Fixed.dot3(tx, ty, tz, tx, ty, tz) > DRIFT_DISTANCE_SQUARED;
            if (depth < -contactDistance || drifted) {
                manifold.removePoint(i);
            } else {
                p.setWorld(midpoint(pA.x, pB.x), midpoint(pA.y, pB.y), midpoint(pA.z, pB.z)).setDepth(depth);
            }
        }
    }

    private void merge(ManifoldPoint fresh) {
        int count = manifold.pointCount();
        int match = -1;
        if (fresh.featureId() != FeatureId.UNKNOWN) {
            for (int i = 0; i < count && match < 0; i++) {
                if (manifold.point(i).featureId() == fresh.featureId()) {
                    match = i;
                }
            }
        }
        if (match < 0) {
            long best = MATCH_DISTANCE_SQUARED;
            for (int i = 0; i < count; i++) {
                long d2 = squaredDistanceBounded(manifold.point(i), fresh);
                if (d2 <= best && (match < 0 || d2 < best)) {
                    best = d2;
                    match = i;
                }
            }
        }
        if (match >= 0) {
            manifold.point(match).copyFrom(fresh);
        } else if (count < ContactManifold.MAX_POINTS) {
            manifold.addPoint().copyFrom(fresh);
        } else {
            reduceFiveToFour(fresh);
        }
    }

    /** Returns the squared world distance, or {@code Long.MAX_VALUE} when a component alone exceeds MATCH_DISTANCE. */
    private static long squaredDistanceBounded(ManifoldPoint a, ManifoldPoint b) {
        long dx = Fixed.sub(a.worldX(), b.worldX());
        long dy = Fixed.sub(a.worldY(), b.worldY());
        long dz = Fixed.sub(a.worldZ(), b.worldZ());
        if (Math.abs(dx) > MATCH_DISTANCE || Math.abs(dy) > MATCH_DISTANCE || Math.abs(dz) > MATCH_DISTANCE) {
            return Long.MAX_VALUE;
        }
        return Fixed.dot3(dx, dy, dz, dx, dy, dz);
    }

    private void reduceFiveToFour(ManifoldPoint fresh) {
        for (int i = 0; i < ContactManifold.MAX_POINTS; i++) {
            candidates[i].copyFrom(manifold.point(i));
        }
        candidates[ContactManifold.MAX_POINTS].copyFrom(fresh);
        ContactReduction.chooseFour(candidates, manifold.normalX(), manifold.normalY(), manifold.normalZ(), chosen, cross);
        long nx = manifold.normalX();
        long ny = manifold.normalY();
        long nz = manifold.normalZ();
        manifold.reset();
        manifold.setNormal(nx, ny, nz);
        for (int i = 0; i < CANDIDATES; i++) {
            if (chosen[i]) {
                manifold.addPoint().copyFrom(candidates[i]);
            }
        }
    }

    private static long midpoint(long a, long b) {
        long floor = (a >> 1) + (b >> 1) + (a & b & 1);
        return ((a ^ b) & 1) != 0 && (floor & 1) != 0 ? floor + 1 : floor;
    }
}
