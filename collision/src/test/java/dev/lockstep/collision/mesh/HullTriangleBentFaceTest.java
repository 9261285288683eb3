package dev.lockstep.collision.mesh;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.lockstep.collision.internal.shape.HullQueryIndex;
import dev.lockstep.collision.shape.ConvexHull;
import dev.lockstep.collision.shape.HullBuilder;
import dev.lockstep.fixedpoint.Fixed;
import dev.lockstep.fixedpoint.MutableVec3;
import dev.lockstep.fixedpoint.Quat;
import dev.lockstep.fixedpoint.Transform;
import dev.lockstep.fixedpoint.Vec3;
import java.math.BigDecimal;
import java.math.BigInteger;
import java.math.MathContext;
import org.junit.jupiter.api.Test;

/**
 * Triangles as Hulls (seed 001) with a bent hull face: the hull-triangle twin of the hull-hull
 * {@code BentFaceSeparationTest}. A face merged from nearly coplanar triangles is not
 * perpendicular to its edges, so the Gauss map test of {@link HullTriangleContact} (which reads
 * the face normals) accepted a hull-edge x triangle-edge axis off the Minkowski faces, whose
 * separation, computed from the two edges' points, was far above the true separation of the
 * hull and the triangle along that axis. Here: a 23-point hull (face 6 bent) penetrating a
 * triangle by 0.086 units, contact distance 0; the pair of hull edge 2 (faces 0 and 6) and
 * triangle edge 0 computed +0.104, above {@code Ir = 0}, and the contact was lost (the triangle
 * reported separated), while along that axis the two overlap by 5.26 units. Found by a search of
 * 20,000 scenes (10,968 with a bent hull, triangles near hulls of 4 to 128 points at 2^-2 to 2^6
 * units): 137 lost contacts and 322 changed ones without the check, at every scale.
 *
 * <p>The face axes have the same root: a bent face's plane through one of its vertices does not
 * support the hull, so the face axis is measured from the hull's support along the face normal
 * ({@link #bentFace_faceAxisFromTheHullsSupport_doesNotLoseThePenetratingContact}).
 */
class HullTriangleBentFaceTest {
    private static final long[] HULL = {
        -8340247482L, -1602721078L, -2497675274L,
        -6551636126L, 1516124796L, -3464099618L,
        -6255829794L, 477837948L, 4979287898L,
        -5440137568L, -4648979700L, 4033353136L,
        -3667201012L, 5947329000L, 6154504336L,
        -3133221330L, -7241408180L, 8514870900L,
        -2308560338L, 1946306548L, 7894034842L,
        -1931133978L, -8482628402L, 5528592986L,
        -1205186364L, 4330517300L, -2991761798L,
        -155008152L, -3495463886L, -7185534850L,
        -25364194L, -3807848654L, 7844067486L,
        468084206L, -8492065382L, 5552722136L,
        3441267792L, 2894649564L, 7233973278L,
        3843361712L, -7305381426L, 5275896038L,
        4519084462L, 5960507820L, 6533500648L,
        4778213574L, -6818445750L, -5389489468L,
        4930102860L, 4325853938L, 6961476762L,
        5727263870L, -24058606L, -6008697116L,
        6208877726L, 7607859240L, -1526047124L,
        6626820868L, 6775780374L, -1935336932L,
        6874814210L, 5544680754L, 996482206L,
        6957390754L, 1802660926L, -5059634924L,
        7125102410L, -4882068538L, -3042891786L,
    };
    private static final Transform PLACEMENT = Transform.of(new Quat(741358855L, -2525953068L, 2399655415L, 2399655415L),
            new Vec3(-5824732640L, 3535799094L, 8046363484L));
    private static final long[] TRIANGLE = {
        169415064L, -1545859359L, 9289888260L,
        -1360702197L, 4558004058L, 14697780818L,
        -1351490212L, 18723990425L, -1099517091L,
    };

