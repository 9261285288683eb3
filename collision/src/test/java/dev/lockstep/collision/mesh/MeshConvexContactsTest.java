package dev.lockstep.collision.mesh;

import static dev.lockstep.collision.mesh.MeshFixtures.ONE;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.lockstep.collision.manifold.ContactManifold;
import dev.lockstep.collision.shape.Capsule;
import dev.lockstep.collision.shape.ConvexHull;
import dev.lockstep.fixedpoint.Quat;
import dev.lockstep.fixedpoint.Transform;
import dev.lockstep.fixedpoint.Vec3;
import org.junit.jupiter.api.Test;

/**
 * Capsule and box against meshes (issue 5, seed 000 with seed 001's triangles as hulls): resting
 * across internal edges, on a vertex, across the seam of disjoint tiles, on and beyond a convex
 * cliff edge. Inputs are exact raw values.
 */
class MeshConvexContactsTest {
    private static final long QUARTER = ONE / 4;   // 0x4000_0000 (0.25)
    private static final long HALF = ONE / 2;      // 0x8000_0000 (0.5)

    private final MeshContactWorkspace ws = new MeshContactWorkspace();
    private final MeshContactResult out = new MeshContactResult();

    private static Vec3 v(long x, long y, long z) {
        return new Vec3(x, y, z);
    }

    private void assertOnlyFloorNormals(int minCount) {
        assertTrue(out.count() >= minCount, "contacts: " + out.count());
        for (int i = 0; i < out.count(); i++) {
            assertEquals(0, out.normalX(i), "contact " + i);
            assertEquals(0, out.normalY(i), "contact " + i);
            assertEquals(ONE, out.normalZ(i), "contact " + i);
        }
    }

    @Test
    void table001_capsuleOnFace_givesTwoPoints() {
        // one big cell (two triangles), the capsule inside the lower-right triangle, core 0.25 up, radius 0.5
        MeshBvh bvh = MeshBvh.build(MeshFixtures.grid(1, 8 * ONE));
        Capsule c = new Capsule(v(4 * ONE, ONE, QUARTER), v(6 * ONE, 2 * ONE, QUARTER), HALF);
        MeshContacts.capsuleVsMesh(c, Transform.IDENTITY, 0, bvh, ws, out);
        assertEquals(2, out.count());
        assertEquals(0, out.voidedCount());
        for (int i = 0; i < 2; i++) {
            assertEquals(MeshFeature.FACE, out.feature(i));
            assertEquals(0, out.triangle(i));
            assertEquals(QUARTER, out.depth(i));                     // 0x4000_0000: 0.5 - 0.25
        }
        assertEquals(4 * ONE, out.pointX(0));                       // the core's ends, pushed down by the radius
        assertEquals(-QUARTER, out.pointZ(0));                      // -0x4000_0000
        assertEquals(6 * ONE, out.pointX(1));
        assertEquals(0, out.closestZ(1));
        ContactManifold m = new ContactManifold();
        out.manifoldInto(0, m);
        assertEquals(-ONE, m.normalZ());                            // shape to mesh
    }

    @Test
    void capsuleRestingAcrossInternalEdges_noGhostContacts() {
        MeshBvh bvh = MeshBvh.build(MeshFixtures.grid(4, ONE));
        Capsule c = new Capsule(v(HALF, HALF + 0x1234_5678L, QUARTER), v(3 * ONE + HALF, 2 * ONE + 0x0ABC_DEF0L, QUARTER),
                HALF);
        MeshContacts.capsuleVsMesh(c, Transform.IDENTITY, QUARTER, bvh, ws, out);
        assertOnlyFloorNormals(4);
        assertTrue(out.voidedCount() > 0, "internal-edge contacts were voided");
        for (int i = 0; i < out.count(); i++) {
            assertEquals(QUARTER, out.depth(i));                    // every point 0.25 deep, no tilted ghost
        }
    }

    @Test
    void capsuleNearlyHorizontal_acrossInternalEdges_noUlpTiltedGhost() {
        // the previous helper's warning: tilted by one ulp, edge distances almost tie
        MeshBvh bvh = MeshBvh.build(MeshFixtures.grid(4, ONE));
        Capsule c = new Capsule(v(HALF, ONE + 3, QUARTER), v(3 * ONE + HALF, ONE + 3, QUARTER + 1), HALF);
        MeshContacts.capsuleVsMesh(c, Transform.IDENTITY, QUARTER, bvh, ws, out);
        assertOnlyFloorNormals(2);
    }

