package dev.lockstep.fixedpoint;

import static dev.lockstep.fixedpoint.Oracle.big;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;
import static org.quicktheories.QuickTheory.qt;

import java.math.BigInteger;
import org.junit.jupiter.api.Test;
import org.quicktheories.core.Gen;
import org.quicktheories.generators.Generate;

/**
 * Every scalar and fused operation of {@link Fixed} against an exact BigInteger oracle: the
 * exact rational result rounded once, ties to even, and an exception exactly when that rounded
 * result is outside the range. Inputs mix boundary candidates, uniform and log-uniform raws.
 */
class FixedProperties {
    private static final long SEED = 0x10C5_7E90L;
    private static final int N = 10_000;

    private static Gen<Long> raws() {
        return FixedGenerators.raws();
    }

    @Test
    void addAndSubMatchExactSum() {
        OverflowCheck add = new OverflowCheck("add");
        OverflowCheck sub = new OverflowCheck("sub");
        Gen<Long> g = Generate.frequency(org.quicktheories.api.Pair.of(1, raws()),
                org.quicktheories.api.Pair.of(1, org.quicktheories.generators.SourceDSL.longs().all()));
        qt().withFixedSeed(SEED).withExamples(N).forAll(g, g).checkAssert((a, b) -> {
            add.check(big(a).add(big(b)), () -> Fixed.add(a, b), a, b);
            sub.check(big(a).subtract(big(b)), () -> Fixed.sub(a, b), a, b);
        });
        add.assertBothOutcomes(5);
        sub.assertBothOutcomes(5);
    }

    @Test
    void negAndAbsMatchExact() {
        OverflowCheck neg = new OverflowCheck("neg");
        OverflowCheck abs = new OverflowCheck("abs");
        qt().withFixedSeed(SEED).withExamples(N).forAll(raws()).checkAssert(a -> {
            neg.check(big(a).negate(), () -> Fixed.neg(a), a);
            abs.check(big(a).abs(), () -> Fixed.abs(a), a);
        });
        assertThrows(FixedOverflowException.class, () -> Fixed.neg(Long.MIN_VALUE));
    }

    @Test
    void mulIntMatchesExactProduct() {
        OverflowCheck check = new OverflowCheck("mulInt");
        Gen<Integer> ints = Generate.frequency(org.quicktheories.api.Pair.of(1, Generate.pick(java.util.List.of(
                0, 1, -1, 2, -2, Integer.MAX_VALUE, Integer.MIN_VALUE))), org.quicktheories.api.Pair.of(3, Generate.range(-70000, 70000)));
        qt().withFixedSeed(SEED).withExamples(N).forAll(raws(), ints).checkAssert((a, n) ->
                check.check(big(a).multiply(BigInteger.valueOf(n)), () -> Fixed.mulInt(a, n), a, Fixed.fromInt(n)));
        check.assertBothOutcomes(5);
    }

    @Test
    void mulMatchesExactProductRoundedHalfEven() {
        OverflowCheck check = new OverflowCheck("mul");
        qt().withFixedSeed(SEED).withExamples(N).forAll(raws(), raws()).checkAssert((a, b) ->
                check.check(Oracle.shiftRound32(big(a).multiply(big(b))), () -> Fixed.mul(a, b), a, b));
        check.assertBothOutcomes(5);
    }

    @Test
    void mulTiesRoundToEven() {
        // products whose discarded 32 bits are exactly 2^31: a * HALF for odd a
        qt().withFixedSeed(SEED).withExamples(N).forAll(raws()).checkAssert(a -> {
            long odd = a | 1;
            BigInteger exact = Oracle.shiftRound32(big(odd).multiply(big(Fixed.HALF)));
            assertEquals(exact.longValueExact(), Fixed.mul(odd, Fixed.HALF));
            assertEquals(0, Fixed.mul(odd, Fixed.HALF) & 1, "tie must round to even");
        });
    }

    @Test
    void divMatchesExactQuotientRoundedHalfEven() {
        OverflowCheck check = new OverflowCheck("div");
        qt().withFixedSeed(SEED).withExamples(N).forAll(raws(), raws()).checkAssert((a, b) -> {
            if (b == 0) {
                ArithmeticException e = assertThrows(ArithmeticException.class, () -> Fixed.div(a, b));
                assertEquals(FixedOverflowException.describe("div", a, b) + ": division by zero", e.getMessage());
                return;
            }
            check.check(Oracle.divRound(big(a).shiftLeft(32), big(b)), () -> Fixed.div(a, b), a, b);
        });
        check.assertBothOutcomes(5);
    }

