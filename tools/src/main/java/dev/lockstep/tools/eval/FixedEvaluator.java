package dev.lockstep.tools.eval;

import dev.lockstep.fixedpoint.Fixed;
import dev.lockstep.fixedpoint.FixedTrig;

/**
 * Evaluates one {@code eval} line: {@code OP ARG...} with raw Q31.32 arguments as decimal longs.
 *
 * <p>The answer is the raw result as a decimal long; {@code overflow <reason>} when the exact
 * result is outside the Q31.32 range; {@code error <reason>} for everything else (unknown op,
 * wrong argument count, an argument that is not a decimal long, division by zero, sqrt of a
 * negative). Never throws for any input line.
 *
 * <p>Overflow and domain errors are told apart by the kernel's message contract:
 * {@link dev.lockstep.fixedpoint.FixedOverflowException} messages for overflow end with
 * {@code "overflows Q31.32"}; domain errors (division by zero...) carry a reason instead.
 */
public final class FixedEvaluator {
    /** Most arguments any op takes (dot3). */
    private static final int MAX_ARGS = 6;
    private static final String OVERFLOW_SUFFIX = "overflows Q31.32";

    private final long[] args = new long[MAX_ARGS];

    /** Returns the answer line for {@code line} (without a line terminator). */
    public String evaluate(String line) {
        int n = line.length();
        int i = skipBlanks(line, 0);
        if (i == n) {
            return "error empty line (expected OP ARG..., e.g. 'mul 4294967296 8589934592')";
        }
        int opEnd = tokenEnd(line, i);
        EvalOp op = EvalOp.byName(line.substring(i, opEnd));
        if (op == null) {
            return "error unknown op '" + line.substring(i, opEnd) + "' (ops: " + EvalOp.names() + ")";
        }
        int count = 0;
        i = skipBlanks(line, opEnd);
        while (i < n) {
            int end = tokenEnd(line, i);
            if (count == op.arity()) {
                return "error " + op.usage() + " takes " + op.arity() + " argument" + (op.arity() == 1 ? "" : "s")
                        + ", got more";
            }
            String token = line.substring(i, end);
            try {
                args[count] = parseAsciiLong(token);
            } catch (NumberFormatException e) {
                return "error argument " + (count + 1) + " '" + token
                        + "' is not a decimal long (raw Q31.32 value, e.g. 4294967296 for 1.0)";
            }
            count++;
            i = skipBlanks(line, end);
        }
        if (count != op.arity()) {
            return "error " + op.usage() + " takes " + op.arity() + " argument" + (op.arity() == 1 ? "" : "s")
                    + ", got " + count;
        }
        try {
            return Long.toString(op.apply(args));
        } catch (ArithmeticException e) {
            String message = String.valueOf(e.getMessage());
            return (message.endsWith(OVERFLOW_SUFFIX) ? "overflow " : "error ") + message;
        }
    }

    private static int skipBlanks(String s, int i) {
        while (i < s.length() && (s.charAt(i) == ' ' || s.charAt(i) == '\t')) {
            i++;
        }
        return i;
    }

    private static int tokenEnd(String s, int i) {
        while (i < s.length() && s.charAt(i) != ' ' && s.charAt(i) != '\t') {
            i++;
        }
        return i;
    }

    /** The kernel calls, one place per op, so that adding FixedTrig is a one-line change each. */
    static long mul(long[] a) {
        return Fixed.mul(a[0], a[1]);
    }

    static long div(long[] a) {
        return Fixed.div(a[0], a[1]);
    }

    static long sqrt(long[] a) {
        return Fixed.sqrt(a[0]);
    }

    static long dot3(long[] a) {
        return Fixed.dot3(a[0], a[1], a[2], a[3], a[4], a[5]);
    }

    static long len3(long[] a) {
        return Fixed.length3(a[0], a[1], a[2]);
    }

    static long sin(long[] a) {
        return FixedTrig.sin(a[0]);
    }

    static long cos(long[] a) {
        return FixedTrig.cos(a[0]);
    }

    static long atan2(long[] a) {
        return FixedTrig.atan2(a[0], a[1]);
    }

    /**
     * Returns the decimal long in {@code token}, ASCII digits only: {@link Long#parseLong} also takes
     * other scripts' digits (fullwidth {@code １２} reads as 12), which a raw-value calculator must not
     * guess at.
     *
     * @throws NumberFormatException if the token is not {@code [+-]?[0-9]+} or overflows a long
     */
    static long parseAsciiLong(String token) {
        int start = token.startsWith("-") || token.startsWith("+") ? 1 : 0;
        if (start == token.length()) {
            throw new NumberFormatException(token);
        }
        for (int i = start; i < token.length(); i++) {
            char c = token.charAt(i);
            if (c < '0' || c > '9') {
                throw new NumberFormatException(token);
            }
        }
        return Long.parseLong(token);
    }
}
