package dev.lockstep.world;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.lockstep.collision.mesh.TriangleMesh;
import dev.lockstep.fixedpoint.Fixed;
import dev.lockstep.fixedpoint.Quat;
import dev.lockstep.fixedpoint.Vec3;
import org.junit.jupiter.api.Test;

/** Known-answer ray casts: exact fractions, points and normals, order, filters and bad input. */
class RayCastTest {
    private static final long ONE = Fixed.ONE;
    private static final long HALF = Fixed.HALF;
    private static final Vec3 DOWN_FROM_5 = Vec3.ofInts(0, 5, 0);
    private static final Vec3 DOWN_10 = Vec3.ofInts(0, -10, 0);

    private final World world = new World(new WorldDef());
    private final WorldQueries queries = new WorldQueries(world);
    private final RayCastResult hits = new RayCastResult();

    private BodyId staticBody(Vec3 p, ShapeDef shape) {
        return world.createBody(new BodyDef().position(p).shape(shape));
    }

    @Test
    void rayDownOntoUnitBox_hitsTopFaceAtFraction0_45() {
        BodyId box = staticBody(Vec3.ZERO, ShapeDef.box(new Vec3(HALF, HALF, HALF)));
        assertTrue(queries.castRayClosest(DOWN_FROM_5, DOWN_10, QueryFilter.DEFAULT, hits));
        assertEquals(1, hits.count());
        // plane y = 0.5: num 0.5 - 5 = -4.5, den -10; div(4.5, 10) = round(0.45 * 2^32) = 0x73333333
        assertEquals(0x7333_3333L, hits.fraction(0));
        assertEquals(((long) box.index() << 16), hits.shapeKey(0));
        assertEquals(box, hits.body(0));
        assertEquals(-1, hits.mesh(0));
        // 5 + mul(-10, f) = 5 * 2^32 - 10 * 0x73333333 = 0.5 + 2 ulp
        assertEquals(HALF + 2, hits.pointY(0));
        assertEquals(0, hits.pointX(0));
        assertEquals(0, hits.normalX(0));
        assertEquals(ONE, hits.normalY(0));
        assertEquals(0, hits.normalZ(0));
    }

    @Test
    void rayOntoRotatedBox_normalIsTheRotatedFace() {
        // a quarter turn about z: the box's +x face points up
        staticBody(Vec3.ZERO, ShapeDef.box(new Vec3(ONE, HALF, HALF)).local(
                dev.lockstep.fixedpoint.Transform.of(Quat.fromAxisAngle(Vec3.ofInts(0, 0, 1), Fixed.HALF_PI), Vec3.ZERO)));
        assertTrue(queries.castRayClosest(DOWN_FROM_5, DOWN_10, QueryFilter.DEFAULT, hits));
        // top at y = 1 within rotation rounding: fraction 0.4 within a few ulps
        assertEquals(0x6666_6666L, hits.fraction(0), 4);
        assertEquals(ONE, hits.normalY(0), 4);
    }

    @Test
    void rayDownOntoSphere_hitsAtFraction0_4() {
        staticBody(Vec3.ZERO, ShapeDef.sphere(ONE));
        assertTrue(queries.castRayClosest(DOWN_FROM_5, DOWN_10, QueryFilter.DEFAULT, hits));
        // t = 5 - 1 = 4 along the unit direction, length 10: div(4, 10) = round(0.4 * 2^32) = 0x66666666
        assertEquals(0x6666_6666L, hits.fraction(0));
        assertEquals(ONE, hits.normalY(0));
        assertEquals(0, hits.normalX(0));
    }

    @Test
    void offCentreRayOntoSphere_hitsWhereTheChordSays() {
        staticBody(Vec3.ZERO, ShapeDef.sphere(ONE));
        // x = 0.6: h = sqrt(1 - 0.36) = 0.8, t = 5 - 0.8 = 4.2 (x = 0.6 is not exact: within a few ulps)
        long x = Fixed.div(Fixed.fromInt(3), Fixed.fromInt(5));
        assertTrue(queries.castRayClosest(x, Fixed.fromInt(5), 0, 0, Fixed.fromInt(-10), 0, ONE, QueryFilter.DEFAULT, hits));
        long expected = Fixed.div(Fixed.div(Fixed.fromInt(21), Fixed.fromInt(5)), Fixed.fromInt(10));
        assertEquals(expected, hits.fraction(0), 2);
        assertEquals(x, hits.normalX(0), 4);
        assertEquals(Fixed.div(Fixed.fromInt(4), Fixed.fromInt(5)), hits.normalY(0), 4);
    }

