package dev.lockstep.collision.internal.narrow;

import dev.lockstep.fixedpoint.Vec3;

/**
 * Brute-force distances in double precision on raw values, the oracle of the contact properties.
 * Raw coordinates in the tests stay below 2^40, so every raw value and difference is exact in a
 * double and the oracle's own error (about 2^-50 relative) is far below one raw ulp.
 */
final class DistanceOracle {
    private DistanceOracle() {
    }

    /** Returns the distance, in raw units, from point p to segment a-b. */
    static double pointSegment(Vec3 p, Vec3 a, Vec3 b) {
        double ex = (double) b.x() - a.x();
        double ey = (double) b.y() - a.y();
        double ez = (double) b.z() - a.z();
        double wx = (double) p.x() - a.x();
        double wy = (double) p.y() - a.y();
        double wz = (double) p.z() - a.z();
        double ee = ex * ex + ey * ey + ez * ez;
        double t = ee == 0 ? 0 : Math.max(0, Math.min(1, (wx * ex + wy * ey + wz * ez) / ee));
        double dx = wx - t * ex;
        double dy = wy - t * ey;
        double dz = wz - t * ez;
        return Math.sqrt(dx * dx + dy * dy + dz * dz);
    }

    /**
     * Returns the distance, in raw units, between segments a0-a1 and b0-b1: the minimum over the
     * four end-to-segment distances and, when the two lines' closest points fall inside both
     * segments, the line-line distance. Exhaustive over the features, so no clamping logic to trust.
     */
    static double segmentSegment(Vec3 a0, Vec3 a1, Vec3 b0, Vec3 b1) {
        double best = Math.min(Math.min(pointSegment(a0, b0, b1), pointSegment(a1, b0, b1)),
                Math.min(pointSegment(b0, a0, a1), pointSegment(b1, a0, a1)));
        double[] d1 = {(double) a1.x() - a0.x(), (double) a1.y() - a0.y(), (double) a1.z() - a0.z()};
        double[] d2 = {(double) b1.x() - b0.x(), (double) b1.y() - b0.y(), (double) b1.z() - b0.z()};
        double[] r = {(double) a0.x() - b0.x(), (double) a0.y() - b0.y(), (double) a0.z() - b0.z()};
        double a = dot(d1, d1);
        double e = dot(d2, d2);
        double b = dot(d1, d2);
        double c = dot(d1, r);
        double f = dot(d2, r);
        double denom = a * e - b * b;
        if (a > 0 && e > 0 && denom > 1e-12 * a * e) {
            double s = (b * f - c * e) / denom;
            double t = (a * f - b * c) / denom;
            if (s > 0 && s < 1 && t > 0 && t < 1) {
                double dx = r[0] + s * d1[0] - t * d2[0];
                double dy = r[1] + s * d1[1] - t * d2[1];
                double dz = r[2] + s * d1[2] - t * d2[2];
                best = Math.min(best, Math.sqrt(dx * dx + dy * dy + dz * dz));
            }
        }
        return best;
    }

    private static double dot(double[] u, double[] v) {
        return u[0] * v[0] + u[1] * v[1] + u[2] * v[2];
    }

    /**
     * Returns the signed distance, in raw units, from point {@code p} (in the hull's frame) to the
     * hull: negative inside (minus the distance to the nearest face plane, exact for a convex
     * polytope), else the minimum over faces whose polygon contains the projection, edges and
     * vertices. Face normals are recomputed in double from the loop's vertices (Newell), so the
     * hull's own rounded planes are not trusted.
     */
    static double pointHull(dev.lockstep.collision.shape.ConvexHull h, Vec3 p) {
        double inside = -Double.MAX_VALUE;
        boolean outside = false;
        double best = Double.MAX_VALUE;
        for (int f = 0; f < h.faceCount(); f++) {
            double[] n = new double[3];
            double[] c = new double[3];
            int count = h.faceVertexCount(f);
            int e = h.faceFirstEdge(f);
            for (int k = 0; k < count; k++, e = h.halfEdgeNext(e)) {
                int i = h.halfEdgeOrigin(e);
                int j = h.halfEdgeOrigin(h.halfEdgeNext(e));
                double[] vi = vertex(h, i);
                double[] vj = vertex(h, j);
                n[0] += (vi[1] - vj[1]) * (vi[2] + vj[2]);
                n[1] += (vi[2] - vj[2]) * (vi[0] + vj[0]);
                n[2] += (vi[0] - vj[0]) * (vi[1] + vj[1]);
                c[0] += vi[0] / count;
                c[1] += vi[1] / count;
                c[2] += vi[2] / count;
            }
            double len = Math.sqrt(n[0] * n[0] + n[1] * n[1] + n[2] * n[2]);
            double[] u = {n[0] / len, n[1] / len, n[2] / len};
            double s = u[0] * (p.x() - c[0]) + u[1] * (p.y() - c[1]) + u[2] * (p.z() - c[2]);
            inside = Math.max(inside, s);
            if (s > 0) {
                outside = true;
                // projection inside the polygon: left of every edge (counter-clockwise about u)
                double[] q = {p.x() - s * u[0], p.y() - s * u[1], p.z() - s * u[2]};
                boolean within = true;
                e = h.faceFirstEdge(f);
                for (int k = 0; k < count; k++, e = h.halfEdgeNext(e)) {
                    double[] vi = vertex(h, h.halfEdgeOrigin(e));
                    double[] vj = vertex(h, h.halfEdgeOrigin(h.halfEdgeNext(e)));
                    double[] d = {vj[0] - vi[0], vj[1] - vi[1], vj[2] - vi[2]};
                    double[] w = {q[0] - vi[0], q[1] - vi[1], q[2] - vi[2]};
                    double cx = d[1] * w[2] - d[2] * w[1];
                    double cy = d[2] * w[0] - d[0] * w[2];
                    double cz = d[0] * w[1] - d[1] * w[0];
                    if (cx * u[0] + cy * u[1] + cz * u[2] < 0) {
                        within = false;
                    }
                }
                if (within) {
                    best = Math.min(best, s);
                }
            }
        }
        if (!outside) {
            return inside;
        }
        for (int k = 0; k < h.edgeCount(); k++) {
            int a = h.edgeVertexA(k);
            int b = h.edgeVertexB(k);
            best = Math.min(best, pointSegment(p, new Vec3(h.vertexX(a), h.vertexY(a), h.vertexZ(a)),
                    new Vec3(h.vertexX(b), h.vertexY(b), h.vertexZ(b))));
        }
        return best;
    }

    private static double[] vertex(dev.lockstep.collision.shape.ConvexHull h, int i) {
        return new double[] {h.vertexX(i), h.vertexY(i), h.vertexZ(i)};
    }
}
