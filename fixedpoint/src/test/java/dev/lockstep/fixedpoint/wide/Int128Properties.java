package dev.lockstep.fixedpoint.wide;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;
import static org.quicktheories.QuickTheory.qt;

import dev.lockstep.fixedpoint.FixedGenerators;
import java.math.BigInteger;
import org.junit.jupiter.api.Test;
import org.quicktheories.core.Gen;
import org.quicktheories.generators.Generate;

/**
 * {@link Int128} against BigInteger, every function, over the full 64-bit range of each operand:
 * the boundary candidates of {@link FixedGenerators} ({@code Long.MIN_VALUE}, {@code MAX_VALUE},
 * powers of two and their neighbours) mixed with uniform and log-uniform words. Results that the
 * class defines modulo {@code 2^128} are checked modulo {@code 2^128}; counters show that each
 * decision is hit both ways.
 */
class Int128Properties {
    private static final long SEED = 0x1128_0128L;
    private static final int EXAMPLES = 20000;
    private static final BigInteger TWO_64 = BigInteger.ONE.shiftLeft(64);
    private static final BigInteger TWO_127 = BigInteger.ONE.shiftLeft(127);
    private static final BigInteger TWO_128 = BigInteger.ONE.shiftLeft(128);

    private static Gen<Long> words() {
        return FixedGenerators.raws();
    }

    private static BigInteger big(long v) {
        return BigInteger.valueOf(v);
    }

    /** The value of the signed pair {@code hi:lo}. */
    static BigInteger pair(long hi, long lo) {
        BigInteger l = lo >= 0 ? big(lo) : big(lo).add(TWO_64);
        return big(hi).shiftLeft(64).add(l);
    }

    /** {@code v} reduced into {@code [-2^127, 2^127)}, the value a pair holds modulo {@code 2^128}. */
    static BigInteger wrap(BigInteger v) {
        BigInteger m = v.add(TWO_127).mod(TWO_128);
        return m.subtract(TWO_127);
    }

    private static String hex(long... v) {
        StringBuilder b = new StringBuilder();
        for (long x : v) {
            b.append(b.length() == 0 ? "" : ", ").append("0x").append(Long.toHexString(x));
        }
        return b.toString();
    }

    @Test
    void productsAndTheirComparisonsMatchBigInteger() {
        int[] equalAndNot = new int[2];
        qt().withFixedSeed(SEED).withExamples(EXAMPLES).forAll(words(), words(), words(), words()).checkAssert((a, b, c, d) -> {
            String what = hex(a, b, c, d);
            BigInteger ab = big(a).multiply(big(b));
            BigInteger cd = big(c).multiply(big(d));
            assertEquals(ab, pair(Int128.productHigh(a, b), Int128.productLow(a, b)), what);
            assertEquals(wrap(ab.add(cd)), pair(Int128.mulAddHigh(a, b, c, d), Int128.mulAddLow(a, b, c, d)), what);
            assertEquals(wrap(ab.subtract(cd)), pair(Int128.mulSubHigh(a, b, c, d), Int128.mulSubLow(a, b, c, d)), what);
            assertEquals(ab.compareTo(cd), Int128.compareProducts(a, b, c, d), what);
            boolean equal = Int128.productsEqual(a, b, c, d);
            assertEquals(ab.equals(cd), equal, what);
            assertTrue(Int128.productsEqual(a, b, b, a), what);
            assertEquals(0, Int128.compareProducts(a, b, b, a), what);
            equalAndNot[equal ? 0 : 1]++;
        });
        assertTrue(equalAndNot[0] > 0 && equalAndNot[1] > EXAMPLES / 2, () -> "equal " + equalAndNot[0] + ", not " + equalAndNot[1]);
    }