    @Test
    void bentFace_offFaceEdgeAxis_doesNotLoseThePenetratingContact() {
        ConvexHull hull = HullBuilder.build(HULL);
        assertArrayEquals(new int[] {6}, HullQueryIndex.of(hull).bentFaces(), "face 6 is bent");
        assertTrue(hull.edgeFaceA(2) == 6 || hull.edgeFaceB(2) == 6, "hull edge 2 borders it");
        TriangleMesh mesh = TriangleMesh.of(TRIANGLE, new int[] {0, 1, 2});

        // the pair's claim against the truth along its own (exact) axis, oriented so that it claims a gap
        long[] v = HullTriangleBentFaceProperties.placed(hull, PLACEMENT);
        int a = hull.edgeVertexA(2);
        int b = hull.edgeVertexB(2);
        BigInteger[] axis = cross(v[3 * b] - v[3 * a], v[3 * b + 1] - v[3 * a + 1], v[3 * b + 2] - v[3 * a + 2],
                TRIANGLE[3] - TRIANGLE[0], TRIANGLE[4] - TRIANGLE[1], TRIANGLE[5] - TRIANGLE[2]);
        BigInteger claim = dot(axis, TRIANGLE[0] - v[3 * a], TRIANGLE[1] - v[3 * a + 1], TRIANGLE[2] - v[3 * a + 2]);
        if (claim.signum() < 0) {
            claim = claim.negate();
            axis = new BigInteger[] {axis[0].negate(), axis[1].negate(), axis[2].negate()};
        }
        BigInteger maxHull = null;
        for (int i = 0; i < v.length; i += 3) {
            BigInteger d = dot(axis, v[i], v[i + 1], v[i + 2]);
            maxHull = maxHull == null || d.compareTo(maxHull) > 0 ? d : maxHull;
        }
        BigInteger minTriangle = null;
        for (int c = 0; c < 9; c += 3) {
            BigInteger d = dot(axis, TRIANGLE[c], TRIANGLE[c + 1], TRIANGLE[c + 2]);
            minTriangle = minTriangle == null || d.compareTo(minTriangle) < 0 ? d : minTriangle;
        }
        BigDecimal length = new BigDecimal(axis[0].pow(2).add(axis[1].pow(2)).add(axis[2].pow(2))).sqrt(MathContext.DECIMAL128);
        long claimRaw = new BigDecimal(claim).divide(length, MathContext.DECIMAL128).longValue();
        long trueRaw = new BigDecimal(minTriangle.subtract(maxHull)).divide(length, MathContext.DECIMAL128).longValue();
        assertEquals(0.104, Fixed.toDoubleForDisplay(claimRaw), 0.001, "the pair's claimed gap (above Ir = 0)");
        assertEquals(-5.263, Fixed.toDoubleForDisplay(trueRaw), 0.001, "the true separation along that axis: deep overlap");

        // the SAT holds the pair to the truth; the contact is the hull's lowest point over the triangle
        TriangleKernel k = new TriangleKernel();
        assertTrue(k.load(mesh, 0));
        assertTrue(HullTriangleBentFaceProperties.checkSat(new HullTriangleBentFaceProperties.Scene(hull, PLACEMENT, TRIANGLE, 0),
                k, "pinned scene"), "the SAT does not separate");
        HullTriangleContact g = new HullTriangleContact();
        g.set(hull, PLACEMENT, 0);
        TriangleContact out = new TriangleContact();
        int feature = g.generate(mesh, 0, new MeshContactWorkspace(), out);
        // a face contact: with the slack at 2^-14 of the diameters no other axis claims more than
        // the triangle's own normal (at 2^-9 a bent-face edge pair, still within the slack, did,
        // and the contact was delayed through edge 1)
        assertEquals(MeshFeature.FACE, feature, "a face contact: the hull reaches over the triangle");
        assertEquals(-0.0864, Fixed.toDoubleForDisplay(out.distance), 0.0001, "0.086 below the triangle's plane");
    }

    /** A 14-point hull 30 units across, face 14 bent. */
    private static final long[] FACE_HULL = {
        -135574041472L, 107312997792L, -77258909408L,
        -104298364736L, -65632446208L, -58392209440L,
        -81707367264L, 100468096960L, 110968801824L,
        -70685085152L, 4683414048L, 57561819616L,
        -61563506688L, -75057113312L, -82519403680L,
        -51572987296L, 115764834496L, -118082530592L,
        -35179027232L, -57178170176L, -132901492032L,
        -12688589824L, 90693966080L, 115668889184L,
        42587654368L, -82242519648L, -89313640224L,
        72607014368L, -110917187360L, 72071285632L,
        90948042080L, -124025025632L, -7401986592L,
        104801334464L, 85967010272L, -94248236480L,
        119609834144L, 71266779488L, 51156041056L,
        130670684544L, -48998217344L, 101415154496L,
    };
    private static final Transform FACE_PLACEMENT = Transform.of(new Quat(4145071927L, 848558345L, 382886082L, -631244622L),
            new Vec3(-130227416469L, 62989357596L, 23738533086L));
    /** A large triangle parallel to face 14, 0.057 units below the hull's support plane along its normal. */
    private static final long[] FACE_TRIANGLE = {
        174925697975L, -11704448745L, 36507856170L,
        -233577846957L, 133780813923L, 262999162714L,
        -135915573464L, 290650990806L, -189983450374L,
    };

