package dev.lockstep.collision.mesh;

import dev.lockstep.collision.internal.shape.BoxFeatures;
import dev.lockstep.collision.internal.shape.HullQueryIndex;
import dev.lockstep.collision.shape.ConvexHull;
import dev.lockstep.fixedpoint.Fixed;
import dev.lockstep.fixedpoint.FixedFormat;
import dev.lockstep.fixedpoint.MutableVec3;
import dev.lockstep.fixedpoint.Transform;
import java.util.Arrays;

/**
 * A convex hull placed in mesh space for one mesh query ({@link HullTriangleContact}): vertices
 * and face normals transformed once (one rounding per component each), the face loops, the edges
 * with their faces and outward directions, the support vertex each face axis is measured from,
 * the true surface under bent faces, and the inflated radius {@code Ir}. Everything the
 * hull-triangle SAT, the lower-surface clip and the closest points read per triangle; nothing here
 * depends on a triangle.
 *
 * <p>Scratch owned by one {@link HullTriangleContact}; the arrays are package-private so that the
 * per-triangle loops read them into locals, and are valid up to the counts after {@link #place}.
 */
final class MeshSpaceHull {
    private final MutableVec3 scratch = new MutableVec3();
    long[] vertex = new long[3 * 8];
    long[] faceNormal = new long[3 * 6];
    int[] faceStart = new int[7];
    int[] faceLoop = new int[24];
    /**
     * Per hull face: the vertex its face axis is measured from. A planar face's first loop vertex
     * (every vertex of the face lies on its plane, which supports the hull); a bent face's hull
     * vertex with the exactly largest {@code n_f . v} over all vertices, since the plane through
     * one of its vertices need not support the hull ({@link #place}).
     */
    int[] faceSupport = new int[6];
    /**
     * The true surface under the bent faces ({@link HullQueryIndex#bentTriangleStart}): per face its
     * first triangle ({@code faceCount + 1} entries, an empty range for a planar face), each
     * triangle's vertices and placed unit normal, and the creases between them, for
     * {@link HullTriangleDistance} (closest points on a bent face lie on these, not on the plane
     * through one of its vertices).
     */
    int[] triangleStart = new int[7];
    int[] triangleVertex = new int[0];
    long[] triangleNormal = new long[0];
    int[] creaseA = new int[0];
    int[] creaseB = new int[0];
    int creaseCount;
    int[] edgeA = new int[12];
    int[] edgeB = new int[12];
    int[] edgeFaceA = new int[12];
    int[] edgeFaceB = new int[12];
    /** Per hull edge: the sum of its two face normals, an outward direction at the edge. */
    long[] edgeOutward = new long[3 * 12];
    /** Per hull edge: one of its two faces is bent ({@link HullQueryIndex#planarFace} false). */
    boolean[] edgeOnBentFace = new boolean[12];
    /**
     * Per hull face: an earlier face whose placed normal is exactly its negation, or -1. Looked up
     * only for a box ({@link HullQueryIndex#box}), whose faces come in opposite pairs
     * ({@link TriangleGaussMap} reads one of each).
     */
    int[] faceOpposite = new int[6];
    int vertexCount;
    int faceCount;
    int edgeCount;
    /** Total length of the face loops: with {@code 3 * faceCount}, a bound of any clipped lower surface. */
    int loopLength;
    /** The hull's reference point (its local origin) placed, raw. */
    long refX;
    long refY;
    long refZ;
    long radius;
    /** {@code Ir}: the core radius plus the contact distance, raw. */
    long inflated;
    /**
     * {@code Ir} below {@link SeparationRatio#ALWAYS_DECIDED_BELOW}: every comparison of an edge
     * pair with {@code Ir} is exact, so a pair decided not above the running best (never above
     * {@code Ir}) needs no comparison with {@code Ir} ({@link HullTriangleSat}).
     */
    boolean irAlwaysDecided;
    /** The placed vertices' bounding box: minimum x, y, z, then maximum x, y, z, raw. */
    final long[] minMax = new long[6];
    /**
     * Diagonal of the placed hull's bounding box, raw (plus 1): its share of the bent-face slack
     * (0 for a hull without bent faces, where nothing reads it).
     */
    long hullDiameter;

