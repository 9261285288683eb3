package dev.lockstep.collision.internal.narrow;

import static dev.lockstep.collision.internal.narrow.ContactAssertions.fx;
import static dev.lockstep.collision.internal.narrow.ContactAssertions.v;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNotEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.lockstep.collision.bench.RandomHullPairs;
import dev.lockstep.collision.internal.clip.IncidentFace;
import dev.lockstep.collision.internal.clip.ReferenceFace;
import dev.lockstep.collision.internal.sat.HullHullSat;
import dev.lockstep.collision.internal.sat.SatWorkspace;
import dev.lockstep.collision.manifold.ContactManifold;
import dev.lockstep.collision.manifold.FeatureId;
import dev.lockstep.collision.manifold.ManifoldPoint;
import dev.lockstep.collision.narrow.ContactDispatch;
import dev.lockstep.collision.narrow.ContactWorkspace;
import dev.lockstep.collision.shape.ConvexHull;
import dev.lockstep.collision.shape.HullBuilder;
import dev.lockstep.fixedpoint.Fixed;
import dev.lockstep.fixedpoint.FixedTrig;
import dev.lockstep.fixedpoint.Quat;
import dev.lockstep.fixedpoint.Transform;
import dev.lockstep.fixedpoint.Vec3;
import java.util.ArrayList;
import java.util.List;
import org.junit.jupiter.api.Test;

/** Issue 4 example cases for {@link HullHullContact}, exact raw values where the result is exact. */
class HullHullContactTest {
    private static final long ONE = Fixed.ONE;
    private static final ConvexHull UNIT_BOX = ConvexHull.box(v(1, 1, 1));
    private final ContactWorkspace ws = new ContactWorkspace();
    private final ContactManifold m = new ContactManifold();

    static Quat rotation(Vec3 axis, long angle) {
        return Quat.fromAxisAngle(axis, angle);
    }

    static int face(ConvexHull h, long nx, long ny, long nz) {
        for (int f = 0; f < h.faceCount(); f++) {
            if (h.faceNormalX(f) == nx && h.faceNormalY(f) == ny && h.faceNormalZ(f) == nz) {
                return f;
            }
        }
        throw new AssertionError("no face with that normal");
    }

    @Test
    void issue4_boxRestingOnBox_fourPointsAxisNormalEqualDepths() {
        // B's bottom face 2^-8 (0x100_0000, 16777216 raw) below A's top face
        Transform tb = Transform.translation(new Vec3(0, 2 * ONE - 0x100_0000L, 0));
        int n = ContactDispatch.collide(UNIT_BOX, Transform.IDENTITY, UNIT_BOX, tb, 0, ws, m);
        assertEquals(4, n);
        assertEquals(new Vec3(0, ONE, 0), m.normal());
        int top = face(UNIT_BOX, 0, ONE, 0);
        List<Vec3> corners = new ArrayList<>();
        for (int i = 0; i < 4; i++) {
            ManifoldPoint p = m.point(i);
            assertEquals(0x100_0000L, p.depth(), "depth 2^-8");
            // world = midpoint of A's top (y = 1) and B's bottom (y = 1 - 2^-8): 1 - 2^-9
            assertEquals(ONE - 0x80_0000L, p.worldY());
            assertEquals(ONE, p.localAY());
            assertEquals(-ONE, p.localBY());
            assertEquals(FeatureId.FACE, FeatureId.typeA(p.featureId()));
            assertEquals(top, FeatureId.indexA(p.featureId()));
            assertEquals(FeatureId.VERTEX, FeatureId.typeB(p.featureId()));
            corners.add(new Vec3(p.worldX(), 0, p.worldZ()));
        }
        assertTrue(corners.containsAll(List.of(new Vec3(ONE, 0, ONE), new Vec3(-ONE, 0, ONE), new Vec3(ONE, 0, -ONE),
                new Vec3(-ONE, 0, -ONE))), corners.toString());
    }

