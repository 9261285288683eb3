package dev.lockstep.collision.mesh;

import static dev.lockstep.collision.mesh.MeshFixtures.ONE;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.lockstep.collision.shape.Capsule;
import dev.lockstep.fixedpoint.Transform;
import dev.lockstep.fixedpoint.Vec3;
import org.junit.jupiter.api.Test;

/**
 * Capsule against huge triangles and a long capsule against a small one (issue 5, numeric
 * contract): every input within {@link TriangleMesh#MAX_COORDINATE} gets an answer, never
 * {@code FixedOverflowException}. Before the long-edge formulation, the segment-edge step formed
 * {@code (d1 . d2)(d2 . r) - (d1 . r)|d2|^2} in Q31.32 and threw for the edge and vertex cases
 * below. Inputs are exact raw values.
 */
class CapsuleTriangleContactTest {
    private static final long QUARTER = ONE / 4;                 // 0x4000_0000 (0.25)
    private static final long HALF = ONE / 2;                    // 0x8000_0000 (0.5)
    private static final long POINT_6 = 0x9999_999AL;            // 0.6 rounded
    private static final long POINT_8 = 0xCCCC_CCCDL;            // 0.8 rounded

    private final MeshContactWorkspace ws = new MeshContactWorkspace();
    private final MeshContactResult out = new MeshContactResult();

    private static Vec3 v(long x, long y, long z) {
        return new Vec3(x, y, z);
    }

    /** Right triangle (0,0,0), (size,0,0), (0,size,0), normal +z. */
    private static MeshBvh rightTriangle(long size) {
        return MeshBvh.build(TriangleMesh.of(new long[] {0, 0, 0, size, 0, 0, 0, size, 0}, new int[] {0, 1, 2}));
    }

    /** The 8,000-unit triangle (-4000,-4000,0), (4000,-4000,0), (-4000,4000,0): hypotenuse 11,314 units. */
    private static MeshBvh wideTriangle() {
        long h = 4000 * ONE;
        return MeshBvh.build(TriangleMesh.of(new long[] {-h, -h, 0, h, -h, 0, -h, h, 0}, new int[] {0, 1, 2}));
    }

    /** Core of length 2 from {@code p0} along (0.6, -0.8, 0) (leaning away from the edge y = 0). */
    private static Capsule leaningCapsule(long x, long y, long z) {
        return new Capsule(v(x, y, z), v(x + 2 * POINT_6, y - 2 * POINT_8, z), HALF);
    }

    @Test
    void hugeTriangle4000_capsuleBesideTheEdge_edgeContactWithoutOverflow() {
        // S = P0 = (2000, -0.6, 0.25), Cp = (2000, 0, 0): D = sqrt(0.36 + 0.0625) = 0.65
        MeshContacts.capsuleVsMesh(leaningCapsule(2000 * ONE, -POINT_6, QUARTER), Transform.IDENTITY, QUARTER,
                rightTriangle(4000 * ONE), ws, out);
        assertEquals(1, out.count());
        assertEquals(MeshFeature.EDGE_0, out.feature(0));
        assertEquals(2000 * ONE, out.closestX(0));
        assertEquals(0, out.closestY(0));
        assertEquals(0, out.closestZ(0));
        assertEquals(0xA666_6667L, out.distance(0), 1);         // 0.65: |(0.6 rounded, 0.25)| = 0xA666_6666.C5 raw
        assertEquals(0, out.normalX(0));
        assertTrue(out.normalY(0) < 0 && out.normalZ(0) > 0);
    }

    @Test
    void hugeTriangle4000_capsuleBeyondTheVertex_vertexContactWithoutOverflow() {
        // S = P0 = (4000.6, -0.6, 0), closest corner (4000, 0, 0): D = 0.6 sqrt 2
        Capsule c = new Capsule(v(4000 * ONE + POINT_6, -POINT_6, 0), v(4000 * ONE + POINT_6 + 2 * POINT_8,
                -POINT_6 - 2 * POINT_6, 0), HALF);
        MeshContacts.capsuleVsMesh(c, Transform.IDENTITY, HALF, rightTriangle(4000 * ONE), ws, out);
        assertEquals(1, out.count());
        assertEquals(MeshFeature.VERTEX_0 + 1, out.feature(0));
        assertEquals(4000 * ONE, out.closestX(0));
        assertEquals(0, out.closestY(0));
        assertEquals(0, out.closestZ(0));
        assertEquals(0xD939_23D9L, out.distance(0), 2);         // 0.848528137... = 0.6 sqrt 2 (0.6 rounded)
    }

