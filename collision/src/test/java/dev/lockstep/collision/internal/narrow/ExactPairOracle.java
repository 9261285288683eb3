package dev.lockstep.collision.internal.narrow;

import dev.lockstep.collision.ExactDistances;
import dev.lockstep.collision.shape.Capsule;
import dev.lockstep.collision.shape.ConvexHull;
import dev.lockstep.collision.shape.Shape;
import dev.lockstep.collision.shape.ShapeType;
import dev.lockstep.collision.shape.Sphere;
import dev.lockstep.fixedpoint.Mat3;
import dev.lockstep.fixedpoint.Transform;
import dev.lockstep.fixedpoint.Vec3;
import java.math.BigDecimal;
import java.math.BigInteger;
import java.math.MathContext;
import java.util.ArrayList;
import java.util.List;

/**
 * The brute-force oracle of the distance contract (issue 20), exact: each shape is its core (a
 * point, a segment or a hull polytope) plus a radius, placed in the world exactly
 * ({@code R v + p} with the transform's raw basis, as BigInteger in units of {@code 2^-64}, no
 * rounding). From that:
 * <ul>
 *   <li>{@link #signedDistance}: cores apart (an exact separating axis among the hulls' face
 *       normals and the cross products of all edge pairs, or a nonzero segment distance): the
 *       minimum over every vertex-triangle and edge-edge feature distance
 *       ({@link ExactDistances}, squared, exact up to one 40-digit division), minus the radii;
 *       cores overlapping: minus the minimum translation distance (the smallest overlap over
 *       those same axes, which contain every face normal of the Minkowski difference) and the
 *       radii.</li>
 *   <li>{@link #gap}: the exact projection gap of the two shapes along a raw direction:
 *       {@code min over B of u.b - max over A of u.a}, radii included, over {@code |u|}.</li>
 * </ul>
 * Results are BigDecimal units, 40 significant digits.
 */
final class ExactPairOracle {
    private static final MathContext MC = ExactDistances.MC;
    /** World coordinates are kept in units of 2^-64 (a raw basis entry times a raw coordinate). */
    private static final BigDecimal SCALE = new BigDecimal(BigInteger.ONE.shiftLeft(64));
    private static final BigDecimal RAW = new BigDecimal(BigInteger.ONE.shiftLeft(32));

    /** One placed shape: core vertices, core edges (vertex index pairs), core triangles, radius (raw). */
    static final class Placed {
        final List<BigInteger[]> vertices = new ArrayList<>();
        final List<int[]> edges = new ArrayList<>();
        final List<int[]> triangles = new ArrayList<>();
        long radius;
        boolean polytope;
    }

    private ExactPairOracle() {
    }

    /** Places {@code s} by {@code t} exactly. */
    static Placed place(Shape s, Transform t) {
        Placed p = new Placed();
        if (s.type() == ShapeType.SPHERE) {
            Sphere sp = (Sphere) s;
            p.vertices.add(world(t, sp.center().x(), sp.center().y(), sp.center().z()));
            p.edges.add(new int[] {0, 0});
            p.radius = sp.radius();
        } else if (s.type() == ShapeType.CAPSULE) {
            Capsule c = (Capsule) s;
            p.vertices.add(world(t, c.p0().x(), c.p0().y(), c.p0().z()));
            p.vertices.add(world(t, c.p1().x(), c.p1().y(), c.p1().z()));
            p.edges.add(new int[] {0, 1});
            p.radius = c.radius();
        } else {
            ConvexHull h = (ConvexHull) s;
            for (int i = 0; i < h.vertexCount(); i++) {
                p.vertices.add(world(t, h.vertexX(i), h.vertexY(i), h.vertexZ(i)));
            }
            for (int e = 0; e < h.edgeCount(); e++) {
                p.edges.add(new int[] {h.edgeVertexA(e), h.edgeVertexB(e)});
            }
            for (int f = 0; f < h.faceCount(); f++) {
                int e = h.faceFirstEdge(f);
                int first = h.halfEdgeOrigin(e);
                e = h.halfEdgeNext(e);
                for (int k = 2; k < h.faceVertexCount(f); k++) {
                    int i = h.halfEdgeOrigin(e);
                    e = h.halfEdgeNext(e);
                    p.triangles.add(new int[] {first, i, h.halfEdgeOrigin(e)});
                }
            }
            p.polytope = true;
        }
        return p;
    }

    private static BigInteger[] world(Transform t, long x, long y, long z) {
        Mat3 m = t.basis();
        Vec3 p = t.translation();
        return new BigInteger[] {row(m.m00(), m.m01(), m.m02(), x, y, z, p.x()),
            row(m.m10(), m.m11(), m.m12(), x, y, z, p.y()), row(m.m20(), m.m21(), m.m22(), x, y, z, p.z())};
    }

    private static BigInteger row(long a, long b, long c, long x, long y, long z, long p) {
        return BigInteger.valueOf(a).multiply(BigInteger.valueOf(x)).add(BigInteger.valueOf(b).multiply(BigInteger.valueOf(y)))
                .add(BigInteger.valueOf(c).multiply(BigInteger.valueOf(z))).add(BigInteger.valueOf(p).shiftLeft(32));
    }

    /** Returns the signed distance of the two placed shapes in units (negative: minus the minimum translation distance). */
    static BigDecimal signedDistance(Placed a, Placed b) {
        BigDecimal radii = new BigDecimal(a.radius + b.radius).divide(RAW, MC);
        if (a.polytope || b.polytope) {
            BigDecimal[] axes = bestAndLeastOverlap(a, b);
            if (axes[0].signum() <= 0) {
                return axes[1].negate().subtract(radii);
            }
        }
        BigDecimal best = null;
        best = vertexTriangles(a, b, best);
        best = vertexTriangles(b, a, best);
        for (int[] ea : a.edges) {
            for (int[] eb : b.edges) {
                best = ExactDistances.min(best, ExactDistances.segmentSegment(a.vertices.get(ea[0]), a.vertices.get(ea[1]),
                        b.vertices.get(eb[0]), b.vertices.get(eb[1])));
            }
        }
        return best.sqrt(MC).divide(SCALE, MC).subtract(radii);
    }

