package dev.lockstep.collision.mesh;

import dev.lockstep.fixedpoint.Fixed;
import dev.lockstep.fixedpoint.wide.Dot128;
import dev.lockstep.fixedpoint.wide.Int128;

/**
 * The restricted {@code n} axis of {@link HullTriangleContact} (step 2): the hull's lower surface,
 * the union of its faces facing down the triangle normal (exact sign of {@code N_f . n}), each
 * clipped by Sutherland-Hodgman to the three side planes of the loaded triangle's closed prism.
 * The result is a {@link LowerSurface}: points repeated bit for bit (shared hull edges, cut in a
 * canonical direction) kept once, each with its height and the side planes it lies on.
 *
 * <p><b>Side walls.</b> A face facing down by less than {@link #SIDE_WALL} ({@code N_f . n}
 * rounded, at least {@code -2^-10}) stands within about 0.06 degrees of perpendicular to the
 * triangle: the side of a box at rest, tilted by the solver's last rounding. Over the triangle it
 * is a sliver at most {@code 2^-10} of its height wide, rising steeply away from the faces below
 * it, and clipping it doubles the clip's work for points that are shared with those faces or out
 * of reach. The supporting faces (facing down more) are clipped first; side walls only when those
 * give no point within {@code Ir} over the triangle (the hull reaches over it with a sliver alone,
 * or not at all), and then after them. The price: where a triangle edge runs within that sliver's
 * width of a sloping bottom edge, at a tiny angle, the triangle's D is the supporting faces'
 * lowest, which can be higher than the sliver's; the neighbour across that edge holds the lower
 * points ({@code SideWallProperties}, collision/docs/meshes.md).
 *
 * <p>Scratch owned by one {@link HullTriangleContact}. With {@code plainArithmetic} every shortcut
 * is off (the oracle route of {@code HullTriangleShortcutProperties}): the lower faces found per
 * triangle, each clip dot formed twice, a whole-number side plane's dots (a grid's diagonal) in
 * 128 bits, a cut on a whole-number axis plane by the general rule, every coordinate of a cut
 * divided, and heights over a floor by the rounded dot.
 */
final class LowerSurfaceClip {
    /**
     * The side-wall bound, raw: a face with {@code -SIDE_WALL <= round(N_f . n) < 0} (facing down
     * by exact sign) is a side wall, clipped only when the other lower faces do not reach within
     * {@code Ir} over the triangle. {@code 2^-10}: a box tilted by up to about 0.06 degrees keeps
     * one lower face; a sliver's width is at most {@code 2^-10} of the face's height. The seeds
     * have no such tolerance (seed 001 clips one incident face only).
     */
    static final long SIDE_WALL = 1L << 22;
    private final boolean plainArithmetic;
    /** Side walls wait for the supporting faces ({@link #SIDE_WALL}); false clips every lower face in face order (the oracle of {@code SideWallProperties}). */
    private final boolean sideWalls;
    /**
     * The faces facing down the normal of {@link #listLowerFaces}: the supporting ones (facing
     * down beyond {@link #SIDE_WALL}) in face order, then the side walls in face order.
     */
    private int[] lowerFaces = new int[6];
    private int supportingCount;
    private int lowerFaceCount;
    private long[] clipA = new long[3 * 16];
    private long[] clipB = new long[3 * 16];
    private int[] clipMaskA = new int[16];
    private int[] clipMaskB = new int[16];
    private int[] clipSign = new int[16];
    /**
     * Per point of the polygon being clipped: the exact {@code m_e . (x - v_e)}, 128 bits (high, low
     * words); on a whole-unit side plane ({@link #wholePlane}) the low word holds {@code k . d}, the
     * exact dot over {@code 2^32}, and the high word is unused.
     */
    private long[] clipDotHi = new long[16];
    private long[] clipDotLo = new long[16];

    LowerSurfaceClip(boolean plainArithmetic, boolean sideWalls) {
        this.plainArithmetic = plainArithmetic;
        this.sideWalls = sideWalls;
    }

    /** Sizes the scratch for {@code hull}, just placed; {@code outSurface} too. */
    void reserve(MeshSpaceHull hull, LowerSurface outSurface) {
        int capacity = hull.loopLength + 3 * hull.faceCount;
        if (clipSign.length < capacity) {
            clipA = new long[3 * capacity];
            clipB = new long[3 * capacity];
            clipMaskA = new int[capacity];
            clipMaskB = new int[capacity];
            clipSign = new int[capacity];
            clipDotHi = new long[capacity];
            clipDotLo = new long[capacity];
        }
        if (lowerFaces.length < hull.faceCount) {
            lowerFaces = new int[hull.faceCount];
        }
        outSurface.ensure(capacity);
    }

    /**
     * Lists the hull faces facing down {@code n} (exact sign of {@code N_f . n} below 0), the
     * supporting ones first, then the side walls ({@link #SIDE_WALL}); the same for every
     * triangle of that normal.
     */
    void listLowerFaces(MeshSpaceHull hull, long nx, long ny, long nz) {
        long[] faceNormal = hull.faceNormal;
        int count = 0;
        for (int f = 0; f < hull.faceCount && !sideWalls; f++) {
            if (Fixed.signOfDot3(faceNormal[3 * f], faceNormal[3 * f + 1], faceNormal[3 * f + 2], nx, ny, nz) < 0) {
                lowerFaces[count++] = f;                              // every lower face supports
            }
        }
        for (int f = 0; f < hull.faceCount && sideWalls; f++) {
            if (Fixed.dot3(faceNormal[3 * f], faceNormal[3 * f + 1], faceNormal[3 * f + 2], nx, ny, nz) < -SIDE_WALL) {
                lowerFaces[count++] = f;                              // rounded below -SIDE_WALL: the exact dot is negative
            }
        }
        supportingCount = count;
        for (int f = 0; f < hull.faceCount && sideWalls; f++) {
            long fx = faceNormal[3 * f];
            long fy = faceNormal[3 * f + 1];
            long fz = faceNormal[3 * f + 2];
            if (Fixed.dot3(fx, fy, fz, nx, ny, nz) >= -SIDE_WALL && Fixed.signOfDot3(fx, fy, fz, nx, ny, nz) < 0) {
                lowerFaces[count++] = f;
            }
        }
        lowerFaceCount = count;
    }

