package dev.lockstep.tools.replay;

import dev.lockstep.replay.ReplayReader;
import dev.lockstep.replay.format.RecordKind;
import dev.lockstep.replay.format.ReplayHeader;
import dev.lockstep.tools.CliIo;
import dev.lockstep.tools.ExitCodes;
import java.io.IOException;
import java.io.PrintStream;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayDeque;
import java.util.Deque;
import java.util.concurrent.Callable;
import picocli.CommandLine.Command;
import picocli.CommandLine.Option;
import picocli.CommandLine.Parameters;

/** {@code lockstep inspect}: prints a replay's header, tick count, keyframe (snapshot) index and hashes. */
@Command(name = "inspect", mixinStandardHelpOptions = true,
        description = {"Print a replay's header, tick count, keyframe (snapshot) index and state hashes.",
            "Reads strictly (any defect is an error) unless --recover is given."},
        exitCodeListHeading = "%nExit codes:%n",
        exitCodeList = {"0:the replay is valid and complete (or, with --recover, its valid prefix was printed)",
            "1:with --recover: the replay is damaged, unfinished or has bytes after its end (the report says where)",
            "2:missing or unreadable file, or a corrupt replay without --recover"})
public final class InspectCommand implements Callable<Integer> {
    /** Tick hashes shown at each end of the list unless {@code --hashes}. */
    static final int HASHES_SHOWN = 5;

    @Parameters(index = "0", paramLabel = "FILE", description = "replay file")
    Path file;

    @Option(names = "--hashes", description = "print every tick's state hash (default: the first and last " + HASHES_SHOWN + ")")
    boolean allHashes;

    @Option(names = "--recover", description = "read in recovery mode: print the longest valid prefix and what ended it")
    boolean recover;

    private final CliIo io;

    public InspectCommand(CliIo io) {
        this.io = io;
    }

    @Override
    public Integer call() {
        PrintStream out = io.out();
        try (ReplayReader r = ReplayFiles.open(file, recover ? ReplayReader.Mode.RECOVER : ReplayReader.Mode.STRICT)) {
            ReplayHeader h = r.header();
            out.println("file: " + file + " (" + Files.size(file) + " bytes, format minor " + r.formatMinor() + ")");
            out.println("simulation: " + h.rules().describe());
            out.println("rules hash: " + ReplayFiles.hex(h.rules().rulesHash()));
            out.println("phases: " + String.join(", ", h.rules().phaseNames()));
            out.println("parts: " + String.join(", ", h.rules().partNames()));
            out.println("seed: " + h.seed());
            out.println("players: " + h.playerCount() + ", max input bytes: " + h.maxInputBytes());
            out.println("first tick: " + h.firstTick() + ", keyframe interval: " + h.keyframeInterval());
            // Pass 1 counts and keeps only the first and last few hashes; the keyframe index and --hashes
            // are printed by further passes over the file, so memory stays bounded for any replay length.
            int keyframeCount = 0;
            Deque<String> tail = new ArrayDeque<>();
            StringBuilder hashes = new StringBuilder();
            long ticks = 0;
            int kind;
            while ((kind = r.next()) != ReplayReader.END_OF_REPLAY) {
                if (kind == RecordKind.KEYFRAME) {
                    keyframeCount++;
                } else if (kind == RecordKind.TICK) {
                    String line = tickLine(r);
                    if (ticks < HASHES_SHOWN) {
                        hashes.append(line);
                    } else if (!allHashes) {
                        tail.addLast(line);
                        if (tail.size() > HASHES_SHOWN) {
                            tail.removeFirst();
                        }
                    }
                    ticks++;
                }
            }
            out.println("ticks: " + ticks + (r.complete() ? (r.recovery() != null ? " (complete, but bytes follow the end record)"
                    : " (complete)") : " (incomplete)"));
            if (r.complete()) {
                out.println("final state hash: " + ReplayFiles.hex(r.endFinalHash()));
                out.println("hash chain digest: " + ReplayFiles.hex(r.endChainDigest()));
            }
            out.println("keyframes: " + keyframeCount);
            printRecords(RecordKind.KEYFRAME, keyframeCount);
            out.println("tick state hashes:");
            if (allHashes) {
                printRecords(RecordKind.TICK, ticks);
            } else {
                out.print(hashes);
                if (ticks > 2 * HASHES_SHOWN) {
                    out.println("  ... (" + (ticks - HASHES_SHOWN - tail.size()) + " more; --hashes prints all)");
                }
                tail.forEach(out::print);
            }
            if (recover && r.recovery() != null) {
                out.println("recovery: " + r.recovery().describe());
                return ExitCodes.CHECK_FAILED;
            }
            return ExitCodes.OK;
        } catch (IOException e) {
            throw ReplayFiles.failure(file, e);
        }
    }

    private static String tickLine(ReplayReader r) {
        return String.format("  tick %d: %s%n", r.tick(), ReplayFiles.hex(r.stateHash()));
    }

    /**
     * Reads the file again and prints its first {@code count} records of {@code recordKind} (the ones
     * the first pass counted; the same mode reads the same prefix).
     */
    private void printRecords(int recordKind, long count) throws IOException {
        PrintStream out = io.out();
        try (ReplayReader r = ReplayFiles.open(file, recover ? ReplayReader.Mode.RECOVER : ReplayReader.Mode.STRICT)) {
            long printed = 0;
            int kind;
            while (printed < count && (kind = r.next()) != ReplayReader.END_OF_REPLAY) {
                if (kind != recordKind) {
                    continue;
                }
                if (kind == RecordKind.KEYFRAME) {
                    out.printf("  before tick %d: %d bytes at offset %d, state hash %s%n", r.tick(), r.keyframeLength(),
                            r.recordStart(), ReplayFiles.hex(r.keyframeHash()));
                } else {
                    out.print(tickLine(r));
                }
                printed++;
                if (out.checkError()) {
                    return;           // standard output is gone: Main reports it; stop reading
                }
            }
        }
    }
}
