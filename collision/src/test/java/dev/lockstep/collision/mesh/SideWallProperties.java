package dev.lockstep.collision.mesh;

import static dev.lockstep.collision.mesh.MeshFixtures.ONE;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;
import static org.junit.jupiter.api.Assertions.fail;

import dev.lockstep.collision.shape.ConvexHull;
import dev.lockstep.fixedpoint.Quat;
import dev.lockstep.fixedpoint.Transform;
import dev.lockstep.fixedpoint.Vec3;
import java.util.ArrayList;
import java.util.List;
import java.util.Random;
import org.junit.jupiter.api.Test;

/**
 * Side walls of the lower surface ({@link LowerSurfaceClip#SIDE_WALL}): a face facing down the
 * triangle normal by less than {@code 2^-10} is clipped only when the faces that face down more
 * give no point within {@code Ir} over the triangle. The oracle is the generator that clips every
 * lower face in face order ({@code sideWalls} false), as before the rule.
 */
class SideWallProperties {
    private static final Vec3 X = new Vec3(ONE, 0, 0);

    /** The rule's generator and the oracle's, each with its own workspace and contact, set alike. */
    private static final class Routes {
        final HullTriangleContact rule = new HullTriangleContact();
        final HullTriangleContact every = new HullTriangleContact(false, true, true, false);
        final MeshContactWorkspace ws = new MeshContactWorkspace();
        final MeshContactWorkspace wsEvery = new MeshContactWorkspace();
        final TriangleContact out = new TriangleContact();
        final TriangleContact outEvery = new TriangleContact();

        void set(ConvexHull hull, Transform pose, long contactDistance) {
            rule.set(hull, pose, contactDistance);
            every.set(hull, pose, contactDistance);
        }

        /** Runs triangle {@code t} through both and returns the rule's feature, asserted equal to the oracle's. */
        int generate(TriangleMesh mesh, int t, String where) {
            int f = rule.generate(mesh, t, ws, out);
            assertEquals(every.generate(mesh, t, wsEvery, outEvery), f, where + ": the contact kind");
            return f;
        }
    }

    /**
     * A box at rest tilted by 10^-4 rad (two of its sides face down by about that much): over
     * every triangle under it the lower surface is its bottom face alone, where the oracle also
     * clipped the sides up to their top edges, a unit above the floor.
     */
    @Test
    void settledBox_clipsOnlyItsBottomFace() {
        TriangleMesh grid = MeshFixtures.grid(8, ONE);
        ConvexHull box = ConvexHull.box(new Vec3(ONE / 2, ONE / 2, ONE / 2));
        Quat q = Quat.fromAxisAngle(new Vec3(0, 0, ONE), ONE * 7 / 10).multiply(Quat.fromAxisAngle(X, ONE / 10_000));
        Transform pose = Transform.of(q, new Vec3(3 * ONE + ONE / 3, 3 * ONE + ONE * 3 / 5, ONE * 45 / 100));
        Routes both = new Routes();
        both.set(box, pose, 0);
        int reached = 0;
        int sidesClippedByTheOracle = 0;
        for (int t = 0; t < grid.triangleCount(); t++) {
            int f = both.generate(grid, t, "triangle " + t);
            if (f == MeshFeature.NONE || both.rule.lowerSurface().count == 0) {
                continue;
            }
            reached++;
            assertEquals(both.outEvery.distance, both.out.distance, "triangle " + t + ": the lowest height");
            LowerSurface s = both.rule.lowerSurface();
            for (int i = 0; i < s.count; i++) {
                assertTrue(s.height[i] < 0, "triangle " + t + ": point " + i + " at height " + s.height[i]
                        + " is not on the bottom face (0.05 under the floor)");
            }
            LowerSurface o = both.every.lowerSurface();
            for (int i = 0; i < o.count; i++) {
                sidesClippedByTheOracle += o.height[i] > ONE / 2 ? 1 : 0;
            }
        }
        assertTrue(reached >= 4, reached + " triangles reached over");
        assertTrue(sidesClippedByTheOracle > 0, "the oracle clips the sides: the rule skipped them");
    }

