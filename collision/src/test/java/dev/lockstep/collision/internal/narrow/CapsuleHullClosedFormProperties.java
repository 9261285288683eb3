package dev.lockstep.collision.internal.narrow;

import static org.junit.jupiter.api.Assertions.assertTrue;
import static org.quicktheories.QuickTheory.qt;

import dev.lockstep.collision.manifold.ContactManifold;
import dev.lockstep.collision.narrow.ContactWorkspace;
import dev.lockstep.collision.shape.Capsule;
import dev.lockstep.collision.shape.ConvexHull;
import dev.lockstep.fixedpoint.Fixed;
import dev.lockstep.fixedpoint.Transform;
import dev.lockstep.fixedpoint.Vec3;
import org.junit.jupiter.api.Test;
import org.quicktheories.core.Gen;
import org.quicktheories.generators.Generate;

/**
 * The closed-form face contact of {@link CapsuleHullContact} (the segment clipped to the face of
 * largest separation, no GJK) against a brute-force distance oracle: the exact segment-hull
 * distance is the minimum of the two end-to-hull distances (exact BigInteger,
 * {@link SphereHullClosedFormProperties.Oracle}) and the segment-to-edge distances over every hull
 * edge ({@link DistanceOracle#segmentSegment}, double on raw values, error far below an ulp); that
 * covers every closest-feature pair of a segment outside a polytope. Segments are placed in the
 * hull's frame exactly (identity rotations): half arbitrary, half lying exactly parallel over a
 * box face (the stacking case of seed 001), crossing its edges or not.
 */
class CapsuleHullClosedFormProperties {
    private static final long SEED = 0x5EED_CA95L;
    private static final int EXAMPLES = 3000;
    /** Rounding allowance on top of the documented slack, raw ulps: clipped points round once per component, depths once. */
    private static final long ROUNDING_ULPS = 4;

    private final ContactWorkspace ws = new ContactWorkspace();
    private final ContactManifold m = new ContactManifold();

    private record Query(ConvexHull hull, Vec3 p0, Vec3 p1, long radius) {
        @Override
        public String toString() {
            return "Query[" + hull + ", segment raw (" + p0.x() + ", " + p0.y() + ", " + p0.z() + ") - (" + p1.x() + ", "
                    + p1.y() + ", " + p1.z() + "), radius raw " + radius + "]";
        }
    }

    private static Gen<Query> arbitrary() {
        Gen<Vec3> end = ContactGenerators.point(2).mix(ContactGenerators.point(1), 33);
        return Generate.pick(SphereHullClosedFormProperties.PLANAR).zip(end, end, ContactGenerators.radius(), Query::new);
    }

    /** A segment exactly parallel to the +y face of one of the pool's boxes, 0 to 0.75 above it. */
    private static Gen<Query> lyingOnABox() {
        Gen<ConvexHull> box = Generate.pick(ContactGenerators.HULLS.subList(0, 3));
        Gen<Long> height = Generate.longRange(0, 3 * Fixed.ONE / 4);
        Gen<Long> along = ContactGenerators.coordinate(2);
        return box.zip(height, along.zip(along, (x, z) -> new long[] {x, z}), along.zip(along, (x, z) -> new long[] {x, z}),
                (b, h, e0, e1) -> {
                    long y = b.localBounds().maxY() + h;
                    return new Query(b, new Vec3(e0[0], y, e0[1]), new Vec3(e1[0], y, e1[1]), Fixed.HALF);
                });
    }

    @Test
    void seed001_capsuleVsHull_closedFormFaceContact_depthWithinSlackOfExactDistance_neverDeeper() {
        int[] paths = new int[3];        // closed form, other (GJK or SAT), no contact
        long[] worstDeeper = new long[1];
        long[] worstShallower = new long[1];
        qt().withFixedSeed(SEED).withExamples(EXAMPLES).forAll(arbitrary().mix(lyingOnABox(), 50)).checkAssert(q -> {
            Capsule capsule = new Capsule(q.p0(), q.p1(), q.radius());
            int n = CapsuleHullContact.collide(capsule, Transform.IDENTITY, q.hull(), Transform.IDENTITY, Fixed.HALF, ws, m);
            if (n == 0) {
                paths[2]++;
                return;
            }
            if (!((NarrowScratch) ws).capsuleFaceClosedForm) {
                paths[1]++;
                return;
            }
            paths[0]++;
            double distance = segmentHullDistance(q.hull(), q.p0(), q.p1());
            long deepest = Long.MIN_VALUE;
            for (int i = 0; i < n; i++) {
                deepest = Math.max(deepest, m.point(i).depth());
                assertTrue(m.point(i).depth() >= -Fixed.HALF, "point beyond the contact distance " + q + "\n" + m);
            }
            double truth = q.radius() - distance;
            double error = deepest - truth;
            worstDeeper[0] = Math.max(worstDeeper[0], (long) Math.ceil(error));
            worstShallower[0] = Math.max(worstShallower[0], (long) Math.ceil(-error));
            assertTrue(error <= ROUNDING_ULPS, "deeper than the truth by " + error + " ulps " + q + "\n" + m);
            long slack = 16 + (Math.max(0, Math.round(distance)) >> 14);
            assertTrue(-error <= slack + ROUNDING_ULPS, "shallower than the truth by " + -error + " ulps (slack " + slack + ") "
                    + q + "\n" + m);
        });
        System.out.println("capsule-hull closed form: paths [closed form, GJK/SAT, none] = " + java.util.Arrays.toString(paths)
                + ", worst deeper " + worstDeeper[0] + " ulps, worst shallower " + worstShallower[0] + " ulps");
        assertTrue(paths[0] > EXAMPLES / 5, "closed form under-sampled: " + java.util.Arrays.toString(paths));
        assertTrue(paths[1] > EXAMPLES / 20, "other paths under-sampled: " + java.util.Arrays.toString(paths));
    }

    /** Exact-enough segment-hull distance in raw units for a segment outside the hull (0 if it touches). */
    static double segmentHullDistance(ConvexHull h, Vec3 p0, Vec3 p1) {
        SphereHullClosedFormProperties.Oracle o0 = SphereHullClosedFormProperties.Oracle.of(h, p0);
        SphereHullClosedFormProperties.Oracle o1 = SphereHullClosedFormProperties.Oracle.of(h, p1);
        double best = Math.min(o0.inside ? 0 : o0.distance(), o1.inside ? 0 : o1.distance());
        for (int k = 0; k < h.edgeCount(); k++) {
            int a = h.edgeVertexA(k);
            int b = h.edgeVertexB(k);
            best = Math.min(best, DistanceOracle.segmentSegment(p0, p1, new Vec3(h.vertexX(a), h.vertexY(a), h.vertexZ(a)),
                    new Vec3(h.vertexX(b), h.vertexY(b), h.vertexZ(b))));
        }
        return best;
    }
}
