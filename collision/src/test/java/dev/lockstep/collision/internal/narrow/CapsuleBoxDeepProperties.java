package dev.lockstep.collision.internal.narrow;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;
import static org.quicktheories.QuickTheory.qt;

import dev.lockstep.collision.manifold.ContactManifold;
import dev.lockstep.collision.manifold.FeatureId;
import dev.lockstep.collision.narrow.ContactDispatch;
import dev.lockstep.collision.narrow.ContactWorkspace;
import dev.lockstep.collision.shape.Capsule;
import dev.lockstep.collision.shape.ConvexHull;
import dev.lockstep.fixedpoint.Fixed;
import dev.lockstep.fixedpoint.Quat;
import dev.lockstep.fixedpoint.Transform;
import dev.lockstep.fixedpoint.Vec3;
import org.junit.jupiter.api.Test;
import org.quicktheories.core.Gen;
import org.quicktheories.generators.Generate;

/**
 * Capsule vs box, deep: the dispatch's closed form ({@link CapsuleBoxContact}: a core point inside
 * the box by {@link CapsuleHullContact#BOX_DEEP_MARGIN} skips GJK, and its SAT uses the box's
 * symmetries) gives every bit of the general path ({@link CapsuleHullContact#collideGeneral})
 * wherever it decides without GJK (everything but its apart regime, which
 * {@code CapsuleBoxClosedFormProperties} checks against the exact oracle), over random boxes, poses
 * and capsules whose segment's end or middle is placed in the box's frame anywhere from deep inside
 * to just inside, on and just outside a face (so the margin's edge is crossed both ways), with
 * random contact distances. Counts how often the margin's premise held, and its deep regime must
 * see both face and edge contacts, so the run cannot pass without them.
 */
class CapsuleBoxDeepProperties {
    private static final long SEED = 0x5EED_CB0DL;
    private static final int EXAMPLES = 6_000;
    private static final long ONE = Fixed.ONE;
    private static final long MARGIN = 1L << 24;

    private final ContactWorkspace ws = new ContactWorkspace();
    private final ContactManifold general = new ContactManifold();
    private final ContactManifold closed = new ContactManifold();

    private record Query(Vec3 half, Transform tb, Vec3 anchor, Quat turn, long halfLength, long radius, long contactDistance,
            int which) {
        @Override
        public String toString() {
            return "Query[half raw (" + half.x() + ", " + half.y() + ", " + half.z() + "), tb " + tb + ", anchor raw ("
                    + anchor.x() + ", " + anchor.y() + ", " + anchor.z() + "), turn " + turn + ", halfLength raw "
                    + halfLength + ", radius raw " + radius + ", contactDistance raw " + contactDistance + ", anchored "
                    + which + "]";
        }
    }

    /** A coordinate of the anchor as a fraction of the half extent: inside, near the margin, on or just past the face. */
    private static Gen<Long> fraction() {
        Gen<Long> any = Generate.longRange(-ONE - ONE / 8, ONE + ONE / 8);
        Gen<Long> edge = Generate.longRange(-64, 64).map(k -> ONE - k * (MARGIN >> 4));
        return any.mix(edge.mix(edge.map(x -> -x), 50), 40);
    }

    private static Gen<Query> queries() {
        Gen<Long> half = Generate.longRange(1, 8).map(k -> k * (ONE / 4)).mix(Generate.longRange(ONE / 16, 2 * ONE), 50);
        Gen<Vec3> halves = half.zip(half, half, Vec3::new);
        Gen<Vec3> fractions = fraction().zip(fraction(), fraction(), Vec3::new);
        Gen<Long> halfLength = Generate.longRange(0, 2 * ONE);
        Gen<Long> contactDistance = Generate.pick(java.util.List.of(0L, ONE / 8)).mix(Generate.longRange(0, ONE), 30);
        return halves.zip(ContactGenerators.transform(), fractions, (h, t, f) -> new Object[] {h, t, f})
                .zip(ContactGenerators.rotation(), halfLength, ContactGenerators.radius(), contactDistance,
                        (o, q, l, r, d) -> new Query((Vec3) o[0], (Transform) o[1], scale((Vec3) o[2], (Vec3) o[0]), q, l, r, d,
                                (int) (l % 3)));
    }

    private static Vec3 scale(Vec3 fraction, Vec3 half) {
        return new Vec3(Fixed.mul(fraction.x(), half.x()), Fixed.mul(fraction.y(), half.y()), Fixed.mul(fraction.z(), half.z()));
    }

    @Test
    void capsuleVsBox_deepClosedForm_everyBitOfTheGeneralPath() {
        int[] premise = new int[2];
        int[] deepAnswers = new int[2];   // the closed form's deep regime: face contacts, edge contacts
        qt().withFixedSeed(SEED).withExamples(EXAMPLES).forAll(queries()).checkAssert(q -> {
            ConvexHull box = ConvexHull.box(q.half());
            // the segment along the capsule's local x; the anchor (box frame) is its end 0, end 1 or middle
            long l = q.halfLength();
            Capsule capsule = q.which() == 1 ? new Capsule(new Vec3(-2 * l, 0, 0), Vec3.ZERO, q.radius())
                    : q.which() == 0 ? new Capsule(Vec3.ZERO, new Vec3(2 * l, 0, 0), q.radius())
                    : new Capsule(new Vec3(-l, 0, 0), new Vec3(l, 0, 0), q.radius());
            Transform ta = Transform.of(q.turn(), q.tb().applyToPoint(q.anchor()));
            int g = CapsuleHullContact.collideGeneral(capsule, ta, box, q.tb(), q.contactDistance(), ws, general);
            // the dispatch's capsule-box closed form (CapsuleBoxContact) where it decides without the general path
            int c = ContactDispatch.collide(capsule, ta, box, q.tb(), q.contactDistance(), ws, closed);
            if (((NarrowScratch) ws).capsuleBoxRegime != CapsuleBoxContact.APART && ((NarrowScratch) ws).capsuleBoxRegime != CapsuleBoxContact.APART_FACE) {
                assertEquals(g, c, "closed form point count " + q);
                assertTrue(closed.sameBits(general), "closed form " + closed + "\ngeneral " + general + "\n" + q);
            }
            if (((NarrowScratch) ws).capsuleBoxRegime == CapsuleBoxContact.DEEP) {
                deepAnswers[g == 1 && FeatureId.typeB(general.point(0).featureId()) == FeatureId.EDGE ? 1 : 0]++;
            }
            Vec3 a = q.anchor();
            boolean inside = Math.abs(a.x()) <= q.half().x() - MARGIN && Math.abs(a.y()) <= q.half().y() - MARGIN
                    && Math.abs(a.z()) <= q.half().z() - MARGIN;
            premise[inside ? 1 : 0]++;
        });
        assertTrue(deepAnswers[0] >= EXAMPLES / 10 && deepAnswers[1] >= EXAMPLES / 20,
                "closed-form deep regime, face / edge contacts: " + java.util.Arrays.toString(deepAnswers));
        assertTrue(premise[1] >= EXAMPLES / 4 && premise[0] >= EXAMPLES / 10, "anchors inside / not: " + premise[1] + " / " + premise[0]);
    }
}
