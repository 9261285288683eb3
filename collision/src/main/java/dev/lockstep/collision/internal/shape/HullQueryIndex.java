package dev.lockstep.collision.internal.shape;

import dev.lockstep.collision.shape.Aabb;
import dev.lockstep.collision.shape.ConvexHull;
import dev.lockstep.fixedpoint.Fixed;
import dev.lockstep.fixedpoint.MutableVec3;
import dev.lockstep.fixedpoint.wide.Int128;
import java.math.BigInteger;
import java.util.Arrays;
import java.util.Objects;

/**
 * Derived topology of one {@link ConvexHull} for the hull-vs-hull queries (issue 4, speed):
 * pairs of exactly opposite faces, the edges at each vertex, a warm-start face for each face, and
 * read access to the hull's climbing adjacency. Built once with the hull, immutable, shared
 * across threads; every table is a pure function of the hull's arrays, so it changes no result,
 * only how fast the queries find it (except the bent faces' true surface, the last item, which
 * the mesh closest points need).
 *
 * <ul>
 *   <li>{@link #oppositeFace}: the face whose raw normal is exactly the negation of this one's
 *       (a box has three such pairs). Rotating both by one matrix keeps them exact negations
 *       ({@code Fixed.dot3} rounds ties to even, which is symmetric), so one min/max pass over
 *       the other hull serves both faces of a pair.</li>
 *   <li>{@link #vertexEdgeStart}/{@link #vertexEdge}: the edges incident to each vertex, ascending
 *       (the Gauss-map walk of the edge query steps across them).</li>
 *   <li>{@link #edgeClass}/{@link #edgeClassSign}: exactly parallel edges (a box has three
 *       classes of four), which share their Gauss-map signs on an unrounded placement.</li>
 *   <li>{@link #faceNeighbourMask}: the faces adjacent to each face as a bit mask (hulls of at
 *       most 64 faces), so the edge query can tell in a few operations that no edge of the hull
 *       has its two faces on opposite sides of a plane.</li>
 *   <li>{@link #warmFace}: the lowest-index face sharing an edge with face {@code f} and ordered
 *       before it, or -1; its support is a good start for climbing to face {@code f}'s support
 *       (neighbouring faces have nearby supports).</li>
 *   <li>{@link #neighbourStart}/{@link #neighbour}: the hull's support adjacency (edges of an
 *       exact triangulation of the hull of the vertices, a superset of the polytope's edges), the
 *       graph on which a linear function's local minimum is global.</li>
 *   <li>{@link #box}: the axis of every face and edge when the hull is exactly a centred box.</li>
 *   <li>{@link #bentTriangleStart}/{@link #creaseCount}: the true surface under each bent face
 *       ({@link #bentFaces}) as triangles, and their inner edges, for closest points on it.</li>
 * </ul>
 *
 * <p>Not API: {@code ConvexHull} builds the index and keeps it private; internal code reaches it
 * by {@link #of}.
 */
public final class HullQueryIndex {
    /** Reads the index a hull built with itself: implemented once, by {@code ConvexHull}. */
    public interface Reader {
        /** Returns {@code hull}'s query index. */
        HullQueryIndex indexOf(ConvexHull hull);
    }

    /**
     * Where {@code ConvexHull}'s class initialisation leaves its {@link Reader}. A class of its own
     * so that installing does not initialise {@code HullQueryIndex} (see {@code READER}).
     */
    public static final class ReaderSlot {
        private static Reader installed;

        private ReaderSlot() {
        }

        /**
         * Installs {@code ConvexHull}'s reader; called once, from its static initialiser.
         *
         * @throws IllegalStateException if a reader is already installed
         */
        public static void install(Reader reader) {
            if (installed != null) {
                throw new IllegalStateException("HullQueryIndex.ReaderSlot.install: a reader is already installed");
            }
            installed = Objects.requireNonNull(reader, "reader");
        }
    }

    /**
     * {@code ConvexHull}'s reader, a constant once this class is initialised. Initialising
     * {@code ConvexHull} first (it installs the reader in its static initialiser and touches
     * nothing here) makes the slot filled in either initialisation order, and every thread's first
     * use of this class happens after that (JLS 12.4.2), so no read needs to be volatile.
     */
    private static final Reader READER = installedReader();

