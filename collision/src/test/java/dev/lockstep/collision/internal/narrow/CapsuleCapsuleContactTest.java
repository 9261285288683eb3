package dev.lockstep.collision.internal.narrow;

import static dev.lockstep.collision.internal.narrow.ContactAssertions.assertNormal;
import static dev.lockstep.collision.internal.narrow.ContactAssertions.assertPoint;
import static dev.lockstep.collision.internal.narrow.ContactAssertions.at;
import static dev.lockstep.collision.internal.narrow.ContactAssertions.fx;
import static dev.lockstep.collision.internal.narrow.ContactAssertions.v;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.lockstep.collision.manifold.ContactManifold;
import dev.lockstep.collision.manifold.FeatureId;
import dev.lockstep.collision.narrow.ContactWorkspace;
import dev.lockstep.collision.shape.Capsule;
import dev.lockstep.collision.shape.Sphere;
import dev.lockstep.fixedpoint.Fixed;
import dev.lockstep.fixedpoint.Vec3;
import org.junit.jupiter.api.Test;

class CapsuleCapsuleContactTest {
    private final ContactWorkspace ws = new ContactWorkspace();
    private final ContactManifold m = new ContactManifold();
    /** Segment (-2,0,0)-(2,0,0), radius 0.5. */
    private static final Capsule ROD = new Capsule(v(-2, 0, 0), v(2, 0, 0), Fixed.HALF);

    private static long id(int ta, int ia, int tb, int ib) {
        return FeatureId.of(ta, ia, tb, ib);
    }

    @Test
    void seed001_capsuleVsCapsule_crossingSegments_onePointAtClosestPoints() {
        Capsule cross = new Capsule(v(0, -1, 0), v(0, 1, 0), Fixed.HALF);
        assertEquals(1, CapsuleCapsuleContact.collide(ROD, at(0, 0, 0), cross, at(0, 0, 0.75), 0, ws, m));
        assertNormal(m, Vec3.UNIT_Z);
        // cores (0,0,0) and (0,0,0.75): witnesses z = 0.5 and 0.25, middle 0.375, depth 0.25
        assertPoint(m.point(0), v(0, 0, 0.375), v(0, 0, 0.5), v(0, 0, -0.5), 0x4000_0000L,
                id(FeatureId.EDGE, 0, FeatureId.EDGE, 0)); // 0x2000_0000_2000_0000
    }

    @Test
    void seed001_capsuleVsCapsule_degenerate_intersectingSegments_normalFromCrossProduct() {
        Capsule cross = new Capsule(v(0, -1, 0), v(0, 1, 0), Fixed.HALF);
        assertEquals(1, CapsuleCapsuleContact.collide(ROD, at(0, 0, 0), cross, at(0, 0, 0), 0, ws, m));
        // uA x uB = X x Y = +Z; depth = rA + rB = 1
        assertNormal(m, Vec3.UNIT_Z);
        assertPoint(m.point(0), v(0, 0, 0), v(0, 0, 0.5), v(0, 0, -0.5), Fixed.ONE, id(FeatureId.EDGE, 0, FeatureId.EDGE, 0));
        // swapped: uB x uA = -Z, the negated normal
        CapsuleCapsuleContact.collide(cross, at(0, 0, 0), ROD, at(0, 0, 0), 0, ws, m);
        assertNormal(m, v(0, 0, -1));
    }

    @Test
    void seed001_capsuleVsCapsule_stacking_parallelGivesTwoPointsByClipping() {
        // B = (-1..3, 0.75, 0) lies on A = (-2..2, 0, 0): overlap x in [-1, 2]
        Capsule upper = new Capsule(v(-1, 0, 0), v(3, 0, 0), Fixed.HALF);
        assertEquals(2, CapsuleCapsuleContact.collide(ROD, at(0, 0, 0), upper, at(0, 0.75, 0), 0, ws, m));
        assertNormal(m, Vec3.UNIT_Y);
        // end 0 of B lies inside A's slab: paired with its projection (-1,0,0) on A's interior
        assertPoint(m.point(0), v(-1, 0.375, 0), v(-1, 0.5, 0), v(-1, -0.5, 0), 0x4000_0000L,
                id(FeatureId.EDGE, 0, FeatureId.VERTEX, 0));
        // end 1 of A bounds the overlap: paired with its closest point (2, 0.75, 0) on B
        assertPoint(m.point(1), v(2, 0.375, 0), v(2, 0.5, 0), v(2, -0.5, 0), 0x4000_0000L,
                id(FeatureId.VERTEX, 1, FeatureId.EDGE, 0));
    }

