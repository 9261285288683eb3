package dev.lockstep.tools.bench;

import dev.lockstep.tools.BadInputException;
import dev.lockstep.tools.CliIo;
import dev.lockstep.tools.ExitCodes;
import dev.lockstep.tools.ProjectRoot;
import java.io.BufferedReader;
import java.io.IOException;
import java.io.InputStreamReader;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.Callable;
import picocli.CommandLine.Command;
import picocli.CommandLine.Option;
import picocli.CommandLine.Parameters;

/**
 * {@code lockstep bench}: compiles a module's JMH benchmarks with Maven and runs them with settings
 * fit for a 2-core machine, then prints the Markdown table of the module's docs/benchmarks.md (ns/op and
 * B/op from {@code -prof gc}). Exactly the recipe of the helper brief:
 * <pre>
 * mvn -B -q -pl MODULE -am test-compile dependency:build-classpath -Dmdep.outputFile=target/test.cp -Dmdep.includeScope=test
 * java -cp MODULE/target/test-classes:MODULE/target/classes:$(cat MODULE/target/test.cp) org.openjdk.jmh.Main ARGS
 * </pre>
 */
@Command(name = "bench", mixinStandardHelpOptions = true,
        description = {"Run the JMH benchmarks of one module (or all) and print the tables the module READMEs quote.",
            "Default JMH settings: " + BenchPlan.DEFAULT_JMH_ARGS + " (fit for a 2-core machine);",
            "--quick: " + BenchPlan.QUICK_JMH_ARGS + " (a smoke run, numbers not for the README).",
            "Needs the source checkout and Maven (it compiles the benchmarks); results also in MODULE/target/jmh-result.json;",
            "--save NAME keeps them, with the table, under MODULE/docs/bench-results/MACHINE/;",
            "--probe 'CLASS ARGS' runs a thread-CPU-time probe of the module's bench package instead of JMH."},
        exitCodeListHeading = "%nExit codes:%n",
        exitCodeList = {"0:benchmarks ran (or --dry-run printed the plan)", "1:Maven or JMH failed",
            "2:unknown module or bad option"})
public final class BenchCommand implements Callable<Integer> {
    @Parameters(index = "0", arity = "0..1", paramLabel = "MODULE",
            description = "fixedpoint, collision, replay, world, tools or all (default all)")
    String module = "all";

    @Parameters(index = "1", arity = "0..1", paramLabel = "REGEX",
            description = "JMH benchmark regex (default: every benchmark of the module)")
    String regex;

    @Option(names = "--quick", description = "short smoke run instead of the README settings")
    boolean quick;

    @Option(names = "--offline", description = "run Maven offline (-o)")
    boolean offline;

    @Option(names = "--save", paramLabel = "NAME",
            description = {"also keep the run in MODULE/docs/bench-results/MACHINE/: NAME.json (JMH's raw result)",
                "and NAME.md (the table, the machine, the JDK and the command that reproduces it)"})
    String save;

    @Option(names = "--forks", paramLabel = "N", description = "JMH forks instead of 1 (fresh JVMs; 2 or more for a figure quoted against a bar)")
    int forks = 1;

    @Option(names = "--warmup", paramLabel = "N",
            description = "JMH warm-up iterations instead of 3 (a run pinned to one CPU warms up slower: the JIT shares it)")
    int warmup;

    @Option(names = "--param", paramLabel = "NAME=V1,V2", description = "a JMH @Param list, e.g. --param pose=capsuleDeep (repeatable)")
    List<String> params = new ArrayList<>();

    @Option(names = "--probe", paramLabel = "'CLASS ARGS'",
            description = {"run the main class dev.lockstep.MODULE.bench.CLASS with ARGS on the benchmarks' class path",
                "instead of JMH (thread-CPU-time probes); with --save NAME its output is kept as NAME.md"})
    String probe;

    @Option(names = "--dry-run", description = "print the commands instead of running them")
    boolean dryRun;

    @Option(names = "--ignore-lock",
            description = "run even while another JMH run holds its lock (numbers then share the CPU; don't quote them)")
    boolean ignoreLock;

    private final CliIo io;

    public BenchCommand(CliIo io) {
        this.io = io;
    }

