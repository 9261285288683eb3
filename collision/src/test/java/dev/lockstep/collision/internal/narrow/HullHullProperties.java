package dev.lockstep.collision.internal.narrow;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;
import static org.quicktheories.QuickTheory.qt;
import static org.quicktheories.generators.SourceDSL.longs;

import dev.lockstep.collision.epa.EpaWorkspace;
import dev.lockstep.collision.epa.GjkEpa;
import dev.lockstep.collision.gjk.DistanceResult;
import dev.lockstep.collision.gjk.GjkWorkspace;
import dev.lockstep.collision.internal.sat.HullHullSat;
import dev.lockstep.collision.internal.sat.SatConstants;
import dev.lockstep.collision.internal.sat.SatWorkspace;
import dev.lockstep.collision.manifold.ContactManifold;
import dev.lockstep.collision.manifold.FeatureId;
import dev.lockstep.collision.manifold.ManifoldCache;
import dev.lockstep.collision.manifold.ManifoldPoint;
import dev.lockstep.collision.narrow.ContactWorkspace;
import dev.lockstep.collision.narrow.HullHullWorkspace;
import dev.lockstep.collision.shape.ConvexHull;
import dev.lockstep.fixedpoint.Fixed;
import dev.lockstep.fixedpoint.MutableVec3;
import dev.lockstep.fixedpoint.Quat;
import dev.lockstep.fixedpoint.Transform;
import dev.lockstep.fixedpoint.Vec3;
import dev.lockstep.fixedpoint.VecMath;
import java.util.Random;
import org.junit.jupiter.api.Test;

/**
 * Issue 4 properties of hull-vs-hull SAT and manifolds on random hull pairs (fixed seeds; every
 * scene is a pure function of the generated long, printed on failure):
 * SAT vs an unpruned brute-force oracle, contact points on both surfaces, swap symmetry,
 * translation invariance, cached == uncached bit for bit over random motion.
 */
class HullHullProperties {
    private static final long SEED = 0x5EED_0004_4855_4C4CL;
    private static final int EXAMPLES = 300;
    /**
     * Agreement bound between the SAT and the brute-force oracle, raw: 64 (1.5e-8 units). The two
     * compute an edge separation with different roundings ({@code dot3(axis, qB - pA)} once vs two
     * rounded projections) and, with a rounded axis, may pick the other end of a nearly
     * perpendicular edge; for coordinates within 4 units each difference is a few ulps.
     */
    private static final long ORACLE_TOLERANCE = 64;
    /** Distance bound of a contact witness from its hull's surface, raw: 2^12 (9.5e-7 units). */
    private static final long SURFACE_TOLERANCE = 1L << 12;

    private static final long UNIT = Fixed.ONE;

    private final SatWorkspace sat = new SatWorkspace();
    private final ContactWorkspace ws = new ContactWorkspace();
    private final ContactManifold m1 = new ContactManifold();
    private final ContactManifold m2 = new ContactManifold();

    static final class Scene {
        final ConvexHull a;
        final ConvexHull b;
        final Transform ta;
        final Transform tb;

        Scene(long seed) {
            Random r = new Random(seed);
            a = HullScenes.randomHull(r, 4 + r.nextInt(12), UNIT);
            b = r.nextInt(6) == 0 ? ConvexHull.box(new Vec3(UNIT / 2, UNIT, UNIT * 3 / 4)) : HullScenes.randomHull(r, 4 + r.nextInt(12), UNIT);
            ta = HullScenes.randomTransform(r, 2 * UNIT);
            Transform rel = HullScenes.randomTransform(r, 2 * UNIT);
            Vec3 p = ta.translation().add(rel.translation());
            tb = Transform.of(rel.rotation(), p);
        }
    }

