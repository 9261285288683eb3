package dev.lockstep.collision.internal.gjk;

import dev.lockstep.collision.gjk.GjkTermination;
import dev.lockstep.fixedpoint.MutableVec3;

/**
 * All scratch of a GJK query: the pair's {@link MinkowskiDifference}, the current and the saved
 * simplex, the simplex solver and its candidates. Allocated once, at construction; {@link GjkLoop}
 * reads and writes its fields. The API type {@link dev.lockstep.collision.gjk.GjkWorkspace}
 * extends it rather than holding it, so the loop reads the same fields with no extra indirection.
 * After a query it holds the terminating simplex, which EPA continues from. Not thread-safe.
 */
public class GjkScratch {
    final MinkowskiDifference cso = new MinkowskiDifference();
    final Simplex simplex = new Simplex();
    final Simplex saved = new Simplex();
    final SimplexSolver solver = new SimplexSolver();
    final SubSimplex solution = new SubSimplex();
    final SupportPoint candidate = new SupportPoint();
    final MutableVec3 scratch = new MutableVec3();
    GjkTermination termination = GjkTermination.CONVERGED;
    int iterations;

    /** Creates the scratch; everything is allocated here, once. */
    protected GjkScratch() {
    }
}
