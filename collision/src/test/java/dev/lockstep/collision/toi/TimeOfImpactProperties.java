package dev.lockstep.collision.toi;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;
import static org.quicktheories.QuickTheory.qt;
import static org.quicktheories.generators.SourceDSL.longs;

import dev.lockstep.collision.internal.narrow.HullScenes;
import dev.lockstep.collision.internal.sat.SatWorkspace;
import dev.lockstep.collision.shape.ConvexHull;
import dev.lockstep.fixedpoint.Fixed;
import dev.lockstep.fixedpoint.Quat;
import dev.lockstep.fixedpoint.Transform;
import dev.lockstep.fixedpoint.Vec3;
import java.util.Arrays;
import java.util.Random;
import org.junit.jupiter.api.Test;

/**
 * {@link TimeOfImpact#computeWalking} (certified support searches, Gauss-map walk),
 * {@link TimeOfImpact#computeScanning} (vertex scans, every edge pair) and
 * {@link TimeOfImpact#compute} (which picks one by size) against {@link TimeOfImpactReference},
 * the code they replaced, kept verbatim: every field of {@link ToiResult} bit for bit.
 *
 * <p>Scenes: random hulls of 4 to 64 points in the {@link HullScenes} styles (grid clouds with
 * coplanar faces and parallel edges, random, sphere-like), boxes and regular prisms (exact ties
 * along every face normal), poses from identity, quarter turns, nearly aligned and random
 * rotations; B placed overlapping, touching (boxes at exactly the sum of half extents), near or far,
 * with relative velocities zero, axis-aligned, closing towards A, random, or receding. Coverage:
 * hits and misses both common, every axis kind (none, face of A, face of B, edge pair) names
 * {@code tFirst} many times, and the searches grow many tie plateaus
 * ({@code SupportSearchProperties} covers the search's own fallbacks).
 */
class TimeOfImpactProperties {
    private static final long ONE = Fixed.ONE;

    private static ConvexHull hull(Random r) {
        switch (r.nextInt(7)) {
            case 0:
                return ConvexHull.box(new Vec3(ONE / 2 + r.nextInt(4) * (ONE / 8), ONE, ONE * 3 / 4));
            case 1:
                return ConvexHull.regularPrism(3 + r.nextInt(30), ONE, ONE / 2 + r.nextInt(4) * (ONE / 8));
            default:
                return HullScenes.randomHull(r, 4 + r.nextInt(61), ONE);
        }
    }

    private static Quat rotation(Random r) {
        switch (r.nextInt(6)) {
            case 0:
                return Quat.IDENTITY;
            case 1:
                // quarter turns: rotated yet exactly aligned
                return Quat.fromAxisAngle(r.nextBoolean() ? Vec3.UNIT_Y : Vec3.UNIT_X, Fixed.HALF_PI * (1 + r.nextInt(3)));
            case 2:
                // nearly aligned: a few ulps to 2^-20 rad off, where rounding decides near-ties
                Quat q = HullScenes.randomRotation(r);
                return Quat.fromAxisAngle(new Vec3(q.x() | 1, q.y(), q.z()), (r.nextLong() % (1L << 12)) << r.nextInt(2));
            default:
                return HullScenes.randomRotation(r);
        }
    }

    /** Returns a relative velocity of B with respect to A for B's centre at {@code c} (raw, world). */
    private static Vec3 velocity(Random r, Vec3 c) {
        switch (r.nextInt(6)) {
            case 0:
                return Vec3.ZERO;
            case 1: {
                // axis-aligned, either sign, up to 4 units per tick
                long s = (r.nextInt(17) - 8) * (ONE / 2);
                int k = r.nextInt(3);
                return new Vec3(k == 0 ? s : 0, k == 1 ? s : 0, k == 2 ? s : 0);
            }
            case 2:
            case 3: {
                // closing: towards A's origin, reaching it after 1/4 to 2 ticks
                long f = ONE / 2 + (r.nextLong() & (4 * ONE - 1));
                return new Vec3(-Fixed.mul(c.x(), f), -Fixed.mul(c.y(), f), -Fixed.mul(c.z(), f));
            }
            case 4:
                return new Vec3(r.nextLong() % (4 * ONE), r.nextLong() % (4 * ONE), r.nextLong() % (4 * ONE));
            default:
                // receding
                return new Vec3(c.x() / 2, c.y() / 2, c.z() / 2);
        }
    }

    private static Vec3 offset(Random r, ConvexHull ha, ConvexHull hb) {
        switch (r.nextInt(5)) {
            case 0: {
                // touching or overlapping along one axis by a multiple of 1/8: boxes touch exactly
                int k = r.nextInt(3);
                long d = (r.nextInt(33) - 16) * (ONE / 8);
                return new Vec3(k == 0 ? d : 0, k == 1 ? d : 0, k == 2 ? d : 0);
            }
            case 1:
                // overlapping at the start
                return new Vec3(r.nextLong() % ONE, r.nextLong() % ONE, r.nextLong() % ONE);
            case 2:
                // far: 4 to 8 units away (hits only at high closing speed)
                return new Vec3(4 * ONE + (r.nextLong() & (4 * ONE - 1)), r.nextLong() % ONE, r.nextLong() % (2 * ONE));
            default:
                // near: 2 to 3 units away along one axis, up to 1 across
                long d = (2 * ONE + (r.nextLong() & (ONE - 1))) * (r.nextBoolean() ? 1 : -1);
                long e1 = r.nextLong() % ONE;
                long e2 = r.nextLong() % ONE;
                switch (r.nextInt(3)) {
                    case 0:
                        return new Vec3(d, e1, e2);
                    case 1:
                        return new Vec3(e1, d, e2);
                    default:
                        return new Vec3(e1, e2, d);
                }
        }
    }

