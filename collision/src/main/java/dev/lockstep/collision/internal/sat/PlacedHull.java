package dev.lockstep.collision.internal.sat;

import dev.lockstep.collision.internal.shape.HullQueryIndex;
import dev.lockstep.collision.shape.ConvexHull;
import dev.lockstep.fixedpoint.Fixed;
import dev.lockstep.fixedpoint.wide.Dot128;
import dev.lockstep.fixedpoint.wide.Int128;

/**
 * A {@link ConvexHull} placed in the frame of the query (A's local frame, seed 001 / Box2D
 * {@code b2CollidePolygons}: work relative to one shape): its vertices, face normals and face
 * offsets as raw Q31.32 arrays, plus the hull itself for topology (half-edges, faces, edges keep
 * the hull's indices). Scratch owned by a {@link SatWorkspace}; reloaded by every query.
 *
 * Certified support descents over a placement are {@link HullClimber}'s, its range proofs
 * {@link PlacementBounds}'.
 *
 * <p>Rounding: with the relative pose {@code (R, p)} ({@link RelativePose}, B's frame in A's),
 * {@code v' = R v + p} (each component one rounded {@code Fixed.dot3}, then an exact add),
 * {@code n' = R n} (one rounding per component) and {@code offset' = max over the face's own
 * vertices of Fixed.dot3(n', v')}. The identity placement copies the hull's bits unchanged.
 */
public final class PlacedHull {
    ConvexHull hull;
    int vertexCount;
    int faceCount;
    long[] xyz = new long[3 * 16];
    long[] normal = new long[3 * 16];
    long[] offset = new long[16];
    /**
     * True when the placement is exact (identity: the hull's own bits), false when every placed
     * coordinate carries up to 1/2 raw of rounding ({@link #loadTransformedVertices}).
     */
    boolean exact;
    /**
     * True when {@link HullClimber#climbMin} may be used: the placement is exact, or the rotation part of the
     * transform is a nonsingular map (so the placed vertices are an affine image of the hull's,
     * up to rounding, and the hull's adjacency is still the graph of a triangulation of their hull).
     */
    boolean climbable;
    /** True when the last transformed placement had an exactly identity rotation (copies instead of products). */
    boolean identityRotation;
    /** True when the loader proved {@link #withinTableBounds} from the hull's bounds and the transform (no scan needed). */
    boolean tableBoundsKnown;
    /** True between {@link #loadTransformedDeferred} and {@link #placeDeferredFaces}: normals and offsets are stale. */
    private boolean facesDeferred;
    /**
     * True after {@link #placeDeferredFaces}, until the next load: the normals are placed, each
     * offset only when first read ({@link #offset}), where {@link #offsetKnown} is false.
     */
    private boolean offsetsOnDemand;
    /** Per face, while {@link #offsetsOnDemand}: true once its offset is placed. */
    private boolean[] offsetKnown = new boolean[16];
    /** The pose a deferred placement will use (a copy of the loader's). */
    private final RelativePose deferredPose = new RelativePose();
    /** The pose of the last {@link #loadTransformedVertices}, for {@link #rotationSkew}. */
    private final RelativePose rotation = new RelativePose();
    /** {@link #rotationSkew}'s value once computed; -1 while unknown, -2 when no placement by a known rotation. */
    private long skew = -2;

    /** Creates empty scratch; arrays grow on first use to the largest hull seen, then stay. */
    public PlacedHull() {
    }

    /**
     * Places {@code h} with the identity: same bits as the hull. Returns at once when this scratch
     * already holds {@code h} by the identity: {@link #exact} is set only here, and every other
     * writer clears it ({@link #ensure} for the loaders, {@link #placeVertex}, {@link #placeNormal}
     * and {@link #placeFace} for single entries), so the arrays still hold the hull's bits.
     */
    public void loadIdentity(ConvexHull h) {
        if (exact && hull == h) {
            return;
        }
        ensure(h);
        exact = true;
        climbable = true;
        identityRotation = true;
        skew = 0;
        tableBoundsKnown = PlacementBounds.boundsFit(h, null);
        h.copyVerticesInto(xyz);
        h.copyFacesInto(normal, offset);
    }