    private static Reader installedReader() {
        try {
            Class.forName(ConvexHull.class.getName(), true, ConvexHull.class.getClassLoader());
        } catch (ClassNotFoundException e) {
            throw new IllegalStateException("HullQueryIndex: ConvexHull not loadable", e);
        }
        return ReaderSlot.installed;
    }

    /**
     * Returns {@code hull}'s query index, built once with the hull. The internal route to it: the
     * reader is a static final constant, so a compiled call is a field read of the hull.
     */
    public static HullQueryIndex of(ConvexHull hull) {
        return READER.indexOf(hull);
    }

    private final int[] oppositeFace;
    private final int[] vertexEdgeStart;
    private final int[] vertexEdge;
    private final int[] warmFace;
    private final int[] neighbourStart;
    private final int[] neighbour;
    private final long[] faceNeighbourMask;
    private final int[] edgeClass;
    private final byte[] edgeClassSign;
    /** The box tables when the hull is exactly a centred box, else null (see {@link #box}). */
    private final BoxFeatures box;
    /** See {@link #planarFaces}. */
    private final boolean planarFaces;
    /** See {@link #planarFace}. */
    private final boolean[] planarFace;
    /** See {@link #bentFaces}. */
    private final int[] bentFaces;
    /** See {@link #skippableArc}. */
    private final boolean[] skippableArc;
    /** See {@link #bentTriangleStart}: per face, its first triangle; {@code faceCount + 1} entries. */
    private final int[] bentTriangleStart;
    /** Per bent-face triangle: its three vertices, counter-clockwise seen from outside. */
    private final int[] bentTriangleVertex;
    /** Per bent-face triangle: its unit normal, raw, interleaved x, y, z. */
    private final long[] bentTriangleNormal;
    /** Per crease ({@link #creaseCount}): its two vertices, lower index first, interleaved. */
    private final int[] crease;
    /** Edge count above which every edge is its own direction class (the grouping is quadratic in the classes). */
    static final int EDGE_CLASS_MAX_EDGES = 512;

    /** {@link #diameterBound()}, computed once. */
    private final long diameterBound;
    /** {@link #vertexMagnitudeBits()}, computed once. */
    private final long vertexMagnitudeBits;
    /** {@link #normalMagnitudeBits()}, computed once. */
    private final long normalMagnitudeBits;