    private static BigDecimal vertexTriangles(Placed p, Placed q, BigDecimal best) {
        for (BigInteger[] v : p.vertices) {
            for (int[] t : q.triangles) {
                best = ExactDistances.min(best, ExactDistances.pointTriangle(v,
                        new BigInteger[][] {q.vertices.get(t[0]), q.vertices.get(t[1]), q.vertices.get(t[2])}));
            }
        }
        return best;
    }

    /**
     * Returns {largest gap sign, smallest overlap} of the cores over the candidate axes: the
     * hulls' triangle normals and the cross products of all edge pairs (for a segment core, its
     * segment is the edge). Cores apart exactly when some axis has a positive gap (then the first
     * entry is 1 and the second null). Compared without square roots: an axis {@code u} with
     * unnormalised overlap {@code o} ranks by {@code o^2 / |u|^2}, exactly, by cross-multiplying.
     */
    private static BigDecimal[] bestAndLeastOverlap(Placed a, Placed b) {
        List<BigInteger[]> axes = new ArrayList<>();
        for (Placed p : new Placed[] {a, b}) {
            for (int[] t : p.triangles) {
                axes.add(ExactDistances.crossOf(p.vertices.get(t[0]), p.vertices.get(t[1]), p.vertices.get(t[2])));
            }
        }
        for (int[] ea : a.edges) {
            for (int[] eb : b.edges) {
                axes.add(ExactDistances.cross(ExactDistances.sub(a.vertices.get(ea[1]), a.vertices.get(ea[0])),
                        ExactDistances.sub(b.vertices.get(eb[1]), b.vertices.get(eb[0]))));
            }
        }
        BigInteger leastOverlap = null;
        BigInteger leastLength = null;
        for (BigInteger[] u : axes) {
            BigInteger uu = ExactDistances.dot(u, u);
            if (uu.signum() == 0) {
                continue;
            }
            BigInteger[] span = coreSpans(a, b, u);
            // gap along u: minB - maxA; along -u: minA' - maxB' = -(maxB - minA)
            BigInteger forward = span[1].subtract(span[0]);
            BigInteger backward = span[2].subtract(span[3]);
            BigInteger larger = forward.max(backward);
            if (larger.signum() > 0) {
                return new BigDecimal[] {BigDecimal.ONE, null};
            }
            BigInteger overlap = larger.negate();
            if (leastOverlap == null
                    || overlap.multiply(overlap).multiply(leastLength).compareTo(leastOverlap.multiply(leastOverlap).multiply(uu)) < 0) {
                leastOverlap = overlap;
                leastLength = uu;
            }
        }
        BigDecimal mtd = new BigDecimal(leastOverlap).divide(new BigDecimal(leastLength).sqrt(MC), MC).divide(SCALE, MC);
        return new BigDecimal[] {BigDecimal.ZERO, mtd};
    }

    /** Returns {max u.a, min u.b, min u.a, max u.b} over the core vertices (exact). */
    private static BigInteger[] coreSpans(Placed a, Placed b, BigInteger[] u) {
        BigInteger maxA = null;
        BigInteger minA = null;
        for (BigInteger[] v : a.vertices) {
            BigInteger d = ExactDistances.dot(u, v);
            maxA = maxA == null ? d : maxA.max(d);
            minA = minA == null ? d : minA.min(d);
        }
        BigInteger minB = null;
        BigInteger maxB = null;
        for (BigInteger[] v : b.vertices) {
            BigInteger d = ExactDistances.dot(u, v);
            minB = minB == null ? d : minB.min(d);
            maxB = maxB == null ? d : maxB.max(d);
        }
        return new BigInteger[] {maxA, minB, minA, maxB};
    }

    /** Core gap along {@code u} (no radii), units. */
    private static BigDecimal coreGap(Placed a, Placed b, BigInteger[] u) {
        BigInteger maxA = null;
        for (BigInteger[] v : a.vertices) {
            BigInteger d = ExactDistances.dot(u, v);
            maxA = maxA == null || d.compareTo(maxA) > 0 ? d : maxA;
        }
        BigInteger minB = null;
        for (BigInteger[] v : b.vertices) {
            BigInteger d = ExactDistances.dot(u, v);
            minB = minB == null || d.compareTo(minB) < 0 ? d : minB;
        }
        BigDecimal len = new BigDecimal(ExactDistances.dot(u, u)).sqrt(MC);
        return new BigDecimal(minB.subtract(maxA)).divide(len, MC).divide(SCALE, MC);
    }

    /**
     * Returns the exact projection gap of the two shapes (radii included) along the raw direction
     * {@code (nx, ny, nz)} (not necessarily unit; its length is divided out), in units.
     */
    static BigDecimal gap(Placed a, Placed b, long nx, long ny, long nz) {
        BigInteger[] u = {BigInteger.valueOf(nx), BigInteger.valueOf(ny), BigInteger.valueOf(nz)};
        BigDecimal radii = new BigDecimal(a.radius + b.radius).divide(RAW, MC);
        return coreGap(a, b, u).subtract(radii);
    }

    /** Returns {@code raw} in units. */
    static BigDecimal units(long raw) {
        return new BigDecimal(raw).divide(RAW, MC);
    }
}
