package dev.lockstep.tools;

import java.util.concurrent.Callable;
import picocli.CommandLine;
import picocli.CommandLine.Command;
import picocli.CommandLine.Model.CommandSpec;
import picocli.CommandLine.Spec;

/** The root {@code lockstep} command: only dispatches to subcommands. */
@Command(name = "lockstep", mixinStandardHelpOptions = true, version = "lockstep 0.1.0-SNAPSHOT",
        description = "Run, check and look at the Lockstep deterministic physics kernel.",
        subcommands = CommandLine.HelpCommand.class,
        exitCodeListHeading = "%nExit codes:%n",
        exitCodeList = {
            "0:OK",
            "1:a check failed (desync, replays differ)",
            "2:bad input (arguments, missing or malformed file) or output that cannot be written",
            "3:internal error (a bug; please report it)"},
        footer = "%nRun 'lockstep SUBCOMMAND --help' for the options of a subcommand.")
public final class LockstepCommand implements Callable<Integer> {
    @Spec
    CommandSpec spec;

    private final CliIo io;

    LockstepCommand(CliIo io) {
        this.io = io;
    }

    @Override
    public Integer call() {
        io.err().println("lockstep: missing subcommand. Try 'lockstep demo', or 'lockstep --help' for the list.");
        spec.commandLine().usage(spec.commandLine().getErr());
        return ExitCodes.BAD_INPUT;
    }
}
