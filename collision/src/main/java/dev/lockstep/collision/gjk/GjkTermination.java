package dev.lockstep.collision.gjk;

/** Why a GJK query stopped; every value is a documented exit of {@link Gjk#distance}. */
public enum GjkTermination {
    /** The closest point is exactly the origin or a tetrahedron encloses it: the cores overlap or touch. */
    ORIGIN_ENCLOSED,
    /**
     * The new support point {@code w} is no further along {@code -v} than {@code v} itself, decided
     * exactly ({@code w . -v <= v . -v} on unrounded products): {@code v} is optimal.
     */
    CONVERGED,
    /** The new support point came from a feature pair already in the simplex (Box2D's repeat test). */
    REPEATED_SUPPORT,
    /**
     * The solved simplex was not strictly closer (exact squared lengths) than the previous one, a
     * rounding-induced stall; the previous simplex is restored.
     */
    NO_PROGRESS,
    /** {@link Gjk#MAX_ITERATIONS} reached; the result is the best simplex found. */
    ITERATION_CAP
}
