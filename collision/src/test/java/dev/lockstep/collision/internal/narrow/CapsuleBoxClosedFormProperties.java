package dev.lockstep.collision.internal.narrow;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNotNull;
import static org.junit.jupiter.api.Assertions.assertTrue;
import static org.quicktheories.QuickTheory.qt;

import dev.lockstep.collision.internal.shape.HullQueryIndex;
import dev.lockstep.collision.manifold.ContactManifold;
import dev.lockstep.collision.narrow.ContactDispatch;
import dev.lockstep.collision.narrow.ContactWorkspace;
import dev.lockstep.collision.shape.Capsule;
import dev.lockstep.collision.shape.ConvexHull;
import dev.lockstep.fixedpoint.Fixed;
import dev.lockstep.fixedpoint.Quat;
import dev.lockstep.fixedpoint.Transform;
import dev.lockstep.fixedpoint.Vec3;
import dev.lockstep.collision.manifold.FeatureId;
import java.math.BigDecimal;
import java.math.RoundingMode;
import java.util.Arrays;
import org.junit.jupiter.api.Test;
import org.quicktheories.core.Gen;
import org.quicktheories.generators.Generate;

/**
 * The capsule-box route ({@link CapsuleBoxContact}, what {@link ContactDispatch} runs for a capsule
 * and a centred box) gives every bit of the general capsule-hull path
 * ({@link CapsuleHullContact#collideGeneral}: GJK, reference face, clipping, deep SAT): point count,
 * normal, tangents, world points, local witnesses, depths and feature ids. Random boxes, box poses,
 * radii and contact distances; the segment is anchored (an end or its middle) at a point placed
 * per axis inside the box, exactly on a face plane, or outside by a fraction of the radius plus
 * the contact distance or by the radius plus a few ulps (so deep, touching, within and beyond the
 * contact distance all occur), and runs along a box axis (lying on a face or standing on it),
 * along a box axis tilted by a few milliradians, or in any direction. Both the regimes the route
 * took and the depth classes of the answers are counted so the run cannot pass by missing one.
 */
class CapsuleBoxClosedFormProperties {
    private static final long SEED = 0x5EED_CAB0L;
    private static final int EXAMPLES = 12_000;
    private static final long ONE = Fixed.ONE;

    private final ContactWorkspace ws = new ContactWorkspace();
    private final ContactManifold closed = new ContactManifold();
    private final ContactManifold general = new ContactManifold();

    record Query(Vec3 half, Transform tb, long radius, long contactDistance, int[] modes, long[] offsets, int direction,
            int axis, long length, int anchorAt, Vec3 tilt, Quat turn) {
        @Override
        public String toString() {
            return "Query[half raw " + raw(half) + ", tb " + tb + ", radius raw " + radius + ", contactDistance raw "
                    + contactDistance + ", modes " + Arrays.toString(modes) + ", offsets " + Arrays.toString(offsets)
                    + ", direction " + direction + ", axis " + axis + ", length raw " + length + ", anchorAt " + anchorAt
                    + ", tilt raw " + raw(tilt) + ", turn " + turn + "]";
        }
    }

    static String raw(Vec3 v) {
        return "(" + v.x() + ", " + v.y() + ", " + v.z() + ")";
    }

    private static Gen<Long> halfExtent() {
        return Generate.longRange(1, 8).map(k -> k * (ONE / 4)).mix(Generate.longRange(ONE / 16, 2 * ONE), 50);
    }

    private static Gen<Query> queries() {
        Gen<Vec3> halves = halfExtent().zip(halfExtent(), halfExtent(), Vec3::new);
        Gen<Integer> m = Generate.range(0, 3);
        Gen<int[]> modes = m.zip(m, m, (x, y, z) -> new int[] {x, y, z});
        Gen<Long> o = Generate.longRange(-ONE, ONE);
        Gen<long[]> offsets = o.zip(o, o, (x, y, z) -> new long[] {x, y, z});
        Gen<Long> contactDistance = Generate.pick(java.util.List.of(0L, ONE / 8, ONE / 2)).mix(Generate.longRange(0, ONE), 30);
        Gen<Long> length = Generate.longRange(0, 3 * ONE).mix(Generate.longRange(1, 12).map(k -> k * (ONE / 4)), 50);
        Gen<Long> small = Generate.longRange(-(ONE >> 6), ONE >> 6);
        Gen<Vec3> tilt = small.zip(small, small, Vec3::new);
        Gen<Integer> direction = Generate.range(0, 3);
        return halves.zip(ContactGenerators.transform(), ContactGenerators.radius(), contactDistance,
                (h, t, r, d) -> new Object[] {h, t, r, d})
                .zip(modes, offsets, direction, Generate.range(0, 2), (a, mo, of, dir, ax) -> new Object[] {a, mo, of, dir, ax})
                .zip(length, Generate.range(0, 2), tilt, ContactGenerators.rotation(), (b, len, at, ti, turn) -> {
                    Object[] a = (Object[]) ((Object[]) b)[0];
                    Object[] c = (Object[]) b;
                    return new Query((Vec3) a[0], (Transform) a[1], (Long) a[2], (Long) a[3], (int[]) c[1], (long[]) c[2],
                            (Integer) c[3], (Integer) c[4], len, at, ti, turn);
                });
    }

