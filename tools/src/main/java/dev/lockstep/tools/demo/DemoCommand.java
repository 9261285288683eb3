package dev.lockstep.tools.demo;

import dev.lockstep.tools.BadInputException;
import dev.lockstep.tools.CliIo;
import dev.lockstep.tools.ExitCodes;
import java.io.PrintStream;
import java.util.concurrent.Callable;
import picocli.CommandLine.Command;
import picocli.CommandLine.Option;

/**
 * {@code lockstep demo}: runs the embedded default scenario and prints ticks per second and the
 * final state hash. The hash is the same on every run and JVM; the timing is the only line that
 * varies, and it goes to standard error so that standard output can be compared byte for byte.
 */
@Command(name = "demo", mixinStandardHelpOptions = true,
        description = {"Run the embedded default scenario and print its final state hash.",
            "Standard output (the hash) is identical on every run and JVM; timing goes to standard error."},
        exitCodeListHeading = "%nExit codes:%n",
        exitCodeList = {"0:the scenario ran", "2:bad option value"})
public final class DemoCommand implements Callable<Integer> {
    /** Ticks run by default; the golden hash in the tests is for this count and {@link #DEFAULT_SEED}. */
    public static final int DEFAULT_TICKS = 3000;
    public static final long DEFAULT_SEED = 1;

    @Option(names = "--ticks", paramLabel = "N", description = "ticks to run (default ${DEFAULT-VALUE})")
    int ticks = DEFAULT_TICKS;

    @Option(names = "--seed", paramLabel = "S", description = "scene seed (default ${DEFAULT-VALUE})")
    long seed = DEFAULT_SEED;

    private final CliIo io;

    public DemoCommand(CliIo io) {
        this.io = io;
    }

    @Override
    public Integer call() {
        if (ticks < 1) {
            throw new BadInputException("--ticks must be at least 1, got " + ticks, "Pass e.g. --ticks 3000.");
        }
        DemoScenario scenario = Scenarios.create(Scenarios.DEFAULT, seed);
        PrintStream out = io.out();
        out.println("lockstep demo: " + scenario.description());
        out.println("seed " + seed + ", " + ticks + " ticks");
        long start = System.nanoTime();         // timing is display only; the state never sees it
        while (scenario.tick() < ticks) {
            scenario.step();
        }
        long nanos = Math.max(1, System.nanoTime() - start);
        out.println("final state hash: " + String.format("%016x", scenario.stateHash()));
        out.flush();
        io.err().println(String.format("ticks per second: %d (%d ticks in %d ms)",
                ticks * 1_000_000_000L / nanos, ticks, nanos / 1_000_000));
        return ExitCodes.OK;
    }
}
