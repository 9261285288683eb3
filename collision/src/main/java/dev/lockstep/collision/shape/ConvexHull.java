package dev.lockstep.collision.shape;

import dev.lockstep.collision.internal.shape.HullQueryIndex;
import dev.lockstep.fixedpoint.Fixed;
import dev.lockstep.fixedpoint.FixedFormat;
import dev.lockstep.fixedpoint.FixedTrig;
import dev.lockstep.fixedpoint.MutableVec3;
import dev.lockstep.fixedpoint.Vec3;
import dev.lockstep.fixedpoint.wide.Dot128;
import dev.lockstep.fixedpoint.wide.Int128;
import java.util.Arrays;
import java.util.List;
import java.util.Objects;

/**
 * A convex polyhedron in its local frame, with half-edge topology (seed 001, "Collision Shapes:
 * Convex Hull"; seed 002, half-edge representation). Immutable and safe to share across threads.
 *
 * <p><b>Arrays and indices.</b> Vertices are interleaved raw Q31.32 {@code x, y, z}, sorted
 * lexicographically. Half-edge {@code h} has an origin vertex, a next half-edge (counter-clockwise
 * round its face seen from outside), a face, and a twin: half-edges come in pairs, edge {@code k}
 * being half-edges {@code 2k} and {@code 2k + 1}, so {@code twin(h) == h ^ 1}. Faces are convex
 * polygons (exactly planar, or nearly so when merged by {@link HullBuilder#NEAR_COPLANAR_COS_SLACK})
 * with a first half-edge, a vertex count and a plane. Every index is a pure function of
 * the input point set (see {@link HullBuilder}), so feature ids are stable across runs and
 * machines.
 *
 * <p><b>Planes.</b> The face normal is a unit vector (raw, each component within 1 ulp of the
 * exact unit vector along the face's exact integer Newell normal, rounded by
 * {@code VecMath.normalizeInto}); the offset is the largest {@code Fixed.dot3(normal, v)} over
 * all vertices, so {@code dot3(normal, v) <= offset} holds exactly for every vertex, and every
 * vertex of the face lies within {@link #planeTolerance()} of the plane (more for a face merged
 * by the near-coplanar rule; see {@link #validate()}).
 *
 * <p>All accessors are allocation-free: vectors go into caller-owned {@link MutableVec3}s. A face
 * loop is walked as:
 * <pre>{@code
 * int e = hull.faceFirstEdge(f);
 * for (int k = hull.faceVertexCount(f); k > 0; k--, e = hull.halfEdgeNext(e)) {
 *     hull.vertex(hull.halfEdgeOrigin(e), outPoint);
 * }
 * }</pre>
 */
public final class ConvexHull implements Shape {
    /**
     * Vertex count from which {@link #supportCore} hill-climbs instead of scanning: 32. Chosen
     * conservatively (boxes and small hulls keep the straight scan loop); JMH on a loaded machine
     * (collision/docs/benchmarks.md) suggests climbing already pays at ~20 vertices.
     * Both strategies return the same index for every direction.
     */
    public static final int HILL_CLIMB_MIN_VERTICES = 32;

    private final long[] xyz;
    private final int[] halfEdgeOrigin;
    private final int[] halfEdgeNext;
    private final int[] halfEdgeFace;
    private final int[] faceFirstEdge;
    private final int[] faceVertexCount;
    private final long[] faceNormal;
    private final long[] faceOffset;
    /** Per half-edge side-plane normal {@code (v_j - v_i) x n_face}, interleaved x, y, z; see {@link #sideNormalX}. */
    private final long[] sideNormal;
    private final int[] adjacencyStart;
    private final int[] adjacency;
    private final int[] startByOctant = new int[8];
    private final Aabb bounds;
    private final long planeTolerance;
    /** Derived tables for the hull-vs-hull queries (issue 4 speed); see {@link HullQueryIndex}. */
    private final HullQueryIndex queryIndex;

