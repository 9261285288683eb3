package dev.lockstep.fixedpoint.rules;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.lockstep.fixedpoint.rules.fixtures.CleanFixture;
import dev.lockstep.fixedpoint.rules.fixtures.FloatingFixture;
import dev.lockstep.fixedpoint.rules.fixtures.NondeterminismFixture;
import java.util.List;
import java.util.stream.Collectors;
import org.junit.jupiter.api.Test;

/** Proves both bytecode rules fail on fixture classes that break them, naming class, method and what. */
class DeterminismScannerTest {
    private static final String ALLOWED = "dev/lockstep/fixedpoint/rules/fixtures/FloatingFixture#toDoubleForDisplay";

    private static void assertReported(List<Violation> found, String className, String method, Violation.Rule rule, String what) {
        assertTrue(found.stream().anyMatch(v -> v.className().equals(className) && v.method().equals(method)
                        && v.rule() == rule && v.what().contains(what)),
                () -> "expected " + className + "#" + method + ": " + rule + " ..." + what + "... in\n" + DeterminismScanner.report(found));
    }

    @Test
    void floatingPointRuleReportsEveryKindAndHonoursTheAllowList() {
        List<Violation> found = new DeterminismScanner(List.of(ALLOWED)).scanClass(FloatingFixture.class);
        String c = FloatingFixture.class.getName();
        assertReported(found, c, "field speed", Violation.Rule.FLOATING_POINT, "field of type F");
        assertReported(found, c, "addDoubles(DD)D", Violation.Rule.FLOATING_POINT, "float/double in signature");
        assertReported(found, c, "addDoubles(DD)D", Violation.Rule.FLOATING_POINT, "instruction DADD");
        assertReported(found, c, "scaleByConversion(J)J", Violation.Rule.FLOATING_POINT, "instruction L2D");
        assertReported(found, c, "scaleByConversion(J)J", Violation.Rule.FLOATING_POINT, "double constant 0.5");
        assertReported(found, c, "sqrtViaMath(J)J", Violation.Rule.FLOATING_POINT, "floating Math call java.lang.Math.sqrt(D)D");
        assertReported(found, c, "floatBits()I", Violation.Rule.FLOATING_POINT, "float constant 1.5");
        assertTrue(found.stream().noneMatch(v -> v.method().startsWith("toDoubleForDisplay")), DeterminismScanner.report(found));
        // without the allow-list entry the display method is reported too
        List<Violation> strict = new DeterminismScanner().scanClass(FloatingFixture.class);
        assertReported(strict, c, "toDoubleForDisplay(J)D", Violation.Rule.FLOATING_POINT, "instruction DDIV");
    }

    @Test
    void nondeterminismRuleReportsEverySource() {
        List<Violation> found = new DeterminismScanner().scanClass(NondeterminismFixture.class);
        String c = NondeterminismFixture.class.getName();
        Violation.Rule r = Violation.Rule.NONDETERMINISM;
        assertReported(found, c, "sumHashMap()J", r, "NEW java.util.HashMap (hash-ordered iteration)");
        assertReported(found, c, "firstOfSetOf()I", r, "calls java.util.Set.of");
        assertReported(found, c, "clock()J", r, "calls java.lang.System.currentTimeMillis()J");
        assertReported(found, c, "monotonicClock()J", r, "calls java.lang.System.nanoTime()J");
        assertReported(found, c, "identity(Ljava/lang/Object;)I", r, "calls java.lang.System.identityHashCode");
        assertReported(found, c, "threadLocalRandom()I", r, "java.util.concurrent.ThreadLocalRandom");
        assertReported(found, c, "unseededRandom()I", r, "(unseeded Random)");
        assertReported(found, c, "parallelSum(Ljava/util/List;)J", r, "parallelStream");
        assertTrue(found.stream().noneMatch(v -> v.method().startsWith("seededRandom")), DeterminismScanner.report(found));
        assertTrue(found.stream().allMatch(v -> v.rule() == r), DeterminismScanner.report(found));
    }

    @Test
    void cleanIntegerCodeHasNoViolations() {
        List<Violation> found = new DeterminismScanner().scanClass(CleanFixture.class);
        assertEquals(List.of(), found.stream().map(Violation::describe).collect(Collectors.toList()));
    }
}
