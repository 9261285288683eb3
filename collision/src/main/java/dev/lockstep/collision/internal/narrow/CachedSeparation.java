package dev.lockstep.collision.internal.narrow;

import dev.lockstep.collision.internal.sat.EdgePairAxis;
import dev.lockstep.collision.internal.sat.FaceQuery;
import dev.lockstep.collision.internal.sat.HullHullSat;
import dev.lockstep.collision.internal.sat.RelativePose;
import dev.lockstep.collision.internal.sat.SatWorkspace;
import dev.lockstep.collision.manifold.ManifoldCache;
import dev.lockstep.collision.shape.ConvexHull;
import dev.lockstep.fixedpoint.Fixed;
import dev.lockstep.fixedpoint.Mat3;
import dev.lockstep.fixedpoint.MutableVec3;
import dev.lockstep.fixedpoint.Transform;

/**
 * The separated half of the pair cache (seed 001, "Hull vs Hull: Temporal Coherence": "if we
 * detected a separating axis we try this first"): re-tests the cached separating axis of a
 * {@link ManifoldCache} without placing hull B, and answers "separated" only when the full SAT
 * ({@link HullHullSat#run}) would also answer it. That is all the public result depends on: a
 * separated query returns the empty manifold whichever axis the SAT stops at, and the SAT stops
 * ("separated") as soon as any axis it tests separates by more than the contact distance
 * ({@code FaceQuery.run} keeps its running maximum at or below the stop until it returns).
 *
 * <h2>Face of A: a rotated axis and B's exact local support, with a proven margin</h2>
 * The SAT's value for face {@code f} of A (normal {@code n}, offset {@code o}, the hull's own
 * bits) is {@code S = min_i round(n . v'_i) - o} over B's placed vertices
 * {@code v'_i = round(R V_i) + p}, with {@code R = round(RA^T RB)} and {@code p = round(RA^T d)},
 * {@code d = pB - pA} ({@code RelativePose}, {@code PlacedHull}). Here instead:
 * <pre>
 *   w  = round(RA n)                      3 dot3 (the world normal)
 *   m  = round(RB^T w)                    3 dot3 (the axis in B's frame)
 *   s  = an exact argmin_i m . V_i        ConvexHull.supportValueFrom(-m), warm-started at the last s
 *   c1 = round(m . V_s),  c2 = round(w . d)
 *   separated if  c1 + c2 - o - margin &gt; contactDistance
 * </pre>
 * Proof that then {@code S > contactDistance} (u = 1 raw ulp; every "round" is one {@code Fixed}
 * rounding, error at most u/2; identities are exact in the rationals, whatever the matrix bits):
 * {@code n . (RA^T x) = (RA n) . x}, so {@code n . v'_i = (RB^T w) . V_i + n . E V_i + w . d
 * + n . e + n . f_i} with {@code E = R - RA^T RB}, {@code e = p - RA^T d}, {@code f_i} the
 * placement rounding (each entry at most u/2). With {@code w = round(RA n) - g} and
 * {@code RB^T round(RA n) = m - h} ({@code |g|, |h| <= u/2} per component):
 * {@code (RB^T w) . V_i >= m . V_i - (u/2)(1 + c_B)|V_i|_1} where {@code c_B} is RB's largest
 * column 1-norm (checked {@code <= 2}; about {@code sqrt 3} for a unit quaternion), and
 * {@code m . V_i >= m . V_s >= c1 - u/2}; {@code w . d >= c2 - u/2 - (u/2)|d|_1};
 * {@code |n . E V_i| <= (u/2)|n|_1 |V_i|_1}, {@code |n . e|, |n . f_i| <= (u/2)|n|_1}, and
 * {@code |n|_1 <= 1.75} (unit normal, each component within an ulp). With the final rounding
 * of {@code round(n . v'_i)}:
 * <pre>
 *   S &gt;= c1 + c2 - o - (3.25 + 2.375 |V|_1 + 0.5 |d|_1) u,   |V|_1 = max_i |V_i|_1 (units)
 * </pre>
 * {@link #faceOfAMargin} rounds that up. Symmetrically {@code S <= c1 + c2 - o + margin}; between
 * the two the bound proves nothing and the full SAT answers ({@link ManifoldCache#PATH_MARGIN}).
 * Cost: 9 rounded dots and a warm-started exact support walk, instead of placing every vertex
 * of B (3 rounded dots each) and 12 for the relative transform. {@code w} depends only on the
 * bits of A's rotation and {@code m, s, c1} only on both rotations' bits, so they are kept in
 * {@link ManifoldCache#axisScratch()} and reused while those bits repeat (bodies moving without
 * turning, static bodies): then one rounded dot ({@code c2}) remains.
 *
 * <h2>Face of B and edge pairs: the SAT's own arithmetic on the few entries the axis reads</h2>
 * A face of B needs its placed normal, its placed face vertices (for the offset) and A's
 * support; an edge pair needs the two placed vertices of B's edge and the normals of its two
 * faces. Only those entries of B are placed ({@code PlacedHull.loadPartial}, {@code placeVertex},
 * {@code placeNormal}, {@code placeFace}: the SAT's own placement code), and the SAT's own
 * functions compute the value, so it is bit-identical to the one the full SAT forms for that
 * axis (for an edge pair including the Gauss-map check, without which the SAT would not test
 * the pair).
 */