    /**
     * Triangles as Hulls (seed 001), face axis of a bent face: seed 001's face query measures the
     * other shape against the face's support plane, and for a bent face the plane through its
     * first vertex is not that plane. Here face 14's first vertex lies 0.114 units below the
     * hull's support along the face normal, so measured from it the triangle, which the hull
     * penetrates by 0.057 units along that normal, claimed a gap of +0.057, above {@code Ir = 0}:
     * the contact was lost. Measured from the hull's exact support vertex, the face axis is the
     * rounded true separation and the contact is a FACE contact 0.057 units deep. Found by a
     * search of 4,000 scenes of triangles parallel to a bent face within its bend:
     * 285 lost contacts and 148 changed ones with the first vertex.
     */
    @Test
    void bentFace_faceAxisFromTheHullsSupport_doesNotLoseThePenetratingContact() {
        ConvexHull hull = HullBuilder.build(FACE_HULL);
        int face = 14;
        assertArrayEquals(new int[] {face}, HullQueryIndex.of(hull).bentFaces(), "face 14 is bent");
        TriangleMesh mesh = TriangleMesh.of(FACE_TRIANGLE, new int[] {0, 1, 2});
        long[] v = HullTriangleBentFaceProperties.placed(hull, FACE_PLACEMENT);
        MutableVec3 n = new MutableVec3();
        FACE_PLACEMENT.applyToVectorInto(hull.faceNormalX(face), hull.faceNormalY(face), hull.faceNormalZ(face), n);
        BigInteger[] normal = {BigInteger.valueOf(n.x), BigInteger.valueOf(n.y), BigInteger.valueOf(n.z)};

        // exact dots with the placed normal: the triangle's lowest corner, the face's first vertex, the hull's support
        BigInteger minTriangle = null;
        for (int c = 0; c < 9; c += 3) {
            BigInteger d = dot(normal, FACE_TRIANGLE[c], FACE_TRIANGLE[c + 1], FACE_TRIANGLE[c + 2]);
            minTriangle = minTriangle == null || d.compareTo(minTriangle) < 0 ? d : minTriangle;
        }
        int first = hull.halfEdgeOrigin(hull.faceFirstEdge(face));
        BigInteger firstDot = dot(normal, v[3 * first], v[3 * first + 1], v[3 * first + 2]);
        BigInteger maxHull = null;
        for (int i = 0; i < v.length; i += 3) {
            BigInteger d = dot(normal, v[i], v[i + 1], v[i + 2]);
            maxHull = maxHull == null || d.compareTo(maxHull) > 0 ? d : maxHull;
        }
        assertEquals(0.114, units(maxHull.subtract(firstDot)), 0.001, "the first vertex lies below the hull's support");
        assertEquals(0.057, units(minTriangle.subtract(firstDot)), 0.001, "from the first vertex: a gap above Ir = 0");
        BigInteger truth = minTriangle.subtract(maxHull);
        assertEquals(-0.057, units(truth), 0.001, "the true separation along the normal: overlap");

        // the contact: the hull's lower surface over the triangle, 0.057 deep
        HullTriangleContact g = new HullTriangleContact();
        g.set(hull, FACE_PLACEMENT, 0);
        TriangleContact out = new TriangleContact();
        int feature = g.generate(mesh, 0, new MeshContactWorkspace(), out);
        assertEquals(MeshFeature.FACE, feature, "a face contact (NONE, lost, measured from the first vertex)");
        assertEquals(-0.0567, Fixed.toDoubleForDisplay(out.distance), 0.0001, "0.057 below the triangle's plane");

        // the face axis is the rounded true separation (half an ulp: |2^32 s - truth| <= 2^31)
        TriangleKernel k = new TriangleKernel();
        assertTrue(k.load(mesh, 0));
        k.loadEdgeNormals();
        BigInteger error = BigInteger.valueOf(g.faceSeparation(k, face)).shiftLeft(32).subtract(truth).abs();
        assertTrue(error.compareTo(BigInteger.ONE.shiftLeft(31)) <= 0, "face axis within rounding of the truth: " + error);
        assertTrue(HullTriangleBentFaceProperties.checkSat(new HullTriangleBentFaceProperties.Scene(hull, FACE_PLACEMENT,
                FACE_TRIANGLE, 0), k, "pinned face scene"), "the SAT does not separate");
    }

