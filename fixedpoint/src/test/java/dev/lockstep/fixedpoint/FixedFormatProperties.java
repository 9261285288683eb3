package dev.lockstep.fixedpoint;

import static dev.lockstep.fixedpoint.Oracle.big;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.quicktheories.QuickTheory.qt;

import java.math.BigDecimal;
import java.math.BigInteger;
import java.math.RoundingMode;
import org.junit.jupiter.api.Test;
import org.quicktheories.core.Gen;
import org.quicktheories.generators.Generate;

/** FixedFormat: exact printing, round trip, and correctly rounded parsing (ties to even). */
class FixedFormatProperties {
    private static final long SEED = 0xF0_4A_7L;

    @Test
    void toExactStringIsTheExactDecimalValue() {
        qt().withFixedSeed(SEED).withExamples(5000).forAll(FixedGenerators.raws()).checkAssert(r ->
                assertEquals(Oracle.value(r).stripTrailingZeros().toPlainString(), FixedFormat.toExactString(r)));
    }

    @Test
    void parseOfExactStringRoundTrips() {
        qt().withFixedSeed(SEED).withExamples(5000).forAll(FixedGenerators.raws()).checkAssert(r ->
                assertEquals((long) r, FixedFormat.parseExact(FixedFormat.toExactString(r))));
    }

    @Test
    void halfwayDecimalsRoundToEven() {
        // (2r + 1) / 2^33 is exactly halfway between raw r and r + 1
        int[] upDown = new int[2];
        qt().withFixedSeed(SEED).withExamples(5000).forAll(FixedGenerators.raws()).checkAssert(r -> {
            BigDecimal tie = new BigDecimal(big(r).shiftLeft(1).add(BigInteger.ONE)).divide(new BigDecimal(BigInteger.ONE.shiftLeft(33)));
            String text = tie.toPlainString();
            if (r == Long.MAX_VALUE) {
                assertThrows(FixedOverflowException.class, () -> FixedFormat.parseExact(text));  // rounds up to 2^63
                return;
            }
            long expected = (r & 1) == 0 ? r : r + 1;
            assertEquals(expected, FixedFormat.parseExact(text), text);
            upDown[expected == r ? 1 : 0]++;
        });
        org.junit.jupiter.api.Assertions.assertTrue(upDown[0] > 1000 && upDown[1] > 1000, java.util.Arrays.toString(upDown));
    }

    @Test
    void randomDecimalsAreCorrectlyRounded() {
        Gen<String> digits = in -> {
            StringBuilder sb = new StringBuilder();
            if (Generate.booleans().generate(in)) {
                sb.append('-');
            }
            int intDigits = Generate.range(0, 11).generate(in);
            for (int i = 0; i < intDigits; i++) {
                sb.append((char) ('0' + Generate.range(0, 9).generate(in)));
            }
            int fracDigits = Generate.range(intDigits == 0 ? 1 : 0, 45).generate(in);
            if (fracDigits > 0) {
                sb.append('.');
                for (int i = 0; i < fracDigits; i++) {
                    sb.append((char) ('0' + Generate.range(0, 9).generate(in)));
                }
            }
            if (Generate.range(0, 4).generate(in) == 0) {
                sb.append('e').append(Generate.range(-12, 12).generate(in));
            }
            return sb.toString();
        };
        int[] outcomes = new int[2];
        qt().withFixedSeed(SEED).withExamples(5000).forAll(digits).checkAssert(text -> {
            BigInteger exact = new BigDecimal(text).multiply(Oracle.TWO_POW_32_DEC).setScale(0, RoundingMode.HALF_EVEN)
                    .toBigIntegerExact();
            if (Oracle.fits(exact)) {
                outcomes[0]++;
                assertEquals(exact.longValueExact(), FixedFormat.parseExact(text), text);
            } else {
                outcomes[1]++;
                FixedOverflowException e = assertThrows(FixedOverflowException.class, () -> FixedFormat.parseExact(text));
                org.junit.jupiter.api.Assertions.assertTrue(e.getMessage().contains(text), e.getMessage());
            }
        });
        org.junit.jupiter.api.Assertions.assertTrue(outcomes[0] > 500 && outcomes[1] > 500, java.util.Arrays.toString(outcomes));
    }

    @Test
    void malformedTextIsRejectedWithPosition() {
        for (String bad : new String[] {"", "-", ".", "1..2", "1e", "1e1000", "0x10", " 1", "1 ", "NaN", "1,5", "+-1"}) {
            NumberFormatException e = assertThrows(NumberFormatException.class, () -> FixedFormat.parseExact(bad), bad);
            org.junit.jupiter.api.Assertions.assertTrue(e.getMessage().startsWith("parseExact"), e.getMessage());
        }
    }
}
