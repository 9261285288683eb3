package dev.lockstep.collision.internal.narrow;

import dev.lockstep.collision.internal.shape.BoxFeatures;
import dev.lockstep.collision.shape.ConvexHull;
import dev.lockstep.fixedpoint.Fixed;
import dev.lockstep.fixedpoint.MutableVec3;
import dev.lockstep.fixedpoint.VecMath;
import dev.lockstep.fixedpoint.wide.Int128;

/**
 * The deep SAT of capsule vs box ({@link CapsuleBoxContact}'s deep regime): the general
 * capsule-hull path's face and edge axes with its bits, computed from the box's symmetries.
 */
final class CapsuleBoxSat {
    private CapsuleBoxSat() {
    }

    /**
     * The general path's deep SAT ({@code CapsuleHullContact.sat}) for a box, same results in
     * {@code ws.satFace}, {@code satFaceSeparation}, {@code satEdge}, {@code satEdgeSeparation}
     * and the oriented winning axis in {@code ws.t2}, by the box's symmetries:
     * <ul>
     *   <li>a box edge's direction normalises to exactly {@code sigma ONE} on its axis {@code a},
     *       so the general path's {@code u x d} (one rounding per component of an exact product by
     *       {@code ONE}) is exactly {@code sigma (u x e_a)}, and {@link VecMath#normalizeInto}
     *       commutes with negation (the components are far below {@code 2^61}, so its shift is a
     *       left shift, and it divides magnitudes): one normalisation per axis {@code a}, not one per
     *       edge;</li>
     *   <li>the box's largest projection on unit axis {@code n} over its 8 vertices is the
     *       rounding of the exact maximum (rounding is monotone), which is
     *       {@code |n_x| h_x + |n_y| h_y + |n_z| h_z}: one {@link Fixed#dot3}; its smallest is the
     *       negation (ties-to-even rounding is odd);</li>
     *   <li>the two orientations of an axis class trade {@code plus} and {@code minus}, so both
     *       classes of axis {@code a} have one separation; only the orientation kept on a tie
     *       differs (the general path keeps {@code u x d} there);</li>
     *   <li>an edge along {@code a} has both vertices at one projection ({@code n_a = 0} exactly),
     *       so the general path's support test is one {@code dot3} against the maximum.</li>
     * </ul>
     * The edges are visited in index order with the general path's rule (a strictly larger
     * separation and a supporting edge replaces the best), so ties pick the same edge. A box axis
     * whose classes provably cannot beat the face ({@link #hopelessAxes}) is passed over like a
     * parallel one: the deep contact then takes the face, as the general path does, and the
     * recorded best edge (never read in that case) may differ.
     */
    static void run(ConvexHull b, BoxFeatures box, int bestFace, long faceSep, NarrowScratch ws) {
        MutableVec3 s0 = ws.hullA;
        MutableVec3 s1 = ws.hullB;
        long ex = Fixed.sub(s1.x, s0.x);
        long ey = Fixed.sub(s1.y, s0.y);
        long ez = Fixed.sub(s1.z, s0.z);
        int bestEdge = -1;
        long edgeSep = 0;
        int hopeless = (ex | ey | ez) == 0 ? 7
                : hopelessAxes(box, s0, ex, ey, ez, Fixed.add(faceSep, ContactConstants.FACE_PREFERENCE), reach(box, s0, s1));
        if (hopeless != 7) {
            MutableVec3 u = ws.uA;
            MutableVec3 n = ws.t1;
            VecMath.normalizeInto(ex, ey, ez, u);
            long hx = box.halfExtent(0);
            long hy = box.halfExtent(1);
            long hz = box.halfExtent(2);
            long[] axes = ws.boxEdgeAxis;
            for (int a = 0; a < 3; a++) {
                if ((hopeless & 1 << a) != 0) {
                    ws.boxEdgeState[a] = BOX_AXIS_PARALLEL;   // excluded like a parallel axis: it cannot win
                    continue;
                }
                // u x e_a: (0, u_z, -u_y), (-u_z, 0, u_x), (u_y, -u_x, 0)
                long cx = a == 0 ? 0 : a == 1 ? -u.z : u.y;
                long cy = a == 0 ? u.z : a == 1 ? 0 : -u.x;
                long cz = a == 0 ? -u.y : a == 1 ? u.x : 0;
                if (Fixed.dot3(cx, cy, cz, cx, cy, cz) <= ContactConstants.PARALLEL_SINE_SQUARED) {
                    ws.boxEdgeState[a] = BOX_AXIS_PARALLEL;
                    continue;
                }
                VecMath.normalizeInto(cx, cy, cz, n);
                long max = Fixed.dot3(Math.abs(n.x), Math.abs(n.y), Math.abs(n.z), hx, hy, hz);
                long p0 = Fixed.dot3(n.x, n.y, n.z, s0.x, s0.y, s0.z);
                long p1 = Fixed.dot3(n.x, n.y, n.z, s1.x, s1.y, s1.z);
                long plus = Fixed.sub(Math.min(p0, p1), max);
                long minus = Fixed.sub(-max, Math.max(p0, p1));
                ws.boxEdgeState[a] = minus > plus ? BOX_AXIS_MINUS_WINS : plus > minus ? BOX_AXIS_PLUS_WINS : BOX_AXIS_TIE;
                ws.boxEdgeSeparation[a] = Math.max(plus, minus);
                axes[3 * a] = n.x;
                axes[3 * a + 1] = n.y;
                axes[3 * a + 2] = n.z;
                ws.boxEdgeSeparation[3 + a] = max;
            }
            for (int k = 0; k < 12; k++) {
                int a = box.edgeAxis(k);
                byte state = ws.boxEdgeState[a];
                if (state == BOX_AXIS_PARALLEL) {
                    continue;
                }
                long sep = ws.boxEdgeSeparation[a];
                if (bestEdge >= 0 && sep <= edgeSep) {
                    continue;
                }
                // the oriented axis of class (a, sigma): sigma (u x e_a), flipped when minus wins;
                // on a tie each class keeps its own u x d
                boolean flip = box.edgeSign(k) > 0 ? state == BOX_AXIS_MINUS_WINS : state != BOX_AXIS_PLUS_WINS;
                long wx = flip ? -axes[3 * a] : axes[3 * a];
                long wy = flip ? -axes[3 * a + 1] : axes[3 * a + 1];
                long wz = flip ? -axes[3 * a + 2] : axes[3 * a + 2];
                int v = b.edgeVertexA(k);
                if (Fixed.dot3(wx, wy, wz, b.vertexX(v), b.vertexY(v), b.vertexZ(v)) == ws.boxEdgeSeparation[3 + a]) {
                    bestEdge = k;
                    edgeSep = sep;
                    ws.t2.set(wx, wy, wz);
                }
            }
        }
        ws.satFace = bestFace;
        ws.satFaceSeparation = faceSep;
        ws.satEdge = bestEdge;
        ws.satEdgeSeparation = edgeSep;
    }

