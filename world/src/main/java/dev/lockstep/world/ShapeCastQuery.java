package dev.lockstep.world;

import dev.lockstep.collision.cast.ShapeCast;
import dev.lockstep.collision.cast.ShapeCastHit;
import dev.lockstep.collision.cast.TriangleSupport;
import dev.lockstep.collision.mesh.MeshBvh;
import dev.lockstep.collision.mesh.TriangleList;
import dev.lockstep.collision.mesh.TriangleMesh;
import dev.lockstep.collision.shape.Shape;
import dev.lockstep.fixedpoint.Fixed;
import dev.lockstep.fixedpoint.MutableVec3;
import dev.lockstep.fixedpoint.Transform;

/**
 * The shape casts of {@link WorldQueries}: a convex shape swept along a segment against the body
 * shapes and the static mesh triangles, each pair by {@link ShapeCast}.
 *
 * <p>Candidates: the swept box (the shape's placed box at the start joined with it at
 * {@code maxFraction}) against the queries' {@link ShapeTree}, then per candidate in key order the
 * tube the placed box sweeps (its centre's segment, up to the best fraction so far in closest
 * mode, against the fat box grown by the half extents); mesh triangles from the leaves of each
 * mesh's tree that tube meets ({@code MeshBvh.querySweep}).
 *
 * <p>Mesh triangles (seed 000's concern, ghost hits on internal edges): a triangle counts only
 * when the cast moves into its plane from the side the contact normal is on, decided by exact
 * signs: {@code sign(normal . n_t) * sign(translation . n_t) < 0} for the triangle's normal
 * {@code n_t}. A shape sliding along a flat floor (any tessellation, resting on it or just above)
 * therefore never stops on an internal edge: its motion is parallel to every floor triangle. Cost
 * of the rule: an open mesh's boundary edge is not hit by a motion parallel to its triangle (a
 * closed mesh's neighbouring face is hit there instead).
 */
final class ShapeCastQuery {
    static final int CLOSEST = 0;
    static final int ALL = 1;
    static final int ANY = 2;

    /** How far short of a target a cast can stop: {@code ShapeCast.TARGET + ShapeCast.TOLERANCE}. */
    private static final long REACH = ShapeCast.TARGET + ShapeCast.TOLERANCE;

    private final World world;
    private final ShapeCast cast = new ShapeCast();
    private final ShapeCastHit hit = new ShapeCastHit();
    private final TriangleSupport triangle = new TriangleSupport();
    private final TriangleList triangles = new TriangleList();
    private final MutableVec3 scratch = new MutableVec3();
    private final long[] box = new long[6];
    private final long[] grown = new long[6];
    private long centreX;
    private long centreY;
    private long centreZ;
    private long halfX;
    private long halfY;
    private long halfZ;

    private final WorldQueries candidates;

    ShapeCastQuery(World world, WorldQueries candidates) {
        this.world = world;
        this.candidates = candidates;
    }

    int run(int mode, Shape shape, Transform start, long dx, long dy, long dz, long maxFraction, QueryFilter filter,
            RayCastResult out) {
        ShapeCast.checkCast(start, dx, dy, dz, maxFraction);
        out.clear();
        sweptBounds(shape, start, dx, dy, dz, maxFraction);
        long limit = maxFraction;
        Bodies bodies = world.bodies;
        int n = candidates.candidatesInBox(box);
        for (int c = 0; c < n; c++) {
            BodyShape s = candidates.candidate(c);
            int i = s.body;
            if (filter.excludes(i, bodies.generation[i]) || !filter.accepts(s.categoryBits, s.maskBits)
                    || !WorldQueries.boxesOverlap(s.fat, box) || !sweepMeetsBox(s.fat, dx, dy, dz, limit)) {
                continue;
            }
            if (!cast.cast(shape, start, dx, dy, dz, limit, s.geometry, s.world, hit)) {
                continue;
            }
            if (mode == CLOSEST) {
                // key order: an equal fraction keeps the earlier (smaller) key
                if (out.count() > 0 && hit.fraction() >= out.fraction(0)) {
                    continue;
                }
                out.clear();
                limit = hit.fraction();
            }
            add(s.key, i, -1, -1, out);
            if (mode == ANY) {
                return 1;
            }
        }
        castMeshes(mode, shape, start, dx, dy, dz, limit, filter, out);
        if (mode == ALL) {
            out.sort();
        }
        return out.count();
    }

