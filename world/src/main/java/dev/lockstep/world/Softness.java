package dev.lockstep.world;

import dev.lockstep.fixedpoint.Fixed;

/**
 * A soft constraint's three coefficients, from a stiffness in Hz and a damping ratio at substep
 * {@code h} (Box2D v3's {@code b2MakeSoft}; research brief (b) step 3):
 * {@code omega = 2 pi hz}, {@code a1 = 2 zeta + h omega}, {@code a2 = h omega a1},
 * {@code a3 = 1 / (1 + a2)}; {@code biasRate = omega / a1}, {@code massScale = a2 a3},
 * {@code impulseScale = a3}.
 *
 * <p>Rounding: each product and quotient is one {@link Fixed} operation (half-even) in the order
 * written above; the results are world constants, computed once when the world is created, so
 * they are the same bits on every machine. A stiffness of zero gives the rigid coefficients
 * (bias 0, mass scale 1, impulse scale 0).
 *
 * @param biasRate raw, per second
 * @param massScale raw, in [0, 1]
 * @param impulseScale raw, in [0, 1]
 */
public record Softness(long biasRate, long massScale, long impulseScale) {
    /** The rigid constraint: no bias, full mass, no impulse decay. */
    public static final Softness RIGID = new Softness(0, Fixed.ONE, 0);

    /**
     * Returns the coefficients for stiffness {@code hertz} and damping ratio {@code zeta} (raw,
     * both {@code >= 0}) at substep {@code h} (raw seconds, {@code > 0}).
     *
     * @throws IllegalArgumentException if an argument is out of range
     */
    public static Softness of(long hertz, long zeta, long h) {
        if (hertz < 0 || zeta < 0 || h <= 0) {
            throw new IllegalArgumentException("softness needs hertz >= 0, zeta >= 0, h > 0; got hertz "
                    + Fixed.toString(hertz) + ", zeta " + Fixed.toString(zeta) + ", h " + Fixed.toString(h));
        }
        if (hertz == 0) {
            return RIGID;
        }
        long omega = Fixed.mul(Fixed.TWO_PI, hertz);
        long hOmega = Fixed.mul(h, omega);
        long a1 = Fixed.add(Fixed.mulInt(zeta, 2), hOmega);
        long a2 = Fixed.mul(hOmega, a1);
        long a3 = Fixed.div(Fixed.ONE, Fixed.add(Fixed.ONE, a2));
        return new Softness(Fixed.div(omega, a1), Fixed.mul(a2, a3), a3);
    }

    /**
     * Whether {@link #of}{@code (hertz, zeta, h)} gives exactly these coefficients, without making
     * a new record (a restore re-validates every joint each rollback frame and keeps the object it
     * has when the answer is yes). Arguments as for {@link #of}, already checked.
     */
    boolean isOf(long hertz, long zeta, long h) {
        if (hertz == 0) {
            return equals(RIGID);
        }
        long omega = Fixed.mul(Fixed.TWO_PI, hertz);
        long hOmega = Fixed.mul(h, omega);
        long a1 = Fixed.add(Fixed.mulInt(zeta, 2), hOmega);
        long a2 = Fixed.mul(hOmega, a1);
        long a3 = Fixed.div(Fixed.ONE, Fixed.add(Fixed.ONE, a2));
        return biasRate == Fixed.div(omega, a1) && massScale == Fixed.mul(a2, a3) && impulseScale == a3;
    }
}
