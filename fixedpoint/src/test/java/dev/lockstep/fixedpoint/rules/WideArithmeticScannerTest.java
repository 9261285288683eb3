package dev.lockstep.fixedpoint.rules;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.nio.file.Path;
import java.util.List;
import org.junit.jupiter.api.Test;

/**
 * The wide-arithmetic scanner finds what it must: {@code CleanFixture.mulHighPlus} calls
 * {@code Math.multiplyHigh} (reported unless its package is exempt), and the toolkit's own calls
 * in {@code fixedpoint.wide} are exempt.
 */
class WideArithmeticScannerTest {
    private static final Path MAIN = Path.of("target", "classes");
    private static final Path TEST = Path.of("target", "test-classes");

    @Test
    void reportsAMultiplyHighOutsideTheExemptPackage() throws Exception {
        List<String> found = WideArithmeticScanner.callers(TEST, "dev/lockstep/fixedpoint/wide/");
        assertTrue(found.contains("dev/lockstep/fixedpoint/rules/fixtures/CleanFixture#mulHighPlus"), found.toString());
        assertEquals(List.of(), WideArithmeticScanner.callers(TEST, "dev/lockstep/fixedpoint/"));
    }

    @Test
    void theToolkitItselfIsExempt_andIsWhereTheCallsAre() throws Exception {
        assertEquals(List.of(), WideArithmeticScanner.callers(MAIN, "dev/lockstep/fixedpoint/"));
        assertTrue(WideArithmeticScanner.callers(MAIN, "dev/lockstep/none/").contains("dev/lockstep/fixedpoint/wide/Int128#productHigh"));
    }
}
