package dev.lockstep.collision.mesh;

import static dev.lockstep.collision.mesh.MeshFixtures.ONE;
import static org.junit.jupiter.api.Assertions.assertEquals;

import dev.lockstep.collision.manifold.ContactManifold;
import dev.lockstep.collision.manifold.FeatureId;
import dev.lockstep.collision.manifold.ManifoldPoint;
import org.junit.jupiter.api.Test;

/**
 * One test per figure of seed 000 (Terdiman, "Contact generation for meshes"), building that
 * configuration and asserting which contacts are kept and which are voided; plus section 6.
 * Coordinates are written in tenths of a unit ({@code t(5)} is 0.5, raw 0x8000_0000).
 */
class MeshContactsTest {
    /** Returns {@code tenths / 10} units, raw, rounded down (exact for multiples of 5 tenths). */
    private static long t(long tenths) {
        return Math.floorDiv(tenths * ONE, 10);
    }

    /** Builds a mesh in the z = 0 plane from (x, y) pairs in tenths. */
    private static TriangleMesh flat(long[] xyTenths, int... idx) {
        long[] xyz = new long[xyTenths.length / 2 * 3];
        for (int i = 0; i < xyTenths.length / 2; i++) {
            xyz[3 * i] = t(xyTenths[2 * i]);
            xyz[3 * i + 1] = t(xyTenths[2 * i + 1]);
        }
        return TriangleMesh.of(xyz, idx);
    }

    private final MeshContactWorkspace ws = new MeshContactWorkspace();
    private final MeshContactResult out = new MeshContactResult();

    private void sphere(TriangleMesh mesh, long x, long y, long z, long r, long contactDistance) {
        MeshContacts.sphereVsMesh(x, y, z, r, contactDistance, MeshBvh.build(mesh), ws, out);
    }

    /** Runs the algorithm on the mesh's triangles in the given midphase order. */
    private void sphereInOrder(TriangleMesh mesh, long x, long y, long z, long r, long cd, int... order) {
        SphereTriangleContact s = new SphereTriangleContact();
        s.set(x, y, z, r, cd);
        MeshContacts.generateFromCandidates(s, new TriangleMesh[] {mesh}, new int[order.length], order, order.length,
                VoidingMode.VERTEX_INDEX, ws, out);
    }

    private static final TriangleMesh ONE_TRIANGLE = flat(new long[] {0, 0, 20, 0, 0, 20}, 0, 1, 2);

    @Test
    void fig1_triangleBeyondInflatedRadius_isIgnored() {
        // center 1 above the triangle, radius 0.5: D = 1 > Ir = 0.5 + 0.1
        sphere(ONE_TRIANGLE, t(5), t(5), ONE, t(5), t(1));
        assertEquals(0, out.count());
        assertEquals(0, out.voidedCount());
        // a contact distance of 0.6 brings Ir to 1.1 >= D: a speculative face contact, depth -0.5
        sphere(ONE_TRIANGLE, t(5), t(5), ONE, t(5), t(6));
        assertEquals(1, out.count());
        assertEquals(-0x8000_0000L, out.depth(0)); // -0.5
    }

    @Test
    void fig2_faceContact_usesTheTriangleNormal() {
        // center (0.5, 0.5, 0.75) over the interior, radius 1: face contact, depth 0.25
        sphere(ONE_TRIANGLE, t(5), t(5), 3 * ONE / 4, ONE, 0);
        assertEquals(1, out.count());
        assertEquals(MeshFeature.FACE, out.feature(0));
        assertEquals(0, out.normalX(0));
        assertEquals(0, out.normalY(0));
        assertEquals(ONE, out.normalZ(0));
        assertEquals(0x4000_0000L, out.depth(0));      // 0.25
        assertEquals(3 * ONE / 4, out.distance(0));
        assertEquals(-ONE / 4, out.pointZ(0));          // sphere surface point toward the triangle
        assertEquals(t(5), out.pointX(0));
    }

    @Test
    void fig3_edgeContact_usesTheDirectionToTheClosestPoint() {
        // center (1, -0.5, 0.5): closest point (1, 0, 0) on edge V1-V2 (edge 0), D = sqrt(0.5)
        sphere(ONE_TRIANGLE, ONE, -ONE / 2, ONE / 2, ONE, 0);
        assertEquals(1, out.count());
        assertEquals(MeshFeature.EDGE_0, out.feature(0));
        assertEquals(0, out.normalX(0));
        assertEquals(-0xB504_F334L, out.normalY(0));   // -1/sqrt(2) rounded: -3037000500
        assertEquals(0xB504_F334L, out.normalZ(0));
        assertEquals(0xB504_F334L, out.distance(0));   // sqrt(0.5)
    }

