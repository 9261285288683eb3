package dev.lockstep.world;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.lockstep.collision.cast.ShapeCast;
import dev.lockstep.collision.cast.ShapeCastHit;
import dev.lockstep.collision.cast.TriangleSupport;
import dev.lockstep.collision.mesh.TriangleMesh;
import dev.lockstep.collision.shape.Capsule;
import dev.lockstep.collision.shape.ConvexHull;
import dev.lockstep.collision.shape.Sphere;
import dev.lockstep.fixedpoint.Fixed;
import dev.lockstep.fixedpoint.Quat;
import dev.lockstep.fixedpoint.Transform;
import dev.lockstep.fixedpoint.Vec3;
import org.junit.jupiter.api.Test;

/** Known-answer shape casts: fractions, normals, points, the flat-floor rule, order, filters and bad input. */
class ShapeCastTest {
    private static final long ONE = Fixed.ONE;
    private static final long HALF = Fixed.HALF;
    private static final long T = ShapeCast.TARGET;
    private static final Sphere BALL = new Sphere(Vec3.ZERO, HALF);
    private static final ConvexHull CUBE = ConvexHull.box(new Vec3(HALF, HALF, HALF));
    private static final Vec3 DOWN_10 = Vec3.ofInts(0, -10, 0);

    private final World world = new World(new WorldDef());
    private final WorldQueries queries = new WorldQueries(world);
    private final RayCastResult hits = new RayCastResult();

    private BodyId staticBody(Vec3 p, ShapeDef shape) {
        return world.createBody(new BodyDef().position(p).shape(shape));
    }

    private static Transform at(int x, int y, int z) {
        return Transform.translation(Vec3.ofInts(x, y, z));
    }

    @Test
    void sphereDownOntoUnitBox_stopsTheTargetAboveTheTopFace() {
        BodyId box = staticBody(Vec3.ZERO, ShapeDef.box(new Vec3(HALF, HALF, HALF)));
        assertTrue(queries.castShapeClosest(BALL, at(0, 5, 0), DOWN_10, ONE, QueryFilter.DEFAULT, hits));
        assertEquals(1, hits.count());
        // gap 5 - 0.5 - 0.5 = 4 closing at 10 per unit fraction: one step of (4 - TARGET) / 10, then converged
        assertEquals(Fixed.div(Fixed.fromInt(4) - T, Fixed.fromInt(10)), hits.fraction(0));
        assertEquals((long) box.index() << 16, hits.shapeKey(0));
        assertEquals(0, hits.normalX(0));
        assertEquals(ONE, hits.normalY(0));
        assertEquals(HALF, hits.pointY(0));
    }

    @Test
    void boxSidewaysIntoWall_normalFacesTheCast() {
        staticBody(Vec3.ofInts(5, 0, 0), ShapeDef.box(new Vec3(HALF, Fixed.fromInt(2), Fixed.fromInt(2))));
        assertTrue(queries.castShapeClosest(CUBE, at(0, 0, 0), Vec3.ofInts(8, 0, 0), ONE, QueryFilter.DEFAULT, hits));
        // faces 0.5 and 4.5 apart by 4, closing at 8
        assertEquals(Fixed.div(Fixed.fromInt(4) - T, Fixed.fromInt(8)), hits.fraction(0));
        assertEquals(-ONE, hits.normalX(0));
        assertEquals(Fixed.fromInt(9) / 2, hits.pointX(0));
    }