    @Test
    void issue4_boxOnRotatedBox_octagonReducedToFourOnTheAxis() {
        // B turned 45 degrees about y: the clip is an octagon (8 points), reduced to 4
        Transform tb = Transform.of(rotation(Vec3.UNIT_Y, Fixed.PI / 4), new Vec3(0, 2 * ONE - 0x100_0000L, 0));
        int n = ContactDispatch.collide(UNIT_BOX, Transform.IDENTITY, UNIT_BOX, tb, 0, ws, m);
        assertEquals(4, n);
        assertEquals(new Vec3(0, ONE, 0), m.normal());
        for (int i = 0; i < 4; i++) {
            assertEquals(m.point(0).depth(), m.point(i).depth());
            assertTrue(Math.abs(m.point(i).depth() - 0x100_0000L) < 64, "depth " + m.point(i).depth());
            assertEquals(ONE, m.point(i).localAY());
        }
    }

    @Test
    void issue4_edgeEdgeCrossingBoxes_onePointEdgeFeatures() {
        // A stands on an edge along x (rotated 45 deg about x), B hangs on an edge along z
        long r2 = Fixed.sqrt(2 * ONE);
        Transform ta = Transform.of(rotation(Vec3.UNIT_X, Fixed.PI / 4), Vec3.ZERO);
        Transform tb = Transform.of(rotation(Vec3.UNIT_Z, Fixed.PI / 4), new Vec3(0, 2 * r2 - 0x100_0000L, 0));
        int n = ContactDispatch.collide(UNIT_BOX, ta, UNIT_BOX, tb, 0, ws, m);
        assertEquals(1, n);
        ManifoldPoint p = m.point(0);
        assertEquals(FeatureId.EDGE, FeatureId.typeA(p.featureId()));
        assertEquals(FeatureId.EDGE, FeatureId.typeB(p.featureId()));
        assertTrue(Math.abs(m.normalY() - ONE) < 16 && Math.abs(m.normalX()) < 16 && Math.abs(m.normalZ()) < 16, m.toString());
        assertTrue(Math.abs(p.depth() - 0x100_0000L) < 256, m.toString());
        assertTrue(Math.abs(p.worldX()) < 256 && Math.abs(p.worldZ()) < 256, m.toString());
        assertTrue(Math.abs(p.worldY() - (r2 - 0x80_0000L)) < 256, m.toString());
    }

    @Test
    void issue4_tetrahedronPointIntoFace_onePointFaceVertex() {
        ConvexHull tetra = ConvexHull.tetrahedron(v(0, 0, 0), v(1, 1, 0), v(-1, 1, 0.5), v(0, 1, -1));
        // apex (0,0,0) of the tetrahedron 2^-6 below A's top face
        Transform tb = Transform.translation(new Vec3(fx(0.25), ONE - 0x400_0000L, fx(-0.25)));
        int n = ContactDispatch.collide(UNIT_BOX, Transform.IDENTITY, tetra, tb, 0, ws, m);
        assertEquals(1, n);
        assertEquals(new Vec3(0, ONE, 0), m.normal());
        ManifoldPoint p = m.point(0);
        assertEquals(0x400_0000L, p.depth());
        int apex = -1;
        for (int i = 0; i < tetra.vertexCount(); i++) {
            if (tetra.vertexX(i) == 0 && tetra.vertexY(i) == 0 && tetra.vertexZ(i) == 0) {
                apex = i;
            }
        }
        assertEquals(FeatureId.of(FeatureId.FACE, face(UNIT_BOX, 0, ONE, 0), FeatureId.VERTEX, apex), p.featureId());
        assertEquals(new Vec3(fx(0.25), ONE, fx(-0.25)), p.localA());
        assertEquals(Vec3.ZERO, p.localB());
    }

    @Test
    void issue4_hexagonalPrismOnBox_mergedCoplanarFaceKeepsFullManifold() {
        // bottom face is a hexagon: if it were left as 4 triangles the incident face would be
        // one triangle (3 points, seed 001 "Coplanar Faces"); merged it gives 6, reduced to 4
        List<Vec3> pts = new ArrayList<>();
        long[][] hex = {{ONE, 0}, {ONE / 2, fx(0.875)}, {-ONE / 2, fx(0.875)}, {-ONE, 0}, {-ONE / 2, -fx(0.875)}, {ONE / 2, -fx(0.875)}};
        for (long[] h : hex) {
            pts.add(new Vec3(h[0], 0, h[1]));
            pts.add(new Vec3(h[0], ONE, h[1]));
        }
        ConvexHull prism = HullBuilder.build(pts);
        int bottom = face(prism, 0, -ONE, 0);
        assertEquals(6, prism.faceVertexCount(bottom));
        ConvexHull big = ConvexHull.box(v(4, 1, 4));
        Transform tb = Transform.translation(new Vec3(0, ONE - 0x100_0000L, 0));
        int n = ContactDispatch.collide(big, Transform.IDENTITY, prism, tb, 0, ws, m);
        assertEquals(4, n);
        assertEquals(new Vec3(0, ONE, 0), m.normal());
        for (int i = 0; i < 4; i++) {
            assertEquals(0x100_0000L, m.point(i).depth());
            assertEquals(FeatureId.VERTEX, FeatureId.typeB(m.point(i).featureId()));
        }
    }

