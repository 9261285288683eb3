package dev.lockstep.collision.internal.narrow;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;
import static org.quicktheories.QuickTheory.qt;

import dev.lockstep.collision.manifold.ContactManifold;
import dev.lockstep.collision.manifold.FeatureId;
import dev.lockstep.collision.narrow.ContactWorkspace;
import dev.lockstep.collision.shape.ConvexHull;
import dev.lockstep.collision.shape.Sphere;
import dev.lockstep.fixedpoint.Fixed;
import dev.lockstep.fixedpoint.Transform;
import dev.lockstep.fixedpoint.Vec3;
import java.math.BigInteger;
import java.util.List;
import java.util.stream.Collectors;
import org.junit.jupiter.api.Test;
import org.quicktheories.core.Gen;
import org.quicktheories.generators.Generate;

/**
 * The closed-form sphere-hull contact ({@link SphereHullContact}, {@link PointHullRegion}) against
 * an exact brute-force oracle: the squared distance from the center to the hull as an exact
 * rational (BigInteger), minimised over every vertex, every edge interior and every triangle of
 * every face fan, with exact region signs. Centers are placed in the hull's frame exactly (identity
 * rotations), on a quarter grid half the time, so centers exactly on face planes, edge lines and
 * vertex normals occur. Coverage: face, edge and vertex regions, deep and separated centers, and
 * the GJK fallback are each counted.
 */
class SphereHullClosedFormProperties {
    private static final long SEED = 0x5EED_C105L;
    private static final int EXAMPLES = 4000;
    /**
     * Distance error bound of the closed form, raw ulps: 3. A face point rounds {@code c - s n}
     * once per component and its distance is one rounded dot; an edge point rounds once per
     * component (0.87 ulp off the true point, at most) and the length rounds once (0.5 ulp); a
     * vertex distance is one rounded length of an exact vector.
     */
    static final long CLOSED_FORM_DISTANCE_ULPS = 3;

    private final ContactWorkspace ws = new ContactWorkspace();
    private final ContactManifold m = new ContactManifold();

    /** Hulls with exactly planar faces (boxes, all-triangle hulls): the oracle's fan triangles are then the faces. */
    static final List<ConvexHull> PLANAR = ContactGenerators.HULLS.stream()
            .filter(SphereHullClosedFormProperties::exactlyPlanarFaces).collect(Collectors.toList());

    private record Query(ConvexHull hull, Vec3 center, long radius) {
        @Override
        public String toString() {
            return "Query[" + hull + ", center raw (" + center.x() + ", " + center.y() + ", " + center.z() + "), radius raw "
                    + radius + "]";
        }
    }

    private static Gen<Query> queries(Gen<Long> radius) {
        // a third of the centers within [-1, 1] (the pool's extent), so deep centers are common too
        return Generate.pick(PLANAR).zip(ContactGenerators.point(2).mix(ContactGenerators.point(1), 33), radius, Query::new);
    }