    @Test
    void capsuleOntoSphere_convergesToTheTargetBand() {
        staticBody(Vec3.ZERO, ShapeDef.sphere(ONE));
        Capsule c = new Capsule(new Vec3(-HALF, 0, 0), new Vec3(HALF, 0, 0), HALF / 2);
        // off-centre, at an angle: several advancement steps
        Transform start = Transform.of(Quat.fromAxisAngle(Vec3.ofInts(0, 0, 1), Fixed.HALF_PI / 3),
                new Vec3(HALF / 3, Fixed.fromInt(4), HALF / 5));
        assertTrue(queries.castShapeClosest(c, start, Vec3.ofInts(0, -8, 0), ONE, QueryFilter.DEFAULT, hits));
        long gap = gapAt(c, start, Vec3.ofInts(0, -8, 0), hits.fraction(0), new Sphere(Vec3.ZERO, ONE), Transform.IDENTITY);
        assertTrue(gap >= T - 64 && gap <= T + ShapeCast.TOLERANCE, "gap raw " + gap);
        assertTrue(hits.normalY(0) > 0);
    }

    @Test
    void rotatedHullOntoBox_neverOverlapsAtTheFraction() {
        staticBody(Vec3.ZERO, ShapeDef.box(new Vec3(Fixed.fromInt(2), HALF, Fixed.fromInt(2))));
        ConvexHull prism = ConvexHull.regularPrism(5, HALF, HALF / 2);
        Transform start = Transform.of(Quat.fromAxisAngle(Vec3.ofInts(1, 0, 1), Fixed.HALF_PI / 2), Vec3.ofInts(1, 3, 0));
        assertTrue(queries.castShapeClosest(prism, start, Vec3.ofInts(-1, -5, 0), ONE, QueryFilter.DEFAULT, hits));
        long gap = gapAt(prism, start, Vec3.ofInts(-1, -5, 0), hits.fraction(0), ConvexHull.box(new Vec3(Fixed.fromInt(2),
                HALF, Fixed.fromInt(2))), Transform.IDENTITY);
        assertTrue(gap >= T - 64 && gap <= T + ShapeCast.TOLERANCE, "gap raw " + gap);
        assertEquals(ONE, hits.normalY(0), 8);
    }

    /** The GJK distance with the cast shape placed at fraction {@code f}. */
    private static long gapAt(dev.lockstep.collision.shape.Shape a, Transform start, Vec3 d, long f,
            dev.lockstep.collision.shape.Shape b, Transform tb) {
        Transform placed = Transform.of(start.rotation(), new Vec3(start.translation().x() + Fixed.mul(d.x(), f),
                start.translation().y() + Fixed.mul(d.y(), f), start.translation().z() + Fixed.mul(d.z(), f)));
        dev.lockstep.collision.gjk.DistanceResult r = new dev.lockstep.collision.gjk.DistanceResult();
        dev.lockstep.collision.gjk.Gjk.distance(a, placed, b, tb, new dev.lockstep.collision.gjk.GjkWorkspace(), r);
        return r.distance();
    }

    @Test
    void startingInside_isNoHit_touchingAndLeaving_isNoHit_touchingAndClosing_hitsAtZero() {
        staticBody(Vec3.ZERO, ShapeDef.box(new Vec3(HALF, HALF, HALF)));
        // centre inside the box
        assertFalse(queries.castShapeClosest(BALL, at(0, 0, 0), DOWN_10, ONE, QueryFilter.DEFAULT, hits));
        // resting exactly on the top face (distance 0)
        Transform resting = Transform.translation(new Vec3(0, ONE, 0));
        assertFalse(queries.castShapeClosest(BALL, resting, Vec3.ofInts(0, 3, 0), ONE, QueryFilter.DEFAULT, hits));
        assertFalse(queries.castShapeClosest(BALL, resting, Vec3.ofInts(3, 0, 0), ONE, QueryFilter.DEFAULT, hits));
        assertTrue(queries.castShapeClosest(BALL, resting, Vec3.ofInts(1, -3, 0), ONE, QueryFilter.DEFAULT, hits));
        assertEquals(0, hits.fraction(0));
    }

