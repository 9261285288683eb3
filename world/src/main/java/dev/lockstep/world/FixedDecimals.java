package dev.lockstep.world;

import dev.lockstep.fixedpoint.FixedFormat;

/** Decimal literals for the world's constants, parsed exactly once (FixedFormat's exact rounding). */
final class FixedDecimals {
    private FixedDecimals() {
    }

    /** Returns the raw Q31.32 value nearest to the decimal {@code text} (ties to even). */
    static long raw(String text) {
        return FixedFormat.parseExact(text);
    }
}