    @Test
    void walkingAndScanning_equalTheReference_fieldByField() {
        long[] kinds = new long[4];
        long[] hits = new long[2];
        long[] search = new long[1];
        long[] walked = new long[1];
        SatWorkspace walkWs = new SatWorkspace();
        qt().withFixedSeed(0x7013_0004L).withExamples(1000).forAll(longs().all()).checkAssert(seed -> {
            Random r = new Random(seed);
            ConvexHull ha = hull(r);
            ConvexHull hb = hull(r);
            Vec3 pa = r.nextBoolean() ? Vec3.ZERO : new Vec3(r.nextLong() % ONE, r.nextLong() % ONE, r.nextLong() % ONE);
            Vec3 off = offset(r, ha, hb);
            Transform ta = Transform.of(rotation(r), pa);
            Transform tb = Transform.of(rotation(r), pa.add(off));
            Vec3 va = r.nextInt(3) == 0 ? new Vec3(r.nextLong() % ONE, 0, 0) : Vec3.ZERO;
            Vec3 rel = velocity(r, off);
            Vec3 vb = va.add(rel);
            ToiResult ref = new ToiResult();
            ToiResult scan = new ToiResult();
            ToiResult walk = new ToiResult();
            ToiResult picked = new ToiResult();
            TimeOfImpactReference.compute(ha, ta, va, hb, tb, vb, new SatWorkspace(), ref);
            TimeOfImpact.computeScanning(ha, ta, va, hb, tb, vb, new SatWorkspace(), scan);
            long plateaus = walkWs.supports.plateaus;
            TimeOfImpact.computeWalking(ha, ta, va, hb, tb, vb, walkWs, walk);
            search[0] += walkWs.supports.plateaus - plateaus;
            TimeOfImpact.compute(ha, ta, va, hb, tb, vb, new SatWorkspace(), picked);
            String at = "seed " + seed + " sizes " + ha.vertexCount() + "/" + hb.vertexCount();
            assertSame(ref, scan, "scanning, " + at);
            assertSame(ref, walk, "walking, " + at);
            assertSame(ref, picked, "compute, " + at);
            hits[ref.hit ? 0 : 1]++;
            if (ref.hit) {
                kinds[ref.axisKind]++;
            }
            if ((long) ha.edgeCount() * hb.edgeCount() >= TimeOfImpact.WALK_MIN_EDGE_PAIRS) {
                walked[0]++;
            }
        });
        assertTrue(hits[0] > 250 && hits[1] > 250, "hits/misses " + Arrays.toString(hits));
        assertTrue(kinds[0] > 80 && kinds[1] > 25 && kinds[2] > 25 && kinds[3] > 50,
                "tFirst named by none/face A/face B/edge " + Arrays.toString(kinds));
        assertTrue(walked[0] > 300, "queries large enough for compute to walk: " + walked[0]);
        assertTrue(search[0] > 1000, "plateaus grown " + search[0]);
    }

    @Test
    void skippedDivisions_cannotChangeTheTimes() {
        // compareQuotient decides "ratio(num, den) is at least / at most t" without dividing:
        // exact 128-bit products against the rounded (or saturated) quotient, exact ties included
        long[] seen = new long[3];
        qt().withFixedSeed(0xD1_0004L).withExamples(20_000).forAll(longs().all()).checkAssert(seed -> {
            Random r = new Random(seed);
            long den = 1 + (r.nextLong() >>> (1 + r.nextInt(62)));
            long num = r.nextInt(4) == 0 ? 0 : r.nextLong() >>> (1 + r.nextInt(62));
            long t;
            switch (r.nextInt(3)) {
                case 0:
                    t = TimeOfImpact.ratio(num, den) + r.nextInt(3) - 1;      // at the rounded quotient
                    break;
                case 1:
                    t = r.nextBoolean() ? TimeOfImpact.TIME_SATURATED : 0;
                    break;
                default:
                    t = r.nextLong() >>> (2 + r.nextInt(62));
            }
            t = Math.max(0, Math.min(TimeOfImpact.TIME_SATURATED, t));
            if (r.nextInt(4) == 0) {
                // exact tie num 2^32 == t den: den = 2^k, t = num 2^(32-k)
                int k = r.nextInt(33);
                den = 1L << k;
                num = r.nextLong() >>> (34 - k + r.nextInt(30));
                t = num << (32 - k);
            }
            int c = TimeOfImpact.compareQuotient(num, den, t);
            long q = TimeOfImpact.ratio(num, den);
            seen[c + 1]++;
            if (c >= 0) {
                assertTrue(q >= t, "num " + num + " den " + den + " t " + t);
            }
            if (c <= 0) {
                assertTrue(q <= t, "num " + num + " den " + den + " t " + t);
            }
        });
        assertTrue(seen[0] > 1000 && seen[1] > 1000 && seen[2] > 1000, "below/equal/above " + Arrays.toString(seen));
    }

    private static void assertSame(ToiResult expected, ToiResult actual, String at) {
        assertEquals(expected.hit, actual.hit, "hit, " + at);
        assertEquals(expected.tFirst, actual.tFirst, "tFirst, " + at);
        assertEquals(expected.tLast, actual.tLast, "tLast, " + at);
        assertEquals(expected.axisKind, actual.axisKind, "axisKind, " + at);
        assertEquals(expected.axisIndex1, actual.axisIndex1, "axisIndex1, " + at);
        assertEquals(expected.axisIndex2, actual.axisIndex2, "axisIndex2, " + at);
        assertEquals(expected.axisX, actual.axisX, "axisX, " + at);
        assertEquals(expected.axisY, actual.axisY, "axisY, " + at);
        assertEquals(expected.axisZ, actual.axisZ, "axisZ, " + at);
    }
}