    /**
     * A box tilted by 2^-12 rad about x, its bottom edge on the -y side a hair (about a thousandth
     * of its side's sliver, 2^-12 units wide) beyond the grid line y = 3, 0.01 under the floor: the
     * triangles on the other side of the line are reached over by the side wall alone. The rule
     * clips it there (the supporting bottom face gives nothing) and reports the same reaching
     * contact as the oracle, the floor normal and the sliver's lowest height, not a closest-point
     * contact beside the triangle.
     */
    @Test
    void sliverOverTheNeighbour_isClippedThroughTheSideWall() {
        TriangleMesh grid = MeshFixtures.grid(8, ONE);
        ConvexHull box = ConvexHull.box(new Vec3(ONE / 2, ONE / 2, ONE / 2));
        Quat q = Quat.fromAxisAngle(X, ONE >> 12);
        long[] at0 = HullTriangleBentFaceProperties.placed(box, Transform.of(q, new Vec3(0, 0, 0)));
        int bottom = corner(box, -1, -1, -1);
        int top = corner(box, -1, -1, 1);
        long width = at0[3 * bottom + 1] - at0[3 * top + 1];         // the -y side's sliver, about 2^20 raw
        assertTrue(width > 1 << 19 && width < 1 << 21, "sliver " + width);
        long y0 = 3 * ONE - at0[3 * bottom + 1] + width / 1000;       // bottom edge width/1000 beyond y = 3
        long z0 = -ONE / 100 - at0[3 * bottom + 2];
        Transform pose = Transform.of(q, new Vec3(ONE * 5 / 2, y0, z0));
        Routes both = new Routes();
        both.set(box, pose, 0);
        int slivers = 0;
        for (int t = 0; t < grid.triangleCount(); t++) {
            boolean belowTheLine = true;
            for (int c = 0; c < 3; c++) {
                belowTheLine &= grid.coordinate(grid.vertex(t, c), 1) <= 3 * ONE;
            }
            int f = both.generate(grid, t, "triangle " + t);
            if (!belowTheLine || f == MeshFeature.NONE) {
                continue;
            }
            slivers++;
            TriangleContact out = both.out;
            assertTrue(both.rule.lowerSurface().count > 0, "triangle " + t + ": reached over through the side wall");
            assertEquals(0, out.normalX, "triangle " + t);
            assertEquals(0, out.normalY, "triangle " + t);
            assertEquals(ONE, out.normalZ, "triangle " + t + ": the floor normal");
            assertTrue(out.distance < 0, "triangle " + t + ": the sliver is under the floor, D " + out.distance);
            assertEquals(both.outEvery.distance, out.distance, "triangle " + t + ": the sliver's lowest height");
        }
        assertTrue(slivers > 0, "a triangle below the line is reached by the sliver");
    }

