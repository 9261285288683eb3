package dev.lockstep.collision.internal.sat;

import dev.lockstep.collision.shape.ConvexHull;
import dev.lockstep.fixedpoint.Fixed;
import dev.lockstep.fixedpoint.MutableVec3;
import dev.lockstep.fixedpoint.wide.Dot128;
import dev.lockstep.fixedpoint.wide.Int128;

/**
 * The edge query's pair bound: proves, without normalising the pair's axis, that an edge pair's
 * separation cannot exceed the best so far, so the pair is skipped (seed 001, "Testing Edge
 * Separation": in an overlapping query most Minkowski-face pairs are far below the answer). Used
 * by the walk ({@link EdgeQuery#runWalk}) and the box SAT's edge loop ({@link BoxBoxSat}); the
 * skip never changes a result ({@code EdgeQueryTableProperties} checks the 64-bit decisions
 * against the exact ones, {@code EdgeWalkProperties} the walk against the scan).
 */
final class EdgePairBound {
    /** Scratch: the unnormalised edge-pair cross product. */
    private final MutableVec3 cross = new MutableVec3();
    /** Shift of {@link #filteredBound} for the sums of two normals of A ({@code w}). */
    private int shiftNormalSum;
    /** Shift of {@link #filteredBound} for the offsets {@code r = qB - pA}. */
    private int shiftOffset;

    /**
     * Returns true when the separation {@link EdgeQuery#run} would compute for pair {@code (i, j)} is
     * certainly not above {@code best}, or the pair is no edge axis: the pair can then be skipped
     * without changing the result (the maximum only moves on a strictly larger separation, and
     * {@code best} is below the early-out threshold). Avoids the normalisation of most pairs of
     * an overlapping query. Needs both hulls {@link PlacedHull#withinTableBounds}.
     *
     * <p>With {@code c} the rounded cross product {@link EdgePairAxis#pairAxis} normalises, its unit axis is
     * {@code c / |c| + e} with {@code |e_k| <= 1} ulp ({@code VecMath.normalizeInto}), and
     * {@code |c| <= L = |c|_max + ceil((|c|_1 - |c|_max) / 2)}. Orientation: {@link EdgePairAxis#pairAxis} flips when
     * {@code axis . w < 0}, {@code w = n_a + n_b}; if {@code |c . w| > L sum|w_k| / 2^32}
     * (exact 128-bit sums) the sign of {@code axis . w} is the sign {@code o} of {@code c . w}.
     * Separation: {@code d = round(o axis . r)} with {@code r = qB - pA}, so
     * {@code d <= o (c . r) / |c| + sum|r_k| / 2^32 + 1/2}. When {@code o (c . r) < 0},
     * {@code o (c . r) / |c| <= -|c . r| / L}, and {@code d <= best} follows from
     * {@code |c . r| >= L (E - best)}, {@code E = floor(sum|r_k| / 2^32) + 2}. Any
     * doubtful case returns false (the pair is then computed).
     */
    boolean cannotExceed(PlacedHull a, int i, PlacedHull b, int j, long best) {
        return bound(a, i, b, j, best, false) > 0;
    }

    /**
     * Prepares {@link #cannotExceed} for hulls {@code a} and {@code b} outside {@link EdgeQuery#runWalk}
     * (which sets the shifts itself, {@link #setShifts}): sets the shifts of {@link #filteredBound}
     * from their largest magnitudes. Returns false, and {@link #cannotExceed} must not be used,
     * when either hull is outside {@link PlacedHull#withinTableBounds} (the premise of its
     * 128-bit arithmetic). Used by {@link BoxBoxSat#runForContact}.
     */
    boolean prepare(PlacedHull a, PlacedHull b) {
        if (!a.withinTableBounds() || !b.withinTableBounds()) {
            return false;
        }
        setShifts(FilteredSigns.shift(FilteredSigns.magnitudeBits(a.normal, 3 * a.faceCount), 1),
                FilteredSigns.shift(FilteredSigns.magnitudeBits(a.xyz, 3 * a.vertexCount)
                        | FilteredSigns.magnitudeBits(b.xyz, 3 * b.vertexCount), 1));
        return true;
    }

    /**
     * Sets the shifts of {@link #filteredBound}: {@code normalSum} brings the sums of two normals
     * of A within {@code 2^30}, {@code offset} the differences of two vertices (one of each hull).
     */
    void setShifts(int normalSum, int offset) {
        shiftNormalSum = normalSum;
        shiftOffset = offset;
    }

