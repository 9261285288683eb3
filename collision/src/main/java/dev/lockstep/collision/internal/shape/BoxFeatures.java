package dev.lockstep.collision.internal.shape;

import dev.lockstep.collision.shape.ConvexHull;
import dev.lockstep.collision.shape.HullBuilder;
import dev.lockstep.fixedpoint.Fixed;

/**
 * The axis of every face and edge of a hull that is exactly a centred box, for the box-vs-box
 * fast path of the hull-vs-hull queries (issue 4, speed). Built once with the hull
 * ({@link HullQueryIndex#box}), immutable, shared across threads; a pure function of the hull's
 * arrays, so it changes no result, only how fast the queries find it.
 *
 * <p>A hull is a centred box when, with {@code (hx, hy, hz) = vertex 7}, all in
 * {@code (0, HullBuilder.MAX_COORDINATE]}:
 * <ul>
 *   <li>it has 8 vertices, 12 edges and 6 faces of 4 vertices each;</li>
 *   <li>vertex {@code i} is {@code (+-hx, +-hy, +-hz)} with bit 2 of {@code i} for {@code +x},
 *       bit 1 for {@code +y}, bit 0 for {@code +z} (the lexicographic order the builder gives);</li>
 *   <li>every face normal is exactly {@code +-ONE} along one axis and zero on the others, the six
 *       faces cover the six signed axes, the face offset is exactly the half extent, and every
 *       vertex of the face lies on it;</li>
 *   <li>every edge joins two vertices that differ on exactly one axis.</li>
 * </ul>
 * {@link ConvexHull#box} always builds one. The face, vertex and edge indices stay the hull's
 * own, so feature ids are those of the general path.
 */
public final class BoxFeatures {
    private final long[] halfExtent;
    private final byte[] faceAxis;
    private final byte[] faceSign;
    private final byte[] faceOfSignedAxis;
    private final byte[] edgeAxis;
    private final byte[] edgeSign;

    private BoxFeatures(long[] halfExtent, byte[] faceAxis, byte[] faceSign, byte[] faceOfSignedAxis, byte[] edgeAxis,
            byte[] edgeSign) {
        this.halfExtent = halfExtent;
        this.faceAxis = faceAxis;
        this.faceSign = faceSign;
        this.faceOfSignedAxis = faceOfSignedAxis;
        this.edgeAxis = edgeAxis;
        this.edgeSign = edgeSign;
    }

    /** Returns the box features of {@code h}, or null when {@code h} is not a centred box (see the class description). */
    static BoxFeatures detect(ConvexHull h) {
        if (h.vertexCount() != 8 || h.faceCount() != 6 || h.edgeCount() != 12) {
            return null;
        }
        long[] ext = {h.vertexX(7), h.vertexY(7), h.vertexZ(7)};
        if (ext[0] <= 0 || ext[1] <= 0 || ext[2] <= 0 || ext[0] > HullBuilder.MAX_COORDINATE
                || ext[1] > HullBuilder.MAX_COORDINATE || ext[2] > HullBuilder.MAX_COORDINATE) {
            return null;
        }
        for (int i = 0; i < 8; i++) {
            for (int k = 0; k < 3; k++) {
                if (coordinate(h, i, k) != ((i & (4 >> k)) != 0 ? ext[k] : -ext[k])) {
                    return null;
                }
            }
        }
        byte[] faceAxis = new byte[6];
        byte[] faceSign = new byte[6];
        byte[] faceOf = {-1, -1, -1, -1, -1, -1};
        for (int f = 0; f < 6; f++) {
            long[] n = {h.faceNormalX(f), h.faceNormalY(f), h.faceNormalZ(f)};
            int axis = -1;
            for (int k = 0; k < 3; k++) {
                if (n[k] == Fixed.ONE || n[k] == -Fixed.ONE) {
                    axis = axis < 0 ? k : 3;
                } else if (n[k] != 0) {
                    return null;
                }
            }
            if (axis < 0 || axis > 2 || h.faceVertexCount(f) != 4 || h.faceOffset(f) != ext[axis]) {
                return null;
            }
            int sign = n[axis] > 0 ? 1 : -1;
            int slot = 2 * axis + (sign > 0 ? 1 : 0);
            if (faceOf[slot] >= 0) {
                return null;
            }
            faceOf[slot] = (byte) f;
            faceAxis[f] = (byte) axis;
            faceSign[f] = (byte) sign;
            for (int k = 0, e = h.faceFirstEdge(f); k < 4; k++, e = h.halfEdgeNext(e)) {
                if (coordinate(h, h.halfEdgeOrigin(e), axis) != sign * ext[axis]) {
                    return null;
                }
            }
        }
        byte[] edgeAxis = new byte[12];
        byte[] edgeSign = new byte[12];
        for (int e = 0; e < 12; e++) {
            int d = h.edgeVertexA(e) ^ h.edgeVertexB(e);
            if (Integer.bitCount(d) != 1) {
                return null;
            }
            int axis = 2 - Integer.numberOfTrailingZeros(d);
            edgeAxis[e] = (byte) axis;
            edgeSign[e] = (byte) ((h.edgeVertexB(e) & d) != 0 ? 1 : -1);
        }
        return new BoxFeatures(ext, faceAxis, faceSign, faceOf, edgeAxis, edgeSign);
    }

    private static long coordinate(ConvexHull h, int i, int k) {
        return k == 0 ? h.vertexX(i) : k == 1 ? h.vertexY(i) : h.vertexZ(i);
    }

    /** Returns the raw half extent along axis {@code k} (0 = x, 1 = y, 2 = z), positive. */
    public long halfExtent(int k) {
        return halfExtent[k];
    }

    /** Returns the axis (0, 1, 2) of face {@code f}'s normal. */
    public int faceAxis(int f) {
        return faceAxis[f];
    }

    /** Returns +1 or -1: the sign of face {@code f}'s normal along its axis. */
    public int faceSign(int f) {
        return faceSign[f];
    }

    /** Returns the face whose normal is {@code sign * ONE} along axis {@code k} ({@code sign} +1 or -1). */
    public int face(int k, int sign) {
        return faceOfSignedAxis[2 * k + (sign > 0 ? 1 : 0)];
    }

    /** Returns the axis (0, 1, 2) along which edge {@code e} runs. */
    public int edgeAxis(int e) {
        return edgeAxis[e];
    }

    /** Returns +1 or -1: the sign of {@code vertexB - vertexA} of edge {@code e} along its axis. */
    public int edgeSign(int e) {
        return edgeSign[e];
    }
}
