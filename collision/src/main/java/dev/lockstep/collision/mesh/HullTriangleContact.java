package dev.lockstep.collision.mesh;

import dev.lockstep.collision.internal.sat.EdgePairAxis;
import dev.lockstep.collision.internal.sat.SatConstants;
import dev.lockstep.collision.internal.shape.BoxFeatures;
import dev.lockstep.collision.shape.ConvexHull;
import dev.lockstep.collision.internal.shape.HullQueryIndex;
import dev.lockstep.fixedpoint.Fixed;
import dev.lockstep.fixedpoint.FixedFormat;
import dev.lockstep.fixedpoint.MutableVec3;
import dev.lockstep.fixedpoint.Transform;
import dev.lockstep.fixedpoint.VecMath;
import dev.lockstep.fixedpoint.wide.Dot128;
import dev.lockstep.fixedpoint.wide.Int128;
import java.util.Arrays;

/**
 * Convex hull against one triangle, the triangle treated as a flat hull (seed 001, "Triangles as
 * Hulls") inside seed 000's per-triangle step. {@code Ir} = hull radius + contact distance.
 *
 * <ol>
 *   <li>back face: the hull's reference point (its local origin, placed by the transform) strictly
 *       behind the triangle's plane: culled, as the sphere culls on its center (seed 000 4a). The
 *       whole hull higher than {@code Ir} above the plane: nothing in reach.</li>
 *   <li>the hull's lower surface (its faces facing down {@code n}, exact sign) clipped to the
 *       triangle's closed prism (Sutherland-Hodgman, exact inside signs, intersections rounded
 *       once per component): the lowest clipped height is the separation along {@code n}
 *       restricted to the prism, the height of what actually lies over the triangle. The hull
 *       "reaches over" the triangle when that clip is not empty and its lowest height is within
 *       {@code Ir}.</li>
 *   <li>SAT over the hull face normals and the hull-edge x triangle-edge axes that build a face of
 *       the Minkowski difference (Gauss map pruning, seed 001), each edge axis on one side: oriented
 *       outward at the hull edge, by the exact sign of its dot with the sum of the edge's two face
 *       normals (not toward the reference point, which need not lie inside the hull), the side on
 *       which the pair's two edges are the supports, so one dot gives its separation
 *       ({@link #edgeAxes}). Any separation above {@code Ir} ends the test (seed 000 figure 1).
 *       Extremes by exact comparisons ({@code Fixed.compareDot3}), one rounded dot per
 *       separation; a bent hull face's axis is measured from the hull's support
 *       along its normal ({@link #faceSupport}), an edge pair on a bent hull face is held to the
 *       true separation along its axis ({@link #checkedSeparation}), and nearly parallel edge
 *       pairs are skipped (the hull-hull limits, {@code EdgePairAxis.nearlyParallel}).</li>
 *   <li>reaching over, and the restricted {@code n} separation at least every other axis's (ties
 *       to {@code n}): FACE. The normal is {@code n} itself; the points are the clipped lower
 *       surface within {@code Ir}, reduced to four ({@link TriangleFaceReduction}), D the lowest
 *       height.</li>
 *   <li>reaching over, but another axis separates more (a tilted hull over part of the triangle,
 *       a wall under an overhanging hull): the same face-style contact (normal {@code n}, clipped
 *       points), delayed with the signed lowest height as sort key and, as its voidable feature,
 *       the triangle edge or vertex under that lowest point (located exactly from the side planes
 *       the clip made it on), or the triangle's support feature along the SAT axis when the
 *       lowest point is inside. On a flat floor the hull's lower surface is convex, so a triangle
 *       whose lowest point lies on its boundary has a neighbour through that feature that reaches
 *       strictly lower and is processed first: seed 000's ordering argument with heights for
 *       distances.</li>
 *   <li>not reaching over (beside the triangle, or over it only higher than {@code Ir}): the true
 *       closest points ({@link HullTriangleDistance}; a bent hull face as the hull of its
 *       vertices, {@link HullQueryIndex#bentTriangleStart}), D the distance (beyond {@code Ir}: no
 *       contact), the normal {@code normalize(hull point - Cp)}, the feature where Cp lies, sorted
 *       by the exact squared distance after every reaching contact (seed 000's edge and vertex
 *       contacts).</li>
 * </ol>
 * Deviation from seed 000: the delayed order is (reaching contacts by height, then beside
 * contacts by distance) rather than one distance, because a hull reaching below the plane has no
 * distance to sort by; both keys order as seed 000 needs on a flat floor (collision/docs/meshes.md).
 */
class HullTriangleContact implements TriangleContactGenerator {
    private final MutableVec3 scratch = new MutableVec3();
    private long[] vertex = new long[3 * 8];
    private long[] faceNormal = new long[3 * 6];
    private int[] faceStart = new int[7];
    private int[] faceLoop = new int[24];
    /**
     * Per hull face: the vertex its face axis is measured from. A planar face's first loop vertex
     * (every vertex of the face lies on its plane, which supports the hull); a bent face's hull
     * vertex with the exactly largest {@code n_f . v} over all vertices, since the plane through
     * one of its vertices need not support the hull ({@link #set}).
     */
    private int[] faceSupport = new int[6];
    /**
     * The true surface under the bent faces ({@link HullQueryIndex#bentTriangleStart}): per face its
     * first triangle ({@code faceCount + 1} entries, an empty range for a planar face), each
     * triangle's vertices and placed unit normal, and the creases between them, for
     * {@link HullTriangleDistance} (closest points on a bent face lie on these, not on the plane
     * through one of its vertices).
     */
    private int[] triangleStart = new int[7];
    private int[] triangleVertex = new int[0];
    private long[] triangleNormal = new long[0];
    private int[] creaseA = new int[0];
    private int[] creaseB = new int[0];
    private int creaseCount;
    private int[] edgeA = new int[12];
    private int[] edgeB = new int[12];
    private int[] edgeFaceA = new int[12];
    private int[] edgeFaceB = new int[12];
    private int vertexCount;
    private int faceCount;
    private int edgeCount;
    private long refX;
    private long refY;
    private long refZ;
    private long radius;
    private long inflated;
    /**
     * {@code Ir} below {@link SeparationRatio#ALWAYS_DECIDED_BELOW}: every comparison of an edge
     * pair with {@code Ir} is exact, so a pair decided not above the running best (never above
     * {@code Ir}) needs no comparison with {@code Ir} ({@link #edgeAxes}).
     */
    private boolean irAlwaysDecided;
    private final long[] minMax = new long[6];
    private long[] clipA = new long[3 * 16];
    private long[] clipB = new long[3 * 16];
    private long[] clipHeight = new long[16];
    private final TriangleFaceReduction reduction = new TriangleFaceReduction();
    private final HullTriangleDistance distance = new HullTriangleDistance();
    /**
     * Sort-key tier of delayed contacts of triangles the hull is beside (keyed by squared
     * distance), above every contact of a triangle it reaches over (keyed by signed height, at most
     * {@code Ir <= 2^45} raw): 2^61 added to the high word of a squared distance below 2^96.
     */
    static final long BESIDE_TIER = 1L << 61;
    private long axisSep;
    private long axisX;
    private long axisY;
    private long axisZ;
    /** Per hull edge: the sum of its two face normals, an outward direction at the edge. */
    private long[] edgeOutward = new long[3 * 12];
    /** Per hull edge: one of its two faces is bent ({@link HullQueryIndex#planarFace} false). */
    private boolean[] edgeOnBentFace = new boolean[12];
    /**
     * Diagonal of the placed hull's bounding box, raw (plus 1): its share of the bent-face slack
     * (0 for a hull without bent faces, where nothing reads it).
     */
    private long hullDiameter;
    private int[] faceEdgeSign = new int[3 * 6];
    private long[] faceEdgeDot = new long[3 * 6];
    private long[] faceInwardDot = new long[3 * 6];
    private int lowVertex = -1;
    /**
     * The hull faces facing down the normal {@link #lowNormalX} (exact sign of {@code N_f . n}
     * below 0), in face order: the lower surface {@link #clipLowerSurface} clips, found with
     * {@link #lowVertex} once per normal.
     */
    private int[] lowerFaces = new int[6];
    private int lowerFaceCount;
    /**
     * Per hull face: an earlier face whose placed normal is exactly its negation, or -1. Looked up
     * only for a box ({@link HullQueryIndex#box}), whose faces come in opposite pairs
     * ({@link #loadFaceEdgeDots} reads one of each).
     */
    private int[] faceOpposite = new int[6];
    private long lowNormalX;
    private long lowNormalY;
    private long lowNormalZ;
    private long[] surfacePoint = new long[3 * 32];
    private long[] surfaceHeight = new long[32];
    private int[] surfaceMask = new int[32];
    private int[] clipMaskA = new int[16];
    private int[] clipMaskB = new int[16];
    private int[] clipSign = new int[16];
    /** Per point of the polygon being clipped: the exact {@code m_e . (x - v_e)}, 128 bits (high, low words). */
    private long[] clipDotHi = new long[16];
    private long[] clipDotLo = new long[16];
    /** Triangle shapes whose SAT tables are kept ({@link #pairTable}); four cover a grid's two and a few more. */
    private static final int PAIR_SLOTS = 4;
    /** Per slot: the triangle's unit normal and its three edge vectors, raw. */
    private final long[] pairKey = new long[12 * PAIR_SLOTS];
    private final int[] pairCount = new int[PAIR_SLOTS];
    /** Per slot: the triangle's in-plane edge normals ({@link TriangleKernel#loadEdgeNormals}), keyed as the rest. */
    private final long[] pairEdgeNormal = new long[9 * PAIR_SLOTS];
    private int pairSlotsUsed;
    private int pairNextSlot;
    /** Entries per slot: every hull edge with every triangle edge. */
    private int pairStride;
    private int[] pairFaceCorner = new int[6 * PAIR_SLOTS];
    private int[] pairHullEdge = new int[36 * PAIR_SLOTS];
    private int[] pairTriangleEdge = new int[36 * PAIR_SLOTS];
    private long[] pairAxis = new long[3 * 36 * PAIR_SLOTS];
    private long[] pairLengthHi = new long[36 * PAIR_SLOTS];
    private long[] pairLengthLo = new long[36 * PAIR_SLOTS];
    /** Per entry: the axis's rounded length, or 0 until first needed. */
    private long[] pairLength = new long[36 * PAIR_SLOTS];

