package dev.lockstep.collision.mesh;

import static dev.lockstep.collision.mesh.MeshFixtures.ONE;

import dev.lockstep.collision.shape.ConvexHull;
import dev.lockstep.fixedpoint.Fixed;
import dev.lockstep.fixedpoint.MutableVec3;
import dev.lockstep.fixedpoint.Quat;
import dev.lockstep.fixedpoint.Transform;
import dev.lockstep.fixedpoint.Vec3;
import java.util.ArrayList;
import java.util.List;
import java.util.Random;

/**
 * Boxes (and exact parallelepipeds) resting on or hovering over the random flat square of
 * {@link MeshContactsProperties#randomFlatSquare}, in any orientation, for issue 5's flat-floor
 * property: the lowest point is placed at a height in {@code [-1/16, 0]} (resting, up to 1/16 deep)
 * or, with a positive contact distance, sometimes in {@code (0, contact distance]} (hovering within
 * reach). Kinds:
 * <ol start="0">
 *   <li>yaw only (the box's bottom face exactly horizontal);</li>
 *   <li>nearly flat: a tilt of a few ulps to about 0.05 rad about a random horizontal axis, then yaw;</li>
 *   <li>any rotation: a random unit quaternion;</li>
 *   <li>a lowest edge lying exactly along an internal edge of the triangulation (an exact
 *       parallelepiped whose bottom edge joins two mesh vertices, lifted to the resting height);</li>
 *   <li>a lowest corner exactly over a mesh vertex (an exact box whose edges are the integer frame
 *       (2,-2,1), (-2,-1,2), (1,2,2) under a random symmetry of the square).</li>
 * </ol>
 * Every vertex stays inside {@code [1/4, 31/4]^2}, so the floor is under the whole shape.
 */
final class FloorBoxes {
    static final int KINDS = 5;
    private static final long SIDE = 8 * ONE;
    private static final long MARGIN = ONE / 4;

    final ConvexHull hull;
    final Transform placement;
    final long contactDistance;
    final int kind;
    final String description;

    private FloorBoxes(ConvexHull hull, Transform placement, long contactDistance, int kind, String description) {
        this.hull = hull;
        this.placement = placement;
        this.contactDistance = contactDistance;
        this.kind = kind;
        this.description = description;
    }

    /** Returns a box over {@code m} of a random kind, drawn from {@code r}. */
    static FloorBoxes random(TriangleMesh m, Random r) {
        int kind = r.nextInt(KINDS);
        for (int attempt = 0; attempt < 20; attempt++) {
            FloorBoxes b = of(kind, m, r);
            if (b != null) {
                return b;
            }
        }
        return of(2, m, r);                                          // kinds 3 and 4 need a suitable edge or vertex
    }

    private static FloorBoxes of(int kind, TriangleMesh m, Random r) {
        long cd = r.nextInt(3) == 0 ? 0 : Math.floorMod(r.nextLong(), ONE / 2);
        long bottom = cd > 0 && r.nextInt(4) == 0 ? 1 + Math.floorMod(r.nextLong(), cd)
                : -Math.floorMod(r.nextLong(), ONE / 16 + 1);
        if (kind <= 2) {
            return rotatedBox(kind, m, r, cd, bottom);
        }
        return kind == 3 ? alongInternalEdge(m, r, cd, bottom) : cornerOnVertex(m, r, cd, bottom);
    }