    @Test
    void capsuleAlongAnInternalEdge_boundaryTouch_keepsTwoPointsOnce() {
        // the core lies exactly over the diagonal shared by the two triangles of a cell
        MeshBvh bvh = MeshBvh.build(MeshFixtures.grid(1, 8 * ONE));
        Capsule c = new Capsule(v(2 * ONE, 2 * ONE, QUARTER), v(5 * ONE, 5 * ONE, QUARTER), HALF);
        MeshContacts.capsuleVsMesh(c, Transform.IDENTITY, 0, bvh, ws, out);
        assertOnlyFloorNormals(2);
        assertEquals(2, out.count());
        assertEquals(1, out.voidedCount());                         // the twin edge contact of the other triangle
        assertTrue(MeshFeature.isEdge(out.feature(0)));
    }

    @Test
    void capsuleStandingOnAVertex_onlyThePlaneNormal() {
        MeshBvh bvh = MeshBvh.build(MeshFixtures.grid(4, ONE));
        Capsule c = new Capsule(v(2 * ONE, 2 * ONE, QUARTER), v(2 * ONE, 2 * ONE, 2 * ONE), HALF);
        MeshContacts.capsuleVsMesh(c, Transform.IDENTITY, 0, bvh, ws, out);
        assertOnlyFloorNormals(1);
        assertEquals(QUARTER, out.depth(0));
    }

    /** Two tiles [0,2]x[0,2] and [2,4]x[0,2] at z = 0, each with its own copies of the seam vertices. */
    private static MeshBvh[] tiles() {
        MeshBvh[] b = new MeshBvh[2];
        for (int t = 0; t < 2; t++) {
            long x0 = 2L * t * ONE;
            long[] xyz = {x0, 0, 0, x0 + 2 * ONE, 0, 0, x0 + 2 * ONE, 2 * ONE, 0, x0, 2 * ONE, 0};
            b[t] = MeshBvh.build(TriangleMesh.of(xyz, new int[] {0, 1, 2, 0, 2, 3}));
        }
        return b;
    }

    @Test
    void section6_capsuleAcrossTheSeamOfDisjointTiles_noGhost() {
        Capsule c = new Capsule(v(ONE, ONE + 0x1111_1111L, QUARTER), v(3 * ONE, ONE - 0x0777_7777L, QUARTER), HALF);
        MeshContacts.capsuleVsMeshes(c, Transform.IDENTITY, QUARTER, tiles(), ws, out);
        assertOnlyFloorNormals(2);
    }

    @Test
    void section6_boxAcrossTheSeamOfDisjointTiles_noGhost() {
        ConvexHull box = ConvexHull.box(v(HALF, HALF, HALF));
        Transform t = Transform.of(Quat.fromAxisAngle(v(0, 0, ONE), 0x0_8000_0000L), v(2 * ONE + 0x100, ONE, HALF - 0x1000));
        MeshContacts.hullVsMeshes(box, t, QUARTER, tiles(), ws, out);
        assertOnlyFloorNormals(4);
    }

    @Test
    void boxRestingAcrossInternalEdges_noGhost_fourPointsPerTriangleAtMost() {
        MeshBvh bvh = MeshBvh.build(MeshFixtures.grid(4, ONE));
        ConvexHull box = ConvexHull.box(v(HALF + QUARTER, HALF, QUARTER));
        Transform t = Transform.of(Quat.fromAxisAngle(v(0, 0, ONE), 0x0_4000_0000L), v(2 * ONE + 0x1234, 2 * ONE - 0x777,
                QUARTER - 0x100));
        MeshContacts.hullVsMesh(box, t, QUARTER, bvh, ws, out);
        assertOnlyFloorNormals(4);
        int run = 1;
        for (int i = 1; i < out.count(); i++) {
            run = out.triangle(i) == out.triangle(i - 1) ? run + 1 : 1;
            assertTrue(run <= 4, "at most four points per triangle");
        }
        for (int i = 0; i < out.count(); i++) {
            assertEquals(0x100, out.depth(i));                       // the box's bottom is 0x100 below the floor
        }
    }

    @Test
    void boxCenteredOnAVertex_onlyThePlaneNormal() {
        MeshBvh bvh = MeshBvh.build(MeshFixtures.grid(4, ONE));
        ConvexHull box = ConvexHull.box(v(QUARTER, QUARTER, QUARTER));
        MeshContacts.hullVsMesh(box, Transform.translation(v(2 * ONE, 2 * ONE, QUARTER)), 0, bvh, ws, out);
        assertOnlyFloorNormals(4);
    }

