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

    /** Another module's {@code internal} packages are not API: no main or test class here uses them. */
    @Test
    void usesNoOtherModulesInternals() throws Exception {
        LayeringAssertions.assertNoForeignInternals("replay");
    }

    /** The API packages; the file framing lives under {@code dev.lockstep.replay.internal} (not API). */
    @Test
    void packagesAreTheApiOnesOrInternal() throws Exception {
        LayeringAssertions.assertApiPackages("dev/lockstep/replay",
                "dev/lockstep/replay", "dev/lockstep/replay/format", "dev/lockstep/replay/hash");
    }
}