    /** The anchor in the box frame from the query's modes (as {@code SphereBoxClosedFormProperties} places centres). */
    static Vec3 anchor(Query q) {
        long[] h = {q.half().x(), q.half().y(), q.half().z()};
        long[] c = new long[3];
        for (int k = 0; k < 3; k++) {
            long off = q.offsets()[k];
            long sign = off < 0 ? -1 : 1;
            switch (q.modes()[k]) {
                case 0 -> c[k] = Fixed.mul(off, h[k]);
                case 1 -> c[k] = sign * h[k];
                case 2 -> c[k] = sign * (h[k] + Fixed.mul(Math.abs(off), q.radius() + q.contactDistance() + ONE / 4));
                default -> c[k] = sign * (h[k] + q.radius() + (off % 5));
            }
        }
        return new Vec3(c[0], c[1], c[2]);
    }

    /**
     * The capsule and its transform: directions 0 (along box axis {@code axis}) and 1 (that axis
     * tilted) are built in the box's frame ({@code ta = tb}, so the segment lies exactly along the
     * axis up to the transform's rounding); direction 2 turns a capsule along its local x by a
     * random rotation.
     */
    static Object[] capsule(Query q) {
        Vec3 anchor = anchor(q);
        long len = q.length();
        if (q.direction() == 2) {
            Capsule c = q.anchorAt() == 0 ? new Capsule(Vec3.ZERO, new Vec3(len, 0, 0), q.radius())
                    : new Capsule(new Vec3(-len / 2, 0, 0), new Vec3(len - len / 2, 0, 0), q.radius());
            return new Object[] {c, Transform.of(q.tb().rotation().multiply(q.turn()).normalize(), q.tb().applyToPoint(anchor))};
        }
        Vec3 e = q.axis() == 0 ? new Vec3(len, 0, 0) : q.axis() == 1 ? new Vec3(0, len, 0) : new Vec3(0, 0, len);
        if (q.direction() == 1) {
            e = e.add(new Vec3(Fixed.mul(q.tilt().x(), len), Fixed.mul(q.tilt().y(), len), Fixed.mul(q.tilt().z(), len)));
        }
        Vec3 p0 = q.anchorAt() == 0 ? anchor : anchor.sub(new Vec3(e.x() / 2, e.y() / 2, e.z() / 2));
        return new Object[] {new Capsule(p0, p0.add(e), q.radius()), q.tb()};
    }

    /**
     * Apart, one point: the reported distance within this of the exact segment-box distance, raw
     * (worst seen 19; the general path's GJK on the same samples: 21). Both are dominated by the
     * rounding of the segment's ends through the two transforms.
     */
    static final long APART_DISTANCE_ULPS = 32;
    /** Apart: the general path's (GJK's) deepest depth within this of ours, raw, when both report a point. */
    static final long GENERAL_DEPTH_ULPS = 64;
    /** Apart: the point counts may differ only this close (raw) to the contact distance. */
    static final long COUNT_BOUNDARY_ULPS = 16;

