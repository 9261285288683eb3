package dev.lockstep.world;

import dev.lockstep.collision.CollisionTolerances;
import dev.lockstep.collision.cast.ShapeCast;
import dev.lockstep.collision.manifold.ContactManifold;
import dev.lockstep.collision.mesh.MeshBvh;
import dev.lockstep.collision.mesh.MeshContactResult;
import dev.lockstep.collision.mesh.MeshContactWorkspace;
import dev.lockstep.collision.mesh.MeshContacts;
import dev.lockstep.collision.mesh.MeshRayCast;
import dev.lockstep.collision.mesh.RayHit;
import dev.lockstep.collision.mesh.TriangleList;
import dev.lockstep.collision.mesh.TriangleMesh;
import dev.lockstep.collision.narrow.ContactDispatch;
import dev.lockstep.collision.narrow.ContactWorkspace;
import dev.lockstep.collision.ray.ConvexRayHit;
import dev.lockstep.collision.ray.HullRayCast;
import dev.lockstep.collision.ray.RaySegment;
import dev.lockstep.collision.ray.SegmentSlabs;
import dev.lockstep.collision.ray.RoundRayCast;
import dev.lockstep.collision.shape.Aabb;
import dev.lockstep.collision.shape.Capsule;
import dev.lockstep.collision.shape.ConvexHull;
import dev.lockstep.collision.shape.Shape;
import dev.lockstep.collision.shape.Sphere;
import dev.lockstep.fixedpoint.Fixed;
import dev.lockstep.fixedpoint.FixedFormat;
import dev.lockstep.fixedpoint.MutableVec3;
import dev.lockstep.fixedpoint.Transform;
import dev.lockstep.fixedpoint.Vec3;
import java.util.Objects;

/**
 * Scene queries against a world's bodies and static meshes (issue 19): ray casts and shape casts
 * (closest, all, any), overlap of an AABB with the shapes' fat boxes, and overlap of a convex
 * shape. See {@code world/docs/queries.md}.
 *
 * <p><b>Candidates.</b> Body shapes come from a static AABB tree over their fat boxes
 * ({@link ShapeTree}, rebuilt when a fat box, body or shape changed), handed out in shape-key
 * order (body slot, then ordinal), so every query runs exactly the loop of a linear scan in key
 * order over fewer shapes, and no result can depend on the tree. Rays cull each candidate by an
 * exact slab test against its fat box (closed boxes, rational bounds compared by 128-bit cross
 * products, so the test never rounds); a fat box holds the shape with {@link World#AABB_MARGIN} to
 * spare, so the cull never drops a hit. Meshes are searched through their {@link MeshBvh}, whose
 * tree is a pure function of the mesh.
 *
 * <p><b>Order.</b> Closest: the smallest fraction, ties to the smallest shape key, then mesh
 * index, then triangle. All: every hit in that order. Any: the lowest shape key that is hit, else
 * the lowest mesh index and its first hit triangle in its tree's order; deterministic but not the
 * closest hit.
 *
 * <p>One instance per thread: it owns the scratch that makes queries allocation-free (a rebuild of
 * the candidate tree and a shape cast's placed transforms allocate). Reading the world between
 * steps only; a query never changes the world.
 */
public final class WorldQueries {
    private final World world;
    private final RaySegment ray = new RaySegment();
    private final RoundRayCast round = new RoundRayCast();
    private final HullRayCast hulls = new HullRayCast();
    private final ConvexRayHit shapeHit = new ConvexRayHit();
    private final RayHit meshHit = new RayHit();
    private final MeshContactWorkspace meshWorkspace = new MeshContactWorkspace();
    private final MeshContactResult meshResult = new MeshContactResult();
    private final TriangleList triangles = new TriangleList();
    private final ContactWorkspace contactWorkspace = new ContactWorkspace();
    private final ContactManifold manifold = new ContactManifold();
    private final MutableVec3 a = new MutableVec3();
    private final MutableVec3 b = new MutableVec3();
    private final long[] box = new long[6];
    private final ShapeCastQuery shapeCasts;
    private final ShapeTree tree = new ShapeTree();

    private static final int CLOSEST = 0;
    private static final int ALL = 1;
    private static final int ANY = 2;

    /** Returns a query object reading {@code world} (which it never changes). */
    public WorldQueries(World world) {
        this.world = Objects.requireNonNull(world, "world");
        this.shapeCasts = new ShapeCastQuery(world, this);
    }