    /** Coordinates and half extents below this (raw, 2^8 units) let {@link #hopelessAxes} bound the edge axes. */
    private static final long HOPELESS_REACH_LIMIT = 1L << 40;

    /**
     * Returns a mask of box axes {@code a} (bit {@code a}) whose edge axes {@code u x e_a} provably
     * separate by at most {@code threshold} (the best face plus {@link ContactConstants#FACE_PREFERENCE}),
     * so neither class of that axis can be the deep contact's winning edge and its normalisation
     * can be skipped: the outcome ({@link CapsuleHullContact#deep} takes an edge only above the
     * threshold) is unchanged, and the general path's per-class values are then never read.
     *
     * <p>The bound, without a normalisation or a square root: with the exact {@code c' = e x e_a}
     * ({@code e = s1 - s0}, raw, so {@code c' = |e| (u x e_a)} up to {@code u}'s rounding), the
     * separation of the segment and the box along {@code c'} is {@code sep' = |c'.s0| - sum |c'_k| h_k}
     * ({@code c'.s1 = c'.s0} exactly, as {@code c'.e = 0}), within 1 raw of exact with its two
     * rounded dots, and {@code |c'|} times the separation along the unit axis. That one is at most
     * {@code t} when {@code sep' + 1 <= 0} for {@code t >= 0}; for {@code t < 0}, with
     * {@code A = -(sep' + 1) > 0}, when {@code A^2 >= (t^2 + 1)(|c'|^2 + 1)} (the squares rounded
     * {@link Fixed} values, each {@code + 1} rounding up; the products compared exactly in 128
     * bits), which gives {@code A >= |t| |c'|}. The general path's axis {@code normalize(u x d)}
     * differs from the exact unit axis by at most {@code 2^-24} (u within an ulp per component,
     * divided by {@code |u x e_a| > 2^-6} for a non-parallel axis, plus the normalisation's ulp),
     * which moves its rounded separation by at most {@code 2^-24 (|s| + |h|)} plus a few raw:
     * {@code t = threshold - ((reach >> 21) + 64)}, reach the largest coordinate or half extent,
     * covers it twice.
     */
    private static int hopelessAxes(BoxFeatures box, MutableVec3 s0, long ex, long ey, long ez, long threshold,
            long reach) {
        if (reach >= HOPELESS_REACH_LIMIT) {
            return 0;
        }
        long hx = box.halfExtent(0);
        long hy = box.halfExtent(1);
        long hz = box.halfExtent(2);
        long t = threshold - ((reach >> 21) + 64);
        long t2 = t < 0 ? Fixed.mul(t, t) + 1 : 0;
        // e x e_a, exact: (0, e_z, -e_y), (-e_z, 0, e_x), (e_y, -e_x, 0); with its zero term dropped
        // each dot is a two-term form of the same exact sum, rounded once: dot3's bits
        return (hopeless(ez, s0.y, hy, ey, s0.z, hz, t, t2) ? 1 : 0)
                | (hopeless(ex, s0.z, hz, ez, s0.x, hx, t, t2) ? 2 : 0)
                | (hopeless(ey, s0.x, hx, ex, s0.y, hy, t, t2) ? 4 : 0);
    }

