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
}
