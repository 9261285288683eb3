package dev.lockstep.collision.internal.narrow;

import static dev.lockstep.collision.internal.narrow.ContactAssertions.v;
import static dev.lockstep.collision.SteadyStateAllocation.assertSomePassAllocatesNothing;
import static org.junit.jupiter.api.Assertions.assertEquals;

import dev.lockstep.collision.manifold.ContactManifold;
import dev.lockstep.collision.manifold.PersistentManifold;
import dev.lockstep.collision.narrow.ContactDispatch;
import dev.lockstep.collision.narrow.ContactWorkspace;
import dev.lockstep.collision.shape.Capsule;
import dev.lockstep.collision.shape.Sphere;
import dev.lockstep.fixedpoint.Fixed;
import dev.lockstep.fixedpoint.Quat;
import dev.lockstep.fixedpoint.Transform;
import org.junit.jupiter.api.Test;

/**
 * Steady-state queries allocate nothing: after a warm-up, some pass over the same window of
 * queries allocates exactly 0 bytes on this thread ({@link SteadyStateAllocation} says why one pass
 * is not enough and why a query that allocates fails every pass).
 */
class AllocationFreeTest {
    private static final int CALLS = 20_000;

    @Test
    void everyPairFunction_dispatchAndPersistentUpdate_allocateNothing() {

        ContactWorkspace ws = new ContactWorkspace();
        ContactManifold out = new ContactManifold();
        PersistentManifold persistent = new PersistentManifold();
        Sphere sphere = Sphere.of(Fixed.ONE);
        Capsule rod = new Capsule(v(-2, 0, 0), v(2, 0, 0), Fixed.HALF);
        Capsule upper = new Capsule(v(-1, 0, 0), v(3, 0, 0), Fixed.HALF);
        Transform ta = Transform.of(new Quat(0xB504_F334L, 0, 0xB504_F334L, 0), v(0.5, 0.25, 0));
        Transform tb = Transform.translation(v(0.5, 1.5, 0.125));
        Transform stacked = Transform.of(ta.rotation(), v(0.5, 1, 0));
        Runnable work = () -> {
            SphereSphereContact.collide(sphere, ta, sphere, tb, 0, ws, out);
            SphereCapsuleContact.collide(sphere, tb, rod, ta, 0, ws, out);
            CapsuleCapsuleContact.collide(rod, ta, upper, stacked, 0, ws, out);
            ContactDispatch.collide(rod, ta, sphere, tb, Fixed.HALF, ws, out);
            persistent.update(ta, tb, out, Fixed.HALF);
        };
        assertSomePassAllocatesNothing(work, CALLS, CALLS / 10, "contact queries");
    }

    @Test
    void hullHull_scanningAndWalkingSat_allocateNothing() {

        java.util.Random r = new java.util.Random(0xA110_0004L);
        dev.lockstep.collision.shape.ConvexHull box = dev.lockstep.collision.shape.ConvexHull.box(v(1, 1, 1));
        // 8 (scanning SAT), 40 and 100 points (climbing and walking SAT), random poses, mostly overlapping
        dev.lockstep.collision.shape.ConvexHull[] hulls = {box, HullScenes.randomHull(r, 8, Fixed.ONE),
            HullScenes.randomHull(r, 40, Fixed.ONE), HullScenes.randomHull(r, 100, Fixed.ONE)};
        Transform[] poses = new Transform[16];
        for (int i = 0; i < poses.length; i++) {
            poses[i] = Transform.of(HullScenes.randomRotation(r), v(r.nextInt(3) * 0.5, r.nextInt(3) * 0.5, 0));
        }
        ContactWorkspace ws = new ContactWorkspace();
        ContactManifold out = new ContactManifold();
        // and the speculative point by GJK (HullHullContactTest's scene of seed 44: apart, nothing clipped)
        HullScenes.Pair apart = HullScenes.nearbyPair(44);
        assertEquals(1, HullHullContact.collide(apart.a(), apart.ta(), apart.b(), apart.tb(), Fixed.ONE / 4, ws, out));
        int rounds = 300;
        Runnable work = () -> {
            for (int i = 0; i < hulls.length; i++) {
                for (int j = 0; j < hulls.length; j++) {
                    HullHullContact.collide(hulls[i], poses[(3 * i + j) % 16], hulls[j], poses[(5 * j + i + 1) % 16], 0, ws, out);
                }
            }
            HullHullContact.collide(apart.a(), apart.ta(), apart.b(), apart.tb(), Fixed.ONE / 4, ws, out);
        };
        assertSomePassAllocatesNothing(work, rounds, rounds / 3, "hull-hull queries");
    }

    @Test
    void sphereAndCapsuleVsHull_everyClosedFormRegionAndTheGjkFallback_allocateNothing() {

        ContactWorkspace ws = new ContactWorkspace();
        ContactManifold out = new ContactManifold();
        dev.lockstep.collision.shape.ConvexHull box = dev.lockstep.collision.shape.ConvexHull.box(v(1, 1, 1));
        Sphere sphere = Sphere.of(Fixed.ONE);
        Capsule lying = new Capsule(v(-1.5, 0, 0), v(0.5, 0, 0), Fixed.HALF / 2);
        Capsule tilted = new Capsule(v(1.5, 0, 0), v(0.5, 0.5, 0), Fixed.HALF);
        Transform tb = Transform.of(new Quat(0xB504_F334L, 0, 0xB504_F334L, 0), v(0.25, 0, 0));
        Transform[] at = {
            // (a box: SphereBoxContact's face, edge, vertex and deep cases)
            Transform.translation(tb.applyToPoint(v(0.25, 1.5, -0.5))),   // face region
            Transform.translation(tb.applyToPoint(v(1.5, 1.5, 0.25))),    // edge region
            Transform.translation(tb.applyToPoint(v(1.5, 1.5, 1.5))),     // vertex region
            Transform.translation(tb.applyToPoint(v(0, 0.5, 0))),         // deep
        };
        Transform lyingAt = Transform.of(tb.rotation(), tb.applyToPoint(v(0, 1.125, 0)));
        Transform tiltedAt = Transform.of(tb.rotation(), tb.applyToPoint(v(0, 1.125, 0)));
        Transform deepAt = Transform.of(new Quat(0x4000_0000L, 0x2000_0000L, 0, 0xE000_0000L).normalize(), tb.applyToPoint(v(0, 0.25, 0)));
        Runnable work = () -> {
            for (Transform ta : at) {
                SphereHullContact.collide(sphere, ta, box, tb, 0, ws, out);
            }
            CapsuleHullContact.collide(lying, lyingAt, box, tb, 0, ws, out);      // closed-form face contact
            CapsuleHullContact.collide(tilted, tiltedAt, box, tb, 0, ws, out);    // GJK path
            CapsuleHullContact.collide(lying, deepAt, box, tb, 0, ws, out);       // deep: GJK, then the SAT
            ContactDispatch.collide(box, tb, sphere, at[1], Fixed.HALF, ws, out);
            ContactDispatch.collide(lying, deepAt, box, tb, 0, ws, out);          // the box closed form's deep SAT
        };
        assertSomePassAllocatesNothing(work, CALLS / 4, CALLS / 40, "hull contact queries");
    }
}
