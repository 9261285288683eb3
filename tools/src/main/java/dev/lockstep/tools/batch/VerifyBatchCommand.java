package dev.lockstep.tools.batch;

import dev.lockstep.replay.Verdict;
import dev.lockstep.tools.BadInputException;
import dev.lockstep.tools.CliIo;
import dev.lockstep.tools.ExitCodes;
import dev.lockstep.tools.replay.Progress;
import dev.lockstep.tools.scenario.ScenarioRegistry;
import java.io.BufferedWriter;
import java.io.IOException;
import java.io.UncheckedIOException;
import java.io.Writer;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.concurrent.Callable;
import picocli.CommandLine.Command;
import picocli.CommandLine.Option;
import picocli.CommandLine.Parameters;

/**
 * {@code lockstep verify-batch DIR|FILE...}: verifies many replays on N threads ({@link BatchVerifier}) with
 * the reference scenarios' registry, prints one line per replay in path order and a summary, and writes the
 * machine report ({@link VerdictReport}) when asked.
 */
@Command(name = "verify-batch", mixinStandardHelpOptions = true,
        description = {"Verify many replays on N worker threads: one verdict per replay (OK, DESYNC, CORRUPT,",
            "UNSUPPORTED, ERROR), one line each in path order whatever the finish order, then a summary with",
            "counts, replays/s and ticks/s. A corrupt or truncated file is a verdict, never the end of the batch.",
            "Directories are searched recursively for *" + ReplaySources.EXTENSION + " files.",
            "Progress: a bar on a terminal, plain progress lines otherwise (on standard error)."},
        exitCodeListHeading = "%nExit codes:%n",
        exitCodeList = {"0:every replay verified OK",
            "1:some replay desynced, is corrupt or truncated, unsupported, or could not be read",
            "2:bad arguments: a missing path, no replay found, a bad --jobs or --max-bytes, a report that cannot be written"})
public final class VerifyBatchCommand implements Callable<Integer> {
    /** Most worker threads accepted: far above any core count, low enough to stop a typo. */
    static final int MAX_JOBS = 1024;
    /** Default largest replay file verified: 1 GiB. */
    static final long DEFAULT_MAX_BYTES = 1L << 30;

    @Parameters(arity = "1..*", paramLabel = "DIR|FILE", description = "replay files, or directories searched for *.lsr")
    List<Path> inputs;

    @Option(names = "--jobs", paramLabel = "N", description = "worker threads, 1.." + MAX_JOBS + " (default: the core count)")
    Integer jobs;

    @Option(names = "--report", paramLabel = "FILE",
            description = "also write one line per replay to FILE: JSON lines (.jsonl) or CSV (.csv)")
    Path report;

    @Option(names = "--max-bytes", paramLabel = "B", defaultValue = "" + DEFAULT_MAX_BYTES,
            description = "largest replay file verified; a larger one is reported CORRUPT without being read (default ${DEFAULT-VALUE})")
    long maxBytes;

    private final CliIo io;

    public VerifyBatchCommand(CliIo io) {
        this.io = io;
    }

    @Override
    public Integer call() throws InterruptedException {
        int n = jobs != null ? jobs : Runtime.getRuntime().availableProcessors();
        if (n < 1 || n > MAX_JOBS) {
            throw new BadInputException("--jobs must be 1.." + MAX_JOBS + ", got " + n, "Pass e.g. --jobs 2.");
        }
        if (maxBytes < 1) {
            throw new BadInputException("--max-bytes must be at least 1, got " + maxBytes, "Pass e.g. --max-bytes 1073741824.");
        }
        VerdictReport format = null;
        if (report != null) {
            format = VerdictReport.forFileName(report.getFileName().toString());
            if (format == null) {
                throw new BadInputException("--report " + report + ": unknown format",
                        "Name the report file *.jsonl (JSON lines) or *.csv.");
            }
        }
        List<Path> files = ReplaySources.collect(inputs);
        if (files.isEmpty()) {
            throw new BadInputException("no replay files (*" + ReplaySources.EXTENSION + ") found in " + inputs,
                    "Pass replay files or directories holding *" + ReplaySources.EXTENSION + " files.");
        }
        BatchSummary summary = new BatchSummary();
        Progress progress = new Progress(io.err(), io.terminal(), "verify-batch", files.size(), "replays");
        long start = System.nanoTime();            // display only: throughput in the summary
        try (Writer out = report == null ? null : Files.newBufferedWriter(report, StandardCharsets.UTF_8)) {
            if (out != null && format.header() != null) {
                out.write(format.header());
                out.write('\n');
            }
            VerdictReport f = format;
            new BatchVerifier(ScenarioRegistry.reference(), n, maxBytes).run(files, (index, path, verdict) -> {
                summary.add(verdict);
                io.out().println(VerdictReport.textLine(path.toString(), verdict));
                if (out != null) {
                    write(out, f.line(path.toString(), verdict));
                }
                progress.update(index + 1L);
            });
        } catch (IOException | UncheckedIOException e) {
            throw new BadInputException("cannot write the report " + report + ": " + e.getMessage(),
                    "Check that its directory exists and is writable.", e);
        } finally {
            progress.finish();
        }
        io.out().println("verify-batch: " + summary.describe(System.nanoTime() - start, n));
        return summary.allOk() ? ExitCodes.OK : ExitCodes.CHECK_FAILED;
    }

    private static void write(Writer out, String line) {
        try {
            out.write(line);
            out.write('\n');
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
    }
}
