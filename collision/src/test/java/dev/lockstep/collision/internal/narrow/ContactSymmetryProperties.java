package dev.lockstep.collision.internal.narrow;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;
import static org.quicktheories.QuickTheory.qt;

import dev.lockstep.collision.internal.narrow.ContactGenerators.Scene;
import dev.lockstep.collision.manifold.ContactManifold;
import dev.lockstep.collision.manifold.ManifoldPoint;
import dev.lockstep.collision.narrow.ContactDispatch;
import dev.lockstep.collision.narrow.ContactWorkspace;
import dev.lockstep.fixedpoint.Fixed;
import dev.lockstep.fixedpoint.Transform;
import dev.lockstep.fixedpoint.Vec3;
import org.junit.jupiter.api.Test;
import org.quicktheories.core.Gen;
import org.quicktheories.generators.Generate;

/**
 * Symmetry and invariance of every implemented cell of the collision table (the dyn4j habit,
 * STYLE.md "Symmetry and invariance tests"): swapped arguments give the mirrored manifold (bit for
 * bit for different types, within {@link #SAME_TYPE_TOLERANCE_ULPS} for one type), and an integer
 * translation of both shapes shifts world positions exactly and changes nothing else.
 */
class ContactSymmetryProperties {
    private static final long SEED = 0x5EED_0003L;
    private static final int EXAMPLES = 3000;
    /**
     * Documented tolerance (raw ulps) for same-type swapped queries: depths and world positions
     * agree within 64 ulps (1.5e-8); normal components within 64 ulps times
     * {@code max(1, 1 / coreDistance)}, because a normal built from core points that each carry
     * about an ulp of rounding turns by about an ulp divided by their distance. Capsule pairs need
     * it because the swapped closest-point solve rounds differently.
     */
    static final long SAME_TYPE_TOLERANCE_ULPS = 64;

    private final ContactWorkspace ws = new ContactWorkspace();
    private final ContactManifold ab = new ContactManifold();
    private final ContactManifold ba = new ContactManifold();

    private static Gen<Scene> sphereCapsule() {
        return ContactGenerators.scene(ContactGenerators.sphere(), ContactGenerators.capsule());
    }

    @Test
    void table001_sphereCapsule_swappedArguments_mirroredBitForBit() {
        int[] touching = new int[2];
        qt().withFixedSeed(SEED).withExamples(EXAMPLES).forAll(sphereCapsule()).checkAssert(s -> {
            int n = ContactDispatch.collide(s.a(), s.ta(), s.b(), s.tb(), Fixed.HALF, ws, ab);
            int m = ContactDispatch.collide(s.b(), s.tb(), s.a(), s.ta(), Fixed.HALF, ws, ba);
            assertEquals(n, m);
            ba.swapAB();
            assertTrue(ab.sameBits(ba), s + "\n" + ab + "\n" + ba);
            touching[n > 0 ? 1 : 0]++;
        });
        assertCoverage(touching);
    }

    @Test
    void table001_hullPairs_swappedArguments_mirroredBitForBit() {
        int[] touching = new int[2];
        Gen<Scene> scenes = ContactGenerators.scene(ContactGenerators.sphere(), ContactGenerators.hull())
                .mix(ContactGenerators.scene(ContactGenerators.capsule(), ContactGenerators.hull()), 50);
        qt().withFixedSeed(SEED).withExamples(EXAMPLES / 2).forAll(scenes).checkAssert(s -> {
            int n = ContactDispatch.collide(s.a(), s.ta(), s.b(), s.tb(), 0, ws, ab);
            int m = ContactDispatch.collide(s.b(), s.tb(), s.a(), s.ta(), 0, ws, ba);
            assertEquals(n, m);
            ba.swapAB();
            assertTrue(ab.sameBits(ba), s + "\n" + ab + "\n" + ba);
            touching[n > 0 ? 1 : 0]++;
        });
        assertCoverage(touching);
    }

