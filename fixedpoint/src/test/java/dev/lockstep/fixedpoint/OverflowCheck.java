package dev.lockstep.fixedpoint;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.math.BigInteger;
import java.util.function.LongSupplier;

/**
 * Asserts one checked operation against its exact rounded oracle value: equal bits when the value
 * fits, otherwise a {@link FixedOverflowException} whose message is exactly
 * {@code op(operands) overflows Q31.32}. Counts both outcomes so a property can check that its
 * generator hits each in a sane ratio.
 */
final class OverflowCheck {
    private final String op;
    private int inRange;
    private int overflow;

    OverflowCheck(String op) {
        this.op = op;
    }

    void check(BigInteger exactRounded, LongSupplier actual, long... operands) {
        if (Oracle.fits(exactRounded)) {
            inRange++;
            assertEquals(exactRounded.longValueExact(), actual.getAsLong(),
                    () -> FixedOverflowException.describe(op, operands) + " exact " + exactRounded);
        } else {
            overflow++;
            FixedOverflowException e = assertThrows(FixedOverflowException.class, actual::getAsLong,
                    () -> FixedOverflowException.describe(op, operands) + " must overflow, exact " + exactRounded);
            assertEquals(FixedOverflowException.describe(op, operands) + " overflows Q31.32", e.getMessage());
        }
    }

    /** Asserts that at least {@code minPercent}% of the samples went each way. */
    void assertBothOutcomes(int minPercent) {
        int total = inRange + overflow;
        assertTrue(inRange * 100 >= minPercent * total && overflow * 100 >= minPercent * total,
                () -> op + ": in range " + inRange + ", overflow " + overflow + " (want each >= " + minPercent + "%)");
    }
}
