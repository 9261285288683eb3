package dev.lockstep.collision.mesh;

import dev.lockstep.collision.shape.Capsule;
import dev.lockstep.collision.shape.ConvexHull;
import dev.lockstep.fixedpoint.MutableVec3;
import dev.lockstep.fixedpoint.Transform;
import java.util.Arrays;

/**
 * Ghost-free contacts between a shape and static triangle meshes: Terdiman's final algorithm
 * (seed 000, end of section 5b), with the disjoint-mesh extension of section 6.
 *
 * <pre>
 *   candidates = midphase(inflated shape bounds)             // all meshes, one candidate set
 *   for each candidate triangle T:                             // per-triangle generator
 *       classify T: culled / too far (figure 1) / FACE / EDGE / VERTEX
 *       FACE          -> keep the contact, add T to V          // figure 2
 *       EDGE, VERTEX  -> record as a delayed contact           // figures 3, 5
 *   sort delayed contacts by (D, mesh, triangle, feature)      // section 5a, total order (D as exact |Sc - Cp|^2)
 *   for each delayed contact in that order:                    // one pass, figure 8
 *       voided = V contains its edge (both endpoints in one triangle) or its vertex
 *       if not voided: complete and keep the contact           // figures 4, 6
 *       add its triangle to V unconditionally                  // figure 7
 * </pre>
 *
 * <p>Deviations, each deliberate: the candidates are sorted by (mesh, triangle) before the
 * first pass, so face contacts come out in that order, and V after the face pass is a set, so the
 * result does not depend on the order in which the midphase reports triangles (proved by {@code MeshContactsProperties}); features are compared
 * by (mesh, vertex index) in {@link VoidingMode#VERTEX_INDEX} mode or by exact raw position in
 * {@link VoidingMode#VERTEX_POSITION} mode (section 6 uses the float bit patterns; raw Q31.32 longs
 * are the exact equivalent). Even with all candidates gathered first (section 6 allows merging the
 * passes), face contacts are still processed first, which is the section 5 order.
 *
 * <p>All meshes share one frame (mesh space); the caller brings the shape into it.
 */
public final class MeshContacts {
    private MeshContacts() {
    }

    /**
     * Writes into {@code outResult} the contacts of a sphere (center in mesh space, raw) against
     * one mesh, voiding by vertex index.
     *
     * @throws IllegalArgumentException if the center is beyond {@link TriangleMesh#MAX_COORDINATE}
     *     on an axis, {@code radius <= 0}, {@code contactDistance < 0}, or the inflated radius
     *     {@code radius + contactDistance} exceeds {@link TriangleMesh#MAX_COORDINATE}
     */
    public static void sphereVsMesh(long centerX, long centerY, long centerZ, long radius, long contactDistance,
            MeshBvh bvh, MeshContactWorkspace workspace, MeshContactResult outResult) {
        workspace.sphere.set(centerX, centerY, centerZ, radius, contactDistance);
        outResult.setShapeOrigin(centerX, centerY, centerZ);
        workspace.candidateCount = 0;
        gather(workspace.sphere, bvh, 0, workspace);
        process(workspace.sphere, workspace.meshViews(bvh), VoidingMode.VERTEX_INDEX, workspace, outResult);
    }

    /**
     * Writes into {@code outResult} the contacts of a sphere against several meshes gathered into
     * one candidate set (seed 000 section 6), voiding features by exact position so duplicated
     * vertices across meshes behave as shared.
     */
    public static void sphereVsMeshes(long centerX, long centerY, long centerZ, long radius, long contactDistance,
            MeshBvh[] bvhs, MeshContactWorkspace workspace, MeshContactResult outResult) {
        workspace.sphere.set(centerX, centerY, centerZ, radius, contactDistance);
        outResult.setShapeOrigin(centerX, centerY, centerZ);
        generate(workspace.sphere, bvhs, VoidingMode.VERTEX_POSITION, workspace, outResult);
    }

