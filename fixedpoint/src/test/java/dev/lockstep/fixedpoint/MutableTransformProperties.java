package dev.lockstep.fixedpoint;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertNotSame;
import static org.junit.jupiter.api.Assertions.assertSame;
import static org.junit.jupiter.api.Assertions.assertTrue;
import static org.quicktheories.QuickTheory.qt;

import org.junit.jupiter.api.Test;

/**
 * A {@link MutableTransform} set in place holds the bits of the immutable {@link Transform} built
 * from the same inputs (rotation, translation, basis), so kernels give the same results whichever
 * kind they are handed; and a copy taken with {@link Transform#immutable()} does not follow later
 * changes.
 */
class MutableTransformProperties {
    private static final long SEED = 0x0EC7_7A45L;

    private static void assertSameBits(Transform want, Transform got) {
        assertEquals(want.rotation(), got.rotation());
        assertEquals(want.translation(), got.translation());
        assertEquals(want.basis(), got.basis());
        assertEquals(Mat3.fromQuat(got.rotation()), got.basis());
        assertTrue(want.sameBits(got) && got.sameBits(want));
    }

    @Test
    void setRotationAndTranslationGiveTheBitsOfTransformOf() {
        qt().withFixedSeed(SEED).withExamples(2000).forAll(VectorProperties.unitQuats(),
                VectorProperties.vectors(FixedGenerators.within(1L << 50))).checkAssert((q, p) -> {
                    MutableTransform m = new MutableTransform().setRotation(q.w(), q.x(), q.y(), q.z())
                            .setTranslation(p.x(), p.y(), p.z());
                    Transform t = Transform.of(q, p);
                    assertSameBits(t, m);
                    assertSameBits(t, new MutableTransform().set(t));
                    assertEquals(t, m);
                    assertEquals(t.hashCode(), m.hashCode());
                    MutableVec3 a = new MutableVec3();
                    MutableVec3 b = new MutableVec3();
                    t.applyToPointInto(p.y(), p.z(), p.x(), a);
                    m.applyToPointInto(p.y(), p.z(), p.x(), b);
                    assertEquals(a.toVec3(), b.toVec3());
                    assertEquals(t.inverseApplyToPoint(p), m.inverseApplyToPoint(p));
                    assertEquals(t.inverse(), m.inverse());
                });
    }

    @Test
    void setComposedGivesTheBitsOfCompose() {
        qt().withFixedSeed(SEED).withExamples(2000).forAll(VectorProperties.unitQuats(), VectorProperties.unitQuats(),
                VectorProperties.vectors(FixedGenerators.within(1L << 44)),
                VectorProperties.vectors(FixedGenerators.within(1L << 44))).checkAssert((qa, qb, pa, pb) -> {
                    Transform a = Transform.of(qa, pa);
                    Transform b = Transform.of(qb, pb);
                    Transform want = a.compose(b);
                    // oracle from the value objects: q_a * q_b, R_a p_b + p_a
                    assertEquals(qa.multiply(qb), want.rotation());
                    assertEquals(a.basis().transform(pb).add(pa), want.translation());
                    assertSameBits(want, new MutableTransform().setComposed(a, b));
                    MutableTransform outer = new MutableTransform().set(a);
                    assertSameBits(want, outer.setComposed(outer, b));
                    MutableTransform inner = new MutableTransform().set(b);
                    assertSameBits(want, inner.setComposed(a, inner));
                });
    }

    @Test
    void immutableCopyDoesNotFollowTheMutablePose() {
        MutableTransform m = new MutableTransform().setTranslation(Fixed.ONE, 2 * Fixed.ONE, 3 * Fixed.ONE);
        Transform copy = m.immutable();
        assertNotSame(m, copy);
        assertFalse(copy instanceof MutableTransform);
        m.setTranslation(0, 0, 0);
        assertEquals(Vec3.ofInts(1, 2, 3), copy.translation());
        assertEquals(Transform.IDENTITY, m);
        assertSame(Transform.IDENTITY, Transform.IDENTITY.immutable());
    }

    @Test
    void aNewMutableTransformIsTheIdentity() {
        assertSameBits(Transform.IDENTITY, new MutableTransform());
    }
}
