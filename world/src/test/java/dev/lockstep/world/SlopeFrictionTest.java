package dev.lockstep.world;

import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.lockstep.fixedpoint.Fixed;
import dev.lockstep.fixedpoint.Quat;
import dev.lockstep.fixedpoint.Vec3;
import org.junit.jupiter.api.Test;

/**
 * Issue 18, Proof: "a box on a slope of angle theta stays when tan theta &lt; mu and slides
 * otherwise". Coulomb's law puts the threshold at {@code atan(mu)}; the test checks both sides
 * well away from it, then bisects the angle at which the solver lets go and compares it with
 * {@code atan(mu)} (doubles only for that oracle and for printing).
 *
 * <p>The scene: a static slab (half extents 20 x 0.5 x 5) rotated by theta about z, and a unit
 * box resting on its top face, rotated by the same theta, both with friction {@code mu} so that
 * the mixed friction {@code sqrt(mu mu)} is exactly {@code mu}. Sleep is off: a box creeping off
 * just above the threshold is slower than the sleep threshold for longer than
 * {@code sleepTicks}, and would otherwise freeze and be counted as staying.
 */
class SlopeFrictionTest {
    /** Ticks per trial: 120 (2 s). */
    static final int TRIAL_TICKS = 120;
    /**
     * A box "slides" when its centre moved more than 0.01 m along the slope in a trial. Just above
     * the threshold the downhill acceleration is {@code g (sin theta - mu cos theta)}, so this
     * distance in 2 s marks the angle about {@code 0.0005 / (cos theta + mu sin theta)} rad (under
     * 0.03 degrees) above the true threshold; a box that stays creeps far less (measured below).
     */
    static final long SLIDE_DISTANCE = FixedDecimals.raw("0.01");
    /** Bisection steps: 12 halvings of a 1.15 rad bracket, a resolution of 0.016 degrees. */
    static final int BISECTION_STEPS = 12;
    /**
     * Largest accepted shortfall {@code atan(mu) - measured threshold}: 0.75 degrees. Measured with
     * Box3D's central friction: +0.008 (mu 0.2), -0.029 (mu 0.5) and -0.52 degrees (mu 0.9). With
     * per-point friction it was -0.008, -0.56 and -1.75: solved point by point, each point's
     * friction turned the box about the normal, so the four impulses fanned out (about +-20 degrees
     * at mu 0.9) while each sat on its cone, an effective friction of 0.843 for 0.9. What remains at
     * mu 0.9 is the soft contact's give on a steep slope.
     */
    static final double THRESHOLD_SHORTFALL_DEGREES = 0.75;
    /**
     * Largest accepted excess {@code measured threshold - atan(mu)}: 0.1 degrees, six bisection
     * resolutions. Friction must never hold a box beyond Coulomb's limit.
     */
    static final double THRESHOLD_EXCESS_DEGREES = 0.1;

    @Test
    void mu05_staysTwoDegreesBelowAtanMu_slidesTwoDegreesAbove() {
        long mu = Fixed.HALF;
        double atan = Math.toDegrees(Math.atan(0.5));
        double below = Math.abs(slideDistance(mu, radians(atan - 2)));
        double above = Math.abs(slideDistance(mu, radians(atan + 2)));
        System.out.printf("SlopeFrictionTest: mu 0.5, slope %.3f deg moved %.6f m, slope %.3f deg moved %.6f m in %d ticks%n",
                atan - 2, below, atan + 2, above, TRIAL_TICKS);
        assertTrue(below < 0.001, "tan(theta) < mu but the box moved " + below + " m");
        // Coulomb: g (sin - mu cos) = 0.38 m/s^2 for 2 s moves 0.76 m (measured 0.79 with central friction)
        assertTrue(above > 0.3, "tan(theta) > mu but the box moved only " + above + " m");
    }

    @Test
    void mu05_bisectedThreshold_isAtanMu() {
        checkThreshold(Fixed.HALF, "0.5");
    }

    @Test
    void mu02_bisectedThreshold_isAtanMu() {
        checkThreshold(FixedDecimals.raw("0.2"), "0.2");
    }

    @Test
    void mu09_bisectedThreshold_isAtanMu() {
        checkThreshold(FixedDecimals.raw("0.9"), "0.9");
    }

    private static void checkThreshold(long mu, String muText) {
        long lo = FixedDecimals.raw("0.05");
        long hi = FixedDecimals.raw("1.2");
        assertTrue(!slides(mu, lo) && slides(mu, hi), "bracket [0.05, 1.2] rad does not hold the threshold");
        for (int i = 0; i < BISECTION_STEPS; i++) {
            long mid = Fixed.add(lo, Fixed.sub(hi, lo) >> 1);
            if (slides(mu, mid)) {
                hi = mid;
            } else {
                lo = mid;
            }
        }
        double measured = Math.toDegrees(Fixed.toDoubleForDisplay(Fixed.add(lo, hi) >> 1));
        double oracle = Math.toDegrees(Math.atan(Fixed.toDoubleForDisplay(mu)));
        System.out.printf("SlopeFrictionTest: mu %s threshold %.4f deg (bracket %.4f..%.4f), atan(mu) %.4f deg, difference %+.4f deg%n",
                muText, measured, Math.toDegrees(Fixed.toDoubleForDisplay(lo)), Math.toDegrees(Fixed.toDoubleForDisplay(hi)),
                oracle, measured - oracle);
        assertTrue(measured - oracle <= THRESHOLD_EXCESS_DEGREES,
                "threshold " + measured + " deg is above atan(mu) = " + oracle + " by more than " + THRESHOLD_EXCESS_DEGREES);
        assertTrue(oracle - measured <= THRESHOLD_SHORTFALL_DEGREES,
                "threshold " + measured + " deg is below atan(mu) = " + oracle + " by more than " + THRESHOLD_SHORTFALL_DEGREES);
    }

    private static boolean slides(long mu, long theta) {
        return Math.abs(slideDistance(mu, theta)) > Fixed.toDoubleForDisplay(SLIDE_DISTANCE);
    }

    /** Returns how far (m) the box's centre moved along the slope in {@link #TRIAL_TICKS}, positive uphill. */
    static double slideDistance(long mu, long theta) {
        World world = new World(new WorldDef().enableSleep(false));
        Quat tilt = Quat.fromAxisAngle(Vec3.UNIT_Z, theta);
        world.createBody(new BodyDef().rotation(tilt)
                .shape(ShapeDef.box(new Vec3(Fixed.fromInt(20), Scenes.HALF, Fixed.fromInt(5))).friction(mu)));
        // the box's centre one metre out along the slab's top normal: slab half height + box half extent
        Vec3 start = tilt.rotate(Vec3.UNIT_Y);
        BodyId box = world.createBody(new BodyDef().type(BodyType.DYNAMIC).position(start).rotation(tilt)
                .shape(ShapeDef.box(new Vec3(Scenes.HALF, Scenes.HALF, Scenes.HALF)).friction(mu)));
        for (int t = 0; t < TRIAL_TICKS; t++) {
            world.step();
        }
        Vec3 moved = world.position(box).sub(start);
        Vec3 uphill = tilt.rotate(Vec3.UNIT_X);
        return Fixed.toDoubleForDisplay(moved.dot(uphill));
    }

    private static long radians(double degrees) {
        return FixedDecimals.raw(new java.math.BigDecimal(Math.toRadians(degrees)).toPlainString());
    }
}
