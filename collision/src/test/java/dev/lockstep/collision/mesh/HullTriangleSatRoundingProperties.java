package dev.lockstep.collision.mesh;

import static dev.lockstep.collision.mesh.MeshFixtures.ONE;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.lockstep.collision.shape.ConvexHull;
import dev.lockstep.fixedpoint.Quat;
import dev.lockstep.fixedpoint.Transform;
import dev.lockstep.fixedpoint.Vec3;
import java.math.BigDecimal;
import java.util.ArrayList;
import java.util.List;
import java.util.Random;
import org.junit.jupiter.api.Test;

/**
 * The general hull-triangle SAT's rounding ({@link HullTriangleSat#tieSlack}): near contact its
 * separation lies within {@code 6 + D 2^-28} raw of the exact gap of the placed hull and the
 * triangle along its own axis ({@code D} their 1-norm extents added; 2 raw of the slack are left
 * for the restricted height's rounding), and FACE against delayed gives the restricted {@code n}
 * height that much (ties to {@code n}).
 */
class HullTriangleSatRoundingProperties {
    /** The world's mixed-pile hull: 8 points, half-unit octahedron tips and two corners. */
    static ConvexHull mixedPileHull(long scale) {
        long h = scale / 2;
        long q = scale / 4;
        List<Vec3> p = new ArrayList<>();
        p.add(new Vec3(-h, 0, 0));
        p.add(new Vec3(h, 0, 0));
        p.add(new Vec3(0, -h, 0));
        p.add(new Vec3(0, h, 0));
        p.add(new Vec3(0, 0, -h));
        p.add(new Vec3(0, 0, h));
        p.add(new Vec3(q, q, q));
        p.add(new Vec3(-q, q, -q));
        return ConvexHull.of(p);
    }

    /**
     * 6,000 boxes (through the general SAT, not the box frame) and mixed-pile hulls, in random
     * orientations over grids, height fields and soups, from 2 units inside to 2 units out: every
     * separation within a unit of zero is within the SAT's share of the slack of the exact gap
     * along its axis, either way. The largest excess seen is 25.7 raw, on a 6-unit soup triangle
     * whose far corner lies off an edge axis's support; the largest part of the share used, 0.42.
     */
    @Test
    void separationNearContact_isWithinTheSlackOfTheExactGapAlongItsAxis() {
        Random r = new Random(20_42);
        TriangleMesh[] meshes = {MeshFixtures.grid(12, ONE),
            HullTriangleSatTableProperties.heightField(12, ONE / 2, new Random(5)),
            MeshFixtures.randomSoup(200, 6 * ONE, 11)};
        HullTriangleContact general = new HullTriangleContact(false, true, false, true);
        TriangleKernel k = new TriangleKernel();
        int checked = 0;
        long worst = 0;
        double worstShare = 0;
        for (int sample = 0; sample < 6_000; sample++) {
            long scale = ONE / 4 + Math.floorMod(r.nextLong(), 2 * ONE);
            ConvexHull hull = r.nextBoolean() ? mixedPileHull(scale)
                    : ConvexHull.box(new Vec3(ONE / 8 + Math.floorMod(r.nextLong(), ONE), ONE / 8
                            + Math.floorMod(r.nextLong(), ONE), ONE / 8 + Math.floorMod(r.nextLong(), ONE)));
            Quat q = BoxTriangleSatProperties.rotation(r);
            TriangleMesh mesh = meshes[r.nextInt(meshes.length)];
            int t = r.nextInt(mesh.triangleCount());
            if (!k.load(mesh, t)) {
                continue;
            }
            Transform pose = Transform.of(q, BoxTriangleSatProperties.centreNear(r, k));
            general.set(hull, pose, ONE / 8);
            if (!general.satAxes(k)) {
                continue;
            }
            TriangleSatAxis axis = general.satAxis();
            if (Math.abs(axis.separation) >= ONE) {
                continue;
            }
            long[] v = HullTriangleBentFaceProperties.placed(hull, pose);
            long[] tri = {k.ax, k.ay, k.az, k.bx, k.by, k.bz, k.cx, k.cy, k.cz};
            BigDecimal exact = BoxTriangleSatProperties.directedGap(axis.x, axis.y, axis.z, tri, v);
            BigDecimal off = BigDecimal.valueOf(axis.separation).subtract(exact).abs();
            long share = satShare(v, tri);
            worst = Math.max(worst, off.longValue());
            worstShare = Math.max(worstShare, off.doubleValue() / share);
            assertTrue(off.compareTo(BigDecimal.valueOf(share)) <= 0, "sample " + sample + ": separation "
                    + axis.separation + ", the exact gap along its axis " + exact + " (share " + share + ")");
            checked++;
        }
        assertTrue(checked > 1_500, checked + " separations near contact checked");
        assertTrue(worst >= 4 && worstShare < 0.5, "the rounding is exercised: " + worst + " raw, " + worstShare
                + " of the share");
    }

    /**
     * The world's mixed pile: a hull lying on the bowl floor with a level edge over a level edge
     * of the triangle, whose pole axis (along {@code n}) reads -15,869, one raw above the
     * restricted height -15,870. Without {@link HullTriangleSat#tieSlack} the triangle's contact
     * was delayed, voidable through the edge under its lowest point.
     */
    @Test
    void mixedPileHull_levelEdgeOverLevelEdge_keepsTheFaceContactAtARoundingTie() {
        long[] xyz = {-17179869184L, 335544320L, 8589934592L, -8589934592L, 335544320L, 17179869184L,
            -8589934592L, 134217728L, 8589934592L};
        TriangleMesh tri = TriangleMesh.of(xyz, new int[] {0, 1, 2});
        if (tri.normalY(0) < 0) {
            tri = TriangleMesh.of(xyz, new int[] {0, 2, 1});
        }
        Transform pose = Transform.of(new Quat(3781523161L, -1444351448L, 17143419L, -1435402960L),
                new Vec3(-13315781265L, 1597520279L, 13330590509L));
        HullTriangleContact g = new HullTriangleContact();
        g.set(mixedPileHull(ONE), pose, 85899344L);
        TriangleKernel k = new TriangleKernel();
        assertTrue(k.load(tri, 0));
        assertTrue(g.satAxes(k), "touching");
        assertEquals(-15869L, g.satAxis().separation, "the pole axis, one raw above the height");
        TriangleContact out = new TriangleContact();
        assertEquals(MeshFeature.FACE, g.generate(tri, 0, new MeshContactWorkspace(), out));
        assertEquals(-15870L, out.distance, "D: the restricted height");
    }

    /**
     * The SAT's share of {@link HullTriangleSat#tieSlack} for the placed hull {@code v} and the
     * triangle {@code tri}: the slack less 2 raw for the restricted height.
     */
    private static long satShare(long[] v, long[] tri) {
        long reach = 0;
        for (long[] xyz : new long[][] {v, tri}) {
            for (int a = 0; a < 3; a++) {
                long lo = Long.MAX_VALUE;
                long hi = Long.MIN_VALUE;
                for (int i = a; i < xyz.length; i += 3) {
                    lo = Math.min(lo, xyz[i]);
                    hi = Math.max(hi, xyz[i]);
                }
                reach += hi - lo;
            }
        }
        return 6 + (reach >> 28);
    }
}
