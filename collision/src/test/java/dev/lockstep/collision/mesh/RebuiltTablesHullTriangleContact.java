package dev.lockstep.collision.mesh;

/**
 * {@link HullTriangleContact} that rebuilds its SAT tables ({@link HullTriangleSatTables}) for
 * every triangle instead of sharing them between triangles of the same shape: the oracle
 * {@code HullTriangleSatTableProperties} holds the kept tables to, bit for bit.
 */
final class RebuiltTablesHullTriangleContact {
    private RebuiltTablesHullTriangleContact() {
    }

    /** Returns a generator that rebuilds its tables per triangle. */
    static HullTriangleContact create() {
        return new HullTriangleContact(false, false, true, true);
    }
}