    /**
     * Places {@code h} by {@code pose}.
     */
    public void loadTransformed(ConvexHull h, RelativePose pose) {
        loadTransformedVertices(h, pose);
        placeAllFaces(pose);
    }

    /**
     * As {@link #loadTransformed}, but the faces (normals, offsets) are placed only by
     * {@link #placeDeferredFaces}, with the same arithmetic and bits; until then only the
     * vertices are valid. For the SAT, whose first query (A's faces against B) reads B's vertices
     * only: a pair that A's faces separate never places B's faces ({@link HullHullSat} places
     * them after that query). {@code pose} is copied.
     */
    public void loadTransformedDeferred(ConvexHull h, RelativePose pose) {
        loadTransformedVertices(h, pose);
        deferredPose.set(pose);
        facesDeferred = true;
    }

    /**
     * Places the faces a {@link #loadTransformedDeferred} left out (same bits as
     * {@link #loadTransformed}); no-op otherwise. The normals are placed now, each offset when
     * {@link #offset} first reads it: the SAT for a contact reads the offsets of only a few of
     * B's faces (B's face query bounds the rest by {@link #offsetAtLeast}), and an offset, a
     * maximum over the face's vertices, costs more than the normal. A placed offset that would
     * overflow throws when it is read, so one never read never throws.
     */
    public void placeDeferredFaces() {
        if (facesDeferred) {
            facesDeferred = false;
            placeAllNormals(deferredPose);
        }
    }

    /** Places every face's normal by {@code pose}, the offsets on demand ({@link #placeDeferredFaces}). */
    private void placeAllNormals(RelativePose pose) {
        HullQueryIndex index = HullQueryIndex.of(hull);
        if (offsetKnown.length < faceCount) {
            offsetKnown = new boolean[faceCount];
        } else {
            java.util.Arrays.fill(offsetKnown, 0, faceCount, false);
        }
        offsetsOnDemand = true;
        for (int f = 0; f < faceCount; f++) {
            int g = index.oppositeFace(f);
            if (g >= 0 && g < f) {
                // exact negation, as placeAllFaces
                normal[3 * f] = -normal[3 * g];
                normal[3 * f + 1] = -normal[3 * g + 1];
                normal[3 * f + 2] = -normal[3 * g + 2];
            } else if (identityRotation) {
                normal[3 * f] = hull.faceNormalX(f);
                normal[3 * f + 1] = hull.faceNormalY(f);
                normal[3 * f + 2] = hull.faceNormalZ(f);
            } else {
                placeNormal(pose, f);
            }
        }
    }

    /** Places every face's normal and offset by {@code pose}; the vertices must be placed. */
    private void placeAllFaces(RelativePose pose) {
        HullQueryIndex index = HullQueryIndex.of(hull);
        for (int f = 0; f < faceCount; f++) {
            int g = index.oppositeFace(f);
            if (g >= 0 && g < f) {
                // exactly opposite normals rotate to exact negations (dot3 rounds ties to even,
                // symmetric under negation): only the offset needs computing
                placeFaceWithNormal(f, -normal[3 * g], -normal[3 * g + 1], -normal[3 * g + 2]);
            } else {
                placeFace(pose, f);
            }
        }
    }

    /**
     * Places only the vertices of {@code h} by {@code pose} (same bits as {@link #loadTransformed});
     * face normals and offsets are left stale until {@link #placeFace} or {@link #loadTransformed}.
     * Lets a cached separating axis be re-tested without placing every face.
     */
    public void loadTransformedVertices(ConvexHull h, RelativePose pose) {
        ensure(h);
        exact = false;
        climbable = PlacementBounds.nonsingular(pose);
        identityRotation = pose.isIdentityRotation();
        tableBoundsKnown = PlacementBounds.boundsFit(h, pose);
        rotation.set(pose);
        skew = -1;
        if (identityRotation) {
            // Fixed.dot3 of an identity row returns the coordinate unrounded: same bits
            long px = pose.px();
            long py = pose.py();
            long pz = pose.pz();
            for (int i = 0; i < vertexCount; i++) {
                xyz[3 * i] = Fixed.add(h.vertexX(i), px);
                xyz[3 * i + 1] = Fixed.add(h.vertexY(i), py);
                xyz[3 * i + 2] = Fixed.add(h.vertexZ(i), pz);
            }
            return;
        }
        for (int i = 0; i < vertexCount; i++) {
            long x = h.vertexX(i);
            long y = h.vertexY(i);
            long z = h.vertexZ(i);
            xyz[3 * i] = pose.applyX(x, y, z);
            xyz[3 * i + 1] = pose.applyY(x, y, z);
            xyz[3 * i + 2] = pose.applyZ(x, y, z);
        }
    }

