package dev.lockstep.replay;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNotEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;
import static org.quicktheories.QuickTheory.qt;
import static org.quicktheories.generators.SourceDSL.integers;

import dev.lockstep.replay.testing.ArenaSimulation;
import dev.lockstep.replay.testing.InputScript;
import dev.lockstep.replay.testing.Recordings;
import java.util.Arrays;
import java.util.EnumMap;
import java.util.Map;
import org.junit.jupiter.api.Test;

/**
 * {@link Verdicts#verify} against the strict reader as oracle: for a valid replay damaged by several byte
 * changes and an optional truncation, the verdict is never ERROR, and it is OK exactly when the strict
 * reader reads the damaged file to its end record and the re-simulation matches (checked with
 * {@link ReplayVerifier} directly).
 */
class VerdictsProperties {
    private static final int EXAMPLES = 400;
    private static final SimulationRegistry REGISTRY = new SimulationRegistry()
            .register("test-arena", 4, h -> new ArenaSimulation(4, h.seed()));
    private static final byte[] GOOD = Recordings.record(new ArenaSimulation(4, 11), new InputScript(11, 3, 8), 11, 60, 7);

    @Test
    void damagedReplays_neverError_okOnlyWhenTheOracleSaysSo() {
        Map<Verdict.Kind, Integer> seen = new EnumMap<>(Verdict.Kind.class);
        qt().withFixedSeed(0x22_2026_1127L).withExamples(EXAMPLES)
                .forAll(integers().between(0, GOOD.length - 1), integers().between(1, 255), integers().between(0, 3),
                        integers().between(0, GOOD.length))
                .checkAssert((at, mask, extraFlips, length) -> {
                    byte[] damaged = Arrays.copyOf(GOOD, length);
                    for (int k = 0; k <= extraFlips && length > 0; k++) {
                        int i = (at + k * 977) % length;
                        damaged[i] ^= (byte) (mask + k);
                    }
                    Verdict v = Verdicts.verify(damaged, REGISTRY);
                    seen.merge(v.kind(), 1, Integer::sum);
                    assertNotEquals(Verdict.Kind.ERROR, v.kind(), v.describe());
                    assertEquals(oracleOk(damaged), v.ok(), v.describe());
                    if (v.kind() == Verdict.Kind.CORRUPT) {
                        assertTrue(v.offset() >= 0 && v.offset() <= length, v.describe());
                    }
                });
        // Coverage: the damage reaches the CRC-covered records, and leaves some files intact (flips that cancel
        // or truncation at the full length).
        assertTrue(seen.getOrDefault(Verdict.Kind.CORRUPT, 0) > EXAMPLES / 2, seen.toString());
    }

    private static boolean oracleOk(byte[] bytes) {
        try (ReplayReader r = ReplayReader.open(bytes, ReplayReader.Mode.STRICT)) {
            return ReplayVerifier.verify(r, new ArenaSimulation(4, 11)).ok();
        } catch (java.io.IOException | RuntimeException e) {
            return false;
        }
    }
}