    @Test
    void issue4_boxStackFromCloudsWithCoplanarPoints_everyLevelKeepsFourPoints() {
        // each box is built from 27 grid points (corners, edge midpoints, face centres, centre):
        // the builder must merge each face's coplanar triangles into one quad, otherwise the
        // incident face would be a triangle fragment and the stack would rest on 3 or fewer points
        List<Vec3> grid = new ArrayList<>();
        for (int x = -1; x <= 1; x++) {
            for (int y = -1; y <= 1; y++) {
                for (int z = -1; z <= 1; z++) {
                    grid.add(new Vec3(x * ONE, y * ONE / 2, z * ONE));
                }
            }
        }
        ConvexHull slab = HullBuilder.build(grid);
        assertEquals(6, slab.faceCount());
        long sink = 0x40_0000L;
        for (int level = 0; level < 3; level++) {
            Transform below = Transform.of(rotation(Vec3.UNIT_Y, level * (Fixed.PI / 16)), new Vec3(0, level * (ONE - sink), 0));
            Transform above = Transform.of(rotation(Vec3.UNIT_Y, (level + 1) * (Fixed.PI / 16)),
                    new Vec3(0, (level + 1) * (ONE - sink), 0));
            int n = ContactDispatch.collide(slab, below, slab, above, 0, ws, m);
            assertEquals(4, n, "level " + level + "\n" + m);
            for (int i = 0; i < 4; i++) {
                assertTrue(Math.abs(m.point(i).depth() - sink) < 64, "level " + level + "\n" + m);
            }
        }
    }

    @Test
    void issue4_largeBoxOnSmallRotatedBox_reductionKeepsFourExtremePoints() {
        ConvexHull small = ConvexHull.box(v(1, 0.5, 1));
        ConvexHull large = ConvexHull.box(v(1.25, 0.5, 1.25));
        Transform ta = Transform.of(rotation(Vec3.UNIT_Y, Fixed.PI / 4), Vec3.ZERO);
        Transform tb = Transform.translation(new Vec3(0, ONE - 0x100_0000L, 0));
        int n = ContactDispatch.collide(small, ta, large, tb, 0, ws, m);
        assertEquals(4, n);
        // the 4 kept points span a quadrilateral far larger than any 3 of the octagon's neighbours
        long minX = Long.MAX_VALUE;
        long maxX = Long.MIN_VALUE;
        long minZ = Long.MAX_VALUE;
        long maxZ = Long.MIN_VALUE;
        for (int i = 0; i < 4; i++) {
            minX = Math.min(minX, m.point(i).worldX());
            maxX = Math.max(maxX, m.point(i).worldX());
            minZ = Math.min(minZ, m.point(i).worldZ());
            maxZ = Math.max(maxZ, m.point(i).worldZ());
            assertNotEquals(m.point(i).featureId(), m.point((i + 1) % 4).featureId());
        }
        assertTrue(maxX - minX > 2 * ONE && maxZ - minZ > 2 * ONE, m.toString());
    }

    @Test
    void issue4_flipFlop_restingBoxKeepsFeaturesTickAfterTick() {
        // faces of A and B and the edge pairs all give nearly the same penetration every tick; the
        // bias must keep A's top face and the same four ids while B jitters (a small tilting
        // rotation and position). This test caught a pose-based canonical pair order, which swapped
        // A and B (and so the preferred face) whenever B's x crossed A's; the bias rule itself is
        // pinned by issue4_flipFlop_faceOfBSlightlyShallowerStillLosesToA.
        ConvexHull smaller = ConvexHull.box(v(0.75, 0.75, 0.75));
        long[] firstIds = null;
        for (int tick = 0; tick < 64; tick++) {
            long jitter = (tick * 7919L) % 97 - 48;
            Transform tb = Transform.of(rotation(new Vec3(ONE / 8, ONE, ONE / 16), jitter * 1000L),
                    new Vec3(jitter * 4096, fx(1.75) - 0x100_0000L + jitter, -jitter * 2048));
            assertEquals(4, ContactDispatch.collide(UNIT_BOX, Transform.IDENTITY, smaller, tb, 0, ws, m));
            assertEquals(new Vec3(0, ONE, 0), m.normal(), "tick " + tick);
            long[] ids = new long[4];
            for (int i = 0; i < 4; i++) {
                ids[i] = m.point(i).featureId();
            }
            java.util.Arrays.sort(ids);
            if (firstIds == null) {
                firstIds = ids;
            }
            assertEquals(java.util.Arrays.toString(firstIds), java.util.Arrays.toString(ids), "tick " + tick);
        }
    }

