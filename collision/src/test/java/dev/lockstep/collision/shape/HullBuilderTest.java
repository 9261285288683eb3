package dev.lockstep.collision.shape;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.lockstep.fixedpoint.Fixed;
import dev.lockstep.fixedpoint.MutableVec3;
import dev.lockstep.fixedpoint.Vec3;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import org.junit.jupiter.api.Test;

/**
 * Known-answer tests for {@link HullBuilder}: every degenerate input of issue 3, seed 001's
 * coplanar and nearly coplanar faces ("Hull vs Hull: Coplanar Faces": large faces, sharp edges),
 * and canonical order.
 */
class HullBuilderTest {
    private static final long ONE = Fixed.ONE;  // 0x1_0000_0000 = 4294967296

    private static HullBuildException.Reason reasonOf(long... xyz) {
        return assertThrows(HullBuildException.class, () -> HullBuilder.build(xyz)).reason();
    }

    private static long[] boxCorners(long h) {
        long[] c = new long[24];
        for (int i = 0; i < 8; i++) {
            c[3 * i] = (i & 4) != 0 ? h : -h;
            c[3 * i + 1] = (i & 2) != 0 ? h : -h;
            c[3 * i + 2] = (i & 1) != 0 ? h : -h;
        }
        return c;
    }

    // ------------------------------------------------------------------ degenerate input

    @Test
    void degenerate_threePoints_tooFewDistinct() {
        HullBuildException e = assertThrows(HullBuildException.class,
                () -> HullBuilder.build(new long[] {0, 0, 0, ONE, 0, 0, 0, ONE, 0}));
        assertEquals(HullBuildException.Reason.TOO_FEW_DISTINCT_POINTS, e.reason());
        assertTrue(e.getMessage().contains("3 points given, 3 distinct"), e.getMessage());
    }

    @Test
    void degenerate_fourPointsWithOneDuplicate_tooFewDistinct() {
        assertEquals(HullBuildException.Reason.TOO_FEW_DISTINCT_POINTS,
                reasonOf(0, 0, 0, ONE, 0, 0, 0, ONE, 0, ONE, 0, 0));
    }

    @Test
    void degenerate_duplicatesOnly_tooFewDistinct() {
        HullBuildException e = assertThrows(HullBuildException.class,
                () -> HullBuilder.build(new long[] {5, 6, 7, 5, 6, 7, 5, 6, 7, 5, 6, 7, 5, 6, 7}));
        assertEquals(HullBuildException.Reason.TOO_FEW_DISTINCT_POINTS, e.reason());
        assertTrue(e.getMessage().contains("5 points given, 1 distinct"), e.getMessage());
    }

    @Test
    void degenerate_emptyInput_tooFewDistinct() {
        assertEquals(HullBuildException.Reason.TOO_FEW_DISTINCT_POINTS, reasonOf());
    }

    @Test
    void degenerate_collinear_isRejected() {
        // five points on the line (t, 2t, -3t), one repeated
        assertEquals(HullBuildException.Reason.ALL_COLLINEAR,
                reasonOf(0, 0, 0, 1, 2, -3, 2, 4, -6, -7, -14, 21, 1, 2, -3, ONE, 2 * ONE, -3 * ONE));
    }

    @Test
    void degenerate_coplanar_isRejected() {
        // a square with its centre and edge midpoints in the tilted plane x + y + z = 0
        List<Vec3> pts = new ArrayList<>();
        for (int a = -1; a <= 1; a++) {
            for (int b = -1; b <= 1; b++) {
                pts.add(Vec3.ofInts(a, b, -a - b));
            }
        }
        assertEquals(HullBuildException.Reason.ALL_COPLANAR,
                assertThrows(HullBuildException.class, () -> HullBuilder.build(pts)).reason());
    }

    @Test
    void degenerate_coplanarUpToOneUlp_isASolidHull() {
        // the same plane with one point lifted by one raw unit: a very flat but valid hull
        long[] xyz = {0, 0, 0, ONE, 0, 0, 0, ONE, 0, ONE, ONE, 1};
        ConvexHull h = HullBuilder.build(xyz);
        h.validate();
        assertEquals(4, h.vertexCount());
    }