    @Test
    void divClampedMatchesClampOfExactQuotient_neverThrows() {
        int[] clamped = new int[3];
        Gen<Long> maxes = Generate.frequency(org.quicktheories.api.Pair.of(1, Generate.constant(Fixed.ONE)),
                org.quicktheories.api.Pair.of(1, org.quicktheories.generators.SourceDSL.longs().between(0, Long.MAX_VALUE)),
                org.quicktheories.api.Pair.of(1, Generate.constant(0L)));
        qt().withFixedSeed(SEED).withExamples(N).forAll(raws(), raws(), maxes).checkAssert((num, denom, max) -> {
            long expected;
            if (num <= 0 || denom <= 0) {
                expected = 0;
            } else {
                BigInteger q = Oracle.divRound(big(num).shiftLeft(32), big(denom));
                expected = q.compareTo(big(max)) >= 0 ? max : q.longValueExact();
            }
            long got = Fixed.divClamped(num, denom, max);
            assertEquals(expected, got, () -> "divClamped(" + num + ", " + denom + ", " + max + ")");
            clamped[got == 0 ? 0 : got == max ? 1 : 2]++;
        });
        assertTrue(clamped[0] > N / 20 && clamped[1] > N / 20 && clamped[2] > N / 50,
                "coverage zero/max/inside: " + java.util.Arrays.toString(clamped));
        assertThrows(IllegalArgumentException.class, () -> Fixed.divClamped(1, 1, -1));
    }

    @Test
    void mulDivMatchesExactRationalRoundedOnce() {
        OverflowCheck check = new OverflowCheck("mulDiv");
        qt().withFixedSeed(SEED).withExamples(N).forAll(raws(), raws(), raws()).checkAssert((a, b, c) -> {
            if (c == 0) {
                ArithmeticException e = assertThrows(ArithmeticException.class, () -> Fixed.mulDiv(a, b, c));
                assertTrue(e.getMessage().startsWith("mulDiv(0x"), e.getMessage());
                return;
            }
            check.check(Oracle.divRound(big(a).multiply(big(b)), big(c)), () -> Fixed.mulDiv(a, b, c), a, b, c);
        });
        check.assertBothOutcomes(5);
    }

    @Test
    void dot2AndMulSubMulMatchExactSumsRoundedOnce() {
        OverflowCheck dot2 = new OverflowCheck("dot2");
        OverflowCheck msm = new OverflowCheck("mulSubMul");
        qt().withFixedSeed(SEED).withExamples(N).forAll(FixedGenerators.arrays(raws(), 4)).checkAssert(v -> {
            BigInteger p = big(v[0]).multiply(big(v[1]));
            BigInteger q = big(v[2]).multiply(big(v[3]));
            dot2.check(Oracle.shiftRound32(p.add(q)), () -> Fixed.dot2(v[0], v[1], v[2], v[3]), v);
            msm.check(Oracle.shiftRound32(p.subtract(q)), () -> Fixed.mulSubMul(v[0], v[1], v[2], v[3]), v);
        });
        dot2.assertBothOutcomes(5);
        msm.assertBothOutcomes(5);
    }

    @Test
    void dot3MatchesBigIntegerOracle() {
        OverflowCheck check = new OverflowCheck("dot3");
        qt().withFixedSeed(SEED).withExamples(N).forAll(FixedGenerators.arrays(raws(), 6)).checkAssert(v -> {
            BigInteger exact = big(v[0]).multiply(big(v[3])).add(big(v[1]).multiply(big(v[4])))
                    .add(big(v[2]).multiply(big(v[5])));
            check.check(Oracle.shiftRound32(exact), () -> Fixed.dot3(v[0], v[1], v[2], v[3], v[4], v[5]), v);
            assertEquals(exact.signum(), Fixed.signOfDot3(v[0], v[1], v[2], v[3], v[4], v[5]));
        });
        check.assertBothOutcomes(5);
        // the extremes where the three high words wrap: must be reported, never wrapped
        long m = Long.MIN_VALUE;
        assertThrows(FixedOverflowException.class, () -> Fixed.dot3(m, m, m, m, m, m));
        assertThrows(FixedOverflowException.class, () -> Fixed.dot3(m, m, Long.MAX_VALUE, m, m, Long.MIN_VALUE + 1));
    }

    @Test
    void dot4MatchesBigIntegerOracle() {
        OverflowCheck check = new OverflowCheck("dot4");
        Gen<Long> mixed = Generate.frequency(org.quicktheories.api.Pair.of(1, raws()),
                org.quicktheories.api.Pair.of(1, FixedGenerators.within(1L << 33)));
        qt().withFixedSeed(SEED).withExamples(N).forAll(FixedGenerators.arrays(mixed, 8)).checkAssert(v -> {
            BigInteger exact = BigInteger.ZERO;
            for (int i = 0; i < 8; i += 2) {
                exact = exact.add(big(v[i]).multiply(big(v[i + 1])));
            }
            check.check(Oracle.shiftRound32(exact), () -> Fixed.dot4(v[0], v[1], v[2], v[3], v[4], v[5], v[6], v[7]), v);
        });
        check.assertBothOutcomes(5);
    }

