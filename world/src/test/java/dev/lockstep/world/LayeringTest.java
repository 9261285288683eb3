package dev.lockstep.world;

import dev.lockstep.fixedpoint.rules.LayeringAssertions;
import org.junit.jupiter.api.Test;

/** The module layering on this module's bytecode (see {@code LayeringAssertions}). */
class LayeringTest {
    @Test
    void mainClassesReachOnlyDownTheLayering() throws Exception {
        LayeringAssertions.assertLayering("dev/lockstep/world", true, "tools", "beam");
    }

    @Test
    void wideArithmeticGoesThroughFixedpointWide() throws Exception {
        LayeringAssertions.assertWideArithmeticThroughFixedpoint("dev/lockstep/world");
    }

    /** Another module's {@code internal} packages are not API: no main or test class here uses them. */
    @Test
    void usesNoOtherModulesInternals() throws Exception {
        LayeringAssertions.assertNoForeignInternals("world");
    }
}
