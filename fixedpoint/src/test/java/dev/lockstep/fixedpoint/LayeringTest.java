package dev.lockstep.fixedpoint;

import dev.lockstep.fixedpoint.rules.LayeringAssertions;
import org.junit.jupiter.api.Test;

/** The module layering on this module's bytecode (see {@code LayeringAssertions}). */
class LayeringTest {
    @Test
    void mainClassesReachOnlyDownTheLayering() throws Exception {
        LayeringAssertions.assertLayering("dev/lockstep/fixedpoint", true, "collision", "replay", "world", "tools",
                "beam");
    }
}
