package dev.lockstep.world;

import dev.lockstep.fixedpoint.Quat;
import dev.lockstep.fixedpoint.Vec3;
import java.math.BigInteger;

/**
 * Exact (unrounded) mass properties in real units: mass, centre of mass and the inertia tensor
 * about that centre, all in one frame. {@link MassProperties} builds one per shape, moves it into
 * the body frame exactly, and rounds once at the very end ({@link #round}).
 *
 * <p>Tensor entries are stored as {@code xx, yy, zz, xy, xz, yz}, products of inertia already
 * carrying their minus sign ({@code xy = -integral(x y dm)}).
 */
final class ExactMass {
    final Surd mass;
    final Rational[] centre;
    final Surd[] tensor;

    ExactMass(Surd mass, Rational[] centre, Surd[] tensor) {
        this.mass = mass;
        this.centre = centre;
        this.tensor = tensor;
    }

    /**
     * Returns these properties placed by {@code rotation} then {@code translation}: centre
     * {@code R c + p} and tensor {@code R I R^T}. {@code R} is the exact rotation of the
     * quaternion's direction, {@code M(q) / |q|^2} (an exactly orthogonal rational matrix, so the
     * principal moments are unchanged); it agrees with {@code Mat3.fromQuat} to rounding.
     *
     * @throws IllegalArgumentException if the quaternion is zero
     */
    ExactMass placed(Quat rotation, Vec3 translation) {
        Rational[][] r = rotationMatrix(rotation);
        Rational[] p = {Rational.fromRaw(translation.x()), Rational.fromRaw(translation.y()), Rational.fromRaw(translation.z())};
        Rational[] c = new Rational[3];
        for (int i = 0; i < 3; i++) {
            Rational sum = p[i];
            for (int k = 0; k < 3; k++) {
                sum = sum.add(r[i][k].mul(centre[k]));
            }
            c[i] = sum;
        }
        Surd[][] full = full(tensor);
        Surd[] t = new Surd[6];
        for (int e = 0; e < 6; e++) {
            int i = ROW[e];
            int j = COL[e];
            Surd sum = Surd.rational(Rational.ZERO);
            for (int k = 0; k < 3; k++) {
                for (int l = 0; l < 3; l++) {
                    sum = sum.add(full[k][l].mul(r[i][k].mul(r[j][l])));
                }
            }
            t[e] = sum;
        }
        return new ExactMass(mass, c, t);
    }

    /** Row and column of packed entry {@code e} in {@code xx, yy, zz, xy, xz, yz} order. */
    static final int[] ROW = {0, 1, 2, 0, 0, 1};
    static final int[] COL = {0, 1, 2, 1, 2, 2};

    static <T> T[][] full(T[] packed, T[][] out) {
        for (int e = 0; e < 6; e++) {
            out[ROW[e]][COL[e]] = packed[e];
            out[COL[e]][ROW[e]] = packed[e];
        }
        return out;
    }

    private static Surd[][] full(Surd[] packed) {
        return full(packed, new Surd[3][3]);
    }

    /** The exact rotation matrix {@code M(q) / (w^2 + x^2 + y^2 + z^2)}. */
    static Rational[][] rotationMatrix(Quat q) {
        BigInteger w = BigInteger.valueOf(q.w());
        BigInteger x = BigInteger.valueOf(q.x());
        BigInteger y = BigInteger.valueOf(q.y());
        BigInteger z = BigInteger.valueOf(q.z());
        BigInteger ww = w.multiply(w);
        BigInteger xx = x.multiply(x);
        BigInteger yy = y.multiply(y);
        BigInteger zz = z.multiply(z);
        BigInteger n = ww.add(xx).add(yy).add(zz);
        if (n.signum() == 0) {
            throw new IllegalArgumentException("local transform has a zero rotation quaternion");
        }
        BigInteger two = BigInteger.TWO;
        BigInteger[][] m = {
            {ww.add(xx).subtract(yy).subtract(zz), two.multiply(x.multiply(y).subtract(w.multiply(z))),
                two.multiply(x.multiply(z).add(w.multiply(y)))},
            {two.multiply(x.multiply(y).add(w.multiply(z))), ww.subtract(xx).add(yy).subtract(zz),
                two.multiply(y.multiply(z).subtract(w.multiply(x)))},
            {two.multiply(x.multiply(z).subtract(w.multiply(y))), two.multiply(y.multiply(z).add(w.multiply(x))),
                ww.subtract(xx).subtract(yy).add(zz)}};
        Rational[][] r = new Rational[3][3];
        for (int i = 0; i < 3; i++) {
            for (int j = 0; j < 3; j++) {
                r[i][j] = Rational.of(m[i][j], n);
            }
        }
        return r;
    }

    /**
     * Rounds every quantity once to raw Q31.32, to nearest, ties to even.
     *
     * @throws IllegalArgumentException naming {@code what} if a value does not fit a raw long
     */
    MassData round(String what) {
        long m = toLong(mass.toRawHalfEven(), what, "mass");
        long cx = toLong(centre[0].toRawHalfEven(), what, "centre x");
        long cy = toLong(centre[1].toRawHalfEven(), what, "centre y");
        long cz = toLong(centre[2].toRawHalfEven(), what, "centre z");
        String[] names = {"ixx", "iyy", "izz", "ixy", "ixz", "iyz"};
        long[] t = new long[6];
        for (int e = 0; e < 6; e++) {
            t[e] = toLong(tensor[e].toRawHalfEven(), what, names[e]);
        }
        return new MassData(m, cx, cy, cz, t[0], t[1], t[2], t[3], t[4], t[5]);
    }

    private static final BigInteger LONG_MIN = BigInteger.valueOf(Long.MIN_VALUE);
    private static final BigInteger LONG_MAX = BigInteger.valueOf(Long.MAX_VALUE);

    static long toLong(BigInteger raw, String what, String quantity) {
        if (raw.compareTo(LONG_MIN) < 0 || raw.compareTo(LONG_MAX) > 0) {
            throw new IllegalArgumentException(what + ": " + quantity + " " + MassWindow.describe(raw)
                    + " does not fit Q31.32 (|value| < 2^31); lower the density or shrink the shape");
        }
        return raw.longValueExact();
    }
}
