package dev.lockstep.tools;

import dev.lockstep.fixedpoint.rules.LayeringAssertions;
import org.junit.jupiter.api.Test;

/** The module layering on this module's bytecode (see {@code LayeringAssertions}). */
class LayeringTest {
    @Test
    void mainClassesReachOnlyDownTheLayering() throws Exception {
        LayeringAssertions.assertLayering("dev/lockstep/tools", false, "beam");
    }

    @Test
    void wideArithmeticGoesThroughFixedpointWide() throws Exception {
        LayeringAssertions.assertWideArithmeticThroughFixedpoint("dev/lockstep/tools");
    }

    /** Another module's {@code internal} packages are not API: no main or test class here uses them. */
    @Test
    void usesNoOtherModulesInternals() throws Exception {
        LayeringAssertions.assertNoForeignInternals("tools");
    }
}
