package dev.lockstep.fixedpoint;

import java.math.BigDecimal;
import java.math.BigInteger;
import java.math.MathContext;
import java.math.RoundingMode;

/**
 * Exact and high-precision reference arithmetic for the property tests: BigInteger for every
 * rational operation (exact, then one round-half-even), BigDecimal series with 70 significant
 * digits for the transcendental functions (far beyond the 2^-64 the bounds need).
 */
public final class Oracle {
    /** Working precision of the transcendental oracles. */
    public static final MathContext MC = new MathContext(70);
    public static final BigInteger TWO_POW_32 = BigInteger.ONE.shiftLeft(32);
    public static final BigDecimal TWO_POW_32_DEC = new BigDecimal(TWO_POW_32);
    public static final BigInteger MIN = BigInteger.valueOf(Long.MIN_VALUE);
    public static final BigInteger MAX = BigInteger.valueOf(Long.MAX_VALUE);
    /** pi to 70 digits, from Machin-free atan(1) with argument halving. */
    public static final BigDecimal PI = atan(BigDecimal.ONE).multiply(BigDecimal.valueOf(4), MC);

    private Oracle() {
    }

    public static BigInteger big(long v) {
        return BigInteger.valueOf(v);
    }

    public static boolean fits(BigInteger v) {
        return v.bitLength() <= 63;
    }

    /** Returns n / d rounded to nearest, ties to even (d != 0). */
    public static BigInteger divRound(BigInteger n, BigInteger d) {
        return new BigDecimal(n).divide(new BigDecimal(d), 0, RoundingMode.HALF_EVEN).toBigIntegerExact();
    }

    /** Returns v / 2^32 rounded to nearest, ties to even. */
    public static BigInteger shiftRound32(BigInteger v) {
        return divRound(v, TWO_POW_32);
    }

    /** Returns the value of a raw long as an exact decimal. */
    public static BigDecimal value(long raw) {
        return new BigDecimal(BigInteger.valueOf(raw)).divide(TWO_POW_32_DEC);
    }

    /** Returns |raw - exact * 2^32|: the error of a raw result in ulps. */
    public static BigDecimal ulpError(long raw, BigDecimal exact) {
        return new BigDecimal(BigInteger.valueOf(raw)).subtract(exact.multiply(TWO_POW_32_DEC)).abs();
    }

    public static BigDecimal sin(BigDecimal x) {
        BigDecimal r = reduceTwoPi(x);
        BigDecimal r2 = r.multiply(r, MC);
        BigDecimal term = r;
        BigDecimal sum = r;
        for (int k = 1; term.abs().compareTo(new BigDecimal("1e-75")) > 0; k++) {
            term = term.multiply(r2, MC).divide(BigDecimal.valueOf((2L * k) * (2L * k + 1)), MC).negate();
            sum = sum.add(term, MC);
        }
        return sum;
    }

    public static BigDecimal cos(BigDecimal x) {
        BigDecimal r = reduceTwoPi(x);
        BigDecimal r2 = r.multiply(r, MC);
        BigDecimal term = BigDecimal.ONE;
        BigDecimal sum = BigDecimal.ONE;
        for (int k = 1; term.abs().compareTo(new BigDecimal("1e-75")) > 0; k++) {
            term = term.multiply(r2, MC).divide(BigDecimal.valueOf((2L * k - 1) * (2L * k)), MC).negate();
            sum = sum.add(term, MC);
        }
        return sum;
    }

    /** Returns x - 2 pi round(x / 2 pi), in [-pi, pi]. */
    private static BigDecimal reduceTwoPi(BigDecimal x) {
        BigDecimal twoPi = PI.multiply(BigDecimal.valueOf(2));
        BigDecimal n = x.divide(twoPi, 0, RoundingMode.HALF_EVEN);
        return x.subtract(twoPi.multiply(n), MC);
    }

    /** atan by the odd series after halving the argument below 0.05. */
    public static BigDecimal atan(BigDecimal x) {
        int halvings = 0;
        while (x.abs().compareTo(new BigDecimal("0.05")) > 0) {
            x = x.divide(BigDecimal.ONE.add(BigDecimal.ONE.add(x.multiply(x, MC)).sqrt(MC)), MC);
            halvings++;
        }
        BigDecimal x2 = x.multiply(x, MC);
        BigDecimal power = x;
        BigDecimal sum = BigDecimal.ZERO;
        for (int k = 1; power.abs().compareTo(new BigDecimal("1e-75")) > 0; k += 2) {
            BigDecimal t = power.divide(BigDecimal.valueOf(k), MC);
            sum = ((k / 2) % 2 == 0) ? sum.add(t, MC) : sum.subtract(t, MC);
            power = power.multiply(x2, MC);
        }
        return sum.multiply(BigDecimal.valueOf(1L << halvings));
    }

    /** atan2 with the Fixed conventions: (0,0) -> 0, (0, x<0) -> pi, range (-pi, pi]. */
    public static BigDecimal atan2(BigDecimal y, BigDecimal x) {
        int sy = y.signum();
        int sx = x.signum();
        if (sy == 0) {
            return sx < 0 ? PI : BigDecimal.ZERO;
        }
        if (sx == 0) {
            BigDecimal h = PI.divide(BigDecimal.valueOf(2), MC);
            return sy > 0 ? h : h.negate();
        }
        BigDecimal base = atan(y.abs().divide(x.abs(), MC));
        if (sx < 0) {
            base = PI.subtract(base);
        }
        return sy < 0 ? base.negate() : base;
    }

    public static BigDecimal asin(BigDecimal a) {
        BigDecimal c = BigDecimal.ONE.subtract(a.multiply(a)).sqrt(MC);
        return atan2(a, c);
    }

    public static BigDecimal acos(BigDecimal a) {
        BigDecimal c = BigDecimal.ONE.subtract(a.multiply(a)).sqrt(MC);
        return atan2(c, a);
    }
}
