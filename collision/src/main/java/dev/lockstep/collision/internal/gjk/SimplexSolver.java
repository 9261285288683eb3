package dev.lockstep.collision.internal.gjk;

import dev.lockstep.fixedpoint.Fixed;
import dev.lockstep.fixedpoint.MutableVec3;
import dev.lockstep.fixedpoint.VecMath;
import dev.lockstep.fixedpoint.wide.Dot128;

/**
 * The closest point to the origin on a simplex of 1 to 4 {@link SupportPoint}s, and the smallest
 * sub-simplex that supports it (GJK's sub-simplex selection; EPA reuses the triangle case for its
 * witness points).
 *
 * <p>Method ("signed volumes", after Montanari, Petrinic and Barbieri 2017, in the form of Catto's
 * Voronoi-region solver): for a simplex of dimension {@code n}, project the origin onto its affine
 * hull and compute the barycentric weights of the projection as signed sub-areas (triangle) or
 * test it against each face plane (tetrahedron). If the projection is strictly inside, it is the
 * answer. Otherwise the answer lies on one of the sub-simplices the projection is outside of (a
 * non-positive weight, or a face plane with the origin strictly outside); each of those is solved
 * recursively and the candidate with the smallest exact squared length wins, ties to the first in
 * the fixed order (edges 01, 02, 12; faces opposite slot 0, 1, 2, 3). Segments decide their three
 * regions with exact 128-bit signs.
 *
 * <p>Degenerate simplices never divide by zero: a segment of zero length is its first point; a
 * triangle whose scaled cross product is exactly zero (duplicate or collinear points) is the best of
 * its edges; a tetrahedron with a zero face normal or with its fourth point on a face plane is the
 * best of its four faces. Every weight comes from one {@link Fixed#mulDiv} (single rounding) and the
 * last weight is {@code ONE} minus the others, so the weights of a candidate sum to {@code ONE}
 * exactly.
 *
 * <p>Rounding: edge vectors and point sets are first rescaled by an exact power of two (see
 * {@link Scaling}), so normals and sub-areas keep their significant bits for tiny and large
 * simplices alike; normals are rescaled cross products, never normalised (no square root or
 * division: only signs and ratios are needed); sub-areas are a rounded cross product dotted with
 * the rounded normal (two roundings each), face sides one rounded dot. Identical inputs give
 * identical bits.
 */
public final class SimplexSolver {
    private final SupportPoint[] slots = {new SupportPoint(), new SupportPoint(), new SupportPoint(), new SupportPoint()};
    private final SubSimplex faceBest = new SubSimplex();
    private final SubSimplex faceTmp = new SubSimplex();
    private final SubSimplex edgeBest = new SubSimplex();
    private final SubSimplex edgeTmp = new SubSimplex();
    private final SubSimplex triangleOut = new SubSimplex();
    private final MutableVec3 normal = new MutableVec3();
    private final long[] faceNormals = new long[12];

    /**
     * Writes into {@code outWeights[0..2]} the barycentric weights (raw, summing to {@code ONE}) of
     * the point of triangle {@code p0 p1 p2} closest to the origin; a degenerate triangle gets the
     * weights of its closest edge or point. Used by EPA for witness points.
     */
    public void closestOnTriangle(SupportPoint p0, SupportPoint p1, SupportPoint p2, long[] outWeights) {
        slots[0].set(p0);
        slots[1].set(p1);
        slots[2].set(p2);
        triangle(slots, 0, 1, 2, triangleOut);
        outWeights[0] = triangleOut.weight[0];
        outWeights[1] = triangleOut.weight[1];
        outWeights[2] = triangleOut.weight[2];
    }

    /** Solves the simplex {@code p[0..count-1]} into {@code out}. */
    void solve(SupportPoint[] p, int count, SubSimplex out) {
        out.clear();
        switch (count) {
            case 1:
                point(p, 0, out);
                break;
            case 2:
                segment(p, 0, 1, out);
                break;
            case 3:
                triangle(p, 0, 1, 2, out);
                break;
            case 4:
                tetrahedron(p, out);
                break;
            default:
                throw new IllegalStateException("simplex size " + count);
        }
    }

