package dev.lockstep.fixedpoint.wide;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;
import static org.quicktheories.QuickTheory.qt;

import dev.lockstep.fixedpoint.FixedGenerators;
import java.math.BigInteger;
import org.junit.jupiter.api.Test;
import org.quicktheories.core.Gen;

/**
 * {@link Dot128} against BigInteger: both words, the sign, the squared length and its order, over operands within
 * {@code [-2^62, 2^62)} (the class precondition) mixed with the boundary candidates of
 * {@link FixedGenerators} (values near powers of two, zero, one ulp).
 */
class Dot128Properties {
    private static final long SEED = 0xD07_0128L;
    private static final BigInteger TWO_64 = BigInteger.ONE.shiftLeft(64);

    /** Operands within [-2^62, 2^62): boundary raws folded into the range (halving keeps their bit patterns near powers of two). */
    private static Gen<Long> operands() {
        return FixedGenerators.raws().map(v -> v >= (1L << 62) || v < -(1L << 62) ? v >> 1 : v);
    }

    private static Gen<long[]> vectors() {
        return operands().zip(operands(), operands(), (x, y, z) -> new long[] {x, y, z});
    }

    private static BigInteger exact(long ax, long ay, long az, long bx, long by, long bz) {
        return BigInteger.valueOf(ax).multiply(BigInteger.valueOf(bx)).add(BigInteger.valueOf(ay).multiply(BigInteger.valueOf(by)))
                .add(BigInteger.valueOf(az).multiply(BigInteger.valueOf(bz)));
    }

    private static BigInteger pair(long hi, long lo) {
        BigInteger l = lo >= 0 ? BigInteger.valueOf(lo) : BigInteger.valueOf(lo).add(TWO_64);
        return BigInteger.valueOf(hi).shiftLeft(64).add(l);
    }

    @Test
    void wordsAndSignMatchBigInteger() {
        qt().withFixedSeed(SEED).withExamples(20000).forAll(vectors(), vectors()).checkAssert((a, b) -> {
                    long ax = a[0];
                    long ay = a[1];
                    long az = a[2];
                    long bx = b[0];
                    long by = b[1];
                    long bz = b[2];
                    BigInteger e = exact(ax, ay, az, bx, by, bz);
                    long hi = Dot128.high(ax, ay, az, bx, by, bz);
                    long lo = Dot128.low(ax, ay, az, bx, by, bz);
                    String what = "dot(" + ax + ", " + ay + ", " + az + "; " + bx + ", " + by + ", " + bz + ")";
                    assertEquals(e, pair(hi, lo), what);
                    assertEquals(e.signum(), Dot128.signum(ax, ay, az, bx, by, bz), what);
                    assertEquals(e.signum(), Int128.signum(hi, lo), what);
                });
    }

    @Test
    void squaredLengthsAndTheirOrderMatchBigInteger() {
        int[] outcomes = new int[3];
        qt().withFixedSeed(SEED).withExamples(20000).forAll(vectors(), vectors()).checkAssert((p, q) -> {
                    String what = "|(" + p[0] + ", " + p[1] + ", " + p[2] + ")|^2 vs |(" + q[0] + ", " + q[1] + ", " + q[2] + ")|^2";
                    BigInteger pp = exact(p[0], p[1], p[2], p[0], p[1], p[2]);
                    BigInteger qq = exact(q[0], q[1], q[2], q[0], q[1], q[2]);
                    assertEquals(pp, pair(Dot128.lengthSquaredHigh(p[0], p[1], p[2]), Dot128.lengthSquaredLow(p[0], p[1], p[2])), what);
                    int c = pp.compareTo(qq);
                    assertEquals(c, Dot128.compareLengthSquared(p[0], p[1], p[2], q[0], q[1], q[2]), what);
                    // a permutation with flipped signs has the same length
                    assertEquals(0, Dot128.compareLengthSquared(p[0], p[1], p[2], -p[2], p[0], -p[1]), what);
                    outcomes[c + 1]++;
                });
        assertTrue(outcomes[0] > 2000 && outcomes[2] > 2000, () -> "shorter " + outcomes[0] + ", longer " + outcomes[2]);
    }

    @Test
    void squaredLengthAtTheBound() {
        long m = -(1L << 62);          // the most negative component the precondition allows
        // 3 * 2^124 = 0x3 << 124
        assertEquals(BigInteger.valueOf(3).shiftLeft(124), pair(Dot128.lengthSquaredHigh(m, m, m), Dot128.lengthSquaredLow(m, m, m)));
        assertEquals(1, Dot128.compareLengthSquared(m, 0, 0, (1L << 62) - 1, 0, 0));
    }
}