    @Test
    void rayDownOntoCapsuleSide_hitsTheCylinderAtFraction0_45() {
        staticBody(Vec3.ZERO, ShapeDef.capsule(Vec3.ofInts(-1, 0, 0), Vec3.ofInts(1, 0, 0), HALF));
        assertTrue(queries.castRayClosest(ONE / 4, Fixed.fromInt(5), 0, 0, Fixed.fromInt(-10), 0, ONE, QueryFilter.DEFAULT, hits));
        assertEquals(0x7333_3333L, hits.fraction(0));
        assertEquals(ONE, hits.normalY(0));
        assertEquals(0, hits.normalX(0));
    }

    @Test
    void rayAlongCapsuleAxis_hitsTheEndSphereAtFraction0_35() {
        staticBody(Vec3.ZERO, ShapeDef.capsule(Vec3.ofInts(-1, 0, 0), Vec3.ofInts(1, 0, 0), HALF));
        assertTrue(queries.castRayClosest(Vec3.ofInts(5, 0, 0), Vec3.ofInts(-10, 0, 0), QueryFilter.DEFAULT, hits));
        // end sphere at x = 1, radius 0.5: t = 3.5; round(0.35 * 2^32) = 0x5999999A
        assertEquals(0x5999_999AL, hits.fraction(0));
        assertEquals(ONE, hits.normalX(0));
    }

    @Test
    void rayOntoMeshFloor_fromAboveAndBelow_normalFacesTheRay() {
        BodyId floor = world.createBody(new BodyDef().shape(ShapeDef.mesh(flatQuad(4))));
        assertTrue(queries.castRayClosest(ONE / 4, Fixed.fromInt(2), ONE / 4, 0, Fixed.fromInt(-4), 0, ONE, QueryFilter.DEFAULT, hits));
        assertEquals(HALF, hits.fraction(0));
        assertEquals(ContactEvents.MESH, hits.shapeKey(0));
        assertEquals(floor, hits.body(0));
        assertEquals(0, hits.mesh(0));
        assertEquals(ONE, hits.normalY(0));
        assertEquals(0, hits.pointY(0));
        assertTrue(queries.castRayClosest(ONE / 4, Fixed.fromInt(-2), ONE / 4, 0, Fixed.fromInt(4), 0, ONE, QueryFilter.DEFAULT, hits));
        assertEquals(HALF, hits.fraction(0));
        assertEquals(-ONE, hits.normalY(0));
    }

    @Test
    void rayStartingInsideABox_doesNotHitIt() {
        staticBody(Vec3.ZERO, ShapeDef.box(Vec3.ofInts(1, 1, 1)));
        assertFalse(queries.castRayClosest(Vec3.ZERO, DOWN_10, QueryFilter.DEFAULT, hits));
        staticBody(Vec3.ofInts(0, -5, 0), ShapeDef.sphere(ONE));
        assertTrue(queries.castRayClosest(Vec3.ZERO, DOWN_10, QueryFilter.DEFAULT, hits));
        assertEquals(0x6666_6666L, hits.fraction(0)); // the sphere's top at y = -4
    }

    @Test
    void maxFraction_cutsHitsBeyondIt() {
        staticBody(Vec3.ZERO, ShapeDef.sphere(ONE));
        assertFalse(queries.castRayClosest(0, Fixed.fromInt(5), 0, 0, Fixed.fromInt(-10), 0, 0x6666_6665L, QueryFilter.DEFAULT, hits));
        assertTrue(queries.castRayClosest(0, Fixed.fromInt(5), 0, 0, Fixed.fromInt(-10), 0, 0x6666_6666L, QueryFilter.DEFAULT, hits));
    }

