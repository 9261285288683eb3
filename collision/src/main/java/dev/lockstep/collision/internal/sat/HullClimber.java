package dev.lockstep.collision.internal.sat;

import dev.lockstep.collision.internal.shape.HullQueryIndex;
import dev.lockstep.collision.shape.ConvexHull;
import dev.lockstep.fixedpoint.Fixed;
import dev.lockstep.fixedpoint.wide.Dot128;
import dev.lockstep.fixedpoint.wide.Int128;

/**
 * The certified descent of seed 001's support search: finds a {@link PlacedHull}'s vertex with
 * the exactly smallest {@code v . d} by walking the hull's support adjacency instead of scanning
 * every vertex, and says when it cannot certify its answer (the caller then scans,
 * {@link PlacedHull#minVertex}). Two forms: exact 128-bit steps ({@link #climbMin}), and
 * filtered steps that decide with 64-bit products where those are certain
 * ({@link #climbMinFiltered}), same answers. Each climb returns the vertex and leaves its exact
 * sum in a caller-owned {@link ClimbResult}.
 *
 * <p>Scratch owned by the query that climbs (a {@link FaceQuery}): the shifted coordinates of
 * the filtered climbs, kept across queries for an identity placement (the same hull A every
 * query). Only climbs on a {@link PlacedHull#climbable} placement are certified.
 */
public final class HullClimber {
    /** The placed coordinates shifted right by {@link #climbShift} ({@link #prepareFiltered}). */
    private long[] shiftedXyz = new long[48];
    /** See {@link #shiftedXyz}. */
    private int climbShift;
    /**
     * The hull whose identity placement {@link #shiftedXyz} holds (A's, the same every query);
     * null otherwise.
     */
    private ConvexHull shiftedFor;

    /** Creates empty scratch; it grows to the largest hull seen, then stays. */
    public HullClimber() {
    }

    /**
     * Returns {@link PlacedHull#minVertex}{@code (d)} of {@code p} found by descending over the
     * hull's support adjacency from {@code start}, or -1 when the descent cannot certify its
     * answer (the caller then scans). Same index as the scan whenever it returns one; the
     * returned vertex's exact sum in {@code out}.
     *
     * <p>Descent: move to the neighbour with the exactly smallest {@code v . d} (128-bit sums, no
     * rounding; ties to the first in ascending index) while it is strictly smaller; at most
     * {@code vertexCount} moves. At the end vertex {@code s}, with {@code m} the smallest
     * neighbour sum, the certificate is {@code m - sum(s) > slack}, where {@code slack = 0} for an
     * exact placement and {@code |dx| + |dy| + |dz|} otherwise.
     *
     * <p>Why the certificate makes {@code s} the exact minimiser of the placed sums. Placed vertex
     * {@code v' = w + e}: {@code w} is the hull vertex under the affine map {@code (R, p)}
     * (nonsingular, {@link PlacedHull#climbable}), {@code |e_k| <= 1/2} raw, so {@code |d . e| <= slack / 2}.
     * The adjacency contains every edge of the hull of the {@code w}s (an affine bijection keeps
     * the triangulation's edges a superset of the polytope's). With {@code lin(v) = d . w}:
     * every neighbour {@code t} has {@code lin(t) > lin(s)}, so {@code s} is the unique minimiser
     * of {@code lin} over the polytope (a non-optimal vertex always has an edge to a strictly
     * better one; an optimal face with two vertices has an edge between optimal vertices). For
     * any other vertex {@code m} there is a non-increasing edge path from {@code m} to {@code s};
     * its last vertex before {@code s} is a neighbour {@code t}, so
     * {@code sum(m) >= lin(m) - slack/2 >= lin(t) - slack/2 >= sum(t) - slack > sum(s)}: strictly
     * larger, hence no tie either.
     */
    public int climbMin(PlacedHull p, int start, long dx, long dy, long dz, ClimbResult out) {
        long[] xyz = p.xyz;
        long x = xyz[3 * start];
        long y = xyz[3 * start + 1];
        long z = xyz[3 * start + 2];
        return climbMinFrom(p, start, Dot128.high(x, y, z, dx, dy, dz), Dot128.low(x, y, z, dx, dy, dz), dx, dy, dz,
                out);
    }