    /**
     * Places {@code hull} by {@code placement} with the user contact distance.
     *
     * @throws IllegalArgumentException if {@code contactDistance < 0} or a placed vertex exceeds
     *     {@link TriangleMesh#MAX_COORDINATE}
     */
    void place(ConvexHull hull, Transform placement, long contactDistance) {
        if (contactDistance < 0 || contactDistance > TriangleMesh.MAX_COORDINATE) {
            throw new IllegalArgumentException("contact distance " + FixedFormat.toExactString(contactDistance)
                    + " must be in [0, 8192]");
        }
        vertexCount = hull.vertexCount();
        faceCount = hull.faceCount();
        edgeCount = hull.edgeCount();
        if (vertex.length < 3 * vertexCount) {
            vertex = new long[3 * vertexCount];
        }
        if (faceNormal.length < 3 * faceCount) {
            faceNormal = new long[3 * faceCount];
            faceStart = new int[faceCount + 1];
            faceSupport = new int[faceCount];
            faceOpposite = new int[faceCount];
        }
        if (edgeA.length < edgeCount) {
            edgeA = new int[edgeCount];
            edgeB = new int[edgeCount];
            edgeFaceA = new int[edgeCount];
            edgeFaceB = new int[edgeCount];
            edgeOutward = new long[3 * edgeCount];
            edgeOnBentFace = new boolean[edgeCount];
        }
        HullQueryIndex index = HullQueryIndex.of(hull);
        if (index.box() != null) {
            placeBoxVertices(hull, placement);
        } else {
            for (int i = 0; i < vertexCount; i++) {
                placement.applyToPointInto(hull.vertexX(i), hull.vertexY(i), hull.vertexZ(i), scratch);
                storeVertex(i, scratch.x, scratch.y, scratch.z);
            }
        }
        long[] box = minMax;
        for (int i = 0; i < vertexCount; i++) {
            for (int a = 0; a < 3; a++) {
                long c = vertex[3 * i + a];
                box[a] = i == 0 ? c : Math.min(box[a], c);
                box[3 + a] = i == 0 ? c : Math.max(box[3 + a], c);
            }
        }
        int loop = 0;
        for (int f = 0; f < faceCount; f++) {
            placeNormal(placement, hull.faceNormalX(f), hull.faceNormalY(f), hull.faceNormalZ(f), 3 * f);
            faceStart[f] = loop;
            int n = hull.faceVertexCount(f);
            if (faceLoop.length < loop + n) {
                faceLoop = Arrays.copyOf(faceLoop, 2 * (loop + n));
            }
            int e = hull.faceFirstEdge(f);
            for (int k = 0; k < n; k++, e = hull.halfEdgeNext(e)) {
                faceLoop[loop++] = hull.halfEdgeOrigin(e);
            }
            faceSupport[f] = faceLoop[faceStart[f]];
        }
        faceStart[faceCount] = loop;
        loopLength = loop;
        findOppositeFaces(index);
        // A bent face (merged from nearly coplanar triangles, HullBuilder) is not a supporting plane
        // through any one of its vertices: measured from its first vertex, the face axis overstated
        // the separation (by up to a third of a unit on 64-unit hulls), losing contacts within Ir and
        // turning face contacts into delayed ones (HullTriangleBentFaceTest). Seed 001's face query
        // ("Testing Face Separation") measures from the hull's support plane, so a bent face takes
        // the hull's exact support along its normal: once per placement, bent faces only, so planar
        // faces (every face of most hulls) keep their bits and the per-triangle SAT its cost.
        for (int f : index.bentFaces()) {
            faceSupport[f] = minVertex(-faceNormal[3 * f], -faceNormal[3 * f + 1], -faceNormal[3 * f + 2]);
        }
        placeBentSurface(index, placement);
        for (int k = 0; k < edgeCount; k++) {
            edgeA[k] = hull.edgeVertexA(k);
            edgeB[k] = hull.edgeVertexB(k);
            edgeFaceA[k] = hull.edgeFaceA(k);
            edgeFaceB[k] = hull.edgeFaceB(k);
            edgeOnBentFace[k] = !index.planarFace(edgeFaceA[k]) || !index.planarFace(edgeFaceB[k]);
            for (int a = 0; a < 3; a++) {
                edgeOutward[3 * k + a] = faceNormal[3 * edgeFaceA[k] + a] + faceNormal[3 * edgeFaceB[k] + a];
            }
        }
        refX = placement.px();                                        // R 0 + p: the translation itself
        refY = placement.py();
        refZ = placement.pz();
        // placed coordinates are within 2^45 raw, so the box sides are below 2^46: exact in length3
        // read only by checkedSeparation, for edges on bent faces: a square root saved for every other hull
        hullDiameter = index.bentFaces().length == 0 ? 0
                : Fixed.length3(box[3] - box[0], box[4] - box[1], box[5] - box[2]) + 1;
        radius = hull.coreRadius();
        inflated = radius + contactDistance;
        irAlwaysDecided = inflated < SeparationRatio.ALWAYS_DECIDED_BELOW;
    }