    @Test
    void seed001_capsuleVsCapsule_stacking_antiParallel_sameTwoPoints() {
        Capsule upper = new Capsule(v(3, 0, 0), v(-1, 0, 0), Fixed.HALF);
        assertEquals(2, CapsuleCapsuleContact.collide(ROD, at(0, 0, 0), upper, at(0, 0.75, 0), 0, ws, m));
        assertEquals(v(-1, 0.375, 0), m.point(0).world());
        assertEquals(id(FeatureId.EDGE, 0, FeatureId.VERTEX, 1), m.point(0).featureId());
        assertEquals(v(2, 0.375, 0), m.point(1).world());
    }

    @Test
    void seed001_capsuleVsCapsule_degenerate_overlappingParallelSegments() {
        // collinear overlapping segments: no direction from the closest points; the normal is the
        // first tangent of uA = +X, (0, 0, -1); two points, depth rA + rB = 1 each
        Capsule same = new Capsule(v(-1, 0, 0), v(3, 0, 0), Fixed.HALF);
        assertEquals(2, CapsuleCapsuleContact.collide(ROD, at(0, 0, 0), same, at(0, 0, 0), 0, ws, m));
        assertNormal(m, v(0, 0, -1));
        assertPoint(m.point(0), v(-1, 0, 0), v(-1, 0, -0.5), v(-1, 0, 0.5), Fixed.ONE, id(FeatureId.EDGE, 0, FeatureId.VERTEX, 0));
        assertPoint(m.point(1), v(2, 0, 0), v(2, 0, -0.5), v(2, 0, 0.5), Fixed.ONE, id(FeatureId.VERTEX, 1, FeatureId.EDGE, 0));
    }

    @Test
    void seed001_capsuleVsCapsule_parallelEndToEnd_noOverlap_onePointBetweenTheCaps() {
        Capsule next = new Capsule(v(2.5, 0, 0), v(4.5, 0, 0), Fixed.HALF);
        assertEquals(1, CapsuleCapsuleContact.collide(ROD, at(0, 0, 0), next, at(0, 0, 0), 0, ws, m));
        assertNormal(m, Vec3.UNIT_X);
        assertPoint(m.point(0), v(2.25, 0, 0), v(2.5, 0, 0), v(2, 0, 0), 0x8000_0000L,
                id(FeatureId.VERTEX, 1, FeatureId.VERTEX, 0));
    }

    @Test
    void seed001_capsuleVsCapsule_clipping_keepsOnlyPointsWithinTheRadii() {
        // B rises 3/64 over length 4 (sine ~0.0117 < 2^-6: parallel). Left end of the overlap,
        // B's end 0 at height 0.96875: depth 1 - 0.96875 = 0.03125 = 0x0800_0000, kept. Right end,
        // A's end 1 at x = 2: B is 0.96875 + 3/4 * 3/64 = 1.0039 above it, beyond the radii: dropped.
        Capsule b = new Capsule(v(-1, 0.96875, 0), v(3, 0.96875 + 0.046875, 0), Fixed.HALF);
        assertEquals(1, CapsuleCapsuleContact.collide(ROD, at(0, 0, 0), b, at(0, 0, 0), 0, ws, m));
        assertNormal(m, Vec3.UNIT_Y);
        assertPoint(m.point(0), v(-1, 0.484375, 0), v(-1, 0.5, 0), v(-1, 0.46875, 0), 0x0800_0000L,
                id(FeatureId.EDGE, 0, FeatureId.VERTEX, 0));
        // with a contact distance of 1/64 the right end comes back as a speculative point
        assertEquals(2, CapsuleCapsuleContact.collide(ROD, at(0, 0, 0), b, at(0, 0, 0), fx(0.015625), ws, m));
        assertTrue(m.point(1).depth() < 0, m.toString());
        assertEquals(id(FeatureId.VERTEX, 1, FeatureId.EDGE, 0), m.point(1).featureId());
    }

    @Test
    void seed001_capsuleVsCapsule_beyondParallelTolerance_onePointAtClosestPoints() {
        // rise 0.25 over 4: sine ~0.0624 > 2^-6, so no clipping: one point at B's lower end
        Capsule steeper = new Capsule(v(-1, 0.875, 0), v(3, 0.875 + 0.25, 0), Fixed.HALF);
        assertEquals(1, CapsuleCapsuleContact.collide(ROD, at(0, 0, 0), steeper, at(0, 0, 0), 0, ws, m));
        assertEquals(id(FeatureId.EDGE, 0, FeatureId.VERTEX, 0), m.point(0).featureId());
        assertEquals(fx(0.125), m.point(0).depth());
    }