    /**
     * Issue 5 regression (a tilted-box ghost): a box whose unique lowest corner
     * sits exactly on the grid vertex (2, 2), 1/32 below the floor, edges along the exact frame
     * (2,-2,1), (-2,-1,2), (1,2,2) scaled by 1/8 (edge lengths 3/8). Every triangle around the
     * vertex saw it from a tilted box face (SAT), so the first delayed vertex contact was kept with
     * that face's normal; now the triangles the corner is over keep the exact floor normal.
     */
    @Test
    void issue5_tiltedBoxCornerOnAVertex_onlyThePlaneNormal() {
        MeshBvh bvh = MeshBvh.build(MeshFixtures.grid(4, ONE));
        long e = ONE / 8;                                            // 0x2000_0000
        long[][] frame = {{2 * e, -2 * e, e}, {-2 * e, -e, 2 * e}, {e, 2 * e, 2 * e}};
        java.util.List<Vec3> corners = new java.util.ArrayList<>();
        for (int i = 0; i < 8; i++) {
            long x = 0;
            long y = 0;
            long z = 0;
            for (int j = 0; j < 3; j++) {
                if ((i >> j & 1) != 0) {
                    x += frame[j][0];
                    y += frame[j][1];
                    z += frame[j][2];
                }
            }
            // the local origin (the reference point seed 000 culls on) at the box center (e/2, -e/2, 5e/2)
            corners.add(v(x - e / 2, y + e / 2, z - 5 * e / 2));
        }
        ConvexHull box = ConvexHull.of(corners);
        Transform t = Transform.translation(v(2 * ONE + e / 2, 2 * ONE - e / 2, -ONE / 32 + 5 * e / 2));
        MeshContacts.hullVsMesh(box, t, 0, bvh, ws, out);
        assertOnlyFloorNormals(1);
        assertEquals(ONE / 32, out.depth(0));                        // 0x0800_0000: the corner's depth
        MeshContacts.hullVsMesh(box, t, QUARTER, bvh, ws, out);
        assertOnlyFloorNormals(1);
    }

    /**
     * Issue 5 regression: a box tilted 0.3 rad about the cell diagonal (1, 1) - (3, 3) of a grid,
     * its lowest edge lying exactly along that internal edge line, 1/64 below the floor. The two
     * triangles sharing the diagonal are reached over only along their common edge; the contact
     * keeps the floor normal whichever triangle sorts first.
     */
    @Test
    void issue5_tiltedBoxEdgeAlongAnInternalEdge_onlyThePlaneNormal() {
        MeshBvh bvh = MeshBvh.build(MeshFixtures.grid(4, ONE));
        // edge from (1, 1) to (3, 3); u rises to the side (-1, 1) and w to the side (1, -1), both up
        long s = ONE / 4;
        java.util.List<Vec3> corners = java.util.List.of(v(ONE, ONE, 0), v(3 * ONE, 3 * ONE, 0),
                v(ONE - s, ONE + s, s), v(3 * ONE - s, 3 * ONE + s, s),
                v(ONE + s / 2, ONE - s / 2, s), v(3 * ONE + s / 2, 3 * ONE - s / 2, s),
                v(ONE - s / 2, ONE + s / 2, 2 * s), v(3 * ONE - s / 2, 3 * ONE + s / 2, 2 * s));
        java.util.List<Vec3> local = new java.util.ArrayList<>();
        for (Vec3 c : corners) {
            local.add(v(c.x() - 2 * ONE, c.y() - 2 * ONE, c.z() - s));  // reference point inside, at (2, 2, s)
        }
        ConvexHull box = ConvexHull.of(local);
        for (long cd : new long[] {0, QUARTER}) {
            MeshContacts.hullVsMesh(box, Transform.translation(v(2 * ONE, 2 * ONE, s - ONE / 64)), cd, bvh, ws, out);
            assertOnlyFloorNormals(1);
            for (int i = 0; i < out.count(); i++) {
                assertTrue(out.depth(i) <= ONE / 64, "no point deeper than the edge: contact " + i);
            }
        }
    }

    /**
     * A box beside the edge of a 4,000-unit triangle, within the contact distance: the true
     * distance uses unit directions for long edges (HullTriangleDistance.SHORT_SQUARED), where
     * Ericson's squared-length products would overflow Q31.32 (a FixedOverflowException before).
     * The box's face y = -0.1 is 0.1 from the edge y = 0: one EDGE contact, normal -y.
     */
    @Test
    void boxBesideAHugeTriangle_edgeContactWithoutOverflow() {
        long big = 4000 * ONE;
        MeshBvh bvh = MeshBvh.build(TriangleMesh.of(new long[] {0, 0, 0, big, 0, 0, 0, big, 0}, new int[] {0, 1, 2}));
        ConvexHull box = ConvexHull.box(v(HALF, HALF, HALF));
        long tenth = 0x1999_999AL;                                  // 0.1 rounded
        MeshContacts.hullVsMesh(box, Transform.translation(v(2000 * ONE, -HALF - tenth, ONE / 4)), QUARTER, bvh, ws, out);
        assertEquals(1, out.count());
        assertTrue(MeshFeature.isEdge(out.feature(0)), "feature " + out.feature(0));
        assertEquals(tenth, out.distance(0));                       // exact: the closest points differ by (0, -0.1, 0)
        assertEquals(0, out.normalX(0));
        assertEquals(-ONE, out.normalY(0));
        assertEquals(0, out.normalZ(0));
    }

