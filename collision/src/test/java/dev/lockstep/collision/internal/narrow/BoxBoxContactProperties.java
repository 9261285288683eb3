package dev.lockstep.collision.internal.narrow;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;
import static org.quicktheories.QuickTheory.qt;
import static org.quicktheories.generators.SourceDSL.longs;

import dev.lockstep.collision.internal.sat.BoxBoxProperties;
import dev.lockstep.collision.manifold.ContactManifold;
import dev.lockstep.collision.manifold.ManifoldCache;
import dev.lockstep.collision.manifold.ManifoldPoint;
import dev.lockstep.collision.narrow.HullHullWorkspace;
import dev.lockstep.fixedpoint.Fixed;
import org.junit.jupiter.api.Test;

/**
 * The box-vs-box path of {@link HullHullContact#collide} gives the manifold of the general path
 * ({@link HullHullContact#collideGeneral}) bit for bit: point count, normal, tangents, and per
 * point world and both local witnesses, depth and feature id; uncached and through a pair cache
 * over a short motion. Scenes: {@link BoxBoxProperties.Scene} (identity, exact permutation,
 * one-axis and arbitrary rotations; resting, touching, separated; equal and different sizes).
 */
class BoxBoxContactProperties {
    private static final long SEED = 0x5EED_0004_B0B0_0002L;

    @Test
    void issue4_boxBoxManifold_equalsGeneralPathBitForBit() {
        HullHullWorkspace general = new HullHullWorkspace();
        HullHullWorkspace box = new HullHullWorkspace();
        ContactManifold expected = new ContactManifold();
        ContactManifold actual = new ContactManifold();
        int[] counts = new int[5];
        qt().withFixedSeed(SEED).withExamples(1500).forAll(longs().all()).checkAssert(seed -> {
            BoxBoxProperties.Scene s = new BoxBoxProperties.Scene(seed);
            long distance = s.contactDistance == Long.MAX_VALUE ? Fixed.ONE : s.contactDistance;
            String where = "seed " + seed + ": " + s;
            int n = HullHullContact.collideGeneral(s.a, s.ta, s.b, s.tb, distance, general, expected);
            int m = HullHullContact.collide(s.a, s.ta, s.b, s.tb, distance, box, null, actual);
            assertEquals(n, m, "point count, " + where);
            assertSameManifold(expected, actual, where);
            counts[n]++;
        });
        assertTrue(counts[0] > 150 && counts[1] > 100 && counts[4] > 150, "point counts 0..4 " + java.util.Arrays.toString(counts));
    }

    @Test
    void issue4_boxBoxManifold_throughPairCache_equalsGeneralPath() {
        HullHullWorkspace general = new HullHullWorkspace();
        HullHullWorkspace box = new HullHullWorkspace();
        ContactManifold expected = new ContactManifold();
        ContactManifold actual = new ContactManifold();
        qt().withFixedSeed(SEED + 1).withExamples(200).forAll(longs().all()).checkAssert(seed -> {
            BoxBoxProperties.Scene s = new BoxBoxProperties.Scene(seed);
            ManifoldCache cache = new ManifoldCache();
            for (int tick = 0; tick < 6; tick++) {
                // a small slide along x, repeated poses, then back: misses, same poses, same rotation
                long dx = (tick % 3) * (Fixed.ONE >> 9);
                dev.lockstep.fixedpoint.Transform tb = dev.lockstep.fixedpoint.Transform.of(s.tb.rotation(),
                        s.tb.translation().add(new dev.lockstep.fixedpoint.Vec3(dx, 0, 0)));
                String where = "seed " + seed + " tick " + tick + ": " + s;
                int n = HullHullContact.collideGeneral(s.a, s.ta, s.b, tb, 0, general, expected);
                int m = HullHullContact.collide(s.a, s.ta, s.b, tb, 0, box, cache, actual);
                assertEquals(n, m, "point count, " + where);
                assertSameManifold(expected, actual, where);
            }
        });
    }

    static void assertSameManifold(ContactManifold expected, ContactManifold actual, String where) {
        assertEquals(expected.pointCount(), actual.pointCount(), "point count, " + where);
        if (expected.pointCount() == 0) {
            return;
        }
        assertEquals(expected.normal(), actual.normal(), "normal, " + where);
        assertEquals(expected.tangent1(), actual.tangent1(), "tangent 1, " + where);
        assertEquals(expected.tangent2(), actual.tangent2(), "tangent 2, " + where);
        for (int i = 0; i < expected.pointCount(); i++) {
            ManifoldPoint p = expected.point(i);
            ManifoldPoint q = actual.point(i);
            assertEquals(p.world(), q.world(), "world " + i + ", " + where);
            assertEquals(p.localA(), q.localA(), "local A " + i + ", " + where);
            assertEquals(p.localB(), q.localB(), "local B " + i + ", " + where);
            assertEquals(p.depth(), q.depth(), "depth " + i + ", " + where);
            assertEquals(p.featureId(), q.featureId(), "feature id " + i + ", " + where);
        }
    }
}