    @Test
    void capsuleVsBox_sameBitsAsGeneralPath_exceptApart_whereExactAgainstTheOracle() {
        int[] regimes = new int[6];
        int[] depths = new int[6];  // none, beyond 0 (within), touching (|depth| <= 16 ulps), shallow, deep (> radius), two points
        long[] worst = new long[4]; // apart: vs oracle, vs general depth, count boundary, general (GJK) vs oracle
        int[] onFacePlane = new int[1]; // face-clip points (B's feature a face) checked exactly on the face plane
        int[] apartSame = new int[5]; // apart single points with the general path's feature ids; clipped equal bits; all apart with points; the same two for turned capsules
        qt().withFixedSeed(SEED).withExamples(EXAMPLES).forAll(queries()).checkAssert(q -> {
            ConvexHull box = ConvexHull.box(q.half());
            assertNotNull(HullQueryIndex.of(box).box());
            Object[] cap = capsule(q);
            Capsule capsule = (Capsule) cap[0];
            Transform ta = (Transform) cap[1];
            int n = ContactDispatch.collide(capsule, ta, box, q.tb(), q.contactDistance(), ws, closed);
            int regime = ((NarrowScratch) ws).capsuleBoxRegime;
            regimes[regime]++;
            int g = CapsuleHullContact.collideGeneral(capsule, ta, box, q.tb(), q.contactDistance(), ws, general);
            if (regime == CapsuleBoxContact.APART || regime == CapsuleBoxContact.APART_FACE) {
                checkApart(q, capsule, ta, box, n, g, regime == CapsuleBoxContact.APART_FACE, worst, apartSame);
            } else {
                assertEquals(g, n, "point count " + q);
                assertTrue(closed.sameBits(general), "closed form " + closed + "\ngeneral " + general + "\n" + q);
                onFacePlane[0] += assertFaceWitnessesOnThePlane(box, closed, q);
            }
            if (n == 0) {
                depths[0]++;
                return;
            }
            long deepest = CapsuleHullContact.deepest(closed);
            depths[Math.abs(deepest) <= 16 ? 2 : deepest < 0 ? 1 : deepest > q.radius() ? 4 : 3]++;
            if (n == 2) {
                depths[5]++;
            }
        });
        assertTrue(onFacePlane[0] >= EXAMPLES / 10, "face witnesses checked on the plane: " + onFacePlane[0]);
        System.out.println("capsule-box regimes (separated, face, deep, general, apart, apart face) " + Arrays.toString(regimes)
                + ", answers (none, within, touching, shallow, deep, two points) " + Arrays.toString(depths)
                + ", apart worst ulps (oracle, general depth, count boundary, GJK vs oracle) " + Arrays.toString(worst)
                + ", apart (general's feature ids, clipped same bits, with points, turned with points, turned agreeing) " + Arrays.toString(apartSame));
        for (int i = 0; i < regimes.length; i++) {
            assertTrue(regimes[i] >= EXAMPLES / 40, "regime " + i + ": " + Arrays.toString(regimes));
        }
        for (int i = 0; i < depths.length; i++) {
            assertTrue(depths[i] >= 100, "depth class " + i + ": " + Arrays.toString(depths));
        }
        // GJK's answer is one of several closest pairs for degenerate poses (a segment parallel to the
        // edge or face it faces, where GJK stops at an inner point and the closed form at the first
        // closest parameter; a witness within an ulp of a feature boundary). The generator makes them
        // often (axis-aligned segments, anchors on planes, quarter-turn rotations); the rest match
        assertTrue(apartSame[0] + apartSame[1] >= apartSame[2] * 2 / 3, "apart agreement " + Arrays.toString(apartSame));
        assertTrue(apartSame[4] >= apartSame[3] * 3 / 4, "apart agreement, turned capsules " + Arrays.toString(apartSame));
    }

    /**
     * The apart regime ({@link SegmentBoxClosestPoints} instead of GJK), checked against the exact
     * oracle ({@link ExactPairOracle}: exact placement, every vertex-face and edge-edge distance):
     * one point reports the exact distance within {@link #APART_DISTANCE_ULPS}, its box witness lies
     * on the box on the feature its id names; clipped points lie no closer than the exact distance
     * and at most {@link ContactConstants#CLIP_DEPTH_TOLERANCE} farther (the general path's rule).
     * Against the general path: the same point count except within {@link #COUNT_BOUNDARY_ULPS} of
     * the contact distance, the deepest depth within {@link #GENERAL_DEPTH_ULPS} (clipped on one side
     * only: the clip tolerance), and the same bits whenever both clipped against the same face.
     */
    private void checkApart(Query q, Capsule capsule, Transform ta, ConvexHull box, int n, int g, boolean clipped,
            long[] worst, int[] same) {
        BigDecimal exact = ExactPairOracle.signedDistance(ExactPairOracle.place(capsule, ta), ExactPairOracle.place(box, q.tb()));
        long distance = exact.multiply(new BigDecimal(1L << 32)).setScale(0, RoundingMode.HALF_EVEN).longValueExact();
        if (n != g) {
            long off = Math.abs(distance - q.contactDistance());
            worst[2] = Math.max(worst[2], off);
            assertTrue(off <= COUNT_BOUNDARY_ULPS, "point count " + n + " vs general " + g + ", exact distance raw " + distance
                    + "\n" + closed + "\n" + general + "\n" + q);
            return;
        }
        if (n == 0) {
            assertTrue(distance >= q.contactDistance() - COUNT_BOUNDARY_ULPS, "no point at exact distance raw " + distance + " " + q);
            return;
        }
        same[2]++;
        long reported = -CapsuleHullContact.deepest(closed);
        if (clipped) {
            assertTrue(reported >= distance - APART_DISTANCE_ULPS
                    && reported <= distance + ContactConstants.CLIP_DEPTH_TOLERANCE + APART_DISTANCE_ULPS,
                    "clipped distance raw " + reported + " vs exact " + distance + "\n" + closed + "\n" + q);
        } else {
            long off = Math.abs(reported - distance);
            worst[0] = Math.max(worst[0], off);
            assertTrue(off <= APART_DISTANCE_ULPS, "distance raw " + reported + " vs exact " + distance + "\n" + closed + "\n" + q);
            assertWitnessOnNamedFeature(box, closed, q);
        }
        long vsGeneral = Math.abs(CapsuleHullContact.deepest(closed) - CapsuleHullContact.deepest(general));
        boolean generalClipped = general.pointCount() == 2 || FeatureId.typeB(general.point(0).featureId()) == FeatureId.FACE;
        if (!clipped && !generalClipped) {
            worst[1] = Math.max(worst[1], vsGeneral);
            worst[3] = Math.max(worst[3], Math.abs(-CapsuleHullContact.deepest(general) - distance));
            assertTrue(vsGeneral <= GENERAL_DEPTH_ULPS, "depth vs general " + vsGeneral + "\n" + closed + "\n" + general + "\n" + q);
        } else {
            assertTrue(vsGeneral <= ContactConstants.CLIP_DEPTH_TOLERANCE + GENERAL_DEPTH_ULPS,
                    "depth vs general " + vsGeneral + "\n" + closed + "\n" + general + "\n" + q);
        }
        boolean agrees = clipped ? closed.sameBits(general) : closed.point(0).featureId() == general.point(0).featureId();
        if (agrees) {
            same[clipped ? 1 : 0]++;
        }
        if (q.direction() == 2) {
            same[3]++;
            same[4] += agrees ? 1 : 0;
        }
    }

