package dev.lockstep.collision.internal.narrow;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNotNull;
import static org.junit.jupiter.api.Assertions.assertTrue;
import static org.quicktheories.QuickTheory.qt;

import dev.lockstep.collision.internal.shape.HullQueryIndex;
import dev.lockstep.collision.manifold.ContactManifold;
import dev.lockstep.collision.manifold.FeatureId;
import dev.lockstep.collision.narrow.ContactWorkspace;
import dev.lockstep.collision.shape.ConvexHull;
import dev.lockstep.collision.shape.Sphere;
import dev.lockstep.fixedpoint.Fixed;
import dev.lockstep.fixedpoint.Quat;
import dev.lockstep.fixedpoint.Transform;
import dev.lockstep.fixedpoint.Vec3;
import org.junit.jupiter.api.Test;
import org.quicktheories.core.Gen;
import org.quicktheories.generators.Generate;

/**
 * The sphere-box closed form ({@link SphereBoxContact}) gives every bit of the general sphere-hull
 * path ({@link SphereHullContact#collideGeneral}): point count, normal, tangents, world points,
 * local witnesses, depth and feature ids, over random boxes, poses, radii and contact distances,
 * with the center placed in the box's frame in every regime: deep, on a face plane, edge and
 * vertex lines exactly (quarter-grid extents and exact offsets), touching within a few ulps,
 * within and beyond the contact distance. Each region is counted so the run cannot pass by
 * missing one.
 */
class SphereBoxClosedFormProperties {
    private static final long SEED = 0x5EED_B0C5L;
    private static final int EXAMPLES = 20_000;
    private static final long ONE = Fixed.ONE;

    private final ContactWorkspace ws = new ContactWorkspace();
    private final ContactManifold closed = new ContactManifold();
    private final ContactManifold general = new ContactManifold();

    private record Query(Vec3 half, Transform tb, long radius, long contactDistance, int[] modes, long[] offsets,
            Vec3 sphereCenter, Quat sphereRotation) {
        @Override
        public String toString() {
            return "Query[half raw " + raw(half) + ", tb " + tb + ", radius raw " + radius + ", contactDistance raw "
                    + contactDistance + ", modes " + java.util.Arrays.toString(modes) + ", offsets "
                    + java.util.Arrays.toString(offsets) + ", sphere center raw " + raw(sphereCenter) + ", rotation "
                    + sphereRotation + "]";
        }
    }

    private static String raw(Vec3 v) {
        return "(" + v.x() + ", " + v.y() + ", " + v.z() + ")";
    }

    /** Half extents: quarter grid half the time (so exact boundaries are common), else any in [1/16, 2]. */
    private static Gen<Long> halfExtent() {
        return Generate.longRange(1, 8).map(k -> k * (ONE / 4)).mix(Generate.longRange(ONE / 16, 2 * ONE), 50);
    }

    private static Gen<Vec3> halves() {
        return halfExtent().zip(halfExtent(), halfExtent(), Vec3::new);
    }

    /**
     * Per axis a mode: 0 inside (offset is a fraction of h in [-1, 1]), 1 exactly on the plane
     * {@code +-h}, 2 outside by the offset's magnitude (a fraction of the radius plus the contact
     * distance, so touching, within and beyond all occur), 3 outside by exactly the radius plus a
     * few ulps (touching).
     */
    private static Gen<int[]> modes() {
        Gen<Integer> m = Generate.range(0, 3);
        return m.zip(m, m, (x, y, z) -> new int[] {x, y, z});
    }

    private static Gen<long[]> offsets() {
        Gen<Long> o = Generate.longRange(-ONE, ONE);
        return o.zip(o, o, (x, y, z) -> new long[] {x, y, z});
    }

    private static Gen<Long> contactDistance() {
        return Generate.pick(java.util.List.of(0L, ONE / 8, ONE / 2)).mix(Generate.longRange(0, ONE), 30);
    }

    private static Gen<Query> queries() {
        Gen<Quat> sphereRotation = ContactGenerators.rotation();
        Gen<Vec3> sphereCenter = Generate.constant(Vec3.ZERO).mix(ContactGenerators.point(1), 50);
        return halves().zip(ContactGenerators.transform(), ContactGenerators.radius(), contactDistance(),
                (h, t, r, d) -> new Object[] {h, t, r, d})
                .zip(modes(), offsets(), sphereCenter, sphereRotation, (o, m, off, c, q) -> new Query((Vec3) o[0],
                        (Transform) o[1], (Long) o[2], (Long) o[3], m, off, c, q));
    }

