package dev.lockstep.collision.internal.sat;

import dev.lockstep.collision.internal.shape.HullQueryIndex;
import dev.lockstep.fixedpoint.wide.Dot128;
import dev.lockstep.fixedpoint.wide.Int128;

/**
 * The support vertex of a placed hull found by certified descent over its vertex adjacency, also
 * where the minimum is tied or nearly tied: returns exactly {@link PlacedHull#minVertex}'s index
 * (the lowest-index vertex with the exactly smallest 128-bit {@code v . d}), scanning only when
 * the search cannot certify it. For queries that need the extent of a hull along many axes whose
 * extreme is a face or an edge, not a vertex (time of impact: an edge-pair axis is perpendicular
 * to both edges, a face axis is a face's own normal), where {@link HullClimber#climbMin} would give
 * up on the tie and scan. Scratch, one per {@link SatWorkspace}; grows to the largest hull seen.
 *
 * <p>Search: descend as {@link HullClimber#climbMin} does to a local minimum {@code s}; if every
 * neighbour's sum exceeds {@code sum(s)} by more than {@code slack}, {@code s} is the answer (the
 * climb's certificate). Otherwise grow a plateau {@code S} from {@code s}: every neighbour
 * {@code t} of a member with {@code sum(t) - min_S <= slack} joins it ({@code min_S} the smallest
 * member sum so far, which only falls, so a rejected neighbour stays rejected). When no member has
 * such a neighbour left, the answer is the lowest-index member whose sum equals {@code min_S}; a
 * plateau beyond {@link #PLATEAU_MAX} members scans instead. {@code slack} is 0 for a placement
 * without rounding (identity, or a rotation that is exactly the identity: an exact translation)
 * and {@code |dx| + |dy| + |dz|} otherwise.
 *
 * <p>Why every exact minimiser of the placed sums is in {@code S} (so the answer is the scan's).
 * Premises, those of {@link HullClimber#climbMin}: placed {@code v' = w + e}, {@code w} an affine
 * image of the hull vertex, {@code |d . e| <= slack / 2}; the adjacency is the edge set of a
 * triangulation of the boundary of the hull of the {@code w}s (an affine bijection keeps it one),
 * so for {@code lin(v) = d . w} every vertex has a path on which {@code lin} never increases to
 * a minimiser of {@code lin} (a polytope vertex that is not a minimiser has a strictly falling
 * polytope edge, subdivided or not; a vertex inside a face or an edge reaches one of its polytope
 * vertices along it without {@code lin} rising), and the minimisers (the triangulated optimal
 * face) are connected. Let {@code s*} be a member with
 * {@code sum = min_S}. A path from {@code s*} that never increases {@code lin} and ends at a
 * minimiser of {@code lin} cannot leave {@code S}: its first vertex {@code t} outside would
 * neighbour a member, so {@code sum(t) > min_S + slack}, hence
 * {@code lin(t) > min_S + slack/2 >= lin(s*)}, contradicting {@code lin(t) <= lin(s*)}. So a
 * minimiser of {@code lin} is in {@code S}, and with it all (connected, the same argument). Any
 * vertex {@code m} outside {@code S} has such a path, which must enter {@code S} through a
 * neighbour {@code t} of a member: {@code sum(m) >= lin(m) - slack/2 >= lin(t) - slack/2 >=
 * sum(t) - slack > min_S}. So every vertex outside {@code S} is strictly above the minimum.
 * {@code SupportSearchProperties} checks the answer against the scan, with exact ties (boxes,
 * prisms, aligned poses) and near-ties (edge-pair axes, own face normals of rotated hulls).
 */
public final class SupportSearch {
    /**
     * Largest plateau grown before scanning instead: 32 members. A plateau is a tied or nearly
     * tied face or edge (a box face has 4 vertices, a regular prism's cap up to 64); past 32 the
     * scan costs about as much as growing it further.
     */
    public static final int PLATEAU_MAX = 32;

    private int[] stamp = new int[16];
    private int mark;
    private final int[] members = new int[PLATEAU_MAX];
    private int[] rows = new int[64];
    /** Result of {@link #sum}: signed high word. */
    private long sumHi;
    /** Result of {@link #sum}: unsigned low word. */
    private long sumLo;
    /** Searches that grew a plateau (a statistic for tests). */
    public long plateaus;
    /** Searches that scanned: not climbable, no certificate, or a plateau too large (a statistic for tests). */
    public long scans;

    /** Creates empty scratch. */
    public SupportSearch() {
    }

    /**
     * Returns true when {@link #minVertex} can climb on {@code h} (its placement is exact or by a
     * nonsingular rotation, see {@link HullClimber#climbMin}); otherwise it scans.
     */
    public static boolean climbable(PlacedHull h) {
        return h.climbable;
    }