    @Test
    void issue4_flipFlop_faceOfBSlightlyShallowerStillLosesToA() {
        long a = -0x100_0000L;
        assertEquals(dev.lockstep.collision.internal.sat.HullHullSat.FACE_A,
                dev.lockstep.collision.internal.sat.HullHullSat.choose(a, a + 0x1000, true, a + 0x2000));
        assertEquals(dev.lockstep.collision.internal.sat.HullHullSat.FACE_B,
                dev.lockstep.collision.internal.sat.HullHullSat.choose(a, a / 2, true, a));
        assertEquals(dev.lockstep.collision.internal.sat.HullHullSat.EDGE,
                dev.lockstep.collision.internal.sat.HullHullSat.choose(a, a, true, a / 4));
    }

    /**
     * Two 20-point sphere-like hulls of the benchmark (pair 1 of {@code RandomHullPairs.of(20)})
     * with their centres together, 1.4 units deep. The SAT keeps A's face (B's is shallower but
     * within the flip-flop bias); its incident face of B lies beside it, so the clip keeps nothing.
     * Without the deep-contact rule the contact has no point: the bodies are reported apart. With
     * it the deepest vertex of B along A's face normal is the one point, at the SAT's depth for that face.
     */
    @Test
    void issue4_deepOverlapWithNothingClipped_keepsTheDeepestVertex() {
        RandomHullPairs pairs = RandomHullPairs.of(20);
        ConvexHull a = pairs.hullsA[1];
        ConvexHull b = pairs.hullsB[1];
        Transform ta = pairs.posesA[1];
        Transform tb = Transform.of(pairs.posesB[1].rotation(), Vec3.ZERO);
        SatWorkspace sat = new SatWorkspace();
        sat.relative.setFrom(ta, tb);
        sat.a.loadIdentity(a);
        sat.b.loadTransformed(b, sat.relative);
        assertEquals(HullHullSat.FACE_A, HullHullSat.run(sat, 0));
        int face = sat.faceA.result().face();
        ReferenceFace.clipIncident(sat.a, face, sat.b, IncidentFace.find(sat.b, sat.a.nx(face), sat.a.ny(face), sat.a.nz(face)),
                ((NarrowScratch) ws).hullHull.clip);
        assertEquals(0, ((NarrowScratch) ws).hullHull.clip.count(), "the scene's point: the incident face lies beside the reference face");

        assertEquals(1, HullHullContact.collide(a, ta, b, tb, 0, ws, m));
        ManifoldPoint p = m.point(0);
        assertEquals(-sat.faceA.result().separation(), p.depth());
        assertTrue(p.depth() > ONE * 14 / 10, "1.4 units deep: " + p.depth());
        int deepest = sat.b.minVertex(sat.a.nx(face), sat.a.ny(face), sat.a.nz(face));
        assertEquals(FeatureId.of(FeatureId.FACE, face, FeatureId.VERTEX, deepest), p.featureId());
    }