    /**
     * Builds the index of {@code h}, whose support adjacency is {@code adjacencyStart},
     * {@code adjacency} (shared, not copied); called once by {@code ConvexHull}'s constructor.
     */
    public HullQueryIndex(ConvexHull h, int[] adjacencyStart, int[] adjacency) {
        this.neighbourStart = adjacencyStart;
        this.neighbour = adjacency;
        this.diameterBound = diameterBound(h.localBounds());
        long vertexBits = 0;
        for (int v = 0; v < h.vertexCount(); v++) {
            vertexBits |= Math.abs(h.vertexX(v)) | Math.abs(h.vertexY(v)) | Math.abs(h.vertexZ(v));
        }
        long normalBits = 0;
        for (int f = 0; f < h.faceCount(); f++) {
            normalBits |= Math.abs(h.faceNormalX(f)) | Math.abs(h.faceNormalY(f)) | Math.abs(h.faceNormalZ(f));
        }
        this.vertexMagnitudeBits = vertexBits;
        this.normalMagnitudeBits = normalBits;
        int nf = h.faceCount();
        int nv = h.vertexCount();
        int ne = h.edgeCount();
        // opposite faces: sort face indices by normal bits, then look up each negated normal
        Integer[] order = new Integer[nf];
        for (int f = 0; f < nf; f++) {
            order[f] = f;
        }
        Arrays.sort(order, (p, q) -> compareNormal(h, p, h.faceNormalX(q), h.faceNormalY(q), h.faceNormalZ(q)));
        oppositeFace = new int[nf];
        for (int f = 0; f < nf; f++) {
            long nx = -h.faceNormalX(f);
            long ny = -h.faceNormalY(f);
            long nz = -h.faceNormalZ(f);
            int lo = 0;
            int hi = nf - 1;
            int found = -1;
            while (lo <= hi) {
                int mid = (lo + hi) >>> 1;
                int c = compareNormal(h, order[mid], nx, ny, nz);
                if (c == 0) {
                    found = order[mid];
                    break;
                }
                if (c < 0) {
                    lo = mid + 1;
                } else {
                    hi = mid - 1;
                }
            }
            oppositeFace[f] = found;
        }
        // edges per vertex (CSR, ascending edge index)
        vertexEdgeStart = new int[nv + 1];
        for (int k = 0; k < ne; k++) {
            vertexEdgeStart[h.edgeVertexA(k) + 1]++;
            vertexEdgeStart[h.edgeVertexB(k) + 1]++;
        }
        for (int v = 0; v < nv; v++) {
            vertexEdgeStart[v + 1] += vertexEdgeStart[v];
        }
        vertexEdge = new int[2 * ne];
        int[] fill = Arrays.copyOf(vertexEdgeStart, nv);
        for (int k = 0; k < ne; k++) {
            vertexEdge[fill[h.edgeVertexA(k)]++] = k;
            vertexEdge[fill[h.edgeVertexB(k)]++] = k;
        }
        // edge direction classes: exactly parallel edge vectors (zero exact cross product)
        edgeClass = new int[ne];
        edgeClassSign = new byte[ne];
        int[] reps = new int[ne];
        int repCount = 0;
        for (int k = 0; k < ne; k++) {
            long ux = h.vertexX(h.edgeVertexB(k)) - h.vertexX(h.edgeVertexA(k));
            long uy = h.vertexY(h.edgeVertexB(k)) - h.vertexY(h.edgeVertexA(k));
            long uz = h.vertexZ(h.edgeVertexB(k)) - h.vertexZ(h.edgeVertexA(k));
            edgeClass[k] = k;
            edgeClassSign[k] = 1;
            for (int m = 0; m < repCount && ne <= EDGE_CLASS_MAX_EDGES; m++) {
                int r = reps[m];
                long vx = h.vertexX(h.edgeVertexB(r)) - h.vertexX(h.edgeVertexA(r));
                long vy = h.vertexY(h.edgeVertexB(r)) - h.vertexY(h.edgeVertexA(r));
                long vz = h.vertexZ(h.edgeVertexB(r)) - h.vertexZ(h.edgeVertexA(r));
                // coordinates within 2^45: differences within 2^46, products within 2^92, exact in 128 bits
                if (sameProduct(uy, vz, uz, vy) && sameProduct(uz, vx, ux, vz) && sameProduct(ux, vy, uy, vx)) {
                    edgeClass[k] = r;
                    edgeClassSign[k] = (byte) Fixed.signOfDot3(ux, uy, uz, vx, vy, vz);
                    break;
                }
            }
            if (edgeClass[k] == k) {
                reps[repCount++] = k;
            }
        }
        // face neighbour masks (hulls of at most 64 faces)
        faceNeighbourMask = new long[nf <= 64 ? nf : 0];
        if (nf <= 64) {
            for (int k = 0; k < ne; k++) {
                int p = h.edgeFaceA(k);
                int q = h.edgeFaceB(k);
                faceNeighbourMask[p] |= 1L << q;
                faceNeighbourMask[q] |= 1L << p;
            }
        }
        // warm-start faces
        warmFace = new int[nf];
        Arrays.fill(warmFace, -1);
        for (int k = 0; k < ne; k++) {
            int p = h.edgeFaceA(k);
            int q = h.edgeFaceB(k);
            int lo = Math.min(p, q);
            int hi = Math.max(p, q);
            if (warmFace[hi] < 0 || lo < warmFace[hi]) {
                warmFace[hi] = lo;
            }
        }
        box = BoxFeatures.detect(h);
        planarFace = exactlyPlanarFaces(h);
        boolean all = true;
        for (boolean p : planarFace) {
            all &= p;
        }
        planarFaces = all;
        int bent = 0;
        int[] faces = new int[nf];
        for (int f = 0; f < nf; f++) {
            if (!planarFace[f]) {
                faces[bent++] = f;
            }
        }
        bentFaces = Arrays.copyOf(faces, bent);
        bentTriangleStart = new int[nf + 1];
        int[][] triangles = new int[nf][];
        int triangleCount = 0;
        long[] xyz = new long[3 * nv];
        h.copyVerticesInto(xyz);
        BigInteger[][] exact = new BigInteger[nv][];
        for (int f : bentFaces) {
            triangles[f] = upperTriangles(h, xyz, exact, f);
            triangleCount += triangles[f].length / 3;
        }
        bentTriangleVertex = new int[3 * triangleCount];
        bentTriangleNormal = new long[3 * triangleCount];
        int[] creases = new int[3 * triangleCount];
        int creaseEnds = 0;
        MutableVec3 unit = new MutableVec3();
        for (int f = 0, t = 0; f < nf; f++) {
            bentTriangleStart[f] = t;
            if (triangles[f] == null) {
                continue;
            }
            for (int i = 0; i < triangles[f].length; i += 3, t++) {
                System.arraycopy(triangles[f], i, bentTriangleVertex, 3 * t, 3);
                ExactGeometry.normalizeInto(ExactGeometry.triangleNormal(exact[triangles[f][i]], exact[triangles[f][i + 1]],
                        exact[triangles[f][i + 2]]), unit);
                bentTriangleNormal[3 * t] = unit.x;
                bentTriangleNormal[3 * t + 1] = unit.y;
                bentTriangleNormal[3 * t + 2] = unit.z;
                for (int j = 0; j < 3; j++) {
                    int p = triangles[f][i + j];
                    int q = triangles[f][i + (j + 1) % 3];
                    // an inner edge lies in two of the face's triangles, once each way: list it once
                    if (p < q && !loopEdge(h, f, p, q)) {
                        creases[creaseEnds++] = p;
                        creases[creaseEnds++] = q;
                    }
                }
            }
        }
        bentTriangleStart[nf] = triangleCount;
        crease = Arrays.copyOf(creases, creaseEnds);
        skippableArc = new boolean[ne];
        for (int k = 0; k < ne; k++) {
            int p = h.edgeFaceA(k);
            int q = h.edgeFaceB(k);
            skippableArc[k] = planarFace[p] && planarFace[q] && normalsWithin160Degrees(h.faceNormalX(p), h.faceNormalY(p),
                    h.faceNormalZ(p), h.faceNormalX(q), h.faceNormalY(q), h.faceNormalZ(q));
        }
    }