    ConvexHull(HullFaces faces) {
        this.xyz = faces.vertexXyz;
        this.halfEdgeOrigin = faces.halfEdgeOrigin;
        this.halfEdgeNext = faces.halfEdgeNext;
        this.halfEdgeFace = faces.halfEdgeFace;
        this.faceFirstEdge = faces.faceFirstEdge;
        this.faceVertexCount = faces.faceVertexCount;
        this.faceNormal = faces.faceNormal;
        this.faceOffset = faces.faceOffset;
        this.sideNormal = sideNormals(xyz, halfEdgeOrigin, halfEdgeNext, halfEdgeFace, faceNormal);
        this.adjacencyStart = faces.adjacencyStart;
        this.adjacency = faces.adjacency;
        for (int o = 0; o < 8; o++) {
            startByOctant[o] = supportByScan((o & 4) != 0 ? 1 : -1, (o & 2) != 0 ? 1 : -1, (o & 1) != 0 ? 1 : -1);
        }
        long minX = Long.MAX_VALUE, minY = Long.MAX_VALUE, minZ = Long.MAX_VALUE;
        long maxX = Long.MIN_VALUE, maxY = Long.MIN_VALUE, maxZ = Long.MIN_VALUE;
        long extent = 0;
        for (int i = 0; i < xyz.length; i += 3) {
            minX = Math.min(minX, xyz[i]);
            minY = Math.min(minY, xyz[i + 1]);
            minZ = Math.min(minZ, xyz[i + 2]);
            maxX = Math.max(maxX, xyz[i]);
            maxY = Math.max(maxY, xyz[i + 1]);
            maxZ = Math.max(maxZ, xyz[i + 2]);
            extent = Math.max(extent, Math.max(Math.abs(xyz[i]), Math.max(Math.abs(xyz[i + 1]), Math.abs(xyz[i + 2]))));
        }
        this.bounds = new Aabb(minX, minY, minZ, maxX, maxY, maxZ);
        // derivation in planeTolerance(); extent <= 2^45, so 6 * extent cannot overflow
        this.planeTolerance = 2 + ((6 * extent) >> 32);
        this.queryIndex = new HullQueryIndex(this, adjacencyStart, adjacency);
    }

    static {
        HullQueryIndex.ReaderSlot.install(new IndexReader());
    }

    /**
     * Hands the query index to the internal queries ({@code HullQueryIndex.of}) without a public
     * accessor: the index is a building block, not API.
     */
    private static final class IndexReader implements HullQueryIndex.Reader {
        @Override
        public HullQueryIndex indexOf(ConvexHull hull) {
            return hull.queryIndex;
        }
    }

    /**
     * Builds the hull of the given raw interleaved points (kept for the interim API; use
     * {@link HullBuilder#build(long[])}).
     *
     * @throws HullBuildException if the points do not make a solid hull
     */
    ConvexHull(long[] xyz) {
        this(HullBuilder.buildFaces(xyz));
    }

    /**
     * Returns the hull of the points; same as {@link HullBuilder#build(List)}.
     *
     * @throws HullBuildException if the points do not make a solid hull
     */
    public static ConvexHull of(List<Vec3> points) {
        return HullBuilder.build(points);
    }