    @Test
    void issue4_satMinimumPenetration_equalsBruteForceOverAllAxes() {
        int[] outcomes = new int[3];
        qt().withFixedSeed(SEED).withExamples(EXAMPLES).forAll(longs().all()).checkAssert(seed -> {
            Scene s = new Scene(seed);
            sat.relative.setFrom(s.ta, s.tb);
            sat.a.loadIdentity(s.a);
            sat.b.loadTransformed(s.b, sat.relative);
            HullHullSat.run(sat, Long.MAX_VALUE);
            long best = Math.max(sat.faceA.result().separation(), sat.faceB.result().separation());
            if (sat.edge.result().edgeA() >= 0) {
                best = Math.max(best, sat.edge.result().separation());
            }
            long oracle = bruteForce(sat);
            if (best <= 0) {
                outcomes[0]++;
                if (HullHullSat.choose(sat.faceA.result().separation(), sat.faceB.result().separation(), sat.edge.result().edgeA() >= 0, sat.edge.result().separation())
                        == HullHullSat.EDGE) {
                    outcomes[2]++;
                }
                assertTrue(Math.abs(best - oracle) <= ORACLE_TOLERANCE, "seed " + seed + " sat " + best + " oracle " + oracle);
            } else {
                outcomes[1]++;
                // separated: unpruned cross products may see farther (vertex regions), never nearer
                assertTrue(oracle >= best - ORACLE_TOLERANCE, "seed " + seed + " sat " + best + " oracle " + oracle);
            }
        });
        assertTrue(outcomes[0] > EXAMPLES / 5 && outcomes[1] > EXAMPLES / 5 && outcomes[2] > EXAMPLES / 50,
                "overlap/separated/edge contacts " + outcomes[0] + "/" + outcomes[1] + "/" + outcomes[2]);
    }

    /** Max over every face normal and every non-parallel edge cross product (both signs), no pruning. */
    static long bruteForce(SatWorkspace w) {
        long best = Long.MIN_VALUE;
        for (int f = 0; f < w.a.faceCount(); f++) {
            best = Math.max(best, sepAlong(w, w.a.nx(f), w.a.ny(f), w.a.nz(f)));
        }
        for (int f = 0; f < w.b.faceCount(); f++) {
            best = Math.max(best, sepAlong(w, -w.b.nx(f), -w.b.ny(f), -w.b.nz(f)));
        }
        MutableVec3 n = new MutableVec3();
        ConvexHull ha = w.a.hull();
        ConvexHull hb = w.b.hull();
        for (int i = 0; i < ha.edgeCount(); i++) {
            int a0 = ha.edgeVertexA(i);
            int a1 = ha.edgeVertexB(i);
            long ux = w.a.x(a1) - w.a.x(a0);
            long uy = w.a.y(a1) - w.a.y(a0);
            long uz = w.a.z(a1) - w.a.z(a0);
            for (int j = 0; j < hb.edgeCount(); j++) {
                int b0 = hb.edgeVertexA(j);
                int b1 = hb.edgeVertexB(j);
                long vx = w.b.x(b1) - w.b.x(b0);
                long vy = w.b.y(b1) - w.b.y(b0);
                long vz = w.b.z(b1) - w.b.z(b0);
                long cx = VecMath.crossX(uy, uz, vy, vz);
                long cy = VecMath.crossY(ux, uz, vx, vz);
                long cz = VecMath.crossZ(ux, uy, vx, vy);
                if (Math.abs(cx) < 4096 && Math.abs(cy) < 4096 && Math.abs(cz) < 4096) {
                    continue;
                }
                VecMath.normalizeInto(cx, cy, cz, n);
                best = Math.max(best, sepAlong(w, n.x, n.y, n.z));
                best = Math.max(best, sepAlong(w, -n.x, -n.y, -n.z));
            }
        }
        return best;
    }

    /** Separation of B from A along d (pointing from A to B): min over B - max over A, both rounded projections. */
    private static long sepAlong(SatWorkspace w, long dx, long dy, long dz) {
        long minB = Long.MAX_VALUE;
        for (int i = 0; i < w.b.vertexCount(); i++) {
            minB = Math.min(minB, w.b.dot(i, dx, dy, dz));
        }
        long maxA = Long.MIN_VALUE;
        for (int i = 0; i < w.a.vertexCount(); i++) {
            maxA = Math.max(maxA, w.a.dot(i, dx, dy, dz));
        }
        return minB - maxA;
    }

