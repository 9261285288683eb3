package dev.lockstep.fixedpoint;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;

import org.junit.jupiter.api.Test;

/** Known answers for FixedTrig, including the javadoc examples; raw hex with decimal comments. */
class FixedTrigTest {
    @Test
    void sinOfZeroIsZero() {
        assertEquals(0L, FixedTrig.sin(0));
        assertEquals(Fixed.ONE, FixedTrig.cos(0));
    }

    @Test
    void sinOfHalfPiIsOne() {
        assertEquals(0x1_0000_0000L, FixedTrig.sin(Fixed.HALF_PI));          // 1.0
        assertEquals(-0x1_0000_0000L, FixedTrig.sin(-Fixed.HALF_PI));        // -1.0
    }

    @Test
    void sinOfRawPiIsTheRoundedResidual() {
        // Fixed.PI = 0x3_243F_6A89 is pi + 0.48 ulp, so sin(PI) = -0.48 ulp, rounding to 0
        assertEquals(0L, FixedTrig.sin(Fixed.PI));
        assertEquals(-Fixed.ONE, FixedTrig.cos(Fixed.PI));
    }

    @Test
    void cosOfHalfPiIsTheRoundedResidual() {
        // HALF_PI = 0x1_921F_B544 is pi/2 - 0.26 ulp: cos = +0.26 ulp, rounds to 0
        assertEquals(0L, FixedTrig.cos(Fixed.HALF_PI));
    }

    @Test
    void extremesAreDefined() {
        // spot values, checked against the BigDecimal oracle by FixedTrigProperties as well
        FixedTrigProperties.assertWithinBound("sin", Long.MIN_VALUE, FixedTrig.sin(Long.MIN_VALUE),
                Oracle.sin(Oracle.value(Long.MIN_VALUE)));
        FixedTrigProperties.assertWithinBound("cos", Long.MAX_VALUE, FixedTrig.cos(Long.MAX_VALUE),
                Oracle.cos(Oracle.value(Long.MAX_VALUE)));
    }

    @Test
    void atan2JavadocExamples() {
        assertEquals(0xC90F_DAA2L, FixedTrig.atan2(Fixed.ONE, Fixed.ONE));               // pi/4 = 0.785398...
        assertEquals(-0x2_5B2F_8FE6L, FixedTrig.atan2(-Fixed.ONE, -Fixed.ONE));          // -3pi/4
        assertEquals(0L, FixedTrig.atan2(0, 0));
        assertEquals(Fixed.PI, FixedTrig.atan2(0, -Fixed.ONE));
        assertEquals(Fixed.HALF_PI, FixedTrig.atan2(Fixed.ONE, 0));
        assertEquals(-Fixed.HALF_PI, FixedTrig.atan2(Long.MIN_VALUE, 0));
        assertEquals(-0xC90F_DAA2L - 0x1_921F_B544L, FixedTrig.atan2(Long.MIN_VALUE, Long.MIN_VALUE)); // -3pi/4
    }

    @Test
    void asinAndAcosAtTheEnds() {
        assertEquals(Fixed.HALF_PI, FixedTrig.asin(Fixed.ONE));
        assertEquals(-Fixed.HALF_PI, FixedTrig.asin(-Fixed.ONE));
        assertEquals(0L, FixedTrig.acos(Fixed.ONE));
        assertEquals(Fixed.PI, FixedTrig.acos(-Fixed.ONE));
        assertEquals(Fixed.HALF_PI, FixedTrig.acos(0));
        assertEquals(0x860A_91C1L, FixedTrig.asin(Fixed.HALF));                         // pi/6 = 0.5235987...
    }

    @Test
    void asinRejectsOneUlpAboveOne() {
        ArithmeticException e = assertThrows(ArithmeticException.class, () -> FixedTrig.asin(Fixed.ONE + 1));
        assertEquals("asin(0x0000000100000001 = 1.00000000023283064365386962890625): argument outside [-1, 1]", e.getMessage());
    }

    @Test
    void quatFromAxisAngleQuarterTurnAboutZ() {
        Quat q = Quat.fromAxisAngle(Vec3.UNIT_Z, Fixed.HALF_PI);
        assertEquals(new Quat(0xB504_F334L, 0, 0, 0xB504_F334L), q);                   // cos/sin 45 deg = 0.7071067...
        Quat scaledAxis = Quat.fromAxisAngle(new Vec3(0, 0, Fixed.fromInt(7)), Fixed.HALF_PI);
        assertEquals(q, scaledAxis);
    }

    @Test
    void quatFromAxisAngleRejectsZeroAxis() {
        assertThrows(ArithmeticException.class, () -> Quat.fromAxisAngle(Vec3.ZERO, Fixed.ONE));
    }
}