    // ------------------------------------------------------------------ rays

    /**
     * Finds the closest hit of the segment {@code origin + f * translation},
     * {@code 0 <= f <= maxFraction}, and writes it into {@code out} (cleared first; 0 or 1 hits).
     * Returns true on a hit. Rays starting inside or on a convex shape do not hit it.
     *
     * @throws IllegalArgumentException as {@link RaySegment#set}, or when the ray's box reaches the
     *     static meshes and a coordinate of the origin or translation exceeds the mesh kernel's range
     *     ({@link TriangleMesh#MAX_COORDINATE}, 8192 m)
     */
    public boolean castRayClosest(long ox, long oy, long oz, long dx, long dy, long dz, long maxFraction,
            QueryFilter filter, RayCastResult out) {
        return cast(CLOSEST, ox, oy, oz, dx, dy, dz, maxFraction, filter, out) > 0;
    }

    /** {@link #castRayClosest(long, long, long, long, long, long, long, QueryFilter, RayCastResult)} with {@code maxFraction = 1}. */
    public boolean castRayClosest(Vec3 origin, Vec3 translation, QueryFilter filter, RayCastResult out) {
        return castRayClosest(origin.x(), origin.y(), origin.z(), translation.x(), translation.y(), translation.z(), Fixed.ONE,
                filter, out);
    }

    /**
     * Writes every hit of the segment into {@code out} (cleared first) in the documented order:
     * one per convex shape, one per mesh triangle crossed. Returns the number of hits.
     *
     * @throws IllegalArgumentException as {@link #castRayClosest}
     */
    public int castRayAll(long ox, long oy, long oz, long dx, long dy, long dz, long maxFraction, QueryFilter filter,
            RayCastResult out) {
        return cast(ALL, ox, oy, oz, dx, dy, dz, maxFraction, filter, out);
    }

    /** {@link #castRayAll(long, long, long, long, long, long, long, QueryFilter, RayCastResult)} with {@code maxFraction = 1}. */
    public int castRayAll(Vec3 origin, Vec3 translation, QueryFilter filter, RayCastResult out) {
        return castRayAll(origin.x(), origin.y(), origin.z(), translation.x(), translation.y(), translation.z(), Fixed.ONE,
                filter, out);
    }

    /**
     * Returns whether the segment hits anything, stopping at the first hit of the scan (written into
     * {@code out}, cleared first): the lowest shape key that is hit, else the lowest mesh index and
     * its first hit triangle in tree order. Not necessarily the closest hit.
     *
     * @throws IllegalArgumentException as {@link #castRayClosest}
     */
    public boolean castRayAny(long ox, long oy, long oz, long dx, long dy, long dz, long maxFraction, QueryFilter filter,
            RayCastResult out) {
        return cast(ANY, ox, oy, oz, dx, dy, dz, maxFraction, filter, out) > 0;
    }

    private int cast(int mode, long ox, long oy, long oz, long dx, long dy, long dz, long maxFraction, QueryFilter filter,
            RayCastResult out) {
        Objects.requireNonNull(filter, "filter");
        out.clear();
        RaySegment r = ray.set(ox, oy, oz, dx, dy, dz, maxFraction);
        long limit = maxFraction;
        Bodies bodies = world.bodies;
        tree.refresh(world);
        int n = tree.querySegment(r, limit);
        tree.sortByKey();
        for (int c = 0; c < n; c++) {
            BodyShape s = tree.candidate(c);
            int i = s.body;
            if (filter.excludes(i, bodies.generation[i]) || !filter.accepts(s.categoryBits, s.maskBits)
                    || !segmentTouchesBox(r, s.fat, limit)) {
                continue;
            }
            if (!castShape(s, r, shapeHit)) {
                continue;
            }
            long f = shapeHit.fraction();
            if (mode == CLOSEST) {
                if (out.count() > 0 && f >= out.fraction(0)) {
                    continue;
                }
                out.clear();
                limit = f;
            }
            out.add(f, s.key, i, bodies.generation[i], -1, -1, r.pointX(f), r.pointY(f), r.pointZ(f), shapeHit.normalX(),
                    shapeHit.normalY(), shapeHit.normalZ());
            if (mode == ANY) {
                return 1;
            }
        }
        castMeshes(mode, r, limit, filter, out);
        if (mode == ALL) {
            out.sort();
        }
        return out.count();
    }