    /** An 18-point hull 64 units across, face 12 (loop 3, 4, 13, 6) bent. */
    private static final long[] CORNER_HULL = {
        -232562290176L, -269268440704L, -5787977344L,
        -174548739008L, 252899602432L, -256382491200L,
        -161739409216L, -195270895744L, -221096146112L,
        -145862975424L, -125017970560L, 269152755392L,
        -145048263680L, -266823251712L, 266260603008L,
        -113596568640L, 232648859392L, 268286496896L,
        -21597729664L, 256459043840L, 273306882368L,
        9675288640L, -191010464640L, 258190032576L,
        60569465472L, -235802850624L, -181729212736L,
        78507229312L, 267399285312L, 131801687232L,
        149614240768L, -51305161152L, -258591587840L,
        218868585344L, 238770714112L, -118317276352L,
        229274228480L, -81023607232L, -232802051712L,
        232830580928L, 205545011456L, 265771850304L,
        258169954304L, 6400092480L, -189199300160L,
        259507073024L, -182612214144L, 59001241088L,
        261890166080L, 156068182400L, 42692710272L,
        273577929728L, -214289654080L, 231943103168L,
    };
    private static final Transform CORNER_PLACEMENT = Transform.of(new Quat(1651554731L, 2241426356L, 2536350876L, 2064471643L),
            new Vec3(-147085980818L, -13725828838L, 0));
    /** A triangle pointing its corner 0 at face 12, beside the hull. */
    private static final long[] CORNER_TRIANGLE = {
        106031894768L, 74760090754L, -42785036279L,
        345783595926L, 322625546154L, 2538966229L,
        299738002340L, 130406360994L, -307292727146L,
    };
    /** Contact distance: 0.00265 units. */
    private static final long CORNER_CONTACT_DISTANCE = 11400881L;