    /**
     * Returns false: every same-bit shortcut is taken. True (the test-side
     * {@code PlainHullTriangleContact}, the oracle of {@code HullTriangleShortcutProperties}, which
     * compares the two routes bit for bit) computes everything the plain way, as before the
     * shortcuts: the clip's dots formed once ({@link #clipToEdge}); an edge pair ruled out by the
     * running best alone, and an axis along z measured from its one term ({@link #edgeAxes}); a
     * pair of horizontal edges built from its one product ({@link #buildPairs}); the lower faces
     * listed once per normal ({@link #lowerFaces}); a box's opposite faces' dots negated
     * ({@link #loadFaceEdgeDots}); an axis along z compared in 64 bits and skipped without its
     * {@code s} ({@link #comparePole}); a cut on a whole-number axis side plane
     * ({@link #cutOnAxis}); a Gauss map product pair with zero factors not multiplied
     * ({@link #isMinkowskiFace}); heights, contact points and the reduction's areas over a triangle
     * whose normal is {@code (0, 0, +-1)} ({@link #scaled}, {@link #clipLowerSurface},
     * {@link TriangleFaceReduction#choose}).
     *
     * <p>The hook the plain route overrides, and the reason the class is not final (every public
     * method is, so a subclass outside this package changes nothing): in a JVM that never loads the
     * override, C2 compiles each call to the constant {@code false} (class hierarchy analysis), so
     * the plain route leaves nothing on the hot path, where a per-instance flag was a load and a
     * branch at every shortcut.
     */
    boolean plainArithmetic() {
        return false;
    }

    /**
     * Returns true: triangles of the same shape share their SAT tables ({@link #pairTable}). False
     * (the test-side {@code RebuiltTablesHullTriangleContact}, the oracle of
     * {@code HullTriangleSatTableProperties}) rebuilds them for every triangle, as the per-triangle
     * SAT did before they were kept; a hook for the same reason as {@link #plainArithmetic}.
     */
    boolean reuseSatTables() {
        return true;
    }

