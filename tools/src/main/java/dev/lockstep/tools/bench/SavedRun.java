package dev.lockstep.tools.bench;

import dev.lockstep.tools.BadInputException;
import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;

/**
 * A benchmark run kept in the module's docs ({@code lockstep bench --save NAME}): JMH's raw JSON
 * and a Markdown page with the table, the machine, the JDK, the load around the run and the command
 * that reproduces it,
 * under {@code MODULE/docs/bench-results/MACHINE/} ({@link MachineLabel}). The benchmark pages
 * quote these files instead of copying figures into prose.
 */
final class SavedRun {
    private SavedRun() {
    }

    /** Rejects a name that is not a plain file name (letters, digits, dot, dash, underscore). */
    static void checkName(String name) {
        if (!name.matches("[A-Za-z0-9][A-Za-z0-9._-]{0,79}")) {
            throw new BadInputException("--save name \"" + name + "\" is not a plain file name",
                    "Use letters, digits, '.', '-' or '_' (at most 80), e.g. --save contact-pairs.");
        }
    }

    /** Writes {@code NAME.json} and {@code NAME.md}; returns the directory. */
    static Path write(BenchPlan plan, String name, String json, String table, String load) throws IOException {
        String machine = MachineLabel.current();
        Path dir = plan.savedResultsDir(machine);
        Files.createDirectories(dir);
        Files.writeString(dir.resolve(name + ".json"), json, StandardCharsets.UTF_8);
        Files.writeString(dir.resolve(name + ".md"), page(name, machine, plan, table, load), StandardCharsets.UTF_8);
        return dir;
    }

    /** A saved page's title and machine line, shared by the JMH pages and the probe pages. */
    static String heading(String name, String machine) {
        return "# " + name + "\n\n"
                + "Machine `" + machine + "`, JDK " + Runtime.version() + " (" + System.getProperty("java.vm.name") + ").\n";
    }

    static String page(String name, String machine, BenchPlan plan, String table, String load) {
        return heading(name, machine)
                + "JMH settings `" + plan.jmhArgs() + "`; raw result [" + name + ".json](" + name + ".json).\n"
                + load + "\n\n"
                + "```sh\n" + plan.reproduceCommand() + "\n```\n\n"
                + table;
    }
}