    @Test
    void compareQuotientMatchesBigInteger() {
        int[] outcomes = new int[3];
        Gen<Long> positive = words().map(d -> d == 0 ? 1 : d == Long.MIN_VALUE ? Long.MAX_VALUE : Math.abs(d));
        qt().withFixedSeed(SEED).withExamples(EXAMPLES).forAll(words(), positive, words())
                .checkAssert((num, den, q) -> {
                    int expected = big(num).shiftLeft(32).compareTo(big(q).multiply(big(den)));
                    assertEquals(expected, Int128.compareQuotient(num, den, q), hex(num, den, q));
                    // q = the floor quotient itself: equal exactly when the division is exact
                    BigInteger floor = big(num).shiftLeft(32).divide(big(den));
                    if (floor.bitLength() < 64) {
                        long f = floor.longValueExact();
                        assertEquals(big(num).shiftLeft(32).compareTo(floor.multiply(big(den))),
                                Int128.compareQuotient(num, den, f), hex(num, den, f));
                    }
                    outcomes[expected + 1]++;
                });
        assertTrue(outcomes[0] > EXAMPLES / 10 && outcomes[2] > EXAMPLES / 10, () -> "below " + outcomes[0] + ", above " + outcomes[2]);
    }

    @Test
    void sumsDifferencesAndNegationMatchBigIntegerModulo2To128() {
        qt().withFixedSeed(SEED).withExamples(EXAMPLES).forAll(words(), words(), words(), words()).checkAssert((ah, al, bh, bl) -> {
            String what = hex(ah, al, bh, bl);
            BigInteger a = pair(ah, al);
            BigInteger b = pair(bh, bl);
            assertEquals(wrap(a.add(b)), pair(Int128.addHigh(ah, al, bh, bl), Int128.addLow(al, bl)), what);
            assertEquals(wrap(a.subtract(b)), pair(Int128.subHigh(ah, al, bh, bl), Int128.subLow(al, bl)), what);
            assertEquals(wrap(a.negate()), pair(Int128.negateHigh(ah, al), Int128.negateLow(al)), what);
            // the same high word: the carry alone decides
            assertEquals(wrap(a.subtract(pair(ah, bl))), pair(Int128.subHigh(ah, al, ah, bl), Int128.subLow(al, bl)), what);
        });
    }

    @Test
    void orderAndSignMatchBigInteger() {
        int[] lessCount = new int[2];
        qt().withFixedSeed(SEED).withExamples(EXAMPLES).forAll(words(), words(), words(), words()).checkAssert((ah, al, bh, bl) -> {
            String what = hex(ah, al, bh, bl);
            BigInteger a = pair(ah, al);
            for (long h2 : new long[] {bh, ah}) {              // any words, and a shared high word
                BigInteger b = pair(h2, bl);
                int c = a.compareTo(b);
                assertEquals(c, Int128.compare(ah, al, h2, bl), what);
                assertEquals(c < 0, Int128.less(ah, al, h2, bl), what);
                assertEquals(c < 0 ? -1L : 0L, Int128.lessMask(ah, al, h2, bl), what);
                lessCount[c < 0 ? 0 : 1]++;
            }
            assertEquals(0, Int128.compare(ah, al, ah, al), what);
            assertFalse(Int128.less(ah, al, ah, al), what);
            assertEquals(0L, Int128.lessMask(ah, al, ah, al), what);
            assertEquals(a.signum(), Int128.signum(ah, al), what);
        });
        assertTrue(lessCount[0] > EXAMPLES / 4 && lessCount[1] > EXAMPLES / 4, () -> "less " + lessCount[0] + ", not " + lessCount[1]);
    }