    private void castMeshes(int mode, RaySegment r, long limit, QueryFilter filter, RayCastResult out) {
        MeshSet meshes = world.meshes();
        if (meshes.count() == 0 || (mode == ANY && out.count() > 0)) {
            return;
        }
        box[0] = Math.min(r.originX(), r.originX() + r.translationX());
        box[1] = Math.min(r.originY(), r.originY() + r.translationY());
        box[2] = Math.min(r.originZ(), r.originZ() + r.translationZ());
        box[3] = Math.max(r.originX(), r.originX() + r.translationX());
        box[4] = Math.max(r.originY(), r.originY() + r.translationY());
        box[5] = Math.max(r.originZ(), r.originZ() + r.translationZ());
        if (!meshes.overlaps(box)) {
            return;
        }
        checkMeshRange(r);
        for (int m = 0; m < meshes.count(); m++) {
            int owner = meshes.ownerBody[m];
            int generation = world.bodies.generation[owner];
            ShapeDef def = world.template(meshes.ownerDefinition[m]).shapes[(int) (meshes.ownerKey[m] & 0xFFFF)];
            if (filter.excludes(owner, generation) || !filter.accepts(def.categoryBits(), def.maskBits())) {
                continue;
            }
            MeshBvh bvh = meshes.bvhs[m];
            if (mode == CLOSEST) {
                if (bvh.raycast(r.originX(), r.originY(), r.originZ(), r.translationX(), r.translationY(), r.translationZ(), limit,
                        meshHit, meshWorkspace) && (out.count() == 0 || meshHit.fraction() < out.fraction(0))) {
                    out.clear();
                    limit = meshHit.fraction();
                    addMeshHit(r, m, owner, generation, out);
                }
                continue;
            }
            triangles.clear();
            bvh.querySegment(r.originX(), r.originY(), r.originZ(), r.translationX(), r.translationY(), r.translationZ(),
                    r.maxFraction(), triangles);
            for (int k = 0; k < triangles.size(); k++) {
                if (MeshRayCast.castTriangle(bvh.mesh(), triangles.get(k), r.originX(), r.originY(), r.originZ(),
                        r.translationX(), r.translationY(), r.translationZ(), r.maxFraction(), meshWorkspace, meshHit)) {
                    addMeshHit(r, m, owner, generation, out);
                    if (mode == ANY) {
                        return;
                    }
                }
            }
        }
    }

    /** Adds {@link #meshHit}, its normal turned to face the ray (a negation, exact). */
    private void addMeshHit(RaySegment r, int mesh, int owner, int generation, RayCastResult out) {
        long nx = meshHit.normalX();
        long ny = meshHit.normalY();
        long nz = meshHit.normalZ();
        if (Fixed.signOfDot3(nx, ny, nz, r.translationX(), r.translationY(), r.translationZ()) > 0) {
            nx = -nx;
            ny = -ny;
            nz = -nz;
        }
        out.add(meshHit.fraction(), ContactEvents.MESH, owner, generation, mesh, meshHit.triangle(), meshHit.x(), meshHit.y(),
                meshHit.z(), nx, ny, nz);
    }

    private static void checkMeshRange(RaySegment r) {
        long max = TriangleMesh.MAX_COORDINATE;
        if (Math.abs(r.originX()) > max || Math.abs(r.originY()) > max || Math.abs(r.originZ()) > max
                || Math.abs(r.translationX()) > max || Math.abs(r.translationY()) > max || Math.abs(r.translationZ()) > max) {
            throw new IllegalArgumentException("ray from (" + FixedFormat.toExactString(r.originX()) + ", "
                    + FixedFormat.toExactString(r.originY()) + ", " + FixedFormat.toExactString(r.originZ()) + ") by ("
                    + FixedFormat.toExactString(r.translationX()) + ", " + FixedFormat.toExactString(r.translationY()) + ", "
                    + FixedFormat.toExactString(r.translationZ()) + ") reaches the static meshes but exceeds the mesh ray range +-"
                    + FixedFormat.toExactString(max) + " per coordinate of origin and translation; split the ray");
        }
    }

