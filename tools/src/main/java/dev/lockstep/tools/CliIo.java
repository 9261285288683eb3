package dev.lockstep.tools;

import java.io.InputStream;
import java.io.PrintStream;
import java.util.Objects;

/**
 * The standard streams a subcommand talks to, passed in so that tests can run every subcommand
 * in-process ({@link Main#run}) with their own streams.
 *
 * @param in       standard input (eval and collide read their requests here)
 * @param out      standard output: results only, so that output can be piped
 * @param err      standard error: progress, diagnostics and error messages
 * @param terminal whether {@code err} is an interactive terminal (progress bars) or not (progress lines)
 */
public record CliIo(InputStream in, PrintStream out, PrintStream err, boolean terminal) {
    public CliIo {
        Objects.requireNonNull(in, "in");
        Objects.requireNonNull(out, "out");
        Objects.requireNonNull(err, "err");
    }
}