    @Test
    void degenerate_coordinateBeyondBound_namesPointAndAxis() {
        long beyond = HullBuilder.MAX_COORDINATE + 1;  // 0x2000_0000_0001 = 35184372088833
        long[] xyz = boxCorners(ONE);
        xyz[3 * 5 + 1] = beyond;
        HullBuildException e = assertThrows(HullBuildException.class, () -> HullBuilder.build(xyz));
        assertEquals(HullBuildException.Reason.COORDINATE_OUT_OF_RANGE, e.reason());
        assertTrue(e.getMessage().contains("point 5 coordinate y = 0x200000000001"), e.getMessage());
        xyz[3 * 5 + 1] = -beyond;
        assertEquals(HullBuildException.Reason.COORDINATE_OUT_OF_RANGE,
                assertThrows(HullBuildException.class, () -> HullBuilder.build(xyz)).reason());
        xyz[3 * 5 + 1] = Long.MIN_VALUE;
        assertEquals(HullBuildException.Reason.COORDINATE_OUT_OF_RANGE,
                assertThrows(HullBuildException.class, () -> HullBuilder.build(xyz)).reason());
    }

    @Test
    void coordinateAtBound_isAccepted() {
        ConvexHull h = HullBuilder.build(boxCorners(HullBuilder.MAX_COORDINATE));
        h.validate();
        assertEquals(6, h.faceCount());
        assertEquals(HullBuilder.MAX_COORDINATE, h.faceOffset(0) < 0 ? -h.faceOffset(0) : h.faceOffset(0));
    }

    @Test
    void malformed_lengthNotMultipleOfThree_nullListAndNullPoint() {
        assertEquals(HullBuildException.Reason.MALFORMED_INPUT, reasonOf(1, 2, 3, 4));
        assertEquals(HullBuildException.Reason.MALFORMED_INPUT,
                assertThrows(HullBuildException.class, () -> HullBuilder.build((List<Vec3>) null)).reason());
        List<Vec3> pts = new ArrayList<>(Arrays.asList(Vec3.ZERO, Vec3.UNIT_X, null, Vec3.UNIT_Z));
        HullBuildException e = assertThrows(HullBuildException.class, () -> HullBuilder.build(pts));
        assertEquals(HullBuildException.Reason.MALFORMED_INPUT, e.reason());
        assertTrue(e.getMessage().contains("point 2 is null"), e.getMessage());
    }

    @Test
    void tooManyPoints_isRejectedBeforeBuilding() {
        long[] xyz = new long[3 * (HullBuilder.MAX_INPUT_POINTS + 1)];
        assertEquals(HullBuildException.Reason.TOO_MANY_POINTS, reasonOf(xyz));
    }

    @Test
    void box_rejectsNonPositiveOrOversizedHalfExtents() {
        assertThrows(IllegalArgumentException.class, () -> ConvexHull.box(new Vec3(ONE, 0, ONE)));
        assertThrows(IllegalArgumentException.class, () -> ConvexHull.box(new Vec3(ONE, ONE, -ONE)));
        assertThrows(IllegalArgumentException.class, () -> ConvexHull.box(new Vec3(HullBuilder.MAX_COORDINATE + 1, ONE, ONE)));
    }

    // ------------------------------------------------------------------ coplanar faces (seed 001)

    @Test
    void coplanarFaces_cubeWithEdgeMidpointsAndFacePoints_isSixQuads() {
        List<Vec3> pts = new ArrayList<>();
        for (int x = -1; x <= 1; x++) {
            for (int y = -1; y <= 1; y++) {
                for (int z = -1; z <= 1; z++) {
                    pts.add(Vec3.ofInts(x, y, z));  // corners, edge midpoints, face centres, centre
                }
            }
        }
        ConvexHull h = HullBuilder.build(pts);
        h.validate();
        assertEquals(8, h.vertexCount());
        assertEquals(12, h.edgeCount());
        assertEquals(6, h.faceCount());
        assertTrue(h.sameBits(ConvexHull.box(Vec3.ofInts(1, 1, 1))), "extra coplanar points changed the box");
    }