    /**
     * {@link #climbMin} with the exact sum {@code start . d} already known ({@code startHi:startLo},
     * {@link Dot128} words); same result, the returned vertex's exact sum in {@code out}.
     */
    int climbMinFrom(PlacedHull placed, int start, long startHi, long startLo, long dx, long dy, long dz,
            ClimbResult out) {
        HullQueryIndex index = HullQueryIndex.of(placed.hull);
        long[] p = placed.xyz;
        int vertexCount = placed.vertexCount;
        int v = start;
        long vHi = startHi;
        long vLo = startLo;
        for (int moves = 0; moves <= vertexCount; moves++) {
            // smallest neighbour, ties to the first: selected by mask, the order of the sums is
            // unpredictable (see Int128.lessMask)
            int k = index.neighbourStart(v);
            int end = index.neighbourStart(v + 1);
            int next = index.neighbour(k);
            long nHi = Dot128.high(p[3 * next], p[3 * next + 1], p[3 * next + 2], dx, dy, dz);
            long nLo = Dot128.low(p[3 * next], p[3 * next + 1], p[3 * next + 2], dx, dy, dz);
            for (k++; k < end; k++) {
                int w = index.neighbour(k);
                long x = p[3 * w];
                long y = p[3 * w + 1];
                long z = p[3 * w + 2];
                long hi = Dot128.high(x, y, z, dx, dy, dz);
                long lo = Dot128.low(x, y, z, dx, dy, dz);
                long m = Int128.lessMask(hi, lo, nHi, nLo);
                next ^= (next ^ w) & (int) m;
                nHi ^= (nHi ^ hi) & m;
                nLo ^= (nLo ^ lo) & m;
            }
            if (Int128.less(nHi, nLo, vHi, vLo)) {
                v = next;
                vHi = nHi;
                vLo = nLo;
                continue;
            }
            // local minimum: certify that the smallest neighbour exceeds it by more than the slack
            long slack = placed.exact ? 0 : Math.abs(dx) + Math.abs(dy) + Math.abs(dz);
            out.sumHi = vHi;
            out.sumLo = vLo;
            return Int128.differenceExceeds(nHi, nLo, vHi, vLo, slack) ? v : -1;
        }
        return -1;
    }

    /**
     * Prepares {@link #climbMinFiltered} on {@code p}: its placed coordinates shifted right so
     * that every one lies within {@code [-2^30, 2^30]} (the shift from the largest magnitude).
     * Call after the vertices are placed and before the climbs of one query.
     */
    void prepareFiltered(PlacedHull p) {
        if (p.exact && shiftedFor == p.hull) {
            // the hull's own bits, already shifted: an exact placement of a hull holds its bits
            // (PlacedHull#loadIdentity; every other writer clears exact)
            return;
        }
        long[] xyz = p.xyz;
        int n = 3 * p.vertexCount;
        long m = 0;
        for (int i = 0; i < n; i++) {
            m |= Math.abs(xyz[i]);
        }
        climbShift = FilteredSigns.shift(m, 0);
        if (shiftedXyz.length < n) {
            shiftedXyz = new long[n];
        }
        for (int i = 0; i < n; i++) {
            shiftedXyz[i] = xyz[i] >> climbShift;
        }
        shiftedFor = p.exact ? p.hull : null;
    }

    /**
     * {@link #climbMinFrom} deciding its steps with 64-bit products where they are certain: the
     * same result, the exact sum of the returned vertex in {@code out}. Needs
     * {@link #prepareFiltered} for the current placement of {@code p}.
     *
     * <p>With {@code x = 2^s x' + r} ({@code |x'| <= 2^30}, {@code 0 <= r < 2^s}, the prepared
     * coordinates) and {@code d = 2^t d' + r'} likewise, each exact sum is
     * {@code S_v = 2^(s+t) (A_v + E_v)}, {@code A_v = sum x'_k d'_k} (below {@code 3 2^60}),
     * {@code |E_v| < T = 3 2^30 + sum |d'_k| + 3}. A move to the neighbour with the smallest
     * {@code A} is taken only when {@code A_next < A_v - 2T} (then {@code S_next < S_v}: exact
     * sums strictly decrease, any such path ends where the exact climb's does, the path does not
     * matter); the end is certified when every neighbour has {@code A_w - A_v > 2T + (slack >> (s+t)) + 1}
     * (then {@code S_w - S_v > slack}, the certificate of {@link #climbMin}). Anything else
     * continues with the exact {@link #climbMinFrom} from the current vertex.
     *
     * <p>Why: a climb is about a dozen exact dot products per face, and an exact one costs about
     * 4 times three 64-bit products ({@code Dot128Benchmark}).
     */
    int climbMinFiltered(PlacedHull p, int start, long startHi, long startLo, long dx, long dy, long dz,
            ClimbResult out) {
        return climbMinFiltered(p, start, startHi, startLo, dx, dy, dz, Long.MIN_VALUE, out);
    }

