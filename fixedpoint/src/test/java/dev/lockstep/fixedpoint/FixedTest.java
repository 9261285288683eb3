package dev.lockstep.fixedpoint;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;

import org.junit.jupiter.api.Test;

/** Known answers for Fixed, including every javadoc example; raw hex with decimal comments. */
class FixedTest {
    @Test
    void javadocMulExamples() {
        assertEquals(Fixed.fromInt(3) / 2, Fixed.mul(Fixed.fromInt(3), Fixed.HALF));   // 1.5 exact
        assertEquals(0L, Fixed.mul(1, Fixed.HALF));                                     // 0.5 ulp ties to even: 0
        assertEquals(2L, Fixed.mul(3, Fixed.HALF));                                     // 1.5 ulp ties to even: 2
        assertEquals(-2L, Fixed.mul(-3, Fixed.HALF));                                   // symmetric about zero
    }

    @Test
    void roundTiesToEven() {
        assertEquals(Fixed.fromInt(2), Fixed.round(0x2_8000_0000L));                    // round(2.5) = 2
        assertEquals(Fixed.fromInt(-2), Fixed.round(-0x2_8000_0000L));                  // round(-2.5) = -2
        assertEquals(Fixed.fromInt(4), Fixed.round(0x3_8000_0000L));                    // round(3.5) = 4
    }

    @Test
    void floorAndCeilOfNegativeFraction() {
        assertEquals(Fixed.fromInt(-2), Fixed.floor(-0x1_8000_0000L));                  // floor(-1.5) = -2
        assertEquals(Fixed.fromInt(-1), Fixed.ceil(-0x1_8000_0000L));                   // ceil(-1.5) = -1
        assertThrows(FixedOverflowException.class, () -> Fixed.ceil(Long.MAX_VALUE));  // ceil would be 2^31
    }

    @Test
    void overflowMessageNamesOpAndOperands() {
        FixedOverflowException e = assertThrows(FixedOverflowException.class,
                () -> Fixed.mul(0x7fff_0000_0000_0000L, 0x0000_0002_0000_0000L));          // 2147418112 * 2 > 2^31
        assertEquals("mul(0x7fff000000000000 = 2147418112, 0x0000000200000000 = 2) overflows Q31.32", e.getMessage());
    }

    @Test
    void divisionByZeroAndNegativeSqrtAreDomainErrors() {
        ArithmeticException e = assertThrows(ArithmeticException.class, () -> Fixed.div(Fixed.ONE, 0));
        assertEquals("div(0x0000000100000000 = 1, 0x0000000000000000 = 0): division by zero", e.getMessage());
        e = assertThrows(ArithmeticException.class, () -> Fixed.sqrt(-1));
        assertEquals("sqrt(0xffffffffffffffff = -0.00000000023283064365386962890625): negative argument", e.getMessage());
    }

    @Test
    void divRoundsToNearest() {
        assertEquals(0x5555_5555L, Fixed.div(Fixed.ONE, Fixed.fromInt(3)));             // 1/3 = 0.333333333255723...
        assertEquals(0xAAAA_AAABL, Fixed.div(Fixed.TWO, Fixed.fromInt(3)));             // 2/3 rounds up
        assertEquals(-0xAAAA_AAABL, Fixed.div(-Fixed.TWO, Fixed.fromInt(3)));           // symmetric
        assertEquals(Long.MIN_VALUE, Fixed.div(Long.MIN_VALUE, Fixed.ONE));             // -2^31 / 1 fits
        assertThrows(FixedOverflowException.class, () -> Fixed.div(Long.MIN_VALUE, -Fixed.ONE));
    }

    @Test
    void sqrtOfTwoAndOfMax() {
        assertEquals(0x1_6A09_E668L, Fixed.sqrt(Fixed.TWO));                            // 1.41421356238...
        assertEquals(0xB504_F333_F9DEL, Fixed.sqrt(Long.MAX_VALUE));                    // 46340.95...
        assertEquals(1L << 16, Fixed.sqrt(1));                                          // sqrt(2^-32) = 2^-16
    }

    @Test
    void squaredCoordinateOverflowsNear46341() {
        long c = Fixed.fromInt(46341);
        assertThrows(FixedOverflowException.class, () -> Fixed.mul(c, c));
        assertEquals(Fixed.fromInt(46340 * 46340), Fixed.mul(Fixed.fromInt(46340), Fixed.fromInt(46340)));
        // ...but the fused dot3 and length3 accumulate in 128 bits: only the final result must fit
        assertEquals(c, Fixed.length3(c, 0, 0));
        assertEquals(Fixed.fromInt(1_000_000), Fixed.length3(Fixed.fromInt(600_000), Fixed.fromInt(800_000), 0));
        assertEquals(0L, Fixed.dot3(c, c, 0, c, -c, 0));
    }

    @Test
    void mulDivRoundsOnce() {
        // 1 * 1 / 3 then *3 would round twice; mulDiv(ONE, 2, 3) = round(2/3 raw) = 1
        assertEquals(1L, Fixed.mulDiv(Fixed.ONE, 2, Fixed.fromInt(3)));
        assertEquals(Fixed.fromInt(2), Fixed.mulDiv(Fixed.fromInt(3), Fixed.fromInt(2), Fixed.fromInt(3)));
    }

    @Test
    void formatJavadocExamples() {
        assertEquals("1", FixedFormat.toExactString(Fixed.ONE));
        assertEquals("-0.5", FixedFormat.toExactString(-Fixed.HALF));
        assertEquals("0.00000000023283064365386962890625", FixedFormat.toExactString(1));
        assertEquals("-2147483648", FixedFormat.toExactString(Long.MIN_VALUE));
        assertEquals(0x1_8000_0000L, FixedFormat.parseExact("1.5"));
        assertEquals(0L, FixedFormat.parseExact("0.000000000116415321826934814453125"));        // half ulp: ties to 0
        assertEquals(2L, FixedFormat.parseExact("0.000000000349245965480804443359375"));       // 1.5 ulp: ties to 2
        assertThrows(FixedOverflowException.class, () -> FixedFormat.parseExact("2147483648"));
    }
}