    /** Square split along its diagonal V1-V2: T0 = (V0, V1, V2), T1 = (V1, V3, V2). */
    private static final TriangleMesh SQUARE = flat(new long[] {0, 0, 20, 0, 0, 20, 20, 20}, 0, 1, 2, 1, 3, 2);

    @Test
    void fig4_fearOfTheWireframe_edgeOfFaceTriangle_isVoided() {
        // center above (0.9, 0.9) in T0 near the shared diagonal: T0 face contact, T1 edge contact on V1-V2
        for (int[] order : new int[][] {{0, 1}, {1, 0}}) {
            sphereInOrder(SQUARE, t(9), t(9), t(5), ONE, 0, order);
            assertEquals(1, out.count());
            assertEquals(0, out.triangle(0));
            assertEquals(MeshFeature.FACE, out.feature(0));
            assertEquals(1, out.voidedCount(), "T1's edge contact on the shared edge is voided");
        }
    }

    @Test
    void fig5_vertexContact_isKeptAlone() {
        // center (-0.5, -0.5, 0.5) beyond corner V0: vertex contact
        sphere(ONE_TRIANGLE, -ONE / 2, -ONE / 2, ONE / 2, ONE, 0);
        assertEquals(1, out.count());
        assertEquals(MeshFeature.VERTEX_0, out.feature(0));
        assertEquals(0, out.voidedCount());
    }

    @Test
    void fig6_vertexOfAnEdgeContactTriangle_isVoided() {
        // T0 = (V3, V5, V4) and T1 = (V3, V7, V6) share only V3. Center over (0.3, -0.5):
        // T0 has an edge contact on V3-V5 (D = 0.707), T1 a vertex contact at V3 (D = 0.768)
        TriangleMesh m = flat(new long[] {0, 0, 20, 0, 10, 20, -20, 10, -10, 20}, 0, 1, 2, 0, 4, 3);
        for (int[] order : new int[][] {{0, 1}, {1, 0}}) {
            sphereInOrder(m, t(3), -ONE / 2, ONE / 2, ONE, 0, order);
            assertEquals(1, out.count());
            assertEquals(0, out.triangle(0));
            assertEquals(MeshFeature.EDGE_0, out.feature(0));
            assertEquals(1, out.voidedCount(), "T1's vertex contact at V3 is voided");
        }
    }

    @Test
    void fig7_largeContactDistance_unconditionalVoiding_voidsTheSecondEdge() {
        // T1 = (V1, V2, V3) face (triangle 0); T2 = (V3, V2, V4) edge contact on V2-V3, voided by
        // T1 (triangle 2); T3 = (V3, V4, V5) edge contact on V3-V4, an edge T1 lacks (triangle 1):
        // voided only because T2 entered V unconditionally, and only because T2 goes first by
        // distance although T3 has the lower index
        TriangleMesh m = flat(new long[] {0, -20, 20, 0, 0, 0, 10, 5, 0, 10}, 0, 1, 2, 2, 3, 4, 2, 1, 3);
        for (int[] order : new int[][] {{0, 1, 2}, {2, 1, 0}, {2, 0, 1}}) {
            sphereInOrder(m, t(5), -t(3), ONE / 2, ONE / 4, ONE, order);
            assertEquals(1, out.count());
            assertEquals(0, out.triangle(0));
            assertEquals(MeshFeature.FACE, out.feature(0));
            assertEquals(2, out.voidedCount());
        }
    }

    @Test
    void fig8_noFaceContact_vertexContactsFirst_voidTheEdgeOfT7() {
        // six triangles T1..T6 (indices 1..6) around V0 = origin, sphere center exactly above V0:
        // six vertex contacts (D = 0.5); T7 (index 0, so first by index) has an edge contact on
        // its edge shared with T1 (D = 1.857) that only the distance order voids
        long[] xy = {0, 0, 20, 0, 10, 20, -10, 20, -20, 0, -10, -20, 10, -20, 30, 20};
        TriangleMesh m = flat(xy, 2, 1, 7, 0, 1, 2, 0, 2, 3, 0, 3, 4, 0, 4, 5, 0, 5, 6, 0, 6, 1);
        for (int[] order : new int[][] {{0, 1, 2, 3, 4, 5, 6}, {6, 5, 4, 3, 2, 1, 0}}) {
            sphereInOrder(m, 0, 0, ONE / 2, 2 * ONE, 0, order);
            assertEquals(1, out.count());
            assertEquals(1, out.triangle(0), "the first vertex contact in total order (T1) is kept");
            assertEquals(MeshFeature.VERTEX_0, out.feature(0));
            assertEquals(ONE, out.normalZ(0), "exactly the plane normal");
            assertEquals(0, out.normalX(0));
            assertEquals(6, out.voidedCount(), "five vertex contacts and T7's edge contact");
        }
    }