    /** Places the normal and offset of face {@code f} by {@code pose}; the vertices must be placed. */
    public void placeFace(RelativePose pose, int f) {
        exact = false;
        ConvexHull h = hull;
        long x = h.faceNormalX(f);
        long y = h.faceNormalY(f);
        long z = h.faceNormalZ(f);
        long nx = identityRotation ? x : pose.rotateX(x, y, z);
        long ny = identityRotation ? y : pose.rotateY(x, y, z);
        long nz = identityRotation ? z : pose.rotateZ(x, y, z);
        placeFaceWithNormal(f, nx, ny, nz);
    }

    /** Stores the placed normal of face {@code f} and computes its offset from the placed vertices. */
    private void placeFaceWithNormal(int f, long nx, long ny, long nz) {
        normal[3 * f] = nx;
        normal[3 * f + 1] = ny;
        normal[3 * f + 2] = nz;
        placeOffset(f);
        if (offsetsOnDemand) {
            offsetKnown[f] = true;
        }
    }

    /** Computes the offset of face {@code f} from its placed normal and the placed vertices. */
    private void placeOffset(int f) {
        ConvexHull h = hull;
        long nx = normal[3 * f];
        long ny = normal[3 * f + 1];
        long nz = normal[3 * f + 2];
        // offset = max over the face's vertices of Fixed.dot3(n', v'): rounding is monotone, so
        // it is the exact maximum rounded once (one rounding instead of one per vertex)
        int e = h.faceFirstEdge(f);
        long bestHi = 0;
        long bestLo = 0;
        int axis = axisOf(nx, ny, nz);
        long na = axis == 0 ? nx : axis == 1 ? ny : nz;
        if (axis >= 0 && placeAxisOffset(f, axis, na)) {
            return;
        }
        for (int k = 0, n = h.faceVertexCount(f); k < n; k++, e = h.halfEdgeNext(e)) {
            int v = 3 * h.halfEdgeOrigin(e);
            long vx = xyz[v];
            long vy = xyz[v + 1];
            long vz = xyz[v + 2];
            long hi;
            long sum;
            if (axis >= 0) {
                long c = xyz[v + axis];                 // the other products are exactly zero
                hi = Int128.productHigh(c, na);
                sum = Int128.productLow(c, na);
            } else {
                hi = Dot128.high(nx, ny, nz, vx, vy, vz);
                sum = Dot128.low(nx, ny, nz, vx, vy, vz);
            }
            if (!Fixed.fitsRoundedShift32(hi, sum)) {
                Fixed.dot3(nx, ny, nz, vx, vy, vz);     // throws FixedOverflowException, as before
            }
            // the larger sum by mask: which vertex of a face is highest is unpredictable
            long m = k == 0 ? -1L : Int128.lessMask(bestHi, bestLo, hi, sum);
            bestHi ^= (bestHi ^ hi) & m;
            bestLo ^= (bestLo ^ sum) & m;
        }
        offset[f] = Fixed.roundedShift32(bestHi, bestLo);
    }