    /**
     * Returns true when both faces of edge {@code k} are planar ({@link #planarFace}) and their
     * normals are certainly less than 160 degrees apart ({@link #normalsWithin160Degrees}): the
     * premises the edge query's arc skip ({@code sat.ArcBound}) checks per arc, here for the
     * hull's own bits, so an identity placement reads them instead of testing every arc of every
     * query (those tests were about a third of the arc skip's time).
     */
    public boolean skippableArc(int k) {
        return skippableArc[k];
    }

    /**
     * Returns true when the exact {@code a . b >= -15/16} is certain for unit normals {@code a},
     * {@code b} (raw), from products of the components shifted right by 16: their sum is
     * {@code a . b 2^32} within {@code sum |a'| + sum |b'| + 3} (as {@code sat.FilteredSigns}).
     * Normals 160 degrees apart have {@code a . b = -0.94 < -15/16}.
     */
    public static boolean normalsWithin160Degrees(long ax, long ay, long az, long bx, long by, long bz) {
        long ax1 = ax >> 16;
        long ay1 = ay >> 16;
        long az1 = az >> 16;
        long bx1 = bx >> 16;
        long by1 = by >> 16;
        long bz1 = bz >> 16;
        long dot = ax1 * bx1 + ay1 * by1 + az1 * bz1;
        long err = Math.abs(ax1) + Math.abs(ay1) + Math.abs(az1) + Math.abs(bx1) + Math.abs(by1) + Math.abs(bz1) + 3;
        return dot - err >= -(15L << 28);
    }

    /**
     * Returns true when every face of the hull is exactly planar: all its vertices on one plane
     * (exact integer arithmetic). False when {@code HullBuilder} merged nearly coplanar faces
     * into a face that bends ({@code NEAR_COPLANAR_COS_SLACK}): its normal is then not
     * perpendicular to its edges, and the Gauss map the edge query walks is off by up to the
     * bend, amplified near parallel edges. Bounds that rely on the exact Gauss map (the edge
     * query's arc skip, {@code sat.ArcBound}) check the faces they rely on.
     */
    public boolean planarFaces() {
        return planarFaces;
    }

    /**
     * Returns the faces that are not exactly planar ({@link #planarFace}), ascending; empty when
     * {@link #planarFaces}. A shared array: callers must not modify it.
     */
    public int[] bentFaces() {
        return bentFaces;
    }

