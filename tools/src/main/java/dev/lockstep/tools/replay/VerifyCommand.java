package dev.lockstep.tools.replay;

import dev.lockstep.replay.DesyncReport;
import dev.lockstep.replay.ReplayReader;
import dev.lockstep.replay.ReplayVerifier;
import dev.lockstep.replay.RulesMismatchException;
import dev.lockstep.replay.SyncTest;
import dev.lockstep.replay.VerificationResult;
import dev.lockstep.replay.format.RecordKind;
import dev.lockstep.replay.hash.CanonicalFormatException;
import dev.lockstep.replay.hash.StateReader;
import dev.lockstep.tools.BadInputException;
import dev.lockstep.tools.CliIo;
import dev.lockstep.tools.ExitCodes;
import dev.lockstep.tools.scenario.Scenario;
import dev.lockstep.tools.scenario.Scenarios;
import java.io.IOException;
import java.io.PrintStream;
import java.nio.file.Path;
import java.util.concurrent.Callable;
import picocli.CommandLine.Command;
import picocli.CommandLine.Option;
import picocli.CommandLine.Parameters;

/**
 * {@code lockstep verify FILE}: re-simulates a replay with the scenario that recorded it and proves every
 * tick bit-identical ({@link ReplayVerifier}), or reports the first desync: tick, phase, differing parts,
 * body and field. Optionally runs the rollback sync test ({@link SyncTest}) over the recorded inputs.
 */
@Command(name = "verify", mixinStandardHelpOptions = true,
        description = {"Re-simulate a replay and prove it bit-identical, or report the first desync.",
            "A desync report names the tick, phase, parts, body and field, with expected and actual bits.",
            "Progress: a bar on a terminal, plain progress lines otherwise (on standard error)."},
        exitCodeListHeading = "%nExit codes:%n",
        exitCodeList = {"0:every tick reproduced its recorded hashes (and the sync test passed)",
            "1:desync, sync-test failure, or the replay's rules differ from this build's",
            "2:missing, unreadable or corrupt file, unknown simulation, or no keyframe at --from-snapshot"})
public final class VerifyCommand implements Callable<Integer> {
    @Parameters(index = "0", paramLabel = "FILE", description = "replay file")
    Path file;

    @Option(names = "--sync-test", paramLabel = "K",
            description = {"also run the rollback sync test: every tick, restore the snapshot of K ticks ago and re-simulate",
                "(K is clamped to the replay's tick count and to " + VerifyCommand.MAX_SYNC_TEST_DEPTH + ")"})
    Integer syncTestDepth;

    @Option(names = "--from-snapshot", paramLabel = "TICK",
            description = "start from the keyframe snapshot of this tick instead of the first (see 'lockstep inspect')")
    Long fromSnapshot;

    /**
     * Deepest rollback the sync test runs: 1024 ticks (16 s at 64 ticks/s, far beyond any rollback
     * netcode window). The test keeps K + 1 snapshots and re-simulates K ticks per tick, so the bound
     * keeps its memory and time proportional to the replay, not to the number typed.
     */
    public static final int MAX_SYNC_TEST_DEPTH = 1024;

    private final CliIo io;

    public VerifyCommand(CliIo io) {
        this.io = io;
    }