    @Test
    void issue4_contactPoints_liesOnBothHullSurfaces() {
        int[] touching = new int[1];
        int[] deepFallbacks = new int[1];
        qt().withFixedSeed(SEED + 1).withExamples(EXAMPLES).forAll(longs().all()).checkAssert(seed -> {
            Scene s = new Scene(seed);
            int n = HullHullContact.collide(s.a, s.ta, s.b, s.tb, 0, ws, m1);
            if (n > 0) {
                touching[0]++;
            }
            for (int i = 0; i < n; i++) {
                ManifoldPoint p = m1.point(i);
                long da = surfaceDistance(s.a, p.localAX(), p.localAY(), p.localAZ());
                long db = surfaceDistance(s.b, p.localBX(), p.localBY(), p.localBZ());
                if (Math.abs(da) > SURFACE_TOLERANCE || Math.abs(db) > SURFACE_TOLERANCE) {
                    // only the deep contact's support point (HullFaceContact.faceContact: nothing of
                    // the incident face over the reference face, or, since issue 20, only clipped
                    // points shallower than the face's depth) may leave a surface: its incident
                    // witness is a vertex, on its hull; its reference witness is on the reference
                    // face's plane, perhaps beside the face
                    assertDeepFallbackPoint(seed, s, n, p);
                    deepFallbacks[0]++;
                }
                assertTrue(p.depth() >= 0, "seed " + seed);
            }
        });
        assertTrue(touching[0] > EXAMPLES / 5 && touching[0] < EXAMPLES * 4 / 5, "touching " + touching[0]);
        // since issue 20 the support point also joins clipped points shallower than the face's depth
        assertTrue(deepFallbacks[0] <= EXAMPLES / 20, "deep support points " + deepFallbacks[0]);
    }

    /**
     * Asserts that {@code p}, a point off a hull's surface, is a deep contact's support point:
     * features (FACE, VERTEX) on the reference and incident hull, the
     * incident witness on its hull's surface and the reference witness on the reference face's plane.
     */
    private static void assertDeepFallbackPoint(long seed, Scene s, int n, ManifoldPoint p) {
        long id = p.featureId();
        boolean refIsA = FeatureId.typeA(id) == FeatureId.FACE;
        String where = "seed " + seed + " " + p;
        assertTrue(n >= 1, where);
        assertEquals(FeatureId.VERTEX, refIsA ? FeatureId.typeB(id) : FeatureId.typeA(id), where);
        ConvexHull ref = refIsA ? s.a : s.b;
        ConvexHull inc = refIsA ? s.b : s.a;
        int f = refIsA ? FeatureId.indexA(id) : FeatureId.indexB(id);
        long rx = refIsA ? p.localAX() : p.localBX();
        long ry = refIsA ? p.localAY() : p.localBY();
        long rz = refIsA ? p.localAZ() : p.localBZ();
        long onPlane = Fixed.dot3(ref.faceNormalX(f), ref.faceNormalY(f), ref.faceNormalZ(f), rx, ry, rz) - ref.faceOffset(f);
        assertTrue(Math.abs(onPlane) <= SURFACE_TOLERANCE, where + ": reference witness off its face's plane by " + onPlane);
        long di = surfaceDistance(inc, refIsA ? p.localBX() : p.localAX(), refIsA ? p.localBY() : p.localAY(),
                refIsA ? p.localBZ() : p.localAZ());
        assertTrue(Math.abs(di) <= SURFACE_TOLERANCE, where + ": incident witness off its surface by " + di);
    }

