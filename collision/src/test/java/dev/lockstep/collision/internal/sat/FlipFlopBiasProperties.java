package dev.lockstep.collision.internal.sat;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.quicktheories.QuickTheory.qt;
import static org.quicktheories.generators.SourceDSL.integers;
import static org.quicktheories.generators.SourceDSL.longs;

import dev.lockstep.fixedpoint.Fixed;
import org.junit.jupiter.api.Test;

/** The flip-flop bias's shifted product ({@link HullHullSat#scaled}) equals {@code Fixed.mulDiv} bit for bit. */
class FlipFlopBiasProperties {
    private static final long SEED = 0x5EED_0004_B1A5_0001L;

    @Test
    void issue4_biasScaling_equalsMulDiv() {
        long[] edges = {0, 1, -1, 0x80, -0x80, 0x7F, 0x81, 0x180, -0x180, 0x100, Long.MAX_VALUE, Long.MIN_VALUE,
            Long.MAX_VALUE - 0x80, Long.MIN_VALUE + 0x80, Fixed.ONE, -Fixed.ONE, 1L << 62, -(1L << 62)};
        for (long p : edges) {
            for (long num : new long[] {0, 1, 128, 243, 255, 256}) {
                assertEquals(Fixed.mulDiv(p, num, SatConstants.FLIP_FLOP_RELATIVE_DEN), HullHullSat.scaled(p, num),
                        "p " + p + " num " + num);
            }
        }
        qt().withFixedSeed(SEED).withExamples(3000).forAll(longs().all(), integers().between(0, 256), integers().between(0, 62))
                .checkAssert((p, num, shift) -> {
                    long q = p >> shift;          // small magnitudes too, where the ties happen
                    assertEquals(Fixed.mulDiv(q, num, SatConstants.FLIP_FLOP_RELATIVE_DEN), HullHullSat.scaled(q, num),
                            "p " + q + " num " + num);
                });
    }
}
