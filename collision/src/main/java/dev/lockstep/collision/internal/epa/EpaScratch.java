package dev.lockstep.collision.internal.epa;

import dev.lockstep.collision.epa.PenetrationResult;
import dev.lockstep.collision.internal.gjk.SimplexSolver;
import dev.lockstep.collision.internal.gjk.SupportPoint;
import dev.lockstep.fixedpoint.MutableVec3;

/**
 * All scratch of an EPA query: the fixed-capacity {@link Polytope}, a simplex solver for the
 * witness weights, vectors, and the penetration the combined GJK+EPA query copies from. Allocated
 * once, at construction; {@link Epa} reads and writes its fields. The API type
 * {@link dev.lockstep.collision.epa.EpaWorkspace} extends it rather than holding it, so EPA reads
 * the same fields with no extra indirection. Not thread-safe.
 */
public class EpaScratch {
    final Polytope polytope = new Polytope();
    final SimplexSolver solver = new SimplexSolver();
    final SupportPoint candidate = new SupportPoint();
    final long[] weights = new long[3];
    final MutableVec3 u = new MutableVec3();
    final MutableVec3 v = new MutableVec3();
    final MutableVec3 scratch = new MutableVec3();
    /** The combined query's EPA result ({@code GjkEpa.signedDistance} copies it into its distance result). */
    final PenetrationResult penetration = new PenetrationResult();

    /** Creates the scratch; everything is allocated here, once. */
    protected EpaScratch() {
    }
}
