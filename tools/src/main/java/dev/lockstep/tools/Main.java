package dev.lockstep.tools;

import dev.lockstep.replay.SimulationRangeException;
import dev.lockstep.tools.batch.VerifyBatchCommand;
import dev.lockstep.tools.bench.BenchCommand;
import dev.lockstep.tools.collide.CollideCommand;
import dev.lockstep.tools.demo.DemoCommand;
import dev.lockstep.tools.eval.EvalCommand;
import dev.lockstep.tools.mesh.MeshCheckCommand;
import dev.lockstep.tools.render.RenderCommand;
import dev.lockstep.tools.replay.DiffCommand;
import dev.lockstep.tools.replay.InspectCommand;
import dev.lockstep.tools.replay.RecordCommand;
import dev.lockstep.tools.replay.VerifyCommand;
import dev.lockstep.tools.query.QueryCommand;
import dev.lockstep.tools.simulate.SimulateCommand;
import java.io.BufferedOutputStream;
import java.io.FileDescriptor;
import java.io.FileOutputStream;
import java.io.InputStream;
import java.io.OutputStreamWriter;
import java.io.PrintStream;
import java.io.PrintWriter;
import java.nio.charset.StandardCharsets;
import picocli.CommandLine;

/**
 * Entry point of the {@code lockstep} command: builds the picocli command tree, runs it and maps
 * every outcome onto {@link ExitCodes}.
 */
public final class Main {
    private Main() {
    }

    /** Runs the command with the process's streams and exits with its exit code. */
    public static void main(String[] args) {
        // buffered (eval and collide write in blocks), autoflush so line-oriented output appears at once
        PrintStream out = new PrintStream(new BufferedOutputStream(new FileOutputStream(FileDescriptor.out), 1 << 16), true,
                StandardCharsets.UTF_8);
        boolean terminal = System.console() != null;
        int code = run(args, System.in, out, System.err, terminal);
        out.flush();
        System.exit(code);
    }

    /**
     * Runs the command in-process and returns its exit code; nothing here calls
     * {@code System.exit}. Standard error is treated as a non-terminal (plain progress lines).
     */
    public static int run(String[] args, InputStream in, PrintStream out, PrintStream err) {
        return run(args, in, out, err, false);
    }

    /** Like {@link #run(String[], InputStream, PrintStream, PrintStream)}, choosing the progress style. */
    public static int run(String[] args, InputStream in, PrintStream out, PrintStream err, boolean terminal) {
        CliIo io = new CliIo(in, out, err, terminal);
        return execute(commandLine(io), args, io);
    }

    /**
     * Runs {@code cl} on {@code args} and returns the exit code, with the two outcomes picocli leaves
     * to the caller mapped too: an {@link Error} (exit 3, one line for a {@link VirtualMachineError}
     * such as {@link OutOfMemoryError}), and standard output that could not be written (a closed pipe,
     * a full disk: exit 2 if the command had otherwise succeeded, since its output is lost).
     */
    static int execute(CommandLine cl, String[] args, CliIo io) {
        int code;
        try {
            code = cl.execute(args);
        } catch (Error e) {
            code = onError(e, args, io.err());
        }
        io.out().flush();
        if (io.out().checkError()) {
            io.err().println("lockstep: cannot write standard output (closed pipe or full disk); the output is incomplete");
            if (code == ExitCodes.OK) {
                code = ExitCodes.BAD_INPUT;
            }
        }
        io.err().flush();
        return code;
    }