    /**
     * Seed 000's vertex contact on a bent face: the closest point of a triangle corner on the hull
     * lies on the bent face, whose true surface is the hull of its vertices, bending along an
     * inner edge (here triangles (3, 4, 13) and (3, 13, 6), crease 3-13), not the plane through
     * its first vertex. Corner 0 is 0.00092 units above triangle (3, 4, 13), within {@code Ir}
     * (0.00265), but below the plane through vertex 3 along the face normal, so the corner-face
     * pair was skipped and the nearest candidate left was 6.5 units away: the contact was lost.
     * Projected onto the face's triangles, the corner's distance is the exact one. Found by a
     * search of 3,000 scenes of triangles beside bent faces (hulls of 8 to 128 points at 2^-2 to
     * 2^6 units): of 560 that reached the distance step, 527 distances off by more
     * than 10^-6 of the hull's size (up to 10.8 units too long and 0.19 too short), 118 lost
     * contacts and 20 made beyond {@code Ir}; none on the faces' triangles.
     */
    @Test
    void bentFace_cornerBesideTheFace_distanceOnItsTrueSurface() {
        ConvexHull hull = HullBuilder.build(CORNER_HULL);
        int face = 12;
        assertArrayEquals(new int[] {face}, HullQueryIndex.of(hull).bentFaces(), "face 12 is bent");
        HullQueryIndex index = HullQueryIndex.of(hull);
        int first = index.bentTriangleStart(face);
        assertEquals(2, index.bentTriangleStart(face + 1) - first, "two triangles");
        int[] triangles = new int[6];
        for (int t = 0; t < 2; t++) {
            for (int i = 0; i < 3; i++) {
                triangles[3 * t + i] = index.bentTriangleVertex(first + t, i);
            }
        }
        assertArrayEquals(new int[] {3, 4, 13, 3, 13, 6}, triangles, "the hull of the face's vertices");
        assertEquals(1, index.creaseCount());
        assertEquals(3, index.creaseVertexA(0));
        assertEquals(13, index.creaseVertexB(0));

        long[] v = HullTriangleBentFaceProperties.placed(hull, CORNER_PLACEMENT);
        MutableVec3 n = new MutableVec3();
        CORNER_PLACEMENT.applyToVectorInto(hull.faceNormalX(face), hull.faceNormalY(face), hull.faceNormalZ(face), n);
        BigInteger[] normal = {BigInteger.valueOf(n.x), BigInteger.valueOf(n.y), BigInteger.valueOf(n.z)};
        long cx = CORNER_TRIANGLE[0];
        long cy = CORNER_TRIANGLE[1];
        long cz = CORNER_TRIANGLE[2];
        BigInteger firstHeight = dot(normal, cx - v[9], cy - v[10], cz - v[11]);
        assertEquals(-0.00218, units(firstHeight), 0.00001, "below the plane through vertex 3: the face was skipped");
        // the corner's exact distance to the placed triangle (3, 4, 13), its projection inside it
        BigInteger[] m = cross(v[12] - v[9], v[13] - v[10], v[14] - v[11], v[39] - v[9], v[40] - v[10], v[41] - v[11]);
        int[] loop = {3, 4, 13};
        for (int i = 0; i < 3; i++) {
            int a = loop[i];
            int b = loop[(i + 1) % 3];
            BigInteger[] side = cross(v[3 * b] - v[3 * a], v[3 * b + 1] - v[3 * a + 1], v[3 * b + 2] - v[3 * a + 2],
                    cx - v[3 * a], cy - v[3 * a + 1], cz - v[3 * a + 2]);
            assertTrue(side[0].multiply(m[0]).add(side[1].multiply(m[1])).add(side[2].multiply(m[2])).signum() > 0,
                    "the corner projects inside triangle (3, 4, 13), left of " + a + " -> " + b);
        }
        BigInteger h = dot(m, cx - v[9], cy - v[10], cz - v[11]);
        BigDecimal length = new BigDecimal(m[0].pow(2).add(m[1].pow(2)).add(m[2].pow(2))).sqrt(MathContext.DECIMAL128);
        BigDecimal exact = new BigDecimal(h).divide(length, MathContext.DECIMAL128);
        assertEquals(0.000919, Fixed.toDoubleForDisplay(exact.longValue()), 0.000001, "the true distance, within Ir");

        // the contact: corner 0 against the face's triangle, D the exact distance (rounding: |c - v| 2^-31)
        HullTriangleContact g = new HullTriangleContact();
        g.set(hull, CORNER_PLACEMENT, CORNER_CONTACT_DISTANCE);
        TriangleContact out = new TriangleContact();
        TriangleMesh mesh = TriangleMesh.of(CORNER_TRIANGLE, new int[] {0, 1, 2});
        int feature = g.generate(mesh, 0, new MeshContactWorkspace(), out);
        assertEquals(MeshFeature.VERTEX_0, feature, "a vertex contact of corner 0 (NONE, lost, from the first vertex's plane)");
        assertTrue(out.keyHi >= HullTriangleContact.BESIDE_TIER, "beside the triangle: sorted by the distance");
        BigDecimal error = BigDecimal.valueOf(out.distance).subtract(exact).abs();
        assertTrue(error.compareTo(BigDecimal.valueOf(256)) <= 0, "D " + out.distance + " raw, the exact " + exact);
    }

    /** Returns a 64.64 exact dot (raw squared) in units, for display. */
    private static double units(BigInteger dot) {
        BigDecimal scale = new BigDecimal(BigInteger.ONE.shiftLeft(64));
        return new BigDecimal(dot).divide(scale, MathContext.DECIMAL64).doubleValue();
    }

    private static BigInteger[] cross(long ax, long ay, long az, long bx, long by, long bz) {
        BigInteger[] p = {BigInteger.valueOf(ax), BigInteger.valueOf(ay), BigInteger.valueOf(az)};
        BigInteger[] q = {BigInteger.valueOf(bx), BigInteger.valueOf(by), BigInteger.valueOf(bz)};
        return new BigInteger[] {p[1].multiply(q[2]).subtract(p[2].multiply(q[1])),
            p[2].multiply(q[0]).subtract(p[0].multiply(q[2])), p[0].multiply(q[1]).subtract(p[1].multiply(q[0]))};
    }

    private static BigInteger dot(BigInteger[] a, long x, long y, long z) {
        return a[0].multiply(BigInteger.valueOf(x)).add(a[1].multiply(BigInteger.valueOf(y))).add(a[2].multiply(BigInteger.valueOf(z)));
    }
}