    private static void point(SupportPoint[] p, int i, SubSimplex out) {
        out.clear();
        out.mask = 1 << i;
        out.weight[i] = Fixed.ONE;
        out.vx = p[i].wx;
        out.vy = p[i].wy;
        out.vz = p[i].wz;
    }

    /**
     * Segment {@code A = p[i]}, {@code B = p[j]}: region A when {@code A.AB >= 0}, region B when
     * {@code B.AB <= 0} (both exact signs), else the interior with
     * {@code t = -(A.s) / (AB.s)}, {@code s} the rescaled {@code AB}, rounded once by mulDiv.
     */
    private static void segment(SupportPoint[] p, int i, int j, SubSimplex out) {
        SupportPoint a = p[i];
        SupportPoint b = p[j];
        long abx = b.wx - a.wx;
        long aby = b.wy - a.wy;
        long abz = b.wz - a.wz;
        if ((abx | aby | abz) == 0 || Fixed.signOfDot3(a.wx, a.wy, a.wz, abx, aby, abz) >= 0) {
            point(p, i, out);
            return;
        }
        if (Fixed.signOfDot3(b.wx, b.wy, b.wz, abx, aby, abz) <= 0) {
            point(p, j, out);
            return;
        }
        int k = Scaling.shiftFor(Scaling.maxMagnitude(abx, aby, abz));
        long sx = Scaling.shift(abx, k);
        long sy = Scaling.shift(aby, k);
        long sz = Scaling.shift(abz, k);
        long num = -Fixed.dot3(a.wx, a.wy, a.wz, sx, sy, sz);
        long den = Fixed.dot3(abx, aby, abz, sx, sy, sz);
        // den > 0: AB != 0 and s has AB's direction; num >= 0 up to rounding in this region
        long t = Fixed.clamp(Fixed.mulDiv(num, Fixed.ONE, den), 0, Fixed.ONE);
        long u = Fixed.ONE - t;
        out.clear();
        out.mask = (1 << i) | (1 << j);
        out.weight[i] = u;
        out.weight[j] = t;
        out.vx = Fixed.dot2(u, a.wx, t, b.wx);
        out.vy = Fixed.dot2(u, a.wy, t, b.wy);
        out.vz = Fixed.dot2(u, a.wz, t, b.wz);
    }

    /**
     * Triangle {@code p[i] p[j] p[k]}: weights of the origin's projection are the signed areas
     * {@code n.(B x C)}, {@code n.(C x A)}, {@code n.(A x B)} of the points rescaled by a common
     * power of two ({@code n} the {@link #scaledNormal}: the weights are ratios, so its length
     * cancels); all strictly positive means the face region.
     */
    private void triangle(SupportPoint[] p, int i, int j, int k, SubSimplex out) {
        SupportPoint a = p[i];
        SupportPoint b = p[j];
        SupportPoint c = p[k];
        if (!scaledNormal(a, b, c, normal)) {
            bestEdge(p, i, j, k, true, true, true, out);
            return;
        }
        triangleOnPlane(p, i, j, k, normal.x, normal.y, normal.z, out);
    }