    /**
     * A speculative face contact whose clip keeps nothing (the scene of seed 44 of
     * {@code HullHullProperties.issue4_speculative_everyPairWithinTheContactDistanceHasAPoint}):
     * two random hulls 0.215 units apart, contact distance 1/4. The SAT keeps a face, and no
     * clipped point of its incident face is within the contact distance of it: their nearest
     * features lie beside the reference face. Without the speculative point the pair has no
     * point; with it, one at the true gap (GJK), with the deep point's features.
     */
    @Test
    void issue4_speculativeContactWithNothingClipped_keepsTheTrueGap() {
        long contactDistance = ONE / 4;
        HullScenes.Pair scene = HullScenes.nearbyPair(44);
        ConvexHull a = scene.a();
        ConvexHull b = scene.b();
        Transform ta = scene.ta();
        Transform tb = scene.tb();
        boolean swapped = HullHullContact.canonicalOrder(a, b) > 0;
        ConvexHull first = swapped ? b : a;
        ConvexHull second = swapped ? a : b;
        SatWorkspace sat = new SatWorkspace();
        sat.relative.setFrom(swapped ? tb : ta, swapped ? ta : tb);
        sat.a.loadIdentity(first);
        sat.b.loadTransformed(second, sat.relative);
        int kind = HullHullSat.run(sat, contactDistance);
        assertTrue(kind == HullHullSat.FACE_A || kind == HullHullSat.FACE_B, "a face contact: " + kind);
        boolean refIsA = kind == HullHullSat.FACE_A;
        var ref = refIsA ? sat.a : sat.b;
        var inc = refIsA ? sat.b : sat.a;
        int face = refIsA ? sat.faceA.result().face() : sat.faceB.result().face();
        long faceSeparation = refIsA ? sat.faceA.result().separation() : sat.faceB.result().separation();
        ReferenceFace.clipIncident(ref, face, inc, IncidentFace.find(inc, ref.nx(face), ref.ny(face), ref.nz(face)),
                ((NarrowScratch) ws).hullHull.clip);
        for (int i = 0; i < ((NarrowScratch) ws).hullHull.clip.count(); i++) {
            long above = Fixed.dot3(ref.nx(face), ref.ny(face), ref.nz(face), ((NarrowScratch) ws).hullHull.clip.x(i), ((NarrowScratch) ws).hullHull.clip.y(i),
                    ((NarrowScratch) ws).hullHull.clip.z(i)) - ref.offset(face);
            assertTrue(above > contactDistance, "the scene's point: no clipped point within the contact distance");
        }
        dev.lockstep.collision.gjk.DistanceResult gap = new dev.lockstep.collision.gjk.DistanceResult();
        dev.lockstep.collision.gjk.Gjk.distance(a, ta, b, tb, new dev.lockstep.collision.gjk.GjkWorkspace(), gap);
        // apart along the face axis, by no more than the true gap (a separating axis never overstates it)
        assertTrue(faceSeparation > 0 && faceSeparation <= gap.distance() + 64, faceSeparation + " vs " + gap.distance());
        assertTrue(gap.distance() <= contactDistance);

        assertEquals(1, HullHullContact.collide(a, ta, b, tb, contactDistance, ws, m));
        ManifoldPoint p = m.point(0);
        // the same gap as GJK on the world hulls, up to the two frames' roundings
        assertTrue(Math.abs(p.depth() + gap.distance()) <= 64, p.depth() + " vs " + gap.distance());
        int deepest = inc.minVertex(ref.nx(face), ref.ny(face), ref.nz(face));
        long id = refIsA ? FeatureId.of(FeatureId.FACE, face, FeatureId.VERTEX, deepest)
                : FeatureId.of(FeatureId.VERTEX, deepest, FeatureId.FACE, face);
        if (swapped) {
            id = FeatureId.of(FeatureId.typeB(id), FeatureId.indexB(id), FeatureId.typeA(id), FeatureId.indexA(id));
        }
        assertEquals(id, p.featureId());
        // the witnesses are GJK's closest points: as far apart as the gap
        Vec3 wa = ta.applyToPoint(new Vec3(p.localAX(), p.localAY(), p.localAZ()));
        Vec3 wb = tb.applyToPoint(new Vec3(p.localBX(), p.localBY(), p.localBZ()));
        long dx = wb.x() - wa.x();
        long dy = wb.y() - wa.y();
        long dz = wb.z() - wa.z();
        assertTrue(Math.abs(Fixed.length3(dx, dy, dz) - gap.distance()) <= 64);
    }

    @Test
    void separatedBoxes_noPoints() {
        Transform tb = Transform.translation(new Vec3(0, 2 * ONE + 1, 0));
        assertEquals(0, ContactDispatch.collide(UNIT_BOX, Transform.IDENTITY, UNIT_BOX, tb, 0, ws, m));
        assertEquals(1, ContactDispatch.collide(UNIT_BOX, Transform.IDENTITY, UNIT_BOX, tb, 4, ws, m) > 0 ? 1 : 0);
        assertEquals(-1, m.point(0).depth());
    }
}