    /**
     * Large radius (8): every center within 2 of the hull touches, so every region is measured;
     * depth {@code = 8 - distance} for outside centers and {@code 8 + plane distance} inside.
     */
    @Test
    void seed001_sphereVsHull_closedForm_distanceMatchesExactOracle_everyRegion() {
        assertTrue(PLANAR.size() >= 6, "planar hulls in the pool: " + PLANAR.size());
        int[] regions = new int[5];      // NONE (GJK fallback), VERTEX, EDGE, FACE, deep
        long[] worst = new long[1];
        qt().withFixedSeed(SEED).withExamples(EXAMPLES).forAll(queries(Generate.constant(8 * Fixed.ONE))).checkAssert(q -> {
            Sphere sphere = new Sphere(Vec3.ZERO, q.radius());
            assertEquals(1, SphereHullContact.collide(sphere, Transform.translation(q.center()), q.hull(), Transform.IDENTITY, 0, ws, m));
            Oracle o = Oracle.of(q.hull(), q.center());
            long depth = m.point(0).depth();
            if (o.inside) {
                regions[4]++;
                double oracleDepth = q.radius() - DistanceOracle.pointHull(q.hull(), q.center());
                assertTrue(Math.abs(depth - oracleDepth) <= CLOSED_FORM_DISTANCE_ULPS, "deep depth " + depth + " vs " + oracleDepth + " " + q);
                return;
            }
            int type = bestFaceSeparation(q.hull(), q.center()) <= 0 ? -1 : ((NarrowScratch) ws).pointRegion.type;
            if (type < 0) {
                // outside the exact polytope but inside every rounded plane: on the surface up to rounding
                assertTrue(o.distance() <= 2, "rounded planes hide a distance " + o.distance() + " " + q);
                regions[4]++;
                return;
            }
            regions[type]++;
            double error = Math.abs((q.radius() - depth) - o.distance());
            worst[0] = Math.max(worst[0], (long) Math.ceil(error));
            long bound = type == FeatureId.NONE ? ClosedFormOracleProperties.SPHERE_HULL_DEPTH_ULPS : CLOSED_FORM_DISTANCE_ULPS;
            assertTrue(error <= bound, "distance off by " + error + " ulps (region " + type + ", oracle " + o + ") " + q + "\n" + m);
            long id = m.point(0).featureId();
            if (type == FeatureId.VERTEX) {
                // exact optimality: (c - v) . (w - v) <= 0 for every vertex w
                int v = FeatureId.indexB(id);
                assertTrue(o.vertexIsClosest(v), "vertex " + v + " is not the closest point " + q);
            } else if (type == FeatureId.EDGE) {
                int k = FeatureId.indexB(id);
                assertTrue(o.projectsInsideEdge(q.hull().edgeVertexA(k), q.hull().edgeVertexB(k)), "not inside edge " + k + " " + q);
            }
        });
        System.out.println("sphere-hull closed form: regions [gjk fallback, vertex, edge, face, deep] = "
                + java.util.Arrays.toString(regions) + ", worst distance error " + worst[0] + " ulps");
        for (int r = 1; r <= 4; r++) {
            assertTrue(regions[r] > EXAMPLES / 20, "region " + r + " under-sampled: " + java.util.Arrays.toString(regions));
        }
        assertTrue(regions[0] < EXAMPLES / 20, "GJK fallback too frequent: " + java.util.Arrays.toString(regions));
    }

    /** Radii 1/16..2: a contact exists exactly when the exact distance is at most the radius (border within the bound). */
    @Test
    void seed001_sphereVsHull_closedForm_separatedExactlyWhenOracleSaysSo() {
        int[] outcomes = new int[2];
        Gen<Long> radius = Generate.longRange(Fixed.ONE / 16, 2 * Fixed.ONE);
        qt().withFixedSeed(SEED + 1).withExamples(EXAMPLES).forAll(queries(radius)).checkAssert(q -> {
            Sphere sphere = new Sphere(Vec3.ZERO, q.radius());
            int n = SphereHullContact.collide(sphere, Transform.translation(q.center()), q.hull(), Transform.IDENTITY, 0, ws, m);
            Oracle o = Oracle.of(q.hull(), q.center());
            double gap = (o.inside ? 0 : o.distance()) - q.radius();
            outcomes[n]++;
            if (n == 0) {
                assertTrue(gap > -CLOSED_FORM_DISTANCE_ULPS, "missed contact, gap " + gap + " " + q);
            } else {
                assertTrue(gap < CLOSED_FORM_DISTANCE_ULPS, "spurious contact, gap " + gap + " " + q);
            }
        });
        ContactSymmetryProperties.assertCoverage(outcomes);
    }

