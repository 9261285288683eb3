package dev.lockstep.replay;

import dev.lockstep.fixedpoint.rules.DeterminismAssertions;
import java.util.List;
import org.junit.jupiter.api.Test;

/**
 * The replay main classes use no floating point and no nondeterminism source (hash-ordered
 * collections, salted Set.of/Map.of order, clocks, unseeded randomness, parallel streams); the
 * rules and their fixture proofs live in the fixedpoint test-jar ({@code DeterminismScanner}).
 */
class DeterminismScanTest {
    @Test
    void mainClassesFollowTheDeterminismRules() throws Exception {
        // SystemFlushClock is the writer's fsync timer (FlushPolicy every M ms): it decides when
        // bytes reach the disk, never what they are, so it cannot change a state hash.
        DeterminismAssertions.assertModuleIsDeterministic("dev/lockstep/replay", List.of(),
                List.of("dev/lockstep/replay/SystemFlushClock#getAsLong"));
    }
}