    @Test
    void missesBeyondMaxFraction_andWhenMovingAway() {
        staticBody(Vec3.ZERO, ShapeDef.box(new Vec3(HALF, HALF, HALF)));
        assertFalse(queries.castShapeClosest(BALL, at(0, 5, 0), DOWN_10, Fixed.fromInt(3) / 10, QueryFilter.DEFAULT, hits));
        assertTrue(queries.castShapeClosest(BALL, at(0, 5, 0), DOWN_10, Fixed.fromInt(4) / 10, QueryFilter.DEFAULT, hits));
        assertFalse(queries.castShapeClosest(BALL, at(0, 5, 0), Vec3.ofInts(0, 10, 0), ONE, QueryFilter.DEFAULT, hits));
        assertFalse(queries.castShapeClosest(BALL, at(3, 5, 0), DOWN_10, ONE, QueryFilter.DEFAULT, hits));
    }

    /** A flat floor of 2 x 8 x 8 triangles at y = 0, so a box sliding across it crosses internal edges. */
    private static TriangleMesh flatFloor(int n) {
        int verts = n + 1;
        long[] xyz = new long[3 * verts * verts];
        for (int i = 0; i < verts; i++) {
            for (int k = 0; k < verts; k++) {
                int o = 3 * (i * verts + k);
                xyz[o] = Fixed.fromInt(i - n / 2);
                xyz[o + 2] = Fixed.fromInt(k - n / 2);
            }
        }
        int[] tris = GridTriangles.upFacing(n);
        return TriangleMesh.of(xyz, tris);
    }

    @Test
    void seed000_boxSlidAcrossTessellatedFloorJustAboveIt_hitsNoInternalEdge() {
        staticBody(Vec3.ZERO, ShapeDef.mesh(flatFloor(8)));
        for (long gap : new long[] {0, T / 2, T, T + ShapeCast.TOLERANCE, 1L << 22}) {
            for (Vec3 d : new Vec3[] {Vec3.ofInts(6, 0, 0), Vec3.ofInts(0, 0, -6), Vec3.ofInts(5, 0, 3)}) {
                Transform start = Transform.translation(new Vec3(-3 * ONE + HALF / 3, HALF + gap, HALF / 7));
                assertFalse(queries.castShapeClosest(CUBE, start, d, ONE, QueryFilter.DEFAULT, hits),
                        "gap raw " + gap + " along " + d + ": hit triangle " + (hits.count() > 0 ? hits.triangle(0) : -1));
                assertEquals(0, queries.castShapeAll(CUBE, start, d, ONE, QueryFilter.DEFAULT, hits));
            }
        }
        // the same box moved down onto the floor hits it on a face, normal up
        Transform above = Transform.translation(new Vec3(HALF / 3, Fixed.fromInt(2), HALF / 7));
        assertTrue(queries.castShapeClosest(CUBE, above, Vec3.ofInts(1, -4, 0), ONE, QueryFilter.DEFAULT, hits));
        assertEquals(ONE, hits.normalY(0));
        assertEquals(Fixed.div(Fixed.fromInt(3) / 2 - T, Fixed.fromInt(4)), hits.fraction(0));
    }

    @Test
    void seed000_withoutThePlaneRule_theAdjacentTriangleWouldGiveAGhostHit() {
        // the kernel alone against the triangle ahead of a box resting T/2 above the floor: a
        // diagonal normal off the internal edge, which the world's rule discards
        TriangleSupport ahead = new TriangleSupport().load(ONE, 0, -ONE, ONE, 0, ONE, 3 * ONE, 0, 0);
        ShapeCastHit h = new ShapeCastHit();
        Transform start = Transform.translation(new Vec3(HALF - T / 4, HALF + T / 2, 0));
        assertTrue(new ShapeCast().cast(CUBE, start, Fixed.fromInt(2), 0, 0, ONE, ahead, Transform.IDENTITY, h));
        assertTrue(h.normalX() < -ONE / 8, "normal x raw " + h.normalX());
    }