    @Test
    void coplanarFaces_octagonalPrism_hasTwoOctagonsAndEightQuads() {
        // corners of an octagon with integer coordinates, at z = -1 and z = 1
        int[][] oct = {{2, 1}, {1, 2}, {-1, 2}, {-2, 1}, {-2, -1}, {-1, -2}, {1, -2}, {2, -1}};
        List<Vec3> pts = new ArrayList<>();
        for (int[] c : oct) {
            pts.add(Vec3.ofInts(c[0], c[1], -1));
            pts.add(Vec3.ofInts(c[0], c[1], 1));
            pts.add(Vec3.ofInts(0, 0, 1));  // a repeated interior point of the top face
        }
        ConvexHull h = HullBuilder.build(pts);
        h.validate();
        assertEquals(16, h.vertexCount());
        assertEquals(10, h.faceCount());
        int octagons = 0;
        for (int f = 0; f < h.faceCount(); f++) {
            octagons += h.faceVertexCount(f) == 8 ? 1 : 0;
            assertTrue(h.faceVertexCount(f) == 8 || h.faceVertexCount(f) == 4);
        }
        assertEquals(2, octagons);
    }

    /**
     * The unit box with its (+1, +1, +1) corner raised by {@code lift} raw: the top is two
     * triangles meeting at a slight crease along the diagonal from (1, -1) to (-1, 1); the angle
     * between their normals has {@code 1 - cos} close to {@code lift^2 / 4} (units).
     */
    private static ConvexHull boxWithRaisedCorner(long lift) {
        long[] xyz = boxCorners(ONE);
        xyz[3 * 7 + 2] += lift;
        ConvexHull h = HullBuilder.build(xyz);
        h.validate();
        return h;
    }

    @Test
    void nearlyCoplanar_creaseWellWithinTolerance_mergesIntoOneQuad() {
        // lift 2^-8 (0x100_0000 = 16777216 raw): 1 - cos ~ 2^-18, tolerance 2^-14
        ConvexHull h = boxWithRaisedCorner(1L << 24);
        assertEquals(8, h.vertexCount());
        assertEquals(6, h.faceCount());
        assertEquals(12, h.edgeCount());
    }

    @Test
    void nearlyCoplanar_creaseJustWithinTolerance_merges() {
        // lift 0.9 * 2^-6 (0x399_999A = 60397978 raw): 1 - cos ~ 0.81 * 2^-14
        assertEquals(6, boxWithRaisedCorner(60397978L).faceCount());
    }

    @Test
    void nearlyCoplanar_creaseJustOutsideTolerance_keepsTwoTriangles() {
        // lift 1.1 * 2^-6 (0x466_6666 = 73819750 raw): 1 - cos ~ 1.21 * 2^-14
        ConvexHull h = boxWithRaisedCorner(73819750L);
        assertEquals(7, h.faceCount());
        assertEquals(13, h.edgeCount());
    }

    @Test
    void nearlyCoplanar_creaseWellOutsideTolerance_keepsTwoTriangles() {
        // lift 2^-4 (0x1000_0000 = 268435456 raw): 1 - cos ~ 2^-10, a sharp edge of ~2 degrees
        assertEquals(7, boxWithRaisedCorner(1L << 28).faceCount());
    }

    @Test
    void nearlyCoplanar_mergedFaceKeepsTheRaisedCornerAndSupportsTheHull() {
        ConvexHull h = boxWithRaisedCorner(1L << 24);
        MutableVec3 out = new MutableVec3();
        // the raised corner is still the unique top vertex
        assertEquals(7, h.supportCore(0, 0, ONE, out));
        assertEquals(ONE + (1L << 24), out.z);
        // and the merged top face's plane lies on or above every vertex (checked by validate)
        int top = -1;
        for (int f = 0; f < h.faceCount(); f++) {
            if (h.faceNormalZ(f) > ONE / 2) {
                top = f;
            }
        }
        assertEquals(4, h.faceVertexCount(top));
    }

