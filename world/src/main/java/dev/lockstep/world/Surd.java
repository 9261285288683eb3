package dev.lockstep.world;

import java.math.BigInteger;

/**
 * An exact real {@code a + b * sqrt(s)} with rational {@code a}, {@code b} and a rational radicand
 * {@code s >= 0}. A capsule's mass properties have this form (its segment length is
 * {@code sqrt(d . d)}); spheres and hulls have {@code b = 0}. Sums require the same radicand, which
 * holds because every quantity of one shape shares its one length.
 */
final class Surd {
    final Rational a;
    final Rational b;
    final Rational s;

    private Surd(Rational a, Rational b, Rational s) {
        this.a = a;
        this.b = b;
        this.s = s;
    }

    static Surd rational(Rational a) {
        return new Surd(a, Rational.ZERO, Rational.ZERO);
    }

    /** Returns {@code a + b * sqrt(s)}; {@code s} must be {@code >= 0}. */
    static Surd of(Rational a, Rational b, Rational s) {
        if (s.signum() < 0) {
            throw new ArithmeticException("negative radicand");
        }
        return s.signum() == 0 ? rational(a) : new Surd(a, b, s);
    }

    Surd add(Surd o) {
        if (b.signum() != 0 && o.b.signum() != 0 && s.compareTo(o.s) != 0) {
            throw new IllegalStateException("surds with different radicands");
        }
        Rational radicand = b.signum() != 0 ? s : o.s;
        return of(a.add(o.a), b.add(o.b), radicand);
    }

    Surd mul(Rational k) {
        return new Surd(a.mul(k), b.mul(k), s);
    }

    /** Returns the sign of {@code this - t}, exactly. */
    int compareTo(Rational t) {
        return signOf(a.sub(t), b, s);
    }

    /** Returns the sign of {@code x + y * sqrt(s)}, exactly (squaring only when the signs differ). */
    private static int signOf(Rational x, Rational y, Rational s) {
        int sx = x.signum();
        int sy = s.signum() == 0 ? 0 : y.signum();
        if (sy == 0) {
            return sx;
        }
        if (sx == 0 || sx == sy) {
            return sy;
        }
        int c = x.mul(x).compareTo(y.mul(y).mul(s));  // |x| vs |y| sqrt(s)
        return c == 0 ? 0 : (c > 0 ? sx : sy);
    }

    /**
     * Returns {@code round(this * 2^32)} to the nearest integer, ties to even, exactly: an
     * approximation picks a candidate and exact sign tests move it to {@code floor(v + 1/2)}
     * (a tie needs {@code sqrt(s)} rational, and is then detected exactly too).
     */
    BigInteger toRawHalfEven() {
        Surd v = mul(Rational.of(Rational.RAW_SCALE, BigInteger.ONE));
        if (v.b.signum() == 0) {
            return v.a.roundHalfEven();
        }
        BigInteger n = v.approximateFloorPlusHalf();
        Rational half = Rational.of(1, 2);
        while (v.compareTo(Rational.of(n, BigInteger.ONE).sub(half)) < 0) {
            n = n.subtract(BigInteger.ONE);
        }
        while (v.compareTo(Rational.of(n, BigInteger.ONE).add(half)) >= 0) {
            n = n.add(BigInteger.ONE);
        }
        // now n - 1/2 <= v < n + 1/2; on the tie v == n - 1/2 take the even neighbour
        if (n.testBit(0) && v.compareTo(Rational.of(n, BigInteger.ONE).sub(half)) == 0) {
            n = n.subtract(BigInteger.ONE);
        }
        return n;
    }

    /** A candidate for {@code floor(v + 1/2)}, off by at most one or two (fixed up exactly by the caller). */
    private BigInteger approximateFloorPlusHalf() {
        BigInteger sn = s.num.multiply(s.den);  // sqrt(s) = sqrt(sn) / den
        int p = 64 + Math.max(a.num.bitLength(), b.num.bitLength()) + b.den.bitLength() + s.den.bitLength();
        BigInteger root = sn.shiftLeft(2 * p).sqrt();  // floor(sqrt(sn) * 2^p)
        // v ~ a + b * root / (den * 2^p)
        Rational approx = a.add(b.mul(Rational.of(root, s.den.shiftLeft(p))));
        Rational shifted = approx.add(Rational.of(1, 2));
        BigInteger[] qr = shifted.num.divideAndRemainder(shifted.den);
        return qr[1].signum() < 0 ? qr[0].subtract(BigInteger.ONE) : qr[0];
    }
}