    /**
     * The offset of {@link #placeFaceWithNormal} for a normal along coordinate axis {@code axis}
     * with nonzero component {@code na}: each vertex sum is the one product {@code c * na}, which
     * is monotone in the coordinate {@code c}, so the exact maximum is the product at the largest
     * {@code c} ({@code na > 0}) or the smallest ({@code na < 0}), found by plain long compares and
     * rounded once: the same bits. Returns false, leaving the offset alone, when a product at either
     * end of the coordinate range would not fit (the products between fit when both ends do); the
     * caller's loop then throws exactly as before.
     */
    private boolean placeAxisOffset(int f, int axis, long na) {
        ConvexHull h = hull;
        int e = h.faceFirstEdge(f);
        long cMin = 0;
        long cMax = 0;
        for (int k = 0, n = h.faceVertexCount(f); k < n; k++, e = h.halfEdgeNext(e)) {
            long c = xyz[3 * h.halfEdgeOrigin(e) + axis];
            if (k == 0 || c < cMin) {
                cMin = c;
            }
            if (k == 0 || c > cMax) {
                cMax = c;
            }
        }
        if (!Fixed.fitsRoundedShift32(Int128.productHigh(cMin, na), Int128.productLow(cMin, na))
                || !Fixed.fitsRoundedShift32(Int128.productHigh(cMax, na), Int128.productLow(cMax, na))) {
            return false;
        }
        long c = na > 0 ? cMax : cMin;
        offset[f] = Fixed.roundedShift32(Int128.productHigh(c, na), Int128.productLow(c, na));
        return true;
    }

    private void ensure(ConvexHull h) {
        // conservative until the loader says otherwise: a loader that does not set these (placing
        // entries one by one, or copying bits computed elsewhere) gets the scanning SAT and the
        // rotating placement, both correct for any placed values
        exact = false;
        climbable = false;
        identityRotation = false;
        tableBoundsKnown = false;
        facesDeferred = false;
        offsetsOnDemand = false;
        skew = -2;
        hull = h;
        vertexCount = h.vertexCount();
        faceCount = h.faceCount();
        if (xyz.length < 3 * vertexCount) {
            xyz = new long[3 * vertexCount];
        }
        if (offset.length < faceCount) {
            normal = new long[3 * faceCount];
            offset = new long[faceCount];
        }
    }

    /**
     * Returns true when the placement is the identity ({@link #loadIdentity}): every placed value
     * is the hull's own bits, so values the hull precomputed from them (side-plane normals) may
     * be read instead of recomputed.
     */
    public boolean isExact() {
        return exact;
    }

    /** Returns the placed hull's topology source. */
    public ConvexHull hull() {
        return hull;
    }

    /** Returns the raw x of placed vertex {@code i}. */
    public long x(int i) {
        return xyz[3 * i];
    }

    /** Returns the raw y of placed vertex {@code i}. */
    public long y(int i) {
        return xyz[3 * i + 1];
    }

    /** Returns the raw z of placed vertex {@code i}. */
    public long z(int i) {
        return xyz[3 * i + 2];
    }

    /** Returns the raw x of placed face normal {@code f}. */
    public long nx(int f) {
        return normal[3 * f];
    }

    /** Returns the raw y of placed face normal {@code f}. */
    public long ny(int f) {
        return normal[3 * f + 1];
    }

    /** Returns the raw z of placed face normal {@code f}. */
    public long nz(int f) {
        return normal[3 * f + 2];
    }

    /** Returns the raw plane offset of placed face {@code f} (placing it now after {@link #placeDeferredFaces}). */
    public long offset(int f) {
        if (offsetsOnDemand && !offsetKnown[f]) {
            placeOffset(f);
            offsetKnown[f] = true;
        }
        return offset[f];
    }

    /**
     * Returns a value at most {@link #offset}{@code (f)}: the offset itself when it is placed,
     * else the rounded dot of the placed normal with the face's first vertex (the offset is the
     * largest such dot over the face's vertices, rounding being monotone). For bounds that need
     * not be tight ({@link FaceQuery}'s skip), without placing the offset.
     */
    long offsetAtLeast(int f) {
        if (offsetsOnDemand && !offsetKnown[f]) {
            int v = 3 * hull.halfEdgeOrigin(hull.faceFirstEdge(f));
            return Fixed.dot3(normal[3 * f], normal[3 * f + 1], normal[3 * f + 2], xyz[v], xyz[v + 1], xyz[v + 2]);
        }
        return offset[f];
    }

