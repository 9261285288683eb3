package dev.lockstep.world;

import dev.lockstep.collision.manifold.ContactManifold;
import dev.lockstep.collision.manifold.ManifoldPoint;
import dev.lockstep.collision.mesh.MeshContactResult;
import dev.lockstep.collision.mesh.MeshContactWorkspace;
import dev.lockstep.collision.mesh.MeshContacts;
import dev.lockstep.collision.narrow.ContactDispatch;
import dev.lockstep.collision.narrow.ContactWorkspace;
import dev.lockstep.collision.narrow.HullHullWorkspace;
import dev.lockstep.collision.shape.Capsule;
import dev.lockstep.collision.shape.ConvexHull;
import dev.lockstep.collision.shape.Shape;
import dev.lockstep.collision.shape.ShapeType;
import dev.lockstep.collision.shape.Sphere;
import dev.lockstep.fixedpoint.Fixed;
import dev.lockstep.fixedpoint.MutableVec3;
import dev.lockstep.fixedpoint.Transform;
import java.util.Arrays;

/**
 * The narrow phase of one contact: the collision kernel's query for its pair at the speculative
 * distance grown by the bodies' motion bounds ({@link MotionBounds}), the manifold copied into the
 * contact's points, and the accumulated impulses carried over from the last tick's points by
 * feature id (Box2D's warm starting; a point whose feature is new starts at zero). A shape against
 * the static meshes is one query over every mesh (seed 000 section 6). Owns the kernel's
 * workspaces, so a contact's update allocates nothing.
 */
final class NarrowPhase {
    private final MeshSet meshes;
    private final MotionBounds motion;
    private final ContactWorkspace contactWorkspace = new ContactWorkspace();
    private final HullHullWorkspace hullWorkspace = new HullHullWorkspace();
    private final MeshContactWorkspace meshWorkspace = new MeshContactWorkspace();
    private final MeshContactResult meshResult = new MeshContactResult();
    private final MutableVec3 scratch = new MutableVec3();
    private final MutableVec3 tangent1 = new MutableVec3();
    private final MutableVec3 tangent2 = new MutableVec3();
    private long[] meshChosenScratch = new long[64];

    NarrowPhase(MeshSet meshes, MotionBounds motion) {
        this.meshes = meshes;
        this.motion = motion;
    }

    /**
     * Runs the narrow phase of one contact: its points replaced by the query's, each new point
     * starting from the impulses of the old point with its feature id (zero when none had it).
     */
    void collide(Contact c) {
        int old = c.pointCount;
        for (int j = 0; j < old; j++) {
            c.oldFeature[j] = c.feature[j];
            c.oldNormal[j] = c.normalImpulse[j];
            c.oldTangent1[j] = c.tangentImpulse1[j];
            c.oldTangent2[j] = c.tangentImpulse2[j];
        }
        long distance = motion.queryDistance(c.bodyA, c.bodyB);
        if (c.b == null) {
            collideMeshes(c, distance);
        } else {
            collideConvex(c, distance);
        }
        carryImpulses(c, old);
    }

    /** Shape A against shape B through the kernel's dispatch table (hull pairs keep their pair cache, {@code c.cache}). */
    private void collideConvex(Contact c, long distance) {
        ContactManifold m = c.manifold;
        Shape sa = c.a.geometry;
        Shape sb = c.b.geometry;
        if (sa.type() == ShapeType.HULL && sb.type() == ShapeType.HULL) {
            ContactDispatch.collideHulls((ConvexHull) sa, c.a.world, (ConvexHull) sb, c.b.world, distance, hullWorkspace, c.cache, m);
        } else {
            ContactDispatch.collide(sa, c.a.world, sb, c.b.world, distance, contactWorkspace, m);
        }
        int n = m.pointCount();
        for (int j = 0; j < n; j++) {
            ManifoldPoint p = m.point(j);
            c.feature[j] = p.featureId();
            c.nx[j] = m.normalX();
            c.ny[j] = m.normalY();
            c.nz[j] = m.normalZ();
            c.t1x[j] = m.tangent1X();
            c.t1y[j] = m.tangent1Y();
            c.t1z[j] = m.tangent1Z();
            c.t2x[j] = m.tangent2X();
            c.t2y[j] = m.tangent2Y();
            c.t2z[j] = m.tangent2Z();
            c.px[j] = p.worldX();
            c.py[j] = p.worldY();
            c.pz[j] = p.worldZ();
            c.separation[j] = Fixed.neg(p.depth());
        }
        c.pointCount = n;
    }