    /**
     * Returns the box {@code [-h, h]} on each axis: 8 vertices, 12 edges, 6 quad faces with
     * normals exactly {@code (+-ONE, 0, 0)}, {@code (0, +-ONE, 0)}, {@code (0, 0, +-ONE)} and
     * offsets exactly the half extents. Vertex {@code i} has bit 2 for +x, bit 1 for +y, bit 0
     * for +z (the lexicographic order of the corners).
     *
     * @throws IllegalArgumentException if a half extent is not in {@code (0, MAX_COORDINATE]}
     */
    public static ConvexHull box(Vec3 halfExtents) {
        Objects.requireNonNull(halfExtents, "halfExtents");
        long hx = halfExtents.x();
        long hy = halfExtents.y();
        long hz = halfExtents.z();
        if (hx <= 0 || hy <= 0 || hz <= 0 || hx > HullBuilder.MAX_COORDINATE || hy > HullBuilder.MAX_COORDINATE
                || hz > HullBuilder.MAX_COORDINATE) {
            throw new IllegalArgumentException("box half extents must be in (0, " + HullBuilder.describe(HullBuilder.MAX_COORDINATE)
                    + "], got " + halfExtents);
        }
        long[] corners = new long[24];
        for (int i = 0; i < 8; i++) {
            corners[3 * i] = (i & 4) != 0 ? hx : -hx;
            corners[3 * i + 1] = (i & 2) != 0 ? hy : -hy;
            corners[3 * i + 2] = (i & 1) != 0 ? hz : -hz;
        }
        return HullBuilder.build(corners);
    }

    /**
     * Returns the tetrahedron of four points (in canonical vertex order, not argument order).
     *
     * @throws HullBuildException if the points are coplanar, repeated or out of range
     */
    public static ConvexHull tetrahedron(Vec3 a, Vec3 b, Vec3 c, Vec3 d) {
        return HullBuilder.build(List.of(a, b, c, d));
    }

    /**
     * Returns the prism over a regular polygon: {@code sides} rim points
     * {@code (mul(radius, cos t_i), mul(radius, sin t_i), +-halfHeight)} with
     * {@code t_i = mulDiv(TWO_PI, i, sides)} ({@code FixedTrig}, each coordinate rounded once).
     * Caps and sides are exactly planar (the rim points of both caps share x and y), so the hull
     * has {@code sides + 2} faces; for tiny radii rounding can pull a rim point inside, and the
     * builder then drops it exactly.
     *
     * @throws IllegalArgumentException if {@code sides} is not in {@code [3, 1024]}, or the radius
     *     or half height is not in {@code (0, MAX_COORDINATE]}
     */
    public static ConvexHull regularPrism(int sides, long radius, long halfHeight) {
        if (sides < 3 || sides > 1024 || radius <= 0 || radius > HullBuilder.MAX_COORDINATE || halfHeight <= 0
                || halfHeight > HullBuilder.MAX_COORDINATE) {
            throw new IllegalArgumentException("regularPrism needs 3..1024 sides and radius, half height in (0, "
                    + HullBuilder.describe(HullBuilder.MAX_COORDINATE) + "], got " + sides + ", "
                    + HullBuilder.describe(radius) + ", " + HullBuilder.describe(halfHeight));
        }
        long[] xyz = new long[6 * sides];
        for (int i = 0; i < sides; i++) {
            long t = Fixed.mulDiv(Fixed.TWO_PI, Fixed.fromInt(i), Fixed.fromInt(sides));
            long x = Fixed.mul(radius, FixedTrig.cos(t));
            long y = Fixed.mul(radius, FixedTrig.sin(t));
            xyz[6 * i] = x;
            xyz[6 * i + 1] = y;
            xyz[6 * i + 2] = halfHeight;
            xyz[6 * i + 3] = x;
            xyz[6 * i + 4] = y;
            xyz[6 * i + 5] = -halfHeight;
        }
        return HullBuilder.build(xyz);
    }

    @Override
    public ShapeType type() {
        return ShapeType.HULL;
    }

    @Override
    public long coreRadius() {
        return 0;
    }

    // ------------------------------------------------------------------ vertices

    /** Returns the number of vertices. */
    public int vertexCount() {
        return xyz.length / 3;
    }

    /**
     * Copies every vertex (raw, local frame, {@code x, y, z} per vertex) into {@code out} from
     * index 0; {@code out} holds at least {@code 3 * vertexCount()} entries. One block copy, for
     * placements that keep the hull's own bits.
     */
    public void copyVerticesInto(long[] out) {
        System.arraycopy(xyz, 0, out, 0, xyz.length);
    }