    /**
     * Every point whose B feature is a face (a segment end projected onto it) has its box witness,
     * B's local point, exactly on that face's plane: the projection is kept in B's frame, not
     * brought back from world (an end outside the side planes, deep, may lie beyond the face's
     * other bounds). Returns how many points it checked.
     */
    private static int assertFaceWitnessesOnThePlane(ConvexHull box, ContactManifold m, Query q) {
        long[] h = {q.half().x(), q.half().y(), q.half().z()};
        int checked = 0;
        for (int i = 0; i < m.pointCount(); i++) {
            var p = m.point(i);
            if (FeatureId.typeB(p.featureId()) != FeatureId.FACE) {
                continue;
            }
            int f = FeatureId.indexB(p.featureId());
            int axis = HullQueryIndex.of(box).box().faceAxis(f);
            long[] w = {p.localBX(), p.localBY(), p.localBZ()};
            assertEquals(HullQueryIndex.of(box).box().faceSign(f) * h[axis], w[axis], "box witness off face " + f + " " + m + " " + q);
            checked++;
        }
        return checked;
    }

    /** The box witness (B's local point) lies on the box, on the face, edge or vertex its feature id names. */
    private static void assertWitnessOnNamedFeature(ConvexHull box, ContactManifold m, Query q) {
        long[] h = {q.half().x(), q.half().y(), q.half().z()};
        var p = m.point(0);
        long[] w = {p.localBX(), p.localBY(), p.localBZ()};
        int onBound = 0;
        for (int k = 0; k < 3; k++) {
            assertTrue(Math.abs(w[k]) <= h[k], "box witness outside the box " + m + " " + q);
            onBound |= Math.abs(w[k]) == h[k] ? 4 >> k : 0;
        }
        long id = p.featureId();
        int index = FeatureId.indexB(id);
        int expected;
        switch (FeatureId.typeB(id)) {
            case FeatureId.FACE -> expected = 4 >> HullQueryIndex.of(box).box().faceAxis(index);
            case FeatureId.EDGE -> expected = 7 & ~(4 >> HullQueryIndex.of(box).box().edgeAxis(index));
            case FeatureId.VERTEX -> expected = 7;
            default -> throw new AssertionError("feature " + Long.toHexString(id) + " " + m);
        }
        assertEquals(expected, onBound & expected, "witness not on its named feature " + m + " " + q);
        if (FeatureId.typeB(id) != FeatureId.FACE) {
            int v = FeatureId.typeB(id) == FeatureId.VERTEX ? index : box.edgeVertexA(index);
            long[] vertex = {box.vertexX(v), box.vertexY(v), box.vertexZ(v)};
            for (int k = 0; k < 3; k++) {
                if ((expected & 4 >> k) != 0) {
                    assertEquals(vertex[k], w[k], "witness on another " + Long.toHexString(id) + " " + m + " " + q);
                }
            }
        }
    }
}
