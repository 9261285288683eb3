package dev.lockstep.fixedpoint;

import java.math.BigDecimal;
import java.math.BigInteger;
import java.math.RoundingMode;

/**
 * Exact conversion between Q31.32 raw values and decimal text.
 *
 * <p>Every Q31.32 value is {@code k / 2^32} for an integer {@code k}, so it has a finite decimal
 * expansion of at most 32 fraction digits; {@link #toExactString} prints it in full, and
 * {@link #parseExact} reads any decimal and rounds it once to the nearest raw value (ties to
 * even). {@code parseExact(toExactString(r)) == r} for every raw {@code r}.
 */
public final class FixedFormat {
    /** Longest decimal text {@link #parseExact} accepts; real inputs are far shorter. */
    public static final int MAX_TEXT_LENGTH = 400;

    private static final BigDecimal TWO_POW_32 = new BigDecimal(BigInteger.ONE.shiftLeft(32));
    private static final long FRACTION_MASK = Fixed.ONE - 1;

    private FixedFormat() {
    }

    /**
     * Returns the exact decimal expansion of {@code raw / 2^32}: an optional minus sign, the
     * integer part, and if the value is not integral a point and the fraction digits without
     * trailing zeros.
     *
     * <pre>{@code
     * toExactString(Fixed.ONE)        -> "1"
     * toExactString(-Fixed.HALF)      -> "-0.5"
     * toExactString(1)                -> "0.00000000023283064365386962890625"
     * toExactString(Long.MIN_VALUE)   -> "-2147483648"
     * }</pre>
     */
    public static String toExactString(long raw) {
        StringBuilder sb = new StringBuilder(48);
        long m = raw;
        if (raw < 0) {
            sb.append('-');
            m = -raw;                     // unsigned magnitude; MIN_VALUE reads as 2^63
        }
        sb.append(m >>> 32);
        long frac = m & FRACTION_MASK;
        if (frac != 0) {
            sb.append('.');
            while (frac != 0) {           // frac * 10 < 2^36: no overflow; ends within 32 digits
                frac *= 10;
                sb.append((char) ('0' + (frac >>> 32)));
                frac &= FRACTION_MASK;
            }
        }
        return sb.toString();
    }

    /**
     * Returns the raw value nearest to the decimal number in {@code text} (ties to even).
     *
     * <p>Grammar: {@code [+-]? digits ('.' digits?)? | [+-]? '.' digits}, optionally followed by an
     * exponent {@code [eE] [+-]? digits} with magnitude at most 400. No spaces, no hex, no NaN.
     *
     * @throws NumberFormatException if {@code text} is not in that grammar; the message says where
     * @throws FixedOverflowException if the rounded value is outside the Q31.32 range
     */
    public static long parseExact(String text) {
        BigDecimal exact = parseDecimal(text);
        BigInteger rounded = exact.multiply(TWO_POW_32).setScale(0, RoundingMode.HALF_EVEN).unscaledValue();
        if (rounded.bitLength() > 63) {
            throw FixedOverflowException.outOfRange("parseExact", "\"" + text + "\" is outside the Q31.32 range");
        }
        return rounded.longValue();
    }

    private static BigDecimal parseDecimal(String text) {
        if (text == null) {
            throw new NumberFormatException("parseExact: null text");
        }
        if (text.length() > MAX_TEXT_LENGTH) {
            throw new NumberFormatException("parseExact: text longer than " + MAX_TEXT_LENGTH + " characters");
        }
        int i = 0;
        int n = text.length();
        if (i < n && (text.charAt(i) == '+' || text.charAt(i) == '-')) {
            i++;
        }
        int intDigits = countDigits(text, i);
        i += intDigits;
        int fracDigits = 0;
        if (i < n && text.charAt(i) == '.') {
            i++;
            fracDigits = countDigits(text, i);
            i += fracDigits;
        }
        if (intDigits + fracDigits == 0) {
            throw new NumberFormatException("parseExact: no digits in \"" + text + "\" (at index " + i + ")");
        }
        if (i < n && (text.charAt(i) == 'e' || text.charAt(i) == 'E')) {
            int e = i + 1;
            if (e < n && (text.charAt(e) == '+' || text.charAt(e) == '-')) {
                e++;
            }
            int expDigits = countDigits(text, e);
            if (expDigits == 0 || expDigits > 3) {
                throw new NumberFormatException("parseExact: bad exponent in \"" + text + "\" at index " + i);
            }
            int exp = Integer.parseInt(text.substring(i + 1, e + expDigits).replace("+", ""));
            if (Math.abs(exp) > 400) {
                throw new NumberFormatException("parseExact: exponent " + exp + " beyond +-400 in \"" + text + "\"");
            }
            i = e + expDigits;
        }
        if (i != n) {
            throw new NumberFormatException("parseExact: unexpected '" + text.charAt(i) + "' at index " + i
                    + " in \"" + text + "\"");
        }
        return new BigDecimal(text);
    }

    private static int countDigits(String s, int from) {
        int i = from;
        while (i < s.length() && s.charAt(i) >= '0' && s.charAt(i) <= '9') {
            i++;
        }
        return i - from;
    }
}