    /** Writes vertex {@code i} (raw, local frame) into {@code out}. */
    public void vertex(int i, MutableVec3 out) {
        out.set(xyz[3 * i], xyz[3 * i + 1], xyz[3 * i + 2]);
    }

    /** Returns the raw x of vertex {@code i}. */
    public long vertexX(int i) {
        return xyz[3 * i];
    }

    /** Returns the raw y of vertex {@code i}. */
    public long vertexY(int i) {
        return xyz[3 * i + 1];
    }

    /** Returns the raw z of vertex {@code i}. */
    public long vertexZ(int i) {
        return xyz[3 * i + 2];
    }

    // ------------------------------------------------------------------ half-edges and edges

    /** Returns the number of half-edges (twice the number of edges). */
    public int halfEdgeCount() {
        return halfEdgeOrigin.length;
    }

    /** Returns the vertex half-edge {@code h} starts at. */
    public int halfEdgeOrigin(int h) {
        return halfEdgeOrigin[h];
    }

    /** Returns the opposite half-edge of {@code h} (same edge, other face): {@code h ^ 1}. */
    public int halfEdgeTwin(int h) {
        return h ^ 1;
    }

    /** Returns the half-edge after {@code h} on its face loop (counter-clockwise seen from outside). */
    public int halfEdgeNext(int h) {
        return halfEdgeNext[h];
    }

    /** Returns the face on the left of {@code h} (the face whose loop contains {@code h}). */
    public int halfEdgeFace(int h) {
        return halfEdgeFace[h];
    }

    /** Returns the number of edges. */
    public int edgeCount() {
        return halfEdgeOrigin.length / 2;
    }

    /** Returns the start vertex of edge {@code k} (origin of half-edge {@code 2k}). */
    public int edgeVertexA(int k) {
        return halfEdgeOrigin[2 * k];
    }

    /** Returns the end vertex of edge {@code k} (origin of half-edge {@code 2k + 1}). */
    public int edgeVertexB(int k) {
        return halfEdgeOrigin[2 * k + 1];
    }

    /** Returns the face of half-edge {@code 2k}: the face with edge {@code k} running A to B. */
    public int edgeFaceA(int k) {
        return halfEdgeFace[2 * k];
    }

    /** Returns the face of half-edge {@code 2k + 1}: the face with edge {@code k} running B to A. */
    public int edgeFaceB(int k) {
        return halfEdgeFace[2 * k + 1];
    }

    // ------------------------------------------------------------------ faces

    /** Returns the number of faces. */
    public int faceCount() {
        return faceFirstEdge.length;
    }

    /** Returns the first half-edge of face {@code f}'s loop; its origin is the face's lowest vertex. */
    public int faceFirstEdge(int f) {
        return faceFirstEdge[f];
    }

    /** Returns the number of vertices (and half-edges) of face {@code f}. */
    public int faceVertexCount(int f) {
        return faceVertexCount[f];
    }

    /**
     * Copies every face's unit normal ({@code x, y, z} per face) into {@code normals} and every
     * plane offset into {@code offsets}, raw, local frame, from index 0 (see {@link #copyVerticesInto}).
     */
    public void copyFacesInto(long[] normals, long[] offsets) {
        System.arraycopy(faceNormal, 0, normals, 0, faceNormal.length);
        System.arraycopy(faceOffset, 0, offsets, 0, faceOffset.length);
    }

    /** Writes the outward unit normal of face {@code f} (raw, local frame) into {@code out}. */
    public void faceNormal(int f, MutableVec3 out) {
        out.set(faceNormal[3 * f], faceNormal[3 * f + 1], faceNormal[3 * f + 2]);
    }

    /** Returns the raw x of face {@code f}'s unit normal. */
    public long faceNormalX(int f) {
        return faceNormal[3 * f];
    }

