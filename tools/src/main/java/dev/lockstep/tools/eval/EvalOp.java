package dev.lockstep.tools.eval;

import java.util.function.ToLongFunction;

/** The operations {@code lockstep eval} understands: name, argument count and kernel call. */
enum EvalOp {
    MUL("mul", "mul a b", 2, FixedEvaluator::mul),
    DIV("div", "div a b", 2, FixedEvaluator::div),
    SQRT("sqrt", "sqrt a", 1, FixedEvaluator::sqrt),
    DOT3("dot3", "dot3 ax ay az bx by bz", 6, FixedEvaluator::dot3),
    LEN3("len3", "len3 x y z", 3, FixedEvaluator::len3),
    SIN("sin", "sin a", 1, FixedEvaluator::sin),
    COS("cos", "cos a", 1, FixedEvaluator::cos),
    ATAN2("atan2", "atan2 y x", 2, FixedEvaluator::atan2);

    private static final EvalOp[] ALL = values();

    private final String opName;
    private final String usage;
    private final int arity;
    private final ToLongFunction<long[]> kernel;

    EvalOp(String opName, String usage, int arity, ToLongFunction<long[]> kernel) {
        this.opName = opName;
        this.usage = usage;
        this.arity = arity;
        this.kernel = kernel;
    }

    /** Returns the op spelled {@code name} (lower case, exact), or null. */
    static EvalOp byName(String name) {
        for (EvalOp op : ALL) {
            if (op.opName.equals(name)) {
                return op;
            }
        }
        return null;
    }

    static String names() {
        StringBuilder sb = new StringBuilder();
        for (EvalOp op : ALL) {
            sb.append(sb.length() == 0 ? "" : " ").append(op.opName);
        }
        return sb.toString();
    }

    String opName() {
        return opName;
    }

    String usage() {
        return usage;
    }

    int arity() {
        return arity;
    }

    long apply(long[] args) {
        return kernel.applyAsLong(args);
    }
}