    @Test
    void differenceExceedsAndAbsComparisonsMatchBigInteger() {
        int[] exceeds = new int[2];
        int[] atLeast = new int[2];
        int[] absExceeds = new int[2];
        Gen<Long> nearHigh = words().mix(Generate.pick(java.util.List.of(-2L, -1L, 0L, 1L, 2L)), 40);
        qt().withFixedSeed(SEED).withExamples(EXAMPLES).forAll(nearHigh, FixedGenerators.arrays(words(), 2), nearHigh, words())
                .checkAssert((ah, lowAndSlack, bh, bl) -> {
                    long al = lowAndSlack[0];
                    long s = lowAndSlack[1];
                    String what = hex(ah, al, bh, bl, s);
                    long slack = s & Long.MAX_VALUE;
                    boolean e = wrap(pair(ah, al).subtract(pair(bh, bl))).compareTo(big(slack)) > 0;
                    assertEquals(e, Int128.differenceExceeds(ah, al, bh, bl, slack), what);
                    exceeds[e ? 0 : 1]++;
                    if (ah == Long.MIN_VALUE && al == 0) {
                        return;                                // -2^127: no magnitude (documented)
                    }
                    long th = bh & Long.MAX_VALUE;             // a non-negative threshold
                    boolean a = pair(ah, al).abs().compareTo(pair(th, bl)) >= 0;
                    assertEquals(a, Int128.absAtLeast(ah, al, th, bl), what);
                    assertTrue(Int128.absAtLeast(ah, al, Int128.productHigh(0, 0), 0), what);
                    atLeast[a ? 0 : 1]++;
                    boolean x = pair(ah, al).abs().compareTo(pair(th, bl)) > 0;
                    assertEquals(x, Int128.absExceeds(ah, al, th, bl), what);
                    absExceeds[x ? 0 : 1]++;
                    // at the threshold |a| itself the strict and the non-strict test part
                    long mh = ah < 0 ? Int128.negateHigh(ah, al) : ah;
                    long ml = ah < 0 ? Int128.negateLow(al) : al;
                    assertFalse(Int128.absExceeds(ah, al, mh, ml), what);
                    assertTrue(Int128.absAtLeast(ah, al, mh, ml), what);
                });
        assertTrue(exceeds[0] > EXAMPLES / 10 && exceeds[1] > EXAMPLES / 10, () -> "exceeds " + exceeds[0] + ", not " + exceeds[1]);
        assertTrue(atLeast[0] > EXAMPLES / 10 && atLeast[1] > EXAMPLES / 10, () -> "at least " + atLeast[0] + ", not " + atLeast[1]);
        assertTrue(absExceeds[0] > EXAMPLES / 10 && absExceeds[1] > EXAMPLES / 10,
                () -> "abs exceeds " + absExceeds[0] + ", not " + absExceeds[1]);
    }

    @Test
    void shiftsMatchFloorAndHalfEvenRounding() {
        int[] fits = new int[2];
        int[] ties = new int[1];
        Gen<Integer> shifts = Generate.range(1, 63);
        // high words small enough that every shift fits sometimes, and any high word
        Gen<Long> highs = words().mix(FixedGenerators.within(1L << 40), 50);
        qt().withFixedSeed(SEED).withExamples(EXAMPLES).forAll(highs, words(), shifts, Generate.booleans()).checkAssert((hi, l, n, tie) -> {
            // half the samples land exactly on a tie: the discarded bits 100...0
            long lo = tie ? (l & -(1L << n)) | (1L << (n - 1)) : l;
            String what = hex(hi, lo) + " >> " + n;
            BigInteger v = pair(hi, lo);
            BigInteger floor = v.shiftRight(n);                // BigInteger shifts floor
            boolean floorFits = floor.bitLength() < 64;
            assertEquals(floorFits, Int128.fitsShiftRight(hi, n), what);
            assertEquals(floor.longValue(), Int128.shiftRightLow(hi, lo, n), what);
            BigInteger rem = v.subtract(floor.shiftLeft(n));
            int c = rem.compareTo(BigInteger.ONE.shiftLeft(n - 1));
            BigInteger rounded = c > 0 || c == 0 && floor.testBit(0) ? floor.add(BigInteger.ONE) : floor;
            boolean roundedFits = rounded.bitLength() < 64;
            assertEquals(roundedFits, Int128.fitsRoundedShiftRight(hi, lo, n), what);
            if (roundedFits) {
                assertEquals(rounded.longValueExact(), Int128.roundedShiftRight(hi, lo, n), what);
            }
            fits[roundedFits ? 0 : 1]++;
            ties[0] += c == 0 ? 1 : 0;
        });
        assertTrue(fits[0] > EXAMPLES / 5 && fits[1] > EXAMPLES / 5, () -> "fits " + fits[0] + ", not " + fits[1]);
        assertTrue(ties[0] > EXAMPLES / 5, () -> "ties " + ties[0]);
    }