    @Test
    void seed001_capsuleVsCapsule_separated_noPoints_andContactDistance() {
        Capsule cross = new Capsule(v(0, -1, 0), v(0, 1, 0), Fixed.HALF);
        assertEquals(0, CapsuleCapsuleContact.collide(ROD, at(0, 0, 0), cross, at(0, 0, 1.25), 0, ws, m));
        assertEquals(1, CapsuleCapsuleContact.collide(ROD, at(0, 0, 0), cross, at(0, 0, 1.25), fx(0.25), ws, m));
        assertEquals(-fx(0.25), m.point(0).depth());
    }

    @Test
    void zeroLengthCapsuleA_isASphereAgainstTheCapsule_bitForBit() {
        Capsule dot = new Capsule(v(0.25, 0.5, 0), v(0.25, 0.5, 0), Fixed.ONE);
        ContactManifold viaSphere = new ContactManifold();
        CapsuleCapsuleContact.collide(dot, at(0.5, 0.75, 0.125), ROD, at(0, 0, 0), 0, ws, m);
        SphereCapsuleContact.collide(new Sphere(v(0.25, 0.5, 0), Fixed.ONE), at(0.5, 0.75, 0.125), ROD, at(0, 0, 0), 0, ws, viaSphere);
        assertEquals(1, m.pointCount());
        assertTrue(m.sameBits(viaSphere), m + " vs " + viaSphere);
    }

    @Test
    void zeroLengthBothCapsules_areSpheres_coincidentUsesGlobalUp() {
        Capsule dot = new Capsule(v(1, 1, 1), v(1, 1, 1), Fixed.HALF);
        assertEquals(1, CapsuleCapsuleContact.collide(dot, at(0, 0, 0), dot, at(0, 0, 0), 0, ws, m));
        assertNormal(m, Vec3.UNIT_Y);
        assertEquals(id(FeatureId.VERTEX, 0, FeatureId.VERTEX, 0), m.point(0).featureId());
    }

    @Test
    void zeroLengthCapsuleOnSegment_normalIsTangentOfTheSegment() {
        Capsule dot = new Capsule(v(0, 0, 0), v(0, 0, 0), Fixed.HALF);
        assertEquals(1, CapsuleCapsuleContact.collide(dot, at(1, 0, 0), ROD, at(0, 0, 0), 0, ws, m));
        assertNormal(m, v(0, 0, -1));
        assertEquals(id(FeatureId.VERTEX, 0, FeatureId.EDGE, 0), m.point(0).featureId());
    }

    /**
     * Issue 20: two capsules whose centre lines cross, FCL's capsule-capsule pose (radii summing
     * to 3.5, the segments meeting at their middles), under a grid of rotations of the whole pose.
     * The depth was right (3.5), but the normal came from the rounding noise of the closest
     * points (world +Y, or (1,1,0)/sqrt 2, where moving B by the depth left 0.25 of overlap): it
     * must be the unit cross product of the axes, so that moving B by the depth along it parts the
     * capsules.
     */
    @Test
    void issue20_fclCrossingCapsules_normalIsTheAxesCrossProduct() {
        Capsule a = new Capsule(v(0, 0, -5), v(0, 0, 5), Fixed.ONE + Fixed.HALF);
        Capsule b = new Capsule(v(-3, 0, 0), v(3, 0, 0), 2 * Fixed.ONE);
        long[] c = {-Fixed.ONE, -Fixed.HALF, 0, Fixed.HALF, Fixed.ONE};
        int checked = 0;
        for (long w : c) {
            for (long x : c) {
                for (long y : c) {
                    for (long z : c) {
                        if ((w | x | y | z) == 0) {
                            continue;
                        }
                        dev.lockstep.fixedpoint.Quat q = new dev.lockstep.fixedpoint.Quat(w, x, y, z).normalize();
                        Vec3 p = v(1.25, -0.6875, 2.125);
                        dev.lockstep.fixedpoint.Transform t = at(q, p);
                        assertEquals(1, CapsuleCapsuleContact.collide(a, t, b, t, 0, ws, m));
                        long depth = m.point(0).depth();
                        assertTrue(Math.abs(depth - (3 * Fixed.ONE + Fixed.HALF)) <= 16, "depth " + depth);
                        // uA x uB = Z x X = +Y in the pose's frame, placed by the rotation
                        Vec3 cross = t.applyToVector(Vec3.UNIT_Y);
                        long dot = Fixed.dot3(m.normalX(), m.normalY(), m.normalZ(), cross.x(), cross.y(), cross.z());
                        assertTrue(Math.abs(Math.abs(dot) - Fixed.ONE) <= 1L << 4, "normal . (uA x uB) = " + dot + " for " + q);
                        checked++;
                    }
                }
            }
        }
        assertTrue(checked > 600);
    }
}