    /**
     * The closed form against the GJK path it replaced (still the fallback), on the random scenes of
     * the contact properties (random rotations, all pool hulls including near-merged faces): same
     * point count away from the contact border, depths within the GJK path's documented bound
     * ({@code ClosedFormOracleProperties.SPHERE_HULL_DEPTH_ULPS}), plus, on hulls with faces merged
     * by the near-coplanar rule, the closed form deeper by at most the face's flatness (it measures
     * to the face plane); on exactly planar hulls normals within 2^-16 per component where the
     * distance is at least 2^-8 (closer, either normal is ill-conditioned).
     */
    @Test
    void seed001_sphereVsHull_closedFormAgreesWithTheGjkPath() {
        ContactManifold viaGjk = new ContactManifold();
        int[] outcomes = new int[2];
        qt().withFixedSeed(SEED + 2).withExamples(EXAMPLES / 2)
                .forAll(ContactGenerators.scene(ContactGenerators.sphere(), ContactGenerators.hull())).checkAssert(sc -> {
                    Sphere a = (Sphere) sc.a();
                    ConvexHull b = (ConvexHull) sc.b();
                    int n = SphereHullContact.collide(a, sc.ta(), b, sc.tb(), Fixed.HALF, ws, m);
                    int k = SphereHullContact.collideByGjk(a, sc.ta(), b, sc.tb(), Fixed.HALF, ws, viaGjk);
                    outcomes[n]++;
                    if (n != k) {
                        ContactManifold one = n > 0 ? m : viaGjk;
                        assertTrue(Math.abs(one.point(0).depth() + Fixed.HALF) <= ClosedFormOracleProperties.SPHERE_HULL_DEPTH_ULPS,
                                "one path found a contact away from the border: " + sc + "\n" + m + "\n" + viaGjk);
                        return;
                    }
                    if (n == 0) {
                        return;
                    }
                    long dm = m.point(0).depth();
                    long dg = viaGjk.point(0).depth();
                    // a face merged by the near-coplanar rule is a plane above some of its vertices:
                    // the closed form measures to that plane (as the deep path always did), GJK to
                    // the vertices, so the closed form may be deeper by the face's flatness
                    long flatness = flatness(b);
                    assertTrue(dm - dg <= ClosedFormOracleProperties.SPHERE_HULL_DEPTH_ULPS + flatness
                            && dg - dm <= ClosedFormOracleProperties.SPHERE_HULL_DEPTH_ULPS,
                            "depths differ by " + (dm - dg) + " (flatness " + flatness + ") " + sc + "\n" + m + "\n" + viaGjk);
                    if (flatness == 0 && a.radius() - dm >= Fixed.ONE >> 8) {
                        long tol = 1L << 16;
                        assertTrue(Math.abs(m.normal().x() - viaGjk.normal().x()) <= tol
                                && Math.abs(m.normal().y() - viaGjk.normal().y()) <= tol
                                && Math.abs(m.normal().z() - viaGjk.normal().z()) <= tol, "normals differ " + sc + "\n" + m + "\n" + viaGjk);
                    }
                });
        ContactSymmetryProperties.assertCoverage(outcomes);
    }

    /**
     * Returns 0 for a hull whose faces all pass {@link #exactlyPlanarFaces}, else the largest
     * {@code offset_f - n_f . v} over the vertices {@code v} of every face {@code f}, raw.
     */
    static long flatness(ConvexHull h) {
        if (exactlyPlanarFaces(h)) {
            return 0;
        }
        long worst = 0;
        for (int f = 0; f < h.faceCount(); f++) {
            int e = h.faceFirstEdge(f);
            for (int k = h.faceVertexCount(f); k > 0; k--, e = h.halfEdgeNext(e)) {
                int v = h.halfEdgeOrigin(e);
                worst = Math.max(worst, h.faceOffset(f)
                        - Fixed.dot3(h.faceNormalX(f), h.faceNormalY(f), h.faceNormalZ(f), h.vertexX(v), h.vertexY(v), h.vertexZ(v)));
            }
        }
        return worst;
    }

    private static long bestFaceSeparation(ConvexHull h, Vec3 c) {
        long best = Long.MIN_VALUE;
        for (int f = 0; f < h.faceCount(); f++) {
            best = Math.max(best, Fixed.sub(Fixed.dot3(h.faceNormalX(f), h.faceNormalY(f), h.faceNormalZ(f), c.x(), c.y(), c.z()),
                    h.faceOffset(f)));
        }
        return best;
    }

    static boolean exactlyPlanarFaces(ConvexHull h) {
        for (int f = 0; f < h.faceCount(); f++) {
            boolean axisAligned = (h.faceNormalX(f) == 0 ? 1 : 0) + (h.faceNormalY(f) == 0 ? 1 : 0) + (h.faceNormalZ(f) == 0 ? 1 : 0) == 2;
            if (h.faceVertexCount(f) != 3 && !axisAligned) {
                return false;
            }
        }
        return true;
    }

    /**
     * Exact point-polytope distance: squared distance as the rational {@code num / den}, the
     * minimum over vertices, edge interiors and closed fan triangles of every face (all exact
     * BigInteger; a triangle's closest point is the projection when it lies inside, decided by
     * exact barycentric signs). {@code inside} when the point is on the inner side of (or on) every
     * face's exact plane.
     */
    static final class Oracle {
        final ConvexHull h;
        final BigInteger[] c;
        boolean inside;
        BigInteger num;
        BigInteger den = BigInteger.ONE;

        private Oracle(ConvexHull h, Vec3 p) {
            this.h = h;
            this.c = new BigInteger[] {BigInteger.valueOf(p.x()), BigInteger.valueOf(p.y()), BigInteger.valueOf(p.z())};
        }

