package dev.lockstep.collision.internal.sat;

import dev.lockstep.fixedpoint.wide.Dot128;

/**
 * The 64-bit filter in front of the SAT's exact signs: most Gauss-map signs, climb steps and
 * bounds are decided by three 64-bit products of operands shifted right into
 * {@code [-2^30, 2^30]}, with a proven error bound; only the undecided rest pays for the exact
 * 128-bit dot product ({@code Dot128Benchmark}: 6.9 ns exact against 1.8 ns for three
 * 64-bit products). Shared by the edge query's walk ({@link EdgeQuery}), its pair bound
 * ({@link EdgePairBound}), the arc skip ({@link ArcBound}) and the filtered climbs
 * ({@link HullClimber#climbMinFiltered}).
 */
final class FilteredSigns {
    private FilteredSigns() {
    }

    /** Operand width, in bits: shifted components within {@code 2^30}, so three products sum below {@code 2^62}. */
    static final int FILTER_BITS = 30;

    /**
     * Returns the exact sign of {@code a . b}, as {@link #exactSign}, deciding most cases with 64-bit
     * products of the operands shifted right by {@code sa} and {@code sb} (every shifted
     * component within {@code [-2^30, 2^30]}: the caller's shifts come from the hulls' largest
     * magnitudes, {@link #shift}). With {@code a = 2^sa a' + ra}, {@code 0 <= ra < 2^sa} (floor
     * shift), and the same for {@code b}, each product is {@code 2^(sa+sb) (a'b' + e)} with
     * {@code |e| < |a'| + |b'| + 1}; so {@code a . b = 2^(sa+sb) (P + E)}, {@code P = sum a'b'}
     * (below {@code 2^62}, no overflow), {@code |E| < T = sum |a'| + sum |b'| + 3}. When
     * {@code |P| > T} the sign is P's; otherwise the exact 128-bit sign decides. Same value as
     * {@link #exactSign} for every input meeting the premise (checked by {@code EdgeQueryTableProperties}).
     */
    static int sign(long ax, long ay, long az, long bx, long by, long bz, int sa, int sb) {
        long px = ax >> sa;
        long py = ay >> sa;
        long pz = az >> sa;
        long qx = bx >> sb;
        long qy = by >> sb;
        long qz = bz >> sb;
        long p = px * qx + py * qy + pz * qz;
        long t = Math.abs(px) + Math.abs(py) + Math.abs(pz) + Math.abs(qx) + Math.abs(qy) + Math.abs(qz) + 3;
        if (p > t) {
            return 1;
        }
        if (p < -t) {
            return -1;
        }
        return exactSign(ax, ay, az, bx, by, bz);
    }

    /**
     * Returns the sign of the exact {@code a . b} for operands within {@code [-2^62, 2^62)} (the
     * products stay below {@code 2^124}, their sum below {@code 2^126}: exact in 128 bits).
     */
    static int exactSign(long ax, long ay, long az, long bx, long by, long bz) {
        return Dot128.signum(ax, ay, az, bx, by, bz);
    }

    /** Returns the OR of the magnitudes of {@code v[0 .. n-1]}: the same bit length as the largest (values above {@code Long.MIN_VALUE}). */
    static long magnitudeBits(long[] v, int n) {
        long m = 0;
        for (int i = 0; i < n; i++) {
            m |= Math.abs(v[i]);
        }
        return m;
    }

    /** Returns the number of significant bits of a non-negative {@code m}: every value of magnitude at most m is below {@code 2^bitLength}. */
    static int bitLength(long m) {
        return 64 - Long.numberOfLeadingZeros(m);
    }

    /**
     * Returns the right shift that brings operands of magnitude at most {@code magnitudeBits}
     * (an OR of magnitudes, {@link #magnitudeBits}), grown by {@code extraBits} (1 for sums or
     * differences of two of them), within {@code 2^FILTER_BITS}.
     */
    static int shift(long magnitudeBits, int extraBits) {
        return Math.max(0, bitLength(magnitudeBits) + extraBits - FILTER_BITS);
    }
}