final class CachedSeparation {
    /** Largest column 1-norm of RB (raw) the face-of-A margin is derived for: 2 units. */
    private static final long MAX_COLUMN_NORM = 2 * Fixed.ONE;

    /** {@link ManifoldCache#axisScratch()} layout: nonzero when {@link #QA}..{@link #C1} are valid. */
    private static final int VALID = 0;
    /** A's rotation bits (w, x, y, z) that {@link #W} was derived from. */
    private static final int QA = 1;
    /** B's rotation bits that {@link #C1} was derived from (valid only with {@link #QA}). */
    private static final int QB = 5;
    /** {@code w = round(RA n)}. */
    private static final int W = 9;
    /** {@code c1 = round(m . V_s)}. */
    private static final int C1 = 12;
    /** Edge-pair layout (the scratch holds one axis kind at a time): the rotation bits {@code R}. */
    private static final int ER = 1;
    /** The pair's unit axis for {@link #ER} (meaningless when not a candidate). */
    private static final int E_AXIS = 10;
    /** 1 when the pair passed the Gauss map and the parallel test for {@link #ER}, else 0. */
    private static final int E_CANDIDATE = 13;

    private CachedSeparation() {
    }

    /**
     * Returns {@code +1} when face {@code f} of {@code a} is proven to separate {@code b} by more
     * than {@code contactDistance} in the SAT's arithmetic, {@code -1} when it is proven not to
     * (the value is at most the contact distance), {@code 0} when the bound cannot decide (inside
     * the margin, or a rotation whose column norms exceed the derivation). Updates the cache's
     * warm start. Canonical order: {@code a}, {@code b} as {@code HullHullContact} orders them.
     */
    static int faceOfA(ConvexHull a, Transform ta, ConvexHull b, Transform tb, int f, long contactDistance,
            ManifoldCache cache, MutableVec3 scratch) {
        long[] k = cache.axisScratch();
        boolean sameA = k[VALID] != 0 && k[QA] == ta.qw() && k[QA + 1] == ta.qx() && k[QA + 2] == ta.qy() && k[QA + 3] == ta.qz();
        if (!sameA) {
            // w = RA n, a pure function of A's rotation bits
            Transform ra = ta;              // basis entries read raw: a mutable pose makes no Mat3
            long nx = a.faceNormalX(f);
            long ny = a.faceNormalY(f);
            long nz = a.faceNormalZ(f);
            k[W] = Fixed.dot3(ra.m00(), ra.m01(), ra.m02(), nx, ny, nz);
            k[W + 1] = Fixed.dot3(ra.m10(), ra.m11(), ra.m12(), nx, ny, nz);
            k[W + 2] = Fixed.dot3(ra.m20(), ra.m21(), ra.m22(), nx, ny, nz);
            k[QA] = ta.qw();
            k[QA + 1] = ta.qx();
            k[QA + 2] = ta.qy();
            k[QA + 3] = ta.qz();
        }
        long wx = k[W];
        long wy = k[W + 1];
        long wz = k[W + 2];
        boolean sameB = sameA && k[QB] == tb.qw() && k[QB + 1] == tb.qx() && k[QB + 2] == tb.qy() && k[QB + 3] == tb.qz();
        if (!sameB) {
            // m = RB^T w, B's support and c1: pure functions of both rotations' bits
            k[VALID] = 0;
            Transform rb = tb;              // (as ra)
            if (columnNorm(rb.m00(), rb.m10(), rb.m20()) > MAX_COLUMN_NORM
                    || columnNorm(rb.m01(), rb.m11(), rb.m21()) > MAX_COLUMN_NORM
                    || columnNorm(rb.m02(), rb.m12(), rb.m22()) > MAX_COLUMN_NORM) {
                return 0;
            }
            long mx = Fixed.dot3(rb.m00(), rb.m10(), rb.m20(), wx, wy, wz);
            long my = Fixed.dot3(rb.m01(), rb.m11(), rb.m21(), wx, wy, wz);
            long mz = Fixed.dot3(rb.m02(), rb.m12(), rb.m22(), wx, wy, wz);
            // B's exact local minimum of m . V: a maximiser of -m (negation exact, |m| < 2^62)
            int s = b.supportValueFrom(cache.supportStart(), -mx, -my, -mz, scratch);
            cache.setSupportStart(s);
            k[C1] = Fixed.dot3(mx, my, mz, scratch.x, scratch.y, scratch.z);
            k[QB] = tb.qw();
            k[QB + 1] = tb.qx();
            k[QB + 2] = tb.qy();
            k[QB + 3] = tb.qz();
            k[VALID] = 1;
        }
        long dx = Fixed.sub(tb.px(), ta.px());
        long dy = Fixed.sub(tb.py(), ta.py());
        long dz = Fixed.sub(tb.pz(), ta.pz());
        long c2 = Fixed.dot3(wx, wy, wz, dx, dy, dz);
        long estimate = Fixed.sub(Fixed.add(k[C1], c2), a.faceOffset(f));
        long margin = faceOfAMargin(cache.vertexNormBound(), dx, dy, dz);
        if (Fixed.sub(estimate, margin) > contactDistance) {
            return 1;
        }
        return Fixed.add(estimate, margin) <= contactDistance ? -1 : 0;
    }

