package dev.lockstep.collision.epa;

import dev.lockstep.collision.gjk.MinkowskiOracle;
import dev.lockstep.collision.shape.ConvexHull;
import dev.lockstep.fixedpoint.Fixed;
import dev.lockstep.fixedpoint.MutableVec3;
import dev.lockstep.fixedpoint.Transform;

/**
 * The brute-force oracles over real hull features, in doubles on world-frame vertices
 * (test only). Distance of separated hulls: the minimum over vertex-face (A's vertices against B's
 * faces), face-vertex and edge-edge segment distances. Depth of overlapping hulls: the minimum
 * overlap of the projections over A's and B's face normals and all cross products of an edge of A
 * with an edge of B. A face merged by the near-coplanar rule is slightly bent, so faces enter as
 * all triangles of their vertices and edges as all vertex pairs of a face: every such triangle or
 * segment lies in the hull (so it never undercuts the answer) and the set covers the true surface.
 */
final class HullFeatureOracle {
    final double[][] vertices;
    final int[][] faces;
    final int[][] edges;

    HullFeatureOracle(ConvexHull h, Transform t) {
        MutableVec3 m = new MutableVec3();
        vertices = new double[h.vertexCount()][];
        for (int i = 0; i < h.vertexCount(); i++) {
            t.applyToPointInto(h.vertexX(i), h.vertexY(i), h.vertexZ(i), m);
            vertices[i] = new double[] {d(m.x), d(m.y), d(m.z)};
        }
        faces = new int[h.faceCount()][];
        for (int f = 0; f < h.faceCount(); f++) {
            int n = h.faceVertexCount(f);
            faces[f] = new int[n];
            int e = h.faceFirstEdge(f);
            for (int k = 0; k < n; k++, e = h.halfEdgeNext(e)) {
                faces[f][k] = h.halfEdgeOrigin(e);
            }
        }
        // every vertex pair of a face: the hull's edges plus the diagonals of faces merged by the
        // near-coplanar rule, which are slightly bent and whose true surface edges are diagonals
        java.util.TreeSet<Long> pairs = new java.util.TreeSet<>();
        for (int[] loop : faces) {
            for (int i = 0; i < loop.length; i++) {
                for (int j = i + 1; j < loop.length; j++) {
                    pairs.add(((long) Math.min(loop[i], loop[j]) << 32) | Math.max(loop[i], loop[j]));
                }
            }
        }
        edges = new int[pairs.size()][];
        int k = 0;
        for (long p : pairs) {
            edges[k++] = new int[] {(int) (p >>> 32), (int) p};
        }
    }

    private static double d(long raw) {
        return Fixed.toDoubleForDisplay(raw);
    }

    /** Returns the distance between two separated hulls. */
    static double distance(HullFeatureOracle a, HullFeatureOracle b) {
        double best = Math.min(vertexFace(a, b), vertexFace(b, a));
        for (int[] ea : a.edges) {
            for (int[] eb : b.edges) {
                best = Math.min(best, segmentSegment(a.vertices[ea[0]], a.vertices[ea[1]], b.vertices[eb[0]], b.vertices[eb[1]]));
            }
        }
        return best;
    }

    /** Returns the minimum overlap over face normals and edge-edge cross products. */
    static double depth(HullFeatureOracle a, HullFeatureOracle b) {
        double best = Double.MAX_VALUE;
        best = Math.min(best, faceAxes(a, a, b));
        best = Math.min(best, faceAxes(b, a, b));
        for (int[] ea : a.edges) {
            double[] u = sub(a.vertices[ea[1]], a.vertices[ea[0]]);
            for (int[] eb : b.edges) {
                double[] v = sub(b.vertices[eb[1]], b.vertices[eb[0]]);
                double[] n = cross(u, v);
                double l = Math.sqrt(dot(n, n));
                if (l > 1e-9 * Math.sqrt(dot(u, u) * dot(v, v))) {
                    best = Math.min(best, overlap(new double[] {n[0] / l, n[1] / l, n[2] / l}, a, b));
                }
            }
        }
        return best;
    }

