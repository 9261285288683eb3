package dev.lockstep.tools.render;

import dev.lockstep.collision.shape.ConvexHull;
import dev.lockstep.fixedpoint.Fixed;
import dev.lockstep.fixedpoint.Mat3;
import dev.lockstep.fixedpoint.Transform;
import dev.lockstep.fixedpoint.Vec3;
import dev.lockstep.tools.collide.MeshSpec;
import dev.lockstep.tools.collide.ShapeSpec;
import java.util.List;

/**
 * Adds the wireframe of a shape placed by a transform to a {@link Wireframe}: spheres as three
 * great circles, capsules as their end circles, hemisphere arcs and side lines, boxes as twelve
 * edges, hulls as the edges of the kernel's hull of their points. Doubles are fine here: display only.
 */
public final class ShapeOutline implements ShapeSpec.Visitor<Void, RuntimeException> {
    /** Segments per full circle. */
    private static final int CIRCLE_SEGMENTS = 48;

    private final Wireframe out;
    private final Wireframe.Ink ink;
    private final double[] r = new double[9];
    private final double tx;
    private final double ty;
    private final double tz;

    private ShapeOutline(Transform t, Wireframe out, Wireframe.Ink ink) {
        this.out = out;
        this.ink = ink;
        Mat3 m = t.basis();
        long[] raw = {m.m00(), m.m01(), m.m02(), m.m10(), m.m11(), m.m12(), m.m20(), m.m21(), m.m22()};
        for (int i = 0; i < 9; i++) {
            r[i] = Fixed.toDoubleForDisplay(raw[i]);
        }
        tx = Fixed.toDoubleForDisplay(t.translation().x());
        ty = Fixed.toDoubleForDisplay(t.translation().y());
        tz = Fixed.toDoubleForDisplay(t.translation().z());
    }

    /** Adds the outline of {@code spec} placed by {@code t} to {@code out} in {@code ink}. */
    public static void draw(ShapeSpec spec, Transform t, Wireframe.Ink ink, Wireframe out) {
        spec.accept(new ShapeOutline(t, out, ink));
    }

    @Override
    public Void sphere(ShapeSpec.SphereSpec s) {
        double rad = d(s.radius());
        for (int axis = 0; axis < 3; axis++) {
            circle(0, 0, 0, rad, axis, 0, 2 * Math.PI);
        }
        return null;
    }

    @Override
    public Void capsule(ShapeSpec.CapsuleSpec c) {
        double[] a = {d(c.p0().x()), d(c.p0().y()), d(c.p0().z())};
        double[] b = {d(c.p1().x()), d(c.p1().y()), d(c.p1().z())};
        double rad = d(c.radius());
        double[] axis = {b[0] - a[0], b[1] - a[1], b[2] - a[2]};
        double len = Math.sqrt(axis[0] * axis[0] + axis[1] * axis[1] + axis[2] * axis[2]);
        if (len == 0) {
            circleFrame(a, new double[]{1, 0, 0}, new double[]{0, 1, 0}, rad, 0, 2 * Math.PI);
            circleFrame(a, new double[]{0, 1, 0}, new double[]{0, 0, 1}, rad, 0, 2 * Math.PI);
            circleFrame(a, new double[]{1, 0, 0}, new double[]{0, 0, 1}, rad, 0, 2 * Math.PI);
            return null;
        }
        double[] w = {axis[0] / len, axis[1] / len, axis[2] / len};
        double[] u = perpendicular(w);
        double[] v = cross(w, u);
        circleFrame(a, u, v, rad, 0, 2 * Math.PI);
        circleFrame(b, u, v, rad, 0, 2 * Math.PI);
        double[] minusW = {-w[0], -w[1], -w[2]};
        circleFrame(b, u, w, rad, -Math.PI / 2, Math.PI / 2);        // far cap arcs
        circleFrame(b, v, w, rad, -Math.PI / 2, Math.PI / 2);
        circleFrame(a, u, minusW, rad, -Math.PI / 2, Math.PI / 2);   // near cap arcs
        circleFrame(a, v, minusW, rad, -Math.PI / 2, Math.PI / 2);
        for (double[] side : new double[][]{u, v, {-u[0], -u[1], -u[2]}, {-v[0], -v[1], -v[2]}}) {
            line(a[0] + side[0] * rad, a[1] + side[1] * rad, a[2] + side[2] * rad,
                    b[0] + side[0] * rad, b[1] + side[1] * rad, b[2] + side[2] * rad);
        }
        return null;
    }