    @Test
    void hugeTriangle4000_capsuleLyingOnTheFace_twoFacePoints() {
        Capsule c = new Capsule(v(1000 * ONE, 1000 * ONE, QUARTER), v(1000 * ONE + 2 * POINT_6, 1000 * ONE - 2 * POINT_8,
                QUARTER), HALF);
        MeshContacts.capsuleVsMesh(c, Transform.IDENTITY, 0, rightTriangle(4000 * ONE), ws, out);
        assertEquals(2, out.count());
        for (int i = 0; i < 2; i++) {
            assertEquals(MeshFeature.FACE, out.feature(i));
            assertEquals(QUARTER, out.distance(i));
            assertEquals(ONE, out.normalZ(i));
        }
    }

    @Test
    void hugeTriangle8000_capsuleBesideTheHypotenuse_edgeContactWithoutOverflow() {
        // hypotenuse x + y = 0 (outward normal (1,1,0)/sqrt 2); core from (0.5, 0.5, 0.25) going away
        Capsule c = new Capsule(v(HALF, HALF, QUARTER), v(HALF + 2 * POINT_8, HALF + 2 * POINT_6, QUARTER), HALF);
        MeshContacts.capsuleVsMesh(c, Transform.IDENTITY, ONE, wideTriangle(), ws, out);
        assertEquals(1, out.count());
        assertEquals(MeshFeature.EDGE_0 + 1, out.feature(0));
        // D = sqrt(0.5 + 0.0625) = 0.75
        assertEquals(3 * QUARTER, out.distance(0), 4);
        assertEquals(0, out.closestZ(0));
        assertEquals(out.closestX(0), -out.closestY(0), 4);
    }

    @Test
    void hugeTriangle8000_capsuleBesideTheLongLeg_edgeContactWithoutOverflow() {
        long h = 4000 * ONE;
        MeshContacts.capsuleVsMesh(leaningCapsule(-3000 * ONE, -h - POINT_6, QUARTER), Transform.IDENTITY, QUARTER,
                wideTriangle(), ws, out);
        assertEquals(1, out.count());
        assertEquals(MeshFeature.EDGE_0, out.feature(0));
        assertEquals(-3000 * ONE, out.closestX(0));
        assertEquals(-h, out.closestY(0));
        assertEquals(0xA666_6667L, out.distance(0), 1);
    }

    @Test
    void longCapsule100_besideASmallTriangle_edgeContact() {
        // core (-50, -0.1, 0.25) to (50, -1.1, 0.25) passes about 0.6 below corner 0: D about 0.65
        long tenth = 0x1999_999AL;                                  // 0.1 rounded
        Capsule c = new Capsule(v(-50 * ONE, -tenth, QUARTER), v(50 * ONE, -tenth - ONE, QUARTER), HALF);
        MeshContacts.capsuleVsMesh(c, Transform.IDENTITY, QUARTER, rightTriangle(4 * ONE), ws, out);
        assertEquals(1, out.count());
        assertEquals(MeshFeature.VERTEX_0, out.feature(0));
        assertEquals(0, out.closestX(0));
        assertEquals(0, out.closestY(0));
    }

    @Test
    void longCapsule8000_acrossAHugeTriangle_besideIt_noOverflow() {
        // core 8000 units long, 0.6 beside the 4000-unit leg y = 0 and crossing its whole length
        Capsule c = new Capsule(v(-2000 * ONE, -POINT_6 - ONE, QUARTER), v(6000 * ONE, -POINT_6, QUARTER), HALF);
        MeshContacts.capsuleVsMesh(c, Transform.IDENTITY, ONE, rightTriangle(4000 * ONE), ws, out);
        assertEquals(1, out.count());
        assertTrue(MeshFeature.isVertex(out.feature(0)), "feature " + out.feature(0));
        assertEquals(4000 * ONE, out.closestX(0));
    }
}
