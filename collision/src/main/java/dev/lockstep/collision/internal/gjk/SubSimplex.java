package dev.lockstep.collision.internal.gjk;

/**
 * A candidate answer of the simplex solver: which simplex slots support the closest point
 * ({@code mask}, bit {@code i} for slot {@code i}), their barycentric weights (raw Q31.32, summing
 * to {@code ONE} exactly by construction) and the closest point {@code v} itself (A's frame).
 */
final class SubSimplex {
    int mask;
    final long[] weight = new long[4];
    long vx;
    long vy;
    long vz;
    /** True when the origin is inside (or on the boundary of) a full tetrahedron. */
    boolean enclosesOrigin;

    void copyFrom(SubSimplex o) {
        mask = o.mask;
        weight[0] = o.weight[0];
        weight[1] = o.weight[1];
        weight[2] = o.weight[2];
        weight[3] = o.weight[3];
        vx = o.vx;
        vy = o.vy;
        vz = o.vz;
        enclosesOrigin = o.enclosesOrigin;
    }

    void clear() {
        mask = 0;
        weight[0] = 0;
        weight[1] = 0;
        weight[2] = 0;
        weight[3] = 0;
        vx = 0;
        vy = 0;
        vz = 0;
        enclosesOrigin = false;
    }
}