    /**
     * Configures the hull: its shape, its placement in mesh space, and the user contact distance.
     * Vertices and face normals are transformed once here (one rounding per component each).
     *
     * @throws IllegalArgumentException if {@code contactDistance < 0} or a placed vertex exceeds
     *     {@link TriangleMesh#MAX_COORDINATE}
     */
    public final void set(ConvexHull hull, Transform placement, long contactDistance) {
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
            faceEdgeSign = new int[3 * faceCount];
            faceEdgeDot = new long[3 * faceCount];
            faceInwardDot = new long[3 * faceCount];
            lowerFaces = new int[faceCount];
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
        long[] box = minMax;
        for (int i = 0; i < vertexCount; i++) {
            placement.applyToPointInto(hull.vertexX(i), hull.vertexY(i), hull.vertexZ(i), scratch);
            long max = TriangleMesh.MAX_COORDINATE;
            if (Math.abs(scratch.x) > max || Math.abs(scratch.y) > max || Math.abs(scratch.z) > max) {
                TriangleKernel.checkQueryPoint(scratch.x, scratch.y, scratch.z, "placed hull vertex " + i);
            }
            vertex[3 * i] = scratch.x;
            vertex[3 * i + 1] = scratch.y;
            vertex[3 * i + 2] = scratch.z;
            for (int a = 0; a < 3; a++) {
                long c = vertex[3 * i + a];
                box[a] = i == 0 ? c : Math.min(box[a], c);
                box[3 + a] = i == 0 ? c : Math.max(box[3 + a], c);
            }
        }
        int loop = 0;
        for (int f = 0; f < faceCount; f++) {
            placement.applyToVectorInto(hull.faceNormalX(f), hull.faceNormalY(f), hull.faceNormalZ(f), scratch);
            faceNormal[3 * f] = scratch.x;
            faceNormal[3 * f + 1] = scratch.y;
            faceNormal[3 * f + 2] = scratch.z;
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
        HullQueryIndex index = HullQueryIndex.of(hull);
        findOppositeFaces(index);
        // A bent face (merged from nearly coplanar triangles, HullBuilder) is not a supporting plane
        // through any one of its vertices: measured from its first vertex, the face axis overstated
        // the separation (by up to a third of a unit on 64-unit hulls), losing contacts within Ir and
        // turning face contacts into delayed ones (HullTriangleBentFaceTest). Seed 001's face query
        // ("Testing Face Separation") measures from the hull's support plane, so a bent face takes
        // the hull's exact support along its normal: once per placement, bent faces only, so planar
        // faces (every face of most hulls) keep their bits and the per-triangle SAT its cost.
        for (int f : index.bentFaces()) {
            faceSupport[f] = hullMin(-faceNormal[3 * f], -faceNormal[3 * f + 1], -faceNormal[3 * f + 2]);
        }
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
        distance.bentSurface(triangleStart, triangleVertex, triangleNormal, creaseA, creaseB, creaseCount);
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
        int maxClip = 3 * (loop + 3 * faceCount);
        if (clipA.length < maxClip) {
            clipA = new long[maxClip];
            clipB = new long[maxClip];
            clipHeight = new long[loop + 3 * faceCount];
            surfacePoint = new long[maxClip];
            surfaceHeight = new long[loop + 3 * faceCount];
            surfaceMask = new int[loop + 3 * faceCount];
            clipMaskA = new int[loop + 3 * faceCount];
            clipMaskB = new int[loop + 3 * faceCount];
            clipSign = new int[loop + 3 * faceCount];
            clipDotHi = new long[loop + 3 * faceCount];
            clipDotLo = new long[loop + 3 * faceCount];
        }
        placement.applyToPointInto(0, 0, 0, scratch);
        refX = scratch.x;
        refY = scratch.y;
        refZ = scratch.z;
        // placed coordinates are within 2^45 raw, so the box sides are below 2^46: exact in length3
        // read only by checkedSeparation, for edges on bent faces: a square root saved for every other hull
        hullDiameter = index.bentFaces().length == 0 ? 0
                : Fixed.length3(box[3] - box[0], box[4] - box[1], box[5] - box[2]) + 1;
        radius = hull.coreRadius();
        inflated = radius + contactDistance;
        irAlwaysDecided = inflated < SeparationRatio.ALWAYS_DECIDED_BELOW;
        lowVertex = -1;
        pairSlotsUsed = 0;
        pairNextSlot = 0;
        pairStride = 3 * edgeCount;
        if (pairHullEdge.length < PAIR_SLOTS * pairStride) {
            pairHullEdge = new int[PAIR_SLOTS * pairStride];
            pairTriangleEdge = new int[PAIR_SLOTS * pairStride];
            pairAxis = new long[3 * PAIR_SLOTS * pairStride];
            pairLengthHi = new long[PAIR_SLOTS * pairStride];
            pairLengthLo = new long[PAIR_SLOTS * pairStride];
            pairLength = new long[PAIR_SLOTS * pairStride];
        }
        if (pairFaceCorner.length < PAIR_SLOTS * faceCount) {
            pairFaceCorner = new int[PAIR_SLOTS * faceCount];
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

    @Override
    public final void queryBox(long[] outBox) {
        for (int a = 0; a < 3; a++) {
            outBox[a] = minMax[a] - inflated;
            outBox[3 + a] = minMax[3 + a] + inflated;
        }
    }

    /** Returns the index of the hull vertex with the smallest exact dot with {@code d} (ties: lowest index). */
    private int hullMin(long dx, long dy, long dz) {
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

    /** Returns the triangle corner with the smallest exact dot with {@code d} (ties: lowest corner). */
    private static int triangleMin(TriangleKernel k, long dx, long dy, long dz) {
        // as in hullMin: rounded dots 2 or more ulps apart order as the exact ones
        int best = 0;
        long bestDot = Fixed.dot3(k.ax, k.ay, k.az, dx, dy, dz);
        for (int c = 1; c < 3; c++) {
            long dot = Fixed.dot3(k.cornerX(c), k.cornerY(c), k.cornerZ(c), dx, dy, dz);
            if (dot <= bestDot - 2 || dot <= bestDot + 1 && Fixed.compareDot3(k.cornerX(c), k.cornerY(c), k.cornerZ(c),
                    k.cornerX(best), k.cornerY(best), k.cornerZ(best), dx, dy, dz) < 0) {
                best = c;
                bestDot = dot;
            }
        }
        return best;
    }

    @Override
    public final int generate(TriangleMesh mesh, int triangle, MeshContactWorkspace workspace, TriangleContact out) {
        TriangleKernel k = workspace.kernel;
        if (!k.load(mesh, triangle)) {
            return MeshFeature.NONE;
        }
        long nx = k.nx;
        long ny = k.ny;
        long nz = k.nz;
        if (Fixed.signOfDot3(nx, ny, nz, refX - k.ax, refY - k.ay, refZ - k.az) < 0) {
            return MeshFeature.NONE;                                  // back face
        }
        // axis n over the whole hull: a lower bound of every height over the triangle, so beyond Ir nothing is in reach
        if (nx != lowNormalX || ny != lowNormalY || nz != lowNormalZ || lowVertex < 0) {
            lowVertex = hullMin(nx, ny, nz);                          // the same for every triangle of one normal
            lowerFaceCount = 0;                                       // and so are the faces facing down n
            for (int f = 0; f < faceCount; f++) {
                long fx = faceNormal[3 * f];
                if (Fixed.signOfDot3(fx, faceNormal[3 * f + 1], faceNormal[3 * f + 2], nx, ny, nz) < 0) {
                    lowerFaces[lowerFaceCount++] = f;
                }
            }
            lowNormalX = nx;
            lowNormalY = ny;
            lowNormalZ = nz;
        }
        int low = lowVertex;
        long lowest = Fixed.dot3(nx, ny, nz, vertex[3 * low] - k.ax, vertex[3 * low + 1] - k.ay, vertex[3 * low + 2] - k.az);
        if (lowest > inflated) {
            return MeshFeature.NONE;
        }
        if (!satAxes(k)) {                                            // loads the edge normals (pairTable)
            return MeshFeature.NONE;
        }
        // (after the SAT, whose early outs are cheaper than the clip)
        // axis n restricted to the prism: the hull's lower surface clipped to the triangle's closed prism
        int surface = clipLowerSurface(k);
        boolean overPrism = surface > 0;
        long prismHeight = overPrism ? surfaceHeight[0] : 0;
        for (int i = 1; i < surface; i++) {
            prismHeight = Math.min(prismHeight, surfaceHeight[i]);
        }
        boolean nReachable = overPrism && prismHeight <= inflated;
        if (nReachable) {
            if (prismHeight >= axisSep) {
                return faceContact(k, surface, out);                  // the restricted n axis wins (ties to n)
            }
            // the hull reaches over the triangle, but the SAT sees the triangle better from another axis
            // (a tilted box over the triangle, or a cliff wall under an overhang). The contact is this
            // face's (normal n, the clipped lower surface), delayed and sorted by its height over the
            // triangle, and voided through the triangle feature under the hull's lowest point there:
            // on a flat floor the hull's lower surface is convex, so a triangle whose lowest point lies
            // on its edge or vertex has a neighbour through that feature reaching strictly lower, which
            // is processed first and voids it (seed 000's argument with heights for distances). When the
            // lowest point is inside the triangle, the SAT axis's feature is the one to void (the wall's
            // top edge under an overhang is voided by the top face).
            int feature = lowestPointFeature(surface, prismHeight);
            if (feature == MeshFeature.FACE) {
                feature = supportFeature(k, axisX, axisY, axisZ);    // exact: the scaled axis's direction
            }
            faceContact(k, surface, out);
            if (feature != MeshFeature.FACE) {
                out.setSignedSortKey(prismHeight);
            }
            return feature;
        }
        // beside the triangle (or over it only out of reach): the true distance, as seed 000's edge and
        // vertex contacts, sorted after every triangle the hull reaches over
        closestPoints(k);
        long ir = inflated;
        if (Int128.less(Int128.productHigh(ir, ir), Int128.productLow(ir, ir), distance.keyHi, distance.keyLo)) {
            return MeshFeature.NONE;                                  // farther than Ir (figure 1)
        }
        long dx = distance.hullX - distance.triX;
        long dy = distance.hullY - distance.triY;
        long dz = distance.hullZ - distance.triZ;
        long d = Fixed.length3(dx, dy, dz);
        long lx = nx;
        long ly = ny;
        long lz = nz;
        if (d != 0) {
            VecMath.normalizeInto(dx, dy, dz, scratch);
            lx = scratch.x;
            ly = scratch.y;
            lz = scratch.z;
        }
        out.set(d, radius - d, lx, ly, lz, distance.hullX - Fixed.mul(lx, radius), distance.hullY - Fixed.mul(ly, radius),
                distance.hullZ - Fixed.mul(lz, radius), distance.triX, distance.triY, distance.triZ);
        out.setTieredSortKey(BESIDE_TIER, distance.keyHi, distance.keyLo);
        return distance.feature;
    }

    /** Returns the rounded length of table entry {@code p}'s axis, computed once per entry when first needed. */
    private long pairLength(int p) {
        long length = pairLength[p];
        if (length == 0) {
            long cx = pairAxis[3 * p];
            long cy = pairAxis[3 * p + 1];
            long cz = pairAxis[3 * p + 2];
            // along z the rounded square root of cz^2 is |cz| exactly (a perfect square)
            length = (cx | cy) == 0 && !plainArithmetic() ? Math.abs(cz) : Fixed.length3(cx, cy, cz);
            pairLength[p] = length;
        }
        return length;
    }

    /**
     * Runs {@link HullTriangleDistance} on the loaded triangle (its edge normals loaded) and returns
     * it, the closest points and triangle feature of step 6. Package-private so that tests can
     * hold it to the exact distance of the placed hull and the triangle
     * ({@code HullTriangleBentFaceProperties}).
     */
    HullTriangleDistance closestPoints(TriangleKernel k) {
        distance.run(vertex, vertexCount, edgeA, edgeB, edgeCount, faceNormal, faceStart, faceLoop, faceCount, k);
        return distance;
    }

    /**
     * The SAT of step 3 on the loaded triangle (loading its edge normals): the hull's face axes,
     * then {@link #edgeAxes}. Returns true with the largest separation in {@code axisSep} and its
     * axis (from the triangle toward the hull) in {@code axisX..axisZ}; false at the first axis
     * separating by more than {@code Ir}, left in {@code axisX..axisZ} (its separation is not
     * computed where the exact comparison decided). Package-private so that tests can hold the
     * SAT to the exact separation along its axis ({@code HullTriangleBentFaceProperties}).
     */
    boolean satAxes(TriangleKernel k) {
        long best = 0;
        long lx = 0;
        long ly = 0;
        long lz = 0;
        int slot = pairTable(k);
        // hull face axes: separation of the triangle outside face f
        for (int f = 0; f < faceCount; f++) {
            long fx = faceNormal[3 * f];
            long fy = faceNormal[3 * f + 1];
            long fz = faceNormal[3 * f + 2];
            long sep = faceSeparation(k, f, pairFaceCorner[slot * faceCount + f]);
            if (sep > inflated) {
                axisX = -fx;                                          // the separating axis, for tests
                axisY = -fy;
                axisZ = -fz;
                return false;
            }
            if (f == 0 || sep > best) {
                best = sep;
                lx = -fx;
                ly = -fy;
                lz = -fz;
            }
        }
        // edge-pair axes: only the pairs that build a face of the Minkowski difference (Gauss map
        // pruning, seed 001), in one pass. A separating axis, if any, is among those face normals,
        // and another pair's edges are not the supports along its axis, so its one-dot separation
        // would not be one. No second pass over the other pairs: the SAT separation sorts no
        // delayed contact (those are sorted by height or by the true distance, HullTriangleDistance);
        // it only decides the early out and FACE against delayed
        axisSep = best;
        axisX = lx;
        axisY = ly;
        axisZ = lz;
        return edgeAxes(k, slot);
    }

    /**
     * Returns the separation of the loaded triangle outside hull face {@code f}:
     * {@code n_f . (t - v)} for the triangle corner {@code t} with the exactly smallest
     * {@code n_f . t} and the face's support vertex {@code v} ({@link #faceSupport}), one rounded
     * dot. For a bent face that is the rounded true separation of hull and triangle along
     * {@code n_f}; package-private so that tests can hold it to that
     * ({@code HullTriangleBentFaceProperties}).
     */
    long faceSeparation(TriangleKernel k, int f) {
        long fx = faceNormal[3 * f];
        long fy = faceNormal[3 * f + 1];
        long fz = faceNormal[3 * f + 2];
        return faceSeparation(k, f, triangleMin(k, fx, fy, fz));
    }

    /** As {@link #faceSeparation(TriangleKernel, int)} with the triangle corner {@code c} of the smallest {@code n_f . t} given. */
    private long faceSeparation(TriangleKernel k, int f, int c) {
        long fx = faceNormal[3 * f];
        long fy = faceNormal[3 * f + 1];
        long fz = faceNormal[3 * f + 2];
        int v = faceSupport[f];
        return Fixed.dot3(fx, fy, fz, k.cornerX(c) - vertex[3 * v], k.cornerY(c) - vertex[3 * v + 1],
                k.cornerZ(c) - vertex[3 * v + 2]);
    }

    /** Returns the SAT's largest separation after {@link #satAxes} returned true, raw. */
    long axisSeparation() {
        return axisSep;
    }

    /** Returns the SAT's axis after {@link #satAxes} (x; not unit for an edge pair), raw. */
    long axisX() {
        return axisX;
    }

    /** See {@link #axisX()}. */
    long axisY() {
        return axisY;
    }

    /** See {@link #axisX()}. */
    long axisZ() {
        return axisZ;
    }

    /**
     * Raises {@link #axisSep} (with its axis) over the hull-edge x triangle-edge axes that build a
     * face of the Minkowski difference; returns false when one separates by more than {@code Ir}.
     * Ties keep the earlier axis.
     *
     * <p>For such a pair the supports are known without scanning either shape (seed 001's reason
     * for the Gauss map test): along the axis {@code a} oriented outward at the hull edge (positive
     * dot with the sum of its two face normals, exact sign) the hull's farthest points are the
     * edge's and the triangle's nearest are the triangle edge's, so the separation is
     * {@code s / L} with {@code s = a . (t_e - h_a)} (one rounding) and {@code L = |a|}. The cross
     * product is scaled by a power of two so its largest component lies in {@code [2^31, 2^32)} raw
     * (only low bits dropped). Pairs too close to parallel for an axis are skipped, with the
     * hull-hull edge query's limits ({@link EdgePairAxis#nearlyParallel(long, long, long)}: the
     * rounded cross product's largest component below {@link SatConstants#EDGE_CROSS_MIN_RAW} or
     * below {@link SatConstants#EDGE_PARALLEL_SHIFT} of the edges' product). {@code s / L} is
     * compared with {@code Ir} and the best separation exactly by {@link SeparationRatio}
     * (squares in 128 bits, no square root); only a new best (or magnitudes beyond that helper's
     * range) pays for {@code L} and the quotient (rounded once each).
     */
    private boolean edgeAxes(TriangleKernel k, int slot) {
        // axes along z compared by comparePole where SeparationRatio would decide (Ir and the best within
        // 2^30 raw) and no hull face is bent (no checkedSeparation to run first)
        boolean fastPoles = irAlwaysDecided && hullDiameter == 0 && !plainArithmetic();
        for (int p = slot * pairStride, end = p + pairCount[slot]; p < end; p++) {
            int h = pairHullEdge[p];
            int e = pairTriangleEdge[p];
            long cx = pairAxis[3 * p];
            long cy = pairAxis[3 * p + 1];
            long cz = pairAxis[3 * p + 2];
            int va = edgeA[h];
            long dz = k.cornerZ(e) - vertex[3 * va + 2];
            long best = axisSep;
            boolean pole = (cx | cy) == 0 && fastPoles;
            boolean poleVsBest = pole && best > -SeparationRatio.ALWAYS_DECIDED_BELOW
                    && best < SeparationRatio.ALWAYS_DECIDED_BELOW;
            if (poleVsBest && best <= inflated && (cz > 0 ? dz : -dz) < best - 1) {
                // below the best by more than comparePole's 1 raw: the skip below, without s
                continue;
            }
            // an axis along z (a horizontal hull edge over a horizontal triangle edge: most pairs of a box
            // resting on a flat floor) has the bits of Fixed.dot3 from its one non-zero term
            long s = (cx | cy) == 0 && !plainArithmetic() ? Fixed.mul(cz, dz)
                    : Fixed.dot3(cx, cy, cz, k.cornerX(e) - vertex[3 * va], k.cornerY(e) - vertex[3 * va + 1], dz);
            // the separation s / L against Ir and the best so far, exactly and without a square root
            // where the magnitudes allow (SeparationRatio); the rounded value only for a new best
            long lenHi = pairLengthHi[p];
            long lenLo = pairLengthLo[p];
            if (edgeOnBentFace[h] && (mayCount(SeparationRatio.compare(s, lenHi, lenLo, inflated))
                    || mayCount(SeparationRatio.compare(s, lenHi, lenLo, axisSep)))) {
                // only a pair that would separate or win is checked: the check never raises s
                s = checkedSeparation(k, h, e, cx, cy, cz, s);
            }
            int vsBest = poleVsBest ? comparePole(cz, dz, s, best) : SeparationRatio.compare(s, lenHi, lenLo, axisSep);
            boolean notAbove = vsBest <= 0 && vsBest != SeparationRatio.UNDECIDED;
            if (notAbove && irAlwaysDecided && axisSep <= inflated && !plainArithmetic()) {
                // s / L <= best <= Ir exactly, so the comparison with Ir would be decided and not above:
                // the pair neither wins nor separates (a rounded best can exceed Ir by an ulp, hence the check)
                continue;
            }
            int vsIr = pole ? comparePole(cz, dz, s, inflated) : SeparationRatio.compare(s, lenHi, lenLo, inflated);
            if (vsIr > 0) {
                return separatedAlong(cx, cy, cz);
            }
            boolean irUnknown = vsIr == SeparationRatio.UNDECIDED;
            boolean bestUnknown = vsBest == SeparationRatio.UNDECIDED;
            if (!irUnknown && !bestUnknown && vsBest <= 0) {
                continue;                                             // can neither win nor separate
            }
            long sep = Fixed.div(s, pairLength(p));
            if (irUnknown && sep > inflated) {
                return separatedAlong(cx, cy, cz);
            }
            if (bestUnknown ? sep <= axisSep : vsBest <= 0) {
                continue;
            }
            axisSep = sep;
            axisX = -cx;                                              // from the triangle toward the hull
            axisY = -cy;
            axisZ = -cz;
        }
        return true;
    }

    /**
     * Returns {@link SeparationRatio#compare}'s answer for the axis {@code (0, 0, cz)}
     * ({@code 2^31 <= |cz| < 2^32}) with {@code s = Fixed.mul(cz, dz)}, for {@code |t| < 2^30}
     * (where that answer is never {@link SeparationRatio#UNDECIDED}): the sign of
     * {@code s 2^32 / |cz| - t}, exactly, in 64 bits. With {@code sd = sign(cz) dz} and the
     * rounding error {@code r = s 2^32 - cz dz} ({@code |r| <= 2^31}, so its 64-bit wrapped value is
     * exact), {@code s 2^32 / |cz| - t = ((sd - t) |cz| + r) / |cz|}, and {@code |r / |cz|| <= 1}
     * decides every {@code |sd - t| >= 2} by the sign of {@code sd - t}.
     */
    static int comparePole(long cz, long dz, long s, long t) {
        long d = (cz > 0 ? dz : -dz) - t;
        if (d >= 2 || d <= -2) {
            return d > 0 ? 1 : -1;
        }
        long r = (s << 32) - cz * dz;
        return Long.signum(d * Math.abs(cz) + r);
    }

    /**
     * Returns the slot of {@link #pairAxis} holding the edge-pair axes of the loaded triangle, and
     * loads the triangle's edge normals (copied from the slot on a hit, computed on a miss),
     * building the table on a miss. Everything about a pair but its {@code s}
     * depends only on the placed hull and on the triangle's normal and edge vectors (the Gauss map
     * test, the cross product, its scaling, orientation and length, and each hull face's nearest
     * triangle corner), so triangles of one shape and orientation (every cell of a grid, the flat
     * parts of most levels) share one table; the table holds the very values the per-triangle loop
     * computed, in its order, so the SAT's bits do not change. Slots are reused round robin: which
     * slot a shape lands in changes only the speed. The edge normals are a function of the key
     * too, so the copy has their bits.
     */
    private int pairTable(TriangleKernel k) {
        long e0x = k.bx - k.ax;
        long e0y = k.by - k.ay;
        long e0z = k.bz - k.az;
        long e1x = k.cx - k.bx;
        long e1y = k.cy - k.by;
        long e1z = k.cz - k.bz;
        long e2x = k.ax - k.cx;
        long e2y = k.ay - k.cy;
        long e2z = k.az - k.cz;
        long[] key = pairKey;
        for (int slot = 0; slot < pairSlotsUsed && reuseSatTables(); slot++) {
            int o = 12 * slot;
            if (key[o] == k.nx && key[o + 1] == k.ny && key[o + 2] == k.nz && key[o + 3] == e0x && key[o + 4] == e0y
                    && key[o + 5] == e0z && key[o + 6] == e1x && key[o + 7] == e1y && key[o + 8] == e1z
                    && key[o + 9] == e2x && key[o + 10] == e2y && key[o + 11] == e2z) {
                System.arraycopy(pairEdgeNormal, 9 * slot, k.m, 0, 9);
                return slot;
            }
        }
        k.loadEdgeNormals();
        int slot = pairNextSlot;
        pairNextSlot = slot + 1 == PAIR_SLOTS ? 0 : slot + 1;
        pairSlotsUsed = Math.max(pairSlotsUsed, slot + 1);
        int o = 12 * slot;
        key[o] = k.nx;
        key[o + 1] = k.ny;
        key[o + 2] = k.nz;
        key[o + 3] = e0x;
        key[o + 4] = e0y;
        key[o + 5] = e0z;
        key[o + 6] = e1x;
        key[o + 7] = e1y;
        key[o + 8] = e1z;
        key[o + 9] = e2x;
        key[o + 10] = e2y;
        key[o + 11] = e2z;
        System.arraycopy(k.m, 0, pairEdgeNormal, 9 * slot, 9);
        buildPairs(k, slot);
        return slot;
    }

    /**
     * Fills table {@code slot} for the loaded triangle: each hull face's exactly nearest triangle
     * corner ({@link #triangleMin}, decided by exact comparisons of corner differences, so the same
     * for every triangle of these edge vectors), and the hull-edge x triangle-edge pairs that build
     * a face of the Minkowski difference and are not nearly parallel, in (hull edge, triangle edge)
     * order, with the scaled axis oriented outward at the hull edge and its exact squared length
     * ({@link #edgeAxes} says why each). The rounded length is left 0 until {@link #edgeAxes}
     * needs it: a scaled axis has a component of at least 2^31 raw, so 0 never is a length.
     */
    private void buildPairs(TriangleKernel k, int slot) {
        for (int f = 0; f < faceCount; f++) {
            pairFaceCorner[slot * faceCount + f] = triangleMin(k, faceNormal[3 * f], faceNormal[3 * f + 1],
                    faceNormal[3 * f + 2]);
        }
        loadFaceEdgeDots(k);
        int p = slot * pairStride;
        int start = p;
        for (int h = 0; h < edgeCount; h++) {
            int va = edgeA[h];
            long hx = vertex[3 * edgeB[h]] - vertex[3 * va];
            long hy = vertex[3 * edgeB[h] + 1] - vertex[3 * va + 1];
            long hz = vertex[3 * edgeB[h] + 2] - vertex[3 * va + 2];
            long hMax = Math.max(Math.abs(hx), Math.max(Math.abs(hy), Math.abs(hz)));
            for (int e = 0; e < 3; e++) {
                int next = e == 2 ? 0 : e + 1;
                long ex = k.cornerX(next) - k.cornerX(e);
                long ey = k.cornerY(next) - k.cornerY(e);
                long ez = k.cornerZ(next) - k.cornerZ(e);
                if (!isMinkowskiFace(h, e)) {
                    continue;
                }
                // both edges horizontal (a box's over a flat floor's): the x and y products are exactly 0
                boolean flat = (hz | ez) == 0 && !plainArithmetic();
                long cx = flat ? 0 : VecMath.crossX(hy, hz, ey, ez);
                long cy = flat ? 0 : VecMath.crossY(hx, hz, ex, ez);
                long cz = VecMath.crossZ(hx, hy, ex, ey);
                long m = Math.max(Math.abs(cx), Math.max(Math.abs(cy), Math.abs(cz)));
                // nearly parallel edges (the hull-hull edge query's limits; seed 001, edge queries): their
                // arcs lie nearly in one plane, so the Gauss map test above is decided by the rounding of
                // the placed normals and accepts pairs that build no Minkowski face (their edges are not
                // the supports), and the rounded cross product may carry no direction. Skipping only
                // lowers the SAT's best separation; such edges touch along a face axis or n
                // (HullTriangleEdgeAxisTest: a box 0.0003 into a floor was reported separated without it)
                long eMax = Math.max(Math.abs(ex), Math.max(Math.abs(ey), Math.abs(ez)));
                if (EdgePairAxis.nearlyParallel(m, hMax, eMax)) {
                    continue;
                }
                int shift = Long.numberOfLeadingZeros(m) - 32;        // largest component to [2^31, 2^32)
                if (shift >= 0) {
                    cx <<= shift;
                    cy <<= shift;
                    cz <<= shift;
                } else {
                    cx >>= -shift;
                    cy >>= -shift;
                    cz >>= -shift;
                }
                long ox = edgeOutward[3 * h];
                long oy = edgeOutward[3 * h + 1];
                long oz = edgeOutward[3 * h + 2];
                long o = flat ? Fixed.mul(cz, oz) : Fixed.dot3(cx, cy, cz, ox, oy, oz);   // dot3's bits, one term
                if (o < 0 || o == 0 && Fixed.signOfDot3(cx, cy, cz, ox, oy, oz) < 0) {
                    cx = -cx;                                         // outward from the hull at its edge
                    cy = -cy;
                    cz = -cz;
                }
                pairHullEdge[p] = h;
                pairTriangleEdge[p] = e;
                pairAxis[3 * p] = cx;
                pairAxis[3 * p + 1] = cy;
                pairAxis[3 * p + 2] = cz;
                pairLengthHi[p] = SeparationRatio.lengthSquaredHi(cx, cy, cz);
                pairLengthLo[p] = SeparationRatio.lengthSquaredLo(cx, cy, cz);
                pairLength[p] = 0;                                    // computed when first needed (edgeAxes)
                p++;
            }
        }
        pairCount[slot] = p - start;
    }

    /** Leaves the separating edge axis {@code -c} (from the triangle toward the hull) for tests; returns false. */
    private boolean separatedAlong(long cx, long cy, long cz) {
        axisX = -cx;
        axisY = -cy;
        axisZ = -cz;
        return false;
    }

    /** Returns true when a {@link SeparationRatio#compare} result may let a pair separate or win: above, or undecided. */
    private static boolean mayCount(int comparison) {
        return comparison > 0 || comparison == SeparationRatio.UNDECIDED;
    }

    /**
     * Returns the {@code s} edge pair {@code (h, e)} contributes along its scaled axis {@code c},
     * given its computed {@code s = round(c . (t_e - h_a))}: {@code s} itself, unless it exceeds
     * the true separation of the placed hull and the triangle along {@code c},
     * {@code S = min_t c . t - max_v c . v} (exact, by scans), by more than the slack; then
     * {@code round(S)}. Only for a hull edge on a bent face. The rule is the hull-hull edge
     * query's, written once in {@link EdgePairAxis#checkedSeparation(long, long, long, long, long,
     * long, long, long, long, long, long, int)}, with its slack
     * ({@link EdgePairAxis#supportSlack(long, long)}) from the placed hull's and the triangle's box
     * diagonals.
     *
     * <p>Why: the supports {@code h_a} and {@code t_e} are right only when {@code c} lies on the
     * hull edge's arc and the triangle edge's. The Gauss map test ({@link #isMinkowskiFace}) reads
     * the hull's face normals, and a bent face's normal is not perpendicular to its edges, so the
     * crossing point it tests is not {@code c}: for a triangle edge nearly parallel to the hull
     * edge it accepts axes far off both arcs, whose {@code s} is above {@code S} on either side
     * (hull or triangle; 225 units in a search of 64-unit hulls). Such an {@code s} above
     * {@code Ir} lost contacts, and above the best axis turned face contacts into delayed ones
     * ({@code HullTriangleBentFaceTest}). {@code S} is a separation along a valid axis, so the SAT
     * stays a SAT. The slack is compared with the scaled axis ({@code |c| >= 2^31} raw), so a kept
     * {@code s / |c|} is at most {@code S / |c|} plus the slack.
     */
    private long checkedSeparation(TriangleKernel k, int h, int e, long cx, long cy, long cz, long s) {
        int va = edgeA[h];
        int top = hullMin(-cx, -cy, -cz);
        int bottom = triangleMin(k, cx, cy, cz);
        long rx = k.cornerX(e) - vertex[3 * va];
        long ry = k.cornerY(e) - vertex[3 * va + 1];
        long rz = k.cornerZ(e) - vertex[3 * va + 2];
        long sx = k.cornerX(bottom) - vertex[3 * top];
        long sy = k.cornerY(bottom) - vertex[3 * top + 1];
        long sz = k.cornerZ(bottom) - vertex[3 * top + 2];
        // the rule of the hull-hull edge query, one rule for both: differences below 2^46 and |c| below
        // 2^32, so the dots are exact in 128 bits and |S| below 2^80 fits after the shift (never throws);
        // the scaled axis is at least 2^31 raw long, so a kept s / |c| is at most S / |c| plus the slack
        long slack = EdgePairAxis.supportSlack(hullDiameter, triangleDiameter(k));
        return EdgePairAxis.checkedSeparation(s, cx, cy, cz, rx, ry, rz, sx, sy, sz, slack, 31);
    }

    /** Returns the diagonal of the loaded triangle's bounding box, raw (plus 1). */
    private static long triangleDiameter(TriangleKernel k) {
        long ex = Math.max(k.ax, Math.max(k.bx, k.cx)) - Math.min(k.ax, Math.min(k.bx, k.cx));
        long ey = Math.max(k.ay, Math.max(k.by, k.cy)) - Math.min(k.ay, Math.min(k.by, k.cy));
        long ez = Math.max(k.az, Math.max(k.bz, k.cz)) - Math.min(k.az, Math.min(k.bz, k.cz));
        return Fixed.length3(ex, ey, ez) + 1;
    }

    /**
     * Returns true when hull edge {@code h} and triangle edge {@code e} build a face of the
     * Minkowski difference (seed 001, "Gauss map pruning"): the hull edge's arc (between its two
     * face normals) crosses the negated triangle edge's arc, the half great circle from
     * {@code -n} to {@code n} through the inward edge normal {@code m_e}. The crossing lies in
     * the plane normal to the edge direction; the hull arc reaches it when its face normals lie
     * on opposite sides (exact signs), at {@code p = (N_a.e) N_b - (N_b.e) N_a} (up to sign),
     * which must lie on the {@code m_e} side (rounded, single-rounding products). Pairs on the
     * boundary (a zero sign) are kept.
     */
    private boolean isMinkowskiFace(int h, int e) {
        int a = 3 * edgeFaceA[h] + e;
        int b = 3 * edgeFaceB[h] + e;
        int sa = faceEdgeSign[a];
        int sb = faceEdgeSign[b];
        if (sa == sb && sa != 0) {
            return false;
        }
        long dA = faceEdgeDot[a];
        long iB = faceInwardDot[b];
        long dB = faceEdgeDot[b];
        long iA = faceInwardDot[a];
        // both products with a zero factor (an edge of a face whose normal is the triangle's, both
        // dots 0: most edges of a box lying flat) are mulSubMul's exact 0
        long side = (dA == 0 || iB == 0) && (dB == 0 || iA == 0) && !plainArithmetic() ? 0
                : Fixed.mulSubMul(dA, iB, dB, iA);
        return sa >= 0 && sb <= 0 ? side >= 0 : side <= 0;
    }

    /**
     * Fills, for every hull face f and triangle edge e, the exact sign and the rounded value of
     * {@code N_f . e} and the rounded {@code N_f . m_e}: the Gauss map test's inputs, shared by the
     * hull's edges (each face borders several). A non-zero rounded dot has the exact dot's sign; only
     * a rounded zero needs the exact sign. A face whose placed normal is exactly the negation of an
     * earlier face's ({@link #faceOpposite}: a box's opposite faces) takes that face's values
     * negated, the bits its own dots would have (dots here are below 2^61 raw, far from the
     * asymmetric end of the range).
     */
    private void loadFaceEdgeDots(TriangleKernel k) {
        for (int e = 0; e < 3; e++) {
            int next = e == 2 ? 0 : e + 1;
            long ex = k.cornerX(next) - k.cornerX(e);
            long ey = k.cornerY(next) - k.cornerY(e);
            long ez = k.cornerZ(next) - k.cornerZ(e);
            long mx = k.m[3 * e];
            long my = k.m[3 * e + 1];
            long mz = k.m[3 * e + 2];
            for (int f = 0; f < faceCount; f++) {
                int g = faceOpposite[f];
                if (g >= 0 && !plainArithmetic()) {
                    // N_f = -N_g bit for bit, and a dot rounded once (ties to even) is odd: the negated values
                    faceEdgeDot[3 * f + e] = -faceEdgeDot[3 * g + e];
                    faceEdgeSign[3 * f + e] = -faceEdgeSign[3 * g + e];
                    faceInwardDot[3 * f + e] = -faceInwardDot[3 * g + e];
                    continue;
                }
                long fx = faceNormal[3 * f];
                long fy = faceNormal[3 * f + 1];
                long fz = faceNormal[3 * f + 2];
                long d = Fixed.dot3(fx, fy, fz, ex, ey, ez);
                faceEdgeDot[3 * f + e] = d;
                faceEdgeSign[3 * f + e] = d != 0 ? Long.signum(d) : Fixed.signOfDot3(fx, fy, fz, ex, ey, ez);
                faceInwardDot[3 * f + e] = Fixed.dot3(fx, fy, fz, mx, my, mz);
            }
        }
    }
    /** Returns FACE, EDGE k or VERTEX k: the triangle's support set along {@code l}, by exact ties. */
    private static int supportFeature(TriangleKernel k, long lx, long ly, long lz) {
        int top = triangleMin(k, -lx, -ly, -lz);
        int count = 0;
        int other = -1;
        for (int c = 0; c < 3; c++) {
            if (c != top && Fixed.compareDot3(k.cornerX(c), k.cornerY(c), k.cornerZ(c), k.cornerX(top), k.cornerY(top),
                    k.cornerZ(top), lx, ly, lz) == 0) {
                count++;
                other = c;
            }
        }
        if (count == 2) {
            return MeshFeature.FACE;
        }
        if (count == 1) {
            int lo = Math.min(top, other);
            int hi = Math.max(top, other);
            return MeshFeature.EDGE_0 + (hi - lo == 1 ? lo : 2);      // edge k runs from corner k to k + 1
        }
        return MeshFeature.VERTEX_0 + top;
    }

    /**
     * Returns the triangle feature under the lowest clipped point (the one on the fewest side planes
     * among those at {@code height}, then the lowest index): FACE inside, EDGE k on side plane k,
     * VERTEX k on the two planes through corner k.
     */
    private int lowestPointFeature(int count, long height) {
        int mask = 7;
        for (int i = 0; i < count; i++) {
            if (surfaceHeight[i] == height && Integer.bitCount(surfaceMask[i]) < Integer.bitCount(mask)) {
                mask = surfaceMask[i];
            }
        }
        switch (mask) {
            case 0:
                return MeshFeature.FACE;
            case 1:
            case 2:
            case 4:
                return MeshFeature.EDGE_0 + Integer.numberOfTrailingZeros(mask);
            case 3:
                return MeshFeature.VERTEX_0 + 1;
            case 6:
                return MeshFeature.VERTEX_0 + 2;
            default:
                return MeshFeature.VERTEX_0;                          // planes 2 and 0 meet at corner 0
        }
    }

    /**
     * Writes the hull's lower surface clipped to the triangle's closed prism into
     * {@link #surfacePoint} and {@link #surfaceHeight} (height above the triangle's plane, one
     * rounded dot each) and returns the point count (0: the hull is not over the triangle). The
     * lower surface is the union of the faces facing down the triangle normal (exact sign, listed
     * once per normal in {@link #lowerFaces}), each
     * clipped by Sutherland-Hodgman to the three side planes; points repeated bit for bit (shared
     * hull edges, computed in a canonical direction) are kept once.
     */
    private int clipLowerSurface(TriangleKernel k) {
        int total = 0;
        boolean plain = plainArithmetic();
        for (int lf = 0, end = plain ? faceCount : lowerFaceCount; lf < end; lf++) {
            int f = plain ? lf : lowerFaces[lf];
            if (plain && Fixed.signOfDot3(faceNormal[3 * f], faceNormal[3 * f + 1], faceNormal[3 * f + 2], k.nx, k.ny,
                    k.nz) >= 0) {
                continue;
            }
            int count = 0;
            long[] in = clipA;
            for (int i = faceStart[f]; i < faceStart[f + 1]; i++) {
                int v = faceLoop[i];
                in[3 * count] = vertex[3 * v];
                in[3 * count + 1] = vertex[3 * v + 1];
                in[3 * count + 2] = vertex[3 * v + 2];
                clipMaskA[count] = 0;
                count++;
            }
            long[] outPoly = clipB;
            int[] inMask = clipMaskA;
            int[] outMask = clipMaskB;
            for (int e = 0; e < 3 && count > 0; e++) {
                count = clipToEdge(k, e, in, inMask, count, outPoly, outMask);
                long[] swap = in;
                in = outPoly;
                outPoly = swap;
                int[] swapMask = inMask;
                inMask = outMask;
                outMask = swapMask;
            }
            for (int i = 0; i < count; i++) {
                long x = in[3 * i];
                long y = in[3 * i + 1];
                long z = in[3 * i + 2];
                int seen = -1;
                for (int j = 0; j < total && seen < 0; j++) {
                    seen = surfacePoint[3 * j] == x && surfacePoint[3 * j + 1] == y && surfacePoint[3 * j + 2] == z ? j : -1;
                }
                if (seen >= 0) {
                    surfaceMask[seen] |= inMask[i];
                } else {
                    surfacePoint[3 * total] = x;
                    surfacePoint[3 * total + 1] = y;
                    surfacePoint[3 * total + 2] = z;
                    surfaceMask[total] = inMask[i];
                    // a floor's normal (0, 0, +-1): the height is +-(z - a_z) exactly, as the rounded dot
                    surfaceHeight[total++] = (k.nx | k.ny) == 0 && !plain && (k.nz == Fixed.ONE || k.nz == -Fixed.ONE)
                            ? (k.nz > 0 ? z - k.az : k.az - z) : Fixed.dot3(k.nx, k.ny, k.nz, x - k.ax, y - k.ay, z - k.az);
                }
            }
        }
        return total;
    }

    /**
     * FACE contact from the clipped lower surface ({@code count} points, at least one within
     * {@code Ir}): normal {@code n}, the points within {@code Ir}, reduced to four, the deepest
     * first; D is the lowest height.
     */
    private int faceContact(TriangleKernel k, int count, TriangleContact out) {
        long nx = k.nx;
        long ny = k.ny;
        long nz = k.nz;
        long[] pts = clipA;
        int kept = 0;
        for (int i = 0; i < count; i++) {
            long h = surfaceHeight[i];
            if (h <= inflated) {
                pts[3 * kept] = surfacePoint[3 * i];
                pts[3 * kept + 1] = surfacePoint[3 * i + 1];
                pts[3 * kept + 2] = surfacePoint[3 * i + 2];
                clipHeight[kept++] = h;
            }
        }
        emitFace(k, pts, kept, out);
        return MeshFeature.FACE;
    }

    private void emitFace(TriangleKernel k, long[] in, int kept, TriangleContact out) {
        long nx = k.nx;
        long ny = k.ny;
        long nz = k.nz;
        int chosen = reduction.choose(in, clipHeight, kept, nx, ny, nz, plainArithmetic());
        long rx = Fixed.mul(nx, radius);                              // the same for every point
        long ry = Fixed.mul(ny, radius);
        long rz = Fixed.mul(nz, radius);
        for (int j = 0; j < chosen; j++) {
            int i = reduction.index(j);
            long h = clipHeight[i];
            long px = in[3 * i] - rx;
            long py = in[3 * i + 1] - ry;
            long pz = in[3 * i + 2] - rz;
            long cx = in[3 * i] - scaled(nx, h);
            long cy = in[3 * i + 1] - scaled(ny, h);
            long cz = in[3 * i + 2] - scaled(nz, h);
            if (j == 0) {
                out.set(h, radius - h, nx, ny, nz, px, py, pz, cx, cy, cz);   // the deepest point first: D = its height
            } else {
                out.addFacePoint(radius - h, px, py, pz, cx, cy, cz);
            }
        }
    }

    /**
     * Returns {@code Fixed.mul(c, h)}, taken without the product for {@code c} 0 or +-1 (a floor
     * normal's components), where it is exact.
     */
    private long scaled(long c, long h) {
        if (plainArithmetic()) {
            return Fixed.mul(c, h);
        }
        return c == 0 ? 0 : c == Fixed.ONE ? h : c == -Fixed.ONE ? -h : Fixed.mul(c, h);
    }

    /**
     * Clips the polygon {@code in} ({@code count} points, side-plane masks {@code inMask}) to the
     * closed half-space {@code m_e . (x - v_e) >= 0} of the loaded triangle's prism; writes the
     * result into {@code out} / {@code outMask} and returns its size. Inside tests are exact
     * signs; an intersection is {@code p + (q - p) g_p / (g_p - g_q)} from the lexicographically
     * lower end (so a hull edge shared by two faces is cut at the same bits whichever face walks
     * it), one {@code mulDiv} rounding per component ({@code p}'s own coordinate where {@code q}
     * has the same: {@code mulDiv} of a zero product is exactly 0). Each point's {@code g} is formed
     * once in 128 bits ({@link Dot128}: operands below 2^47 raw, within its precondition): its sign
     * is the inside test and its rounding the {@code Fixed.dot3} an intersection divides by, the
     * same bits as computing that dot again. A mask holds bit {@code e} when the point lies
     * on side plane {@code e} by construction (exact zero sign, or made on that plane), which
     * locates the lowest point on the triangle's boundary without re-testing rounded points.
     */
    private int clipToEdge(TriangleKernel k, int e, long[] in, int[] inMask, int count, long[] out, int[] outMask) {
        long mx = k.m[3 * e];
        long my = k.m[3 * e + 1];
        long mz = k.m[3 * e + 2];
        long vx = k.cornerX(e);
        long vy = k.cornerY(e);
        long vz = k.cornerZ(e);
        int[] sign = clipSign;
        long[] gHi = clipDotHi;
        long[] gLo = clipDotLo;
        int axis = plainArithmetic() ? -1 : wholeAxis(mx, my, mz);
        if (axis >= 0) {
            // m_e = k 2^32 along one axis (a grid's side planes): the sign is that coordinate's difference's
            long mAxis = axis == 0 ? mx : axis == 1 ? my : mz;
            long vAxis = axis == 0 ? vx : axis == 1 ? vy : vz;
            for (int i = 0; i < count; i++) {
                int d = Long.signum(in[3 * i + axis] - vAxis);
                sign[i] = mAxis > 0 ? d : -d;
            }
        }
        for (int i = 0; i < count && axis < 0; i++) {
            long dx = in[3 * i] - vx;
            long dy = in[3 * i + 1] - vy;
            long dz = in[3 * i + 2] - vz;
            long hi = Dot128.high(mx, my, mz, dx, dy, dz);
            long lo = Dot128.low(mx, my, mz, dx, dy, dz);
            gHi[i] = hi;
            gLo[i] = lo;
            sign[i] = plainArithmetic() ? Fixed.signOfDot3(mx, my, mz, dx, dy, dz) : Int128.signum(hi, lo);
        }
        int n = 0;
        for (int i = 0; i < count; i++) {
            int j = i + 1 == count ? 0 : i + 1;
            int sp = sign[i];
            int sq = sign[j];
            if (sp >= 0) {
                out[3 * n] = in[3 * i];
                out[3 * n + 1] = in[3 * i + 1];
                out[3 * n + 2] = in[3 * i + 2];
                outMask[n] = sp == 0 ? inMask[i] | 1 << e : inMask[i];
                n++;
            }
            if (sp > 0 && sq < 0 || sp < 0 && sq > 0) {
                int a = i;
                int b = j;
                if (in[3 * j] < in[3 * i] || in[3 * j] == in[3 * i] && (in[3 * j + 1] < in[3 * i + 1]
                        || in[3 * j + 1] == in[3 * i + 1] && in[3 * j + 2] < in[3 * i + 2])) {
                    a = j;
                    b = i;
                }
                long px = in[3 * a];
                long py = in[3 * a + 1];
                long pz = in[3 * a + 2];
                long qx = in[3 * b];
                long qy = in[3 * b + 1];
                long qz = in[3 * b + 2];
                if (axis >= 0) {
                    cutOnAxis(in, a, b, axis, axis == 0 ? vx : axis == 1 ? vy : vz, out, n);
                    outMask[n] = inMask[i] & inMask[j] | 1 << e;
                    n++;
                    continue;
                }
                // the rounded dots (Fixed.dot3's bits; where they would not fit, Fixed.dot3 throws as it would)
                boolean plain = plainArithmetic();
                long gp = !plain && Fixed.fitsRoundedShift32(gHi[a], gLo[a]) ? Fixed.roundedShift32(gHi[a], gLo[a])
                        : Fixed.dot3(mx, my, mz, px - vx, py - vy, pz - vz);
                long gq = !plain && Fixed.fitsRoundedShift32(gHi[b], gLo[b]) ? Fixed.roundedShift32(gHi[b], gLo[b])
                        : Fixed.dot3(mx, my, mz, qx - vx, qy - vy, qz - vz);
                long den = gp - gq;
                if (den == 0) {
                    continue;                                         // both within an ulp of the plane
                }
                out[3 * n] = qx == px && !plain ? px : px + Fixed.mulDiv(qx - px, gp, den);
                out[3 * n + 1] = qy == py && !plain ? py : py + Fixed.mulDiv(qy - py, gp, den);
                out[3 * n + 2] = qz == pz && !plain ? pz : pz + Fixed.mulDiv(qz - pz, gp, den);
                outMask[n] = inMask[i] & inMask[j] | 1 << e;
                n++;
            }
        }
        return n;
    }

    /**
     * Returns the axis (0, 1, 2) along which {@code m} lies when it is a whole multiple
     * {@code k 2^32} of that axis ({@code 0 < |k| <= 2^16}), else -1. On such a side plane the
     * rounded dot {@code m . d} is {@code k d_axis} exactly, with no rounding ({@link #cutOnAxis}).
     */
    private static int wholeAxis(long mx, long my, long mz) {
        int axis = mx != 0 ? (my | mz) == 0 ? 0 : -1 : my != 0 ? mz == 0 ? 1 : -1 : mz != 0 ? 2 : -1;
        long m = axis == 0 ? mx : axis == 1 ? my : mz;
        return axis >= 0 && (m & 0xFFFF_FFFFL) == 0 && Math.abs(m) <= 1L << 48 ? axis : -1;
    }

    /**
     * Writes at point {@code n} of {@code out} the cut of the segment from {@code in} point
     * {@code a} (the lexicographically lower end) to point {@code b} with a side plane
     * {@code m = k 2^32 e_axis} through {@code v}: {@link #clipToEdge}'s
     * {@code p + mulDiv(q - p, g_p, g_p - g_q)} bit for bit. There {@code g = k (x_axis - v)}
     * exactly, so the quotient {@code g_p / (g_p - g_q)} loses {@code k} without changing its
     * value or its rounding, and along the axis the cut is {@code p - (p - v) = v} exactly.
     */
    static void cutOnAxis(long[] in, int a, int b, int axis, long v, long[] out, int n) {
        long gp = in[3 * a + axis] - v;
        long den = in[3 * a + axis] - in[3 * b + axis];               // the signs differ: never 0
        for (int c = 0; c < 3; c++) {
            long p = in[3 * a + c];
            long q = in[3 * b + c];
            out[3 * n + c] = c == axis ? v : q == p ? p : p + Fixed.mulDiv(q - p, gp, den);
        }
    }

    @Override
    public final void completeDelayed(TriangleContact ioContact) {
        // every hull contact is complete when generated
    }
}