    @Test
    void allHits_comeInFractionOrderThenKeyOrder() {
        // created top first, so key order and fraction order differ
        BodyId top = staticBody(Vec3.ofInts(0, 3, 0), ShapeDef.sphere(HALF));
        BodyId low = staticBody(Vec3.ofInts(0, -3, 0), ShapeDef.sphere(HALF));
        BodyId twinA = staticBody(Vec3.ZERO, ShapeDef.box(new Vec3(HALF, HALF, HALF)));
        BodyId twinB = staticBody(Vec3.ZERO, ShapeDef.box(new Vec3(HALF, HALF, HALF)));
        world.createBody(new BodyDef().shape(ShapeDef.mesh(flatQuad(4)).local(
                dev.lockstep.fixedpoint.Transform.translation(Vec3.ofInts(0, -4, 0)))));
        // the ray meets the floor on the quad's diagonal: both triangles, same fraction, triangle order
        assertEquals(6, queries.castRayAll(DOWN_FROM_5, DOWN_10, QueryFilter.DEFAULT, hits));
        assertEquals(top, hits.body(0));
        assertEquals(twinA, hits.body(1));
        assertEquals(twinB, hits.body(2));
        assertEquals(hits.fraction(1), hits.fraction(2));
        assertEquals(low, hits.body(3));
        assertEquals(ContactEvents.MESH, hits.shapeKey(4));
        assertEquals(Fixed.div(Fixed.fromInt(9), Fixed.fromInt(10)), hits.fraction(4));
        assertEquals(hits.fraction(4), hits.fraction(5));
        assertEquals(0, hits.triangle(4));
        assertEquals(1, hits.triangle(5));
        // closest from inside the top sphere's reach: the twins tie; the lower key wins
        assertTrue(queries.castRayClosest(Vec3.ofInts(0, 1, 0), DOWN_10, QueryFilter.DEFAULT, hits));
        assertEquals(twinA, hits.body(0));
        // any: the lowest key that is hit (the top sphere, first created)
        assertTrue(queries.castRayAny(0, Fixed.fromInt(5), 0, 0, Fixed.fromInt(-10), 0, ONE, QueryFilter.DEFAULT, hits));
        assertEquals(top, hits.body(0));
    }

    @Test
    void filters_categoryMaskAndExcludedBody() {
        BodyId upper = staticBody(Vec3.ofInts(0, 2, 0), ShapeDef.sphere(HALF).filter(2, -1L));
        BodyId lower = staticBody(Vec3.ZERO, ShapeDef.sphere(HALF).filter(1, 1));
        BodyId floor = world.createBody(new BodyDef().shape(ShapeDef.mesh(flatQuad(4)).filter(4, -1L).local(
                dev.lockstep.fixedpoint.Transform.translation(Vec3.ofInts(0, -2, 0)))));
        assertTrue(queries.castRayClosest(DOWN_FROM_5, DOWN_10, QueryFilter.DEFAULT, hits));
        assertEquals(upper, hits.body(0)); // the default filter sees every category whose mask accepts 1
        assertEquals(upper, firstOf(new QueryFilter(1, 2, null)));
        assertEquals(lower, firstOf(QueryFilter.DEFAULT.excluding(upper)));
        // the lower sphere's mask accepts only category 1: a category-2 query passes through it
        assertEquals(floor, firstOf(new QueryFilter(2, 1 | 4, null)));
        assertEquals(null, firstOf(new QueryFilter(2, 1, null)));
        assertEquals(null, firstOf(new QueryFilter(1, 4, null).excluding(floor)));
    }

    private BodyId firstOf(QueryFilter filter) {
        return queries.castRayClosest(DOWN_FROM_5, DOWN_10, filter, hits) ? hits.body(0) : null;
    }

    @Test
    void badRays_areRejectedWithTheReason() {
        staticBody(Vec3.ZERO, ShapeDef.sphere(ONE));
        IllegalArgumentException zero = assertThrows(IllegalArgumentException.class,
                () -> queries.castRayClosest(Vec3.ZERO, Vec3.ZERO, QueryFilter.DEFAULT, hits));
        assertTrue(zero.getMessage().contains("translation is zero"), zero.getMessage());
        IllegalArgumentException fraction = assertThrows(IllegalArgumentException.class,
                () -> queries.castRayAll(0, 0, 0, ONE, 0, 0, ONE + 1, QueryFilter.DEFAULT, hits));
        assertTrue(fraction.getMessage().contains("maxFraction"), fraction.getMessage());
        IllegalArgumentException far = assertThrows(IllegalArgumentException.class,
                () -> queries.castRayAll(Fixed.fromInt(40000), 0, 0, ONE, 0, 0, ONE, QueryFilter.DEFAULT, hits));
        assertTrue(far.getMessage().contains("origin"), far.getMessage());
    }

    /** A flat square of two triangles in the plane y = 0, half size {@code h}, wound to face up. */
    static TriangleMesh flatQuad(int h) {
        long[] xyz = {
            Fixed.fromInt(-h), 0, Fixed.fromInt(-h),
            Fixed.fromInt(h), 0, Fixed.fromInt(-h),
            Fixed.fromInt(h), 0, Fixed.fromInt(h),
            Fixed.fromInt(-h), 0, Fixed.fromInt(h)};
        return TriangleMesh.of(xyz, new int[] {0, 3, 2, 0, 2, 1});
    }
}