    /** Returns the raw y of face {@code f}'s unit normal. */
    public long faceNormalY(int f) {
        return faceNormal[3 * f + 1];
    }

    /** Returns the raw z of face {@code f}'s unit normal. */
    public long faceNormalZ(int f) {
        return faceNormal[3 * f + 2];
    }

    /**
     * Returns the plane offset of face {@code f}, raw: the plane is {@code n . x = offset}, and
     * {@code Fixed.dot3(n, v) <= offset} for every vertex {@code v}.
     */
    public long faceOffset(int f) {
        return faceOffset[f];
    }

    /**
     * Returns the raw x of the side-plane normal of half-edge {@code h} ({@code v_i -> v_j}) of face
     * {@code f = halfEdgeFace(h)}: {@code m = (v_j - v_i) x n_f}, each component one
     * {@code Fixed.mulSubMul} (ties to even; the edge is below 2^46 raw and the normal unit, so it
     * cannot overflow), bit-identical to {@code VecMath.crossInto} of the same operands. It points
     * out of the face across the edge (the loop is counter-clockwise about {@code n_f}); the side
     * plane passes through {@code v_i}. Precomputed at construction for the closed-form contacts,
     * which test points against face prisms.
     */
    public long sideNormalX(int h) {
        return sideNormal[3 * h];
    }

    /** Returns the raw y of the side-plane normal of half-edge {@code h}; see {@link #sideNormalX}. */
    public long sideNormalY(int h) {
        return sideNormal[3 * h + 1];
    }

    /** Returns the raw z of the side-plane normal of half-edge {@code h}; see {@link #sideNormalX}. */
    public long sideNormalZ(int h) {
        return sideNormal[3 * h + 2];
    }

    private static long[] sideNormals(long[] xyz, int[] origin, int[] next, int[] face, long[] normal) {
        long[] out = new long[3 * origin.length];
        for (int h = 0; h < origin.length; h++) {
            int i = 3 * origin[h];
            int j = 3 * origin[next[h]];
            int f = 3 * face[h];
            long dx = xyz[j] - xyz[i];
            long dy = xyz[j + 1] - xyz[i + 1];
            long dz = xyz[j + 2] - xyz[i + 2];
            out[3 * h] = Fixed.mulSubMul(dy, normal[f + 2], dz, normal[f + 1]);
            out[3 * h + 1] = Fixed.mulSubMul(dz, normal[f], dx, normal[f + 2]);
            out[3 * h + 2] = Fixed.mulSubMul(dx, normal[f + 1], dy, normal[f]);
        }
        return out;
    }

    /**
     * Returns the plane tolerance of this hull, raw: {@code 2 + floor(6 E / 2^32)} with {@code E}
     * the largest vertex coordinate magnitude. Derivation: each normal component is within 1 ulp
     * of exact, so the normal is off by at most {@code sqrt(3)} ulp in length; two vertices differ
     * by at most {@code 2 sqrt(3) E}; so rounding the normal moves {@code n . (w - v)} by at most
     * {@code 6 E} ulp-units, plus one ulp for the two rounded dots. Every vertex of an exactly
     * planar face lies within this of its plane, and every input point is at most this above
     * every plane. (For a unit box: 2 raw; at the coordinate bound: 49154 raw, 1.1e-5.)
     */
    public long planeTolerance() {
        return planeTolerance;
    }

    // ------------------------------------------------------------------ support and bounds

    /**
     * {@inheritDoc}
     *
     * <p>Hulls with fewer than {@link #HILL_CLIMB_MIN_VERTICES} vertices scan every vertex
     * ({@link #supportByScan}); larger ones hill-climb ({@link #supportByClimbing}). Both return
     * the same index for every direction (property-tested): the lowest index among the exact
     * maxima of {@code v . d}.
     */
    @Override
    public int supportCore(long dx, long dy, long dz, MutableVec3 out) {
        int best = xyz.length < 3 * HILL_CLIMB_MIN_VERTICES ? supportByScan(dx, dy, dz) : supportByClimbing(dx, dy, dz);
        out.set(xyz[3 * best], xyz[3 * best + 1], xyz[3 * best + 2]);
        return best;
    }