    @Override
    public Void box(ShapeSpec.BoxSpec b) {
        double hx = d(b.halfExtents().x());
        double hy = d(b.halfExtents().y());
        double hz = d(b.halfExtents().z());
        for (int i = 0; i < 8; i++) {
            for (int bit = 0; bit < 3; bit++) {
                int j = i | (1 << bit);
                if (j != i) {
                    line(sign(i, 0) * hx, sign(i, 1) * hy, sign(i, 2) * hz, sign(j, 0) * hx, sign(j, 1) * hy, sign(j, 2) * hz);
                }
            }
        }
        return null;
    }

    /**
     * Draws the hull the kernel builds from the points (its edges, after merging coplanar faces);
     * a cloud the kernel refuses is drawn as its points only.
     */
    @Override
    public Void hull(ShapeSpec.HullSpec h) {
        for (Vec3 p : h.points()) {
            double[] w = world(d(p.x()), d(p.y()), d(p.z()));
            out.point(w[0], w[1], w[2], ink);
        }
        ConvexHull hull;
        try {
            hull = ConvexHull.of(h.points());
        } catch (IllegalArgumentException e) {
            return null;
        }
        for (int k = 0; k < hull.edgeCount(); k++) {
            int i = hull.edgeVertexA(k);
            int j = hull.edgeVertexB(k);
            line(d(hull.vertexX(i)), d(hull.vertexY(i)), d(hull.vertexZ(i)),
                    d(hull.vertexX(j)), d(hull.vertexY(j)), d(hull.vertexZ(j)));
        }
        return null;
    }

    /** Draws every triangle edge of every part (shared edges twice; it is only a drawing). */
    @Override
    public Void mesh(List<MeshSpec> parts) {
        for (MeshSpec m : parts) {
            for (int t = 0; t < m.triangleCount(); t++) {
                for (int c = 0; c < 3; c++) {
                    Vec3 p = m.vertices().get(m.index(t, c));
                    Vec3 q = m.vertices().get(m.index(t, (c + 1) % 3));
                    line(d(p.x()), d(p.y()), d(p.z()), d(q.x()), d(q.y()), d(q.z()));
                }
            }
        }
        return null;
    }

    private void circle(double cx, double cy, double cz, double rad, int axis, double from, double to) {
        double[] u = axis == 0 ? new double[]{0, 1, 0} : new double[]{1, 0, 0};
        double[] v = axis == 2 ? new double[]{0, 1, 0} : new double[]{0, 0, 1};
        circleFrame(new double[]{cx, cy, cz}, u, v, rad, from, to);
    }

    /** Arc of radius {@code rad} around {@code c} in the plane spanned by unit {@code u}, {@code v}. */
    private void circleFrame(double[] c, double[] u, double[] v, double rad, double from, double to) {
        int steps = Math.max(4, (int) Math.ceil(CIRCLE_SEGMENTS * (to - from) / (2 * Math.PI)));
        double prevX = 0;
        double prevY = 0;
        double prevZ = 0;
        for (int s = 0; s <= steps; s++) {
            double t = from + (to - from) * s / steps;
            double cos = Math.cos(t) * rad;
            double sin = Math.sin(t) * rad;
            double x = c[0] + u[0] * cos + v[0] * sin;
            double y = c[1] + u[1] * cos + v[1] * sin;
            double z = c[2] + u[2] * cos + v[2] * sin;
            if (s > 0) {
                line(prevX, prevY, prevZ, x, y, z);
            }
            prevX = x;
            prevY = y;
            prevZ = z;
        }
    }

    /** Adds a segment given in the shape's local frame. */
    private void line(double x0, double y0, double z0, double x1, double y1, double z1) {
        double[] a = world(x0, y0, z0);
        double[] b = world(x1, y1, z1);
        out.segment(a[0], a[1], a[2], b[0], b[1], b[2], ink);
    }

    private double[] world(double x, double y, double z) {
        return new double[]{
            r[0] * x + r[1] * y + r[2] * z + tx,
            r[3] * x + r[4] * y + r[5] * z + ty,
            r[6] * x + r[7] * y + r[8] * z + tz};
    }

    private static double sign(int corner, int bit) {
        return (corner >> bit & 1) == 0 ? -1 : 1;
    }

    private static double d(long raw) {
        return Fixed.toDoubleForDisplay(raw);
    }

    private static double[] perpendicular(double[] w) {
        double[] t = Math.abs(w[0]) < 0.9 ? new double[]{1, 0, 0} : new double[]{0, 1, 0};
        double[] u = cross(w, t);
        double l = Math.sqrt(dot(u, u));
        return new double[]{u[0] / l, u[1] / l, u[2] / l};
    }

    private static double dot(double[] a, double[] b) {
        return a[0] * b[0] + a[1] * b[1] + a[2] * b[2];
    }

    private static double[] cross(double[] a, double[] b) {
        return new double[]{a[1] * b[2] - a[2] * b[1], a[2] * b[0] - a[0] * b[2], a[0] * b[1] - a[1] * b[0]};
    }
}
