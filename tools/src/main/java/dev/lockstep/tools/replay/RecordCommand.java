package dev.lockstep.tools.replay;

import dev.lockstep.tools.BadInputException;
import dev.lockstep.tools.IoErrors;
import dev.lockstep.tools.CliIo;
import dev.lockstep.tools.ExitCodes;
import dev.lockstep.tools.scenario.Scenario;
import dev.lockstep.tools.scenario.Scenarios;
import java.io.IOException;
import java.nio.file.Path;
import java.util.concurrent.Callable;
import picocli.CommandLine.Command;
import picocli.CommandLine.Option;
import picocli.CommandLine.Parameters;

/** {@code lockstep record}: runs a scenario with its scripted players and writes the replay. */
@Command(name = "record", mixinStandardHelpOptions = true,
        description = {"Run a scenario with its scripted players (inputs from the seed) and record a replay file.",
            "Prints the tick count, final state hash, hash-chain digest and file size."},
        exitCodeListHeading = "%nExit codes:%n",
        exitCodeList = {"0:replay written", "2:unknown scenario, bad option value, or the file cannot be written"})
public final class RecordCommand implements Callable<Integer> {
    @Parameters(index = "0", paramLabel = "SCENARIO", description = "scenario to run (known: world)")
    String scenario;

    @Option(names = "--ticks", paramLabel = "N", required = true, description = "ticks to record (1..2^31-1)")
    int ticks;

    @Option(names = "--seed", paramLabel = "S", defaultValue = "1", description = "seed of the scene and the input script (default ${DEFAULT-VALUE})")
    long seed;

    @Option(names = "--out", paramLabel = "FILE", required = true, description = "replay file to write (replaced when the new one is complete; a failed run leaves it as it was)")
    Path out;

    @Option(names = "--players", paramLabel = "P", defaultValue = "4", description = "players (default ${DEFAULT-VALUE})")
    int players;

    @Option(names = "--keyframe-interval", paramLabel = "K", defaultValue = "256",
            description = "a keyframe snapshot every K ticks, for seeking (default ${DEFAULT-VALUE}; 0 = only the first)")
    int keyframeInterval;

    private final CliIo io;

    public RecordCommand(CliIo io) {
        this.io = io;
    }

    @Override
    public Integer call() {
        if (ticks < 1) {
            throw new BadInputException("--ticks must be at least 1, got " + ticks, "Pass e.g. --ticks 3000.");
        }
        if (keyframeInterval < 0) {
            throw new BadInputException("--keyframe-interval must be >= 0, got " + keyframeInterval, "Pass e.g. --keyframe-interval 256.");
        }
        ReplayOutputs.checkReplayPath(out, "--out");
        Scenario sim = Scenarios.create(scenario, seed, players);
        ScenarioRecording.Result r;
        try {
            r = ScenarioRecording.record(sim, seed, ticks, keyframeInterval, out,
                    new Progress(io.err(), io.terminal(), "record", ticks));
        } catch (IOException e) {
            throw new BadInputException("cannot write " + out + ": " + IoErrors.describe(e), "Check that the directory exists and is writable.", e);
        }
        io.out().println("recorded " + r.ticks() + " ticks of " + sim.description());
        io.out().println("file: " + out + " (" + r.bytes() + " bytes)");
        io.out().println("final state hash: " + ReplayFiles.hex(r.finalHash()));
        io.out().println("hash chain digest: " + ReplayFiles.hex(r.chainDigest()));
        return ExitCodes.OK;
    }
}