    /**
     * Places a centred box's vertices ({@link BoxFeatures}: vertex {@code 7 - i} is vertex
     * {@code i} negated) from four rotations: {@code Fixed.dot3} rounds ties to even, an odd
     * function, so {@code R (-v)} rounds to exactly {@code -round(R v)}, and each vertex gets the
     * bits {@code applyToPointInto} gives it ({@code MeshSpaceHullPlacementProperties}).
     */
    private void placeBoxVertices(ConvexHull hull, Transform placement) {
        long px = placement.px();
        long py = placement.py();
        long pz = placement.pz();
        for (int i = 4; i < 8; i++) {
            placement.applyToVectorInto(hull.vertexX(i), hull.vertexY(i), hull.vertexZ(i), scratch);
            long x = scratch.x;
            long y = scratch.y;
            long z = scratch.z;
            storeVertex(i, Fixed.add(x, px), Fixed.add(y, py), Fixed.add(z, pz));
            storeVertex(7 - i, Fixed.add(-x, px), Fixed.add(-y, py), Fixed.add(-z, pz));
        }
    }

    /** Stores placed vertex {@code i}, checked against {@link TriangleMesh#MAX_COORDINATE}. */
    private void storeVertex(int i, long x, long y, long z) {
        long max = TriangleMesh.MAX_COORDINATE;
        if (Math.abs(x) > max || Math.abs(y) > max || Math.abs(z) > max) {
            TriangleKernel.checkQueryPoint(x, y, z, "placed hull vertex " + i);
        }
        vertex[3 * i] = x;
        vertex[3 * i + 1] = y;
        vertex[3 * i + 2] = z;
    }

    /**
     * Stores {@code R n} at {@code faceNormal[o..o+2]}: for {@code n = +-ONE} along one axis (every
     * face of a box, and of many hulls) that is {@code +-} a column of {@code R} exactly
     * ({@code Fixed.dot3} of a column with {@code ONE} loses nothing), copied without the products.
     */
    private void placeNormal(Transform placement, long nx, long ny, long nz, int o) {
        int axis = nx != 0 ? (ny | nz) == 0 ? 0 : -1 : ny != 0 ? nz == 0 ? 1 : -1 : 2;
        long c = axis == 0 ? nx : axis == 1 ? ny : nz;
        if (axis >= 0 && (c == Fixed.ONE || c == -Fixed.ONE)) {
            long x = axis == 0 ? placement.m00() : axis == 1 ? placement.m01() : placement.m02();
            long y = axis == 0 ? placement.m10() : axis == 1 ? placement.m11() : placement.m12();
            long z = axis == 0 ? placement.m20() : axis == 1 ? placement.m21() : placement.m22();
            faceNormal[o] = c > 0 ? x : -x;
            faceNormal[o + 1] = c > 0 ? y : -y;
            faceNormal[o + 2] = c > 0 ? z : -z;
            return;
        }
        placement.applyToVectorInto(nx, ny, nz, scratch);
        faceNormal[o] = scratch.x;
        faceNormal[o + 1] = scratch.y;
        faceNormal[o + 2] = scratch.z;
    }

