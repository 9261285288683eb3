package dev.lockstep.fixedpoint;

import dev.lockstep.fixedpoint.rules.DeterminismAssertions;
import org.junit.jupiter.api.Test;

/**
 * The fixedpoint main classes use no floating point outside {@code Fixed.toDoubleForDisplay}
 * and no nondeterminism source (see {@code DeterminismScanner} for both rules).
 */
class DeterminismScanTest {
    @Test
    void mainClassesFollowTheDeterminismRules() throws Exception {
        DeterminismAssertions.assertModuleIsDeterministic("dev/lockstep/fixedpoint");
    }
}