    /**
     * {@link #cannotExceed} as 1 (skip) or 0; with {@code check}, for the tests: 2 when the 64-bit
     * filter decided the exact part and the exact computation agrees, -2 when it disagrees, else
     * the plain decision.
     */
    int bound(PlacedHull a, int i, PlacedHull b, int j, long best, boolean check) {
        ConvexHull ha = a.hull;
        ConvexHull hb = b.hull;
        int a0 = ha.edgeVertexA(i);
        int b0 = hb.edgeVertexA(j);
        EdgePairAxis.edgeCrossInto(a, i, b, j, cross);
        long cx = cross.x;
        long cy = cross.y;
        long cz = cross.z;
        long ax = Math.abs(cx);
        long ay = Math.abs(cy);
        long az = Math.abs(cz);
        long cMax = Math.max(ax, Math.max(ay, az));
        if (cMax < SatConstants.EDGE_CROSS_MIN_RAW) {
            return 1;                           // no edge axis: pairAxis rejects it too
        }
        if (cMax >= 1L << 60 || best < -(1L << 60)) {
            return 0;                           // far outside the documented bounds: no shortcut
        }
        // |c| <= L = M + (m + n) / 2 (M the largest magnitude, m, n the others; rounded up):
        // |c|^2 = M^2 + m^2 + n^2 <= M^2 + M (m + n) + (m + n)^2 / 4, as m^2 + n^2 <= M (m + n).
        // At most 15% above |c| (at m = n = M), where 2 M was up to 100% (more pairs decided by
        // the bound)
        long norm = cMax + ((ax + ay + az - cMax + 1) >> 1);
        int fa = ha.edgeFaceA(i);
        int fb = ha.edgeFaceB(i);
        long wx = a.nx(fa) + a.nx(fb);
        long wy = a.ny(fa) + a.ny(fb);
        long wz = a.nz(fa) + a.nz(fb);
        long wSum = Math.abs(wx) + Math.abs(wy) + Math.abs(wz);
        long rx = Fixed.sub(b.x(b0), a.x(a0));
        long ry = Fixed.sub(b.y(b0), a.y(a0));
        long rz = Fixed.sub(b.z(b0), a.z(a0));
        int filtered = filteredBound(cx, cy, cz, cMax, norm, wx, wy, wz, wSum, rx, ry, rz, best);
        if (filtered != UNDECIDED && !check) {
            return filtered;
        }
        int exact = exactBound(cx, cy, cz, norm, wx, wy, wz, wSum, rx, ry, rz, best) ? 1 : 0;
        if (filtered == UNDECIDED) {
            return exact;
        }
        return filtered == exact ? 2 : -2;
    }

    /**
     * The exact part of {@link #cannotExceed} (after the cross product's own tests), in 128-bit
     * arithmetic. The dot products' operands lie within {@code [-2^62, 2^62)} and their sums below
     * {@code 2^126} (cross products, normal sums and edge offsets of hulls within the documented
     * bounds), {@link Dot128}'s precondition.
     */
    private boolean exactBound(long cx, long cy, long cz, long norm, long wx, long wy, long wz, long wSum, long rx,
            long ry, long rz, long best) {
        // orientation margin: |c . w| > (L sum|w|) >> 32, 128-bit exact on both sides
        long mHi = Int128.productHigh(norm, wSum);
        long marginLo = Int128.shiftRightLow(mHi, Int128.productLow(norm, wSum), 32);
        long marginHi = mHi >> 32;
        long cwHi = Dot128.high(cx, cy, cz, wx, wy, wz);
        long cwLo = Dot128.low(cx, cy, cz, wx, wy, wz);
        int o = Int128.signum(cwHi, cwLo);
        if (o == 0 || !Int128.absExceeds(cwHi, cwLo, marginHi, marginLo)) {
            return false;
        }
        long crHi = Dot128.high(cx, cy, cz, rx, ry, rz);
        long crLo = Dot128.low(cx, cy, cz, rx, ry, rz);
        int sr = Int128.signum(crHi, crLo);
        if (o * sr >= 0) {
            return false;                       // o (c . r) >= 0: no cheap bound
        }
        long e = ((Math.abs(rx) + Math.abs(ry) + Math.abs(rz)) >>> 32) + 2;
        if (best >= e) {
            return true;                        // o (c . r) < 0, so d < e <= best
        }
        long gap = e - best;                    // > 0, below 2^63 within the documented bounds
        return Int128.absAtLeast(crHi, crLo, Int128.productHigh(norm, gap), Int128.productLow(norm, gap));
    }