    /** {@link #triangle} with its {@link #scaledNormal} {@code n} already computed. */
    private void triangleOnPlane(SupportPoint[] p, int i, int j, int k, long nx, long ny, long nz, SubSimplex out) {
        SupportPoint a = p[i];
        SupportPoint b = p[j];
        SupportPoint c = p[k];
        // one below Scaling's target keeps the sum of the three areas below 2^62 raw
        int s = Scaling.shiftFor(Math.max(Math.max(Scaling.maxMagnitude(a.wx, a.wy, a.wz),
                Scaling.maxMagnitude(b.wx, b.wy, b.wz)), Scaling.maxMagnitude(c.wx, c.wy, c.wz))) - 1;
        long ax = Scaling.shift(a.wx, s), ay = Scaling.shift(a.wy, s), az = Scaling.shift(a.wz, s);
        long bx = Scaling.shift(b.wx, s), by = Scaling.shift(b.wy, s), bz = Scaling.shift(b.wz, s);
        long cx = Scaling.shift(c.wx, s), cy = Scaling.shift(c.wy, s), cz = Scaling.shift(c.wz, s);
        long u = triple(nx, ny, nz, bx, by, bz, cx, cy, cz);
        long v = triple(nx, ny, nz, cx, cy, cz, ax, ay, az);
        long w = triple(nx, ny, nz, ax, ay, az, bx, by, bz);
        if (u > 0 && v > 0 && w > 0) {
            long total = u + v + w;
            long wj = Fixed.mulDiv(v, Fixed.ONE, total);
            long wk = Fixed.mulDiv(w, Fixed.ONE, total);
            long wi = Fixed.ONE - wj - wk;
            out.clear();
            out.mask = (1 << i) | (1 << j) | (1 << k);
            out.weight[i] = wi;
            out.weight[j] = wj;
            out.weight[k] = wk;
            out.vx = Fixed.dot3(wi, wj, wk, a.wx, b.wx, c.wx);
            out.vy = Fixed.dot3(wi, wj, wk, a.wy, b.wy, c.wy);
            out.vz = Fixed.dot3(wi, wj, wk, a.wz, b.wz, c.wz);
            return;
        }
        bestEdge(p, i, j, k, w <= 0, v <= 0, u <= 0, out);
    }

    /** Best of the flagged edges ij, ik, jk (in that order; ties keep the earlier edge). */
    private void bestEdge(SupportPoint[] p, int i, int j, int k, boolean ij, boolean ik, boolean jk, SubSimplex out) {
        boolean found = false;
        if (ij) {
            segment(p, i, j, edgeBest);
            found = true;
        }
        if (ik) {
            found = keepCloser(found, p, i, k);
        }
        if (jk) {
            keepCloser(found, p, j, k);
        }
        out.copyFrom(edgeBest);
    }

    private boolean keepCloser(boolean found, SupportPoint[] p, int i, int j) {
        if (!found) {
            segment(p, i, j, edgeBest);
        } else {
            segment(p, i, j, edgeTmp);
            if (compareSquaredLength(edgeTmp, edgeBest) < 0) {
                edgeBest.copyFrom(edgeTmp);
            }
        }
        return true;
    }

    /**
     * Tetrahedron: for each face, the origin is outside when it lies strictly on the other side of
     * the face plane from the opposite vertex. No such face: the origin is enclosed (inside or on
     * the boundary). A flat or degenerate tetrahedron tries all four faces.
     */
    private void tetrahedron(SupportPoint[] p, SubSimplex out) {
        int outside = 0;
        boolean degenerate = false;
        for (int f = 0; f < 4 && !degenerate; f++) {
            int i = FACE[f][0];
            int j = FACE[f][1];
            int k = FACE[f][2];
            SupportPoint a = p[i];
            SupportPoint opposite = p[f];
            if (!scaledNormal(a, p[j], p[k], normal)) {
                degenerate = true;
                break;
            }
            faceNormals[3 * f] = normal.x;
            faceNormals[3 * f + 1] = normal.y;
            faceNormals[3 * f + 2] = normal.z;
            long dx = opposite.wx - a.wx;
            long dy = opposite.wy - a.wy;
            long dz = opposite.wz - a.wz;
            long sideOpposite = Fixed.dot3(normal.x, normal.y, normal.z, dx, dy, dz);
            long sideOrigin = -Fixed.dot3(normal.x, normal.y, normal.z, a.wx, a.wy, a.wz);
            if (!clearlyOffPlane(sideOpposite, dx, dy, dz)) {
                // a (nearly) flat tetrahedron: its orientation is rounding noise
                degenerate = true;
            } else if (sideOpposite > 0 ? sideOrigin < 0 : sideOrigin > 0) {
                outside |= 1 << f;
            }
        }
        if (degenerate) {
            outside = 0xF;
        } else if (outside == 0) {
            out.clear();
            out.mask = 0xF;
            out.enclosesOrigin = true;
            return;
        }
        boolean found = false;
        for (int f = 0; f < 4; f++) {
            if ((outside & (1 << f)) == 0) {
                continue;
            }
            if (degenerate) {
                triangle(p, FACE[f][0], FACE[f][1], FACE[f][2], found ? faceTmp : faceBest);
            } else {
                // same normal bits as triangle() would compute: same vertices in the same order
                triangleOnPlane(p, FACE[f][0], FACE[f][1], FACE[f][2], faceNormals[3 * f], faceNormals[3 * f + 1],
                        faceNormals[3 * f + 2], found ? faceTmp : faceBest);
            }
            if (found && compareSquaredLength(faceTmp, faceBest) < 0) {
                faceBest.copyFrom(faceTmp);
            }
            found = true;
        }
        out.copyFrom(faceBest);
    }

