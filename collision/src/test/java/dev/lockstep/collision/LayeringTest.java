package dev.lockstep.collision;

import dev.lockstep.fixedpoint.rules.LayeringAssertions;
import org.junit.jupiter.api.Test;

/** The module layering on this module's bytecode (see {@code LayeringAssertions}). */
class LayeringTest {
    @Test
    void mainClassesReachOnlyDownTheLayering() throws Exception {
        LayeringAssertions.assertLayering("dev/lockstep/collision", true, "replay", "world", "tools", "beam");
    }

    /** Every 128-bit product goes through fixedpoint.wide: no collision class calls Math.multiplyHigh. */
    @Test
    void wideArithmeticGoesThroughFixedpointWide() throws Exception {
        LayeringAssertions.assertWideArithmeticThroughFixedpoint("dev/lockstep/collision");
    }
}