    /** Returns the number of vertices. */
    public int vertexCount() {
        return vertexCount;
    }

    /** Returns the number of faces. */
    public int faceCount() {
        return faceCount;
    }

    /**
     * Returns the index of the vertex with the exactly smallest {@code v . d} (128-bit products,
     * no rounding); ties go to the lowest index.
     */
    public int minVertex(long dx, long dy, long dz) {
        long[] v = xyz;
        int best = 0;
        long bestHi = 0;
        long bestLo = 0;
        for (int i = 0, k = 0; i < vertexCount; i++, k += 3) {
            long x = v[k];
            long y = v[k + 1];
            long z = v[k + 2];
            long hi = Dot128.high(x, y, z, dx, dy, dz);
            long sum = Dot128.low(x, y, z, dx, dy, dz);
            if (i == 0 || Int128.less(hi, sum, bestHi, bestLo)) {
                best = i;
                bestHi = hi;
                bestLo = sum;
            }
        }
        return best;
    }

    /**
     * Returns {@code minVertex(d)} in the low 32 bits and {@code minVertex(-d)} in the high 32
     * bits, from one pass: {@code v . (-d)} is exactly {@code -(v . d)} (for {@code d} without a
     * {@code Long.MIN_VALUE} component; callers pass normals and unit axes), so the exact minimiser
     * of {@code v . (-d)} is the exact maximiser of {@code v . d}, ties to the lowest index in both.
     */
    public long minMaxVertex(long dx, long dy, long dz) {
        if (extremeHi.length < vertexCount) {
            extremeHi = new long[vertexCount];
            extremeLo = new long[vertexCount];
        }
        return minMaxVertexInto(dx, dy, dz, extremeHi, extremeLo, 0, -1);
    }

    /** Scratch sums of {@link #minMaxVertex} (it needs the indices only). */
    private long[] extremeHi = new long[16];
    /** See {@link #extremeHi}. */
    private long[] extremeLo = new long[16];

    /**
     * As {@link #minVertex}, and also stores every exact 128-bit {@code v_i . d} (the same sums
     * {@link #minVertex} compares) into {@code outHi[at + i]}, {@code outLo[at + i]} (signed high
     * word, unsigned low word). The edge query reuses them: for an edge {@code v1 - v0} the exact
     * sign of {@code d . (v1 - v0)} is the sign of the exact difference of two stored sums.
     */
    public int minVertexInto(long dx, long dy, long dz, long[] outHi, long[] outLo, int at) {
        int axis = axisOf(dx, dy, dz);
        if (axis >= 0) {
            return (int) minMaxAxisInto(axis, axis == 0 ? dx : axis == 1 ? dy : dz, outHi, outLo, at, -1);
        }
        long[] v = xyz;
        int best = 0;
        long bestHi = 0;
        long bestLo = 0;
        for (int i = 0, k = 0; i < vertexCount; i++, k += 3) {
            long x = v[k];
            long y = v[k + 1];
            long z = v[k + 2];
            long hi = Dot128.high(x, y, z, dx, dy, dz);
            long sum = Dot128.low(x, y, z, dx, dy, dz);
            outHi[at + i] = hi;
            outLo[at + i] = sum;
            if (i == 0 || Int128.less(hi, sum, bestHi, bestLo)) {
                best = i;
                bestHi = hi;
                bestLo = sum;
            }
        }
        return best;
    }