    /**
     * Rounding noise of a plane-side test, as a right shift of the offset's largest component:
     * {@code n . d} with a {@link #scaledNormal} {@code n} is trusted only when its magnitude
     * exceeds {@code (max|d| >> 30) + PLANE_SIDE_NOISE_FLOOR} raw. Derivation: each component of
     * {@code n} is within about 1 raw of its exact direction at magnitude {@code 2^30..2^31}
     * (relative error {@code 2^-30}), so the dot is off by at most about {@code 3 max|d| 2^-32}
     * raw plus one rounding; the bound keeps a 4x margin. Consequence: a tetrahedron flatter
     * than about {@code 2^-30} of its size is treated as degenerate (all four faces are
     * candidates), and EPA's blow-up calls such a point coplanar. Source: measured failure
     * (swapped scenario 286 of {@code GjkProperties}, a tetrahedron of volume 1.7e-9 whose
     * orientation sign was noise).
     */
    public static final int PLANE_SIDE_NOISE_SHIFT = 30;

    /** The constant part of the plane-side noise bound, raw: 2. See {@link #PLANE_SIDE_NOISE_SHIFT}. */
    public static final long PLANE_SIDE_NOISE_FLOOR = 2;

    /**
     * Returns true when {@code side = n . d} ({@code n} a {@link #scaledNormal}) is larger in
     * magnitude than its rounding noise, so its sign is the sign of the exact value.
     */
    public static boolean clearlyOffPlane(long side, long dx, long dy, long dz) {
        long noise = (Scaling.maxMagnitude(dx, dy, dz) >> PLANE_SIDE_NOISE_SHIFT) + PLANE_SIDE_NOISE_FLOOR;
        return side > noise || side < -noise;
    }

    /**
     * Rounding noise of a closest point {@code v} on a segment or triangle whose vertices differ by
     * at most {@code extent} raw per component: {@code (extent >> PLANE_SIDE_NOISE_SHIFT) +
     * PLANE_SIDE_NOISE_FLOOR} raw per component. The weights come from rounded, rescaled
     * sub-areas (relative error about {@code 2^-30}, the same bound as the plane-side test) and
     * multiply edge vectors, plus one rounding per component. A {@code v} no larger than this is
     * the origin up to rounding: its direction and length are noise. Consequence: GJK reports such
     * cores as touching (EPA measures the depth) instead of "separated by 1 ulp"; a true gap this
     * small (below 2^-30 of the simplex size, plus 2 raw) is reported as touching.
     */
    public static long closestPointNoise(long extent) {
        return (extent >> PLANE_SIDE_NOISE_SHIFT) + PLANE_SIDE_NOISE_FLOOR;
    }

    /** Face {@code f} of a tetrahedron is the triangle of the slots other than {@code f}, ascending. */
    private static final int[][] FACE = {{1, 2, 3}, {0, 2, 3}, {0, 1, 3}, {0, 1, 2}};