    /**
     * Returns the first triangle of face {@code f}'s true surface; face {@code f}'s triangles are
     * {@code bentTriangleStart(f)} to {@code bentTriangleStart(f + 1) - 1}, none for a planar face
     * ({@code f} up to {@code faceCount}). A bent face ({@link #bentFaces}) is not the polygon its
     * normal describes: the hull of the vertices bends over it along inner edges
     * ({@link #creaseVertexA}), so a point's projection onto the plane through one of its vertices
     * can lie inside or outside the hull by up to the bend. Its triangles are that surface, the
     * hull of the face's vertices seen from outside ({@link #upperTriangles}): the surface of the
     * nearly coplanar triangles {@code HullBuilder} merged into the face, which have every hull
     * vertex on or below them and all their vertices on its loop (a merge never drops a vertex).
     * Closest points on a bent face are taken on them (seed 000's vertex contacts,
     * {@code mesh.HullTriangleDistance}). Normals: the exact integer normal of each triangle
     * rounded to unit length as the face normals are ({@code ExactGeometry.normalizeInto}).
     */
    public int bentTriangleStart(int f) {
        return bentTriangleStart[f];
    }

    /** Returns vertex {@code i} (0 to 2) of bent-face triangle {@code t}, counter-clockwise seen from outside. */
    public int bentTriangleVertex(int t, int i) {
        return bentTriangleVertex[3 * t + i];
    }

    /** Returns the raw x of bent-face triangle {@code t}'s unit normal (exact integer normal, rounded as the face normals). */
    public long bentTriangleNormalX(int t) {
        return bentTriangleNormal[3 * t];
    }

    /** Returns the raw y of bent-face triangle {@code t}'s unit normal. */
    public long bentTriangleNormalY(int t) {
        return bentTriangleNormal[3 * t + 1];
    }

    /** Returns the raw z of bent-face triangle {@code t}'s unit normal. */
    public long bentTriangleNormalZ(int t) {
        return bentTriangleNormal[3 * t + 2];
    }

    /**
     * Returns the number of creases: inner edges of the bent faces' triangles
     * ({@link #bentTriangleStart}), edges of the hull of the vertices that are not polytope edges.
     * A closest point can lie on one (a triangle edge crossing over a bent face); zero when
     * {@link #planarFaces}.
     */
    public int creaseCount() {
        return crease.length / 2;
    }

    /** Returns the lower vertex of crease {@code i}. */
    public int creaseVertexA(int i) {
        return crease[2 * i];
    }

    /** Returns the higher vertex of crease {@code i}. */
    public int creaseVertexB(int i) {
        return crease[2 * i + 1];
    }

    /** Returns true when {@code q} follows {@code p} or {@code p} follows {@code q} on face {@code f}'s loop. */
    private static boolean loopEdge(ConvexHull h, int f, int p, int q) {
        for (int k = h.faceVertexCount(f), e = h.faceFirstEdge(f); k > 0; k--, e = h.halfEdgeNext(e)) {
            int a = h.halfEdgeOrigin(e);
            int b = h.halfEdgeOrigin(h.halfEdgeNext(e));
            if (a == p && b == q || a == q && b == p) {
                return true;
            }
        }
        return false;
    }

    /**
     * Returns the triangles of the hull of face {@code f}'s loop vertices seen from outside (its
     * upper hull along the face normal), three vertices each, counter-clockwise: the true surface
     * under a bent face. The loop is convex about its normal (HullBuilder merges only convex or
     * straight corners), so gift wrapping about its first edge finds the apex whose plane has
     * every loop vertex on or below it (exact orientations; among coplanar apexes the first in
     * loop order, and never one in line with the edge), and the two loops either side of that
     * triangle are triangulated the same way. Every hull vertex lies on or below the merged
     * triangles, which cover the face with vertices on its loop, so this is their surface
     * (exactly coplanar parts triangulated one of their ways).
     */
    private static int[] upperTriangles(ConvexHull h, long[] xyz, BigInteger[][] points, int f) {
        int count = h.faceVertexCount(f);
        int[] loop = new int[count];
        for (int k = 0, e = h.faceFirstEdge(f); k < count; k++, e = h.halfEdgeNext(e)) {
            loop[k] = h.halfEdgeOrigin(e);
            if (points[loop[k]] == null) {
                points[loop[k]] = ExactGeometry.point(xyz, loop[k]);
            }
        }
        int[] out = new int[3 * (count - 2)];
        int size = wrap(points, loop, out, 0);
        return Arrays.copyOf(out, size);
    }