    /**
     * As {@link #minVertexInto} for {@code d} and, from the same pass, for {@code -d}: stores the
     * exact sums {@code v_i . d} at {@code at + i} and their exact negations {@code v_i . (-d)} at
     * {@code atOpposite + i}; returns {@code minVertex(d)} in the low 32 bits and
     * {@code minVertex(-d)} in the high 32 bits (ties to the lowest index in both, as in
     * {@link #minMaxVertex}); {@code atOpposite < 0} skips the negated row. For a pair of exactly
     * opposite faces (see {@code HullQueryIndex.oppositeFace}) it halves the face query's products.
     */
    public long minMaxVertexInto(long dx, long dy, long dz, long[] outHi, long[] outLo, int at, int atOpposite) {
        int axis = axisOf(dx, dy, dz);
        if (axis >= 0) {
            return minMaxAxisInto(axis, axis == 0 ? dx : axis == 1 ? dy : dz, outHi, outLo, at, atOpposite);
        }
        long[] v = xyz;
        int min = 0;
        int max = 0;
        long minHi = 0;
        long minLo = 0;
        long maxHi = 0;
        long maxLo = 0;
        for (int i = 0, k = 0; i < vertexCount; i++, k += 3) {
            long x = v[k];
            long y = v[k + 1];
            long z = v[k + 2];
            long hi = Dot128.high(x, y, z, dx, dy, dz);
            long sum = Dot128.low(x, y, z, dx, dy, dz);
            outHi[at + i] = hi;
            outLo[at + i] = sum;
            if (atOpposite >= 0) {
                outHi[atOpposite + i] = Int128.negateHigh(hi, sum);
                outLo[atOpposite + i] = Int128.negateLow(sum);
            }
            if (i == 0) {
                minHi = hi;
                minLo = sum;
                maxHi = hi;
                maxLo = sum;
            } else if (Int128.less(hi, sum, minHi, minLo)) {
                min = i;
                minHi = hi;
                minLo = sum;
            } else if (Int128.less(maxHi, maxLo, hi, sum)) {
                max = i;
                maxHi = hi;
                maxLo = sum;
            }
        }
        return ((long) max << 32) | (min & 0xFFFF_FFFFL);
    }

    /**
     * Returns 0, 1 or 2 when {@code d} has exactly one non-zero component (an axis-aligned face
     * normal: every face of a box in its own frame), else -1. Along an axis the exact sum
     * {@code v . d} is the one product {@code v_k d_k}: the other two products are exactly zero,
     * so the 128-bit value, and every decision taken from it, is the same with one multiply.
     */
    static int axisOf(long dx, long dy, long dz) {
        if (dy == 0 && dz == 0) {
            return dx != 0 ? 0 : -1;
        }
        if (dx == 0 && dz == 0) {
            return 1;
        }
        return dx == 0 && dy == 0 ? 2 : -1;
    }

    /**
     * {@link #minMaxVertexInto} along coordinate axis {@code axis} with component {@code d}
     * (see {@link #axisOf}); {@code atOpposite < 0} skips the negated row. Same sums, same
     * indices (ties to the lowest), one product per vertex.
     */
    private long minMaxAxisInto(int axis, long d, long[] outHi, long[] outLo, int at, int atOpposite) {
        long[] v = xyz;
        int min = 0;
        int max = 0;
        long minC = 0;
        long maxC = 0;
        // d != 0 (axisOf), so c * d orders as c (d > 0) or reversed (d < 0): the extremes are
        // chosen by plain long compares of the coordinates, same indices and tie rule as the sums
        boolean positive = d > 0;
        for (int i = 0, k = axis; i < vertexCount; i++, k += 3) {
            long c = v[k];
            long hi = Int128.productHigh(c, d);
            long sum = Int128.productLow(c, d);
            outHi[at + i] = hi;
            outLo[at + i] = sum;
            if (atOpposite >= 0) {
                outHi[atOpposite + i] = Int128.negateHigh(hi, sum);
                outLo[atOpposite + i] = Int128.negateLow(sum);
            }
            if (i == 0) {
                minC = c;
                maxC = c;
            } else if (positive ? c < minC : c > minC) {
                min = i;
                minC = c;
            } else if (positive ? c > maxC : c < maxC) {
                max = i;
                maxC = c;
            }
        }
        return ((long) max << 32) | (min & 0xFFFF_FFFFL);
    }

    /**
     * Returns true when every placed coordinate lies in {@code [-2^61, 2^61)} and every placed
     * normal component in {@code [-2^62, 2^62)}: then edge vectors stay within {@code 2^62}, every
     * 128-bit vertex-normal sum is exact, and so is the difference of two of them (the premise of
     * the tabulated Gauss-map signs; far inside the documented coordinate bounds).
     */
    public boolean withinTableBounds() {
        return tableBoundsKnown || PlacementBounds.withinTableBounds(xyz, 3 * vertexCount, normal, 3 * faceCount);
    }

