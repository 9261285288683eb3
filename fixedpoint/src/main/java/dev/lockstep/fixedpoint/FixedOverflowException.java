package dev.lockstep.fixedpoint;

/**
 * Thrown when the exact result of a fixed-point operation lies outside the Q31.32 range
 * {@code [-2^31, 2^31 - 2^-32]} (raw {@code [Long.MIN_VALUE, Long.MAX_VALUE]}).
 *
 * <p>The message names the operation and every operand in raw hex and decimal, for example
 * {@code mul(0x7fff000000000000 = 32767.0, 0x0000000200000000 = 2.0) overflows Q31.32}.
 * Overflow is never silent in Lockstep: an operation either has a documented bound under which it
 * cannot overflow, or it throws this exception.
 */
public final class FixedOverflowException extends ArithmeticException {
    private static final long serialVersionUID = 1L;

    /** Creates an exception whose message is {@code op(operands...) overflows Q31.32}. */
    public FixedOverflowException(String op, long... rawOperands) {
        super(describe(op, rawOperands) + " overflows Q31.32");
    }

    private FixedOverflowException(String message) {
        super(message);
    }

    /**
     * Returns the exception for a value that is out of the Q31.32 range for a reason other than
     * an arithmetic result (an integer or a decimal text too large to represent).
     */
    public static FixedOverflowException outOfRange(String op, String reason, long... rawOperands) {
        return new FixedOverflowException(describe(op, rawOperands) + ": " + reason);
    }

    /**
     * Returns a plain {@link ArithmeticException} for a domain error: division by zero, the square
     * root of a negative, asin/acos outside [-1, 1], normalising a zero vector. Deliberately not a
     * {@code FixedOverflowException}: a caller that catches overflow to clamp or report "too large"
     * must not silently swallow a division by zero.
     */
    public static ArithmeticException domain(String op, String reason, long... rawOperands) {
        return new ArithmeticException(describe(op, rawOperands) + ": " + reason);
    }

    /** Formats {@code op(0x... = decimal, ...)} with exact decimal expansions of raw operands. */
    public static String describe(String op, long... rawOperands) {
        StringBuilder sb = new StringBuilder(op).append('(');
        for (int i = 0; i < rawOperands.length; i++) {
            if (i > 0) {
                sb.append(", ");
            }
            sb.append(String.format("0x%016x", rawOperands[i])).append(" = ")
                    .append(FixedFormat.toExactString(rawOperands[i]));
        }
        return sb.append(')').toString();
    }
}
