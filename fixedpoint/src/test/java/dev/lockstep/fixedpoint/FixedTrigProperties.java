package dev.lockstep.fixedpoint;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;
import static org.quicktheories.QuickTheory.qt;

import java.math.BigDecimal;
import java.math.BigInteger;
import java.math.RoundingMode;
import java.util.function.LongUnaryOperator;
import java.util.function.UnaryOperator;
import org.junit.jupiter.api.Test;
import org.quicktheories.core.Gen;
import org.quicktheories.generators.Generate;

/**
 * FixedTrig against BigDecimal series oracles: every result within {@code 0.5 + 2^-10} ulp of the
 * exact value (the documented bound is {@code 0.5 + 2^-20}; the issue asks for at most 2 ulp).
 */
class FixedTrigProperties {
    /** Tested error bound in ulps. */
    static final BigDecimal BOUND = new BigDecimal("0.5").add(BigDecimal.ONE.divide(BigDecimal.valueOf(1024)));
    private static final long SEED = 0x7219_2026L;

    static void assertWithinBound(String op, long in, long actual, BigDecimal exact) {
        BigDecimal err = Oracle.ulpError(actual, exact);
        assertTrue(err.compareTo(BOUND) <= 0, () -> op + "(" + Long.toHexString(in) + " = " + Fixed.toString(in)
                + ") = " + Long.toHexString(actual) + ", exact " + exact.multiply(Oracle.TWO_POW_32_DEC)
                .round(Oracle.MC) + " raw, error " + err.round(new java.math.MathContext(6)) + " ulp");
    }

    private static void checkUnary(String op, Gen<Long> gen, int examples, LongUnaryOperator f,
                                   UnaryOperator<BigDecimal> exact) {
        qt().withFixedSeed(SEED).withExamples(examples).forAll(gen)
                .checkAssert(a -> assertWithinBound(op, a, f.applyAsLong(a), exact.apply(Oracle.value(a))));
    }

    /** Raw angles within a few ulps of k*pi/2 for large k (the cancellation case of range reduction). */
    static Gen<Long> nearMultiplesOfHalfPi() {
        Gen<Long> k = Generate.longRange(0, 1_367_000_000L);
        Gen<Integer> delta = Generate.range(-3, 3);
        Gen<Boolean> negate = Generate.booleans();
        return in -> {
            BigDecimal exact = Oracle.PI.multiply(BigDecimal.valueOf(k.generate(in))).divide(BigDecimal.valueOf(2))
                    .multiply(Oracle.TWO_POW_32_DEC);
            long raw = exact.setScale(0, RoundingMode.HALF_EVEN).longValueExact() + delta.generate(in);
            return negate.generate(in) ? -raw : raw;
        };
    }

    @Test
    void sinWithinBoundOverAllRaws() {
        checkUnary("sin", FixedGenerators.raws(), 3000, FixedTrig::sin, Oracle::sin);
    }

    @Test
    void cosWithinBoundOverAllRaws() {
        checkUnary("cos", FixedGenerators.raws(), 3000, FixedTrig::cos, Oracle::cos);
    }

    @Test
    void sinAndCosWithinBoundNearMultiplesOfHalfPi() {
        checkUnary("sin", nearMultiplesOfHalfPi(), 1500, FixedTrig::sin, Oracle::sin);
        checkUnary("cos", nearMultiplesOfHalfPi(), 1500, FixedTrig::cos, Oracle::cos);
    }

    @Test
    void sinAndCosWithinBoundOnSmallAngles() {
        checkUnary("sin", FixedGenerators.within(8 * Fixed.ONE), 2000, FixedTrig::sin, Oracle::sin);
        checkUnary("cos", FixedGenerators.within(8 * Fixed.ONE), 2000, FixedTrig::cos, Oracle::cos);
    }

