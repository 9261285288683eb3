package dev.lockstep.tools.eval;

import dev.lockstep.tools.CliIo;
import dev.lockstep.tools.ExitCodes;
import dev.lockstep.tools.LineAnswers;
import java.util.concurrent.Callable;
import picocli.CommandLine.Command;

/**
 * {@code lockstep eval}: evaluates fixed-point operations read from standard input, one result
 * line per input line (issue 2). Streams: memory stays bounded whatever the input length.
 */
@Command(name = "eval", mixinStandardHelpOptions = true,
        description = {
            "Evaluate Q31.32 operations, one per line of standard input, one answer per line on standard output.",
            "Input lines: OP ARG... with raw values as decimal longs (value x 2^32), separated by spaces or tabs.",
            "Ops: mul a b | div a b | sqrt a | dot3 ax ay az bx by bz | len3 x y z | sin a | cos a | atan2 y x",
            "Answer: the raw result as a decimal long, or 'overflow <reason>' or 'error <reason>'.",
            "Example: echo 'mul 6442450944 8589934592' | lockstep eval   prints 12884901888 (1.5 * 2 = 3)."},
        exitCodeListHeading = "%nExit codes:%n",
        exitCodeList = {"0:input read to the end (per-line errors are answers, not failures)",
            "2:standard input could not be read"})
public final class EvalCommand implements Callable<Integer> {
    /** Longest input line; a longer one is answered with an error line (memory bound). */
    public static final int MAX_LINE_CHARS = 4096;

    private final CliIo io;

    public EvalCommand(CliIo io) {
        this.io = io;
    }

    @Override
    public Integer call() {
        FixedEvaluator evaluator = new FixedEvaluator();
        LineAnswers.answerEachLine(io, MAX_LINE_CHARS, "eval", (in, line) -> in.lastLineTooLong()
                ? "error line longer than " + MAX_LINE_CHARS + " characters"
                : evaluator.evaluate(line));
        return ExitCodes.OK;
    }
}