    /** Overlap over the normals of every vertex triangle of every face of {@code h} (exact for bent merged faces). */
    private static double faceAxes(HullFeatureOracle h, HullFeatureOracle a, HullFeatureOracle b) {
        double best = Double.MAX_VALUE;
        for (int[] loop : h.faces) {
            for (int i = 0; i < loop.length; i++) {
                for (int j = i + 1; j < loop.length; j++) {
                    for (int k = j + 1; k < loop.length; k++) {
                        double[] n = cross(sub(h.vertices[loop[j]], h.vertices[loop[i]]),
                                sub(h.vertices[loop[k]], h.vertices[loop[i]]));
                        double l = Math.sqrt(dot(n, n));
                        if (l > 1e-12) {
                            best = Math.min(best, overlap(new double[] {n[0] / l, n[1] / l, n[2] / l}, a, b));
                        }
                    }
                }
            }
        }
        return best;
    }

    private static double overlap(double[] n, HullFeatureOracle a, HullFeatureOracle b) {
        double minA = Double.MAX_VALUE, maxA = -Double.MAX_VALUE, minB = Double.MAX_VALUE, maxB = -Double.MAX_VALUE;
        for (double[] p : a.vertices) {
            minA = Math.min(minA, dot(p, n));
            maxA = Math.max(maxA, dot(p, n));
        }
        for (double[] p : b.vertices) {
            minB = Math.min(minB, dot(p, n));
            maxB = Math.max(maxB, dot(p, n));
        }
        return Math.min(maxA - minB, maxB - minA);
    }

    /** Vertices of {@code a} against the face polygons of {@code b}. */
    private static double vertexFace(HullFeatureOracle a, HullFeatureOracle b) {
        double best = Double.MAX_VALUE;
        for (double[] p : a.vertices) {
            for (int[] loop : b.faces) {
                // every vertex triangle of the face: they all lie in the hull, and they cover the
                // true surface even where a merged face is slightly bent
                for (int i = 0; i < loop.length; i++) {
                    for (int j = i + 1; j < loop.length; j++) {
                        for (int k = j + 1; k < loop.length; k++) {
                            best = Math.min(best, pointTriangle(p, b.vertices[loop[i]], b.vertices[loop[j]], b.vertices[loop[k]]));
                        }
                    }
                }
            }
        }
        return best;
    }

    private static double pointTriangle(double[] p, double[] a, double[] b, double[] c) {
        double[] out = new double[3];
        MinkowskiOracle.closestOnTriangle(sub(a, p), sub(b, p), sub(c, p), out);
        return Math.sqrt(dot(out, out));
    }

    /** Ericson, Real-Time Collision Detection 5.1.9 (segments may be points). */
    static double segmentSegment(double[] p1, double[] q1, double[] p2, double[] q2) {
        double[] d1 = sub(q1, p1);
        double[] d2 = sub(q2, p2);
        double[] r = sub(p1, p2);
        double a = dot(d1, d1), e = dot(d2, d2), f = dot(d2, r);
        double s, t;
        if (a <= 1e-30 && e <= 1e-30) {
            return Math.sqrt(dot(r, r));
        }
        if (a <= 1e-30) {
            s = 0;
            t = clamp(f / e);
        } else {
            double c = dot(d1, r);
            if (e <= 1e-30) {
                t = 0;
                s = clamp(-c / a);
            } else {
                double b = dot(d1, d2);
                double denom = a * e - b * b;
                s = denom != 0 ? clamp((b * f - c * e) / denom) : 0;
                t = (b * s + f) / e;
                if (t < 0) {
                    t = 0;
                    s = clamp(-c / a);
                } else if (t > 1) {
                    t = 1;
                    s = clamp((b - c) / a);
                }
            }
        }
        double[] c1 = {p1[0] + d1[0] * s, p1[1] + d1[1] * s, p1[2] + d1[2] * s};
        double[] c2 = {p2[0] + d2[0] * t, p2[1] + d2[1] * t, p2[2] + d2[2] * t};
        double[] g = sub(c1, c2);
        return Math.sqrt(dot(g, g));
    }

    private static double clamp(double x) {
        return Math.max(0, Math.min(1, x));
    }

    static double dot(double[] a, double[] b) {
        return a[0] * b[0] + a[1] * b[1] + a[2] * b[2];
    }

    static double[] sub(double[] a, double[] b) {
        return new double[] {a[0] - b[0], a[1] - b[1], a[2] - b[2]};
    }

    static double[] cross(double[] a, double[] b) {
        return new double[] {a[1] * b[2] - a[2] * b[1], a[2] * b[0] - a[0] * b[2], a[0] * b[1] - a[1] * b[0]};
    }
}
