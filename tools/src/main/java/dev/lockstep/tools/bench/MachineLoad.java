package dev.lockstep.tools.bench;

import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;

/**
 * The one-minute load average around a saved run, so that a table taken while other work shared
 * the cores says so ({@code /proc/loadavg}; on systems without it the page says "not available").
 * On a 2-vCPU machine a load near 2 already means the benchmark did not have a core to itself.
 */
final class MachineLoad {
    private static final Path LOADAVG = Path.of("/proc/loadavg");

    private MachineLoad() {
    }

    /** The first field of {@code /proc/loadavg}, or {@code null} when it cannot be read. */
    static String oneMinute() {
        return oneMinute(LOADAVG);
    }

    static String oneMinute(Path file) {
        try {
            String text = Files.readString(file, StandardCharsets.US_ASCII).trim();
            String first = text.split("\\s+", 2)[0];
            return first.matches("[0-9]+(\\.[0-9]+)?") ? first : null;
        } catch (IOException | RuntimeException e) {
            return null;
        }
    }

    /** The sentence a saved page carries: the load at the start and at the end of the run. */
    static String sentence(String atStart, String atEnd) {
        if (atStart == null || atEnd == null) {
            return "Load average: not available on this system.";
        }
        return "Load average (1 min): " + atStart + " at the start, " + atEnd + " at the end.";
    }
}