    @Test
    void section6_disjointMeshes_positionVoiding_actsAsWelded() {
        // the fig 4 square as two meshes with duplicated diagonal vertices
        TriangleMesh a = flat(new long[] {0, 0, 20, 0, 0, 20}, 0, 1, 2);
        TriangleMesh b = flat(new long[] {20, 0, 20, 20, 0, 20}, 0, 1, 2);
        MeshBvh[] parts = {MeshBvh.build(a), MeshBvh.build(b)};
        MeshContacts.sphereVsMeshes(t(9), t(9), t(5), ONE, 0, parts, ws, out);
        assertEquals(1, out.count());
        assertEquals(0, out.mesh(0));
        assertEquals(1, out.voidedCount());
        // by index the diagonal looks like two boundary edges: the ghost edge contact survives
        ws.sphere.set(t(9), t(9), t(5), ONE, 0);
        MeshContacts.generate(ws.sphere, parts, VoidingMode.VERTEX_INDEX, ws, out);
        assertEquals(2, out.count());
        assertEquals(1, out.mesh(1));
        assertEquals(MeshFeature.EDGE_0 + 2, out.feature(1));
    }

    @Test
    void fig2_faceContact_asContactManifold_fromSphereToMesh() {
        sphere(ONE_TRIANGLE, t(5), t(5), 3 * ONE / 4, ONE, 0);
        ContactManifold manifold = new ContactManifold();
        out.manifoldInto(0, manifold);
        assertEquals(1, manifold.pointCount());
        assertEquals(-ONE, manifold.normalZ(), "from A (sphere) to B (mesh)");
        ManifoldPoint p = manifold.point(0);
        assertEquals(0x4000_0000L, p.depth());
        assertEquals(-ONE / 8, p.worldZ(), "midpoint of the sphere witness (z -0.25) and Cp (z 0)");
        assertEquals(-ONE, p.localAZ(), "sphere witness relative to its center");
        assertEquals(0, p.localBZ());
        assertEquals(t(5), p.localBX());
        assertEquals(FeatureId.of(FeatureId.VERTEX, 0, FeatureId.FACE, 0), p.featureId());
        // the edge contact of figure 3 on triangle 0: feature id carries (triangle << 3) | EDGE_0
        sphere(ONE_TRIANGLE, ONE, -ONE / 2, ONE / 2, ONE, 0);
        out.manifoldInto(0, manifold);
        assertEquals(FeatureId.of(FeatureId.VERTEX, 0, FeatureId.EDGE, MeshFeature.EDGE_0), manifold.point(0).featureId());
        assertEquals(ONE, manifold.point(0).localBX(), "Cp = (1, 0, 0) exactly");
        assertEquals(0, manifold.point(0).localBY());
    }

    @Test
    void cliffEdge_sphereBeyondTheConvexEdge_getsTheEdgeNormal() {
        // seed 001's cliff problem: a floor T0 (x <= 0, z = 0) meets a wall T1 (x = 0, z <= 0) at
        // the edge x = z = 0 (from y = 0 to 2). A sphere past the cliff at (0.5, 1, 0.5), r = 1:
        // both triangles report an edge contact on the shared edge at D = sqrt(0.5); the first in
        // total order is kept with the edge normal (1, 0, 1)/sqrt(2), the other is voided
        long two = 2 * ONE;
        TriangleMesh cliff = TriangleMesh.of(new long[] {0, 0, 0, 0, two, 0, -two, 0, 0, 0, 0, -two},
                new int[] {0, 1, 2, 1, 0, 3});
        sphere(cliff, ONE / 2, ONE, ONE / 2, ONE, 0);
        assertEquals(1, out.count());
        assertEquals(1, out.voidedCount());
        assertEquals(0, out.triangle(0));
        assertEquals(MeshFeature.EDGE_0, out.feature(0));
        assertEquals(0xB504_F334L, out.normalX(0));
        assertEquals(0, out.normalY(0));
        assertEquals(0xB504_F334L, out.normalZ(0));
    }

    @Test
    void backface_sphereBelowThePlane_isCulled() {
        sphere(ONE_TRIANGLE, t(5), t(5), -ONE / 2, ONE, 0);
        assertEquals(0, out.count());
    }
}