    /**
     * Writes a direction-only normal of triangle {@code a b c} into {@code out}: the direction of
     * {@code (b-a) x (c-a)} (edges rescaled separately, see {@link Scaling}), itself rescaled by a
     * power of two so that its largest component lies in {@code [2^30, 2^31)} raw. Its length is
     * then between 0.25 and 0.87 units: enough for sign tests and barycentric ratios, with about as
     * many significant bits as a unit normal, but without a square root or division. Returns false,
     * leaving {@code out} unspecified, when the cross product is exactly zero.
     */
    public static boolean scaledNormal(SupportPoint a, SupportPoint b, SupportPoint c, MutableVec3 out) {
        if (!crossOfScaledEdges(a, b, c, out)) {
            return false;
        }
        // the cross product is below 2^61 raw, so this is a right shift by at least 15 bits
        int k = Scaling.shiftFor(Scaling.maxMagnitude(out.x, out.y, out.z)) - (Scaling.TARGET_BIT - 30);
        out.set(Scaling.shift(out.x, k), Scaling.shift(out.y, k), Scaling.shift(out.z, k));
        return true;
    }

    /** Writes {@code (b-a) x (c-a)} with both edges rescaled into [2^45, 2^46); false when it is zero. */
    private static boolean crossOfScaledEdges(SupportPoint a, SupportPoint b, SupportPoint c, MutableVec3 out) {
        long e1x = b.wx - a.wx, e1y = b.wy - a.wy, e1z = b.wz - a.wz;
        long e2x = c.wx - a.wx, e2y = c.wy - a.wy, e2z = c.wz - a.wz;
        long m1 = Scaling.maxMagnitude(e1x, e1y, e1z);
        long m2 = Scaling.maxMagnitude(e2x, e2y, e2z);
        if (m1 == 0 || m2 == 0) {
            return false;
        }
        int k1 = Scaling.shiftFor(m1);
        int k2 = Scaling.shiftFor(m2);
        e1x = Scaling.shift(e1x, k1);
        e1y = Scaling.shift(e1y, k1);
        e1z = Scaling.shift(e1z, k1);
        e2x = Scaling.shift(e2x, k2);
        e2y = Scaling.shift(e2y, k2);
        e2z = Scaling.shift(e2z, k2);
        long nx = Fixed.mulSubMul(e1y, e2z, e1z, e2y);
        long ny = Fixed.mulSubMul(e1z, e2x, e1x, e2z);
        long nz = Fixed.mulSubMul(e1x, e2y, e1y, e2x);
        out.set(nx, ny, nz);
        return (nx | ny | nz) != 0;
    }

    /**
     * Writes the unit normal of triangle {@code a b c} (the cross product of the rescaled edges,
     * normalised by {@code VecMath.normalizeInto} before any further shift, so within about 1 ulp
     * per component) into {@code out}; returns false when the cross product is exactly zero. EPA
     * uses it for face planes.
     */
    public static boolean unitNormal(SupportPoint a, SupportPoint b, SupportPoint c, MutableVec3 out) {
        if (!crossOfScaledEdges(a, b, c, out)) {
            return false;
        }
        VecMath.normalizeInto(out.x, out.y, out.z, out);
        return true;
    }

    /** Returns {@code n . (b x c)}: the cross product rounded per component, then one rounded dot. */
    private static long triple(long nx, long ny, long nz, long bx, long by, long bz, long cx, long cy, long cz) {
        return Fixed.dot3(nx, ny, nz, Fixed.mulSubMul(by, cz, bz, cy), Fixed.mulSubMul(bz, cx, bx, cz),
                Fixed.mulSubMul(bx, cy, by, cx));
    }

    /** Compares the exact squared lengths of the closest points of two candidates. */
    static int compareSquaredLength(SubSimplex p, SubSimplex q) {
        return Dot128.compareLengthSquared(p.vx, p.vy, p.vz, q.vx, q.vy, q.vz);
    }
}