    @Override
    public Integer call() throws IOException, InterruptedException {
        Path root = ProjectRoot.find();
        List<String> modules = BenchPlan.modules(root, module);
        if (modules.isEmpty()) {
            io.err().println("bench: no module has benchmarks yet (src/test/java/dev/lockstep/<module>/bench/*Benchmark.java)");
            return ExitCodes.OK;
        }
        if (probe != null) {
            return probe(root, modules);
        }
        for (String m : modules) {
            BenchPlan plan = new BenchPlan(root, m, regex, quick, offline, ignoreLock, forks, params, warmup);
            if (save != null) {
                SavedRun.checkName(save);
            }
            if (dryRun) {
                io.out().println(String.join(" ", plan.mavenCommand()));
                io.out().println(String.join(" ", plan.jmhCommand("$(cat " + m + "/target/test.cp)")));
                continue;
            }
            String cp = compiledClasspath(root, plan, m);
            if (cp == null) {
                return ExitCodes.CHECK_FAILED;
            }
            List<String> jmh = plan.jmhCommand(cp);
            io.err().println("bench: running JMH for " + m + " (" + plan.jmhArgs() + ")");
            String loadAtStart = MachineLoad.oneMinute();
            int jmhExit = run(root, jmh);
            String load = MachineLoad.sentence(loadAtStart, MachineLoad.oneMinute());
            if (jmhExit != 0) {
                io.err().println("bench: JMH failed for " + m + " (output above). If another JMH run holds the lock, "
                        + "wait for it to finish, or pass --ignore-lock for numbers you will not quote.");
                return ExitCodes.CHECK_FAILED;
            }
            String json = Files.readString(plan.resultFile(), StandardCharsets.UTF_8);
            String table = JmhTable.fromJson(json);
            io.out().println();
            io.out().println("### " + m + " (" + plan.jmhArgs() + ")");
            io.out().println();
            io.out().print(table);
            io.out().flush();
            if (save != null) {
                Path dir = SavedRun.write(plan, save, json, table, load);
                io.err().println("bench: saved " + root.relativize(dir.resolve(save + ".json")) + " and " + save + ".md");
            }
        }
        return ExitCodes.OK;
    }

    /** {@code --probe}: one module, no JMH options; compiles like a JMH run, then runs the probe's main class. */
    private int probe(Path root, List<String> modules) throws IOException, InterruptedException {
        if ("all".equals(module) || regex != null || quick || forks != 1 || warmup != 0 || !params.isEmpty()) {
            throw new BadInputException("--probe runs one probe of one module",
                    "Pass a module name (not all) and no REGEX, --quick, --forks, --warmup or --param with --probe.");
        }
        ProbeRun run = ProbeRun.parse(root, modules.get(0), probe);
        if (save != null) {
            SavedRun.checkName(save);
        }
        String m = modules.get(0);
        BenchPlan plan = new BenchPlan(root, m, null, false, offline, ignoreLock);
        if (dryRun) {
            io.out().println(String.join(" ", plan.mavenCommand()));
            io.out().println(String.join(" ", run.javaCommand("$(cat " + m + "/target/test.cp)")));
            return ExitCodes.OK;
        }
        String cp = compiledClasspath(root, plan, m);
        if (cp == null) {
            return ExitCodes.CHECK_FAILED;
        }
        io.err().println("bench: running probe " + run.spec());
        String loadAtStart = MachineLoad.oneMinute();
        Process p = new ProcessBuilder(run.javaCommand(cp)).directory(root.toFile())
                .redirectError(ProcessBuilder.Redirect.INHERIT).start();
        p.getOutputStream().close();
        StringBuilder output = new StringBuilder();
        try (BufferedReader lines = new BufferedReader(new InputStreamReader(p.getInputStream(), StandardCharsets.UTF_8))) {
            for (String line = lines.readLine(); line != null; line = lines.readLine()) {
                output.append(line).append('\n');
                io.out().println(line); // shown as it comes: a probe can run for minutes
                io.out().flush();
            }
        }
        int exit = p.waitFor();
        String load = MachineLoad.sentence(loadAtStart, MachineLoad.oneMinute());
        if (exit != 0) {
            io.err().println("bench: probe " + run.spec() + " failed (exit " + exit + ", output above)");
            return ExitCodes.CHECK_FAILED;
        }
        if (save != null) {
            Path dir = plan.savedResultsDir(MachineLabel.current());
            Files.createDirectories(dir);
            Files.writeString(dir.resolve(save + ".md"), run.page(save, MachineLabel.current(), output.toString(), load),
                    StandardCharsets.UTF_8);
            io.err().println("bench: saved " + root.relativize(dir.resolve(save + ".md")));
        }
        return ExitCodes.OK;
    }

    /** Compiles module {@code m}'s benchmarks with Maven; returns their dependency class path, or null when Maven failed. */
    private String compiledClasspath(Path root, BenchPlan plan, String m) throws IOException, InterruptedException {
        io.err().println("bench: compiling " + m + " benchmarks: " + String.join(" ", plan.mavenCommand()));
        if (run(root, plan.mavenCommand()) != 0) {
            io.err().println("bench: Maven failed for " + m + " (output above); fix the build, then retry");
            return null;
        }
        return Files.readString(root.resolve(m).resolve("target/test.cp"), StandardCharsets.UTF_8).trim();
    }

    /** Runs {@code command} in {@code dir}, its output going to our standard error (the tables go to standard out). */
    private int run(Path dir, List<String> command) throws IOException, InterruptedException {
        Process p = new ProcessBuilder(new ArrayList<>(command)).directory(dir.toFile()).redirectErrorStream(true).start();
        p.getOutputStream().close();
        p.getInputStream().transferTo(io.err());
        return p.waitFor();
    }

    static BadInputException unknownModule(String name, List<String> known) {
        return new BadInputException("unknown module \"" + name + "\"",
                "Pass one of: all, " + String.join(", ", known) + ".");
    }
}