    /**
     * Returns the safety margin of {@link #faceOfA} in raw units, rounded up:
     * {@code 4 + ceil(2.5 |V|_1) + ceil(0.5 |d|_1)} ulps with {@code |V|_1} ({@code vertexNorm},
     * raw) and {@code |d|_1} in units (see the class description for the derivation; 2.5 covers
     * 2.375). For unit-size hulls a few units apart: about 12 raw.
     */
    static long faceOfAMargin(long vertexNorm, long dx, long dy, long dz) {
        return 4 + ((5 * vertexNorm) >>> 33) + 1 + (Fixed.abs(dx) >>> 33) + (Fixed.abs(dy) >>> 33) + (Fixed.abs(dz) >>> 33)
                + 3;
    }

    private static long columnNorm(long x, long y, long z) {
        return Fixed.abs(x) + Fixed.abs(y) + Fixed.abs(z);
    }

    /** Returns the largest {@code |x| + |y| + |z|} (raw) over the vertices of {@code h}; below {@code 3 * 2^45}. */
    static long vertexNorm(ConvexHull h) {
        long best = 0;
        for (int i = 0, n = h.vertexCount(); i < n; i++) {
            long l = Math.abs(h.vertexX(i)) + Math.abs(h.vertexY(i)) + Math.abs(h.vertexZ(i));
            best = Math.max(best, l);
        }
        return best;
    }