    /**
     * Casts the ray against one body shape with no culling (package access for the brute-force
     * oracle in the tests). Round shapes are cast in the world frame with their core points placed
     * by the shape's transform; hulls in their local frame.
     */
    boolean castShape(BodyShape s, RaySegment r, ConvexRayHit outHit) {
        Shape g = s.geometry;
        Transform t = s.world;
        switch (g.type()) {
            case SPHERE: {
                Sphere sphere = (Sphere) g;
                t.applyToPointInto(sphere.center().x(), sphere.center().y(), sphere.center().z(), a);
                return round.sphere(r, a.x, a.y, a.z, sphere.radius(), outHit);
            }
            case CAPSULE: {
                Capsule capsule = (Capsule) g;
                t.applyToPointInto(capsule.p0().x(), capsule.p0().y(), capsule.p0().z(), a);
                t.applyToPointInto(capsule.p1().x(), capsule.p1().y(), capsule.p1().z(), b);
                return round.capsule(r, a.x, a.y, a.z, b.x, b.y, b.z, capsule.radius(), outHit);
            }
            case HULL:
                return hulls.cast((ConvexHull) g, t, r, outHit);
            default:
                throw new IllegalStateException("body shape " + s.key + " has type " + g.type());
        }
    }

    /**
     * Returns whether the segment {@code o + f d}, {@code 0 <= f <= limit}, meets the closed box
     * (exact slab test: each slab's entry and exit are kept as rationals and compared by 128-bit
     * cross products).
     */
    static boolean segmentTouchesBox(RaySegment r, long[] fat, long limit) {
        return segmentTouchesBox(r, fat, 0, limit);
    }

    /** {@link #segmentTouchesBox(RaySegment, long[], long)} for the box at {@code fat[at .. at + 6)}. */
    static boolean segmentTouchesBox(RaySegment r, long[] fat, int at, long limit) {
        return segmentTouchesBox(r.originX(), r.originY(), r.originZ(), r.translationX(), r.translationY(), r.translationZ(),
                fat, at, limit);
    }

    /**
     * {@link #segmentTouchesBox(RaySegment, long[], long)} for the segment {@code o + f d} in raw
     * values and the box at {@code fat[at .. at + 6)} (coordinates within {@code 2^47} raw, so every
     * cross product stays inside 128 bits).
     */
    static boolean segmentTouchesBox(long ox, long oy, long oz, long dx, long dy, long dz, long[] fat, int at, long limit) {
        return SegmentSlabs.meets(ox, oy, oz, dx, dy, dz, fat, at, 0, 0, 0, limit);
    }

    // ------------------------------------------------------------------ shape casts

    /**
     * Finds the first contact of {@code shape}, placed by {@code start} and moved by
     * {@code f * translation} for {@code 0 <= f <= maxFraction} (translation only), with the body
     * shapes and static mesh triangles, and writes it into {@code out} (cleared first; 0 or 1 hits).
     * Returns true on a hit. Per hit: the fraction at which the shapes come within
     * {@link ShapeCast#TARGET} of touching (never overlapping: see {@code world/docs/queries.md}),
     * the target's closest point, the unit normal from the target towards the cast shape. A shape
     * that starts overlapping a target never hits it; one that starts touching it (within the
     * target band) hits it at fraction 0 only when it moves towards it. Order and ties as for rays.
     *
     * @throws IllegalArgumentException if the translation is zero, {@code maxFraction} is outside
     *     {@code [0, 1]}, or a coordinate of the start or translation exceeds
     *     {@link ShapeCast#MAX_COORDINATE} (4096 m)
     */
    public boolean castShapeClosest(Shape shape, Transform start, Vec3 translation, long maxFraction, QueryFilter filter,
            RayCastResult out) {
        return castShape(ShapeCastQuery.CLOSEST, shape, start, translation, maxFraction, filter, out) > 0;
    }

    /**
     * Writes every target the swept shape reaches into {@code out} (cleared first), one hit per body
     * shape and per mesh triangle, in the documented order (fraction, then shape key, then mesh and
     * triangle). Returns the number of hits.
     *
     * @throws IllegalArgumentException as {@link #castShapeClosest}
     */
    public int castShapeAll(Shape shape, Transform start, Vec3 translation, long maxFraction, QueryFilter filter,
            RayCastResult out) {
        return castShape(ShapeCastQuery.ALL, shape, start, translation, maxFraction, filter, out);
    }

    /**
     * Returns whether the swept shape reaches anything, stopping at the lowest shape key it reaches,
     * else the lowest mesh index and its first reached triangle in tree order (written into
     * {@code out}, cleared first). Not necessarily the closest hit.
     *
     * @throws IllegalArgumentException as {@link #castShapeClosest}
     */
    public boolean castShapeAny(Shape shape, Transform start, Vec3 translation, long maxFraction, QueryFilter filter,
            RayCastResult out) {
        return castShape(ShapeCastQuery.ANY, shape, start, translation, maxFraction, filter, out) > 0;
    }

