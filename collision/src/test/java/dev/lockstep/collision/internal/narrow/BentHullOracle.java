package dev.lockstep.collision.internal.narrow;

import static dev.lockstep.collision.ExactDistances.MC;
import static dev.lockstep.collision.ExactDistances.crossOf;
import static dev.lockstep.collision.ExactDistances.crosses;
import static dev.lockstep.collision.ExactDistances.dot;
import static dev.lockstep.collision.ExactDistances.min;
import static dev.lockstep.collision.ExactDistances.pointTriangle;
import static dev.lockstep.collision.ExactDistances.segmentSegment;
import static dev.lockstep.collision.ExactDistances.sub;

import dev.lockstep.collision.internal.shape.HullQueryIndex;
import dev.lockstep.collision.shape.ConvexHull;
import java.math.BigDecimal;
import java.math.BigInteger;
import java.util.ArrayList;
import java.util.List;

/**
 * Exact distances (BigInteger, 40-digit BigDecimal square roots) from a point or a segment to a
 * hull's true surface, in the hull's frame: its planar faces as fans, and for a bent face
 * ({@code HullQueryIndex.planarFace} false) every triangle of its loop vertices that has all hull
 * vertices on or below it (a brute force, independent of {@code HullQueryIndex}'s gift wrapping),
 * as in {@code mesh.HullTriangleBentFaceProperties.exactDistance}. The oracle of the sphere and
 * capsule closed forms on bent faces ({@link SphereCapsuleHullBentFaceProperties}).
 */
final class BentHullOracle {
    private final ConvexHull h;
    private final List<BigInteger[][]> surface = new ArrayList<>();

    BentHullOracle(ConvexHull h) {
        this.h = h;
        int nv = h.vertexCount();
        for (int f = 0; f < h.faceCount(); f++) {
            int count = h.faceVertexCount(f);
            int[] loop = new int[count];
            for (int i = 0, e = h.faceFirstEdge(f); i < count; i++, e = h.halfEdgeNext(e)) {
                loop[i] = h.halfEdgeOrigin(e);
            }
            if (HullQueryIndex.of(h).planarFace(f)) {
                for (int i = 1; i + 1 < count; i++) {
                    surface.add(new BigInteger[][] {vertex(loop[0]), vertex(loop[i]), vertex(loop[i + 1])});
                }
                continue;
            }
            for (int a = 0; a < count; a++) {
                for (int b = a + 1; b < count; b++) {
                    for (int c = b + 1; c < count; c++) {
                        BigInteger[] n = crossOf(vertex(loop[a]), vertex(loop[b]), vertex(loop[c]));
                        boolean facet = n[0].signum() != 0 || n[1].signum() != 0 || n[2].signum() != 0;
                        for (int w = 0; w < nv && facet; w++) {
                            facet = dot(n, sub(vertex(w), vertex(loop[a]))).signum() <= 0;
                        }
                        if (facet) {
                            surface.add(new BigInteger[][] {vertex(loop[a]), vertex(loop[b]), vertex(loop[c])});
                        }
                    }
                }
            }
        }
    }

    /** Exact distance (raw) of point {@code p} (raw, hull frame) and the hull, or null when it is inside or on it. */
    BigDecimal pointDistance(long px, long py, long pz) {
        BigInteger[] p = point(px, py, pz);
        if (inside(p)) {
            return null;
        }
        BigDecimal best = null;
        for (BigInteger[][] q : surface) {
            best = min(best, pointTriangle(p, q));
        }
        return best.sqrt(MC);
    }

    /** Exact distance (raw) of segment {@code p q} (raw, hull frame) and the hull, or null when they meet. */
    BigDecimal segmentDistance(long[] p0, long[] p1) {
        BigInteger[] p = point(p0[0], p0[1], p0[2]);
        BigInteger[] q = point(p1[0], p1[1], p1[2]);
        if (inside(p) || inside(q)) {
            return null;
        }
        BigDecimal best = null;
        for (BigInteger[][] t : surface) {
            if (crosses(p, q, t)) {
                return null;
            }
            best = min(best, min(pointTriangle(p, t), pointTriangle(q, t)));
            for (int i = 0; i < 3; i++) {
                best = min(best, segmentSegment(t[i], t[(i + 1) % 3], p, q));
            }
        }
        return best.sqrt(MC);
    }

    private boolean inside(BigInteger[] p) {
        for (BigInteger[][] q : surface) {
            if (dot(crossOf(q[0], q[1], q[2]), sub(p, q[0])).signum() > 0) {
                return false;
            }
        }
        return true;
    }

    private BigInteger[] vertex(int i) {
        return point(h.vertexX(i), h.vertexY(i), h.vertexZ(i));
    }

    private static BigInteger[] point(long x, long y, long z) {
        return new BigInteger[] {BigInteger.valueOf(x), BigInteger.valueOf(y), BigInteger.valueOf(z)};
    }
}