    /**
     * Returns true when face {@code g} of B separates A by more than {@code contactDistance}, with
     * the bits the full SAT forms: only the face's own vertices are placed
     * ({@code PlacedHull.placeVertex}), then its normal and offset ({@code PlacedHull.placeFace}),
     * then {@link FaceQuery#faceSeparation} against A (placed by the identity in {@code sat.a}).
     * {@code sat.relative} must hold the relative transform.
     */
    static boolean faceOfB(ConvexHull b, int g, long contactDistance, SatWorkspace sat) {
        sat.b.loadPartial(b);
        int e = b.faceFirstEdge(g);
        for (int k = 0, n = b.faceVertexCount(g); k < n; k++, e = b.halfEdgeNext(e)) {
            sat.b.placeVertex(sat.relative, b.halfEdgeOrigin(e));
        }
        sat.b.placeFace(sat.relative, g);
        return FaceQuery.faceSeparation(sat.b, g, sat.a) > contactDistance;
    }

    /**
     * Returns true when edge pair {@code (i, j)} still builds a Minkowski face and separates by more
     * than {@code contactDistance}: only the two vertices of edge {@code j} and the normals of its
     * two faces are placed, as the full SAT places them, then {@link EdgePairAxis#candidateAxis}
     * and {@link EdgePairAxis#candidateSeparation} (Gauss map, axis, distance with the edge query's
     * arithmetic; they read nothing else of B).
     * Whether the pair is a candidate and its axis depend only on the relative rotation bits
     * {@code R} (B's edge vector {@code v'_1 - v'_0 = round(R V_1) - round(R V_0)} exactly, B's
     * normals {@code round(R n)}), so they are kept in the cache's axis scratch and, while
     * {@code R} repeats, only edge {@code j}'s first vertex is placed and the distance
     * {@code round(axis . (v'_0 - a_0))} formed as the edge query forms it.
     * {@code sat.a} must hold A by the identity and {@code sat.relative} the relative transform.
     */
    static boolean edgePair(ConvexHull b, int i, int j, long contactDistance, SatWorkspace sat, ManifoldCache cache) {
        long[] k = cache.axisScratch();
        RelativePose pose = sat.relative;
        sat.b.loadPartial(b);
        int b0 = b.edgeVertexA(j);
        if (k[VALID] != 0 && pose.sameRotation(k, ER)) {
            if (k[E_CANDIDATE] == 0) {
                return false;
            }
            sat.b.placeVertex(pose, b0);
            int a0 = sat.a.hull().edgeVertexA(i);
            long d = Fixed.dot3(k[E_AXIS], k[E_AXIS + 1], k[E_AXIS + 2], Fixed.sub(sat.b.x(b0), sat.a.x(a0)),
                    Fixed.sub(sat.b.y(b0), sat.a.y(a0)), Fixed.sub(sat.b.z(b0), sat.a.z(a0)));
            return d > contactDistance;
        }
        sat.b.placeVertex(pose, b0);
        sat.b.placeVertex(pose, b.edgeVertexB(j));
        sat.b.placeNormal(pose, b.edgeFaceA(j));
        sat.b.placeNormal(pose, b.edgeFaceB(j));
        boolean candidate = EdgePairAxis.candidateAxis(sat.a, i, sat.b, j, sat.axis);
        long d = candidate ? EdgePairAxis.candidateSeparation(sat.a, i, sat.b, j, sat.axis) : 0;
        pose.rotationInto(k, ER);
        k[E_CANDIDATE] = candidate ? 1 : 0;
        k[E_AXIS] = sat.axis.x;
        k[E_AXIS + 1] = sat.axis.y;
        k[E_AXIS + 2] = sat.axis.z;
        k[VALID] = 1;
        return candidate && d > contactDistance;
    }

    /** Returns true when face {@code f} of A separates B by more than {@code contactDistance}, exactly as the SAT forms it. */
    static boolean faceOfAExact(ConvexHull b, int f, long contactDistance, SatWorkspace sat) {
        sat.b.loadTransformedVertices(b, sat.relative);
        return FaceQuery.faceSeparation(sat.a, f, sat.b) > contactDistance;
    }
}