    /**
     * The bound of {@link #hopelessAxes} for one box axis, whose {@code c' = e x e_a} has the
     * components {@code p} and {@code -q} on the axes of {@code (sp, hp)} and {@code (sq, hq)} (the
     * segment end's coordinate and the half extent there).
     */
    private static boolean hopeless(long p, long sp, long hp, long q, long sq, long hq, long t, long t2) {
        long sep = Math.abs(Fixed.mulSubMul(p, sp, q, sq)) - Fixed.dot2(Math.abs(p), hp, Math.abs(q), hq);
        long deficit = -(sep + 1);
        return t >= 0 ? deficit >= 0
                : deficit > 0 && Int128.compareProducts(deficit, deficit, t2, Fixed.dot2(p, p, q, q) + 1) >= 0;
    }

    /** Returns the largest half extent or segment coordinate magnitude, raw (the bound's scale). */
    private static long reach(BoxFeatures box, MutableVec3 s0, MutableVec3 s1) {
        return Math.max(Math.max(Math.max(box.halfExtent(0), box.halfExtent(1)), box.halfExtent(2)),
                Math.max(maxAbs(s0), maxAbs(s1)));
    }

    private static long maxAbs(MutableVec3 p) {
        return Math.max(Math.max(Math.abs(p.x), Math.abs(p.y)), Math.abs(p.z));
    }

    /** {@code NarrowScratch.boxEdgeState} per box axis: {@code u x e_a} too parallel to the segment. */
    private static final byte BOX_AXIS_PARALLEL = 1;
    /** The orientation {@code +(u x e_a)} separates more. */
    private static final byte BOX_AXIS_PLUS_WINS = 2;
    /** The orientation {@code -(u x e_a)} separates more. */
    private static final byte BOX_AXIS_MINUS_WINS = 3;
    /** Both orientations separate equally. */
    private static final byte BOX_AXIS_TIE = 4;
}
