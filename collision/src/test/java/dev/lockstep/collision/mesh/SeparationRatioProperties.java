package dev.lockstep.collision.mesh;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;
import static org.quicktheories.QuickTheory.qt;
import static org.quicktheories.generators.SourceDSL.longs;

import java.math.BigInteger;
import java.util.Random;
import org.junit.jupiter.api.Test;

/**
 * {@link SeparationRatio#compare} against an exact BigInteger oracle: the sign of
 * {@code s * 2^32 / |a| - t}, decided as the sign of {@code s * 2^32 - t * |a|} through squares.
 * Axes are scaled as {@code HullTriangleSatTables} scales them (largest component in
 * {@code [2^31, 2^32)}); {@code s} and {@code t} mix edge cases (0, +-1, around +-2^30 and +-2^31,
 * exact ties built from axis-aligned axes) with random magnitudes.
 */
class SeparationRatioProperties {
    private static final long[] EDGES = {0, 1, -1, 2, -2, (1L << 30) - 1, 1L << 30, -(1L << 30), (1L << 31) - 1, 1L << 31,
        -(1L << 31) + 1, -(1L << 31), 1L << 33, -(1L << 40)};

    static int oracle(long s, long ax, long ay, long az, long t) {
        BigInteger lhs = BigInteger.valueOf(s).shiftLeft(32);        // s * 2^32
        BigInteger len2 = BigInteger.valueOf(ax).pow(2).add(BigInteger.valueOf(ay).pow(2)).add(BigInteger.valueOf(az).pow(2));
        // sign(lhs - t * L) with L = sqrt(len2): compare lhs and t*L by signs, then squares
        int sl = lhs.signum();
        int st = Long.signum(t);
        if (sl != st) {
            return sl > st ? 1 : -1;
        }
        if (sl == 0) {
            return 0;
        }
        int c = lhs.pow(2).compareTo(BigInteger.valueOf(t).pow(2).multiply(len2));
        return sl > 0 ? c : -c;
    }

    @Test
    void compare_matchesExactOracle_orSaysUndecided() {
        int[] coverage = new int[4];
        qt().withFixedSeed(0x5E9A_0001L).withExamples(20_000).forAll(longs().all()).checkAssert(seed -> {
            Random r = new Random(seed);
            long[] a = new long[3];
            int big = r.nextInt(3);
            for (int i = 0; i < 3; i++) {
                a[i] = r.nextInt(4) == 0 ? 0 : Math.floorMod(r.nextLong(), 1L << 32) - (1L << 31) * (r.nextBoolean() ? 1 : 0);
            }
            a[big] = (r.nextBoolean() ? 1 : -1) * ((1L << 31) + Math.floorMod(r.nextLong(), 1L << 31));
            long s = r.nextInt(3) == 0 ? EDGES[r.nextInt(EDGES.length)] : Math.floorMod(r.nextLong(), 1L << 34) - (1L << 33);
            long t;
            int kind = r.nextInt(4);
            if (kind == 0) {
                t = EDGES[r.nextInt(EDGES.length)];
            } else if (kind == 1) {
                // an axis-aligned axis of length 2^31 (half a unit): s / L = 2s exactly, so t = 2s ties
                a[(big + 1) % 3] = 0;
                a[(big + 2) % 3] = 0;
                a[big] = r.nextBoolean() ? 1L << 31 : -(1L << 31);
                s = Math.floorMod(r.nextLong(), 1L << 30) - (1L << 29);
                t = 2 * s + (r.nextBoolean() ? 0 : r.nextInt(3) - 1);
            } else {
                t = Math.floorMod(r.nextLong(), 1L << 33) - (1L << 32);
            }
            int got = SeparationRatio.compare(s, a[0], a[1], a[2], t);
            if (got == SeparationRatio.UNDECIDED) {
                coverage[3]++;
                assertTrue(Math.abs(t) >= 1L << 30, "undecided only against |t| >= 2^30: s " + s + " t " + t);
                return;
            }
            int want = oracle(s, a[0], a[1], a[2], t);
            assertEquals(want, got, "s " + s + " axis " + a[0] + " " + a[1] + " " + a[2] + " t " + t);
            coverage[got + 1]++;
        });
        for (int c : coverage) {
            assertTrue(c > 300, "below, equal, above and undecided all occur: " + java.util.Arrays.toString(coverage));
        }
    }
}