    /** The top (z = 0, x in [0, 4]) and a wall (x = 4, facing +x) sharing the convex edge x = 4, z = 0. */
    private static MeshBvh cliff() {
        long[] xyz = {0, 0, 0, 4 * ONE, 0, 0, 4 * ONE, 4 * ONE, 0, 0, 4 * ONE, 0, 4 * ONE, 0, -4 * ONE, 4 * ONE,
            4 * ONE, -4 * ONE};
        return MeshBvh.build(TriangleMesh.of(xyz, new int[] {0, 1, 2, 0, 2, 3, 1, 4, 2, 2, 4, 5}));
    }

    @Test
    void cliffProblem_capsuleBeyondTheConvexEdge_getsTheEdgeNormal() {
        // core parallel to the edge, 0.25 beyond it and 0.25 above: the edge normal is (1, 0, 1) / sqrt 2
        Capsule c = new Capsule(v(4 * ONE + QUARTER, ONE, QUARTER), v(4 * ONE + QUARTER, 3 * ONE, QUARTER), HALF);
        MeshContacts.capsuleVsMesh(c, Transform.IDENTITY, 0, cliff(), ws, out);
        assertEquals(1, out.count());
        assertTrue(MeshFeature.isEdge(out.feature(0)));
        assertEquals(0xB504_F334L, out.normalX(0));                 // 0.70710678..., 1/sqrt 2 rounded
        assertEquals(0, out.normalY(0));
        assertEquals(0xB504_F334L, out.normalZ(0));
        assertTrue(out.voidedCount() >= 1, "the wall's copy of the same edge contact is voided");
    }

    @Test
    void cliffProblem_boxOverhangingTheEdge_keepsTheTopNormal() {
        ConvexHull box = ConvexHull.box(v(HALF, HALF, HALF));
        MeshContacts.hullVsMesh(box, Transform.translation(v(4 * ONE - QUARTER, 2 * ONE, HALF - 0x1000)), 0, cliff(), ws,
                out);
        assertOnlyFloorNormals(2);
    }

    /**
     * A box sliding off the cliff: its center already 0.1 beyond the edge (so the wall does not
     * cull it), its bottom 2^-20 below the top. The wall's prism holds the thin slab of box below
     * the top, 0.4 behind the wall: the SAT sees the wall from the box's bottom face, its feature is
     * the wall's top edge, which the top face voids. Only the top normal remains (a wall FACE
     * contact would shove the box 0.4 sideways).
     */
    @Test
    void cliffProblem_boxSlidingOffTheEdge_centerBeyond_keepsTheTopNormal() {
        ConvexHull box = ConvexHull.box(v(HALF, HALF, HALF));
        long tenth = 0x1999_999AL;                                  // 0.1 rounded
        MeshContacts.hullVsMesh(box, Transform.translation(v(4 * ONE + tenth, 2 * ONE, HALF - 0x1000)), 0, cliff(), ws, out);
        assertOnlyFloorNormals(2);
        assertTrue(out.voidedCount() >= 1, "the wall's contact is voided");
    }

    @Test
    void cliffProblem_boxBeyondTheConvexEdge_getsAnEdgeNormal() {
        // a box turned 45 degrees about y so that its lower edge points at the cliff edge from beyond
        ConvexHull box = ConvexHull.box(v(HALF, ONE, HALF));
        Transform t = Transform.of(Quat.fromAxisAngle(v(0, ONE, 0), 0x0_C90F_DAA2L), v(4 * ONE + HALF, 2 * ONE, HALF));
        MeshContacts.hullVsMesh(box, t, QUARTER, cliff(), ws, out);
        assertTrue(out.count() >= 1);
        for (int i = 0; i < out.count(); i++) {
            assertTrue(out.normalX(i) > 0 && out.normalZ(i) > 0, "between the top and wall normals: contact " + i);
            assertTrue(out.feature(i) != MeshFeature.FACE, "an edge or vertex contact, not a face: contact " + i);
        }
    }
}
