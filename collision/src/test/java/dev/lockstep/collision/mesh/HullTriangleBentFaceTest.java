package dev.lockstep.collision.mesh;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

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
 * units, 2026-11-23): 137 lost contacts and 322 changed ones without the check, at every scale.
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
        assertArrayEquals(new int[] {6}, hull.queryIndex().bentFaces(), "face 6 is bent");
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
        assertEquals(MeshFeature.EDGE_0 + 1, feature, "delayed, voidable through edge 1 under the lowest point");
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
     * search of 4,000 scenes of triangles parallel to a bent face within its bend (2026-11-23):
     * 285 lost contacts and 148 changed ones with the first vertex.
     */
    @Test
    void bentFace_faceAxisFromTheHullsSupport_doesNotLoseThePenetratingContact() {
        ConvexHull hull = HullBuilder.build(FACE_HULL);
        int face = 14;
        assertArrayEquals(new int[] {face}, hull.queryIndex().bentFaces(), "face 14 is bent");
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
