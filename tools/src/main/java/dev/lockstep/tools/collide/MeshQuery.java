package dev.lockstep.tools.collide;

import dev.lockstep.collision.mesh.MeshBvh;
import dev.lockstep.collision.mesh.MeshContactResult;
import dev.lockstep.collision.mesh.MeshContactWorkspace;
import dev.lockstep.collision.mesh.MeshContacts;
import dev.lockstep.collision.mesh.MeshFeature;
import dev.lockstep.collision.mesh.TriangleMesh;
import dev.lockstep.collision.mesh.VoidingMode;
import dev.lockstep.collision.shape.Capsule;
import dev.lockstep.collision.shape.ConvexHull;
import dev.lockstep.collision.shape.Shape;
import dev.lockstep.collision.shape.ShapeType;
import dev.lockstep.collision.shape.Sphere;
import dev.lockstep.fixedpoint.Fixed;
import dev.lockstep.fixedpoint.Transform;
import dev.lockstep.fixedpoint.Vec3;
import java.util.ArrayList;
import java.util.List;
import java.util.OptionalLong;

/**
 * Answers shape-vs-mesh requests with the collision module's {@link MeshContacts} (seed 000's
 * voiding algorithm) for spheres, capsules, boxes and hulls. One instance per thread (owns the
 * kernel workspace and result).
 *
 * <p>Frames: a sphere's center is taken into mesh space with {@code tb}'s inverse, a capsule or hull
 * is placed in mesh space by {@code tb^-1 * ta}; the kernel's
 * points go back to the world with {@code tb}, its normals (mesh toward shape) are rotated and
 * negated so they point from a to b like every {@code collide} normal. {@code "mesh"} voids by vertex
 * index, {@code "meshes"} by exact vertex position (seed 000 section 6).
 */
final class MeshQuery {
    private final MeshContactWorkspace workspace = new MeshContactWorkspace();
    private final MeshContactResult result = new MeshContactResult();

    /**
     * @param withVoidedFeatures also find which features were voided (one kernel query per triangle;
     *     for pictures, not for bulk use)
     */
    MeshAnswer collide(CollideRequest request, long contactDistance, boolean withVoidedFeatures) throws BadRequestException {
        Shape a = ShapeBuilder.build(request.a(), "a");
        long radius = a.coreRadius();
        // a sphere goes in as its center; capsules and hulls as a placement in mesh space
        Vec3 c = request.tb().inverseApplyToPoint(request.ta().applyToPoint(
                a.type() == ShapeType.SPHERE ? ((Sphere) a).center() : Vec3.ZERO));
        Transform placement = request.tb().inverse().compose(request.ta());
        List<MeshSpec> parts = request.b().meshParts();
        TriangleMesh[] meshes = new TriangleMesh[parts.size()];
        MeshBvh[] bvhs = new MeshBvh[parts.size()];
        for (int m = 0; m < meshes.length; m++) {
            try {
                meshes[m] = TriangleMesh.of(parts.get(m).vertices().toArray(new Vec3[0]), parts.get(m).triangles());
            } catch (IllegalArgumentException e) {
                throw new BadRequestException((parts.size() == 1 ? "b" : "b.parts[" + m + "]") + ": " + e.getMessage());
            }
            bvhs[m] = MeshBvh.build(meshes[m]);
        }
        boolean single = "mesh".equals(request.b().typeName());
        try {
            query(a, c, placement, contactDistance, single, bvhs);
            List<MeshAnswer.MeshManifold> manifolds = new ArrayList<>(result.count());
            long nearest = Long.MAX_VALUE;
            for (int i = 0; i < result.count(); i++) {
                Vec3 n = request.tb().applyToVector(new Vec3(result.normalX(i), result.normalY(i), result.normalZ(i))).neg();
                Vec3 p = request.tb().applyToPoint(new Vec3(result.pointX(i), result.pointY(i), result.pointZ(i)));
                manifolds.add(new MeshAnswer.MeshManifold(n, p, result.depth(i), result.mesh(i), result.triangle(i)));
                nearest = Math.min(nearest, Fixed.neg(result.depth(i)));
            }
            int voided = result.voidedCount();
            // voided-feature pictures are drawn for spheres only (the per-triangle replay below is a sphere query)
            List<MeshAnswer.VoidedFeature> voidedFeatures = withVoidedFeatures && a.type() == ShapeType.SPHERE
                    ? voidedFeatures(c, radius, contactDistance, single, meshes, manifolds, request.tb())
                    : List.of();
            if (manifolds.isEmpty()) {
                // the nearest feature is never voided (a voiding face would be nearer), so the widest
                // query's nearest kept contact is the distance
                query(a, c, placement, TriangleMesh.MAX_COORDINATE - radius, single, bvhs);
                for (int i = 0; i < result.count(); i++) {
                    nearest = Math.min(nearest, Fixed.neg(result.depth(i)));
                }
            }
            return new MeshAnswer(nearest == Long.MAX_VALUE ? OptionalLong.empty() : OptionalLong.of(nearest), manifolds,
                    voided, voidedFeatures);
        } catch (IllegalArgumentException | ArithmeticException e) {
            throw new BadRequestException(request.a().typeName() + "-" + request.b().typeName() + ": " + e.getMessage());
        }
    }