    @Test
    void table001_sphereSphere_swappedArguments_negatedNormal_bitForBit() {
        int[] touching = new int[2];
        Gen<Scene> scenes = ContactGenerators.scene(ContactGenerators.sphere(), ContactGenerators.sphere());
        qt().withFixedSeed(SEED).withExamples(EXAMPLES).forAll(scenes).checkAssert(s -> {
            int n = ContactDispatch.collide(s.a(), s.ta(), s.b(), s.tb(), 0, ws, ab);
            int m = ContactDispatch.collide(s.b(), s.tb(), s.a(), s.ta(), 0, ws, ba);
            assertEquals(n, m);
            touching[n > 0 ? 1 : 0]++;
            if (n == 0 || ab.normal().equals(new Vec3(0, Fixed.ONE, 0)) && ba.normal().equals(ab.normal())) {
                return;                   // coincident centers: both orders take +Y by design
            }
            ba.swapAB();
            assertTrue(ab.sameBits(ba), s + "\n" + ab + "\n" + ba);
        });
        assertCoverage(touching);
    }

    @Test
    void table001_capsuleCapsule_swappedArguments_mirroredWithinTolerance() {
        int[] outcomes = new int[3];
        int[] skipped = new int[1];
        Gen<Scene> scenes = ContactGenerators.scene(ContactGenerators.capsule(), ContactGenerators.capsule())
                .mix(ContactGenerators.parallelCapsules(), 30);
        qt().withFixedSeed(SEED).withExamples(EXAMPLES).forAll(scenes).checkAssert(s -> {
            int n = ContactDispatch.collide(s.a(), s.ta(), s.b(), s.tb(), 0, ws, ab);
            int m = ContactDispatch.collide(s.b(), s.tb(), s.a(), s.ta(), 0, ws, ba);
            outcomes[n]++;
            if (n == 0 && m == 0) {
                return;
            }
            long radii = s.a().coreRadius() + s.b().coreRadius();
            if (radii - Math.max(maxDepth(ab), maxDepth(ba)) < ILL_CONDITIONED_CORE_DISTANCE) {
                skipped[0]++;             // cores (nearly) touch: the normal is a documented default or noise
                return;
            }
            // counts may differ only where a point sits on the acceptance border or the overlap of
            // parallel segments is a rounding-sized sliver; the deepest depth agrees either way
            assertWithin(maxDepth(ab), maxDepth(ba), s);
            if (n != m) {
                return;
            }
            ba.swapAB();
            // a normal from core points ~1 ulp apart in position turns by ~1 ulp / distance
            long normalTolerance = SAME_TYPE_TOLERANCE_ULPS * Math.max(1, Fixed.ONE / (radii - maxDepth(ab)));
            assertWithin(ab.normalX(), ba.normalX(), normalTolerance, s);
            assertWithin(ab.normalY(), ba.normalY(), normalTolerance, s);
            assertWithin(ab.normalZ(), ba.normalZ(), normalTolerance, s);
            for (int i = 0; i < n; i++) {
                ManifoldPoint p = ab.point(i);
                ManifoldPoint q = nearest(ba, p);
                assertWithin(p.depth(), q.depth(), s);
                assertWithin(p.worldX(), q.worldX(), s);
                assertWithin(p.worldY(), q.worldY(), s);
                assertWithin(p.worldZ(), q.worldZ(), s);
            }
        });
        assertTrue(outcomes[0] > EXAMPLES / 10 && outcomes[1] > EXAMPLES / 10 && outcomes[2] > EXAMPLES / 20,
                "coverage none/one/two points: " + outcomes[0] + "/" + outcomes[1] + "/" + outcomes[2]);
        assertTrue(skipped[0] < EXAMPLES / 10, "too many ill-conditioned samples: " + skipped[0]);
        System.out.println("capsule-capsule swapped: none/one/two = " + outcomes[0] + "/" + outcomes[1] + "/" + outcomes[2] + ", ill-conditioned skipped " + skipped[0]);
    }

    /**
     * Below this core distance (raw {@code 2^20}, 2^-12) the normal of two capsules is a documented
     * default (touching cores) or dominated by rounding, so the same-type symmetry is not claimed.
     */
    static final long ILL_CONDITIONED_CORE_DISTANCE = 1L << 20;