    /**
     * Writes into {@code outResult} the contacts of a capsule placed in mesh space by
     * {@code placement} against one mesh, voiding by vertex index (a
     * capsule lying on a face gets two points, normals of contacts over a triangle are its exact
     * normal). The shape origin of the result is the placement's translation.
     *
     * @throws IllegalArgumentException if a placed endpoint exceeds {@link TriangleMesh#MAX_COORDINATE},
     *     {@code contactDistance < 0}, or the radius plus the contact distance exceeds it
     */
    public static void capsuleVsMesh(Capsule capsule, Transform placement, long contactDistance, MeshBvh bvh,
            MeshContactWorkspace workspace, MeshContactResult outResult) {
        setCapsule(capsule, placement, contactDistance, workspace, outResult);
        runOne(workspace.capsule, bvh, workspace, outResult);
    }

    /** As {@link #capsuleVsMesh}, against several meshes gathered into one candidate set, voiding by exact position (seed 000 section 6). */
    public static void capsuleVsMeshes(Capsule capsule, Transform placement, long contactDistance, MeshBvh[] bvhs,
            MeshContactWorkspace workspace, MeshContactResult outResult) {
        setCapsule(capsule, placement, contactDistance, workspace, outResult);
        generate(workspace.capsule, bvhs, VoidingMode.VERTEX_POSITION, workspace, outResult);
    }

    /**
     * Writes into {@code outResult} the contacts of a convex hull placed in mesh space by
     * {@code placement} against one mesh, voiding by vertex index (a SAT
     * per triangle, face contacts clipped to at most four points with the triangle's exact
     * normal). The shape origin of the result is the placement's translation.
     *
     * @throws IllegalArgumentException if {@code contactDistance < 0} or a placed vertex exceeds
     *     {@link TriangleMesh#MAX_COORDINATE}
     */
    public static void hullVsMesh(ConvexHull hull, Transform placement, long contactDistance, MeshBvh bvh,
            MeshContactWorkspace workspace, MeshContactResult outResult) {
        setHull(hull, placement, contactDistance, workspace, outResult);
        runOne(workspace.hull, bvh, workspace, outResult);
    }

    /** As {@link #hullVsMesh}, against several meshes gathered into one candidate set, voiding by exact position (seed 000 section 6). */
    public static void hullVsMeshes(ConvexHull hull, Transform placement, long contactDistance, MeshBvh[] bvhs,
            MeshContactWorkspace workspace, MeshContactResult outResult) {
        setHull(hull, placement, contactDistance, workspace, outResult);
        generate(workspace.hull, bvhs, VoidingMode.VERTEX_POSITION, workspace, outResult);
    }

    private static void setCapsule(Capsule capsule, Transform placement, long contactDistance, MeshContactWorkspace ws,
            MeshContactResult out) {
        MutableVec3 a = ws.placed0;
        MutableVec3 b = ws.placed1;
        placement.applyToPointInto(capsule.p0().x(), capsule.p0().y(), capsule.p0().z(), a);
        placement.applyToPointInto(capsule.p1().x(), capsule.p1().y(), capsule.p1().z(), b);
        ws.capsule.set(a.x, a.y, a.z, b.x, b.y, b.z, capsule.radius(), contactDistance);
        out.setShapeOrigin(placement.px(), placement.py(), placement.pz());
    }

    private static void setHull(ConvexHull hull, Transform placement, long contactDistance, MeshContactWorkspace ws,
            MeshContactResult out) {
        ws.hull.set(hull, placement, contactDistance);
        out.setShapeOrigin(placement.px(), placement.py(), placement.pz());
    }

    private static void runOne(TriangleContactGenerator generator, MeshBvh bvh, MeshContactWorkspace ws,
            MeshContactResult out) {
        ws.candidateCount = 0;
        gather(generator, bvh, 0, ws);
        process(generator, ws.meshViews(bvh), VoidingMode.VERTEX_INDEX, ws, out);
    }