    @Test
    void compareDot3IsExact() {
        int[] outcomes = new int[3];
        Gen<Long> g = Generate.frequency(org.quicktheories.api.Pair.of(1, raws()),
                org.quicktheories.api.Pair.of(2, FixedGenerators.within(8)));
        Gen<long[]> vectors = Generate.frequency(org.quicktheories.api.Pair.of(3, FixedGenerators.arrays(g, 9)),
                org.quicktheories.api.Pair.of(1, FixedGenerators.arrays(FixedGenerators.within(1), 9)));
        qt().withFixedSeed(SEED).withExamples(N).forAll(vectors).checkAssert(v -> {
            BigInteger a = big(v[0]).multiply(big(v[6])).add(big(v[1]).multiply(big(v[7]))).add(big(v[2]).multiply(big(v[8])));
            BigInteger b = big(v[3]).multiply(big(v[6])).add(big(v[4]).multiply(big(v[7]))).add(big(v[5]).multiply(big(v[8])));
            int expected = a.compareTo(b);
            int actual = Integer.signum(Fixed.compareDot3(v[0], v[1], v[2], v[3], v[4], v[5], v[6], v[7], v[8]));
            assertEquals(expected, actual);
            outcomes[expected + 1]++;
        });
        assertTrue(outcomes[0] > N / 20 && outcomes[1] > N / 100 && outcomes[2] > N / 20, java.util.Arrays.toString(outcomes));
    }

    @Test
    void sqrtIsNearestIntegerRoot() {
        qt().withFixedSeed(SEED).withExamples(N).forAll(raws()).checkAssert(a -> {
            if (a < 0) {
                ArithmeticException e = assertThrows(ArithmeticException.class, () -> Fixed.sqrt(a));
                assertEquals(FixedOverflowException.describe("sqrt", a) + ": negative argument", e.getMessage());
                return;
            }
            assertEquals(nearestRoot(big(a).shiftLeft(32)).longValueExact(), Fixed.sqrt(a));
        });
    }

    @Test
    void length3IsNearestRootOfExactSumOfSquares() {
        OverflowCheck check = new OverflowCheck("length3");
        qt().withFixedSeed(SEED).withExamples(N).forAll(FixedGenerators.arrays(raws(), 3)).checkAssert(v -> {
            BigInteger s = big(v[0]).pow(2).add(big(v[1]).pow(2)).add(big(v[2]).pow(2));
            check.check(nearestRoot(s), () -> Fixed.length3(v[0], v[1], v[2]), v);
        });
        check.assertBothOutcomes(3);
    }

    /** Returns the integer nearest to sqrt(n) (never a tie for integers). */
    static BigInteger nearestRoot(BigInteger n) {
        BigInteger r = n.sqrt();
        return n.subtract(r.multiply(r)).compareTo(r) > 0 ? r.add(BigInteger.ONE) : r;
    }

    @Test
    void minMaxClampAgreeWithOrdering() {
        qt().withFixedSeed(SEED).withExamples(N).forAll(raws(), raws(), raws()).checkAssert((a, b, c) -> {
            assertEquals(Math.min(a, b), Fixed.min(a, b));
            assertEquals(Math.max(a, b), Fixed.max(a, b));
            assertEquals(Long.compare(a, b), Fixed.compare(a, b));
            assertEquals(Long.signum(a), Fixed.signum(a));
            long lo = Math.min(b, c);
            long hi = Math.max(b, c);
            assertEquals(Math.max(lo, Math.min(hi, a)), Fixed.clamp(a, lo, hi));
            if (lo < hi) {
                assertThrows(IllegalArgumentException.class, () -> Fixed.clamp(a, hi, lo));
            }
        });
    }

    @Test
    void floorCeilRoundMatchExact() {
        OverflowCheck ceil = new OverflowCheck("ceil");
        OverflowCheck round = new OverflowCheck("round");
        qt().withFixedSeed(SEED).withExamples(N).forAll(raws()).checkAssert(a -> {
            BigInteger[] qr = big(a).divideAndRemainder(Oracle.TWO_POW_32);
            BigInteger fl = qr[1].signum() < 0 ? qr[0].subtract(BigInteger.ONE) : qr[0];
            assertEquals(fl.shiftLeft(32).longValueExact(), Fixed.floor(a));
            assertEquals(fl.intValueExact(), Fixed.toIntFloor(a));
            BigInteger ce = qr[1].signum() > 0 ? qr[0].add(BigInteger.ONE) : qr[0];
            ceil.check(ce.shiftLeft(32), () -> Fixed.ceil(a), a);
            round.check(Oracle.shiftRound32(big(a)).shiftLeft(32), () -> Fixed.round(a), a);
        });
    }

    @Test
    void fromLongExactAcceptsExactlyTheIntRange() {
        qt().withFixedSeed(SEED).withExamples(N).forAll(raws()).checkAssert(v -> {
            if (v == (long) v.intValue()) {
                assertEquals(big(v).shiftLeft(32).longValueExact(), Fixed.fromLongExact(v));
                assertEquals(Fixed.fromInt(v.intValue()), Fixed.fromLongExact(v));
            } else {
                assertThrows(ArithmeticException.class, () -> Fixed.fromLongExact(v));
            }
        });
    }
}