    /** The center in the box frame from the query's modes. */
    private static Vec3 localCenter(Query q) {
        long[] h = {q.half().x(), q.half().y(), q.half().z()};
        long[] c = new long[3];
        for (int k = 0; k < 3; k++) {
            long off = q.offsets()[k];
            long sign = off < 0 ? -1 : 1;
            switch (q.modes()[k]) {
                case 0 -> c[k] = Fixed.mul(off, h[k]);
                case 1 -> c[k] = sign * h[k];
                case 2 -> c[k] = sign * (h[k] + Fixed.mul(Math.abs(off), q.radius() + q.contactDistance() + ONE / 4));
                default -> c[k] = sign * (h[k] + q.radius() + (off % 5));
            }
        }
        return new Vec3(c[0], c[1], c[2]);
    }

    @Test
    void sphereVsBox_closedForm_everyBitOfTheGeneralPath_everyRegimeAndRegion() {
        int[] seen = new int[6];    // none, vertex, edge, shallow face, deep face, touching (|depth| <= 8 ulps)
        qt().withFixedSeed(SEED).withExamples(EXAMPLES).forAll(queries()).checkAssert(q -> {
            ConvexHull box = ConvexHull.box(q.half());
            assertNotNull(HullQueryIndex.of(box).box(), "ConvexHull.box must be detected as a box");
            Sphere sphere = new Sphere(q.sphereCenter(), q.radius());
            Vec3 world = q.tb().applyToPoint(localCenter(q));
            // the sphere's own pose puts its center at `world` up to the rotation's rounding
            Transform ta = Transform.of(q.sphereRotation(), world.sub(q.sphereRotation().rotate(q.sphereCenter())));
            int n = SphereHullContact.collide(sphere, ta, box, q.tb(), q.contactDistance(), ws, closed);
            int g = SphereHullContact.collideGeneral(sphere, ta, box, q.tb(), q.contactDistance(), ws, general);
            assertEquals(g, n, "point count " + q);
            assertTrue(closed.sameBits(general), "closed form " + closed + "\ngeneral " + general + "\n" + q);
            if (n == 0) {
                seen[0]++;
                return;
            }
            long id = closed.point(0).featureId();
            long depth = closed.point(0).depth();
            int type = FeatureId.typeB(id);
            if (Math.abs(depth) <= 8) {
                seen[5]++;
            }
            if (type == FeatureId.VERTEX) {
                seen[1]++;
            } else if (type == FeatureId.EDGE) {
                seen[2]++;
            } else if (depth > q.radius()) {
                seen[4]++;
            } else {
                seen[3]++;
            }
        });
        for (int i = 0; i < seen.length; i++) {
            assertTrue(seen[i] >= 200, "regime " + i + " seen " + seen[i] + " times: " + java.util.Arrays.toString(seen));
        }
    }

    /** Centers exactly on the face, edge and vertex boundaries of a unit box, identity poses: the ties. */
    @Test
    void sphereVsBox_centersOnRegionBoundaries_sameBitsAsGeneralPath() {
        ConvexHull box = ConvexHull.box(new Vec3(ONE, ONE / 2, ONE / 4));
        Sphere sphere = new Sphere(Vec3.ZERO, ONE / 2);
        long[] xs = {-2 * ONE, -ONE, -ONE / 2, 0, ONE / 2, ONE, ONE + 1, 2 * ONE};
        long[] ys = {-ONE, -ONE / 2, -ONE / 4, 0, ONE / 2, ONE / 2 + 1, ONE};
        long[] zs = {-ONE / 2, -ONE / 4, 0, ONE / 4, ONE / 4 - 1, ONE / 2};
        int cases = 0;
        for (long x : xs) {
            for (long y : ys) {
                for (long z : zs) {
                    Transform ta = Transform.translation(new Vec3(x, y, z));
                    int n = SphereHullContact.collide(sphere, ta, box, Transform.IDENTITY, ONE / 4, ws, closed);
                    int g = SphereHullContact.collideGeneral(sphere, ta, box, Transform.IDENTITY, ONE / 4, ws, general);
                    assertEquals(g, n, "point count at raw (" + x + ", " + y + ", " + z + ")");
                    assertTrue(closed.sameBits(general), "at raw (" + x + ", " + y + ", " + z + "): " + closed + " vs " + general);
                    cases++;
                }
            }
        }
        assertEquals(xs.length * ys.length * zs.length, cases);
    }
}