    /** Triangulates the convex loop {@code loop} about its edge {@code loop[0] -> loop[1]} into {@code out} from {@code size}; returns the new size. */
    private static int wrap(BigInteger[][] points, int[] loop, int[] out, int size) {
        int m = loop.length;
        BigInteger[] a = points[loop[0]];
        BigInteger[] b = points[loop[1]];
        int best = -1;
        for (int k = 2; k < m; k++) {
            BigInteger[] c = points[loop[k]];
            if (ExactGeometry.isZero(ExactGeometry.triangleNormal(a, b, c))) {
                continue;                                             // in line with the edge: no triangle
            }
            if (best < 0 || ExactGeometry.orient(a, b, points[loop[best]], c) > 0) {
                best = k;                                             // above the plane so far: wraps higher
            }
        }
        if (best < 0) {
            return size;                                              // a straight chain: no area
        }
        out[size++] = loop[0];
        out[size++] = loop[1];
        out[size++] = loop[best];
        if (best > 2) {
            int[] left = new int[best];                               // loop[best], loop[1] .. loop[best - 1]
            left[0] = loop[best];
            System.arraycopy(loop, 1, left, 1, best - 1);
            size = wrap(points, left, out, size);
        }
        if (best < m - 1) {
            int[] right = new int[m - best + 1];                      // loop[0], loop[best] .. loop[m - 1]
            right[0] = loop[0];
            System.arraycopy(loop, best, right, 1, m - best);
            size = wrap(points, right, out, size);
        }
        return size;
    }

    /** Returns true when face {@code f} is exactly planar (see {@link #planarFaces}). */
    public boolean planarFace(int f) {
        return planarFace[f];
    }

    /** Exact test behind {@link #planarFace}: per face, the Newell normal is perpendicular to every vertex difference. */
    private static boolean[] exactlyPlanarFaces(ConvexHull h) {
        boolean[] planar = new boolean[h.faceCount()];
        for (int f = 0, nf = h.faceCount(); f < nf; f++) {
            planar[f] = true;
            int count = h.faceVertexCount(f);
            if (count == 3) {
                continue;
            }
            int[] loop = new int[count];
            for (int k = 0, e = h.faceFirstEdge(f); k < count; k++, e = h.halfEdgeNext(e)) {
                loop[k] = h.halfEdgeOrigin(e);
            }
            BigInteger nx = BigInteger.ZERO;
            BigInteger ny = BigInteger.ZERO;
            BigInteger nz = BigInteger.ZERO;
            for (int k = 0; k < count; k++) {
                int p = loop[k];
                int q = loop[(k + 1) % count];
                BigInteger px = BigInteger.valueOf(h.vertexX(p));
                BigInteger py = BigInteger.valueOf(h.vertexY(p));
                BigInteger pz = BigInteger.valueOf(h.vertexZ(p));
                BigInteger qx = BigInteger.valueOf(h.vertexX(q));
                BigInteger qy = BigInteger.valueOf(h.vertexY(q));
                BigInteger qz = BigInteger.valueOf(h.vertexZ(q));
                nx = nx.add(py.multiply(qz).subtract(pz.multiply(qy)));
                ny = ny.add(pz.multiply(qx).subtract(px.multiply(qz)));
                nz = nz.add(px.multiply(qy).subtract(py.multiply(qx)));
            }
            for (int k = 1; k < count; k++) {
                BigInteger dx = BigInteger.valueOf(h.vertexX(loop[k])).subtract(BigInteger.valueOf(h.vertexX(loop[0])));
                BigInteger dy = BigInteger.valueOf(h.vertexY(loop[k])).subtract(BigInteger.valueOf(h.vertexY(loop[0])));
                BigInteger dz = BigInteger.valueOf(h.vertexZ(loop[k])).subtract(BigInteger.valueOf(h.vertexZ(loop[0])));
                if (nx.multiply(dx).add(ny.multiply(dy)).add(nz.multiply(dz)).signum() != 0) {
                    planar[f] = false;
                    break;
                }
            }
        }
        return planar;
    }

