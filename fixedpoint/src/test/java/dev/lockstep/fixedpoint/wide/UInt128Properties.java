package dev.lockstep.fixedpoint.wide;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.quicktheories.QuickTheory.qt;

import dev.lockstep.fixedpoint.FixedGenerators;
import java.math.BigInteger;
import org.junit.jupiter.api.Test;
import org.quicktheories.core.Gen;

/** UInt128 against BigInteger over unsigned 128-bit boundary and random inputs. */
class UInt128Properties {
    private static final long SEED = 0x0128_0128L;
    private static final BigInteger TWO_64 = BigInteger.ONE.shiftLeft(64);

    static BigInteger unsigned(long v) {
        return v >= 0 ? BigInteger.valueOf(v) : BigInteger.valueOf(v).add(TWO_64);
    }

    static BigInteger u128(long hi, long lo) {
        return unsigned(hi).shiftLeft(64).or(unsigned(lo));
    }

    private static Gen<Long> words() {
        return FixedGenerators.raws();
    }

    @Test
    void divideUnsignedMatchesBigInteger() {
        qt().withFixedSeed(SEED).withExamples(10000).forAll(words(), words(), words())
                .assuming((hi, lo, d) -> d != 0).checkAssert((h, lo, d) -> {
                    long hi = Long.remainderUnsigned(h, d);         // precondition: hi < d
                    BigInteger q = u128(hi, lo).divide(unsigned(d));
                    assertEquals(q.longValue(), UInt128.divideUnsigned(hi, lo, d),
                            () -> "divideUnsigned(" + Long.toHexString(hi) + ", " + Long.toHexString(lo) + ", " + Long.toHexString(d) + ")");
                });
    }

    @Test
    void divide64MatchesLongDivideUnsigned() {
        qt().withFixedSeed(SEED).withExamples(10000).forAll(words(), words()).assuming((n, d) -> d != 0).checkAssert((n, d) ->
                assertEquals(Long.divideUnsigned(n, d), UInt128.divide64(n, d), () -> "divide64(" + n + ", " + d + ")"));
    }

    @Test
    void sqrtFloorMatchesBigIntegerSqrt() {
        qt().withFixedSeed(SEED).withExamples(10000).forAll(words(), words()).checkAssert((hi, lo) ->
                assertEquals(u128(hi, lo).sqrt().longValue(), UInt128.sqrtFloor(hi, lo),
                        () -> "sqrtFloor(" + Long.toHexString(hi) + ", " + Long.toHexString(lo) + ")"));
    }

    @Test
    void sqrtFloorAtPerfectSquaresAndTheirNeighbours() {
        qt().withFixedSeed(SEED).withExamples(5000).forAll(words()).checkAssert(r -> {
            BigInteger sq = unsigned(r).pow(2);
            for (int d = -1; d <= 1; d++) {
                BigInteger n = sq.add(BigInteger.valueOf(d));
                if (n.signum() < 0 || n.bitLength() > 128) {
                    continue;
                }
                long hi = n.shiftRight(64).longValue();
                long lo = n.longValue();
                assertEquals(n.sqrt().longValue(), UInt128.sqrtFloor(hi, lo), () -> "sqrtFloor(" + n + ")");
            }
        });
    }

    @Test
    void sqrtRoundedIsTheNearestRoot_aroundEveryMidpoint() {
        // (r + 1/2)^2 = r^2 + r + 1/4: the value r^2 + r rounds down, r^2 + r + 1 rounds up
        qt().withFixedSeed(SEED).withExamples(5000).forAll(words(), words()).checkAssert((r0, noise) -> {
            BigInteger r = unsigned(r0 == -1L ? -2L : r0);
            for (BigInteger n : new BigInteger[] {r.multiply(r).add(r), r.multiply(r).add(r).add(BigInteger.ONE),
                    u128(noise == -1L ? 0 : noise, r0)}) {
                BigInteger floor = n.sqrt();
                BigInteger nearest = n.compareTo(floor.multiply(floor).add(floor)) > 0 ? floor.add(BigInteger.ONE) : floor;
                long hi = n.shiftRight(64).longValue();
                assertEquals(nearest.longValue(), UInt128.sqrtRounded(hi, n.longValue()), () -> "sqrtRounded(" + n + ")");
            }
        });
        assertEquals(2L, UInt128.sqrtRounded(0, 6));    // sqrt 6 = 2.449
        assertEquals(3L, UInt128.sqrtRounded(0, 7));    // sqrt 7 = 2.645
        assertEquals(-1L, UInt128.sqrtRounded(-2L, 0)); // the largest root: 2^64 - 1 (unsigned)
    }

    @Test
    void sqrtFloorIsExactForEverySmallValueAndAroundEverySmallSquare() {
        for (long v = 0; v < (1L << 18); v++) {
            assertEquals(BigInteger.valueOf(v).sqrt().longValue(), UInt128.sqrtFloor(0, v), "sqrtFloor(" + v + ")");
        }
        for (long r = 1; r < (1L << 16); r++) {
            long sq = r * r << 30;               // shifted squares probe every seed bucket at 2^31..2^62
            long root = BigInteger.valueOf(sq - 1).sqrt().longValue();
            assertEquals(root, UInt128.sqrtFloor(0, sq - 1));
            assertEquals(BigInteger.valueOf(sq).sqrt().longValue(), UInt128.sqrtFloor(0, sq));
        }
    }

    @Test
    void multiplyHighUnsignedAndSquareExceedsMatchBigInteger() {
        qt().withFixedSeed(SEED).withExamples(10000).forAll(words(), words(), words()).checkAssert((a, b, c) -> {
            assertEquals(unsigned(a).multiply(unsigned(b)).shiftRight(64).longValue(), UInt128.multiplyHighUnsigned(a, b));
            assertEquals(unsigned(a).pow(2).compareTo(u128(b, c)) > 0, UInt128.squareExceeds(a, b, c));
        });
    }
}