    @Test
    void sinIsOddAndCosIsEvenBitForBit() {
        qt().withFixedSeed(SEED).withExamples(5000).forAll(FixedGenerators.raws()).assuming(a -> a != Long.MIN_VALUE)
                .checkAssert(a -> {
                    assertEquals(-FixedTrig.sin(a), FixedTrig.sin(-a));
                    assertEquals(FixedTrig.cos(a), FixedTrig.cos(-a));
                });
    }

    @Test
    void atan2WithinBound() {
        qt().withFixedSeed(SEED).withExamples(3000).forAll(FixedGenerators.raws(), FixedGenerators.raws())
                .checkAssert((y, x) -> {
                    long actual = FixedTrig.atan2(y, x);
                    BigDecimal exact = Oracle.atan2(Oracle.value(y), Oracle.value(x));
                    BigDecimal err = Oracle.ulpError(actual, exact);
                    assertTrue(err.compareTo(BOUND) <= 0, () -> "atan2(" + y + ", " + x + ") = " + actual + " error " + err);
                });
    }

    @Test
    void atan2IsInvariantUnderPowerOfTwoScaling() {
        qt().withFixedSeed(SEED).withExamples(3000).forAll(FixedGenerators.within(1L << 40), FixedGenerators.within(1L << 40),
                Generate.range(1, 20)).checkAssert((y, x, s) ->
                assertEquals(FixedTrig.atan2(y, x), FixedTrig.atan2(y << s, x << s)));
    }

    @Test
    void asinAndAcosWithinBound() {
        checkUnary("asin", FixedGenerators.within(Fixed.ONE), 2000, FixedTrig::asin, Oracle::asin);
        checkUnary("acos", FixedGenerators.within(Fixed.ONE), 2000, FixedTrig::acos, Oracle::acos);
    }

    @Test
    void asinAndAcosRejectArgumentsOutsideUnitInterval() {
        qt().withFixedSeed(SEED).withExamples(500).forAll(FixedGenerators.raws())
                .assuming(a -> a > Fixed.ONE || a < -Fixed.ONE).checkAssert(a -> {
                    ArithmeticException e = assertThrows(ArithmeticException.class, () -> FixedTrig.asin(a));
                    assertTrue(e.getMessage().startsWith("asin(0x"), e.getMessage());
                    e = assertThrows(ArithmeticException.class, () -> FixedTrig.acos(a));
                    assertTrue(e.getMessage().startsWith("acos(0x"), e.getMessage());
                });
    }

    @Test
    void quatFromAxisAngleWithinTwoUlp() {
        Gen<long[]> axes = FixedGenerators.arrays(FixedGenerators.within(1L << 45), 3);
        qt().withFixedSeed(SEED).withExamples(1500).forAll(axes, FixedGenerators.raws())
                .assuming((ax, angle) -> (ax[0] | ax[1] | ax[2]) != 0).checkAssert((ax, angle) -> {
                    Quat q = Quat.fromAxisAngle(new Vec3(ax[0], ax[1], ax[2]), angle);
                    BigDecimal half = Oracle.value(angle).divide(BigDecimal.valueOf(2));
                    BigDecimal s = Oracle.sin(half);
                    BigDecimal len = new BigDecimal(BigInteger.valueOf(ax[0]).pow(2).add(BigInteger.valueOf(ax[1]).pow(2))
                            .add(BigInteger.valueOf(ax[2]).pow(2))).sqrt(Oracle.MC);
                    BigDecimal two = BigDecimal.valueOf(2);
                    long[] got = {q.w(), q.x(), q.y(), q.z()};
                    BigDecimal[] exact = {Oracle.cos(half),
                        new BigDecimal(ax[0]).multiply(s).divide(len, Oracle.MC),
                        new BigDecimal(ax[1]).multiply(s).divide(len, Oracle.MC),
                        new BigDecimal(ax[2]).multiply(s).divide(len, Oracle.MC)};
                    for (int i = 0; i < 4; i++) {
                        BigDecimal err = Oracle.ulpError(got[i], exact[i]);
                        int c = i;
                        assertTrue(err.compareTo(two) <= 0, () -> "component " + c + " of " + q + " error " + err);
                    }
                });
    }
}
