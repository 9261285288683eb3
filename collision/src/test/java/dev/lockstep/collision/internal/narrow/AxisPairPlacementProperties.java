package dev.lockstep.collision.internal.narrow;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;
import static org.quicktheories.QuickTheory.qt;

import dev.lockstep.fixedpoint.Fixed;
import dev.lockstep.fixedpoint.FixedOverflowException;
import dev.lockstep.fixedpoint.MutableVec3;
import dev.lockstep.fixedpoint.Quat;
import dev.lockstep.fixedpoint.Transform;
import dev.lockstep.fixedpoint.Vec3;
import org.junit.jupiter.api.Test;
import org.quicktheories.core.Gen;
import org.quicktheories.generators.Generate;

/**
 * {@link AxisPairPlacement}, the box face point's two witnesses placed with shared products: the
 * bits of two {@link Transform#applyToPointInto} calls over arbitrary raw rotations (rounding
 * ties and odd products occur), every axis, coordinates from raw-tiny to far beyond a scene
 * (where the 128-bit words wrap the same way), and the plain transforms' exception where a dot
 * overflows.
 */
class AxisPairPlacementProperties {
    private static final long SEED = 0xA815_9A12L;
    private static final int EXAMPLES = 20_000;
    private static final long ONE = Fixed.ONE;

    private static Gen<Transform> rawTransform() {
        Gen<Long> c = Generate.longRange(-ONE, ONE);
        Gen<Quat> q = c.zip(c, c, c, (w, x, y, z) -> (w | x | y | z) == 0 ? Quat.IDENTITY : new Quat(w, x, y, z).normalize());
        return q.zip(ContactGenerators.point(64), Transform::of);
    }

    private static Gen<Long> coordinate() {
        return Generate.longRange(-8 * ONE, 8 * ONE).mix(Generate.longRange(-4, 4), 20)
                .mix(Generate.longRange(-(1L << 61), 1L << 61), 20)
                .mix(Generate.longRange(Long.MIN_VALUE, Long.MAX_VALUE), 15);
    }

    @Test
    void twoPointsDifferingOnOneAxis_sameBitsAsTwoTransforms() {
        int[] thrown = new int[2];
        MutableVec3 b = new MutableVec3();
        MutableVec3 a = new MutableVec3();
        qt().withFixedSeed(SEED).withExamples(EXAMPLES)
                .forAll(rawTransform(), Generate.range(0, 2), coordinate().zip(coordinate(), coordinate(), Vec3::new),
                        coordinate().zip(coordinate(), (kB, kA) -> new long[] {kB, kA}))
                .checkAssert((t, k, q, ks) -> {
                    long[] pb = {q.x(), q.y(), q.z()};
                    long[] pa = {q.x(), q.y(), q.z()};
                    pb[k] = ks[0];
                    pa[k] = ks[1];
                    Vec3 eb;
                    Vec3 ea;
                    try {
                        eb = t.applyToPoint(new Vec3(pb[0], pb[1], pb[2]));
                        ea = t.applyToPoint(new Vec3(pa[0], pa[1], pa[2]));
                    } catch (FixedOverflowException expected) {
                        FixedOverflowException e = assertThrows(FixedOverflowException.class,
                                () -> AxisPairPlacement.applyToPointsInto(t, k, q.x(), q.y(), q.z(), ks[0], ks[1], b, a));
                        assertEquals(expected.getMessage(), e.getMessage());
                        thrown[1]++;
                        return;
                    }
                    AxisPairPlacement.applyToPointsInto(t, k, q.x(), q.y(), q.z(), ks[0], ks[1], b, a);
                    String where = t + " k=" + k + " q=" + q + " kB=" + ks[0] + " kA=" + ks[1];
                    assertEquals(eb.x(), b.x, "b.x " + where);
                    assertEquals(eb.y(), b.y, "b.y " + where);
                    assertEquals(eb.z(), b.z, "b.z " + where);
                    assertEquals(ea.x(), a.x, "a.x " + where);
                    assertEquals(ea.y(), a.y, "a.y " + where);
                    assertEquals(ea.z(), a.z, "a.z " + where);
                    thrown[0]++;
                });
        assertTrue(thrown[0] >= EXAMPLES / 4 && thrown[1] >= EXAMPLES / 200, "placed / thrown: " + thrown[0] + " / " + thrown[1]);
    }
}
