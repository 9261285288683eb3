package dev.lockstep.collision.mesh;

/** Caller-owned result of {@link MeshBvh#raycast}: the first hit, or no hit. */
public final class RayHit {
    private boolean hit;
    private int triangle;
    private long fraction;
    private long x;
    private long y;
    private long z;
    private long nx;
    private long ny;
    private long nz;

    void reset() {
        hit = false;
        triangle = -1;
    }

    void set(int t, long f, long px, long py, long pz, long nX, long nY, long nZ) {
        hit = true;
        triangle = t;
        fraction = f;
        x = px;
        y = py;
        z = pz;
        nx = nX;
        ny = nY;
        nz = nZ;
    }

    public boolean hit() {
        return hit;
    }

    /** Returns the hit triangle, or -1 without a hit. */
    public int triangle() {
        return triangle;
    }

    /** Returns the raw fraction along the segment (valid when {@link #hit()}). */
    public long fraction() {
        return fraction;
    }

    public long x() {
        return x;
    }

    public long y() {
        return y;
    }

    public long z() {
        return z;
    }

    /** Returns the x of the triangle's unit normal (its winding side, not flipped toward the ray). */
    public long normalX() {
        return nx;
    }

    public long normalY() {
        return ny;
    }

    public long normalZ() {
        return nz;
    }
}