    private void castMeshes(int mode, Shape shape, Transform start, long dx, long dy, long dz, long limit, QueryFilter filter,
            RayCastResult out) {
        MeshSet meshes = world.meshes();
        if (meshes.count() == 0 || mode == ANY && out.count() > 0 || !meshes.overlaps(box)) {
            return;
        }
        for (int m = 0; m < meshes.count(); m++) {
            if (!WorldQueries.meshAccepted(world, meshes, m, filter)) {
                continue;
            }
            MeshBvh bvh = meshes.bvhs[m];
            TriangleMesh mesh = bvh.mesh();
            triangles.clear();
            bvh.querySweep(centreX, centreY, centreZ, dx, dy, dz, limit, halfX, halfY, halfZ, triangles);
            for (int k = 0; k < triangles.size(); k++) {
                int t = triangles.get(k);
                if (!cast.cast(shape, start, dx, dy, dz, limit, triangle.load(mesh, t), Transform.IDENTITY, hit)
                        || !movesIntoPlane(mesh, t, dx, dy, dz)) {
                    continue;
                }
                if (mode == CLOSEST) {
                    // tree order within a mesh: an equal fraction keeps the smaller triangle index
                    if (out.count() > 0 && (hit.fraction() > out.fraction(0) || hit.fraction() == out.fraction(0)
                            && (out.mesh(0) != m || out.triangle(0) < t))) {
                        continue;
                    }
                    out.clear();
                    limit = hit.fraction();
                }
                add(ContactEvents.MESH, meshes.ownerBody[m], m, t, out);
                if (mode == ANY) {
                    return;
                }
            }
        }
    }

    /** The seed-000 rule of the class doc: exact signs against the triangle's (rounded unit) normal. */
    private boolean movesIntoPlane(TriangleMesh mesh, int t, long dx, long dy, long dz) {
        long nx = mesh.normalX(t);
        long ny = mesh.normalY(t);
        long nz = mesh.normalZ(t);
        int side = Fixed.signOfDot3(hit.normalX(), hit.normalY(), hit.normalZ(), nx, ny, nz);
        int motion = Fixed.signOfDot3(dx, dy, dz, nx, ny, nz);
        return side * motion < 0;
    }

    private void add(long key, int body, int mesh, int tri, RayCastResult out) {
        out.add(hit.fraction(), key, body, world.bodies.generation[body], mesh, tri, hit.pointX(), hit.pointY(), hit.pointZ(),
                hit.normalX(), hit.normalY(), hit.normalZ());
    }

    /**
     * Returns whether the shape's placed box, its centre moved along {@code f d} for
     * {@code 0 <= f <= limit}, can meet {@code fat}: the centre's segment against {@code fat} grown
     * by the half extents (an exact slab test; conservative, since a cast only stops where the
     * shape is within {@code ShapeCast.TARGET} of a target, inside its fat box).
     */
    private boolean sweepMeetsBox(long[] fat, long dx, long dy, long dz, long limit) {
        grown[0] = fat[0] - halfX;
        grown[1] = fat[1] - halfY;
        grown[2] = fat[2] - halfZ;
        grown[3] = fat[3] + halfX;
        grown[4] = fat[4] + halfY;
        grown[5] = fat[5] + halfZ;
        return WorldQueries.segmentTouchesBox(centreX, centreY, centreZ, dx, dy, dz, grown, 0, limit);
    }

    /**
     * The placed box of the shape at the start (kept as centre and half extents, the half rounded
     * up, so centre +- half holds the box), joined with itself moved by {@code maxFraction * d}.
     */
    private void sweptBounds(Shape shape, Transform start, long dx, long dy, long dz, long maxFraction) {
        WorldQueries.placedBounds(shape, start, box, scratch);
        // a cast stops up to TARGET + TOLERANCE short of a target: reach that far (mesh triangles have no fat margin)
        for (int k = 0; k < 3; k++) {
            box[k] = Fixed.sub(box[k], REACH);
            box[k + 3] = Fixed.add(box[k + 3], REACH);
        }
        centreX = box[0] + ((box[3] - box[0]) >> 1);
        centreY = box[1] + ((box[4] - box[1]) >> 1);
        centreZ = box[2] + ((box[5] - box[2]) >> 1);
        halfX = box[3] - centreX;
        halfY = box[4] - centreY;
        halfZ = box[5] - centreZ;
        long mx = Fixed.mul(dx, maxFraction);
        long my = Fixed.mul(dy, maxFraction);
        long mz = Fixed.mul(dz, maxFraction);
        box[0] = Math.min(box[0], Fixed.add(box[0], mx));
        box[1] = Math.min(box[1], Fixed.add(box[1], my));
        box[2] = Math.min(box[2], Fixed.add(box[2], mz));
        box[3] = Math.max(box[3], Fixed.add(box[3], mx));
        box[4] = Math.max(box[4], Fixed.add(box[4], my));
        box[5] = Math.max(box[5], Fixed.add(box[5], mz));
    }
}
