package dev.lockstep.replay;

import dev.lockstep.fixedpoint.rules.LayeringAssertions;
import org.junit.jupiter.api.Test;

/** The module layering on this module's bytecode (see {@code LayeringAssertions}). */
class LayeringTest {
    @Test
    void mainClassesReachOnlyDownTheLayering() throws Exception {
        LayeringAssertions.assertLayering("dev/lockstep/replay", true, "collision", "world", "tools", "beam");
    }

    @Test
    void wideArithmeticGoesThroughFixedpointWide() throws Exception {
        LayeringAssertions.assertWideArithmeticThroughFixedpoint("dev/lockstep/replay");
    }
}
