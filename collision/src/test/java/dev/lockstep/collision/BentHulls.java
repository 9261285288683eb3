package dev.lockstep.collision;

/**
 * Hulls with a bent face (merged from nearly coplanar triangles) that regression tests pin
 * scenes on, as the points they are built from ({@code HullBuilder.build}).
 */
public final class BentHulls {
    /**
     * A 20-point sphere-like hull with a bent face: hull 0 of the pool of a search of 3,000 shallow
     * pairs of 20-point hulls, in which it was pair 1424's two hulls (an edge pair
     * within the first slack, {@code sat.BentFaceSeparationTest}) and hull A of pairs 1665 and 2554
     * (false contacts on a bent reference face, {@code narrow.HullHullBentFaceTest}).
     */
    public static final long[] SPHERE_20 = {
        -3833378383L, -1631059883L, -1044795626L,
        -3341870608L, -712285989L, 2602170937L,
        -3168499181L, -2899092755L, 51168486L,
        -2760526539L, -407506084L, -3264992510L,
        -2362088668L, 986897361L, -3448668554L,
        -2073567406L, -767947185L, 3682026535L,
        -1868706229L, -1988797746L, 3316529004L,
        -1179716927L, 3129045057L, 2695197409L,
        -1105648783L, -3936844692L, 1313597619L,
        -987955846L, 3138714132L, -2760282761L,
        -522009107L, 4230142071L, 529290682L,
        -467255107L, -3097687474L, 2938154021L,
        -149044269L, -4233747391L, -707045200L,
        311256565L, 3945282337L, 1668715286L,
        529640572L, 3218499241L, 2794188178L,
        2203440594L, 1810164859L, 3211681305L,
        2454171895L, -2833099354L, 2096981744L,
        3556896650L, 2298422908L, -715878781L,
        4000868000L, -151372816L, -1554633586L,
        4094323922L, -1180910609L, -537313532L,
    };

    private BentHulls() {
    }
}