    @Test
    void all_isOrderedByFractionThenKey_any_isTheLowestKey() {
        BodyId far = staticBody(Vec3.ofInts(0, -4, 0), ShapeDef.box(new Vec3(HALF, HALF, HALF)));
        BodyId near = staticBody(Vec3.ofInts(0, 0, 0), ShapeDef.sphere(HALF));
        assertEquals(2, queries.castShapeAll(BALL, at(0, 5, 0), DOWN_10, ONE, QueryFilter.DEFAULT, hits));
        assertEquals(near, hits.body(0));
        assertEquals(far, hits.body(1));
        assertTrue(hits.fraction(0) < hits.fraction(1));
        assertTrue(queries.castShapeAny(BALL, at(0, 5, 0), DOWN_10, ONE, QueryFilter.DEFAULT, hits));
        assertEquals(far, hits.body(0));
    }

    @Test
    void equalFractions_goToTheSmallerKey() {
        BodyId first = staticBody(Vec3.ofInts(-1, 0, 0), ShapeDef.box(new Vec3(HALF, HALF, HALF)));
        staticBody(Vec3.ofInts(1, 0, 0), ShapeDef.box(new Vec3(HALF, HALF, HALF)));
        ConvexHull wide = ConvexHull.box(new Vec3(Fixed.fromInt(2), HALF, HALF));
        assertTrue(queries.castShapeClosest(wide, at(0, 5, 0), DOWN_10, ONE, QueryFilter.DEFAULT, hits));
        assertEquals(first, hits.body(0));
        assertEquals(2, queries.castShapeAll(wide, at(0, 5, 0), DOWN_10, ONE, QueryFilter.DEFAULT, hits));
        assertEquals(hits.fraction(0), hits.fraction(1));
        assertEquals(first, hits.body(0));
    }

    @Test
    void filters_excludeABodyAndMaskedShapes() {
        BodyId top = staticBody(Vec3.ZERO, ShapeDef.box(new Vec3(HALF, HALF, HALF)).filter(2, -1L));
        BodyId bottom = staticBody(Vec3.ofInts(0, -3, 0), ShapeDef.box(new Vec3(HALF, HALF, HALF)));
        assertTrue(queries.castShapeClosest(BALL, at(0, 5, 0), DOWN_10, ONE, QueryFilter.DEFAULT, hits));
        assertEquals(top, hits.body(0));
        assertTrue(queries.castShapeClosest(BALL, at(0, 5, 0), DOWN_10, ONE, new QueryFilter(1, 1, null), hits));
        assertEquals(bottom, hits.body(0));
        assertTrue(queries.castShapeClosest(BALL, at(0, 5, 0), DOWN_10, ONE, new QueryFilter(1, 2, null), hits));
        assertEquals(top, hits.body(0));
        assertFalse(queries.castShapeClosest(BALL, at(0, 5, 0), DOWN_10, ONE, new QueryFilter(1, 2, top), hits));
    }

    @Test
    void badInput_isAClearError() {
        IllegalArgumentException e = assertThrows(IllegalArgumentException.class,
                () -> queries.castShapeClosest(BALL, at(0, 5, 0), Vec3.ZERO, ONE, QueryFilter.DEFAULT, hits));
        assertTrue(e.getMessage().contains("translation is zero"), e.getMessage());
        e = assertThrows(IllegalArgumentException.class,
                () -> queries.castShapeClosest(BALL, at(0, 5, 0), DOWN_10, ONE + 1, QueryFilter.DEFAULT, hits));
        assertTrue(e.getMessage().contains("maxFraction"), e.getMessage());
        e = assertThrows(IllegalArgumentException.class, () -> queries.castShapeClosest(BALL,
                Transform.translation(new Vec3(ShapeCast.MAX_COORDINATE + 1, 0, 0)), DOWN_10, ONE, QueryFilter.DEFAULT, hits));
        assertTrue(e.getMessage().contains("cast range"), e.getMessage());
    }
}
