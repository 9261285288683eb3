package dev.lockstep.replay;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;
import static org.quicktheories.QuickTheory.qt;
import static org.quicktheories.generators.SourceDSL.integers;
import static org.quicktheories.generators.SourceDSL.longs;

import dev.lockstep.replay.format.RecordKind;
import dev.lockstep.replay.testing.ArenaSimulation;
import dev.lockstep.replay.testing.InputScript;
import dev.lockstep.replay.testing.Recordings;
import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.atomic.AtomicInteger;
import org.junit.jupiter.api.Test;

/**
 * Issue 6, "Round trip": a few hundred seeded random input streams (2-8 players, 0-256 input bytes)
 * recorded, read back with identical inputs, re-simulated, resumed from every keyframe, and re-encoded
 * byte-identically.
 */
class ReplayRoundTripProperties {
    private static final int EXAMPLES = 300;

    @Test
    void recordReadVerifyResumeReencode() {
        AtomicInteger multiBlock = new AtomicInteger();
        AtomicInteger emptyInputs = new AtomicInteger();
        AtomicInteger fullInputs = new AtomicInteger();
        qt().withFixedSeed(0x6_2026_1122L).withExamples(EXAMPLES)
                .forAll(longs().all(), integers().between(2, 8), integers().between(0, 256), integers().between(1, 48))
                .checkAssert((seed, players, maxBytes, ticks) -> {
                    try {
                        check(seed, players, maxBytes, ticks, multiBlock, emptyInputs, fullInputs);
                    } catch (java.io.IOException e) {
                        throw new java.io.UncheckedIOException(e);
                    }
                });
        // Coverage: the generator reaches multi-block files, empty inputs and maximal inputs.
        assertTrue(multiBlock.get() > EXAMPLES / 20, "multi-block examples: " + multiBlock.get());
        assertTrue(emptyInputs.get() > 0 && fullInputs.get() > 0, emptyInputs + " empty, " + fullInputs + " full");
    }

    private static void check(long seed, int players, int maxBytes, int ticks, AtomicInteger multiBlock,
            AtomicInteger emptyInputs, AtomicInteger fullInputs) throws java.io.IOException {
        int bodies = 1 + (int) Math.floorMod(seed, 12L);
        int interval = (int) Math.floorMod(seed >>> 8, 9L); // 0 = initial keyframe only
        InputScript script = new InputScript(seed, players, maxBytes);
        byte[] file = Recordings.record(new ArenaSimulation(bodies, seed), script, seed, ticks, interval);
        if (file.length > 32768) {
            multiBlock.incrementAndGet();
        }
        List<Integer> keyframes = new ArrayList<>();
        TickInputs expected = new TickInputs(players);
        try (ReplayReader r = ReplayReader.open(file, ReplayReader.Mode.STRICT)) {
            int kind;
            while ((kind = r.next()) != ReplayReader.END_OF_REPLAY) {
                if (kind == RecordKind.TICK) {
                    script.fill(r.tick(), expected);
                    assertTrue(expected.contentEquals(r.inputs()), "inputs of tick " + r.tick());
                    for (int p = 0; p < players; p++) {
                        if (r.inputs().length(p) == 0) {
                            emptyInputs.incrementAndGet();
                        } else if (r.inputs().length(p) == 256) {
                            fullInputs.incrementAndGet();
                        }
                    }
                } else if (kind == RecordKind.KEYFRAME) {
                    keyframes.add(r.tick());
                }
            }
        }
        VerificationResult full = ReplayVerifier.verify(ReplayReader.open(file, ReplayReader.Mode.STRICT),
                new ArenaSimulation(bodies, ~seed));
        assertTrue(full.ok() && full.complete(), full::describe);
        assertEquals((long) ticks, full.ticksVerified());
        for (int k : keyframes) {
            VerificationResult from = ReplayVerifier.verify(ReplayReader.open(file, ReplayReader.Mode.STRICT),
                    new ArenaSimulation(bodies, 1), k, Long.MAX_VALUE);
            assertTrue(from.ok() && from.complete(), from::describe);
            assertEquals((long) ticks - k, from.ticksVerified());
            assertEquals(full.finalHash(), from.finalHash());
        }
        ByteArrayReplayOutput copy = new ByteArrayReplayOutput();
        ReplayReader r = ReplayReader.open(file, ReplayReader.Mode.STRICT);
        ReplayCopier.copy(r, ReplayWriter.create(copy, r.header(), FlushPolicy.ON_CLOSE, () -> 0L));
        assertArrayEquals(file, copy.toByteArray(), "re-encoding is byte-identical");
    }
}