    /** Copies the bent faces' triangles (normals placed) and creases from {@code index}. */
    private void placeBentSurface(HullQueryIndex index, Transform placement) {
        if (triangleStart.length < faceCount + 1) {
            triangleStart = new int[faceCount + 1];
        }
        int triangles = index.bentTriangleStart(faceCount);
        if (triangleVertex.length < 3 * triangles) {
            triangleVertex = new int[3 * triangles];
            triangleNormal = new long[3 * triangles];
        }
        for (int f = 0; f <= faceCount; f++) {
            triangleStart[f] = index.bentTriangleStart(f);
        }
        for (int t = 0; t < triangles; t++) {
            for (int i = 0; i < 3; i++) {
                triangleVertex[3 * t + i] = index.bentTriangleVertex(t, i);
            }
            placement.applyToVectorInto(index.bentTriangleNormalX(t), index.bentTriangleNormalY(t),
                    index.bentTriangleNormalZ(t), scratch);
            triangleNormal[3 * t] = scratch.x;
            triangleNormal[3 * t + 1] = scratch.y;
            triangleNormal[3 * t + 2] = scratch.z;
        }
        creaseCount = index.creaseCount();
        if (creaseA.length < creaseCount) {
            creaseA = new int[creaseCount];
            creaseB = new int[creaseCount];
        }
        for (int i = 0; i < creaseCount; i++) {
            creaseA[i] = index.creaseVertexA(i);
            creaseB[i] = index.creaseVertexB(i);
        }
    }

    /** Fills {@link #faceOpposite} from the placed face normals (box hulls only; -1 for every other face). */
    private void findOppositeFaces(HullQueryIndex index) {
        BoxFeatures box = index.box();
        for (int f = 0; f < faceCount; f++) {
            faceOpposite[f] = -1;
            if (box == null) {
                continue;
            }
            int g = box.face(box.faceAxis(f), -box.faceSign(f));
            if (g < f && faceNormal[3 * g] == -faceNormal[3 * f] && faceNormal[3 * g + 1] == -faceNormal[3 * f + 1]
                    && faceNormal[3 * g + 2] == -faceNormal[3 * f + 2]) {
                faceOpposite[f] = g;
            }
        }
    }

    /** Returns the index of the placed vertex with the smallest exact dot with {@code d} (ties: lowest index). */
    int minVertex(long dx, long dy, long dz) {
        long[] vertex = this.vertex;
        // each dot is rounded once (error <= 1/2 ulp), so rounded values 2 or more ulps apart are
        // ordered as the exact ones; closer pairs are decided by the exact comparison
        int best = 0;
        long bestDot = Fixed.dot3(vertex[0], vertex[1], vertex[2], dx, dy, dz);
        for (int i = 1; i < vertexCount; i++) {
            long dot = Fixed.dot3(vertex[3 * i], vertex[3 * i + 1], vertex[3 * i + 2], dx, dy, dz);
            if (dot <= bestDot - 2 || dot <= bestDot + 1 && Fixed.compareDot3(vertex[3 * i], vertex[3 * i + 1],
                    vertex[3 * i + 2], vertex[3 * best], vertex[3 * best + 1], vertex[3 * best + 2], dx, dy, dz) < 0) {
                best = i;
                bestDot = dot;
            }
        }
        return best;
    }
}
