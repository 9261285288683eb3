package dev.lockstep.fixedpoint.wide;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.quicktheories.QuickTheory.qt;

import dev.lockstep.fixedpoint.FixedGenerators;
import java.math.BigInteger;
import org.junit.jupiter.api.Test;
import org.quicktheories.core.Gen;

/**
 * {@link Dot128} against BigInteger: both words, the sign and the order, over operands within
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
                    assertEquals(e.signum(), Dot128.signum(hi, lo), what);
                });
    }

    @Test
    void lessMatchesBigIntegerOrder() {
        qt().withFixedSeed(SEED).withExamples(20000).forAll(operands(), operands(), operands(), operands())
                .checkAssert((a, b, c, d) -> {
                    // pairs a*b and c*d (hi/lo of single products) and pairs sharing a high word
                    long h1 = Dot128.high(a, 0, 0, b, 0, 0);
                    long l1 = Dot128.low(a, 0, 0, b, 0, 0);
                    long h2 = Dot128.high(c, 0, 0, d, 0, 0);
                    long l2 = Dot128.low(c, 0, 0, d, 0, 0);
                    assertEquals(pair(h1, l1).compareTo(pair(h2, l2)) < 0, Dot128.less(h1, l1, h2, l2));
                    assertEquals(pair(h1, l1).compareTo(pair(h1, l2)) < 0, Dot128.less(h1, l1, h1, l2));
                    assertEquals(false, Dot128.less(h1, l1, h1, l1));
                    assertEquals(Dot128.less(h1, l1, h2, l2) ? -1L : 0L, Dot128.lessMask(h1, l1, h2, l2));
                    assertEquals(Dot128.less(h1, l1, h1, l2) ? -1L : 0L, Dot128.lessMask(h1, l1, h1, l2));
                    assertEquals(0L, Dot128.lessMask(h1, l1, h1, l1));
                    // any words, not only sums of products: the order is total on all 128-bit pairs
                    assertEquals(pair(a, b).compareTo(pair(c, d)) < 0 ? -1L : 0L, Dot128.lessMask(a, b, c, d));
                    assertEquals(pair(a, b).compareTo(pair(a, d)) < 0 ? -1L : 0L, Dot128.lessMask(a, b, a, d));
                });
    }
}