    /**
     * Clips the lower surface (listed by {@link #listLowerFaces} for the loaded triangle's normal,
     * its edge normals loaded) to the triangle's closed prism into {@code outSurface}: the
     * supporting faces, then the side walls when those give no point within {@code Ir}.
     */
    void clip(MeshSpaceHull hull, TriangleKernel k, LowerSurface outSurface) {
        if (plainArithmetic) {
            listLowerFaces(hull, k.nx, k.ny, k.nz);
        }
        int total = clipFaces(hull, k, outSurface, 0, supportingCount, 0);
        outSurface.count = total;
        if (supportingCount < lowerFaceCount && (total == 0 || outSurface.lowestHeight() > hull.inflated)) {
            outSurface.count = clipFaces(hull, k, outSurface, supportingCount, lowerFaceCount, total);
        }
    }

    /**
     * Clips lower faces {@code from} to {@code to} (indices into {@link #lowerFaces}) and appends
     * their points to the {@code total} already in {@code outSurface}; returns the new total.
     */
    private int clipFaces(MeshSpaceHull hull, TriangleKernel k, LowerSurface outSurface, int from, int to, int total) {
        boolean plain = plainArithmetic;
        long[] vertex = hull.vertex;
        int[] faceStart = hull.faceStart;
        int[] faceLoop = hull.faceLoop;
        long[] surfacePoint = outSurface.point;
        long[] surfaceHeight = outSurface.height;
        int[] surfaceMask = outSurface.mask;
        for (int lf = from; lf < to; lf++) {
            int f = lowerFaces[lf];
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
        boolean plain = plainArithmetic;
        long mx = k.m[3 * e];
        long my = k.m[3 * e + 1];
        long mz = k.m[3 * e + 2];
        long vx = k.cornerX(e);
        long vy = k.cornerY(e);
        long vz = k.cornerZ(e);
        int[] sign = clipSign;
        long[] gHi = clipDotHi;
        long[] gLo = clipDotLo;
        int axis = plain ? -1 : wholeAxis(mx, my, mz);
        if (axis >= 0) {
            // m_e = k 2^32 along one axis (a grid's side planes): the sign is that coordinate's difference's
            long mAxis = axis == 0 ? mx : axis == 1 ? my : mz;
            long vAxis = axis == 0 ? vx : axis == 1 ? vy : vz;
            for (int i = 0; i < count; i++) {
                int d = Long.signum(in[3 * i + axis] - vAxis);
                sign[i] = mAxis > 0 ? d : -d;
            }
        }
        boolean whole = axis < 0 && !plain && wholePlane(mx, my, mz);
        if (whole) {
            // m_e = 2^32 (kx, ky, kz) (a grid's diagonal): m . d = 2^32 (k . d) exactly, so k . d is both
            // the exact dot's sign and its rounding, in 64 bits (|k_c| <= 2^14, |d_c| <= 2^46)
            long kx = mx >> 32;
            long ky = my >> 32;
            long kz = mz >> 32;
            for (int i = 0; i < count; i++) {
                long g = kx * (in[3 * i] - vx) + ky * (in[3 * i + 1] - vy) + kz * (in[3 * i + 2] - vz);
                gLo[i] = g;
                sign[i] = Long.signum(g);
            }
        }
        for (int i = 0; i < count && axis < 0 && !whole; i++) {
            long dx = in[3 * i] - vx;
            long dy = in[3 * i + 1] - vy;
            long dz = in[3 * i + 2] - vz;
            long hi = Dot128.high(mx, my, mz, dx, dy, dz);
            long lo = Dot128.low(mx, my, mz, dx, dy, dz);
            gHi[i] = hi;
            gLo[i] = lo;
            sign[i] = plain ? Fixed.signOfDot3(mx, my, mz, dx, dy, dz) : Int128.signum(hi, lo);
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
                long gp = whole ? gLo[a] : !plain && Fixed.fitsRoundedShift32(gHi[a], gLo[a])
                        ? Fixed.roundedShift32(gHi[a], gLo[a]) : Fixed.dot3(mx, my, mz, px - vx, py - vy, pz - vz);
                long gq = whole ? gLo[b] : !plain && Fixed.fitsRoundedShift32(gHi[b], gLo[b])
                        ? Fixed.roundedShift32(gHi[b], gLo[b]) : Fixed.dot3(mx, my, mz, qx - vx, qy - vy, qz - vz);
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
     * Returns whether every component of {@code m} is a whole multiple {@code k 2^32} with
     * {@code |k| <= 2^14} (a side plane of a triangle with whole-unit edges in a coordinate plane,
     * such as a grid's diagonal): then {@code m . d = 2^32 (k . d)} exactly, and {@code k . d} fits
     * 64 bits for every clip point ({@code |d_c| <= 2^46}: coordinates within
     * {@link TriangleMesh#MAX_COORDINATE}; {@code |k . d| <= 3 * 2^60}).
     */
    private static boolean wholePlane(long mx, long my, long mz) {
        long limit = 1L << 46;
        return ((mx | my | mz) & 0xFFFF_FFFFL) == 0 && Math.abs(mx) <= limit && Math.abs(my) <= limit
                && Math.abs(mz) <= limit;
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
}
