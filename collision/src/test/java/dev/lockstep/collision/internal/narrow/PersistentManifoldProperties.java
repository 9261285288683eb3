package dev.lockstep.collision.internal.narrow;

import static org.junit.jupiter.api.Assertions.assertTrue;
import static org.quicktheories.QuickTheory.qt;
import static org.quicktheories.generators.SourceDSL.lists;

import dev.lockstep.collision.manifold.ContactManifold;
import dev.lockstep.collision.manifold.FeatureId;
import dev.lockstep.collision.manifold.PersistentManifold;
import dev.lockstep.collision.narrow.ContactDispatch;
import dev.lockstep.collision.narrow.ContactWorkspace;
import dev.lockstep.collision.shape.Capsule;
import dev.lockstep.collision.shape.ConvexHull;
import dev.lockstep.fixedpoint.Fixed;
import dev.lockstep.fixedpoint.Quat;
import dev.lockstep.fixedpoint.Transform;
import dev.lockstep.fixedpoint.Vec3;
import java.util.List;
import org.junit.jupiter.api.Test;
import org.quicktheories.core.Gen;
import org.quicktheories.generators.Generate;

/**
 * The incremental manifold over random 24-frame scripts (seeds 001/003): a capsule sliding and
 * wobbling on a box (two clipped points per frame) and a cube rocking on a box through the
 * hull-hull cell (up to four points per frame whose features change as it rocks, so points are
 * matched, replaced and reduced), each query fed into a {@link PersistentManifold}. Invariants after every
 * frame: at most four points, every kept depth at least {@code -contactDistance}, feature ids of
 * kept points distinct, the fresh query's deepest point kept (the reduction's first rule), and two
 * instances fed the same script hold the same bits.
 */
class PersistentManifoldProperties {
    private static final long ONE = Fixed.ONE;
    private static final long CONTACT_DISTANCE = ONE / 16;

    /** One frame: small offsets of the capsule's position and tilt. */
    private record Step(long dx, long dy, long dz, long tilt) {
    }

    private static Gen<Step> steps() {
        Gen<Long> small = Generate.longRange(-ONE / 8, ONE / 8);
        Gen<Long> tilt = Generate.longRange(-ONE / 16, ONE / 16);
        return small.zip(small, small, tilt, Step::new);
    }

    @Test
    void seed001_incremental_invariantsHoldEveryFrame() {
        ConvexHull box = ConvexHull.box(new Vec3(2 * ONE, ONE / 2, 2 * ONE));
        Capsule rod = new Capsule(new Vec3(-ONE, 0, 0), new Vec3(ONE, 0, 0), ONE / 4);
        ConvexHull cube = ConvexHull.box(new Vec3(ONE / 2, ONE / 2, ONE / 2));
        ContactWorkspace ws = new ContactWorkspace();
        ContactManifold fresh = new ContactManifold();
        int[] filled = new int[5];
        qt().withFixedSeed(0x5EED_0004L).withExamples(150).forAll(lists().of(steps()).ofSize(24)).checkAssert(script -> {
            PersistentManifold pm = new PersistentManifold();
            PersistentManifold twin = new PersistentManifold();
            long x = 0;
            long y = ONE / 2 + ONE / 4;
            long z = 0;
            boolean rocking = (script.get(0).dx() & 1) == 0;  // half the scripts rock a cube
            for (Step s : script) {
                if (rocking) {
                    // the cube's corners dip in turn: tilt about x and z, center 1 + 1/64 above
                    Transform tc = Transform.of(new Quat(ONE, s.tilt() / 4, 0, s.dz() / 32).normalize(),
                            new Vec3(0, ONE - ONE / 64, 0));
                    int k = ContactDispatch.collide(cube, tc, box, Transform.IDENTITY, CONTACT_DISTANCE, ws, fresh);
                    pm.update(tc, Transform.IDENTITY, fresh, CONTACT_DISTANCE);
                    twin.update(tc, Transform.IDENTITY, fresh, CONTACT_DISTANCE);
                    check(pm, twin, fresh, k, filled);
                    continue;
                }
                x = Fixed.clamp(x + s.dx(), -ONE, ONE);
                y = Fixed.clamp(y + s.dy() / 4, ONE / 2 + ONE / 8, ONE / 2 + ONE / 4 + ONE / 8);
                z = Fixed.clamp(z + s.dz(), -ONE, ONE);
                Transform ta = Transform.of(new Quat(ONE, 0, 0, s.tilt()).normalize(), new Vec3(x, y, z));
                int n = CapsuleHullContact.collide(rod, ta, box, Transform.IDENTITY, CONTACT_DISTANCE, ws, fresh);
                pm.update(ta, Transform.IDENTITY, fresh, CONTACT_DISTANCE);
                twin.update(ta, Transform.IDENTITY, fresh, CONTACT_DISTANCE);
                check(pm, twin, fresh, n, filled);
            }
        });
        assertTrue(filled[4] > 0 && filled[1] + filled[2] + filled[3] > 0, "manifold sizes seen: " + List.of(filled[0], filled[1], filled[2], filled[3], filled[4]));
        System.out.println("persistent manifold sizes 0..4: " + List.of(filled[0], filled[1], filled[2], filled[3], filled[4]));
    }

    private static void check(PersistentManifold pm, PersistentManifold twin, ContactManifold fresh, int n, int[] filled) {
        ContactManifold m = pm.manifold();
        assertTrue(m.sameBits(twin.manifold()), "same script, same bits");
        assertTrue(m.pointCount() <= ContactManifold.MAX_POINTS);
        filled[m.pointCount()]++;
        for (int i = 0; i < m.pointCount(); i++) {
            assertTrue(m.point(i).depth() >= -CONTACT_DISTANCE, "kept point " + i + " separated: " + m);
            for (int j = i + 1; j < m.pointCount(); j++) {
                long id = m.point(i).featureId();
                assertTrue(id == FeatureId.UNKNOWN || id != m.point(j).featureId(), "duplicate id: " + m);
            }
        }
        if (n > 0) {
            long deepest = Long.MIN_VALUE;
            for (int i = 0; i < n; i++) {
                deepest = Math.max(deepest, fresh.point(i).depth());
            }
            boolean kept = false;
            for (int i = 0; i < m.pointCount(); i++) {
                kept |= m.point(i).depth() >= deepest;
            }
            assertTrue(kept, "the fresh deepest point must survive: " + m);
        }
    }
}