        static Oracle of(ConvexHull h, Vec3 p) {
            Oracle o = new Oracle(h, p);
            o.run();
            return o;
        }

        double distance() {
            return Math.sqrt(new java.math.BigDecimal(num).divide(new java.math.BigDecimal(den), java.math.MathContext.DECIMAL128).doubleValue());
        }

        @Override
        public String toString() {
            return "distance " + distance();
        }

        private BigInteger[] vertex(int i) {
            return new BigInteger[] {BigInteger.valueOf(h.vertexX(i)), BigInteger.valueOf(h.vertexY(i)), BigInteger.valueOf(h.vertexZ(i))};
        }

        private static BigInteger[] sub(BigInteger[] a, BigInteger[] b) {
            return new BigInteger[] {a[0].subtract(b[0]), a[1].subtract(b[1]), a[2].subtract(b[2])};
        }

        private static BigInteger dot(BigInteger[] a, BigInteger[] b) {
            return a[0].multiply(b[0]).add(a[1].multiply(b[1])).add(a[2].multiply(b[2]));
        }

        private static BigInteger[] cross(BigInteger[] a, BigInteger[] b) {
            return new BigInteger[] {a[1].multiply(b[2]).subtract(a[2].multiply(b[1])),
                    a[2].multiply(b[0]).subtract(a[0].multiply(b[2])), a[0].multiply(b[1]).subtract(a[1].multiply(b[0]))};
        }

        private void offer(BigInteger n, BigInteger d) {
            if (num == null || n.multiply(den).compareTo(num.multiply(d)) < 0) {
                num = n;
                den = d;
            }
        }

        private void run() {
            inside = true;
            for (int i = 0; i < h.vertexCount(); i++) {
                BigInteger[] w = sub(c, vertex(i));
                offer(dot(w, w), BigInteger.ONE);
            }
            for (int k = 0; k < h.edgeCount(); k++) {
                BigInteger[] a = vertex(h.edgeVertexA(k));
                BigInteger[] d = sub(vertex(h.edgeVertexB(k)), a);
                BigInteger[] w = sub(c, a);
                BigInteger t = dot(w, d);
                BigInteger dd = dot(d, d);
                if (t.signum() > 0 && t.compareTo(dd) < 0) {
                    // |w|^2 - t^2/dd, over dd
                    offer(dot(w, w).multiply(dd).subtract(t.multiply(t)), dd);
                }
            }
            for (int f = 0; f < h.faceCount(); f++) {
                int e = h.faceFirstEdge(f);
                BigInteger[] v0 = vertex(h.halfEdgeOrigin(e));
                e = h.halfEdgeNext(e);
                BigInteger[] normal = null;
                for (int k = h.faceVertexCount(f) - 2; k > 0; k--, e = h.halfEdgeNext(e)) {
                    BigInteger[] v1 = vertex(h.halfEdgeOrigin(e));
                    BigInteger[] v2 = vertex(h.halfEdgeOrigin(h.halfEdgeNext(e)));
                    BigInteger[] n = cross(sub(v1, v0), sub(v2, v0));
                    normal = n;
                    BigInteger[] w = sub(c, v0);
                    BigInteger s = dot(n, w);
                    // inside the closed triangle: the point is left of (or on) every edge about n
                    if (dot(cross(sub(v1, v0), sub(c, v0)), n).signum() >= 0 && dot(cross(sub(v2, v1), sub(c, v1)), n).signum() >= 0
                            && dot(cross(sub(v0, v2), sub(c, v2)), n).signum() >= 0) {
                        offer(s.multiply(s), dot(n, n));
                    }
                }
                if (dot(normal, sub(c, v0)).signum() > 0) {
                    inside = false;
                }
            }
        }

        /** True when {@code (c - v) . (w - v) <= 0} for every vertex {@code w}: v is the closest point, exactly. */
        boolean vertexIsClosest(int v) {
            BigInteger[] cv = sub(c, vertex(v));
            for (int i = 0; i < h.vertexCount(); i++) {
                if (dot(cv, sub(vertex(i), vertex(v))).signum() > 0) {
                    return false;
                }
            }
            return true;
        }

        /** True when the projection of c onto the line of a-b falls strictly inside the segment. */
        boolean projectsInsideEdge(int a, int b) {
            BigInteger[] d = sub(vertex(b), vertex(a));
            BigInteger t = dot(sub(c, vertex(a)), d);
            return t.signum() > 0 && t.compareTo(dot(d, d)) < 0;
        }
    }
}
