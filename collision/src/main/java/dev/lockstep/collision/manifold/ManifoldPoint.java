package dev.lockstep.collision.manifold;

import dev.lockstep.fixedpoint.FixedFormat;
import dev.lockstep.fixedpoint.Vec3;

/**
 * One contact point of a {@link ContactManifold} (the seeds' ContactPoint): a world position,
 * the witness point on each shape in that shape's local frame, a penetration depth and a
 * {@link FeatureId}. Owned by its manifold and overwritten when the manifold is refilled; read it,
 * do not keep it.
 *
 * <h2>Meaning of each field (raw Q31.32)</h2>
 * <ul>
 *   <li><b>world</b>: the contact position, the midpoint of the two witness points (seed 001: "the
 *       middle of the two surface points"), each component the exact half-sum rounded to nearest,
 *       ties to even.</li>
 *   <li><b>localA</b>: the witness on A's surface (the point of A deepest inside B, seed 003) in
 *       A's local frame; <b>localB</b>: the witness on B's surface in B's local frame. A persistent
 *       manifold re-places them with the next frame's transforms to refresh the depth.</li>
 *   <li><b>depth</b>: positive when the shapes penetrate (by that much along the normal), zero when
 *       touching, negative when separated by that distance but still within the caller's contact
 *       distance (speculative contact). It equals {@code rA + rB - |d|} for the round shapes, that
 *       is minus seed 001's signed distance {@code d = |c2 - c1| - r1 - r2}.</li>
 *   <li><b>featureId</b>: see {@link FeatureId}; {@link FeatureId#UNKNOWN} when not recorded.</li>
 * </ul>
 */
public final class ManifoldPoint {
    private long worldX;
    private long worldY;
    private long worldZ;
    private long localAX;
    private long localAY;
    private long localAZ;
    private long localBX;
    private long localBY;
    private long localBZ;
    private long depth;
    private long featureId;

    ManifoldPoint() {
    }

    /** Sets the world position (raw) and returns {@code this}. */
    public ManifoldPoint setWorld(long x, long y, long z) {
        worldX = x;
        worldY = y;
        worldZ = z;
        return this;
    }

    /** Sets the witness on A in A's local frame (raw) and returns {@code this}. */
    public ManifoldPoint setLocalA(long x, long y, long z) {
        localAX = x;
        localAY = y;
        localAZ = z;
        return this;
    }

    /** Sets the witness on B in B's local frame (raw) and returns {@code this}. */
    public ManifoldPoint setLocalB(long x, long y, long z) {
        localBX = x;
        localBY = y;
        localBZ = z;
        return this;
    }

    /** Sets the depth (raw; positive = penetrating) and returns {@code this}. */
    public ManifoldPoint setDepth(long d) {
        depth = d;
        return this;
    }

    /** Sets the feature id and returns {@code this}. */
    public ManifoldPoint setFeatureId(long id) {
        featureId = id;
        return this;
    }

    /** Copies every field of {@code o} into {@code this}. */
    public void copyFrom(ManifoldPoint o) {
        worldX = o.worldX;
        worldY = o.worldY;
        worldZ = o.worldZ;
        localAX = o.localAX;
        localAY = o.localAY;
        localAZ = o.localAZ;
        localBX = o.localBX;
        localBY = o.localBY;
        localBZ = o.localBZ;
        depth = o.depth;
        featureId = o.featureId;
    }

    /** Exchanges the roles of A and B: local witnesses swapped, feature id swapped; world and depth kept. */
    void swapAB() {
        long x = localAX;
        long y = localAY;
        long z = localAZ;
        localAX = localBX;
        localAY = localBY;
        localAZ = localBZ;
        localBX = x;
        localBY = y;
        localBZ = z;
        featureId = FeatureId.swap(featureId);
    }

    /** Returns the raw world x. */
    public long worldX() {
        return worldX;
    }

    /** Returns the raw world y. */
    public long worldY() {
        return worldY;
    }

    /** Returns the raw world z. */
    public long worldZ() {
        return worldZ;
    }

    /** Returns the raw x of the witness on A, A's frame. */
    public long localAX() {
        return localAX;
    }

    /** Returns the raw y of the witness on A, A's frame. */
    public long localAY() {
        return localAY;
    }

    /** Returns the raw z of the witness on A, A's frame. */
    public long localAZ() {
        return localAZ;
    }

    /** Returns the raw x of the witness on B, B's frame. */
    public long localBX() {
        return localBX;
    }

    /** Returns the raw y of the witness on B, B's frame. */
    public long localBY() {
        return localBY;
    }

    /** Returns the raw z of the witness on B, B's frame. */
    public long localBZ() {
        return localBZ;
    }

    /** Returns the raw depth: positive = penetrating, negative = separated within the contact distance. */
    public long depth() {
        return depth;
    }

    /** Returns the packed {@link FeatureId}. */
    public long featureId() {
        return featureId;
    }

    /** Returns the world position as a value (allocates; for API use and tests, not hot loops). */
    public Vec3 world() {
        return new Vec3(worldX, worldY, worldZ);
    }

    /** Returns the witness on A in A's frame (allocates). */
    public Vec3 localA() {
        return new Vec3(localAX, localAY, localAZ);
    }

    /** Returns the witness on B in B's frame (allocates). */
    public Vec3 localB() {
        return new Vec3(localBX, localBY, localBZ);
    }

    /** Returns true when every field equals {@code o}'s, bit for bit. */
    public boolean sameBits(ManifoldPoint o) {
        return worldX == o.worldX && worldY == o.worldY && worldZ == o.worldZ
                && localAX == o.localAX && localAY == o.localAY && localAZ == o.localAZ
                && localBX == o.localBX && localBY == o.localBY && localBZ == o.localBZ
                && depth == o.depth && featureId == o.featureId;
    }

    /** Returns a readable form with exact decimals, for messages only (never hashed or persisted). */
    @Override
    public String toString() {
        return "ManifoldPoint[world=" + world() + ", localA=" + localA() + ", localB=" + localB()
                + ", depth=" + FixedFormat.toExactString(depth) + ", feature=" + FeatureId.describe(featureId) + "]";
    }
}