    @Override
    public Integer call() {
        if (syncTestDepth != null && syncTestDepth < 1) {
            throw new BadInputException("--sync-test must be at least 1, got " + syncTestDepth, "Pass e.g. --sync-test 8.");
        }
        if (fromSnapshot != null && fromSnapshot < 0) {
            throw new BadInputException("--from-snapshot must be a tick >= 0, got " + fromSnapshot,
                    "List the keyframe ticks with 'lockstep inspect " + file + "'.");
        }
        PrintStream out = io.out();
        ReplayCheck.Summary summary;
        try {
            summary = ReplayCheck.readBack(file);           // strict pass: a corrupt file is refused before any work
        } catch (IOException e) {
            if (!java.nio.file.Files.exists(file)) {
                throw new BadInputException("replay file not found: " + file, "Check the path; record one with 'lockstep record'.");
            }
            throw ReplayFiles.failure(file, e);
        }
        VerificationResult result;
        try (ReplayReader reader = ReplayFiles.open(file, ReplayReader.Mode.STRICT)) {
            Scenario scenario = Scenarios.forReplay(reader.header());
            long start = fromSnapshot != null ? fromSnapshot : reader.header().firstTick();
            long total = summary.ticks() - (start - reader.header().firstTick());
            Progress progress = new Progress(io.err(), io.terminal(), "verify", Math.max(1, total));
            try {
                result = ReplayVerifier.verify(reader, new ProgressSimulation(scenario, progress, start),
                        fromSnapshot != null ? fromSnapshot : -1, Long.MAX_VALUE);
            } finally {
                progress.finish();
            }
        } catch (RulesMismatchException e) {
            out.println("verify: cannot reproduce: " + e.getMessage());
            return ExitCodes.CHECK_FAILED;
        } catch (IllegalArgumentException e) {
            throw new BadInputException(e.getMessage(), "List the keyframe ticks with 'lockstep inspect " + file + "'.", e);
        } catch (IOException e) {
            throw ReplayFiles.failure(file, e);
        }
        out.println("verify: " + result.describe());
        if (!result.ok()) {
            return ExitCodes.CHECK_FAILED;
        }
        if (syncTestDepth != null) {
            int k = syncTestDepth(syncTestDepth, summary.ticks());
            if (k != syncTestDepth) {
                io.err().println("sync test: rollback depth " + syncTestDepth + " clamped to " + k + " (the replay has "
                        + summary.ticks() + " ticks; the deepest rollback tested is " + MAX_SYNC_TEST_DEPTH + ")");
            }
            DesyncReport report = syncTest(k);
            if (report != null) {
                out.println("sync test (k=" + k + "): FAILED: " + report.describe());
                return ExitCodes.CHECK_FAILED;
            }
            out.println("sync test (k=" + k + "): OK over " + summary.ticks() + " ticks");
        }
        return ExitCodes.OK;
    }

    /**
     * Returns the rollback depth the sync test runs for a request of {@code requested} over a replay of
     * {@code ticks} ticks: at most the replay's length (a deeper window never reaches further back) and
     * at most {@link #MAX_SYNC_TEST_DEPTH}; at least 1.
     */
    static int syncTestDepth(int requested, long ticks) {
        return (int) Math.max(1, Math.min(requested, Math.min(MAX_SYNC_TEST_DEPTH, ticks)));
    }

    /** Restores the replay's initial keyframe and runs the sync test over all recorded inputs. */
    private DesyncReport syncTest(int k) {
        try (ReplayReader reader = ReplayFiles.open(file, ReplayReader.Mode.STRICT)) {
            Scenario scenario = Scenarios.forReplay(reader.header());
            int kind;
            while ((kind = reader.next()) != ReplayReader.END_OF_REPLAY && kind != RecordKind.KEYFRAME) {
                // the first keyframe follows the header directly
            }
            try {
                scenario.restore(new StateReader(reader.keyframeBuffer(), 0, reader.keyframeLength()));
            } catch (CanonicalFormatException e) {
                throw new BadInputException("corrupt replay " + file + ": its first keyframe does not fit the simulation: "
                        + e.getMessage(), "The replay was altered.", e);
            }
            RecordedInputs inputs = RecordedInputs.load(file);
            io.err().println("sync test: rollback depth " + k + " over " + inputs.ticks() + " ticks");
            return SyncTest.run(scenario, inputs, reader.header().playerCount(), reader.header().firstTick(),
                    inputs.ticks(), k);
        } catch (IOException e) {
            throw ReplayFiles.failure(file, e);
        }
    }
}