    private int castShape(int mode, Shape shape, Transform start, Vec3 translation, long maxFraction, QueryFilter filter,
            RayCastResult out) {
        Objects.requireNonNull(shape, "shape");
        Objects.requireNonNull(start, "start");
        Objects.requireNonNull(filter, "filter");
        return shapeCasts.run(mode, shape, start, translation.x(), translation.y(), translation.z(), maxFraction, filter, out);
    }

    // ------------------------------------------------------------------ overlaps

    /**
     * Writes into {@code out} (cleared first) every body shape whose fat box overlaps the closed box,
     * and every mesh triangle whose bounding box does, sorted by key (then mesh, then triangle).
     * A fat box is larger than its shape (by at least {@link World#AABB_MARGIN}): this is the cheap,
     * conservative query; {@link #overlapShape} is the exact one. Returns the count.
     */
    public int overlapAabb(Aabb query, QueryFilter filter, OverlapResult out) {
        Objects.requireNonNull(filter, "filter");
        out.clear();
        box[0] = query.minX();
        box[1] = query.minY();
        box[2] = query.minZ();
        box[3] = query.maxX();
        box[4] = query.maxY();
        box[5] = query.maxZ();
        Bodies bodies = world.bodies;
        int n = candidatesInBox(box);
        for (int c = 0; c < n; c++) {
            BodyShape s = tree.candidate(c);
            int i = s.body;
            if (!filter.excludes(i, bodies.generation[i]) && filter.accepts(s.categoryBits, s.maskBits)
                    && boxesOverlap(s.fat, box)) {
                out.add(s.key, i, bodies.generation[i], -1, -1);
            }
        }
        MeshSet meshes = world.meshes();
        if (meshes.overlaps(box)) {
            for (int m = 0; m < meshes.count(); m++) {
                if (!meshAccepted(meshes, m, filter)) {
                    continue;
                }
                triangles.clear();
                meshes.bvhs[m].queryOverlap(box[0], box[1], box[2], box[3], box[4], box[5], triangles);
                int owner = meshes.ownerBody[m];
                for (int k = 0; k < triangles.size(); k++) {
                    out.add(ContactEvents.MESH, owner, world.bodies.generation[owner], m, triangles.get(k));
                }
            }
        }
        out.sort();
        return out.count();
    }

    /**
     * Writes into {@code out} (cleared first) every body shape that overlaps {@code shape} placed by
     * {@code transform}, and every mesh triangle that does, sorted by key (then mesh, then triangle).
     * Overlap is the collision kernel's verdict at contact distance 0: a manifold with a point of
     * depth {@code >= 0} (touching counts). For meshes the triangles are those of seed 000's
     * contacts (a triangle whose contact is voided as an internal-edge duplicate is not listed).
     * Returns the count.
     */
    public int overlapShape(Shape shape, Transform transform, QueryFilter filter, OverlapResult out) {
        Objects.requireNonNull(shape, "shape");
        Objects.requireNonNull(transform, "transform");
        Objects.requireNonNull(filter, "filter");
        out.clear();
        placedBounds(shape, transform, box, a);
        Bodies bodies = world.bodies;
        int n = candidatesInBox(box);
        for (int c = 0; c < n; c++) {
            BodyShape s = tree.candidate(c);
            int i = s.body;
            if (filter.excludes(i, bodies.generation[i]) || !filter.accepts(s.categoryBits, s.maskBits)
                    || !boxesOverlap(s.fat, box)) {
                continue;
            }
            int points = ContactDispatch.collide(shape, transform, s.geometry, s.world, 0, contactWorkspace, manifold);
            if (anyPointTouches(points)) {
                out.add(s.key, i, bodies.generation[i], -1, -1);
            }
        }
        overlapMeshes(shape, transform, filter, out);
        out.sort();
        return out.count();
    }

