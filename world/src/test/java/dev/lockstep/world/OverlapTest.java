package dev.lockstep.world;

import static org.junit.jupiter.api.Assertions.assertEquals;

import dev.lockstep.collision.shape.Aabb;
import dev.lockstep.collision.shape.ConvexHull;
import dev.lockstep.collision.shape.Sphere;
import dev.lockstep.fixedpoint.Fixed;
import dev.lockstep.fixedpoint.Transform;
import dev.lockstep.fixedpoint.Vec3;
import org.junit.jupiter.api.Test;

/** Overlap queries: fat-box (AABB) and exact (convex shape) overlaps, sorted by key, with filters. */
class OverlapTest {
    private static final long ONE = Fixed.ONE;
    private static final long HALF = Fixed.HALF;

    private final World world = new World(new WorldDef());
    private final WorldQueries queries = new WorldQueries(world);
    private final OverlapResult out = new OverlapResult();

    @Test
    void aabb_findsFatBoxesAndTriangles_sortedByKey() {
        BodyId far = world.createBody(new BodyDef().position(Vec3.ofInts(10, 0, 0)).shape(ShapeDef.sphere(HALF)));
        BodyId b = world.createBody(new BodyDef().position(Vec3.ofInts(1, 1, 0)).shape(ShapeDef.sphere(HALF)));
        BodyId a = world.createBody(new BodyDef().position(Vec3.ofInts(-1, 1, 0))
                .shape(ShapeDef.box(new Vec3(HALF, HALF, HALF))).shape(ShapeDef.sphere(HALF)));
        world.createBody(new BodyDef().shape(ShapeDef.mesh(RayCastTest.flatQuad(4))));
        Aabb query = new Aabb(Fixed.fromInt(-2), 0, -ONE, Fixed.fromInt(2), Fixed.fromInt(2), ONE);
        assertEquals(5, queries.overlapAabb(query, QueryFilter.DEFAULT, out));
        assertEquals(b, out.body(0));
        assertEquals(((long) a.index() << 16), out.shapeKey(1));
        assertEquals(((long) a.index() << 16) | 1, out.shapeKey(2));
        assertEquals(ContactEvents.MESH, out.shapeKey(3));
        assertEquals(0, out.triangle(3));
        assertEquals(1, out.triangle(4));
        assertEquals(3, queries.overlapAabb(query, QueryFilter.DEFAULT.excluding(a), out));
        assertEquals(1, queries.overlapAabb(new Aabb(Fixed.fromInt(10), 0, 0, Fixed.fromInt(10), 0, 0), QueryFilter.DEFAULT, out));
        assertEquals(far, out.body(0));
    }

    @Test
    void shape_overlapIsTheKernelsVerdict_touchingCounts() {
        BodyId box = world.createBody(new BodyDef().shape(ShapeDef.box(new Vec3(HALF, HALF, HALF))));
        BodyId ball = world.createBody(new BodyDef().position(Vec3.ofInts(2, 0, 0)).shape(ShapeDef.sphere(HALF)));
        world.createBody(new BodyDef().position(Vec3.ofInts(0, -2, 0)).shape(ShapeDef.mesh(RayCastTest.flatQuad(4))));
        Sphere probe = Sphere.of(HALF);
        // centre x = 1, radius 0.5: touches the box's face x = 0.5 and the ball's surface x = 1.5 exactly
        assertEquals(2, queries.overlapShape(probe, Transform.translation(Vec3.ofInts(1, 0, 0)), QueryFilter.DEFAULT, out));
        assertEquals(box, out.body(0));
        assertEquals(ball, out.body(1));
        // radius 7/16: 1/16 m from both, inside both fat boxes' margin, but apart: no overlap
        assertEquals(0, queries.overlapShape(Sphere.of(7 * ONE / 16), Transform.translation(Vec3.ofInts(1, 0, 0)),
                QueryFilter.DEFAULT, out));
        // a box probe sunk into the mesh floor at y = -2 lists the triangles under it
        ConvexHull slab = ConvexHull.box(new Vec3(ONE, ONE / 4, ONE));
        int n = queries.overlapShape(slab, Transform.translation(new Vec3(HALF, -Fixed.fromInt(2), HALF)), QueryFilter.DEFAULT, out);
        assertEquals(ContactEvents.MESH, out.shapeKey(n - 1));
        assertEquals(0, queries.overlapShape(slab, Transform.translation(new Vec3(HALF, -Fixed.fromInt(2), HALF)),
                new QueryFilter(1, 2, null), out));
    }
}