    private static FloorBoxes rotatedBox(int kind, TriangleMesh m, Random r, long cd, long bottom) {
        Vec3 half = new Vec3(ONE / 4 + Math.floorMod(r.nextLong(), ONE + 1), ONE / 4 + Math.floorMod(r.nextLong(), ONE + 1),
                ONE / 4 + Math.floorMod(r.nextLong(), ONE + 1));
        Quat q = Quat.fromAxisAngle(new Vec3(0, 0, ONE), Math.floorMod(r.nextLong(), 7 * ONE));
        if (kind == 1) {
            long angle = r.nextBoolean() ? 1 + r.nextInt(1 << 12) : Math.floorMod(r.nextLong(), ONE / 20);
            Vec3 axis = new Vec3(Math.floorMod(r.nextLong(), 2 * ONE) - ONE, Math.floorMod(r.nextLong(), 2 * ONE) - ONE, 0);
            if (axis.x() != 0 || axis.y() != 0) {
                q = Quat.fromAxisAngle(axis, angle).multiply(q).normalize();
            }
        } else if (kind == 2) {
            q = new Quat(MeshFixtures.bounded(r, ONE), MeshFixtures.bounded(r, ONE), MeshFixtures.bounded(r, ONE),
                    MeshFixtures.bounded(r, ONE) | 1).normalize();
        }
        ConvexHull box = ConvexHull.box(half);
        long x;
        long y;
        if (r.nextInt(4) == 0) {
            int v = r.nextInt(m.vertexCount());
            x = Math.max(3 * ONE, Math.min(5 * ONE, m.x(v)));
            y = Math.max(3 * ONE, Math.min(5 * ONE, m.y(v)));
        } else {
            x = 3 * ONE + Math.floorMod(r.nextLong(), 2 * ONE + 1);
            y = 3 * ONE + Math.floorMod(r.nextLong(), 2 * ONE + 1);
        }
        // translation enters placed coordinates by exact addition, so shifting by (bottom - lowest) is exact
        Transform t = Transform.of(q, new Vec3(x, y, 0));
        MutableVec3 p = new MutableVec3();
        long lowest = Long.MAX_VALUE;
        for (int i = 0; i < box.vertexCount(); i++) {
            t.applyToPointInto(box.vertexX(i), box.vertexY(i), box.vertexZ(i), p);
            lowest = Math.min(lowest, p.z);
        }
        t = Transform.of(q, new Vec3(x, y, bottom - lowest));
        return new FloorBoxes(box, t, cd, kind, "kind " + kind + " half " + half + " q " + q + " at (" + x + ", " + y
                + ") bottom " + bottom + " cd " + cd);
    }

    /** A parallelepiped whose lowest edge runs exactly over mesh edge a-b (or a to 2b - a), tilted about it. */
    private static FloorBoxes alongInternalEdge(TriangleMesh m, Random r, long cd, long bottom) {
        int t = r.nextInt(m.triangleCount());
        int k = r.nextInt(3);
        int a = m.vertex(t, k);
        int b = m.vertex(t, k == 2 ? 0 : k + 1);
        long ex = m.x(b) - m.x(a);
        long ey = m.y(b) - m.y(a);
        if (onBorder(m.x(a), m.y(a)) && onBorder(m.x(b), m.y(b)) && (ex == 0 || ey == 0)) {
            return null;                                             // a boundary edge of the square
        }
        long x0 = m.x(a);
        long y0 = m.y(a);
        long x1 = m.x(b);
        long y1 = m.y(b);
        if (r.nextBoolean()) {
            x1 += ex;                                                // longer than the mesh edge: a -> 2b - a
            y1 += ey;
        }
        long len = Fixed.length3(ex, ey, 0);
        if (len < ONE / 16) {
            return null;
        }
        // unit horizontal perpendicular p; u = p cos(phi) su + z sin(phi) su, w = -p sin(phi) sw + z cos(phi) sw
        long px = Fixed.div(-ey, len);
        long py = Fixed.div(ex, len);
        long phi = 1 + Math.floorMod(r.nextLong(), Fixed.HALF_PI - 2);
        long c = dev.lockstep.fixedpoint.FixedTrig.cos(phi);
        long s = dev.lockstep.fixedpoint.FixedTrig.sin(phi);
        long su = ONE / 8 + Math.floorMod(r.nextLong(), ONE / 2);
        long sw = ONE / 8 + Math.floorMod(r.nextLong(), ONE / 2);
        if (r.nextBoolean()) {
            px = -px;
            py = -py;
        }
        long[] u = {Fixed.mul(Fixed.mul(px, c), su), Fixed.mul(Fixed.mul(py, c), su), Fixed.mul(s, su)};
        long[] w = {-Fixed.mul(Fixed.mul(px, s), sw), -Fixed.mul(Fixed.mul(py, s), sw), Fixed.mul(c, sw)};
        if (u[2] <= 0 || w[2] <= 0) {
            return null;
        }
        List<Vec3> pts = new ArrayList<>();
        for (int i = 0; i < 8; i++) {
            long bx = (i & 1) == 0 ? x0 : x1;
            long by = (i & 1) == 0 ? y0 : y1;
            long bz = bottom;
            if ((i & 2) != 0) {
                bx += u[0];
                by += u[1];
                bz += u[2];
            }
            if ((i & 4) != 0) {
                bx += w[0];
                by += w[1];
                bz += w[2];
            }
            if (!inside(bx, by)) {
                return null;
            }
            pts.add(new Vec3(bx, by, bz));
        }
        return new FloorBoxes(centered(pts), centroid(pts), cd, 3, "kind 3 edge (" + x0 + ", " + y0 + ") -> ("
                + x1 + ", " + y1 + ") u " + java.util.Arrays.toString(u) + " w " + java.util.Arrays.toString(w)
                + " bottom " + bottom + " cd " + cd);
    }

