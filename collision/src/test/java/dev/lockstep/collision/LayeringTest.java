package dev.lockstep.collision;

import dev.lockstep.fixedpoint.rules.LayeringAssertions;
import org.junit.jupiter.api.Test;

/** The module layering on this module's bytecode (see {@code LayeringAssertions}). */
class LayeringTest {
    @Test
    void mainClassesReachOnlyDownTheLayering() throws Exception {
        LayeringAssertions.assertLayering("dev/lockstep/collision", true, "replay", "world", "tools", "beam");
    }

    /**
     * Every 128-bit product goes through fixedpoint.wide. The allow-list holds exactly the classes
     * that other changes in flight were editing when the rest moved onto the toolkit; each entry
     * fails the test once its class no longer calls Math.multiplyHigh, so the list only shrinks,
     * and it is meant to be empty.
     */
    @Test
    void wideArithmeticGoesThroughFixedpointWide() throws Exception {
        LayeringAssertions.assertWideArithmeticThroughFixedpoint("dev/lockstep/collision",
                "dev/lockstep/collision/mesh/CapsuleTriangleContact",
                "dev/lockstep/collision/mesh/HullTriangleDistance",
                "dev/lockstep/collision/mesh/SphereTriangleContact",
                "dev/lockstep/collision/mesh/TriangleContact",
                "dev/lockstep/collision/mesh/clean/ExactPredicates",
                "dev/lockstep/collision/sat/ArcBound",
                "dev/lockstep/collision/sat/EdgePairBound");
    }
}