    /** Runs any generator against several meshes: midphase, then {@link #process}. */
    static void generate(TriangleContactGenerator generator, MeshBvh[] bvhs, VoidingMode mode,
            MeshContactWorkspace workspace, MeshContactResult outResult) {
        workspace.candidateCount = 0;
        for (int m = 0; m < bvhs.length; m++) {
            gather(generator, bvhs[m], m, workspace);
        }
        process(generator, workspace.meshViews(bvhs), mode, workspace, outResult);
    }

    /**
     * Writes into {@code outResult} the contacts of a sphere (center in mesh space, raw) against an
     * explicit candidate set in place of the midphase's: triangle {@code candidateTriangle[i]} of
     * {@code meshes[candidateMesh[i]]} for {@code i < count}, in any order (the result does not
     * depend on it), voiding by {@code mode}. The contacts are those {@link #sphereVsMeshes} gives
     * when its midphase reports exactly these triangles; tools query one triangle alone with it
     * (to see what voiding removed). Checks its candidates first, which allocates one key array
     * per call: for tools and tests, not for a per-step query.
     *
     * @throws IllegalArgumentException as {@link #sphereVsMesh}, or if {@code count} is negative
     *     or beyond an index array, a candidate names a mesh or triangle out of range, or two
     *     candidates name the same triangle
     */
    public static void sphereVsCandidates(long centerX, long centerY, long centerZ, long radius, long contactDistance,
            TriangleMesh[] meshes, int[] candidateMesh, int[] candidateTriangle, int count, VoidingMode mode,
            MeshContactWorkspace workspace, MeshContactResult outResult) {
        checkCandidates(meshes, candidateMesh, candidateTriangle, count);
        workspace.sphere.set(centerX, centerY, centerZ, radius, contactDistance);
        outResult.setShapeOrigin(centerX, centerY, centerZ);
        generateFromCandidates(workspace.sphere, meshes, candidateMesh, candidateTriangle, count, mode, workspace,
                outResult);
    }

    /** Throws unless every candidate names an existing triangle of {@code meshes}, each at most once. */
    private static void checkCandidates(TriangleMesh[] meshes, int[] candidateMesh, int[] candidateTriangle, int count) {
        if (count < 0 || count > candidateMesh.length || count > candidateTriangle.length) {
            throw new IllegalArgumentException("sphereVsCandidates: count " + count + " outside the candidate arrays"
                    + " (candidateMesh has " + candidateMesh.length + ", candidateTriangle " + candidateTriangle.length + ")");
        }
        long[] keys = new long[count];
        for (int i = 0; i < count; i++) {
            int m = candidateMesh[i];
            int t = candidateTriangle[i];
            if (m < 0 || m >= meshes.length) {
                throw new IllegalArgumentException("sphereVsCandidates: candidate " + i + " names mesh " + m + " of "
                        + meshes.length);
            }
            if (t < 0 || t >= meshes[m].triangleCount()) {
                throw new IllegalArgumentException("sphereVsCandidates: candidate " + i + " names triangle " + t
                        + " of mesh " + m + ", which has " + meshes[m].triangleCount());
            }
            keys[i] = (long) m << 32 | t;
        }
        Arrays.sort(keys);
        for (int i = 1; i < count; i++) {
            if (keys[i] == keys[i - 1]) {
                throw new IllegalArgumentException("sphereVsCandidates: triangle " + (int) keys[i] + " of mesh "
                        + (int) (keys[i] >>> 32) + " is a candidate twice");
            }
        }
    }

