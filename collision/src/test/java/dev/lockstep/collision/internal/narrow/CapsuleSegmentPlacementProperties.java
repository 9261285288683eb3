package dev.lockstep.collision.internal.narrow;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;
import static org.quicktheories.QuickTheory.qt;

import dev.lockstep.collision.narrow.ContactWorkspace;
import dev.lockstep.collision.shape.Capsule;
import dev.lockstep.fixedpoint.Fixed;
import dev.lockstep.fixedpoint.MutableVec3;
import dev.lockstep.fixedpoint.Quat;
import dev.lockstep.fixedpoint.Transform;
import dev.lockstep.fixedpoint.Vec3;
import org.junit.jupiter.api.Test;
import org.quicktheories.core.Gen;
import org.quicktheories.generators.Generate;

/**
 * {@link CapsuleHullContact#placeSegment}, the start of every capsule-vs-hull route: for a core
 * centred on A's origin it rotates one end and mirrors it ({@code R p1 = -(R p0)}), which must
 * give the bits of placing each end on its own ({@code ta.applyToPoint}, then B's inverse), over
 * arbitrary raw rotations (so rounding ties and odd products occur) and centred as well as
 * off-centre cores. The closed-form and general capsule-box tests share the placement, so they
 * cannot see it; this one compares with the plain transforms.
 */
class CapsuleSegmentPlacementProperties {
    private static final long SEED = 0x5EED_9A5EL;
    private static final int EXAMPLES = 4_000;
    private static final long ONE = Fixed.ONE;

    private final ContactWorkspace ws = new ContactWorkspace();

    private static Gen<Transform> rawTransform() {
        Gen<Long> c = Generate.longRange(-ONE, ONE);
        Gen<Quat> q = c.zip(c, c, c, (w, x, y, z) -> (w | x | y | z) == 0 ? Quat.IDENTITY : new Quat(w, x, y, z).normalize());
        return q.zip(ContactGenerators.point(8), Transform::of);
    }

    @Test
    void centredCore_mirroredRotation_sameBitsAsTwoTransforms() {
        int[] centred = new int[2];
        // core ends on the quarter grid, arbitrary raw, or with a raw-tiny component (products near a tie)
        Gen<Vec3> end = ContactGenerators.point(2).mix(Generate.longRange(-3 * ONE, 3 * ONE)
                .zip(Generate.longRange(-3, 3), Generate.longRange(-ONE, ONE), Vec3::new), 30);
        Gen<Transform[]> poses = rawTransform().zip(rawTransform(), (ta, tb) -> new Transform[] {ta, tb});
        qt().withFixedSeed(SEED).withExamples(EXAMPLES).forAll(end, end, Generate.booleans(), poses)
                .checkAssert((p0, other, mirror, pose) -> {
                    Transform ta = pose[0];
                    Transform tb = pose[1];
                    Vec3 p1 = mirror ? p0.neg() : other;
                    Capsule capsule = new Capsule(p0, p1, ONE / 4);
                    CapsuleHullContact.placeSegment(capsule, ta, tb, ws);
                    Vec3 a0 = ta.applyToPoint(p0);
                    Vec3 a1 = ta.applyToPoint(p1);
                    assertSame(a0, ((NarrowScratch) ws).a0, "a0", capsule, ta);
                    assertSame(a1, ((NarrowScratch) ws).a1, "a1", capsule, ta);
                    assertSame(tb.inverseApplyToPoint(a0), ((NarrowScratch) ws).hullA, "hullA", capsule, tb);
                    assertSame(tb.inverseApplyToPoint(a1), ((NarrowScratch) ws).hullB, "hullB", capsule, tb);
                    centred[mirror ? 1 : 0]++;
                });
        assertTrue(centred[1] >= EXAMPLES / 4 && centred[0] >= EXAMPLES / 4, "centred / not: " + centred[1] + " / " + centred[0]);
    }

    private static void assertSame(Vec3 expected, MutableVec3 actual, String what, Capsule c, Transform t) {
        assertEquals(expected.x(), actual.x, what + ".x " + c + " " + t);
        assertEquals(expected.y(), actual.y, what + ".y " + c + " " + t);
        assertEquals(expected.z(), actual.z, what + ".z " + c + " " + t);
    }
}
