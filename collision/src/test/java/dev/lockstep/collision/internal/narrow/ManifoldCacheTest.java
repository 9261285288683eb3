package dev.lockstep.collision.internal.narrow;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.lockstep.collision.manifold.ContactManifold;
import dev.lockstep.collision.manifold.ManifoldCache;
import dev.lockstep.collision.narrow.HullHullWorkspace;
import dev.lockstep.collision.shape.ConvexHull;
import dev.lockstep.fixedpoint.Fixed;
import dev.lockstep.fixedpoint.Quat;
import dev.lockstep.fixedpoint.Transform;
import dev.lockstep.fixedpoint.Vec3;
import org.junit.jupiter.api.Test;

/** Issue 4, temporal coherence: example cases of what the pair cache may and may not reuse. */
class ManifoldCacheTest {
    private static final long ONE = Fixed.ONE;
    private static final ConvexHull BOX = ConvexHull.box(new Vec3(ONE, ONE, ONE));

    private final HullHullWorkspace ws = new HullHullWorkspace();
    private final ContactManifold cached = new ContactManifold();
    private final ContactManifold uncached = new ContactManifold();

    private int both(ConvexHull a, Transform ta, ConvexHull b, Transform tb, long distance, ManifoldCache cache) {
        int n = HullHullContact.collide(a, ta, b, tb, distance, ws, cache, cached);
        assertEquals(HullHullContact.collide(a, ta, b, tb, distance, new HullHullWorkspace(), null, uncached), n);
        assertTrue(cached.sameBits(uncached), "cached " + cached + "\nuncached " + uncached);
        return n;
    }

    @Test
    void issue4_stillPose_changedContactDistance_isRecomputed() {
        ManifoldCache cache = new ManifoldCache();
        // boxes 2^-9 apart: no contact at distance 0, a speculative one at 2^-8
        Transform above = Transform.translation(new Vec3(0, 2 * ONE + (ONE >> 9), 0));
        assertEquals(0, both(BOX, Transform.IDENTITY, BOX, above, 0, cache));
        assertEquals(4, both(BOX, Transform.IDENTITY, BOX, above, ONE >> 8, cache));
        assertEquals(0, both(BOX, Transform.IDENTITY, BOX, above, 0, cache));
        assertEquals(0, cache.pathCount(ManifoldCache.PATH_STILL));
        assertEquals(4, both(BOX, Transform.IDENTITY, BOX, above, ONE >> 8, cache));
        assertEquals(4, both(BOX, Transform.IDENTITY, BOX, above, ONE >> 8, cache));
        assertEquals(1, cache.pathCount(ManifoldCache.PATH_STILL));
    }

    @Test
    void issue4_stillPose_otherShapeObject_isRecomputed() {
        ManifoldCache cache = new ManifoldCache();
        ConvexHull smaller = ConvexHull.box(new Vec3(ONE / 2, ONE / 2, ONE / 2));
        Transform above = Transform.translation(new Vec3(0, ONE + ONE / 2 + (ONE >> 9), 0));
        assertEquals(4, both(BOX, Transform.IDENTITY, BOX, above, 0, cache));
        assertEquals(0, both(BOX, Transform.IDENTITY, smaller, above, 0, cache));
        assertEquals(0, cache.pathCount(ManifoldCache.PATH_STILL));
    }

    @Test
    void issue4_stillPose_sameBitsInNewTransformObjects_isCopied() {
        ManifoldCache cache = new ManifoldCache();
        Quat tilt = Quat.fromAxisAngle(Vec3.UNIT_Y, ONE / 3);
        Vec3 p = new Vec3(ONE / 4, 2 * ONE - (ONE >> 8), 0);
        assertEquals(4, both(BOX, Transform.IDENTITY, BOX, Transform.of(tilt, p), 0, cache));
        assertEquals(4, both(BOX, Transform.translation(Vec3.ZERO), BOX, Transform.of(tilt, p), 0, cache));
        assertEquals(1, cache.pathCount(ManifoldCache.PATH_STILL));
    }

    @Test
    void issue4_clear_forgetsThePair() {
        ManifoldCache cache = new ManifoldCache();
        Transform far = Transform.translation(new Vec3(0, 3 * ONE, 0));
        both(BOX, Transform.IDENTITY, BOX, far, 0, cache);
        cache.clear();
        assertEquals(ManifoldCache.EMPTY, cache.state());
        both(BOX, Transform.IDENTITY, BOX, far, 0, cache);
        assertEquals(0, cache.hits());
    }

    @Test
    void issue4_faceOfAMargin_unitBoxesThreeUnitsApart_is16Ulps() {
        // 4 + ceil(2.5 * |V|_1 = 3) -> 4 + 7 + 1, plus |d|_1 / 2 = (1/8 + 3 + 1/16) / 2 -> 1 + 3
        long margin = CachedSeparation.faceOfAMargin(CachedSeparation.vertexNorm(BOX), ONE / 8, 3 * ONE, ONE / 16);
        assertEquals(16, margin);
        assertEquals(3 * ONE, CachedSeparation.vertexNorm(BOX));
    }

    @Test
    void issue4_approachingBox_isAnsweredByTheFaceOfABound_untilTheMargin() {
        ManifoldCache cache = new ManifoldCache();
        // B falls onto A: from a gap of 64 ulps to -64 in steps of 1 ulp; separated by A's top face
        for (long gap = 64; gap >= -64; gap--) {
            Transform tb = Transform.translation(new Vec3(ONE / 8, 2 * ONE + gap, ONE / 16));
            both(BOX, Transform.IDENTITY, BOX, tb, 0, cache);
        }
        // gap 64: the full SAT records A's top face; 63..17: proven separated (the estimate is exact
        // here, the margin 16); 16..0 inside the margin: the exact re-test of the same axis answers
        // for 16..1, at 0 it fails and the full SAT finds the contact; below 0 the pair touches
        assertEquals(47, cache.pathCount(ManifoldCache.PATH_FACE_A_BOUND));
        assertEquals(17, cache.pathCount(ManifoldCache.PATH_MARGIN));
        assertEquals(ManifoldCache.TOUCHING, cache.state());
    }
}
