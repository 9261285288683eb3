package dev.lockstep.collision.manifold;

/**
 * Packs the pair of touching features behind one contact point into a {@code long}: which feature
 * of shape A (type and index) touches which feature of shape B. The id is a pure function of the
 * features, never of positions, so it stays the same frame after frame while the same features
 * touch; {@link PersistentManifold} matches points by it (seed 001 "incremental manifold": old
 * points are confirmed "using some distance heuristic or feature IDs").
 *
 * <h2>Layout</h2>
 * <pre>
 *   bit 63      60 59                 32 31      28 27                  0
 *      [ typeA  ][      indexA        ][ typeB   ][      indexB        ]
 * </pre>
 * The high 32 bits describe A, the low 32 bits describe B, so {@link #swap} is a 32-bit rotation.
 * Types are {@link #NONE}, {@link #VERTEX}, {@link #EDGE}, {@link #FACE} (all below 8, so every id
 * is non-negative and ids order the same as signed or unsigned longs); indices are unsigned 28-bit
 * (0 to 268,435,455). Shape conventions: a sphere's center is {@code VERTEX 0}; a capsule's
 * segment ends {@code p0}/{@code p1} are {@code VERTEX 0}/{@code VERTEX 1} and its interior is
 * {@code EDGE 0}; hulls and meshes use their own vertex, edge and face indices.
 *
 * <pre>{@code
 * long id = FeatureId.of(FeatureId.VERTEX, 0, FeatureId.EDGE, 0);   // 0x1000_0000_2000_0000
 * FeatureId.swap(id) == FeatureId.of(FeatureId.EDGE, 0, FeatureId.VERTEX, 0)
 * }</pre>
 */
public final class FeatureId {
    /** No feature recorded: never matches another id in {@link PersistentManifold}. */
    public static final int NONE = 0;
    /** A vertex (sphere center, capsule end, hull or triangle vertex). */
    public static final int VERTEX = 1;
    /** An edge (capsule interior, hull or triangle edge). */
    public static final int EDGE = 2;
    /** A face (hull face, triangle face). */
    public static final int FACE = 3;
    /** The id of a point whose features are unknown: {@code NONE/0} on both sides, value 0. */
    public static final long UNKNOWN = 0L;
    /** Largest feature index a side can hold, {@code 2^28 - 1}. */
    public static final int MAX_INDEX = (1 << 28) - 1;

    private static final int MAX_TYPE = FACE;

    private FeatureId() {
    }

    /**
     * Returns the id of feature {@code (typeA, indexA)} of A touching {@code (typeB, indexB)} of B.
     *
     * @throws IllegalArgumentException if a type is not one of the four constants or an index is
     *     outside {@code [0, MAX_INDEX]}
     */
    public static long of(int typeA, int indexA, int typeB, int indexB) {
        return ((long) side(typeA, indexA) << 32) | (side(typeB, indexB) & 0xFFFF_FFFFL);
    }

    private static int side(int type, int index) {
        if (type < NONE || type > MAX_TYPE) {
            throw new IllegalArgumentException("FeatureId: feature type " + type + " is not NONE, VERTEX, EDGE or FACE");
        }
        if (index < 0 || index > MAX_INDEX) {
            throw new IllegalArgumentException("FeatureId: feature index " + index + " outside [0, " + MAX_INDEX + "]");
        }
        return (type << 28) | index;
    }

    /** Returns the feature type on A (one of NONE, VERTEX, EDGE, FACE). */
    public static int typeA(long id) {
        return (int) (id >>> 60);
    }

    /** Returns the feature index on A. */
    public static int indexA(long id) {
        return (int) (id >>> 32) & MAX_INDEX;
    }

    /** Returns the feature type on B (one of NONE, VERTEX, EDGE, FACE). */
    public static int typeB(long id) {
        return (int) (id >>> 28) & 0xF;
    }

    /** Returns the feature index on B. */
    public static int indexB(long id) {
        return (int) id & MAX_INDEX;
    }

    /** Returns the id with the roles of A and B exchanged; {@code swap(swap(id)) == id}. */
    public static long swap(long id) {
        return Long.rotateLeft(id, 32);
    }

    /** Returns a readable form such as {@code A:VERTEX#0/B:EDGE#0}, for messages and display only. */
    public static String describe(long id) {
        return "A:" + typeName(typeA(id)) + "#" + indexA(id) + "/B:" + typeName(typeB(id)) + "#" + indexB(id);
    }

    private static String typeName(int type) {
        switch (type) {
            case NONE:
                return "NONE";
            case VERTEX:
                return "VERTEX";
            case EDGE:
                return "EDGE";
            case FACE:
                return "FACE";
            default:
                return "TYPE" + type;
        }
    }
}
