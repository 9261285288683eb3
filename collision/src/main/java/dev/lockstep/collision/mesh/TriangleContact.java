package dev.lockstep.collision.mesh;

/**
 * One potential contact between a shape and one triangle, as a {@link TriangleContactGenerator}
 * reports it (seed 000: distance D, closest point, feature code). Mutable scratch owned by a
 * {@link MeshContactWorkspace}; values are raw Q31.32 in mesh space.
 */
public final class TriangleContact {
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

    /**
     * Sets the contact.
     *
     * @param distance D of seed 000: distance from the shape's core to the triangle (>= 0)
     * @param depth penetration, positive when overlapping (radius minus D for a sphere)
     * @param nx unit contact normal, from the triangle toward the shape
     * @param px contact point on the shape's surface (the shape's witness)
     * @param cx closest point Cp on the triangle (the mesh's witness)
     */
    public void set(long distance, long depth, long nx, long ny, long nz, long px, long py, long pz,
            long cx, long cy, long cz) {
        this.complete = true;
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
        long hi = 0;
        long lo = 0;
        for (int i = 0; i < 3; i++) {
            long v = i == 0 ? dx : i == 1 ? dy : dz;
            long sqLo = v * v;
            long sqHi = Math.multiplyHigh(v, v);
            long sum = lo + sqLo;
            hi += sqHi + (Long.compareUnsigned(sum, lo) < 0 ? 1 : 0);
            lo = sum;
        }
        keyHi = hi;
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
