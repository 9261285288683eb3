package dev.lockstep.tools;

import com.fasterxml.jackson.databind.JsonNode;
import dev.lockstep.fixedpoint.FixedFormat;
import dev.lockstep.fixedpoint.Vec3;
import java.util.Locale;
import java.util.function.Function;
import java.util.regex.Pattern;

/**
 * Exact Q31.32 values from JSON, shared by the commands that read JSON ({@code collide}, {@code simulate}):
 * numbers are decimal strings converted by {@link FixedFormat#parseExact} (JSON numbers are refused, since a
 * double may already have rounded them), and every error message starts with the JSON path of the value.
 * Each parser passes its own exception type as {@code error}.
 */
public final class JsonDecimals {
    /** A well-formed decimal with an exponent: after a parse failure it can only be beyond the parser's limits. */
    private static final Pattern WITH_EXPONENT = Pattern.compile("[+-]?([0-9]+\\.?[0-9]*|\\.[0-9]+)[eE][+-]?[0-9]+");

    private JsonDecimals() {
    }

    /** Converts the decimal string at {@code path} exactly. */
    public static <E extends Exception> long number(JsonNode node, String path, Function<String, E> error) throws E {
        if (node.isNumber()) {
            throw error.apply(path + ": numbers must be decimal strings for exact conversion, write \""
                    + abbreviate(node.asText()) + "\" instead of " + abbreviate(node.asText()));
        }
        if (!node.isTextual()) {
            throw error.apply(path + ": expected a decimal string, got " + kind(node));
        }
        String text = node.textValue();
        try {
            return FixedFormat.parseExact(text);
        } catch (NumberFormatException e) {
            if (text.length() > FixedFormat.MAX_TEXT_LENGTH || WITH_EXPONENT.matcher(text).matches()) {
                // a decimal number, just longer or with a larger exponent than exact parsing takes
                throw error.apply(path + ": \"" + abbreviate(text) + "\" is beyond the exact decimal parser's limits ("
                        + FixedFormat.MAX_TEXT_LENGTH + " characters, exponent within +-400)");
            }
            throw error.apply(path + ": \"" + abbreviate(text) + "\" is not a decimal number");
        } catch (ArithmeticException e) {
            throw error.apply(path + ": \"" + abbreviate(text) + "\" is outside the Q31.32 range [-2147483648, 2147483648)");
        }
    }

    /** Converts an array of exactly {@code n} decimal strings; {@code form} names it in messages ("[x,y,z]"). */
    public static <E extends Exception> long[] numbers(JsonNode node, String path, int n, String form,
            Function<String, E> error) throws E {
        if (!node.isArray() || node.size() != n) {
            throw error.apply(path + ": expected " + form + " (" + n + " decimal strings), got "
                    + (node.isArray() ? "an array of " + node.size() : kind(node)));
        }
        long[] out = new long[n];
        for (int i = 0; i < n; i++) {
            out[i] = number(node.get(i), path + "[" + i + "]", error);
        }
        return out;
    }

    /** Converts {@code [x, y, z]}. */
    public static <E extends Exception> Vec3 vector(JsonNode node, String path, Function<String, E> error) throws E {
        long[] c = numbers(node, path, 3, "[x,y,z]", error);
        return new Vec3(c[0], c[1], c[2]);
    }

    /** Converts a decimal string that must be {@code > 0}. */
    public static <E extends Exception> long positive(JsonNode node, String path, Function<String, E> error) throws E {
        long v = number(node, path, error);
        if (v <= 0) {
            throw error.apply(path + ": must be > 0, got \"" + FixedFormat.toExactString(v) + "\"");
        }
        return v;
    }

    /** Returns "an array", "a string", ... for messages. */
    public static String kind(JsonNode node) {
        switch (node.getNodeType()) {
            case ARRAY: return "an array";
            case OBJECT: return "an object";
            case STRING: return "a string";
            case NUMBER: return "a number";
            case BOOLEAN: return "a boolean";
            case NULL: return "null";
            default: return node.getNodeType().toString().toLowerCase(Locale.ROOT);
        }
    }

    /** Returns {@code s} cut to 60 characters for messages. */
    public static String abbreviate(String s) {
        if (s == null) {
            return "";
        }
        return s.length() <= 60 ? s : s.substring(0, 57) + "...";
    }
}
