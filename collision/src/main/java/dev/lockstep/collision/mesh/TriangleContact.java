package dev.lockstep.collision.mesh;

import dev.lockstep.fixedpoint.wide.Dot128;

/**
 * One potential contact between a shape and one triangle, as a {@link TriangleContactGenerator}
 * reports it (seed 000: distance D, closest point, feature code). Mutable scratch owned by a
 * {@link MeshContactWorkspace}; values are raw Q31.32 in mesh space.
 */
final class TriangleContact {
    long distance;
    long depth;
    long normalX;
    long normalY;
    long normalZ;
    long pointX;
    long pointY;
    long pointZ;
    long closestX;
    long closestY;
    long closestZ;
    long keyHi;
    long keyLo;
    boolean complete;
    /** Extra points of a face contact (capsule: 2 points, hull: up to 4); point 0 is the main fields. */
    int extraCount;
    final long[] extraDepth = new long[MAX_EXTRA_POINTS];
    final long[] extraPoint = new long[3 * MAX_EXTRA_POINTS];
    final long[] extraClosest = new long[3 * MAX_EXTRA_POINTS];

    /** A face contact holds at most 1 + 3 = 4 points (seed 001: reduction to four). */
    static final int MAX_EXTRA_POINTS = 3;

    /**
     * Sets the contact.
     *
     * @param distance D of seed 000: distance from the shape's core to the triangle (>= 0 for the
     *     sphere; negative for a capsule core or hull reaching below the plane: signed height or
     *     SAT separation)
     * @param depth penetration, positive when overlapping (radius minus D for a sphere)
     * @param nx unit contact normal, from the triangle toward the shape
     * @param px contact point on the shape's surface (the shape's witness)
     * @param cx closest point Cp on the triangle (the mesh's witness)
     */
    public void set(long distance, long depth, long nx, long ny, long nz, long px, long py, long pz,
            long cx, long cy, long cz) {
        this.complete = true;
        this.extraCount = 0;
        this.closestX = cx;
        this.closestY = cy;
        this.closestZ = cz;
        this.distance = distance;
        this.depth = depth;
        this.normalX = nx;
        this.normalY = ny;
        this.normalZ = nz;
        this.pointX = px;
        this.pointY = py;
        this.pointZ = pz;
    }

    /**
     * Records a delayed contact whose distance, normal and point are not computed yet: only the
     * closest point Cp on the triangle (raw) and the triangle's unit normal (a fallback direction).
     * The generator completes it in {@link TriangleContactGenerator#completeDelayed} if it
     * survives voiding.
     */
    public void setPending(long cx, long cy, long cz, long triangleNx, long triangleNy, long triangleNz) {
        this.complete = false;
        this.extraCount = 0;
        this.normalX = triangleNx;
        this.normalY = triangleNy;
        this.normalZ = triangleNz;
        this.closestX = cx;
        this.closestY = cy;
        this.closestZ = cz;
    }

    /**
     * Sets the sort key of a delayed contact: the exact squared length of {@code (dx, dy, dz)}
     * (raw, each below 2^47 in magnitude: the sum of squares is below 2^96, held unsigned in two
     * longs), normally the vector from Cp to the shape's core point.
     */
    public void setSortKey(long dx, long dy, long dz) {
        keyHi = Dot128.lengthSquaredHigh(dx, dy, dz);
        keyLo = Dot128.lengthSquaredLow(dx, dy, dz);
    }

    /**
     * Adds a further point to a complete face contact (same triangle, normal and feature): its
     * depth, the shape's witness point and the closest point on the triangle (raw, mesh space).
     *
     * @throws IllegalStateException if the contact already holds four points
     */
    public void addFacePoint(long pointDepth, long px, long py, long pz, long cx, long cy, long cz) {
        if (extraCount == MAX_EXTRA_POINTS) {
            throw new IllegalStateException("a face contact holds at most " + (MAX_EXTRA_POINTS + 1) + " points");
        }
        int j = extraCount++;
        extraDepth[j] = pointDepth;
        extraPoint[3 * j] = px;
        extraPoint[3 * j + 1] = py;
        extraPoint[3 * j + 2] = pz;
        extraClosest[3 * j] = cx;
        extraClosest[3 * j + 1] = cy;
        extraClosest[3 * j + 2] = cz;
    }

    /** Sets a signed sort key directly (hull contacts sort by signed separation along their axis). */
    void setSignedSortKey(long signedDistance) {
        keyHi = signedDistance;
        keyLo = 0;
    }

    /**
     * Sets a sort key of a higher tier: {@code tier} (a high-word offset above every signed key
     * in use) plus the unsigned 128-bit {@code (hi, lo)} (hi below 2^32).
     */
    void setTieredSortKey(long tier, long hi, long lo) {
        keyHi = tier + hi;
        keyLo = lo;
    }

    /** Returns the closest point Cp (raw x) recorded for this contact. */
    public long closestX() {
        return closestX;
    }

    public long closestY() {
        return closestY;
    }

    public long closestZ() {
        return closestZ;
    }

    /** Returns the normal x: final for a complete contact, the triangle's normal for a pending one. */
    public long normalX() {
        return normalX;
    }

    public long normalY() {
        return normalY;
    }

    public long normalZ() {
        return normalZ;
    }
}