    /**
     * A box tilted by 2^-11 rad about x and about y: its bottom edge on the -y side slopes by about
     * 2^-11 along x, and the -y side is a side wall whose sliver is 2^-11 wide. One triangle's edge
     * crosses that bottom edge three quarters of the way up its slope and runs out, at a tiny
     * angle, to 2^-24 beyond its low end: over the triangle the bottom face gives only points
     * higher than where the edge is crossed (above the floor, here {@code Ir}), the sliver at the
     * low end points under it. The rule clips the side wall there too, and reports the oracle's
     * reaching contact (D the sliver's lowest height) rather than a closest-point one.
     */
    @Test
    void sliverLowerThanTheSupportingFaces_overOneTriangle_isClippedThroughTheSideWall() {
        long theta = ONE >> 11;
        ConvexHull box = ConvexHull.box(new Vec3(ONE / 2, ONE / 2, ONE / 2));
        Quat q = Quat.fromAxisAngle(X, theta).multiply(Quat.fromAxisAngle(new Vec3(0, ONE, 0), theta));
        long[] at0 = HullTriangleBentFaceProperties.placed(box, Transform.of(q, new Vec3(0, 0, 0)));
        int a = corner(box, -1, -1, -1);
        int b = corner(box, 1, -1, -1);
        int low = at0[3 * a + 2] < at0[3 * b + 2] ? a : b;
        int high = low == a ? b : a;
        long slope = at0[3 * high + 2] - at0[3 * low + 2];             // about 2^-11 units over the edge
        assertTrue(slope > ONE >> 12, "the bottom edge slopes: " + slope);
        long z0 = -at0[3 * low + 2] - slope / 2;                       // the floor halfway up the edge
        long lx = at0[3 * low];
        long ly = at0[3 * low + 1];
        long cx = lx + (at0[3 * high] - lx) * 3 / 4;                   // where the triangle's edge crosses it
        long cy = ly + (at0[3 * high + 1] - ly) * 3 / 4;
        long dx = cx - lx;
        long dy = cy - (ly - (ONE >> 24));                            // from 2^-24 beyond the low end (the -y side)
        long[] xyz = {lx - dx / 2, ly - (ONE >> 24) - dy / 2, 0, cx + dx, cy + dy, 0, cx, cy - 2 * ONE, 0};
        int[] up = signOfCrossZ(xyz) > 0 ? new int[] {0, 1, 2} : new int[] {0, 2, 1};
        TriangleMesh one = TriangleMesh.of(xyz, up);
        Transform pose = Transform.of(q, new Vec3(0, 0, z0));
        Routes both = new Routes();
        both.set(box, pose, 0);
        both.generate(one, 0, "the one triangle");
        LowerSurface o = both.every.lowerSurface();
        assertTrue(o.count > 0 && o.lowestHeight() < 0, "the oracle reaches over");
        assertEquals(ONE, both.out.normalZ, "the floor normal");
        assertEquals(both.outEvery.distance, both.out.distance, "D: the sliver's lowest height");
        assertTrue(both.out.distance < 0, "D " + both.out.distance);
    }

    private static long signOfCrossZ(long[] t) {
        return Long.signum((t[3] - t[0]) / 65536 * ((t[7] - t[1]) / 65536) - (t[4] - t[1]) / 65536 * ((t[6] - t[0]) / 65536));
    }

    /**
     * 3,000 boxes and vertical prisms (random convex bases) yawed, tilted by up to {@code 2^-9}
     * rad (either side of the bound), resting at random depths on a grid and on a bumpy height
     * field: every triangle in reach gets the oracle's contact kind, D, normal and sort key, and
     * every point of a reaching contact is a point of the oracle's lower surface (the rule only
     * leaves out candidates). The side walls are skipped in many ({@link
     * #sliverOverTheNeighbour_isClippedThroughTheSideWall} shows the case where they are clipped).
     */
    @Test
    void nearlyLevelHulls_sameKindDepthAndNormal_pointsFromTheWholeLowerSurface() {
        Random r = new Random(20_410);
        TriangleMesh[] meshes = {MeshFixtures.grid(12, ONE), HullTriangleSatTableProperties.heightField(12, ONE / 8,
            new Random(7))};
        Routes both = new Routes();
        TriangleContact out = both.out;
        TriangleContact outEvery = both.outEvery;
        long[] queryBox = new long[6];
        int reaching = 0;
        int skipped = 0;
        for (int sample = 0; sample < 3_000; sample++) {
            long halfHeight = ONE / 8 + Math.floorMod(r.nextLong(), ONE);
            ConvexHull hull = r.nextBoolean() ? ConvexHull.box(new Vec3(ONE / 8 + Math.floorMod(r.nextLong(), ONE),
                    ONE / 8 + Math.floorMod(r.nextLong(), ONE), halfHeight)) : prism(r, halfHeight);
            Vec3 tiltAxis = new Vec3(Math.floorMod(r.nextLong(), 2 * ONE) - ONE, Math.floorMod(r.nextLong(), 2 * ONE) - ONE, 0);
            long tilt = r.nextInt(4) == 0 ? 0 : Math.floorMod(r.nextLong(), ONE >> 9);
            Quat q = Quat.fromAxisAngle(new Vec3(0, 0, ONE), Math.floorMod(r.nextLong(), 7 * ONE));
            if (tilt != 0 && (tiltAxis.x() | tiltAxis.y()) != 0) {
                q = q.multiply(Quat.fromAxisAngle(tiltAxis, tilt));
            }
            TriangleMesh mesh = meshes[r.nextInt(meshes.length)];
            long x = ONE + Math.floorMod(r.nextLong(), 10 * ONE);
            long y = ONE + Math.floorMod(r.nextLong(), 10 * ONE);
            long z = halfHeight - ONE / 5 + Math.floorMod(r.nextLong(), ONE / 4) + (mesh == meshes[0] ? 0 : ONE / 8);
            Transform pose = Transform.of(q, new Vec3(x, y, z));
            long contactDistance = r.nextBoolean() ? 0 : Math.floorMod(r.nextLong(), ONE / 16);
            both.set(hull, pose, contactDistance);
            both.rule.queryBox(queryBox);
            for (int t = 0; t < mesh.triangleCount(); t++) {
                if (!overlaps(mesh, t, queryBox)) {
                    continue;
                }
                String where = "sample " + sample + ", triangle " + t;
                int f = both.generate(mesh, t, where);
                if (f == MeshFeature.NONE) {
                    continue;
                }
                assertEquals(outEvery.distance, out.distance, where + ": D");
                assertEquals(outEvery.normalX, out.normalX, where);
                assertEquals(outEvery.normalY, out.normalY, where);
                assertEquals(outEvery.normalZ, out.normalZ, where);
                assertEquals(outEvery.keyHi, out.keyHi, where + ": the sort key");
                assertEquals(outEvery.keyLo, out.keyLo, where + ": the sort key");
                LowerSurface s = both.rule.lowerSurface();
                LowerSurface o = both.every.lowerSurface();
                if (s.count == 0 || s.lowestHeight() > contactDistance) {
                    continue;                                         // beside: the same closest points
                }
                reaching++;
                skipped += o.count > s.count ? 1 : 0;
                assertOnSurface(out.pointX, out.pointY, out.pointZ, o, where);
                for (int i = 0; i < out.extraCount; i++) {
                    assertOnSurface(out.extraPoint[3 * i], out.extraPoint[3 * i + 1], out.extraPoint[3 * i + 2], o, where);
                }
            }
        }
        assertTrue(reaching > 5_000 && skipped > 1_000, reaching + " reaching contacts, side walls skipped in " + skipped);
    }