    /**
     * Returns the support vertex index by brute force: one exact 128-bit dot per vertex (no
     * overflow: every coordinate is at most 2^45, so each dot is below 2^110), the first maximum
     * wins, so ties go to the lowest index, bit-identical to a {@code Fixed.compareDot3} scan.
     */
    int supportByScan(long dx, long dy, long dz) {
        long[] v = xyz;
        int best = 0;
        long bestHi = 0;
        long bestLo = 0;
        for (int i = 0, k = 0; k < v.length; i++, k += 3) {
            long x = v[k];
            long y = v[k + 1];
            long z = v[k + 2];
            long hi = Dot128.high(x, y, z, dx, dy, dz);
            long sum = Dot128.low(x, y, z, dx, dy, dz);
            if (i == 0 || Int128.less(bestHi, bestLo, hi, sum)) {
                best = i;
                bestHi = hi;
                bestLo = sum;
            }
        }
        return best;
    }

    /**
     * Returns the support vertex index by hill-climbing over the vertex adjacency, with the same
     * result as {@link #supportByScan}.
     *
     * <p>Why it is exact: the adjacency is the edge graph of an exact triangulation of the hull of
     * the vertices, all of which are extreme points; on a convex polytope a vertex that is not a
     * maximum of a linear function has an edge to a strictly higher vertex, so the climb (steepest
     * ascent from a start vertex precomputed per direction octant, ties among higher neighbours
     * to the first in ascending index) ends at a maximum. If the set of maxima has more than one
     * vertex it is a face of the polytope, so the end vertex has a neighbour of equal value; that
     * case (rare except for axis-like directions) falls back to the scan to get the lowest index.
     * Each move strictly increases the exact dot, so there are at most {@code vertexCount - 1}
     * moves.
     */
    int supportByClimbing(long dx, long dy, long dz) {
        return climbFrom(startByOctant[(dx > 0 ? 4 : 0) | (dy > 0 ? 2 : 0) | (dz > 0 ? 1 : 0)], dx, dy, dz);
    }

    /**
     * Returns the same index as {@link #supportCore} and writes the vertex into {@code out}, but
     * hill-climbs from {@code startVertex}, typically the answer of the previous query of a
     * coherent sequence (GJK iterations, the next frame): the caller owns that cache, so the hull
     * stays immutable. The start only changes the cost, never the result.
     *
     * @throws IndexOutOfBoundsException if {@code startVertex} is not a vertex index
     */
    public int supportCoreFrom(int startVertex, long dx, long dy, long dz, MutableVec3 out) {
        if (startVertex < 0 || startVertex >= vertexCount()) {
            throw new IndexOutOfBoundsException("supportCoreFrom: start vertex " + startVertex + " of " + vertexCount());
        }
        int best = climbFrom(startVertex, dx, dy, dz);
        out.set(xyz[3 * best], xyz[3 * best + 1], xyz[3 * best + 2]);
        return best;
    }

    /**
     * Returns the index of <em>a</em> vertex with the exactly largest {@code v . d} and writes it
     * into {@code out}, hill-climbing from {@code startVertex}: the climb's end, without the scan
     * that {@link #supportCoreFrom} adds on ties to find the lowest index. For callers that need
     * the support value, not a canonical index (the pair cache's separation bound): on ties
     * (faces facing {@code d}) it is cheaper, and the value {@code v . d} is the same exact maximum.
     *
     * @throws IndexOutOfBoundsException if {@code startVertex} is not a vertex index
     */
    public int supportValueFrom(int startVertex, long dx, long dy, long dz, MutableVec3 out) {
        if (startVertex < 0 || startVertex >= vertexCount()) {
            throw new IndexOutOfBoundsException("supportValueFrom: start vertex " + startVertex + " of " + vertexCount());
        }
        int best = climb(startVertex, dx, dy, dz, false);
        out.set(xyz[3 * best], xyz[3 * best + 1], xyz[3 * best + 2]);
        return best;
    }

