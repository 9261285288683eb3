package dev.lockstep.tools;

import java.io.ByteArrayInputStream;
import java.io.ByteArrayOutputStream;
import java.io.InputStream;
import java.io.PrintStream;
import java.nio.charset.StandardCharsets;

/** The outcome of one in-process {@link Main#run}: exit code and both output streams as text. */
public record CliRun(int exitCode, String out, String err) {
    /** Runs {@code lockstep args...} in-process with {@code stdin} as standard input. */
    public static CliRun run(String stdin, String... args) {
        return run(new ByteArrayInputStream(stdin.getBytes(StandardCharsets.UTF_8)), args);
    }

    /** Runs {@code lockstep args...} in-process with the given standard input. */
    public static CliRun run(InputStream stdin, String... args) {
        ByteArrayOutputStream out = new ByteArrayOutputStream();
        ByteArrayOutputStream err = new ByteArrayOutputStream();
        int code = Main.run(args, stdin, new PrintStream(out, true, StandardCharsets.UTF_8),
                new PrintStream(err, true, StandardCharsets.UTF_8));
        return new CliRun(code, out.toString(StandardCharsets.UTF_8), err.toString(StandardCharsets.UTF_8));
    }

    /** Returns standard output split into lines (terminators removed). */
    public String[] outLines() {
        return out.lines().toArray(String[]::new);
    }
}