    /**
     * Runs seed 000's algorithm on an explicit candidate set ({@code candidateMesh[i]},
     * {@code candidateTriangle[i]}, in any order; duplicates are the caller's error). Tests use it
     * to permute the midphase order.
     */
    static void generateFromCandidates(TriangleContactGenerator generator, TriangleMesh[] meshes,
            int[] candidateMesh, int[] candidateTriangle, int count, VoidingMode mode, MeshContactWorkspace workspace,
            MeshContactResult outResult) {
        workspace.candidateCount = 0;
        for (int i = 0; i < count; i++) {
            workspace.addCandidate(candidateMesh[i], candidateTriangle[i]);
        }
        process(generator, meshes, mode, workspace, outResult);
    }

    private static void gather(TriangleContactGenerator generator, MeshBvh bvh, int meshIndex, MeshContactWorkspace ws) {
        long[] b = ws.box;
        generator.queryBox(b);
        ws.candidates.clear();
        bvh.queryOverlap(b[0], b[1], b[2], b[3], b[4], b[5], ws.candidates);
        for (int i = 0; i < ws.candidates.size(); i++) {
            ws.addCandidate(meshIndex, ws.candidates.get(i));
        }
    }

    private static void process(TriangleContactGenerator generator, TriangleMesh[] meshes, VoidingMode mode,
            MeshContactWorkspace ws, MeshContactResult out) {
        out.clear();
        DelayedContacts delayed = ws.delayed;
        VoidedFeatures v = ws.voided;
        delayed.clear();
        v.reset(mode);
        // pass 1 in (mesh, triangle) order, so the face contacts come out in that order whatever the
        // midphase's: classify every candidate; face contacts are kept and their triangles voided
        ws.sortCandidates();
        for (int i = 0; i < ws.candidateCount; i++) {
            int m = ws.candidateMesh[i];
            int t = ws.candidateTriangle[i];
            TriangleMesh mesh = meshes[m];
            int f = generator.generate(mesh, t, ws, ws.contact);
            if (f == MeshFeature.FACE) {
                out.addFace(m, t, f, ws.contact);
                v.add(mesh, m, t);
            } else if (f != MeshFeature.NONE) {
                delayed.add(m, t, f, ws.contact);
                for (int j = 0; j < ws.contact.extraCount; j++) {
                    delayed.addExtraPoint(m, t, f, ws.contact, j);   // sorts right after its leader (same key)
                }
            }
        }
        // pass 2: delayed contacts in total order, voiding along the way
        delayed.sort();
        long[] a = ws.keyA;
        long[] b = ws.keyB;
        boolean leaderKept = false;
        for (int i = 0; i < delayed.count; i++) {
            int d = delayed.order[i];
            if (delayed.follower[d]) {
                if (leaderKept) {
                    out.add(delayed, d);                         // a further point of a kept boundary touch
                }
                continue;
            }
            int m = delayed.mesh[d];
            int t = delayed.triangle[d];
            int f = delayed.feature[d];
            TriangleMesh mesh = meshes[m];
            int corner = MeshFeature.firstCorner(f);
            v.writeKey(mesh, m, mesh.vertex(t, corner), a, 0);
            boolean isVoided;
            if (MeshFeature.isEdge(f)) {
                v.writeKey(mesh, m, mesh.vertex(t, corner == 2 ? 0 : corner + 1), b, 0);
                isVoided = v.containsEdge(a[0], a[1], a[2], b[0], b[1], b[2]);
            } else {
                isVoided = v.containsVertex(a[0], a[1], a[2]);
            }
            leaderKept = !isVoided;
            if (isVoided) {
                out.addVoided();
            } else {
                if (!delayed.complete[d]) {
                    TriangleContact c = ws.contact;
                    c.setPending(delayed.closest[3 * d], delayed.closest[3 * d + 1], delayed.closest[3 * d + 2],
                            delayed.normal[3 * d], delayed.normal[3 * d + 1], delayed.normal[3 * d + 2]);
                    generator.completeDelayed(c);
                    delayed.store(d, c);
                }
                out.add(delayed, d);
            }
            v.add(mesh, m, t);
        }
    }
}
