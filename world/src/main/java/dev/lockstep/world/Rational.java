package dev.lockstep.world;

import java.math.BigInteger;

/**
 * An exact rational {@code num / den} ({@code den > 0}, lowest terms) for creation-time mass
 * computations. Immutable; every operation is exact. Nothing on a per-step path uses it.
 */
final class Rational implements Comparable<Rational> {
    static final Rational ZERO = new Rational(BigInteger.ZERO, BigInteger.ONE);
    static final Rational ONE = new Rational(BigInteger.ONE, BigInteger.ONE);
    /** {@code 2^32}: one raw Q31.32 unit is {@code 1 / RAW_SCALE}. */
    static final BigInteger RAW_SCALE = BigInteger.ONE.shiftLeft(32);

    final BigInteger num;
    final BigInteger den;

    private Rational(BigInteger num, BigInteger den) {
        this.num = num;
        this.den = den;
    }

    /** Returns {@code num / den} in lowest terms. */
    static Rational of(BigInteger num, BigInteger den) {
        if (den.signum() == 0) {
            throw new ArithmeticException("rational with zero denominator");
        }
        if (den.signum() < 0) {
            num = num.negate();
            den = den.negate();
        }
        BigInteger g = num.gcd(den);
        if (!g.equals(BigInteger.ONE) && g.signum() != 0) {
            num = num.divide(g);
            den = den.divide(g);
        }
        return num.signum() == 0 ? ZERO : new Rational(num, den);
    }

    static Rational of(long num, long den) {
        return of(BigInteger.valueOf(num), BigInteger.valueOf(den));
    }

    static Rational ofInt(long v) {
        return new Rational(BigInteger.valueOf(v), BigInteger.ONE);
    }

    /** Returns the real value of a raw Q31.32 long: {@code raw / 2^32}. */
    static Rational fromRaw(long raw) {
        return of(BigInteger.valueOf(raw), RAW_SCALE);
    }

    Rational add(Rational o) {
        if (den.equals(o.den)) {
            return of(num.add(o.num), den);
        }
        return of(num.multiply(o.den).add(o.num.multiply(den)), den.multiply(o.den));
    }

    Rational sub(Rational o) {
        return add(o.negate());
    }

    Rational negate() {
        return new Rational(num.negate(), den);
    }

    Rational mul(Rational o) {
        return of(num.multiply(o.num), den.multiply(o.den));
    }

    Rational div(Rational o) {
        return of(num.multiply(o.den), den.multiply(o.num));
    }

    int signum() {
        return num.signum();
    }

    @Override
    public int compareTo(Rational o) {
        return num.multiply(o.den).compareTo(o.num.multiply(den));
    }

    /**
     * Returns {@code round(this * 2^32)} to the nearest integer, ties to even: the raw Q31.32
     * value of this number rounded once.
     */
    BigInteger toRawHalfEven() {
        return roundHalfEven(num.shiftLeft(32), den);
    }

    /** Returns this number rounded to the nearest integer, ties to even (no scaling). */
    BigInteger roundHalfEven() {
        return roundHalfEven(num, den);
    }

    /** Returns {@code n / d} ({@code d > 0}) rounded to the nearest integer, ties to even. */
    static BigInteger roundHalfEven(BigInteger n, BigInteger d) {
        BigInteger[] qr = n.divideAndRemainder(d);
        BigInteger q = qr[0];
        BigInteger r = qr[1];
        if (r.signum() < 0) {  // floor division: remainder in [0, d)
            q = q.subtract(BigInteger.ONE);
            r = r.add(d);
        }
        int c = r.shiftLeft(1).compareTo(d);
        if (c > 0 || (c == 0 && q.testBit(0))) {
            q = q.add(BigInteger.ONE);
        }
        return q;
    }
}
