package dev.lockstep.tools.bench;

import dev.lockstep.tools.BadInputException;
import java.io.IOException;
import java.io.UncheckedIOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import java.util.stream.Stream;

/** The Maven and JMH command lines for one module's benchmarks. */
final class BenchPlan {
    /** The README settings: one fork, 3 x 1 s warm-up, 5 x 1 s measurement, allocation profiler. */
    static final String DEFAULT_JMH_ARGS = "-f 1 -wi 3 -w 1s -i 5 -r 1s -prof gc";
    /** A smoke run: proves the benchmarks run, numbers too noisy to quote. */
    static final String QUICK_JMH_ARGS = "-f 1 -wi 1 -w 200ms -i 2 -r 200ms -prof gc";
    static final List<String> MODULES = List.of("fixedpoint", "collision", "replay", "world", "tools");

    private final Path root;
    private final String module;
    private final String regex;
    private final boolean quick;
    private final boolean offline;
    private final boolean ignoreLock;
    private final int forks;
    private final int warmups;
    private final List<String> params;

    BenchPlan(Path root, String module, String regex, boolean quick, boolean offline, boolean ignoreLock) {
        this(root, module, regex, quick, offline, ignoreLock, 1, List.of());
    }

    /**
     * {@code forks} replaces the settings' one fork (a figure to quote against a bar wants two or
     * more: JIT outcomes differ between JVMs); {@code params} are JMH {@code -p NAME=V1,V2} lists.
     */
    BenchPlan(Path root, String module, String regex, boolean quick, boolean offline, boolean ignoreLock, int forks,
            List<String> params) {
        this(root, module, regex, quick, offline, ignoreLock, forks, params, 0);
    }

    /**
     * {@code warmups} replaces the settings' warm-up iterations (0 keeps them): a run pinned to
     * one CPU (taskset) compiles on the benchmark's own CPU, and some forks are still warming up
     * after three seconds.
     */
    BenchPlan(Path root, String module, String regex, boolean quick, boolean offline, boolean ignoreLock, int forks,
            List<String> params, int warmups) {
        if (warmups < 0 || warmups > 60) {
            throw new BadInputException("--warmup " + warmups + " is out of range",
                    "Pass 1 to 60 warm-up iterations (one second each).");
        }
        if (forks < 1 || forks > 10) {
            throw new BadInputException("--forks " + forks + " is out of range",
                    "Pass 1 to 10 forks (each fork is a fresh JVM that repeats the whole measurement).");
        }
        for (String p : params) {
            if (!p.matches("[A-Za-z_][A-Za-z0-9_]*=[A-Za-z0-9_.,+-]+")) {
                throw new BadInputException("--param \"" + p + "\" is not NAME=VALUE[,VALUE...]",
                        "Write e.g. --param pose=capsuleDeep,capsuleLying (letters, digits, '_', '.', '+', '-').");
            }
        }
        this.forks = forks;
        this.warmups = warmups;
        this.params = List.copyOf(params);
        this.root = root;
        this.module = module;
        this.regex = regex != null ? regex : "dev\\.lockstep\\." + module + "\\.bench\\.";
        this.quick = quick;
        this.offline = offline;
        this.ignoreLock = ignoreLock;
    }

    /** Returns the modules to run for {@code name} ("all" = each module that has benchmarks). */
    static List<String> modules(Path root, String name) {
        if ("all".equals(name)) {
            List<String> out = new ArrayList<>();
            for (String m : MODULES) {
                if (hasBenchmarks(root, m)) {
                    out.add(m);
                }
            }
            return out;
        }
        if (!MODULES.contains(name)) {
            throw BenchCommand.unknownModule(name, MODULES);
        }
        return List.of(name);
    }

    static boolean hasBenchmarks(Path root, String module) {
        Path dir = root.resolve(module).resolve("src/test/java/dev/lockstep").resolve(module).resolve("bench");
        if (!Files.isDirectory(dir)) {
            return false;
        }
        try (Stream<Path> files = Files.list(dir)) {
            return files.anyMatch(p -> p.getFileName().toString().endsWith("Benchmark.java"));
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
    }

    String jmhArgs() {
        String base = quick ? QUICK_JMH_ARGS : DEFAULT_JMH_ARGS;
        String settings = forks == 1 ? base : base.replace("-f 1 ", "-f " + forks + " ");
        StringBuilder args = new StringBuilder(warmups == 0 ? settings : settings.replaceFirst("-wi \\d+ ", "-wi " + warmups + " "));
        for (String p : params) {
            args.append(" -p ").append(p);
        }
        return args.toString();
    }

    Path resultFile() {
        return root.resolve(module).resolve("target/jmh-result.json");
    }

    /** Where {@code --save} keeps a run: {@code MODULE/docs/bench-results/MACHINE/}. */
    Path savedResultsDir(String machine) {
        return root.resolve(module).resolve("docs/bench-results").resolve(machine);
    }

    /** The command a reader re-runs to reproduce a saved table. */
    String reproduceCommand() {
        String quoted = regex.replace("'", "'\\''");
        StringBuilder c = new StringBuilder("tools/lockstep bench " + module + " '" + quoted + "'" + (quick ? " --quick" : ""));
        if (forks != 1) {
            c.append(" --forks ").append(forks);
        }
        if (warmups != 0) {
            c.append(" --warmup ").append(warmups);
        }
        for (String p : params) {
            c.append(" --param ").append(p);
        }
        return c.toString();
    }

    List<String> mavenCommand() {
        List<String> c = new ArrayList<>(List.of("mvn", "-B", "-q"));
        if (offline) {
            c.add("-o");
        }
        c.addAll(List.of("-pl", module, "-am", "test-compile", "dependency:build-classpath",
                "-Dmdep.outputFile=target/test.cp", "-Dmdep.includeScope=test"));
        return c;
    }

    List<String> jmhCommand(String dependencyClasspath) {
        String java = Path.of(System.getProperty("java.home"), "bin", "java").toString();
        List<String> c = new ArrayList<>(List.of(java));
        if (ignoreLock) {
            c.add("-Djmh.ignoreLock=true");
        }
        c.addAll(List.of("-cp", module + "/target/test-classes:" + module + "/target/classes:" + dependencyClasspath,
                "org.openjdk.jmh.Main"));
        c.addAll(Arrays.asList(jmhArgs().split(" ")));
        c.addAll(List.of("-rf", "json", "-rff", module + "/target/jmh-result.json", regex));
        return c;
    }
}