    /** A vertical prism of half height {@code h}: the convex hull of 6-9 random points in the unit square, at z = -h and +h. */
    private static ConvexHull prism(Random r, long h) {
        List<Vec3> points = new ArrayList<>();
        int n = 6 + r.nextInt(4);
        for (int i = 0; i < n; i++) {
            long px = Math.floorMod(r.nextLong(), 2 * ONE) - ONE;
            long py = Math.floorMod(r.nextLong(), 2 * ONE) - ONE;
            points.add(new Vec3(px, py, -h));
            points.add(new Vec3(px, py, h));
        }
        return ConvexHull.of(points);
    }

    private static void assertOnSurface(long x, long y, long z, LowerSurface o, String where) {
        for (int i = 0; i < o.count; i++) {
            if (o.point[3 * i] == x && o.point[3 * i + 1] == y && o.point[3 * i + 2] == z) {
                return;
            }
        }
        fail(where + ": point (" + x + ", " + y + ", " + z + ") is no point of the whole lower surface");
    }

    private static boolean overlaps(TriangleMesh mesh, int t, long[] box) {
        for (int a = 0; a < 3; a++) {
            long lo = Long.MAX_VALUE;
            long hi = Long.MIN_VALUE;
            for (int c = 0; c < 3; c++) {
                long v = mesh.coordinate(mesh.vertex(t, c), a);
                lo = Math.min(lo, v);
                hi = Math.max(hi, v);
            }
            if (hi < box[a] || lo > box[3 + a]) {
                return false;
            }
        }
        return true;
    }

    /** The vertex of the centred box at corner ({@code sx}, {@code sy}, {@code sz}) (signs). */
    private static int corner(ConvexHull box, int sx, int sy, int sz) {
        for (int v = 0; v < box.vertexCount(); v++) {
            if (Long.signum(box.vertexX(v)) == sx && Long.signum(box.vertexY(v)) == sy && Long.signum(box.vertexZ(v)) == sz) {
                return v;
            }
        }
        throw new AssertionError("no corner " + sx + sy + sz);
    }
}
