package dev.lockstep.collision.internal.narrow;

import dev.lockstep.collision.gjk.DistanceResult;
import dev.lockstep.collision.manifold.FeatureId;
import dev.lockstep.collision.shape.ConvexHull;
import dev.lockstep.collision.shape.Shape;
import dev.lockstep.collision.shape.ShapeType;

/**
 * Turns the support-feature sets of GJK's terminating simplex into one {@link FeatureId} side:
 * one support index is a {@code VERTEX}; two are an {@code EDGE} (a capsule's segment is
 * {@code EDGE 0}; for a hull, the index of the hull edge joining the two vertices, or, when they are
 * a face diagonal, that {@code FACE}); three or more are a {@code FACE} (for a hull, the
 * lowest-index face whose loop holds all of them). A set that
 * matches no edge or face of the hull (possible only through rounding in a degenerate simplex)
 * gives {@code NONE}, which never matches in a persistent manifold. Hull lookups scan the edges or
 * face loops: O(E) or O(half-edges), no allocation.
 */
final class SimplexFeatures {
    private SimplexFeatures() {
    }

    /** Returns the packed feature id for A and B from {@code r}'s feature sets. */
    static long featureId(Shape a, Shape b, DistanceResult r) {
        int sideA = side(a, r, true);
        int sideB = side(b, r, false);
        return FeatureId.of(sideA >>> 28, sideA & FeatureId.MAX_INDEX, sideB >>> 28, sideB & FeatureId.MAX_INDEX);
    }

    /** Returns {@code type << 28 | index} for one shape. */
    private static int side(Shape s, DistanceResult r, boolean onA) {
        int count = onA ? r.featureCountA() : r.featureCountB();
        if (count == 0) {
            return FeatureId.NONE << 28;
        }
        int first = onA ? r.featureA(0) : r.featureB(0);
        if (count == 1) {
            return FeatureId.VERTEX << 28 | first;
        }
        if (s.type() != ShapeType.HULL) {
            return FeatureId.EDGE << 28;  // the only two-feature set of a capsule is its segment
        }
        ConvexHull hull = (ConvexHull) s;
        int second = onA ? r.featureA(1) : r.featureB(1);
        if (count == 2) {
            int edge = edgeIndex(hull, first, second);
            if (edge >= 0) {
                return FeatureId.EDGE << 28 | edge;
            }
            // two vertices that are not an edge: a diagonal of a face (a point inside that face)
        }
        int face = faceIndex(hull, r, onA, count);
        return face < 0 ? FeatureId.NONE << 28 : FeatureId.FACE << 28 | face;
    }

    /** Returns the hull edge joining vertices {@code i} and {@code j}, or -1. */
    static int edgeIndex(ConvexHull hull, int i, int j) {
        for (int k = 0; k < hull.edgeCount(); k++) {
            int a = hull.edgeVertexA(k);
            int b = hull.edgeVertexB(k);
            if (a == i && b == j || a == j && b == i) {
                return k;
            }
        }
        return -1;
    }

    private static int faceIndex(ConvexHull hull, DistanceResult r, boolean onA, int count) {
        for (int f = 0; f < hull.faceCount(); f++) {
            int found = 0;
            for (int i = 0; i < count; i++) {
                int v = onA ? r.featureA(i) : r.featureB(i);
                int e = hull.faceFirstEdge(f);
                for (int k = hull.faceVertexCount(f); k > 0; k--, e = hull.halfEdgeNext(e)) {
                    if (hull.halfEdgeOrigin(e) == v) {
                        found++;
                        break;
                    }
                }
            }
            if (found == count) {
                return f;
            }
        }
        return -1;
    }
}