    /**
     * Deep overlaps (B's centre within a quarter unit of A's, hulls of up to 1 unit): whenever the
     * SAT says the hulls touch, the contact has a point, and its deepest point is as deep as the
     * SAT's chosen axis says (a face axis: its clipped points, or the incident hull's deepest
     * vertex when nothing is clipped; an edge axis: its one point). Without that fallback a face
     * contact whose clip came out empty had no point: 31 of 2,972 touching scenes of this kind
     * (1%; a count over 3,000 seeds). This property fails with the fallback removed.
     */
    @Test
    void issue4_deepOverlap_alwaysGivesAPointAsDeepAsTheSat() {
        int[] deep = new int[1];
        qt().withFixedSeed(SEED + 5).withExamples(EXAMPLES).forAll(longs().all()).checkAssert(seed -> {
            Random r = new Random(seed);
            ConvexHull a = HullScenes.randomHull(r, 4 + r.nextInt(28), UNIT);
            ConvexHull b = HullScenes.randomHull(r, 4 + r.nextInt(28), UNIT);
            Transform ta = HullScenes.randomTransform(r, 2 * UNIT);
            Transform tb = Transform.of(HullScenes.randomRotation(r),
                    ta.translation().add(new Vec3((r.nextLong() % UNIT) / 4, (r.nextLong() % UNIT) / 4, (r.nextLong() % UNIT) / 4)));
            int n = HullHullContact.collide(a, ta, b, tb, 0, ws, m1);
            boolean swapped = HullHullContact.canonicalOrder(a, b) > 0;
            sat.relative.setFrom(swapped ? tb : ta, swapped ? ta : tb);
            sat.a.loadIdentity(swapped ? b : a);
            sat.b.loadTransformed(swapped ? a : b, sat.relative);
            int kind = HullHullSat.run(sat, 0);
            if (kind == HullHullSat.SEPARATED) {
                assertEquals(0, n, "seed " + seed);
                return;
            }
            assertTrue(n > 0, "seed " + seed + ": the SAT says touching (kind " + kind + "), no point");
            long deepest = Long.MIN_VALUE;
            for (int i = 0; i < n; i++) {
                deepest = Math.max(deepest, m1.point(i).depth());
            }
            long satDepth = -(kind == HullHullSat.FACE_A ? sat.faceA.result().separation()
                    : kind == HullHullSat.FACE_B ? sat.faceB.result().separation() : sat.edge.result().separation());
            if (satDepth > UNIT / 2) {
                deep[0]++;
            }
            // clipped points may lie a little above the SAT's deepest vertex; never below it
            assertTrue(deepest <= satDepth + ORACLE_TOLERANCE, "seed " + seed + " depth " + deepest + " sat " + satDepth);
        });
        assertTrue(deep[0] > EXAMPLES / 4, "scenes deeper than half a unit: " + deep[0]);
    }

    /**
     * Speculative contacts: every pair whose true gap (GJK on the world hulls, an oracle
     * independent of the SAT) is within the contact distance has at least one point, and no
     * point is farther apart than the contact distance. The SAT's separation never exceeds the
     * true gap, so such a pair always passes the SAT; without the speculative point a face contact whose clip
     * kept nothing had no point (HullFaceContact.speculativePoint). Checked to fail with the GJK
     * point switched off (QuickTheories shrinks the failure to seed 44, the scene of
     * {@code HullHullContactTest.issue4_speculativeContactWithNothingClipped_keepsTheTrueGap}).
     */
    @Test
    void issue4_speculative_everyPairWithinTheContactDistanceHasAPoint() {
        long contactDistance = UNIT / 4;
        GjkWorkspace gjk = new GjkWorkspace();
        DistanceResult gap = new DistanceResult();
        int[] speculative = new int[1];
        qt().withFixedSeed(SEED + 6).withExamples(3 * EXAMPLES).forAll(longs().all()).checkAssert(seed -> {
            HullScenes.Pair s = HullScenes.nearbyPair(seed);
            int n = HullHullContact.collide(s.a(), s.ta(), s.b(), s.tb(), contactDistance, ws, m1);
            for (int i = 0; i < n; i++) {
                assertTrue(m1.point(i).depth() >= -contactDistance, "seed " + seed + " " + m1.point(i));
            }
            dev.lockstep.collision.gjk.Gjk.distance(s.a(), s.ta(), s.b(), s.tb(), gjk, gap);
            if (gap.coresOverlap() || gap.distance() > contactDistance - ORACLE_TOLERANCE) {
                return;
            }
            speculative[0]++;
            assertTrue(n > 0, "seed " + seed + ": apart by " + gap.distance() + " raw, within the contact distance, no point");
        });
        assertTrue(speculative[0] > EXAMPLES / 10, "pairs apart within the contact distance: " + speculative[0]);
    }

    /** Signed distance of a local point to the hull's surface: max over face planes (positive outside). */
    private static long surfaceDistance(ConvexHull h, long x, long y, long z) {
        long best = Long.MIN_VALUE;
        for (int f = 0; f < h.faceCount(); f++) {
            long d = Fixed.dot3(h.faceNormalX(f), h.faceNormalY(f), h.faceNormalZ(f), x, y, z) - h.faceOffset(f);
            best = Math.max(best, d);
        }
        return best;
    }

