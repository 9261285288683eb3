package dev.lockstep.collision.shape;

import dev.lockstep.collision.internal.shape.ExactGeometry;
import dev.lockstep.fixedpoint.Fixed;
import java.math.BigInteger;

/**
 * The invariant checker behind {@link ConvexHull#validate()} (the Box2D
 * {@code b2ValidateHull} habit: construction and validation are separate, and tests call both).
 *
 * <p>Checks, in order, each failing with an {@link IllegalStateException} that names the index:
 * <ol>
 * <li>Counts: at least 4 vertices and 4 faces, an even number of half-edges, and Euler's
 *     {@code V - E + F == 2}.</li>
 * <li>Vertices strictly ascending lexicographically (canonical order), each within
 *     {@link HullBuilder#MAX_COORDINATE}, each the origin of some half-edge.</li>
 * <li>Half-edges: {@code twin(twin(h)) == h}; the twin starts where {@code h} ends; next stays on
 *     the same face; no edge joins a face to itself.</li>
 * <li>Faces: the loop from the first half-edge closes after exactly {@code faceVertexCount}
 *     steps (at least 3), every half-edge lies on exactly one loop, and the first half-edge starts
 *     at the face's lowest vertex; every vertex is on at least 3 faces and two faces share at
 *     most one edge.</li>
 * <li>Planes: the normal has length {@code ONE} within 2 ulp; every vertex satisfies
 *     {@code dot3(n, v) <= offset} (exact, so convexity holds by the plane definition); every
 *     vertex of the face lies within the planarity tolerance below its plane:
 *     {@link ConvexHull#planeTolerance()} for an exactly planar face, plus 1/16 of the face's
 *     widest axis extent ({@link #MERGED_FACE_FLATNESS_SHIFT}) for a face merged by the
 *     near-coplanar rule.</li>
 * <li>Exact geometry: for an exactly planar face, every hull vertex is on or below the exact
 *     integer plane (no rounding), and each corner turns strictly left about the exact normal
 *     (convex, no straight corners); for a near-merged face, corners turn left or straight.
 *     Two faces sharing an edge are never both exactly planar in one plane (coplanar faces were
 *     merged).</li>
 * <li>Support adjacency ({@link #checkAdjacency}): symmetric, ascending, at least 3 neighbours.</li>
 * </ol>
 */
final class HullValidator {
    /**
     * Flatness bound for a face merged by the near-coplanar rule, as a right shift of the face's
     * widest axis extent: 4, i.e. every vertex of such a face lies at most 1/16 of that extent
     * (plus {@link ConvexHull#planeTolerance()}) below the face plane. A loose sanity bound: one
     * merge step tilts by at most about 0.63 degrees (1.1% of the width), and the 1/16 leaves room
     * for chains of merges; source: seed 001, "Coplanar Faces". Consequence: a builder change
     * that merged far-from-coplanar faces fails validation.
     */
    static final int MERGED_FACE_FLATNESS_SHIFT = 4;

    private final ConvexHull hull;
    private final long[] xyz;
    private final int[] origin;
    private final int[] next;
    private final int[] face;
    private final int[] first;
    private final int[] count;
    private final long[] normal;
    private final long[] offset;

    HullValidator(ConvexHull hull, long[] xyz, int[] origin, int[] next, int[] face, int[] first, int[] count,
            long[] normal, long[] offset) {
        this.hull = hull;
        this.xyz = xyz;
        this.origin = origin;
        this.next = next;
        this.face = face;
        this.first = first;
        this.count = count;
        this.normal = normal;
        this.offset = offset;
    }