    /**
     * Gives each point the impulses of the first old point ({@code 0..old-1}) with its feature id;
     * a contact that stopped touching also drops its manifold-wide friction, twist and rolling
     * impulses, so a contact that touches again starts from rest.
     */
    private static void carryImpulses(Contact c, int old) {
        for (int j = 0; j < c.pointCount; j++) {
            long n = 0;
            long t1 = 0;
            long t2 = 0;
            for (int k = 0; k < old; k++) {
                if (c.oldFeature[k] == c.feature[j]) {
                    n = c.oldNormal[k];
                    t1 = c.oldTangent1[k];
                    t2 = c.oldTangent2[k];
                    break;
                }
            }
            c.normalImpulse[j] = n;
            c.tangentImpulse1[j] = t1;
            c.tangentImpulse2[j] = t2;
        }
        if (c.pointCount == 0) {
            c.rollingX = 0;
            c.rollingY = 0;
            c.rollingZ = 0;
            c.frictionImpulse1 = 0;
            c.frictionImpulse2 = 0;
            c.twistImpulse = 0;
        }
    }

    /** Shape A against every static mesh at once (seed 000 section 6), at most {@link WorldLimits#MAX_MESH_POINTS} points. */
    private void collideMeshes(Contact c, long distance) {
        Shape s = c.a.geometry;
        Transform t = c.a.world;
        if (s instanceof Sphere sphere) {
            t.applyToPointInto(sphere.center().x(), sphere.center().y(), sphere.center().z(), scratch);
            MeshContacts.sphereVsMeshes(scratch.x, scratch.y, scratch.z, sphere.radius(), distance, meshes.bvhs, meshWorkspace, meshResult);
        } else if (s instanceof Capsule capsule) {
            c.meshCache.capsuleVsMeshes(capsule, t, distance, meshes.bvhs, meshWorkspace, meshResult);
        } else {
            // a resting box or hull repeats its transform bits: the cache returns the same result (MeshContactCache)
            c.meshCache.hullVsMeshes((ConvexHull) s, t, distance, meshes.bvhs, meshWorkspace, meshResult);
        }
        int count = meshResult.count();
        int keep = Math.min(count, c.capacity);
        // keep the deepest points; ties keep the seed 000 output order (selection is stable)
        int n = 0;
        if (count <= c.capacity) {
            for (int i = 0; i < count; i++) {
                fillMeshPoint(c, n++, i);
            }
        } else {
            long[] chosen = meshChosen(count);
            for (int k = 0; k < keep; k++) {
                int best = -1;
                for (int i = 0; i < count; i++) {
                    if (chosen[i] == 0 && (best < 0 || meshResult.depth(i) > meshResult.depth(best))) {
                        best = i;
                    }
                }
                chosen[best] = 1;
            }
            for (int i = 0; i < count; i++) {
                if (chosen[i] != 0) {
                    fillMeshPoint(c, n++, i);
                }
            }
        }
        c.pointCount = n;
    }

    private long[] meshChosen(int count) {
        if (meshChosenScratch.length < count) {
            meshChosenScratch = new long[Math.max(count, 2 * meshChosenScratch.length)];
        }
        Arrays.fill(meshChosenScratch, 0, count, 0);
        return meshChosenScratch;
    }

    private void fillMeshPoint(Contact c, int j, int i) {
        MeshContactResult r = meshResult;
        // normal from A (the shape) to B (the mesh): the mesh normal negated, exact
        c.setNormal(j, Fixed.neg(r.normalX(i)), Fixed.neg(r.normalY(i)), Fixed.neg(r.normalZ(i)), tangent1, tangent2);
        c.px[j] = BodyPoses.halfSum(r.pointX(i), r.closestX(i));
        c.py[j] = BodyPoses.halfSum(r.pointY(i), r.closestY(i));
        c.pz[j] = BodyPoses.halfSum(r.pointZ(i), r.closestZ(i));
        c.separation[j] = Fixed.neg(r.depth(i));
        // the mesh index goes into A's side of the id (A's side of a mesh contact is always VERTEX 0)
        c.feature[j] = ((long) r.mesh(i) << 32) + ((long) r.triangle(i) << 3 | r.feature(i));
    }
}