    /**
     * Returns {@code h.minVertex(dx, dy, dz)} (the same index, bit for bit), searching from vertex
     * {@code start}: certified descent with tie plateaus when {@code h} is climbable, else the
     * scan. The cost follows the distance from {@code start}, not the vertex count. {@code d}
     * must not have a {@code Long.MIN_VALUE} component (callers negate it for the maximum).
     */
    public int minVertex(PlacedHull h, int start, long dx, long dy, long dz) {
        if (!h.climbable) {
            scans++;
            return h.minVertex(dx, dy, dz);
        }
        HullQueryIndex index = HullQueryIndex.of(h.hull);
        long[] p = h.xyz;
        int v = start;
        sum(p, v, dx, dy, dz);
        long vHi = sumHi;
        long vLo = sumLo;
        long slack = h.exact || h.identityRotation ? 0 : Math.abs(dx) + Math.abs(dy) + Math.abs(dz);
        for (int moves = 0; moves <= h.vertexCount; moves++) {
            int next = -1;
            long nHi = 0;
            long nLo = 0;
            for (int k = index.neighbourStart(v), end = index.neighbourStart(v + 1); k < end; k++) {
                int w = index.neighbour(k);
                sum(p, w, dx, dy, dz);
                long hi = sumHi;
                long lo = sumLo;
                if (next < 0 || Int128.less(hi, lo, nHi, nLo)) {
                    next = w;
                    nHi = hi;
                    nLo = lo;
                }
            }
            if (Int128.less(nHi, nLo, vHi, vLo)) {
                v = next;
                vHi = nHi;
                vLo = nLo;
                continue;
            }
            if (next < 0 || exceeds(nHi, nLo, vHi, vLo, slack)) {
                return v;                       // the climb's certificate: a strict, unique minimum
            }
            return plateau(h, index, v, vHi, vLo, dx, dy, dz, slack);
        }
        scans++;
        return h.minVertex(dx, dy, dz);
    }

    /** Grows the plateau from local minimum {@code s} (see the class description). */
    private int plateau(PlacedHull h, HullQueryIndex index, int s, long sHi, long sLo, long dx, long dy, long dz,
            long slack) {
        plateaus++;
        long[] p = h.xyz;
        if (stamp.length < h.vertexCount) {
            stamp = new int[Math.max(h.vertexCount, 2 * stamp.length)];
            mark = 0;
        }
        if (mark >= Integer.MAX_VALUE - 2) {
            java.util.Arrays.fill(stamp, 0);
            mark = 0;
        }
        int member = mark + 1;
        int rejected = mark + 2;
        mark += 2;
        int n = 0;
        members[n++] = s;
        stamp[s] = member;
        int best = s;
        long minHi = sHi;
        long minLo = sLo;
        for (int q = 0; q < n; q++) {
            int u = members[q];
            for (int k = index.neighbourStart(u), end = index.neighbourStart(u + 1); k < end; k++) {
                int w = index.neighbour(k);
                if (stamp[w] == member || stamp[w] == rejected) {
                    continue;
                }
                sum(p, w, dx, dy, dz);
                long hi = sumHi;
                long lo = sumLo;
                if (exceeds(hi, lo, minHi, minLo, slack)) {
                    stamp[w] = rejected;        // stays above min_S + slack as min_S only falls
                    continue;
                }
                if (n == PLATEAU_MAX) {
                    scans++;
                    return h.minVertex(dx, dy, dz);
                }
                stamp[w] = member;
                members[n++] = w;
                if (Int128.less(hi, lo, minHi, minLo)) {
                    best = w;
                    minHi = hi;
                    minLo = lo;
                } else if (hi == minHi && lo == minLo && w < best) {
                    best = w;
                }
            }
        }
        return best;
    }

    /** Returns true when {@code (aHi:aLo) - (bHi:bLo) > slack}, exact 128-bit, {@code slack >= 0}. */
    private static boolean exceeds(long aHi, long aLo, long bHi, long bLo, long slack) {
        return Int128.differenceExceeds(aHi, aLo, bHi, bLo, slack);
    }

    /** Sets {@link #sumHi}:{@link #sumLo} to the exact {@code v_i . d}, as {@link PlacedHull#minVertex} forms it. */
    private void sum(long[] p, int i, long dx, long dy, long dz) {
        long x = p[3 * i];
        long y = p[3 * i + 1];
        long z = p[3 * i + 2];
        sumHi = Dot128.high(x, y, z, dx, dy, dz);
        sumLo = Dot128.low(x, y, z, dx, dy, dz);
    }

    /**
     * Returns caller scratch of at least {@code n} ints, kept across calls (contents unspecified
     * on growth): rows of supports found for earlier axes, to warm-start the search for later ones.
     */
    public int[] warmRows(int n) {
        if (rows.length < n) {
            rows = new int[Math.max(n, 2 * rows.length)];
        }
        return rows;
    }
}