    void run() {
        int v = xyz.length / 3;
        int h = origin.length;
        int f = first.length;
        check(v >= 4 && f >= 4, "needs at least 4 vertices and 4 faces, has " + v + " and " + f);
        check(h % 2 == 0, "odd half-edge count " + h);
        check(v - h / 2 + f == 2, "Euler V - E + F = " + v + " - " + h / 2 + " + " + f + " != 2");
        // vertices
        boolean[] used = new boolean[v];
        for (int i = 0; i < v; i++) {
            for (int a = 0; a < 3; a++) {
                check(Math.abs(xyz[3 * i + a]) <= HullBuilder.MAX_COORDINATE, "vertex " + i + " beyond MAX_COORDINATE");
            }
            if (i > 0) {
                int c = Long.compare(xyz[3 * i - 3], xyz[3 * i]);
                if (c == 0) {
                    c = Long.compare(xyz[3 * i - 2], xyz[3 * i + 1]);
                }
                if (c == 0) {
                    c = Long.compare(xyz[3 * i - 1], xyz[3 * i + 2]);
                }
                check(c < 0, "vertices " + (i - 1) + " and " + i + " not strictly ascending");
            }
        }
        // half-edges
        for (int e = 0; e < h; e++) {
            int t = e ^ 1;
            check(origin[e] >= 0 && origin[e] < v, "half-edge " + e + " origin out of range");
            check(next[e] >= 0 && next[e] < h, "half-edge " + e + " next out of range");
            check(face[e] >= 0 && face[e] < f, "half-edge " + e + " face out of range");
            check(origin[t] == origin[next[e]], "half-edge " + e + ": twin " + t + " does not start where it ends");
            check(face[next[e]] == face[e], "half-edge " + e + ": next " + next[e] + " is on another face");
            check(face[t] != face[e], "edge " + e / 2 + " joins face " + face[e] + " to itself");
            used[origin[e]] = true;
        }
        for (int i = 0; i < v; i++) {
            check(used[i], "vertex " + i + " is on no edge");
        }
        // faces
        int[] onLoop = new int[h];
        BigInteger[][] points = new BigInteger[v][];
        for (int i = 0; i < v; i++) {
            points[i] = ExactGeometry.point(xyz, i);
        }
        boolean[] planar = new boolean[f];
        BigInteger[][] exact = new BigInteger[f][];
        for (int fi = 0; fi < f; fi++) {
            int n = count[fi];
            check(n >= 3, "face " + fi + " has " + n + " vertices");
            int[] loop = new int[n];
            int e = first[fi];
            for (int k = 0; k < n; k++) {
                check(face[e] == fi, "face " + fi + " loop reaches half-edge " + e + " of face " + face[e]);
                onLoop[e]++;
                loop[k] = origin[e];
                check(k == 0 || loop[k] > loop[0], "face " + fi + " does not start at its lowest vertex");
                e = next[e];
            }
            check(e == first[fi], "face " + fi + " loop does not close after " + n + " half-edges");
            checkPlane(fi, loop, points, planar, exact);
        }
        for (int e = 0; e < h; e++) {
            check(onLoop[e] == 1, "half-edge " + e + " lies on " + onLoop[e] + " face loops");
        }
        int[] facesAtVertex = new int[v];
        for (int e = 0; e < h; e++) {
            facesAtVertex[origin[e]]++;
        }
        for (int i = 0; i < v; i++) {
            check(facesAtVertex[i] >= 3, "vertex " + i + " is on " + facesAtVertex[i] + " faces");
        }
        for (int fi = 0; fi < f; fi++) {
            int[] across = new int[count[fi]];
            int e = first[fi];
            for (int k = 0; k < across.length; k++, e = next[e]) {
                across[k] = face[e ^ 1];
            }
            java.util.Arrays.sort(across);
            for (int k = 1; k < across.length; k++) {
                check(across[k] != across[k - 1], "faces " + fi + " and " + across[k] + " share more than one edge");
            }
        }
        for (int e = 0; e < h; e += 2) {
            int a = face[e];
            int b = face[e + 1];
            if (planar[a] && planar[b]) {
                boolean parallel = ExactGeometry.isZero(ExactGeometry.cross(exact[a], exact[b]))
                        && ExactGeometry.dot(exact[a], exact[b]).signum() > 0;
                check(!parallel, "faces " + a + " and " + b + " are coplanar but not merged (edge " + e / 2 + ")");
            }
        }
    }

