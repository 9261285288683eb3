package dev.lockstep.world;

import dev.lockstep.fixedpoint.rules.DeterminismAssertions;
import org.junit.jupiter.api.Test;

/**
 * The world's main classes use no floating point and no nondeterminism source (hash-ordered
 * collections, salted Set.of/Map.of order, clocks, unseeded randomness, parallel streams); the
 * rules and their fixture proofs live in the fixedpoint test-jar ({@code DeterminismScanner}).
 */
class DeterminismScanTest {
    @Test
    void mainClassesFollowTheDeterminismRules() throws Exception {
        DeterminismAssertions.assertModuleIsDeterministic("dev/lockstep/world");
    }
}
