package dev.lockstep.tools.demo;

import dev.lockstep.replay.ReplayReader;
import dev.lockstep.replay.ReplayVerifier;
import dev.lockstep.replay.VerificationResult;
import dev.lockstep.tools.BadInputException;
import dev.lockstep.tools.IoErrors;
import dev.lockstep.tools.CliIo;
import dev.lockstep.tools.ExitCodes;
import dev.lockstep.tools.replay.Progress;
import dev.lockstep.tools.replay.ReplayOutputs;
import dev.lockstep.tools.replay.ScenarioRecording;
import dev.lockstep.tools.scenario.Scenario;
import dev.lockstep.tools.scenario.Scenarios;
import java.io.IOException;
import java.io.PrintStream;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.concurrent.Callable;
import picocli.CommandLine.Command;
import picocli.CommandLine.Option;

/**
 * {@code lockstep demo}: the main job on its embedded default. Runs the default scenario with its
 * scripted players, records the replay, verifies it by re-simulation, and prints ticks per second, the final state hash
 * and where the replay was written. The hash is the same on every run and JVM.
 */
@Command(name = "demo", mixinStandardHelpOptions = true,
        description = {"Run the default scenario, record its replay, verify it by re-simulation, print ticks/s and the final state hash.",
            "The final state hash is identical on every run and JVM."},
        exitCodeListHeading = "%nExit codes:%n",
        exitCodeList = {"0:the scenario ran and its replay verified", "1:the replay did not verify",
            "2:bad option value or the replay cannot be written"})
public final class DemoCommand implements Callable<Integer> {
    /** Ticks run by default; the golden hash in the tests is for these defaults. */
    public static final int DEFAULT_TICKS = 3000;
    public static final long DEFAULT_SEED = 1;
    public static final int DEFAULT_PLAYERS = 4;

    @Option(names = "--ticks", paramLabel = "N", description = "ticks to run (default ${DEFAULT-VALUE})")
    int ticks = DEFAULT_TICKS;

    @Option(names = "--seed", paramLabel = "S", description = "seed of the scene and the scripted inputs (default ${DEFAULT-VALUE})")
    long seed = DEFAULT_SEED;

    @Option(names = "--players", paramLabel = "P", description = "players (default ${DEFAULT-VALUE})")
    int players = DEFAULT_PLAYERS;

    @Option(names = "--out", paramLabel = "FILE",
            description = "where to write the replay (default: a new lockstep-demo-*.replay file in the temporary directory)")
    Path out;

    private final CliIo io;

    public DemoCommand(CliIo io) {
        this.io = io;
    }

    @Override
    public Integer call() {
        if (ticks < 1) {
            throw new BadInputException("--ticks must be at least 1, got " + ticks, "Pass e.g. --ticks 3000.");
        }
        Path file = out != null ? ReplayOutputs.checkReplayPath(out, "--out") : freshReplayFile();
        Scenario scenario = Scenarios.create(Scenarios.DEFAULT, seed, players);
        PrintStream o = io.out();
        o.println("lockstep demo: " + scenario.description());
        o.println("seed " + seed + ", " + ticks + " ticks");
        ScenarioRecording.Result r;
        try {
            r = ScenarioRecording.record(scenario, seed, ticks, 256, file,
                    io.terminal() ? new Progress(io.err(), true, "demo", ticks) : null);
        } catch (IOException e) {
            throw new BadInputException("cannot write the replay " + file + ": " + IoErrors.describe(e), "Pass --out FILE in a writable directory.", e);
        }
        o.println(String.format("ticks per second: %d (%d ticks in %d ms, recording included)",
                r.ticks() * 1_000_000_000L / Math.max(1, r.nanos()), r.ticks(), r.nanos() / 1_000_000));
        o.println("replay written to " + file + " (" + r.bytes() + " bytes)");
        VerificationResult verified;
        try (ReplayReader reader = ReplayReader.open(file, ReplayReader.Mode.STRICT)) {
            verified = ReplayVerifier.verify(reader, Scenarios.forReplay(reader.header()));
        } catch (IOException e) {
            o.println("replay verification FAILED: " + e.getMessage());
            return ExitCodes.CHECK_FAILED;
        }
        if (!verified.ok() || verified.finalHash() != r.finalHash() || verified.ticksVerified() != r.ticks()) {
            o.println("replay verification FAILED: " + verified.describe());
            return ExitCodes.CHECK_FAILED;
        }
        o.println("replay verified: OK (" + verified.ticksVerified() + " ticks re-simulated bit for bit, hash chain "
                + String.format("%016x", verified.chainDigest()) + ")");
        o.println("final state hash: " + String.format("%016x", r.finalHash()));
        return ExitCodes.OK;
    }

    /**
     * Returns a new empty file of this run's own in the temporary directory. Created exclusively, so two
     * demos at once never share a replay, and a file or link planted at a guessable name is never opened.
     */
    private static Path freshReplayFile() {
        try {
            return Files.createTempFile("lockstep-demo-", ".replay");
        } catch (IOException e) {
            throw new BadInputException("cannot create a replay file in the temporary directory: " + IoErrors.describe(e),
                    "Pass --out FILE in a writable directory.", e);
        }
    }
}
