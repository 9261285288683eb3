package dev.lockstep.tools.bench;

import dev.lockstep.tools.BadInputException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;

/**
 * A probe run by {@code lockstep bench MODULE --probe 'CLASS ARGS'}: a {@code main} class of the
 * module's bench package ({@code dev.lockstep.MODULE.bench.CLASS}) on the same class path as the
 * module's JMH benchmarks. Most probes read the benchmark scenes in plain loops and count the
 * thread's CPU time only, which is what a loaded 2-core machine can still measure; others report
 * counts and bytes ({@code SceneReport}) or a scene's state over time ({@code PileStability}); with
 * {@code --save NAME} their output becomes a page next to the JMH pages, so that docs quote
 * generated text rather than copied figures.
 */
final class ProbeRun {
    private final String module;
    private final String className;
    private final List<String> args;

    private ProbeRun(String module, String className, List<String> args) {
        this.module = module;
        this.className = className;
        this.args = args;
    }

    /**
     * Parses {@code spec} ("CLASS ARG ARG..."), checking that the class is a source file of the
     * module's bench package, so that a typo fails before Maven compiles anything.
     */
    static ProbeRun parse(Path root, String module, String spec) {
        List<String> words = Arrays.asList(spec.trim().split("\\s+"));
        String name = words.get(0);
        if (!name.matches("[A-Z][A-Za-z0-9]{0,79}")) {
            throw new BadInputException("--probe \"" + spec + "\" does not start with a class name",
                    "Write the simple name of a class of " + benchPackage(module) + ", then its arguments, "
                            + "e.g. --probe 'WorldCpuTimeProbe pile 10'.");
        }
        Path source = root.resolve(module).resolve("src/test/java/dev/lockstep").resolve(module).resolve("bench")
                .resolve(name + ".java");
        if (!Files.isRegularFile(source)) {
            throw new BadInputException("--probe class " + name + " is not in " + benchPackage(module),
                    "Expected the source file " + root.relativize(source) + "; list that directory for the probes.");
        }
        List<String> args = new ArrayList<>(words.subList(1, words.size()));
        for (String a : args) {
            if (!a.matches("[A-Za-z0-9_.,=:+-]{1,80}")) {
                throw new BadInputException("--probe argument \"" + a + "\" has characters a probe does not take",
                        "Probe arguments are words and numbers (letters, digits, '_', '.', ',', '=', ':', '+', '-').");
            }
        }
        return new ProbeRun(module, name, List.copyOf(args));
    }

    private static String benchPackage(String module) {
        return "dev.lockstep." + module + ".bench";
    }

    /** The {@code java} command line, given the module's resolved dependency class path. */
    List<String> javaCommand(String dependencyClasspath) {
        String java = Path.of(System.getProperty("java.home"), "bin", "java").toString();
        List<String> c = new ArrayList<>(List.of(java, "-cp",
                module + "/target/test-classes:" + module + "/target/classes:" + dependencyClasspath,
                benchPackage(module) + "." + className));
        c.addAll(args);
        return c;
    }

    /** The probe as its page names it: {@code CLASS ARGS}. */
    String spec() {
        return args.isEmpty() ? className : className + " " + String.join(" ", args);
    }

    String reproduceCommand() {
        return "tools/lockstep bench " + module + " --probe '" + spec() + "'";
    }

    /** The saved page: machine, JDK, load, the command, then the probe's own output verbatim. */
    String page(String name, String machine, String output, String load) {
        return SavedRun.heading(name, machine)
                + "Probe `" + benchPackage(module) + "." + spec() + "` (a main class of the bench package, not JMH; "
                + "its output below, verbatim).\n"
                + load + "\n\n"
                + "```sh\n" + reproduceCommand() + "\n```\n\n"
                + "```text\n" + output + (output.endsWith("\n") ? "" : "\n") + "```\n";
    }
}
