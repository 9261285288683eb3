package dev.lockstep.tools.eval;

import dev.lockstep.tools.BadInputException;
import dev.lockstep.tools.BoundedLineReader;
import dev.lockstep.tools.CliIo;
import dev.lockstep.tools.ExitCodes;
import java.io.BufferedWriter;
import java.io.IOException;
import java.io.InputStreamReader;
import java.io.OutputStreamWriter;
import java.io.Writer;
import java.nio.charset.StandardCharsets;
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
        BoundedLineReader in = new BoundedLineReader(new InputStreamReader(io.in(), StandardCharsets.UTF_8),
                MAX_LINE_CHARS);
        Writer out = new BufferedWriter(new OutputStreamWriter(io.out(), StandardCharsets.UTF_8), 1 << 16);
        FixedEvaluator evaluator = new FixedEvaluator();
        try {
            String line;
            while ((line = in.readLine()) != null) {
                out.write(in.lastLineTooLong()
                        ? "error line longer than " + MAX_LINE_CHARS + " characters"
                        : evaluator.evaluate(line));
                out.write('\n');
                if (!in.moreBuffered()) {
                    out.flush();
                }
            }
            out.flush();
        } catch (IOException e) {
            throw new BadInputException("cannot read standard input or write standard output: " + e.getMessage(),
                    "Check the pipe or file redirected into 'lockstep eval'.", e);
        }
        return ExitCodes.OK;
    }
}