    @Test
    void nearlyCoplanar_cylinderWithNoisyTopCap_mergesTheCapIntoOneFace() {
        // 48-sided cylinder of radius 4; the top rim heights carry up to 12 * 2^12 raw (1.1e-5)
        // of noise, as a cap exported from float content would: the cap must be one large face
        int sides = 48;
        long[] xyz = new long[6 * sides];
        for (int i = 0; i < sides; i++) {
            long angle = Fixed.TWO_PI / sides * i;
            long c = 4 * dev.lockstep.fixedpoint.FixedTrig.cos(angle);
            long s = 4 * dev.lockstep.fixedpoint.FixedTrig.sin(angle);
            xyz[6 * i] = c;
            xyz[6 * i + 1] = s;
            xyz[6 * i + 2] = ONE + (i * 7919L % 13) * 4096;
            xyz[6 * i + 3] = c;
            xyz[6 * i + 4] = s;
            xyz[6 * i + 5] = -ONE;
        }
        ConvexHull h = HullBuilder.build(xyz);
        h.validate();
        assertEquals(2 * sides, h.vertexCount());
        assertEquals(sides + 2, h.faceCount());
        int caps = 0;
        for (int f = 0; f < h.faceCount(); f++) {
            caps += h.faceVertexCount(f) == sides ? 1 : 0;
        }
        assertEquals(2, caps);
    }

    // ------------------------------------------------------------------ canonical order

    @Test
    void canonicalOrder_reversedAndRepeatedInputGivesSameBits() {
        long[] xyz = boxCorners(3 * ONE / 2);
        long[] reversed = new long[xyz.length + 6];
        for (int i = 0; i < 8; i++) {
            System.arraycopy(xyz, 3 * i, reversed, 3 * (7 - i), 3);
        }
        System.arraycopy(xyz, 9, reversed, 24, 3);
        System.arraycopy(xyz, 0, reversed, 27, 3);
        assertTrue(HullBuilder.build(xyz).sameBits(HullBuilder.build(reversed)));
    }

    @Test
    void canonicalOrder_verticesSortedAndFacesStartAtLowestVertex() {
        ConvexHull h = ConvexHull.box(Vec3.ofInts(1, 1, 1));
        // face 0 is the -x face (0, 1, 3, 2), counter-clockwise seen from -x
        int e = h.faceFirstEdge(0);
        int[] loop = new int[4];
        for (int k = 0; k < 4; k++, e = h.halfEdgeNext(e)) {
            loop[k] = h.halfEdgeOrigin(e);
        }
        assertEquals("[0, 1, 3, 2]", Arrays.toString(loop));
        assertEquals(-ONE, h.faceNormalX(0));
    }

    @Test
    void largeShell_buildsAndClimbingMatchesScan() {
        // 1000 points on a lattice shell: |p|^2 between 399 and 400 (in units of 1/8)
        List<Vec3> pts = new ArrayList<>();
        for (int x = -20; x <= 20; x++) {
            for (int y = -20; y <= 20; y++) {
                for (int z = -20; z <= 20; z++) {
                    int r2 = x * x + y * y + z * z;
                    if (r2 >= 380 && r2 <= 400 && pts.size() < 1000) {
                        pts.add(new Vec3(x * (ONE / 8), y * (ONE / 8), z * (ONE / 8)));
                    }
                }
            }
        }
        ConvexHull h = HullBuilder.build(pts);
        h.validate();
        assertTrue(h.vertexCount() >= ConvexHull.HILL_CLIMB_MIN_VERTICES, h.toString());
        long[][] dirs = {{1, 2, 3}, {-ONE, 5, 7}, {0, 0, -1}, {ONE, ONE, 0}, {Long.MIN_VALUE, Long.MAX_VALUE, 1}};
        for (long[] d : dirs) {
            assertEquals(h.supportByScan(d[0], d[1], d[2]), h.supportByClimbing(d[0], d[1], d[2]));
        }
    }
}