    /**
     * Returns the face and edge axes of the hull when it is exactly a centred box (the box-vs-box
     * fast path's premise, see {@link BoxFeatures}), else null.
     */
    public BoxFeatures box() {
        return box;
    }

    /** Returns true when {@code a b == c d} exactly (128-bit products). */
    private static boolean sameProduct(long a, long b, long c, long d) {
        return Int128.productsEqual(a, b, c, d);
    }

    /**
     * Returns the lowest-index edge whose vector ({@code vertexB - vertexA}) is exactly parallel to
     * edge {@code k}'s (zero exact cross product; {@code k} itself when none is lower). Parallel
     * edges have the same exact sign against any direction, up to {@link #edgeClassSign}, so a
     * hull placed without rounding (the identity) needs the Gauss-map signs of one edge per class.
     */
    public int edgeClass(int k) {
        return edgeClass[k];
    }

    /** Returns +1 when edge {@code k} points the same way as {@link #edgeClass}{@code (k)}, -1 when opposite. */
    public int edgeClassSign(int k) {
        return edgeClassSign[k];
    }

    /** Compares face {@code f}'s raw normal with {@code (x, y, z)} lexicographically. */
    private static int compareNormal(ConvexHull h, int f, long x, long y, long z) {
        int c = Long.compare(h.faceNormalX(f), x);
        if (c == 0) {
            c = Long.compare(h.faceNormalY(f), y);
        }
        if (c == 0) {
            c = Long.compare(h.faceNormalZ(f), z);
        }
        return c;
    }

    /** Returns the face whose raw normal is exactly minus face {@code f}'s, or -1. */
    public int oppositeFace(int f) {
        return oppositeFace[f];
    }

    /** Returns the first position of vertex {@code v}'s edges in {@link #vertexEdge}. */
    public int vertexEdgeStart(int v) {
        return vertexEdgeStart[v];
    }

    /** Returns the edge at position {@code k} (see {@link #vertexEdgeStart}; vertex {@code v} ends at {@code vertexEdgeStart(v + 1)}). */
    public int vertexEdge(int k) {
        return vertexEdge[k];
    }

    /**
     * Returns the faces sharing an edge with face {@code f} as a bit mask (bit {@code g} for face
     * {@code g}); only for hulls of at most 64 faces.
     */
    public long faceNeighbourMask(int f) {
        return faceNeighbourMask[f];
    }

    /** Returns the lowest-index face sharing an edge with {@code f} and below {@code f}, or -1. */
    public int warmFace(int f) {
        return warmFace[f];
    }

    /** Returns the first position of vertex {@code v}'s neighbours in {@link #neighbour}. */
    public int neighbourStart(int v) {
        return neighbourStart[v];
    }

    /** Returns the neighbour at position {@code k} of the support adjacency (ascending per vertex). */
    public int neighbour(int k) {
        return neighbour[k];
    }

    /**
     * Returns an upper bound of the hull's diameter, raw: the length of its bounding box's
     * diagonal (rounded up by 1 raw), or the box's L1 size where that length could overflow; -1
     * beyond {@code 2^60}. Computed once per hull: the edge query's arc skip and its check of
     * bent-face pairs read it for both hulls on every query (otherwise four 128-bit square roots
     * per query).
     */
    public long diameterBound() {
        return diameterBound;
    }

    /**
     * Returns the OR of the magnitudes of every vertex coordinate, raw: the same bit length as the
     * largest. The edge query's filtered signs take their shifts from it for a hull placed by the
     * identity (the hull's own bits), without scanning them on every query.
     */
    public long vertexMagnitudeBits() {
        return vertexMagnitudeBits;
    }

    /** Returns the OR of the magnitudes of every face normal component, raw (see {@link #vertexMagnitudeBits}). */
    public long normalMagnitudeBits() {
        return normalMagnitudeBits;
    }

    private static long diameterBound(Aabb box) {
        long ex = box.maxX() - box.minX();
        long ey = box.maxY() - box.minY();
        long ez = box.maxZ() - box.minZ();
        if (ex < 0 || ey < 0 || ez < 0 || ex >= 1L << 58 || ey >= 1L << 58 || ez >= 1L << 58) {
            return -1;
        }
        if (ex < 1L << 50 && ey < 1L << 50 && ez < 1L << 50) {
            return Fixed.length3(ex, ey, ez) + 1;
        }
        return ex + ey + ez;
    }
}
