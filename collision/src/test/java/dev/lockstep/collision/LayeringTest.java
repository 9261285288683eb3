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

    /** Another module's {@code internal} packages are not API: no main or test class here uses them. */
    @Test
    void usesNoOtherModulesInternals() throws Exception {
        LayeringAssertions.assertNoForeignInternals("collision");
    }

    /**
     * The API packages: shapes, the contact, distance, penetration, ray, cast and time-of-impact
     * queries with their results, manifolds, meshes and their loaders. Everything else lives under
     * {@code dev.lockstep.collision.internal} (not API; other modules may not use it).
     */
    @Test
    void packagesAreTheApiOnesOrInternal() throws Exception {
        LayeringAssertions.assertApiPackages("dev/lockstep/collision",
                "dev/lockstep/collision",
                "dev/lockstep/collision/cast",
                "dev/lockstep/collision/epa",
                "dev/lockstep/collision/gjk",
                "dev/lockstep/collision/manifold",
                "dev/lockstep/collision/mesh",
                "dev/lockstep/collision/mesh/clean",
                "dev/lockstep/collision/narrow",
                "dev/lockstep/collision/ray",
                "dev/lockstep/collision/shape",
                "dev/lockstep/collision/toi");
    }
}