    @Test
    void issue4_swapSymmetry_isBitExactForDistinctHulls() {
        qt().withFixedSeed(SEED + 2).withExamples(EXAMPLES).forAll(longs().all()).checkAssert(seed -> {
            Scene s = new Scene(seed);
            HullHullContact.collide(s.a, s.ta, s.b, s.tb, UNIT / 64, ws, m1);
            HullHullContact.collide(s.b, s.tb, s.a, s.ta, UNIT / 64, ws, m2);
            m2.swapAB();
            assertTrue(m1.sameBits(m2), "seed " + seed + "\n" + m1 + "\n" + m2);
        });
    }

    @Test
    void issue4_translationInvariance_integerOffsetShiftsWorldPointsExactly() {
        qt().withFixedSeed(SEED + 3).withExamples(EXAMPLES).forAll(longs().all()).checkAssert(seed -> {
            Scene s = new Scene(seed);
            long o = ((seed >> 8) % 1000) * UNIT;
            Vec3 off = new Vec3(o, -o / 2, 3 * o);
            int n = HullHullContact.collide(s.a, s.ta, s.b, s.tb, 0, ws, m1);
            int n2 = HullHullContact.collide(s.a, Transform.of(s.ta.rotation(), s.ta.translation().add(off)), s.b,
                    Transform.of(s.tb.rotation(), s.tb.translation().add(off)), 0, ws, m2);
            assertEquals(n, n2, "seed " + seed);
            assertEquals(m1.normal(), m2.normal(), "seed " + seed);
            for (int i = 0; i < n; i++) {
                ManifoldPoint p = m1.point(i);
                ManifoldPoint q = m2.point(i);
                assertEquals(p.world().add(off), q.world(), "seed " + seed);
                assertEquals(p.localA(), q.localA());
                assertEquals(p.localB(), q.localB());
                assertEquals(p.depth(), q.depth());
                assertEquals(p.featureId(), q.featureId());
            }
        });
    }

    @Test
    void issue4_cachedEqualsUncached_bitForBitOverRandomMotion() {
        long[] counts = new long[3];
        qt().withFixedSeed(SEED + 4).withExamples(60).forAll(longs().all()).checkAssert(seed -> {
            Scene s = new Scene(seed);
            Random r = new Random(seed ^ 0x9E37_79B9_7F4A_7C15L);
            ManifoldCache cache = new ManifoldCache();
            HullHullWorkspace cachedWs = new HullHullWorkspace();
            Transform ta = s.ta;
            Transform tb = s.tb;
            Vec3 vel = new Vec3(r.nextLong() % (UNIT / 8), r.nextLong() % (UNIT / 8), r.nextLong() % (UNIT / 8));
            Quat spin = HullScenes.randomRotation(new Random(r.nextLong()));
            for (int tick = 0; tick < 40; tick++) {
                int n1 = HullHullContact.collide(s.a, ta, s.b, tb, UNIT / 128, ((NarrowScratch) ws).hullHull, null, m1);
                int n2 = HullHullContact.collide(s.a, ta, s.b, tb, UNIT / 128, cachedWs, cache, m2);
                assertEquals(n1, n2, "seed " + seed + " tick " + tick);
                assertTrue(m1.sameBits(m2), "seed " + seed + " tick " + tick + "\n" + m1 + "\n" + m2);
                counts[n1 > 0 ? 1 : 0]++;
                int motion = r.nextInt(4);
                if (motion == 0) {
                    // both move together: relative pose unchanged, the touching cache can answer
                    Vec3 d = new Vec3(r.nextLong() % UNIT, 0, r.nextLong() % UNIT);
                    ta = Transform.of(ta.rotation(), ta.translation().add(d));
                    tb = Transform.of(tb.rotation(), tb.translation().add(d));
                } else if (motion == 1) {
                    tb = Transform.of(tb.rotation(), tb.translation().add(vel));
                } else if (motion == 2) {
                    tb = Transform.of(spin.multiply(tb.rotation()).normalize(), tb.translation().sub(vel));
                }
            }
            counts[2] += cache.hits();
        });
        assertTrue(counts[0] > 100 && counts[1] > 100 && counts[2] > 100,
                "separated/touching/cache hits " + counts[0] + "/" + counts[1] + "/" + counts[2]);
    }

    /**
     * EPA agreement bound on depths, raw {@code 2^14} (3.8e-6 units): EPA stops within
     * {@code Epa.TOLERANCE} (2^10) of its closest face, plus rounding of both methods.
     */
    private static final long EPA_DEPTH_TOLERANCE = 1L << 14;