    /** {@link #filteredBound}: the 64-bit products could not decide. */
    private static final int UNDECIDED = -1;

    /**
     * The decision of {@link #cannotExceed}'s exact part (1 skip, 0 no skip) from 64-bit products
     * where they are certain, else {@link #UNDECIDED}. Operands shifted right into
     * {@code [-2^30, 2^30]}: {@code c} by {@code sc} (from {@code cMax}), {@code w} by
     * {@link #shiftNormalSum}, {@code r} by {@link #shiftOffset}; as in {@link FilteredSigns#sign},
     * {@code c . w = 2^(sc+sw) (P + E)} with {@code |E| < T = sum|c'| + sum|w'| + 3}, and
     * {@code c . r = 2^(sc+sr) (Q + E')}, {@code |E'| < T'}. The exact part's tests, in order:
     * <ol>
     *   <li>orientation margin {@code |c . w| > M = (L sum|w|) >> 32}: certain when
     *       {@code |P| - T > ((L >> sc) + 1) ((sum|w| >> sw) + 1) / 2^32 + 1 >= M / 2^(sc+sw)};
     *       then {@code o = sign P}; else undecided;</li>
     *   <li>{@code o (c . r) >= 0} means no skip: the sign of {@code c . r} is Q's when
     *       {@code |Q| > T'}, else undecided;</li>
     *   <li>{@code best >= E} skips (no product);</li>
     *   <li>{@code |c . r| >= L (E - best)}: certainly so when
     *       {@code |Q| - T' >= ((L >> sc) + 1) (((E - best) >> sr) + 1)}, certainly not when
     *       {@code |Q| + T' < (L >> sc) ((E - best) >> sr)}, else undecided (also when the
     *       shifted gap reaches {@code 2^31}, where the products could overflow).</li>
     * </ol>
     * Every product stays below {@code 2^63}: {@code L < 2^(bits(cMax) + 1)}, so
     * {@code L >> sc <= 2^31}; {@code sum|w| >> sw < 3 2^30 + 3}.
     */
    private int filteredBound(long cx, long cy, long cz, long cMax, long norm, long wx, long wy, long wz, long wSum,
            long rx, long ry, long rz, long best) {
        int sc = FilteredSigns.shift(cMax, 0);
        int sw = shiftNormalSum;
        int sr = shiftOffset;
        long c1 = cx >> sc;
        long c2 = cy >> sc;
        long c3 = cz >> sc;
        long cAbs = Math.abs(c1) + Math.abs(c2) + Math.abs(c3);
        long w1 = wx >> sw;
        long w2 = wy >> sw;
        long w3 = wz >> sw;
        long p = c1 * w1 + c2 * w2 + c3 * w3;
        long t = cAbs + Math.abs(w1) + Math.abs(w2) + Math.abs(w3) + 3;
        long n1 = norm >> sc;
        long marginUp = ((n1 + 1) * ((wSum >> sw) + 1) >>> 32) + 1;
        if (Math.abs(p) - t <= marginUp) {
            return UNDECIDED;
        }
        long r1 = rx >> sr;
        long r2 = ry >> sr;
        long r3 = rz >> sr;
        long q = c1 * r1 + c2 * r2 + c3 * r3;
        long t2 = cAbs + Math.abs(r1) + Math.abs(r2) + Math.abs(r3) + 3;
        long aq = Math.abs(q);
        if (aq <= t2) {
            return UNDECIDED;
        }
        if ((p > 0) == (q > 0)) {
            return 0;                           // o (c . r) > 0: no cheap bound
        }
        long e = ((Math.abs(rx) + Math.abs(ry) + Math.abs(rz)) >>> 32) + 2;
        if (best >= e) {
            return 1;
        }
        long g1 = (e - best) >> sr;
        if (g1 >= 1L << 31) {
            return UNDECIDED;
        }
        if (aq - t2 >= (n1 + 1) * (g1 + 1)) {
            return 1;
        }
        if (aq + t2 < n1 * g1) {
            return 0;
        }
        return UNDECIDED;
    }
}
