package dev.lockstep.fixedpoint.rules;

/**
 * One breach of a determinism rule found in compiled bytecode.
 *
 * @param className binary class name with dots ({@code dev.lockstep.collision.gjk.Gjk})
 * @param method    method name and descriptor ({@code support(JJJ)J}), or {@code field name} for a
 *                  field declaration, or {@code <class>} for the class itself
 * @param rule      which rule was broken
 * @param what      the offending instruction, constant or reference, human readable
 */
public record Violation(String className, String method, Rule rule, String what) {
    /** The two bytecode rules. */
    public enum Rule {
        /** A float/double instruction, constant, type or Math/StrictMath floating call. */
        FLOATING_POINT,
        /** Hash-ordered collections, salted iteration order, clocks, unseeded randomness, parallelism. */
        NONDETERMINISM
    }

    /** Returns {@code Class#method: RULE what}, the line printed in a failing scan. */
    public String describe() {
        return className + "#" + method + ": " + rule + " " + what;
    }
}