    private void overlapMeshes(Shape shape, Transform transform, QueryFilter filter, OverlapResult out) {
        MeshSet meshes = world.meshes();
        if (!meshes.overlaps(box)) {
            return;
        }
        switch (shape.type()) {
            case SPHERE: {
                Sphere sphere = (Sphere) shape;
                transform.applyToPointInto(sphere.center().x(), sphere.center().y(), sphere.center().z(), a);
                MeshContacts.sphereVsMeshes(a.x, a.y, a.z, sphere.radius(), 0, meshes.bvhs, meshWorkspace, meshResult);
                break;
            }
            case CAPSULE:
                MeshContacts.capsuleVsMeshes((Capsule) shape, transform, 0, meshes.bvhs, meshWorkspace, meshResult);
                break;
            case HULL:
                MeshContacts.hullVsMeshes((ConvexHull) shape, transform, 0, meshes.bvhs, meshWorkspace, meshResult);
                break;
            default:
                throw new IllegalArgumentException("overlapShape takes a convex shape, got " + shape.type());
        }
        for (int k = 0; k < meshResult.count(); k++) {
            int m = meshResult.mesh(k);
            if (meshResult.depth(k) >= 0 && meshAccepted(meshes, m, filter)) {
                int owner = meshes.ownerBody[m];
                out.add(ContactEvents.MESH, owner, world.bodies.generation[owner], m, meshResult.triangle(k));
            }
        }
    }

    /**
     * Refreshes the candidate tree and collects the body shapes whose leaf boxes overlap the closed
     * box {@code q}, in key order (read them with {@code tree.candidate}); returns the count.
     */
    int candidatesInBox(long[] q) {
        tree.refresh(world);
        int n = tree.queryBox(q);
        tree.sortByKey();
        return n;
    }

    /** Returns the number of body-shape candidates the tree gave the last query (for tests). */
    int lastCandidateCount() {
        return tree.foundCount();
    }

    /** Returns candidate {@code i} of the last {@link #candidatesInBox}. */
    BodyShape candidate(int i) {
        return tree.candidate(i);
    }

    private boolean anyPointTouches(int n) {
        for (int k = 0; k < n; k++) {
            if (manifold.point(k).depth() >= 0) {
                return true;
            }
        }
        return false;
    }

    private boolean meshAccepted(MeshSet meshes, int m, QueryFilter filter) {
        return meshAccepted(world, meshes, m, filter);
    }

    /** Returns whether {@code filter} sees mesh {@code m}: its owner is not excluded and its shape's bits pass. */
    static boolean meshAccepted(World world, MeshSet meshes, int m, QueryFilter filter) {
        int owner = meshes.ownerBody[m];
        ShapeDef def = world.template(meshes.ownerDefinition[m]).shapes[(int) (meshes.ownerKey[m] & 0xFFFF)];
        return !filter.excludes(owner, world.bodies.generation[owner]) && filter.accepts(def.categoryBits(), def.maskBits());
    }

    /**
     * Writes the box of the eight corners of {@code shape}'s local bounds placed by {@code t}, grown
     * by one millimetre-scale margin ({@code 2^-10} m) that covers the corners' rounding.
     */
    static void placedBounds(Shape shape, Transform t, long[] out, MutableVec3 a) {
        Aabb l = shape.localBounds();
        for (int c = 0; c < 8; c++) {
            t.applyToPointInto((c & 4) != 0 ? l.maxX() : l.minX(), (c & 2) != 0 ? l.maxY() : l.minY(),
                    (c & 1) != 0 ? l.maxZ() : l.minZ(), a);
            if (c == 0) {
                out[0] = out[3] = a.x;
                out[1] = out[4] = a.y;
                out[2] = out[5] = a.z;
            } else {
                out[0] = Math.min(out[0], a.x);
                out[1] = Math.min(out[1], a.y);
                out[2] = Math.min(out[2], a.z);
                out[3] = Math.max(out[3], a.x);
                out[4] = Math.max(out[4], a.y);
                out[5] = Math.max(out[5], a.z);
            }
        }
        for (int k = 0; k < 3; k++) {
            out[k] = Fixed.sub(out[k], PLACED_BOUNDS_MARGIN);
            out[k + 3] = Fixed.add(out[k + 3], PLACED_BOUNDS_MARGIN);
        }
    }

    /**
     * Margin of a placed query shape's box: {@code CollisionTolerances.LINEAR_SLOP}, {@code 2^-10} m,
     * raw {@code 2^22}; far above the few ulps of rounding it covers.
     */
    private static final long PLACED_BOUNDS_MARGIN = CollisionTolerances.LINEAR_SLOP;

    static boolean boxesOverlap(long[] f, long[] q) {
        return f[0] <= q[3] && q[0] <= f[3] && f[1] <= q[4] && q[1] <= f[4] && f[2] <= q[5] && q[2] <= f[5];
    }
}
