package dev.lockstep.collision.mesh;

/**
 * {@link HullTriangleContact} that rebuilds its SAT tables for every triangle instead of sharing
 * them between triangles of the same shape: the oracle {@code HullTriangleSatTableProperties}
 * holds the kept tables to, bit for bit. Test code only, like {@code PlainHullTriangleContact}.
 */
final class RebuiltTablesHullTriangleContact extends HullTriangleContact {
    @Override
    boolean reuseSatTables() {
        return false;
    }
}
