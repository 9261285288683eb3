package dev.lockstep.collision.gjk;

/**
 * Brute-force double-precision oracles over the Minkowski difference point set {@code a_i - b_j}
 * (test only; doubles are allowed in test oracles).
 *
 * <p>Distance: the closest point of {@code conv(A - B)} to the origin is the closest of all points,
 * segments and triangles of the point set (the closest point lies on a hull face, which a triangle of
 * points covers, and every such triangle lies in the hull). The origin is inside the hull exactly
 * when some point {@code p} has {@code p . c < |c|^2} for that closest candidate {@code c}.
 *
 * <p>Penetration depth: the minimum, over candidate axes (normals of all point triangles of A and of
 * B, and cross products of all point segments of A with those of B), of the overlap of the two
 * projections. It is a superset of the face normals of {@code conv(A - B)}, so the minimum is exact.
 */
public final class MinkowskiOracle {
    private MinkowskiOracle() {
    }

    /** Returns {distance, overlapFlag(1/0), closest x, y, z} of the cores. */
    public static double[] distance(double[][] a, double[][] b) {
        int n = a.length * b.length;
        double[][] w = new double[n][];
        int k = 0;
        for (double[] pa : a) {
            for (double[] pb : b) {
                w[k++] = new double[] {pa[0] - pb[0], pa[1] - pb[1], pa[2] - pb[2]};
            }
        }
        double best = Double.MAX_VALUE;
        double[] c = new double[3];
        double[] tmp = new double[3];
        for (int i = 0; i < n; i++) {
            best = keep(w[i], best, c);
            for (int j = i + 1; j < n; j++) {
                closestOnSegment(w[i], w[j], tmp);
                best = keep(tmp, best, c);
                for (int m = j + 1; m < n; m++) {
                    closestOnTriangle(w[i], w[j], w[m], tmp);
                    best = keep(tmp, best, c);
                }
            }
        }
        double cc = dot(c, c);
        boolean inside = false;
        // the closest candidate carries cancellation error relative to the point magnitudes
        double scale = 0;
        for (double[] p : w) {
            scale = Math.max(scale, Math.sqrt(dot(p, p)));
        }
        double slack = 1e-9 * (1 + scale * Math.sqrt(cc));
        for (double[] p : w) {
            if (dot(p, c) < cc - slack) {
                inside = true;
                break;
            }
        }
        return new double[] {inside ? 0 : Math.sqrt(cc), inside ? 1 : 0, c[0], c[1], c[2]};
    }

    /** Returns the penetration depth of the cores (0 or negative overlap means separated). */
    public static double depth(double[][] a, double[][] b) {
        double best = Double.MAX_VALUE;
        for (double[][] s : new double[][][] {a, b}) {
            for (int i = 0; i < s.length; i++) {
                for (int j = i + 1; j < s.length; j++) {
                    for (int m = j + 1; m < s.length; m++) {
                        double[] n = cross(sub(s[j], s[i]), sub(s[m], s[i]));
                        best = Math.min(best, overlap(n, a, b));
                    }
                }
            }
        }
        for (int i = 0; i < a.length; i++) {
            for (int j = i + 1; j < a.length; j++) {
                double[] ea = sub(a[j], a[i]);
                for (int m = 0; m < b.length; m++) {
                    for (int q = m + 1; q < b.length; q++) {
                        best = Math.min(best, overlap(cross(ea, sub(b[q], b[m])), a, b));
                    }
                }
            }
        }
        return best;
    }

    private static double overlap(double[] axis, double[][] a, double[][] b) {
        double len = Math.sqrt(dot(axis, axis));
        if (len < 1e-9) {
            return Double.MAX_VALUE;
        }
        double minA = Double.MAX_VALUE, maxA = -Double.MAX_VALUE, minB = Double.MAX_VALUE, maxB = -Double.MAX_VALUE;
        for (double[] p : a) {
            double d = dot(p, axis) / len;
            minA = Math.min(minA, d);
            maxA = Math.max(maxA, d);
        }
        for (double[] p : b) {
            double d = dot(p, axis) / len;
            minB = Math.min(minB, d);
            maxB = Math.max(maxB, d);
        }
        return Math.min(maxA - minB, maxB - minA);
    }

    private static double keep(double[] p, double best, double[] c) {
        double d = dot(p, p);
        if (d < best) {
            c[0] = p[0];
            c[1] = p[1];
            c[2] = p[2];
            return d;
        }
        return best;
    }

    static void closestOnSegment(double[] a, double[] b, double[] out) {
        double[] ab = sub(b, a);
        double den = dot(ab, ab);
        double t = den == 0 ? 0 : Math.max(0, Math.min(1, -dot(a, ab) / den));
        out[0] = a[0] + t * ab[0];
        out[1] = a[1] + t * ab[1];
        out[2] = a[2] + t * ab[2];
    }

    /** Ericson, Real-Time Collision Detection 5.1.5, for the point at the origin. */
    public static void closestOnTriangle(double[] a, double[] b, double[] c, double[] out) {
        double[] ab = sub(b, a);
        double[] ac = sub(c, a);
        double[] ap = {-a[0], -a[1], -a[2]};
        double d1 = dot(ab, ap), d2 = dot(ac, ap);
        if (d1 <= 0 && d2 <= 0) {
            set(out, a);
            return;
        }
        double[] bp = {-b[0], -b[1], -b[2]};
        double d3 = dot(ab, bp), d4 = dot(ac, bp);
        if (d3 >= 0 && d4 <= d3) {
            set(out, b);
            return;
        }
        double vc = d1 * d4 - d3 * d2;
        if (vc <= 0 && d1 >= 0 && d3 <= 0) {
            double v = d1 / (d1 - d3);
            lerp(a, ab, v, out);
            return;
        }
        double[] cp = {-c[0], -c[1], -c[2]};
        double d5 = dot(ab, cp), d6 = dot(ac, cp);
        if (d6 >= 0 && d5 <= d6) {
            set(out, c);
            return;
        }
        double vb = d5 * d2 - d1 * d6;
        if (vb <= 0 && d2 >= 0 && d6 <= 0) {
            double w = d2 / (d2 - d6);
            lerp(a, ac, w, out);
            return;
        }
        double va = d3 * d6 - d5 * d4;
        if (va <= 0 && (d4 - d3) >= 0 && (d5 - d6) >= 0) {
            double w = (d4 - d3) / ((d4 - d3) + (d5 - d6));
            lerp(b, sub(c, b), w, out);
            return;
        }
        double sum = va + vb + vc;
        if (sum == 0) {
            closestOnSegment(a, b, out);
            return;
        }
        double denom = 1 / sum;
        double v = vb * denom, w = vc * denom;
        for (int i = 0; i < 3; i++) {
            out[i] = a[i] + ab[i] * v + ac[i] * w;
        }
    }

    private static void lerp(double[] a, double[] d, double t, double[] out) {
        for (int i = 0; i < 3; i++) {
            out[i] = a[i] + t * d[i];
        }
    }

    private static void set(double[] out, double[] p) {
        out[0] = p[0];
        out[1] = p[1];
        out[2] = p[2];
    }

    public static double dot(double[] a, double[] b) {
        return a[0] * b[0] + a[1] * b[1] + a[2] * b[2];
    }

    static double[] sub(double[] a, double[] b) {
        return new double[] {a[0] - b[0], a[1] - b[1], a[2] - b[2]};
    }

    static double[] cross(double[] a, double[] b) {
        return new double[] {a[1] * b[2] - a[2] * b[1], a[2] * b[0] - a[0] * b[2], a[0] * b[1] - a[1] * b[0]};
    }
}
