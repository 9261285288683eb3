package dev.lockstep.fixedpoint;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;
import static org.quicktheories.QuickTheory.qt;

import java.math.BigInteger;
import org.junit.jupiter.api.Test;
import org.quicktheories.core.Gen;
import org.quicktheories.generators.Generate;

/**
 * The division-free routes of {@link Normalization} for unit-length input (a sum of squares near
 * {@code 2^124}, a length near {@code 2^62}) against BigInteger: {@code roundedLength} is the
 * rounded root and {@code reciprocal} the floor quotient, on both sides of each route's gate
 * (perturbations from 0 to beyond the gate, so the general route is hit too).
 */
class NearUnitNormalizationProperties {
    private static final long SEED = 0x0017_0124L;
    private static final int EXAMPLES = 20_000;
    private static final BigInteger TWO_124 = BigInteger.ONE.shiftLeft(124);

    /** A shifted unit-ish component triple: a direction scaled to 2^62, each coordinate moved by up to 2^bits. */
    private static Gen<long[]> nearUnitTriples() {
        Gen<Long> c = Generate.longRange(-Fixed.ONE, Fixed.ONE);
        Gen<long[]> direction = c.zip(c, c, (x, y, z) -> new long[] {x, y, z}).assuming(v -> (v[0] | v[1] | v[2]) != 0);
        Gen<long[]> noise = Generate.range(0, 40).zip(Generate.longRange(Long.MIN_VALUE, Long.MAX_VALUE),
                Generate.longRange(Long.MIN_VALUE, Long.MAX_VALUE), Generate.longRange(Long.MIN_VALUE, Long.MAX_VALUE),
                (bits, a, b, d) -> new long[] {a >> (63 - bits), b >> (63 - bits), d >> (63 - bits)});
        return direction.zip(noise, (v, e) -> {
            MutableVec3 u = new MutableVec3();
            VecMath.normalizeInto(v[0], v[1], v[2], u);
            long limit = (1L << 62) - 1;
            return new long[] {clamp((u.x << 30) + e[0], limit), clamp((u.y << 30) + e[1], limit), clamp((u.z << 30) + e[2], limit)};
        });
    }

    private static long clamp(long v, long limit) {
        return Math.max(-limit, Math.min(limit, v));
    }

    @Test
    void roundedLength_nearUnit_isTheNearestRoot() {
        int[] route = new int[2];
        qt().withFixedSeed(SEED).withExamples(EXAMPLES).forAll(nearUnitTriples()).checkAssert(v -> {
            BigInteger s = BigInteger.valueOf(v[0]).pow(2).add(BigInteger.valueOf(v[1]).pow(2)).add(BigInteger.valueOf(v[2]).pow(2));
            BigInteger floor = s.sqrt();
            BigInteger nearest = s.compareTo(floor.multiply(floor).add(floor)) > 0 ? floor.add(BigInteger.ONE) : floor;
            assertEquals(nearest.longValueExact(), Normalization.roundedLength(v[0], v[1], v[2], 0),
                    () -> "roundedLength(" + v[0] + ", " + v[1] + ", " + v[2] + ")");
            route[s.subtract(TWO_124).abs().bitLength() <= 97 ? 0 : 1]++;
        });
        assertTrue(route[0] >= EXAMPLES / 4 && route[1] >= EXAMPLES / 10, "near / general: " + route[0] + " / " + route[1]);
    }

    @Test
    void reciprocal_nearTwoTo62_isTheFloorQuotient() {
        Gen<Long> offsets = Generate.range(0, 40).zip(Generate.longRange(Long.MIN_VALUE, Long.MAX_VALUE), (bits, r) -> r >> (63 - bits))
                .mix(Generate.pick(java.util.List.of(0L, 1L, -1L, (1L << 34) - 1, -(1L << 34), 1L << 34, -(1L << 34) - 1)), 10);
        int[] route = new int[2];
        qt().withFixedSeed(SEED).withExamples(EXAMPLES).forAll(offsets).checkAssert(d -> {
            long len = (1L << 62) + d;
            BigInteger q = TWO_124.divide(BigInteger.valueOf(len));
            assertEquals(q.longValueExact(), Normalization.reciprocal(len), () -> "reciprocal(2^62 + " + d + ")");
            route[Math.abs(d) < (1L << 34) ? 0 : 1]++;
        });
        assertTrue(route[0] >= EXAMPLES / 4 && route[1] >= EXAMPLES / 10, "near / general: " + route[0] + " / " + route[1]);
    }
}
