package dev.lockstep.collision.gjk;

import dev.lockstep.fixedpoint.MutableVec3;

/**
 * All scratch of a GJK query: the pair's {@link MinkowskiDifference}, the current and the saved
 * simplex, the simplex solver and its candidates. Create one per thread and reuse it; a query then
 * allocates nothing. After {@link Gjk#distance} it holds the terminating simplex, which
 * {@code Epa} continues from. Not thread-safe; never share one between concurrent queries.
 */
public final class GjkWorkspace {
    final MinkowskiDifference cso = new MinkowskiDifference();
    final Simplex simplex = new Simplex();
    final Simplex saved = new Simplex();
    final SimplexSolver solver = new SimplexSolver();
    final SubSimplex solution = new SubSimplex();
    final SupportPoint candidate = new SupportPoint();
    final MutableVec3 scratch = new MutableVec3();
    GjkTermination termination = GjkTermination.CONVERGED;
    int iterations;

    /** Returns the pair of the last query (A's frame is the working frame). */
    public MinkowskiDifference minkowskiDifference() {
        return cso;
    }

    /** Returns the terminating simplex of the last query; a live view. */
    public Simplex simplex() {
        return simplex;
    }

    /** Returns why the last query stopped. */
    public GjkTermination termination() {
        return termination;
    }

    /** Returns the number of iterations (simplex solves) of the last query. */
    public int iterations() {
        return iterations;
    }
}
