package dev.lockstep.collision.epa;

import dev.lockstep.collision.gjk.SimplexSolver;
import dev.lockstep.collision.gjk.SupportPoint;
import dev.lockstep.fixedpoint.MutableVec3;

/**
 * All scratch of an EPA query: the fixed-capacity {@link Polytope}, a simplex solver for the
 * witness weights, and vectors. Create one per thread and reuse it; a query then allocates
 * nothing. Not thread-safe.
 */
public final class EpaWorkspace {
    final Polytope polytope = new Polytope();
    final SimplexSolver solver = new SimplexSolver();
    final SupportPoint candidate = new SupportPoint();
    final long[] weights = new long[3];
    final MutableVec3 u = new MutableVec3();
    final MutableVec3 v = new MutableVec3();
    final MutableVec3 scratch = new MutableVec3();
    final PenetrationResult penetration = new PenetrationResult();

    /** Returns the polytope of the last query (for tests and tools); a live view. */
    public Polytope polytope() {
        return polytope;
    }
}