    private int climbFrom(int start, long dx, long dy, long dz) {
        return climb(start, dx, dy, dz, true);
    }

    /**
     * The climb of {@link #supportByClimbing}; with {@code lowestIndex} false a tie at the end is
     * accepted as it is (every vertex without a strictly higher neighbour is a maximum, see there).
     */
    private int climb(int start, long dx, long dy, long dz, boolean lowestIndex) {
        long[] p = xyz;
        int v = start;
        long vx = p[3 * v];
        long vy = p[3 * v + 1];
        long vz = p[3 * v + 2];
        long vHi = Dot128.high(vx, vy, vz, dx, dy, dz);
        long vLo = Dot128.low(vx, vy, vz, dx, dy, dz);
        for (int moves = 0; moves < vertexCount(); moves++) {
            int next = -1;
            boolean tie = false;
            long nHi = vHi;
            long nLo = vLo;
            for (int k = adjacencyStart[v], end = adjacencyStart[v + 1]; k < end; k++) {
                int w = adjacency[k];
                long x = p[3 * w];
                long y = p[3 * w + 1];
                long z = p[3 * w + 2];
                long hi = Dot128.high(x, y, z, dx, dy, dz);
                long sum = Dot128.low(x, y, z, dx, dy, dz);
                int c = Int128.compare(hi, sum, nHi, nLo);
                if (c > 0) {
                    next = w;
                    nHi = hi;
                    nLo = sum;
                } else if (c == 0 && next < 0) {
                    tie = true;
                }
            }
            if (next < 0) {
                return tie && lowestIndex ? supportByScan(dx, dy, dz) : v;
            }
            v = next;
            vHi = nHi;
            vLo = nLo;
        }
        throw new IllegalStateException("ConvexHull.supportByClimbing: no maximum after " + vertexCount() + " moves");
    }

    /** Returns the exact box of the vertices (a hull has no radius). */
    @Override
    public Aabb localBounds() {
        return bounds;
    }

    /**
     * Checks every invariant of the hull and throws if one fails; see {@link HullValidator} for
     * the list. Meant for tests and for hulls that arrive from outside (files, tools).
     *
     * @throws IllegalStateException naming the first broken invariant and where
     */
    public void validate() {
        new HullValidator(this, xyz, halfEdgeOrigin, halfEdgeNext, halfEdgeFace, faceFirstEdge, faceVertexCount,
                faceNormal, faceOffset).run();
        HullValidator.checkAdjacency(adjacencyStart, adjacency);
    }

    /** Returns true when the two hulls have identical arrays (vertices, topology, planes). */
    public boolean sameBits(ConvexHull o) {
        return Arrays.equals(xyz, o.xyz) && Arrays.equals(halfEdgeOrigin, o.halfEdgeOrigin)
                && Arrays.equals(halfEdgeNext, o.halfEdgeNext) && Arrays.equals(halfEdgeFace, o.halfEdgeFace)
                && Arrays.equals(faceFirstEdge, o.faceFirstEdge) && Arrays.equals(faceVertexCount, o.faceVertexCount)
                && Arrays.equals(faceNormal, o.faceNormal) && Arrays.equals(faceOffset, o.faceOffset);
    }

    /** Returns a short description: counts and bounds. */
    @Override
    public String toString() {
        return "ConvexHull[" + vertexCount() + " vertices, " + edgeCount() + " edges, " + faceCount() + " faces, "
                + bounds + ", plane tolerance " + FixedFormat.toExactString(planeTolerance) + "]";
    }
}