    /** True when every vertex of every face lies within the hull's plane tolerance of that face's plane. */
    private static boolean exactlyPlanar(ConvexHull h) {
        for (int f = 0; f < h.faceCount(); f++) {
            int e = h.faceFirstEdge(f);
            for (int k = 0; k < h.faceVertexCount(f); k++, e = h.halfEdgeNext(e)) {
                int v = h.halfEdgeOrigin(e);
                long d = h.faceOffset(f) - Fixed.dot3(h.faceNormalX(f), h.faceNormalY(f), h.faceNormalZ(f), h.vertexX(v),
                        h.vertexY(v), h.vertexZ(v));
                if (d > h.planeTolerance()) {
                    return false;
                }
            }
        }
        return true;
    }

    @Test
    void issue4_epaAgreement_depthMatchesSatMinimumAndNormalIsWithinTheFlipFlopBias() {
        GjkWorkspace gjk = new GjkWorkspace();
        EpaWorkspace epa = new EpaWorkspace();
        DistanceResult dist = new DistanceResult();
        int[] counts = new int[3];
        qt().withFixedSeed(SEED + 5).withExamples(150).forAll(longs().all()).checkAssert(seed -> {
            Scene s = new Scene(seed);
            int n = HullHullContact.collide(s.a, s.ta, s.b, s.tb, 0, ws, m1);
            if (n == 0) {
                return;
            }
            GjkEpa.signedDistance(s.a, s.ta, s.b, s.tb, gjk, epa, dist);
            if (!dist.penetrating()) {
                return;
            }
            long epaDepth = -dist.distance();
            sat.relative.setFrom(s.ta, s.tb);
            sat.a.loadIdentity(s.a);
            sat.b.loadTransformed(s.b, sat.relative);
            HullHullSat.run(sat, Long.MAX_VALUE);
            long best = Math.max(sat.faceA.result().separation(), sat.faceB.result().separation());
            if (sat.edge.result().edgeA() >= 0) {
                best = Math.max(best, sat.edge.result().separation());
            }
            // SAT's face planes support the vertices, so its penetration is a true one along that
            // axis: never below EPA's minimum. It equals it when every face is exactly planar; a
            // face merged by the builder's near-coplanar rule hides the two true facet normals
            // from the SAT (seed 001 "Coplanar Faces" trade-off), and EPA, which sees only
            // vertices, may then find up to the merge's flatness less.
            assertTrue(-best >= epaDepth - EPA_DEPTH_TOLERANCE, "seed " + seed + " SAT penetration " + (-best) + " EPA " + epaDepth);
            if (exactlyPlanar(s.a) && exactlyPlanar(s.b)) {
                counts[2]++;
                assertTrue(-best - epaDepth <= EPA_DEPTH_TOLERANCE,
                        "seed " + seed + " SAT penetration " + (-best) + " EPA " + epaDepth);
            }
            // the manifold normal (A frame) penetrates no deeper than the bias allows over EPA's
            MutableVec3 local = new MutableVec3();
            s.ta.inverseApplyToVectorInto(m1.normalX(), m1.normalY(), m1.normalZ(), local);
            long along = -sepAlong(sat, local.x, local.y, local.z);
            long allowed = Fixed.mulDiv(epaDepth, SatConstants.FLIP_FLOP_RELATIVE_DEN, SatConstants.FLIP_FLOP_RELATIVE_NUM)
                    + 2 * SatConstants.FLIP_FLOP_ABSOLUTE + EPA_DEPTH_TOLERANCE;
            assertTrue(along <= allowed, "seed " + seed + " penetration along manifold normal " + along + " EPA " + epaDepth);
            counts[0]++;
            long dot = Fixed.dot3(m1.normalX(), m1.normalY(), m1.normalZ(), dist.normalX(), dist.normalY(), dist.normalZ());
            if (dot >= Fixed.ONE - (Fixed.ONE >> 16)) {
                counts[1]++;
            }
        });
        assertTrue(counts[0] > 30 && counts[2] > counts[0] / 3,
                "penetrating samples " + counts[0] + ", with exactly planar faces " + counts[2]);
        assertTrue(counts[1] * 10 >= counts[0] * 7, "normal within 2^-16 of EPA's in " + counts[1] + " of " + counts[0]);
    }
}
