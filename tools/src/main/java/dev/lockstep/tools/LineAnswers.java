package dev.lockstep.tools;

import java.io.BufferedWriter;
import java.io.IOException;
import java.io.InputStreamReader;
import java.io.OutputStreamWriter;
import java.io.Writer;
import java.nio.charset.StandardCharsets;

/**
 * The loop of the line-oriented commands ({@code eval}, {@code collide}): standard input read as UTF-8 in
 * lines of bounded length ({@link BoundedLineReader}), one answer line written per input line. Output is
 * flushed whenever the input has nothing more buffered, so an interactive caller gets each answer at once
 * while a piped file is written in 64 KiB blocks.
 */
public final class LineAnswers {
    /** Computes the answer to one input line (without its terminator). */
    @FunctionalInterface
    public interface Answerer {
        /**
         * Returns the answer line for {@code line}; {@code in} tells whether the line was too long
         * ({@link BoundedLineReader#lastLineTooLong()}, then {@code line} is empty) and its number.
         */
        String answer(BoundedLineReader in, String line);
    }

    /** Lines answered between checks of standard output's error flag in a bulk stream. */
    static final int CHECK_EVERY_LINES = 4096;

    private LineAnswers() {
    }

    /**
     * Throws if standard output has failed (a {@link java.io.PrintStream} records write errors instead of
     * throwing them).
     */
    private static void checkOutput(CliIo io, String command) {
        if (io.out().checkError()) {
            throw new BadInputException("cannot write standard output (closed pipe or full disk); stopped",
                    "Check where the output of 'lockstep " + command + "' goes.");
        }
    }

    /**
     * Answers every line of {@code io}'s standard input on its standard output until the input ends.
     *
     * @param maxLineChars longest line passed on as is; a longer one is consumed and passed on as too long
     * @param command      the subcommand's name, for the error's hint
     * @throws BadInputException if standard input cannot be read or standard output cannot be written
     */
    public static void answerEachLine(CliIo io, int maxLineChars, String command, Answerer answerer) {
        BoundedLineReader in = new BoundedLineReader(new InputStreamReader(io.in(), StandardCharsets.UTF_8), maxLineChars);
        Writer out = new BufferedWriter(new OutputStreamWriter(io.out(), StandardCharsets.UTF_8), 1 << 16);
        try {
            String line;
            long lines = 0;
            while ((line = in.readLine()) != null) {
                out.write(answerer.answer(in, line));
                out.write('\n');
                // PrintStream swallows write errors: poll its flag when flushing anyway, and every
                // CHECK_EVERY_LINES lines of a bulk stream, so a closed pipe stops the loop
                if (!in.moreBuffered() || ++lines % CHECK_EVERY_LINES == 0) {
                    out.flush();
                    checkOutput(io, command);
                }
            }
            out.flush();
            checkOutput(io, command);
        } catch (IOException e) {
            throw new BadInputException("cannot read standard input or write standard output: " + e.getMessage(),
                    "Check the pipe or file redirected into 'lockstep " + command + "'.", e);
        }
    }
}