    private void checkPlane(int fi, int[] loop, BigInteger[][] points, boolean[] planar, BigInteger[][] exact) {
        long nx = normal[3 * fi];
        long ny = normal[3 * fi + 1];
        long nz = normal[3 * fi + 2];
        long len = Fixed.length3(nx, ny, nz);
        check(Math.abs(len - Fixed.ONE) <= 2, "face " + fi + " normal length " + HullBuilder.describe(len) + " is not ONE");
        BigInteger[] n = ExactGeometry.newellNormal(points, loop, loop.length);
        check(!ExactGeometry.isZero(n), "face " + fi + " has zero area");
        exact[fi] = n;
        BigInteger c = ExactGeometry.dot(n, points[loop[0]]);
        boolean flat = true;
        for (int k = 1; k < loop.length; k++) {
            flat &= ExactGeometry.dot(n, points[loop[k]]).equals(c);
        }
        planar[fi] = flat;
        long span = 0;
        for (int a = 0; a < 3; a++) {
            long lo = Long.MAX_VALUE;
            long hi = Long.MIN_VALUE;
            for (int p : loop) {
                lo = Math.min(lo, xyz[3 * p + a]);
                hi = Math.max(hi, xyz[3 * p + a]);
            }
            span = Math.max(span, hi - lo);
        }
        long tolerance = hull.planeTolerance() + (flat ? 0 : span >> MERGED_FACE_FLATNESS_SHIFT);
        for (int i = 0; i < xyz.length / 3; i++) {
            long d = Fixed.dot3(nx, ny, nz, xyz[3 * i], xyz[3 * i + 1], xyz[3 * i + 2]);
            check(d <= offset[fi], "vertex " + i + " above face " + fi + " plane");
            if (flat) {
                check(ExactGeometry.dot(n, points[i]).compareTo(c) <= 0, "vertex " + i + " above face " + fi + " exact plane");
            }
        }
        for (int p : loop) {
            long d = Fixed.dot3(nx, ny, nz, xyz[3 * p], xyz[3 * p + 1], xyz[3 * p + 2]);
            check(offset[fi] - d <= tolerance, "face " + fi + " vertex " + p + " lies " + HullBuilder.describe(offset[fi] - d)
                    + " below its plane, tolerance " + HullBuilder.describe(tolerance));
        }
        for (int k = 0; k < loop.length; k++) {
            BigInteger[] a = points[loop[(k + loop.length - 1) % loop.length]];
            BigInteger[] b = points[loop[k]];
            BigInteger[] d = points[loop[(k + 1) % loop.length]];
            int turn = ExactGeometry.dot(ExactGeometry.cross(ExactGeometry.sub(b, a), ExactGeometry.sub(d, b)), n).signum();
            check(flat ? turn > 0 : turn >= 0, "face " + fi + " corner at vertex " + loop[k] + " is not convex");
        }
    }

    /**
     * Checks the support adjacency: every vertex has at least 3 neighbours, listed in strictly
     * ascending order, never itself, and every neighbour relation is mutual.
     */
    static void checkAdjacency(int[] start, int[] adjacency) {
        int v = start.length - 1;
        for (int i = 0; i < v; i++) {
            check(start[i + 1] - start[i] >= 3, "vertex " + i + " has fewer than 3 support neighbours");
            for (int k = start[i]; k < start[i + 1]; k++) {
                int w = adjacency[k];
                check(w != i && w >= 0 && w < v, "vertex " + i + " has support neighbour " + w);
                check(k == start[i] || adjacency[k - 1] < w, "vertex " + i + " neighbours not ascending");
                boolean mutual = false;
                for (int j = start[w]; j < start[w + 1]; j++) {
                    mutual |= adjacency[j] == i;
                }
                check(mutual, "support neighbours " + i + " and " + w + " are not mutual");
            }
        }
    }

    private static void check(boolean ok, String what) {
        if (!ok) {
            throw new IllegalStateException("ConvexHull.validate: " + what);
        }
    }
}
