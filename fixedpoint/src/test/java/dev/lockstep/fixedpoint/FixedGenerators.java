package dev.lockstep.fixedpoint;

import java.math.BigInteger;
import java.util.ArrayList;
import java.util.List;
import org.quicktheories.api.Pair;
import org.quicktheories.core.Gen;
import org.quicktheories.generators.Generate;
import org.quicktheories.generators.SourceDSL;

/**
 * Raw-value generators for the property tests: Guava-style boundary candidates (0, +-1 raw,
 * +-ONE, MIN, MAX, powers of two and their neighbours around 2^31, 2^32, 2^62, 2^63, squares
 * near overflow), mixed with uniform 64-bit values and log-uniform magnitudes so that every
 * bit length, and so both outcomes of every overflow check, is hit.
 */
public final class FixedGenerators {
    /** Every boundary candidate, each also negated (except where negation would wrap). */
    public static final List<Long> BOUNDARY = boundaryCandidates();

    private FixedGenerators() {
    }

    private static List<Long> boundaryCandidates() {
        List<Long> base = new ArrayList<>();
        base.add(0L);
        base.add(1L);
        base.add(2L);
        base.add(3L);
        base.add(Fixed.HALF);
        base.add(Fixed.HALF + 1);
        base.add(Fixed.ONE);
        base.add(Fixed.ONE - 1);
        base.add(Fixed.ONE + 1);
        base.add(Fixed.PI);
        base.add(Fixed.HALF_PI);
        base.add(Long.MAX_VALUE);
        base.add(Long.MAX_VALUE - 1);
        for (int k = 0; k < 63; k++) {
            base.add(1L << k);
        }
        for (int k : new int[] {31, 32, 47, 48, 62}) {
            base.add((1L << k) - 1);
            base.add((1L << k) + 1);
        }
        long sqrtOverflow = BigInteger.ONE.shiftLeft(95).sqrt().longValueExact();   // x*x/2^32 ~ 2^63
        base.add(sqrtOverflow);
        base.add(sqrtOverflow + 1);
        base.add(sqrtOverflow - 1);
        base.add(46340L << 32);
        base.add(46341L << 32);
        base.add(0x7FFF_FFFF_8000_0000L);   // MAX - half: rounding-up overflow edge
        List<Long> all = new ArrayList<>();
        for (long v : base) {
            all.add(v);
            all.add(-v);
        }
        all.add(Long.MIN_VALUE);
        all.add(Long.MIN_VALUE + 1);
        return all.stream().distinct().toList();       // first occurrence wins: a stable order
    }

    /** Boundary candidates only. */
    public static Gen<Long> boundary() {
        return Generate.pick(BOUNDARY);
    }

    /** Values whose magnitude is log-uniform over 0..63 bits. */
    public static Gen<Long> logUniform() {
        Gen<Long> all = SourceDSL.longs().all();
        Gen<Integer> shift = Generate.range(0, 63);
        return in -> all.generate(in) >> shift.generate(in);
    }

    /** The default mix: 30% boundary, 20% uniform, 50% log-uniform. */
    public static Gen<Long> raws() {
        return Generate.frequency(Pair.of(3, boundary()), Pair.of(2, SourceDSL.longs().all()),
                Pair.of(5, logUniform()));
    }

    /** Values in {@code [-limit, limit]}, log-uniform with boundary candidates that fit. */
    public static Gen<Long> within(long limit) {
        Gen<Long> edge = Generate.pick(BOUNDARY.stream().filter(v -> v >= -limit && v <= limit).toList());
        Gen<Long> log = logUniform().map(v -> v % (limit + 1));
        return Generate.frequency(Pair.of(3, edge), Pair.of(7, log));
    }

    /** A vector of n raw values from {@code g}. */
    public static Gen<long[]> arrays(Gen<Long> g, int n) {
        return in -> {
            long[] a = new long[n];
            for (int i = 0; i < n; i++) {
                a[i] = g.generate(in);
            }
            return a;
        };
    }
}