    private static long maxDepth(ContactManifold m) {
        long d = Long.MIN_VALUE;
        for (int i = 0; i < m.pointCount(); i++) {
            d = Math.max(d, m.point(i).depth());
        }
        return d;
    }

    private static ManifoldPoint nearest(ContactManifold m, ManifoldPoint p) {
        ManifoldPoint best = m.point(0);
        long bestD = Long.MAX_VALUE;
        for (int i = 0; i < m.pointCount(); i++) {
            ManifoldPoint q = m.point(i);
            long d = Math.abs(q.worldX() - p.worldX()) + Math.abs(q.worldY() - p.worldY()) + Math.abs(q.worldZ() - p.worldZ());
            if (d < bestD) {
                bestD = d;
                best = q;
            }
        }
        return best;
    }

    private static void assertWithin(long expected, long actual, Scene s) {
        assertWithin(expected, actual, SAME_TYPE_TOLERANCE_ULPS, s);
    }

    private static void assertWithin(long expected, long actual, long tolerance, Scene s) {
        assertTrue(Math.abs(expected - actual) <= tolerance,
                "expected " + expected + " got " + actual + " (diff " + (actual - expected) + ") in " + s);
    }

    @Test
    void everyPair_integerTranslation_shiftsWorldExactly_changesNothingElse() {
        Gen<Scene> scenes = ContactGenerators.scene(ContactGenerators.sphere(), ContactGenerators.capsule())
                .mix(ContactGenerators.scene(ContactGenerators.capsule(), ContactGenerators.capsule()), 50)
                .mix(ContactGenerators.scene(ContactGenerators.sphere(), ContactGenerators.sphere()), 30)
                .mix(ContactGenerators.scene(ContactGenerators.capsule(), ContactGenerators.sphere()), 25)
                .mix(ContactGenerators.scene(ContactGenerators.sphere(), ContactGenerators.hull()), 25)
                .mix(ContactGenerators.scene(ContactGenerators.hull(), ContactGenerators.capsule()), 25)
                .mix(ContactGenerators.scene(ContactGenerators.hull(), ContactGenerators.hull()), 20);
        Gen<Vec3> offsets = Generate.longRange(-1000, 1000).map(k -> k * Fixed.ONE)
                .zip(Generate.longRange(-1000, 1000).map(k -> k * Fixed.ONE), Generate.longRange(-1000, 1000).map(k -> k * Fixed.ONE), Vec3::new);
        int[] touching = new int[2];
        qt().withFixedSeed(SEED).withExamples(EXAMPLES).forAll(scenes, offsets).checkAssert((s, o) -> {
            int n = ContactDispatch.collide(s.a(), s.ta(), s.b(), s.tb(), Fixed.HALF, ws, ab);
            Transform ta = Transform.of(s.ta().rotation(), s.ta().translation().add(o));
            Transform tb = Transform.of(s.tb().rotation(), s.tb().translation().add(o));
            int m = ContactDispatch.collide(s.a(), ta, s.b(), tb, Fixed.HALF, ws, ba);
            touching[n > 0 ? 1 : 0]++;
            assertEquals(n, m);
            assertEquals(ab.normal(), ba.normal());
            assertEquals(ab.tangent1(), ba.tangent1());
            assertEquals(ab.tangent2(), ba.tangent2());
            for (int i = 0; i < n; i++) {
                ManifoldPoint p = ab.point(i);
                ManifoldPoint q = ba.point(i);
                assertEquals(p.world().add(o), q.world(), s + " offset " + o);
                assertEquals(p.localA(), q.localA());
                assertEquals(p.localB(), q.localB());
                assertEquals(p.depth(), q.depth());
                assertEquals(p.featureId(), q.featureId());
            }
        });
        assertCoverage(touching);
    }

    static void assertCoverage(int[] touching) {
        int total = touching[0] + touching[1];
        assertTrue(touching[1] * 10 >= total && touching[0] * 10 >= total,
                "coverage separated/touching: " + touching[0] + "/" + touching[1]);
    }
}