    /** Reports an {@link Error} that escaped a subcommand and returns {@link ExitCodes#INTERNAL_ERROR}. */
    private static int onError(Error e, String[] args, PrintStream err) {
        String name = "lockstep" + (args.length > 0 && !args[0].startsWith("-") ? " " + args[0] : "");
        if (e instanceof OutOfMemoryError) {
            // no trace: it would only show where the heap ran out, not why; the why is the input's size
            err.println(name + ": out of memory (" + e.getMessage() + "): the input needs more than this JVM's heap;"
                    + " pass a smaller input, or raise -Xmx through LOCKSTEP_JAVA_OPTS");
        } else if (e instanceof StackOverflowError) {
            err.println(name + ": stack overflow: the input nests deeper than this JVM's stack (-Xss) allows;"
                    + " please report it with the command line");
        } else {
            err.println(name + ": internal error (a bug in lockstep; please report it with the command line and this trace):");
            e.printStackTrace(err);
        }
        err.flush();
        return ExitCodes.INTERNAL_ERROR;
    }

    /** Builds the command tree bound to {@code io}; exposed for help-text tests. */
    static CommandLine commandLine(CliIo io) {
        CommandLine cl = new CommandLine(new LockstepCommand(io));
        cl.addSubcommand("demo", new DemoCommand(io));
        cl.addSubcommand("eval", new EvalCommand(io));
        cl.addSubcommand("collide", new CollideCommand(io));
        cl.addSubcommand("mesh-check", new MeshCheckCommand(io));
        cl.addSubcommand("render", new RenderCommand(io));
        cl.addSubcommand("record", new RecordCommand(io));
        cl.addSubcommand("verify", new VerifyCommand(io));
        cl.addSubcommand("verify-batch", new VerifyBatchCommand(io));
        cl.addSubcommand("inspect", new InspectCommand(io));
        cl.addSubcommand("diff", new DiffCommand(io));
        cl.addSubcommand("bench", new BenchCommand(io));
        cl.addSubcommand("simulate", new SimulateCommand(io));
        cl.addSubcommand("query", new QueryCommand(io));
        cl.setOut(new PrintWriter(new OutputStreamWriter(io.out(), StandardCharsets.UTF_8), true));
        cl.setErr(new PrintWriter(new OutputStreamWriter(io.err(), StandardCharsets.UTF_8), true));
        cl.setParameterExceptionHandler(Main::onBadArguments);
        cl.setExecutionExceptionHandler(Main::onException);
        return cl;
    }

    private static int onBadArguments(CommandLine.ParameterException ex, String[] args) {
        CommandLine cmd = ex.getCommandLine();
        PrintWriter err = cmd.getErr();
        err.println(cmd.getCommandSpec().qualifiedName() + ": " + ex.getMessage());
        CommandLine.UnmatchedArgumentException.printSuggestions(ex, err);
        if (ex instanceof CommandLine.UnmatchedArgumentException && !cmd.getSubcommands().isEmpty()) {
            err.println("Subcommands: " + String.join(", ", cmd.getSubcommands().keySet()) + ".");
        }
        err.println("Run '" + cmd.getCommandSpec().qualifiedName() + " --help' for usage.");
        err.flush();
        return ExitCodes.BAD_INPUT;
    }

    private static int onException(Exception ex, CommandLine cmd, CommandLine.ParseResult parseResult) {
        if (ex.getCause() instanceof Error) {
            throw (Error) ex.getCause();
        }
        PrintWriter err = cmd.getErr();
        String name = cmd.getCommandSpec().qualifiedName();
        if (ex instanceof BadInputException) {
            BadInputException bad = (BadInputException) ex;
            err.println(name + ": " + bad.getMessage());
            if (bad.hint() != null && !bad.hint().isEmpty()) {
                err.println(bad.hint());
            }
            err.flush();
            return ExitCodes.BAD_INPUT;
        }
        if (ex instanceof SimulationRangeException) {
            // a verdict on a forged or foreign replay, not a bug: bad input, one line
            err.println(name + ": " + ex.getMessage());
            err.println("The replay holds values this simulation cannot run; it was altered or not recorded by lockstep.");
            err.flush();
            return ExitCodes.BAD_INPUT;
        }
        err.println(name + ": internal error (a bug in lockstep; please report it with the command line and this trace):");
        ex.printStackTrace(err);
        err.flush();
        return ExitCodes.INTERNAL_ERROR;
    }
}
