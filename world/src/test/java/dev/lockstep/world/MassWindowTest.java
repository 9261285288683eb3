package dev.lockstep.world;

import static org.junit.jupiter.api.Assertions.assertDoesNotThrow;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.lockstep.collision.shape.ConvexHull;
import dev.lockstep.collision.shape.Sphere;
import dev.lockstep.fixedpoint.Fixed;
import dev.lockstep.fixedpoint.FixedFormat;
import dev.lockstep.fixedpoint.Transform;
import dev.lockstep.fixedpoint.Vec3;
import org.junit.jupiter.api.Test;

/** The creation-time window: each broken limit gives a message naming the body, value, limit and hint. */
class MassWindowTest {
    private static final long ONE = Fixed.ONE;
    private static final String WHAT = "body 3 (user data 17)";

    private static MassData cube(String side, long density) {
        long half = FixedFormat.parseExact(side) / 2;
        return MassProperties.of(ConvexHull.box(new Vec3(half, half, half)), Transform.IDENTITY, density);
    }

    private static String rejected(MassData m) {
        return assertThrows(IllegalArgumentException.class, () -> MassWindow.check(m, WHAT)).getMessage();
    }

    private static void assertMentions(String message, String... parts) {
        for (String p : parts) {
            assertTrue(message.contains(p), () -> "missing '" + p + "' in: " + message);
        }
    }

    @Test
    void tooLightIsRejectedWithRaiseTheDensity() {
        String msg = rejected(cube("0.005", ONE));  // m = 1.25e-7 < 2^-20
        assertMentions(msg, WHAT, "mass 0.000000125", "below MIN_MASS = 0.00000095367431640625", "raise the density");
    }

    @Test
    void tooSmallInertiaIsRejected() {
        String msg = rejected(cube("0.05", ONE));  // m = 1.25e-4 is fine, I = 5.2e-7 < 2^-20
        assertMentions(msg, WHAT, "inertia ixx", "below MIN_INERTIA", "raise the density");
    }

    @Test
    void tooHeavyIsRejectedWithLowerTheDensity() {
        String msg = rejected(cube("5", 10_000 * ONE));  // m = 1.25e6 > 2^20
        assertMentions(msg, WHAT, "mass 1250000 ", "above MAX_MASS = 1048576", "lower the density");
        // far outside: the inertia of a 200-unit cube does not even fit Q31.32, so creation fails first
        String huge = assertThrows(IllegalArgumentException.class, () -> cube("200", ONE)).getMessage();
        assertMentions(huge, "hull (8 vertices)", "ixx 53333333333.3", "does not fit Q31.32", "lower the density");
    }

    @Test
    void tooLargeInertiaIsRejected() {
        String msg = rejected(cube("60", ONE));  // m = 216000 is fine, I = 60^5 / 6 = 1.296e8 > 2^26
        assertMentions(msg, WHAT, "inertia ixx 129600000", "above MAX_INERTIA = 67108864", "lower the density");
    }

    @Test
    void zeroAndNegativeDensityAreRejected() {
        ConvexHull box = ConvexHull.box(new Vec3(ONE, ONE, ONE));
        String zero = assertThrows(IllegalArgumentException.class, () -> MassProperties.of(box, Transform.IDENTITY, 0))
                .getMessage();
        assertMentions(zero, "hull (8 vertices)", "density must be > 0, got 0");
        String negative = assertThrows(IllegalArgumentException.class,
                () -> MassProperties.of(Sphere.of(ONE), Transform.IDENTITY, -ONE)).getMessage();
        assertMentions(negative, "sphere (radius 1)", "density must be > 0, got -1");
        assertMentions(assertThrows(IllegalArgumentException.class, () -> MassWindow.checkDensity(0, WHAT)).getMessage(),
                WHAT, "density must be > 0");
    }

    @Test
    void aVanishingVolumeIsRejected() {
        // radius 1 ulp: the exact volume is 4/3 pi 2^-96, mass rounds to zero
        String msg = assertThrows(IllegalArgumentException.class,
                () -> MassProperties.of(Sphere.of(1), Transform.IDENTITY, ONE)).getMessage();
        assertMentions(msg, "sphere (radius 0.00000000023283064365386962890625)", "mass rounds to zero", "raise the density");
    }

    @Test
    void thinCoupledTensorFailsOnItsSmallestPrincipalMoment() {
        // diagonal entries 1 are fine, but the eigenvalues of [[1,a,0],[a,1,0],[0,0,1]] are 1 - a, 1, 1 + a
        long a = ONE - (1L << 11);  // 1 - 2^-21: lambda_min = 2^-21 < 2^-20
        String msg = rejected(new MassData(ONE, 0, 0, 0, ONE, ONE, ONE, a, 0, 0));
        assertMentions(msg, WHAT, "smallest principal moment (rounded down) 0.000000476837158203125", "below MIN_INERTIA");
        assertDoesNotThrow(() -> MassWindow.check(new MassData(ONE, 0, 0, 0, ONE, ONE, ONE, ONE - (1L << 12), 0, 0), WHAT));
    }

    @Test
    void coupledTensorFailsOnItsLargestPrincipalMoment() {
        // ixx = iyy = 0.875 * 2^26 and izz = 2^25 pass, ixy = 0.25 * 2^26: eigenvalues 1.125 * 2^26, 0.625 * 2^26, 2^25
        long d = (1L << 58) - (1L << 55);
        long c = 1L << 56;
        String msg = rejected(new MassData(ONE, 0, 0, 0, d, d, 1L << 57, c, 0, 0));
        assertMentions(msg, WHAT, "largest principal moment (rounded up) 75497472 ", "above MAX_INERTIA");
    }

    @Test
    void documentedBoxSideRangeAtDensityOne() {
        assertDoesNotThrow(() -> MassWindow.check(cube("0.0895", ONE), WHAT));
        assertMentions(rejected(cube("0.0894", ONE)), "below MIN_INERTIA");
        assertDoesNotThrow(() -> MassWindow.check(cube("52.6", ONE), WHAT));
        assertMentions(rejected(cube("52.7", ONE)), "above MAX_INERTIA");
    }

    @Test
    void documentedBoxSideRangeAtDensityThousand() {
        long water = 1000 * ONE;
        assertDoesNotThrow(() -> MassWindow.check(cube("0.0225", water), WHAT));
        assertMentions(rejected(cube("0.0224", water)), "below MIN_INERTIA");
        assertDoesNotThrow(() -> MassWindow.check(cube("10.15", water), WHAT));
        assertMentions(rejected(cube("10.16", water)), "above MAX_MASS");
    }
}
