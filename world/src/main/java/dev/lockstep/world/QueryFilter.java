package dev.lockstep.world;

/**
 * Which shapes a scene query sees: Box2D v3's query filter plus one excluded body. A shape is seen
 * when {@code (shape.categoryBits & maskBits) != 0} and {@code (shape.maskBits & categoryBits) != 0}
 * (the same rule as between two shapes), and it does not belong to {@code excludedBody}. A static
 * mesh is filtered by the bits of its {@link ShapeDef} and by its body.
 *
 * @param categoryBits what the query is (tested against the shapes' masks)
 * @param maskBits what the query sees (tested against the shapes' categories)
 * @param excludedBody a body whose shapes are skipped (for example the caster's own body), or null;
 *     a handle of a destroyed body excludes nothing
 */
public record QueryFilter(long categoryBits, long maskBits, BodyId excludedBody) {
    /** Sees every shape whose mask accepts category 1 (Box2D's default query filter). */
    public static final QueryFilter DEFAULT = new QueryFilter(1, -1L, null);

    /** Returns this filter with {@code body} excluded. */
    public QueryFilter excluding(BodyId body) {
        return new QueryFilter(categoryBits, maskBits, body);
    }

    boolean accepts(long shapeCategory, long shapeMask) {
        return (shapeCategory & maskBits) != 0 && (shapeMask & categoryBits) != 0;
    }

    boolean excludes(int bodyIndex, int generation) {
        return excludedBody != null && excludedBody.index() == bodyIndex && excludedBody.generation() == generation;
    }
}
