package dev.lockstep.collision.sat;

import dev.lockstep.collision.shape.ConvexHull;
import dev.lockstep.fixedpoint.Fixed;

/**
 * A {@link ConvexHull} placed in the frame of the query (A's local frame, seed 001 / Box2D
 * {@code b2CollidePolygons}: work relative to one shape): its vertices, face normals and face
 * offsets as raw Q31.32 arrays, plus the hull itself for topology (half-edges, faces, edges keep
 * the hull's indices). Scratch owned by a {@link SatWorkspace}; reloaded by every query.
 *
 * <p>Rounding: with the relative transform {@code (R, p)} (B's frame into A's),
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

    /** Creates empty scratch; arrays grow on first use to the largest hull seen, then stay. */
    public PlacedHull() {
    }

    /** Places {@code h} with the identity: same bits as the hull. */
    public void loadIdentity(ConvexHull h) {
        ensure(h);
        for (int i = 0; i < vertexCount; i++) {
            xyz[3 * i] = h.vertexX(i);
            xyz[3 * i + 1] = h.vertexY(i);
            xyz[3 * i + 2] = h.vertexZ(i);
        }
        for (int f = 0; f < faceCount; f++) {
            normal[3 * f] = h.faceNormalX(f);
            normal[3 * f + 1] = h.faceNormalY(f);
            normal[3 * f + 2] = h.faceNormalZ(f);
            offset[f] = h.faceOffset(f);
        }
    }

    /**
     * Places {@code h} by {@code rel}: row-major rotation {@code rel[0..8]} and translation
     * {@code rel[9..11]}, raw (see {@link RelativeTransform}).
     */
    public void loadTransformed(ConvexHull h, long[] rel) {
        loadTransformedVertices(h, rel);
        for (int f = 0; f < faceCount; f++) {
            placeFace(rel, f);
        }
    }

    /**
     * Places only the vertices of {@code h} by {@code rel} (same bits as {@link #loadTransformed});
     * face normals and offsets are left stale until {@link #placeFace} or {@link #loadTransformed}.
     * Lets a cached separating axis be re-tested without placing every face.
     */
    public void loadTransformedVertices(ConvexHull h, long[] rel) {
        ensure(h);
        for (int i = 0; i < vertexCount; i++) {
            long x = h.vertexX(i);
            long y = h.vertexY(i);
            long z = h.vertexZ(i);
            xyz[3 * i] = Fixed.add(Fixed.dot3(rel[0], rel[1], rel[2], x, y, z), rel[9]);
            xyz[3 * i + 1] = Fixed.add(Fixed.dot3(rel[3], rel[4], rel[5], x, y, z), rel[10]);
            xyz[3 * i + 2] = Fixed.add(Fixed.dot3(rel[6], rel[7], rel[8], x, y, z), rel[11]);
        }
    }

    /** Places the normal and offset of face {@code f} by {@code rel}; the vertices must be placed. */
    public void placeFace(long[] rel, int f) {
        ConvexHull h = hull;
        long x = h.faceNormalX(f);
        long y = h.faceNormalY(f);
        long z = h.faceNormalZ(f);
        long nx = Fixed.dot3(rel[0], rel[1], rel[2], x, y, z);
        long ny = Fixed.dot3(rel[3], rel[4], rel[5], x, y, z);
        long nz = Fixed.dot3(rel[6], rel[7], rel[8], x, y, z);
        normal[3 * f] = nx;
        normal[3 * f + 1] = ny;
        normal[3 * f + 2] = nz;
        int e = h.faceFirstEdge(f);
        long best = 0;
        for (int k = 0, n = h.faceVertexCount(f); k < n; k++, e = h.halfEdgeNext(e)) {
            int v = 3 * h.halfEdgeOrigin(e);
            long d = Fixed.dot3(nx, ny, nz, xyz[v], xyz[v + 1], xyz[v + 2]);
            best = k == 0 || d > best ? d : best;
        }
        offset[f] = best;
    }

    private void ensure(ConvexHull h) {
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

    /** Returns the raw plane offset of placed face {@code f}. */
    public long offset(int f) {
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
            long l1 = x * dx;
            long lo = l1 + y * dy;
            long hi = Math.multiplyHigh(x, dx) + Math.multiplyHigh(y, dy) + (Long.compareUnsigned(lo, l1) < 0 ? 1 : 0);
            long sum = lo + z * dz;
            hi += Math.multiplyHigh(z, dz) + (Long.compareUnsigned(sum, lo) < 0 ? 1 : 0);
            if (i == 0 || hi < bestHi || hi == bestHi && Long.compareUnsigned(sum, bestLo) < 0) {
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
            long l1 = x * dx;
            long lo = l1 + y * dy;
            long hi = Math.multiplyHigh(x, dx) + Math.multiplyHigh(y, dy) + (Long.compareUnsigned(lo, l1) < 0 ? 1 : 0);
            long sum = lo + z * dz;
            hi += Math.multiplyHigh(z, dz) + (Long.compareUnsigned(sum, lo) < 0 ? 1 : 0);
            if (i == 0) {
                minHi = hi;
                minLo = sum;
                maxHi = hi;
                maxLo = sum;
            } else if (hi < minHi || hi == minHi && Long.compareUnsigned(sum, minLo) < 0) {
                min = i;
                minHi = hi;
                minLo = sum;
            } else if (hi > maxHi || hi == maxHi && Long.compareUnsigned(sum, maxLo) > 0) {
                max = i;
                maxHi = hi;
                maxLo = sum;
            }
        }
        return ((long) max << 32) | (min & 0xFFFF_FFFFL);
    }

    /**
     * As {@link #minVertex}, and also stores every exact 128-bit {@code v_i . d} (the same sums
     * {@link #minVertex} compares) into {@code outHi[at + i]}, {@code outLo[at + i]} (signed high
     * word, unsigned low word). The edge query reuses them: for an edge {@code v1 - v0} the exact
     * sign of {@code d . (v1 - v0)} is the sign of the exact difference of two stored sums.
     */
    public int minVertexInto(long dx, long dy, long dz, long[] outHi, long[] outLo, int at) {
        long[] v = xyz;
        int best = 0;
        long bestHi = 0;
        long bestLo = 0;
        for (int i = 0, k = 0; i < vertexCount; i++, k += 3) {
            long x = v[k];
            long y = v[k + 1];
            long z = v[k + 2];
            long l1 = x * dx;
            long lo = l1 + y * dy;
            long hi = Math.multiplyHigh(x, dx) + Math.multiplyHigh(y, dy) + (Long.compareUnsigned(lo, l1) < 0 ? 1 : 0);
            long sum = lo + z * dz;
            hi += Math.multiplyHigh(z, dz) + (Long.compareUnsigned(sum, lo) < 0 ? 1 : 0);
            outHi[at + i] = hi;
            outLo[at + i] = sum;
            if (i == 0 || hi < bestHi || hi == bestHi && Long.compareUnsigned(sum, bestLo) < 0) {
                best = i;
                bestHi = hi;
                bestLo = sum;
            }
        }
        return best;
    }

    /**
     * Returns true when every placed coordinate lies in {@code [-2^61, 2^61)} and every placed
     * normal component in {@code [-2^62, 2^62)}: then edge vectors stay within {@code 2^62}, every
     * 128-bit vertex-normal sum is exact, and so is the difference of two of them (the premise of
     * the tabulated Gauss-map signs; far inside the documented coordinate bounds).
     */
    public boolean withinTableBounds() {
        long m = 0;
        for (int i = 0, n = 3 * vertexCount; i < n; i++) {
            m |= xyz[i] ^ (xyz[i] >> 63);
        }
        long mn = 0;
        for (int i = 0, n = 3 * faceCount; i < n; i++) {
            mn |= normal[i] ^ (normal[i] >> 63);
        }
        return (m >>> 61) == 0 && (mn >>> 62) == 0;
    }

    /** Returns {@code Fixed.dot3(vertex i, d)}: one rounding. */
    public long dot(int i, long dx, long dy, long dz) {
        return Fixed.dot3(xyz[3 * i], xyz[3 * i + 1], xyz[3 * i + 2], dx, dy, dz);
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

    /** Places vertex {@code i} by {@code rel}: the same arithmetic and bits as {@link #loadTransformedVertices}. */
    public void placeVertex(long[] rel, int i) {
        ConvexHull h = hull;
        long x = h.vertexX(i);
        long y = h.vertexY(i);
        long z = h.vertexZ(i);
        xyz[3 * i] = Fixed.add(Fixed.dot3(rel[0], rel[1], rel[2], x, y, z), rel[9]);
        xyz[3 * i + 1] = Fixed.add(Fixed.dot3(rel[3], rel[4], rel[5], x, y, z), rel[10]);
        xyz[3 * i + 2] = Fixed.add(Fixed.dot3(rel[6], rel[7], rel[8], x, y, z), rel[11]);
    }

    /** Places the normal of face {@code f} by {@code rel}, not its offset: the same bits as {@link #placeFace}. */
    public void placeNormal(long[] rel, int f) {
        ConvexHull h = hull;
        long x = h.faceNormalX(f);
        long y = h.faceNormalY(f);
        long z = h.faceNormalZ(f);
        normal[3 * f] = Fixed.dot3(rel[0], rel[1], rel[2], x, y, z);
        normal[3 * f + 1] = Fixed.dot3(rel[3], rel[4], rel[5], x, y, z);
        normal[3 * f + 2] = Fixed.dot3(rel[6], rel[7], rel[8], x, y, z);
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
