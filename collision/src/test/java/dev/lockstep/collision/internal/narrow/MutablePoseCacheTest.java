package dev.lockstep.collision.internal.narrow;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.lockstep.collision.manifold.ContactManifold;
import dev.lockstep.collision.manifold.ManifoldCache;
import dev.lockstep.collision.narrow.HullHullWorkspace;
import dev.lockstep.collision.shape.ConvexHull;
import dev.lockstep.fixedpoint.Fixed;
import dev.lockstep.fixedpoint.MutableTransform;
import dev.lockstep.fixedpoint.Quat;
import dev.lockstep.fixedpoint.Transform;
import dev.lockstep.fixedpoint.Vec3;
import org.junit.jupiter.api.Test;

/**
 * Issue 18: a world passes the same {@link MutableTransform} objects every step and overwrites
 * them in place, so the pair cache must compare pose bits, never trust the reference it saw last.
 * Each query is checked against an uncached query on immutable copies.
 */
class MutablePoseCacheTest {
    private static final long ONE = Fixed.ONE;
    private static final ConvexHull BOX = ConvexHull.box(new Vec3(ONE, ONE, ONE));

    private final HullHullWorkspace ws = new HullHullWorkspace();
    private final ContactManifold cached = new ContactManifold();
    private final ContactManifold uncached = new ContactManifold();

    private int both(Transform ta, Transform tb, ManifoldCache cache) {
        int n = HullHullContact.collide(BOX, ta, BOX, tb, 0, ws, cache, cached);
        assertEquals(HullHullContact.collide(BOX, ta.immutable(), BOX, tb.immutable(), 0, new HullHullWorkspace(), null, uncached), n);
        assertTrue(cached.sameBits(uncached), "cached " + cached + "\nuncached " + uncached);
        return n;
    }

    @Test
    void issue18_poseMovedInPlace_isRecomputed() {
        ManifoldCache cache = new ManifoldCache();
        MutableTransform ta = new MutableTransform();
        MutableTransform tb = new MutableTransform().setTranslation(0, 2 * ONE - (ONE >> 8), 0);
        assertEquals(4, both(ta, tb, cache));
        tb.setTranslation(0, 3 * ONE, 0);                 // same object, moved apart
        assertEquals(0, both(ta, tb, cache));
        tb.setTranslation(0, 2 * ONE - (ONE >> 8), 0);    // back: touching again
        assertEquals(4, both(ta, tb, cache));
        Quat tilt = Quat.fromAxisAngle(Vec3.UNIT_Y, ONE / 3);
        tb.setRotation(tilt.w(), tilt.x(), tilt.y(), tilt.z());   // same translation, turned in place
        both(ta, tb, cache);
        assertEquals(0, cache.pathCount(ManifoldCache.PATH_STILL));
    }

    @Test
    void issue18_poseLeftAlone_isCopiedFromTheCache() {
        ManifoldCache cache = new ManifoldCache();
        MutableTransform ta = new MutableTransform();
        MutableTransform tb = new MutableTransform().setTranslation(ONE / 4, 2 * ONE - (ONE >> 8), 0);
        assertEquals(4, both(ta, tb, cache));
        tb.setTranslation(ONE / 4, 2 * ONE - (ONE >> 8), 0);     // rewritten with the same bits
        assertEquals(4, both(ta, tb, cache));
        // an immutable transform with the same bits is the same pose
        assertEquals(4, both(Transform.IDENTITY, tb.immutable(), cache));
        assertEquals(2, cache.pathCount(ManifoldCache.PATH_STILL));
    }
}