    /** Returns {@code Fixed.dot3(vertex i, d)}: one rounding. */
    public long dot(int i, long dx, long dy, long dz) {
        return Fixed.dot3(xyz[3 * i], xyz[3 * i + 1], xyz[3 * i + 2], dx, dy, dz);
    }

    /**
     * Returns {@link #dot}{@code (i, d)} given its exact sum {@code hi:lo} ({@link Dot128} words of
     * vertex {@code i} and {@code d}): the same rounding of the same 128-bit value as
     * {@code Fixed.dot3}, which computes it with the same wrapping arithmetic, so the same bits;
     * out of range it calls {@link #dot}, which throws as before.
     */
    long roundedDot(int i, long hi, long lo, long dx, long dy, long dz) {
        if (!Fixed.fitsRoundedShift32(hi, lo)) {
            return dot(i, dx, dy, dz);
        }
        return Fixed.roundedShift32(hi, lo);
    }

    /**
     * Returns an upper bound, raw, of how far the placement's rotation is from orthogonal: of
     * every {@code |(M^T M - I)_kl|} for the rotation {@code M} of the last
     * {@link #loadTransformedVertices} (0 after {@link #loadIdentity}); or -1 when this placement
     * was not made by one of those two (entries placed one by one or copied), so no rotation is
     * known ({@link PlacementBounds#rotationSkew}). Computed once per placement, on first use: the edge query's arc skip
     * ({@link EdgeQuery#runWalkAbove}) needs it, since its error bound assumes placed normals
     * within a small angle of the placed faces' exact normals.
     */
    long rotationSkew() {
        if (skew == -1) {
            skew = PlacementBounds.rotationSkew(rotation);
        }
        return skew == -2 ? -1 : skew;
    }

    /**
     * Prepares to place {@code h} entry by entry with {@link #placeVertex}, {@link #placeNormal}
     * and {@link #placeFace}: sizes the arrays and places nothing, so every entry not placed
     * afterwards is stale. For callers that read a few entries only (the pair cache re-testing
     * one cached axis); everything else uses {@link #loadTransformed}.
     */
    public void loadPartial(ConvexHull h) {
        ensure(h);
    }

    /** Places vertex {@code i} by {@code pose}: the same arithmetic and bits as {@link #loadTransformedVertices}. */
    public void placeVertex(RelativePose pose, int i) {
        exact = false;
        ConvexHull h = hull;
        long x = h.vertexX(i);
        long y = h.vertexY(i);
        long z = h.vertexZ(i);
        xyz[3 * i] = pose.applyX(x, y, z);
        xyz[3 * i + 1] = pose.applyY(x, y, z);
        xyz[3 * i + 2] = pose.applyZ(x, y, z);
    }

    /** Places the normal of face {@code f} by {@code pose}, not its offset: the same bits as {@link #placeFace}. */
    public void placeNormal(RelativePose pose, int f) {
        exact = false;
        ConvexHull h = hull;
        long x = h.faceNormalX(f);
        long y = h.faceNormalY(f);
        long z = h.faceNormalZ(f);
        normal[3 * f] = pose.rotateX(x, y, z);
        normal[3 * f + 1] = pose.rotateY(x, y, z);
        normal[3 * f + 2] = pose.rotateZ(x, y, z);
    }

    /**
     * Loads {@code h} with placed values computed elsewhere: {@code vertices} (xyz per vertex),
     * {@code normals} (xyz per face) and {@code offsets}, raw, copied as they are. For
     * {@link TranslationCoherence}, which forms the same bits as {@link #loadTransformed} from
     * what an earlier query with the same rotation placed.
     */
    void loadPlaced(ConvexHull h, long[] vertices, long[] normals, long[] offsets) {
        ensure(h);
        System.arraycopy(vertices, 0, xyz, 0, 3 * vertexCount);
        System.arraycopy(normals, 0, normal, 0, 3 * faceCount);
        System.arraycopy(offsets, 0, offset, 0, faceCount);
    }
}