    private void query(Shape a, Vec3 c, Transform placement, long contactDistance, boolean single, MeshBvh[] bvhs)
            throws BadRequestException {
        // the mesh row of seed 001's table is a switch on the convex shape's type (TriangleMesh is not a Shape)
        switch (a.type()) {
            case SPHERE:
                if (single) {
                    MeshContacts.sphereVsMesh(c.x(), c.y(), c.z(), a.coreRadius(), contactDistance, bvhs[0], workspace, result);
                } else {
                    MeshContacts.sphereVsMeshes(c.x(), c.y(), c.z(), a.coreRadius(), contactDistance, bvhs, workspace, result);
                }
                return;
            case CAPSULE:
                if (single) {
                    MeshContacts.capsuleVsMesh((Capsule) a, placement, contactDistance, bvhs[0], workspace, result);
                } else {
                    MeshContacts.capsuleVsMeshes((Capsule) a, placement, contactDistance, bvhs, workspace, result);
                }
                return;
            case HULL:
                if (single) {
                    MeshContacts.hullVsMesh((ConvexHull) a, placement, contactDistance, bvhs[0], workspace, result);
                } else {
                    MeshContacts.hullVsMeshes((ConvexHull) a, placement, contactDistance, bvhs, workspace, result);
                }
                return;
            default:
                throw new BadRequestException("a: a mesh can only be shape b");
        }
    }

    /**
     * Finds the voided features: every triangle that gives a contact when queried alone but is not among
     * the kept contacts was voided (classification is per triangle; only voiding depends on the others).
     */
    private static List<MeshAnswer.VoidedFeature> voidedFeatures(Vec3 c, long radius, long contactDistance,
            boolean single, TriangleMesh[] meshes, List<MeshAnswer.MeshManifold> kept, Transform tb) {
        MeshContactWorkspace ws = new MeshContactWorkspace();
        MeshContactResult solo = new MeshContactResult();
        VoidingMode mode = single ? VoidingMode.VERTEX_INDEX : VoidingMode.VERTEX_POSITION;
        List<MeshAnswer.VoidedFeature> out = new ArrayList<>();
        for (int m = 0; m < meshes.length; m++) {
            for (int t = 0; t < meshes[m].triangleCount(); t++) {
                MeshContacts.sphereVsCandidates(c.x(), c.y(), c.z(), radius, contactDistance, meshes, new int[]{m},
                        new int[]{t}, 1, mode, ws, solo);
                if (solo.count() == 0 || contains(kept, m, t)) {
                    continue;
                }
                int f = solo.feature(0);
                int corner = MeshFeature.firstCorner(f);
                Vec3 from = meshes[m].position(meshes[m].vertex(t, corner));
                Vec3 to = MeshFeature.isEdge(f) ? meshes[m].position(meshes[m].vertex(t, (corner + 1) % 3)) : from;
                Vec3 closest = new Vec3(solo.closestX(0), solo.closestY(0), solo.closestZ(0));
                out.add(new MeshAnswer.VoidedFeature(tb.applyToPoint(from), tb.applyToPoint(to), tb.applyToPoint(closest), m, t));
            }
        }
        return out;
    }

    private static boolean contains(List<MeshAnswer.MeshManifold> kept, int mesh, int triangle) {
        for (MeshAnswer.MeshManifold k : kept) {
            if (k.mesh() == mesh && k.triangle() == triangle) {
                return true;
            }
        }
        return false;
    }
}