    /**
     * {@link #climbMinFiltered(PlacedHull, int, long, long, long, long, long, ClimbResult)} for a caller that only needs
     * the minimiser when its rounded dot is above {@code cutoff} ({@code Long.MIN_VALUE}: none):
     * after each move, the new vertex's exact sum is formed, and when its rounded dot is at most
     * {@code cutoff} the climb stops there, sets {@link ClimbResult#stoppedAtCutoff}, and returns
     * that vertex (with its sum in {@code out}); the minimum is then at most {@code cutoff}
     * too (the rounded dot of the exact minimiser is the smallest). Otherwise the same result as
     * without a cutoff. Why: the face query climbs every face whose start vertex does not rule it
     * out, and most of those climbs end below the best face so far; stopping as soon as the
     * descent is there made random 20- and 32-point pairs 3-13% faster (CPU probe). The start
     * itself is not tested (the caller's bound already has).
     */
    int climbMinFiltered(PlacedHull p, int start, long startHi, long startLo, long dx, long dy, long dz, long cutoff,
            ClimbResult out) {
        out.stoppedAtCutoff = false;
        long[] xyz = p.xyz;
        long dm = Math.abs(dx) | Math.abs(dy) | Math.abs(dz);
        int t = FilteredSigns.shift(dm, 0);
        long ex = dx >> t;
        long ey = dy >> t;
        long ez = dz >> t;
        long twoT = 2 * (3L * (1L << FilteredSigns.FILTER_BITS) + Math.abs(ex) + Math.abs(ey) + Math.abs(ez) + 3);
        int k = climbShift + t;
        long slack = p.exact ? 0 : Math.abs(dx) + Math.abs(dy) + Math.abs(dz);
        long margin = twoT + (k >= 63 ? 0 : slack >> k) + 1;
        HullQueryIndex index = HullQueryIndex.of(p.hull);
        long[] q = shiftedXyz;
        int vertexCount = p.vertexCount;
        int v = start;
        long av = q[3 * v] * ex + q[3 * v + 1] * ey + q[3 * v + 2] * ez;
        for (int moves = 0; moves <= vertexCount; moves++) {
            int kk = index.neighbourStart(v);
            int end = index.neighbourStart(v + 1);
            int next = index.neighbour(kk);
            long an = q[3 * next] * ex + q[3 * next + 1] * ey + q[3 * next + 2] * ez;
            for (kk++; kk < end; kk++) {
                int w = index.neighbour(kk);
                long a = q[3 * w] * ex + q[3 * w + 1] * ey + q[3 * w + 2] * ez;
                long m = (a - an) >> 63;               // |A| < 3 2^60: the difference cannot wrap
                next ^= (next ^ w) & (int) m;
                an ^= (an ^ a) & m;
            }
            if (an - av > margin) {
                // certified: v is the exact minimiser
                if (v == start) {
                    out.sumHi = startHi;
                    out.sumLo = startLo;
                } else {
                    long x = xyz[3 * v];
                    long y = xyz[3 * v + 1];
                    long z = xyz[3 * v + 2];
                    out.sumHi = Dot128.high(x, y, z, dx, dy, dz);
                    out.sumLo = Dot128.low(x, y, z, dx, dy, dz);
                }
                return v;
            }
            if (av - an > twoT) {
                v = next;                               // exact sum strictly smaller
                av = an;
                if (cutoff != Long.MIN_VALUE) {
                    long x = xyz[3 * v];
                    long y = xyz[3 * v + 1];
                    long z = xyz[3 * v + 2];
                    long h = Dot128.high(x, y, z, dx, dy, dz);
                    long l = Dot128.low(x, y, z, dx, dy, dz);
                    if (Fixed.fitsRoundedShift32(h, l) && Fixed.roundedShift32(h, l) <= cutoff) {
                        out.sumHi = h;
                        out.sumLo = l;
                        out.stoppedAtCutoff = true;
                        return v;
                    }
                }
                continue;
            }
            break;
        }
        if (v == start) {
            return climbMinFrom(p, start, startHi, startLo, dx, dy, dz, out);
        }
        long x = xyz[3 * v];
        long y = xyz[3 * v + 1];
        long z = xyz[3 * v + 2];
        return climbMinFrom(p, v, Dot128.high(x, y, z, dx, dy, dz), Dot128.low(x, y, z, dx, dy, dz), dx, dy, dz, out);
    }
}