    /** An exact box whose unique lowest corner lies exactly over a mesh vertex. */
    private static FloorBoxes cornerOnVertex(TriangleMesh m, Random r, long cd, long bottom) {
        int v = r.nextInt(m.vertexCount());
        long x0 = m.x(v);
        long y0 = m.y(v);
        if (onBorder(x0, y0)) {
            return null;
        }
        long[][] frame = {{2, -2, 1}, {-2, -1, 2}, {1, 2, 2}};
        boolean swap = r.nextBoolean();
        long sx = r.nextBoolean() ? -1 : 1;
        long sy = r.nextBoolean() ? -1 : 1;
        long[][] e = new long[3][];
        for (int i = 0; i < 3; i++) {
            long scale = ONE / 24 + Math.floorMod(r.nextLong(), ONE / 6);   // edge length 3 * scale: 1/8 to 5/8
            long fx = swap ? frame[i][1] : frame[i][0];
            long fy = swap ? frame[i][0] : frame[i][1];
            e[i] = new long[] {sx * fx * scale, sy * fy * scale, frame[i][2] * scale};
        }
        List<Vec3> pts = new ArrayList<>();
        for (int i = 0; i < 8; i++) {
            long bx = x0;
            long by = y0;
            long bz = bottom;
            for (int j = 0; j < 3; j++) {
                if ((i >> j & 1) != 0) {
                    bx += e[j][0];
                    by += e[j][1];
                    bz += e[j][2];
                }
            }
            if (!inside(bx, by)) {
                return null;
            }
            pts.add(new Vec3(bx, by, bz));
        }
        return new FloorBoxes(centered(pts), centroid(pts), cd, 4, "kind 4 corner on vertex (" + x0 + ", " + y0
                + ") swap " + swap + " signs " + sx + " " + sy + " edges " + java.util.Arrays.deepToString(e) + " bottom "
                + bottom + " cd " + cd);
    }

    /** The placement that puts the hull's reference point at the (floored) vertex average: inside the hull. */
    private static Transform centroid(List<Vec3> pts) {
        long x = 0;
        long y = 0;
        long z = 0;
        for (Vec3 p : pts) {
            x += p.x();
            y += p.y();
            z += p.z();
        }
        return Transform.translation(new Vec3(Math.floorDiv(x, pts.size()), Math.floorDiv(y, pts.size()),
                Math.floorDiv(z, pts.size())));
    }

    /** The hull of {@code pts} in the frame of {@link #centroid}: placing it there gives back the exact points. */
    private static ConvexHull centered(List<Vec3> pts) {
        Vec3 c = centroid(pts).translation();
        List<Vec3> local = new ArrayList<>();
        for (Vec3 p : pts) {
            local.add(new Vec3(p.x() - c.x(), p.y() - c.y(), p.z() - c.z()));
        }
        return ConvexHull.of(local);
    }

    private static boolean onBorder(long x, long y) {
        return x == 0 || y == 0 || x == SIDE || y == SIDE;
    }

    private static boolean inside(long x, long y) {
        return x >= MARGIN && y >= MARGIN && x <= SIDE - MARGIN && y <= SIDE - MARGIN;
    }
}