    @Test
    void shiftRightLowByZeroIsTheLowWord() {
        assertEquals(0x1234L, Int128.shiftRightLow(-1, 0x1234L, 0));
    }

    @Test
    void extremeOperandsAtLongMinAndMax() {
        long min = Long.MIN_VALUE;
        long max = Long.MAX_VALUE;
        // MIN * MIN = 2^126: the largest product
        assertEquals(1L << 62, Int128.productHigh(min, min));
        assertEquals(0L, Int128.productLow(min, min));
        // MAX * MAX = 2^126 - 2^64 + 1
        assertEquals((1L << 62) - 1, Int128.productHigh(max, max));
        assertEquals(1L, Int128.productLow(max, max));
        // MIN * MIN + MIN * MIN = 2^127 wraps to -2^127, as documented
        assertEquals(min, Int128.mulAddHigh(min, min, min, min));
        assertEquals(0L, Int128.mulAddLow(min, min, min, min));
        // MIN * MIN - MIN * MAX = 2^127 - 2^63 fits
        assertEquals(pair(max, min), pair(Int128.mulSubHigh(min, min, min, max), Int128.mulSubLow(min, min, min, max)));
        assertTrue(Int128.productsEqual(min, min, -min, min));        // -MIN == MIN in 64 bits: both 2^126
        assertFalse(Int128.productsEqual(min, 1, max, 1));
        assertEquals(1, Int128.compareProducts(min, min, max, max));
        assertEquals(-1, Int128.compareProducts(min, max, max, max));
        // -(-2^127) is -2^127 modulo 2^128
        assertEquals(min, Int128.negateHigh(min, 0));
        assertEquals(-1, Int128.signum(min, 0));
        assertEquals(1, Int128.signum(0, min));                      // the low word is unsigned
        assertEquals(-1, Int128.compare(min, max, max, min));
        assertEquals(-1, Int128.compare(0, max, 0, min));             // 2^63 - 1 < 2^63
        // quotients at the ends: MIN / 1 raw is -2^63 * 2^32 (far below any q), MAX / MAX is ONE
        assertEquals(-1, Int128.compareQuotient(min, 1, min));
        assertEquals(0, Int128.compareQuotient(max, max, 1L << 32));
    }

    @Test
    void roundedShiftRightExamplesFromTheJavadoc() {
        assertEquals(2L, Int128.roundedShiftRight(0, 0x180, 8));       // 1.5 to even
        assertEquals(-2L, Int128.roundedShiftRight(-1, -0x180, 8));    // -1.5 to even
        assertEquals(3L, Int128.roundedShiftRight(0, 0x281, 8));       // 2.50390625 up
        assertEquals(2L, Int128.roundedShiftRight(0, 0x280, 8));       // 2.5 to even
        // MAX_VALUE + 1/2 would round to 2^63: not representable
        assertTrue(Int128.fitsRoundedShiftRight(0x7FFF_FFFFL, 0xFFFF_FFFF_7FFF_FFFFL, 32));
        assertFalse(Int128.fitsRoundedShiftRight(0x7FFF_FFFFL, 0xFFFF_FFFF_8000_0000L, 32));
        assertTrue(Int128.fitsRoundedShiftRight(-0x8000_0000L, 0, 32)); // MIN_VALUE exactly
        assertFalse(Int128.fitsShiftRight(0x8000_0000L, 32));
        assertEquals(Long.MIN_VALUE, Int128.roundedShiftRight(-0x8000_0000L, 0, 32));
    }
}
